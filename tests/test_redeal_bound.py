# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The bound on what any player can win of a relative (``benchmarks.redeal_bound``)."""

from __future__ import annotations

import pytest

from addiction.core.rng import SplitMix64
from addiction.games.gaps.engine import GapsGame, Move, Rules
from addiction.games.gaps.engine.variants import VARIANTS, variant
from addiction.games.gaps.solver._pyfamily import end_key
from addiction.games.gaps.solver.family import advisor_for, winnable_by_nodes
from addiction.games.gaps.solver.family_values import (
    WIN_WEIGHT,
    row_full,
    shipped_values,
)
from benchmarks import redeal_bound
from tools.make_family_values import position, profiles


def test_it_fits_the_relatives_whose_redeals_hang_on_row_lengths_alone() -> None:
    assert [v.id for v in VARIANTS if redeal_bound.fits(v)] == [
        "blue-moon", "red-moon", "paganini"]


def test_after_the_last_redeal_a_phase_is_worth_whether_it_can_be_won() -> None:
    v = variant("paganini")
    gen = SplitMix64(7)
    verdicts = set()
    for lengths in [ls for group in profiles(v, 1, "row lengths").values() for ls in group][::25]:
        cells = position(v, lengths, gen).redealt(gen, random_gaps=False).cells
        chance, end = redeal_bound.settle(v, cells, None, 200_000)
        verdict = winnable_by_nodes("paganini", cells, 200_000)
        verdicts.add(verdict)
        assert chance == (0.0 if verdict == "not-winnable" else 1.0)
        assert end == {"winnable": "won", "not-winnable": "whole", "unknown": "unseen"}[verdict]
        # a phase not seen whole counts as won: a bound errs high
        assert redeal_bound.settle(v, cells, None, 1)[0] == 1.0
    assert {"winnable", "not-winnable"} <= verdicts


def test_a_deal_is_worth_the_best_end_our_player_redeals_at() -> None:
    # With Paganini's own table as the chances after its redeal, a deal is worth the end our
    # player redeals at: its first phase is seen whole, and it takes the end valued most.
    v = variant("paganini")
    table = shipped_values(v, 1)
    assert table is not None
    chances = {key: table[end_key(members[0], row_full(v))] / redeal_bound.top(v)
               for key, members in profiles(v, 1, "row lengths").items()}
    values = redeal_bound.as_values(v, chances)
    assert values is not None
    seen = set()
    for deal in range(1, 9):
        chance, end = redeal_bound.deal_bound("paganini", deal, values, 2_000_000)
        seen.add(end)
        if end == "won":
            assert chance == 1.0
            continue
        game = GapsGame.new(deal, Rules.of("paganini"))
        player = advisor_for("paganini", nodes=200_000)
        while (decision := player.choose(game)) != "redeal":
            assert isinstance(decision, Move)
            game.play(decision)
        worth = table[end_key(game.board.sequence_lengths(), row_full(v))]
        assert chance == pytest.approx(min(1.0, worth / (WIN_WEIGHT + v.full_score)))
    assert seen == {"won", "whole"}


def test_the_chances_learned_are_the_same_for_the_same_seeds() -> None:
    first = redeal_bound.learn("paganini", 2, 200_000, None)
    assert first == redeal_bound.learn("paganini", 2, 200_000, None)
    assert set(first) == set(profiles(variant("paganini"), 1, "row lengths"))
    assert all(x in (0.0, 0.5, 1.0) for x in first.values())
    assert 0.0 < sum(first.values()) < len(first)
    # seeing no phase whole, every redeal counts as won
    assert set(redeal_bound.learn("paganini", 1, 1, None).values()) == {1.0}


def test_it_prints_the_bound_beside_our_players_wins(capsys: pytest.CaptureFixture[str]) -> None:
    assert redeal_bound.main(["--game", "paganini", "--deals", "1-4", "--samples", "1",
                              "--nodes", "20000"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("paganini, deals 1-4: first phase won in ")
    assert lines[1].startswith("  our player wins ") and "at 20,000 positions" in lines[1]
    assert lines[2].startswith("  no player can expect more than ")


@pytest.mark.parametrize("game", ["spaces", "jungle", "spaces-and-aces"])
def test_a_relative_it_does_not_fit_is_refused(game: str,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        redeal_bound.main(["--game", game, "--deals", "1-2"])
    assert "invalid choice" in capsys.readouterr().err
