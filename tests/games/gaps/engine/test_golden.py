# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Golden tests: a deal number and a redeal mean the same cards forever."""

import pytest

from addiction.core.rng import MAX_DEAL, SplitMix64
from addiction.games.gaps.engine import GapsGame, Rules

GOLDEN_DEALS = {
    1: """\
JS KH QC 6C -- 5H 5S JH 4S 2H 9S 2S 2C
2D -- 3D 3C 8C 3S -- QH 9D KC 7S 6D JD
9C 4D TH KS 5C KD 8H 6S 5D QS -- TS 7D
8S TC TD 7C 7H 3H JC 4H QD 6H 9H 8D 4C""",
    2: """\
JC TS -- 2C TH 4D 9H QC 3D 5H 5S KH 3H
7S 9D 2H QD 8C 8S 5C 9C 7C JS 6H JD --
9S TC 7H 2S KC 6D 8H KD 4S 3S 4C TD 6C
2D -- 4H 5D 6S QH KS 8D 3C JH 7D QS --""",
    1000000: """\
5S 8C KC QS 8H 3C KD KH 2D KS QH 6D TD
4H JC 7D -- 6C 3D 5H JS 4D TH TC QD 2H
7H 6S 4S TS 7S 9S 3H -- 6H 2C JH 5C JD
8D QC 9D 2S 4C 3S -- 9H 8S 9C -- 5D 7C""",
    MAX_DEAL: """\
TC JH QD 5D 4D TS 3S 2D QH -- TD TH 6C
6D JC 7H 7C QS 9H 7D 2H 8H KC 3H -- KS
8S KH -- QC 2S 3C 5H 4H 6S 5S 5C 7S --
9D 9C KD 2C JS JD 3D 8C 4S 8D 6H 4C 9S""",
}


def test_largest_deal_number_is_a_signed_32_bit_int() -> None:
    assert MAX_DEAL == 2_147_483_647


@pytest.mark.parametrize(("deal", "text"), GOLDEN_DEALS.items())
def test_deal_numbers_are_pinned(deal: int, text: str) -> None:
    assert GapsGame.new(deal).to_text() == text


def test_splitmix64_reference_stream() -> None:
    # The published SplitMix64 outputs for seed 0.
    gen = SplitMix64(0)
    assert [gen.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F,
    ]


def play_until_stuck(game: GapsGame) -> None:
    """Always the first legal move; a fixed, rule-only line of play."""
    while game.moves() and not game.is_stuck:
        game.play(game.moves()[0])


@pytest.mark.parametrize("gaps", ["after-sequence", "random"])
def test_redeals_are_pinned_by_deal_and_index(gaps: str) -> None:
    game = GapsGame.new(1, Rules(gaps=gaps))  # type: ignore[arg-type]
    play_until_stuck(game)
    first = game.redeal()
    twin = GapsGame.new(1, Rules(gaps=gaps))  # type: ignore[arg-type]
    play_until_stuck(twin)
    assert twin.redeal() == first
    # Undoing the redeal and redealing again gives the same cards: no re-rolling.
    game.undo()
    assert game.redeal() == first


GOLDEN_REDEAL = """\
2S -- 2C 8H KS 6C QC TD 5H 4H JH QH 4C
2D 3D 4D -- TH TS 8C 8D 3H JC 7H 6H QS
-- KD JS TC 5C 2H 3C KC QD JD 9D 9S 9C
-- 8S 5D 6S 6D 5S 9H 3S 4S 7C 7D KH 7S"""


def test_first_redeal_of_deal_1_is_pinned() -> None:
    game = GapsGame.new(1)
    play_until_stuck(game)
    game.redeal()
    assert game.to_text() == GOLDEN_REDEAL
