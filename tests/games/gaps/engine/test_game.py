# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The game's rules, one behaviour at a time, on hand-built positions."""

import pytest

from addiction.core import CARDS, IllegalAction, parse_card
from addiction.games.gaps.engine import GapsGame, Move, Rules

from . import positions


def card(token: str):  # type: ignore[no-untyped-def]
    c = parse_card(token)
    assert c is not None
    return c


def test_deal_has_48_cards_and_4_gaps() -> None:
    game = GapsGame.new(42)
    assert len(game.gaps) == 4
    assert sorted(c for c in game.cells if c is not None) == [c for c in CARDS if c.rank != 1]


def test_a_gap_after_a_card_takes_the_next_card_of_its_suit() -> None:
    game = GapsGame.from_text(positions.near_win())
    assert game.moves() == [Move(card("KS"), (0, 12), (0, 11))]


def test_column_one_gap_takes_any_two_even_from_column_one() -> None:
    game = GapsGame.from_text(positions.two_gaps_in_column_one())
    into_row_3 = game.moves_into((2, 0))
    assert {str(m.card) for m in into_row_3} == {"2S", "2H", "2D", "2C"}
    assert Move(card("2S"), (0, 0), (2, 0)) in into_row_3


def test_a_two_may_fit_several_column_one_gaps() -> None:
    game = GapsGame.from_text(positions.two_gaps_in_column_one())
    assert {m.dst for m in game.moves_of("2D")} == {(2, 0), (3, 0)}
    assert game.moves_of("KD") == []


def test_gaps_after_a_king_or_a_gap_are_dead() -> None:
    game = GapsGame.from_text(positions.stuck())
    assert game.dead_gaps == game.gaps
    assert game.moves() == []
    assert game.is_stuck and game.status == "stuck"


def test_illegal_move_raises_and_changes_nothing() -> None:
    game = GapsGame.from_text(positions.two_gaps_in_column_one())
    before = game.to_dict()
    for bad in (
        Move(card("3D"), (2, 1), (2, 0)),   # only a 2 goes to column 1
        Move(card("2D"), (2, 12), (1, 0)),  # not a gap
        Move(card("2H"), (2, 12), (2, 0)),  # 2H is not at that place
        Move(card("2H"), (1, 11), (9, 0)),  # off the board
    ):
        with pytest.raises(IllegalAction):
            game.play(bad)
        assert game.to_dict() == before


def test_score_counts_sequences() -> None:
    game = GapsGame.from_text(positions.two_gaps_in_column_one())
    assert game.sequence_lengths == (12, 0, 0, 0)
    assert game.score == 12
    game.play(Move(card("2D"), (2, 12), (2, 0)))
    assert game.sequence_lengths == (12, 0, 12, 0)
    assert game.in_place((2, 11)) and not game.in_place((1, 0))


def test_win_ends_the_game_and_is_not_stuck() -> None:
    game = GapsGame.from_text(positions.near_win())
    game.play(game.moves()[0])
    assert game.is_won and game.is_over and not game.is_stuck
    assert game.status == "won" and game.score == 48
    assert not game.can_redeal and not game.can_undo and game.moves() == []
    with pytest.raises(IllegalAction):
        game.undo()


def test_redeal_only_when_stuck_by_default() -> None:
    game = GapsGame.from_text(positions.two_gaps_in_column_one())
    assert not game.can_redeal
    with pytest.raises(IllegalAction, match="only when no card can move"):
        game.redeal()
    anytime = GapsGame.from_text(positions.two_gaps_in_column_one(), Rules(redeal_when="any"))
    assert anytime.can_redeal
    anytime.redeal()
    assert anytime.redeals_left == 2


def test_redeal_keeps_sequences_and_puts_a_gap_after_each() -> None:
    game = GapsGame.from_text(positions.stuck(), deal=5)
    record = game.redeal()
    assert record.index == 1
    assert game.sequence_lengths[0] >= 2
    for row, length in enumerate(game.sequence_lengths):
        assert game.cell((row, length)) is None
    assert str(game.cell((0, 0))) == "2S" and str(game.cell((0, 1))) == "3S"
    assert len(record.relocations()) == 48


def test_random_gap_redeal_keeps_sequences() -> None:
    game = GapsGame.from_text(positions.stuck(), Rules(gaps="random"), deal=5)
    game.redeal()
    assert game.sequence_lengths[0] >= 2
    assert len(game.gaps) == 4


def test_stuck_without_redeals_is_over_and_stays_over() -> None:
    game = GapsGame.from_text(positions.stuck(), Rules(redeals=0))
    assert game.is_over and game.status == "over"
    assert not game.can_redeal and not game.can_undo


def test_give_up_ends_with_the_score() -> None:
    game = GapsGame.new(3)
    game.play(game.moves()[0])
    score = game.score
    game.give_up()
    assert game.is_over and game.status == "given-up" and game.score == score
    with pytest.raises(IllegalAction):
        game.give_up()
    with pytest.raises(IllegalAction):
        game.play(Move(card("2S"), (0, 0), (0, 1)))


def test_undo_and_redo_of_a_redeal() -> None:
    game = GapsGame.from_text(positions.stuck(), deal=9)
    before = game.to_text()
    record = game.redeal()
    after = game.to_text()
    assert game.undo() == record
    assert game.to_text() == before and game.redeals_left == 3
    assert game.redo() == record
    assert game.to_text() == after and game.redeals_left == 2


def test_a_new_action_clears_redo() -> None:
    game = GapsGame.new(11)
    first, *_ = game.moves()
    game.play(first)
    game.undo()
    assert game.can_redo
    game.play(game.moves()[-1])
    assert not game.can_redo
    with pytest.raises(IllegalAction, match="nothing to redo"):
        game.redo()


def test_counters() -> None:
    game = GapsGame.new(11)
    game.play(game.moves()[0])
    game.play(game.moves()[0])
    assert game.moves_played == 2
    game.undo()
    assert game.moves_played == 1
    game.redo()
    assert game.moves_played == 2


def test_restarted_returns_to_the_deal() -> None:
    game = GapsGame.new(8)
    game.play(game.moves()[0])
    assert game.restarted().to_text() == GapsGame.new(8).to_text()


def test_bad_deal_numbers() -> None:
    for bad in (0, -1, 2**31, "7", 1.5, True):
        with pytest.raises(ValueError, match="deal number"):
            GapsGame.new(bad)  # type: ignore[arg-type]
