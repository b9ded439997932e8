# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Gaps family: golden deals and redeals, each variant's deal layout, fit rule and
notation, and the engine's invariants over random play in every variant."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.core import NotationError, RulesError
from addiction.core.cards import parse_card
from addiction.games.gaps.engine import VARIANT_IDS, VARIANTS, GapsGame, Move, Rules, variant
from addiction.games.gaps.engine.board import Board

FAMILY = VARIANT_IDS[1:]

# Deal 1 of each variant, and the table after its first five legal moves (always the first
# one offered) and a redeal ("any time" timing); None where the variant has no redeal.
GOLDEN: dict[str, tuple[str, str | None]] = {
    "montana": (
        """\
JS KH QC 6C -- 5H 5S JH 4S 2H 9S 2S 2C
2D -- 3D 3C 8C 3S -- QH 9D KC 7S 6D JD
9C 4D TH KS 5C KD 8H 6S 5D QS -- TS 7D
8S TC TD 7C 7H 3H JC 4H QD 6H 9H 8D 4C""",
        """\
-- 7H QH QD KC 7S JS QS 7D 6C JD 9H 9S
2D 3D 4D -- JC 4C 8C 5S KH 6H JH 9C 4S
-- TD 9D 3H 2S 2H 4H 8S TH 5H KD 8H 5C
-- 3S 8D 7C KS TC 6D 2C QC 6S 3C TS 5D""",
    ),
    "spaces": (
        """\
JS KH QC 6C -- 5H 5S JH 4S 2H 9S 2S 2C
2D -- 3D 3C 8C 3S -- QH 9D KC 7S 6D JD
9C 4D TH KS 5C KD 8H 6S 5D QS -- TS 7D
8S TC TD 7C 7H 3H JC 4H QD 6H 9H 8D 4C""",
        """\
TS 7C 5C 9C 7D 4S KH QS -- QC -- KD QD
2D 3D 4D 8D 5S 5H KS TD QH 9H 6H TH JC
-- -- JH 3C 2C 8H 4C 6D 4H 7S 8C 6C 8S
3S 9S 7H 3H 5D JD 6S KC TC 2H 2S 9D JS""",
    ),
    "blue-moon": (
        """\
AH 8C 2S TD KH 7C 9D 3D 2C QD JD QS 8S 3S
AC 4C 2H KS KC 7D 4H 3H 9S KD 9H -- QH 3C
AS 6H TH TS -- 5H 2D 4D TC JS JC 5C 9C 5S
AD 7H -- 7S 8D 4S 8H 6S QC 6C JH -- 6D 5D""",
        """\
AH -- 2S 6C 8C QC TC 9S KS 9H KC 7D QH 5D
AC -- JS JH JC 4C 4D 5H JD TH 2D TD 8D TS
AS -- QD 3H 9C 4S 3C 6H 5C 9D KD 2C 8S 6S
AD -- 5S QS 7C KH 3D 2H 6D 7H 8H 4H 7S 3S""",
    ),
    "red-moon": (
        """\
AS -- 4D 2C 3S 6D 3H 4S 7D 8D JH 7H 9H 8C
AH -- TH QH 5H 5D 9D 8H KD 2H 6S 2D QC 5C
AD -- 9S QS JD 9C 4C 3C KC 6C JC 6H TS TC
AC -- 5S TD 3D 4H 2S 7C JS QD KS 7S KH 8S""",
        """\
AS 2S -- 8H TS JH 9C KC 9S TH KS JD 3H 8C
AH 2H -- 9H QH 6H 7H 4S 7C 6C 5C TC QD KH
AD 2D -- 9D 6S 3D TD 8S 3C 4C QS 8D 5S 6D
AC 2C -- 4H JC KD 7D QC 4D 5H 3S 7S JS 5D""",
    ),
    "galary": (
        """\
AS -- 4D 2C 3S 6D 3H 4S 7D 8D JH 7H 9H 8C
AH -- TH QH 5H 5D 9D 8H KD 2H 6S 2D QC 5C
AD -- 9S QS JD 9C 4C 3C KC 6C JC 6H TS TC
AC -- 5S TD 3D 4H 2S 7C JS QD KS 7S KH 8S""",
        """\
AS 2S -- 9S 5H 7C 8D JS QS 4D 8S 7H JH KS
AH 2H -- 6S 6C 8C 4H 4C 9D 3D TH KD 9C TC
AD 2D -- JD 8H JC 5C 3H QH 3S 4S 2C 6D KH
AC -- 5D 7D KC 3C 6H QC QD 9H 5S TD 7S TS""",
    ),
    "moonlight": (
        """\
JS KH QC 6C -- 5H 5S JH 4S 2H 9S 2S 2C
2D -- 3D 3C 8C 3S -- QH 9D KC 7S 6D JD
9C 4D TH KS 5C KD 8H 6S 5D QS -- TS 7D
8S TC TD 7C 7H 3H JC 4H QD 6H 9H 8D 4C""",
        """\
-- 7H QH QD KC 7S JS QS 7D 6C JD 9H 9S
2D 3D 4D -- JC 4C 8C 5S KH 6H JH 9C 4S
-- TD 9D 3H 2S 2H 4H 8S TH 5H KD 8H 5C
-- 3S 8D 7C KS TC 6D 2C QC 6S 3C TS 5D""",
    ),
    "jungle": (
        """\
AH 8C 2S TD KH 7C 9D 3D 2C QD JD QS 8S 3S
AC 4C 2H KS KC 7D 4H 3H 9S KD 9H -- QH 3C
AS 6H TH TS -- 5H 2D 4D TC JS JC 5C 9C 5S
AD 7H -- 7S 8D 4S 8H 6S QC 6C JH -- 6D 5D""",
        """\
AH -- 2S 6C 8C QC TC 9S KS 9H KC 7D QH 5D
AC -- JS JH JC 4C 4D 5H JD TH 2D TD 8D TS
AS -- QD 3H 9C 4S 3C 6H 5C 9D KD 2C 8S 6S
AD -- 5S QS 7C KH 3D 2H 6D 7H 8H 4H 7S 3S""",
    ),
    "spaces-and-aces": (
        """\
-- 8C 2S TD KH 7C 9D 3D 2C QD JD QS 8S 3S
-- 4C 2H KS KC 7D 4H 3H 9S KD 9H AH QH 3C
-- 6H TH TS AC 5H 2D 4D TC JS JC 5C 9C 5S
-- 7H AS 7S 8D 4S 8H 6S QC 6C JH AD 6D 5D""",
        None,
    ),
    "paganini": (
        """\
AS QH -- 9C 6H JH KS JS 7S 7H
AH KC QD 9H 9S -- 9D TS -- 6S
AC KD 7D JC -- QS 7C 8S 6D 8C
AD TH 8D 8H TD KH TC JD QC 6C""",
        """\
AS -- TC KS QC KC 6C JD 9D QD
AH -- 8H KD 9C 8C 8D JS TH 7C
AC -- 8S QH TD KH 9S 9H 6H 6D
AD -- 7D QS 7H JH 7S JC TS 6S""",
    ),
    "double-montana": (
        """\
-- JH 5S 3H TH 7D 9C AD AH 7C 3D 8C 2D JS
-- AS KH 2S 5D 6H 5S 7S 7H KD 2C 8D KC 6C
-- 6S 2D QH JC KD 8H 6D 8S 4D 7D 6S 7S 4C
-- 9S QS 2H 2S AS 3H 5D QC AD 8S 4H KH 4C
-- TS TC AH JH 3S JD 2C 6C JS 4H 4D 4S KS
-- TS 5C JC QC 8D 5C 9D KC 3S 4S AC KS TH
-- 2H AC TD 3C 9D 9H 3C 3D QD 9S QH TC TD
-- 8C JD QS 5H QD 5H 8H 6D 9H 7C 6H 7H 9C""",
        None,
    ),
}


def card(text: str) -> int:
    found = parse_card(text)
    assert found is not None
    return found


def rules_of(variant_id: str, redeal_when: str = "stuck") -> Rules:
    return Rules.of(variant_id, redeal_when)  # type: ignore[arg-type]


def test_every_variant_is_pinned() -> None:
    assert set(GOLDEN) == set(FAMILY)


@pytest.mark.parametrize("variant_id", FAMILY)
def test_deal_one_and_its_first_redeal_are_pinned(variant_id: str) -> None:
    start, redeal = GOLDEN[variant_id]
    game = GapsGame.new(1, rules_of(variant_id, "any"))
    assert game.to_text() == start
    for _ in range(5):
        game.play(game.moves()[0])
    assert game.can_redeal == (redeal is not None)
    if redeal is not None:
        game.redeal()
        assert game.to_text() == redeal


def test_addiction_deals_are_unchanged_by_the_family() -> None:
    # Montana, Spaces and Moonlight deal as Addiction does; Addiction's golden deals pin it.
    for variant_id in ("montana", "spaces", "moonlight"):
        assert GapsGame.new(77, rules_of(variant_id)).to_text() == GapsGame.new(77).to_text()


@pytest.mark.parametrize("deal", [1, 2, 3, 999_999])
def test_blue_moon_moves_the_aces_in_the_order_a_scan_finds_them(deal: int) -> None:
    game = GapsGame.new(deal, rules_of("blue-moon"))
    dealt = GapsGame.new(deal, rules_of("spaces-and-aces"))  # the same cards, aces unmoved
    aces = [c for c in dealt.cells if c is not None and c.rank == 1]
    assert [game.cell((row, 0)) for row in range(4)] == aces
    assert sorted(game.gaps) == sorted(dealt.place_of(a) for a in aces)


@pytest.mark.parametrize("variant_id", ["red-moon", "galary"])
def test_red_moon_deals_the_aces_first_and_leaves_column_two_empty(variant_id: str) -> None:
    game = GapsGame.new(5, rules_of(variant_id))
    assert [str(game.cell((row, 0))) for row in range(4)] == ["AS", "AH", "AD", "AC"]
    assert game.gaps == [(row, 1) for row in range(4)]


@pytest.mark.parametrize("variant_id", ["spaces-and-aces", "double-montana"])
def test_column_one_waits_for_the_aces(variant_id: str) -> None:
    game = GapsGame.new(9, rules_of(variant_id))
    assert game.gaps == [(row, 0) for row in range(game.rows)]
    aces = {m.card for m in game.moves()}
    assert aces == {c for c in game.cells if c is not None and c.rank == 1}


def test_paganini_deck_runs_ace_then_six_to_king() -> None:
    game = GapsGame.new(1, rules_of("paganini"))
    faces = sorted({c.rank for c in game.cells if c is not None})
    assert faces == [1, 6, 7, 8, 9, 10, 11, 12, 13]
    won = "\n".join(" ".join(f"{r}{s}" for r in "A6789TJQK") + " --" for s in "SHDC")
    assert GapsGame.from_text(won, rules_of("paganini")).is_won
    first, *others = won.splitlines()
    moved = first.replace("6S", "--").removesuffix("--") + "6S"  # AS -- 7S … KS 6S
    after_ace = GapsGame.from_text("\n".join([moved, *others]), rules_of("paganini"))
    assert [str(m) for m in after_ace.moves()] == ["6S 1:10>1:2"]


def test_double_montana_takes_either_copy_and_wins_with_eight_suits() -> None:
    rows = [" ".join(f"{r}{s}" for r in "A23456789TJQK") + " --" for s in "SHDC" * 2]
    game = GapsGame.from_text("\n".join(rows), rules_of("double-montana"))
    assert game.is_won and game.score == game.max_score == 104
    # Open a gap after 4S in row 1: both fives of spades fit (rows 1 and 5 hold them).
    rows[0] = rows[0].replace("5S", "--").removesuffix("--") + "5S"
    open_game = GapsGame.from_text("\n".join(rows), rules_of("double-montana"))
    fives = {m.src for m in open_game.moves_into((0, 4))}
    assert fives == {(0, 13), (4, 4)}


def test_galary_takes_from_both_sides_and_column_one_only_an_ace() -> None:
    text = """\
AS 2S 3S -- 5S 6S 7S 8S 9S TS JS QS KS 4S
AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
-- 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD
AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --"""
    game = GapsGame.from_text(text, rules_of("galary"))
    assert game.takes((0, 3)) == (card("4S"),)  # 3S's next and 5S's previous: one card
    assert game.takes((2, 0)) == (card("AS"), card("AH"), card("AD"), card("AC"))
    assert game.takes((1, 13)) == ()  # right of a King, and the last column has no right side
    moonlight = GapsGame.new(1, rules_of("moonlight"))
    left_only = GapsGame.new(1, rules_of("montana"))
    assert len(moonlight.moves()) > len(left_only.moves())


def test_jungle_takes_the_next_rank_in_any_suit_and_spaces_and_aces_any_higher() -> None:
    game = GapsGame.new(1, rules_of("jungle"))
    for move in game.moves():
        row, col = move.dst
        if col:
            left = game.cell((row, col - 1))
            assert left is not None and move.card.rank == left.rank + 1
    game = GapsGame.new(1, rules_of("spaces-and-aces"))
    game.play(game.moves_into((0, 0))[0])
    higher = game.moves_into(game.gaps[-1])
    row, col = game.gaps[-1]
    left = game.cell((row, col - 1))
    assert left is not None
    assert {m.card.suit for m in higher} == {left.suit}
    assert {m.card.rank for m in higher} == set(range(left.rank + 1, 14))


def test_jungle_keeps_only_same_suit_sequences_and_wins_as_blue_moon() -> None:
    rows = [" ".join(f"{r}{s}" for r in "A23456789TJQK") + " --" for s in "SHDC"]
    rows[0] = rows[0].replace("2S", "2H", 1)
    rows[1] = rows[1].replace("2H", "2S", 1)
    game = GapsGame.from_text("\n".join(rows), rules_of("jungle"))
    assert game.sequence_lengths == (1, 1, 13, 13)
    assert not game.is_won


@pytest.mark.parametrize("variant_id", FAMILY)
def test_a_variant_fixes_its_redeals_and_gaps(variant_id: str) -> None:
    own = rules_of(variant_id)
    assert (own.redeals, own.gaps) == (variant(variant_id).redeals, variant(variant_id).gaps)
    with pytest.raises(RulesError, match="only redeal_when can be chosen"):
        Rules(redeals=3 if own.redeals != 3 else 1, variant=variant_id)
    assert Rules.from_dict(own.to_dict()) == own
    assert Rules.parse(f"variant={variant_id},redeal_when=any") == rules_of(variant_id, "any")


def test_addiction_rules_are_written_as_before() -> None:
    assert Rules().to_dict() == {"redeals": 3, "gaps": "after-sequence", "redeal_when": "stuck"}
    with pytest.raises(RulesError):
        Rules.from_dict({"redeals": 3, "gaps": "random", "redeal_when": "stuck", "variant": 7})
    with pytest.raises(RulesError, match="unknown game"):
        Rules.of("klondike")


@pytest.mark.parametrize(
    ("variant_id", "change", "message"),
    [
        ("paganini", ("6S", "2S"), "not in this game's deck"),
        ("montana", ("2S", "AS"), "aces leave the game"),
        ("blue-moon", ("2S", "3S"), "duplicate"),
        ("double-montana", ("2S", "3S"), "3th copy|missing"),
    ],
)
def test_notation_errors_name_the_variant_deck(
    variant_id: str, change: tuple[str, str], message: str
) -> None:
    text = GapsGame.new(1, rules_of(variant_id)).to_text()
    # In Double Montana both copies of 2S become a third and fourth 3S.
    text = text.replace(*change) if variant_id == "double-montana" else text.replace(*change, 1)
    with pytest.raises(NotationError, match=message):
        GapsGame.from_text(text, rules_of(variant_id))


def test_a_table_of_another_shape_is_refused() -> None:
    with pytest.raises(NotationError, match="each row has 14"):
        GapsGame.from_text(GapsGame.new(1).to_text(), rules_of("blue-moon"))


# --- invariants over random play, in every variant ---------------------------------------

variants = st.sampled_from(VARIANTS)
picks = st.lists(st.integers(0, 10_000), max_size=80)


def check(game: GapsGame) -> None:
    v = game.variant
    assert sorted(c for c in game.cells if c is not None) == sorted(v.deck)
    assert len(game.gaps) == v.gap_count == v.rows
    assert game.score == sum(game.sequence_lengths) <= v.full_score
    assert game.is_stuck == (not game.is_won and game.dead_gaps == game.gaps)
    for move in game.moves():
        assert game.cell(move.src) == move.card and game.cell(move.dst) is None
        assert move.card in game.takes(move.dst)


def play(game: GapsGame, choices: list[int]) -> None:
    for pick in choices:
        options = game.actions()
        if not options:
            break
        game.play(options[pick % len(options)])
        check(game)


@settings(max_examples=60, deadline=None)
@given(variants, st.integers(1, 2**31 - 1), picks, st.booleans())
def test_invariants_undo_redo_and_saves_in_every_variant(
    v: object, deal: int, choices: list[int], any_time: bool
) -> None:
    assert isinstance(v, type(VARIANTS[0]))
    rules = Rules(redeals=v.redeals, gaps=v.gaps, redeal_when="any" if any_time else "stuck",
                  variant=v.id)
    game = GapsGame.new(deal, rules)
    check(game)
    play(game, choices)
    saved = game.to_dict()
    assert GapsGame.from_dict(saved).to_dict() == saved
    assert Board.from_text(game.to_text(), v).to_text() == game.to_text()
    assert Board.from_text(game.start_text(), v) == GapsGame.new(deal, rules).board
    if not game.is_over:
        snapshot = (game.to_text(), game.moves_played, game.redeals_left)
        steps = 0
        while game.can_undo:
            game.undo()
            steps += 1
        assert game.to_text() == game.start_text()
        for _ in range(steps):
            game.redo()
        assert (game.to_text(), game.moves_played, game.redeals_left) == snapshot


def test_a_move_names_its_copy_by_its_place() -> None:
    game = GapsGame.new(3, rules_of("double-montana"))
    move = game.moves()[0]
    face_only = Move(card(str(move.card)), move.src, move.dst)
    if move.card >= 52:
        assert not game.is_legal(face_only)
    assert game.is_legal(move)
