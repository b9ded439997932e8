# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""GameModel: every signal and its arguments, undo/redo, the end of a game and the clock."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from addiction.core import MAX_DEAL, AddictionError, IllegalAction, NotationError
from addiction.games.gaps.engine import GapsGame, Move, Rules
from addiction.games.gaps.model import GapsModel
from tests.games.gaps.positions import KING_LEFT, ONE_FROM_STUCK, ONE_FROM_WIN, STUCK


class FakeClock:
    """Monotonic seconds that advance only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def model(qtbot: QtBot, clock: FakeClock) -> Iterator[GapsModel]:
    m = GapsModel(GapsGame.new(1), clock=clock)
    yield m
    m.deleteLater()


class Recorder:
    """Every emission of every model signal, in order, as (name, args)."""

    NAMES = (
        "game_started", "card_moved", "redealt", "won", "game_over", "score_changed",
        "redeals_left_changed", "moves_changed", "elapsed_changed", "undo_available",
        "redo_available", "redeal_available", "stuck_changed", "assisted_changed",
    )

    def __init__(self, model: GapsModel) -> None:
        self.events: list[tuple[str, tuple[object, ...]]] = []
        for name in self.NAMES:
            getattr(model, name).connect(lambda *args, n=name: self.events.append((n, args)))

    def names(self) -> list[str]:
        return [n for n, _ in self.events]

    def of(self, name: str) -> list[tuple[object, ...]]:
        return [a for n, a in self.events if n == name]

    def clear(self) -> None:
        self.events.clear()


def test_new_game_emits_started_then_every_state(model: GapsModel) -> None:
    rec = Recorder(model)
    model.new_game(7, Rules(redeals=2))
    assert rec.names()[0] == "game_started"
    assert model.game.deal == 7 and model.game.rules.redeals == 2
    assert rec.of("score_changed") == [(model.game.score,)]
    assert rec.of("redeals_left_changed") == [(2,)]
    assert rec.of("moves_changed") == [(0,)]
    assert rec.of("elapsed_changed") == [(0,)]
    assert rec.of("undo_available") == [(False,)]
    assert rec.of("redo_available") == [(False,)]
    assert rec.of("redeal_available") == [(False,)]
    assert rec.of("stuck_changed") == [(False,)]


def test_new_game_without_arguments_keeps_rules_and_picks_a_valid_deal(model: GapsModel) -> None:
    model.new_game(3, Rules(redeals=1, gaps="random"))
    deals = set()
    for _ in range(5):
        model.new_game()
        assert model.game.rules == Rules(redeals=1, gaps="random")
        assert 1 <= model.game.deal <= MAX_DEAL
        deals.add(model.game.deal)
    assert len(deals) > 1


def test_play_emits_card_moved_with_places_then_changed_state(qtbot: QtBot, model: GapsModel) -> None:
    move = model.game.moves()[0]
    rec = Recorder(model)
    with qtbot.waitSignal(model.card_moved) as blocker:
        model.play(move)
    assert blocker.args == [move.card, move.src, move.dst]
    names = rec.names()
    assert names[0] == "card_moved"
    assert rec.of("moves_changed") == [(1,)]
    assert rec.of("undo_available") == [(True,)]
    # Unchanged states stay quiet.
    assert "redo_available" not in names and "redeals_left_changed" not in names
    assert model.game.cell(move.dst) == move.card


def test_illegal_move_raises_and_emits_nothing(model: GapsModel) -> None:
    rec = Recorder(model)
    c = model.game.cell((0, 0))
    assert c is not None
    with pytest.raises(IllegalAction):
        model.play(Move(c, (0, 0), (0, 1)))
    assert rec.events == []


def test_undo_and_redo_of_a_move(qtbot: QtBot, model: GapsModel) -> None:
    move = model.game.moves()[0]
    model.play(move)
    rec = Recorder(model)
    with qtbot.waitSignal(model.card_moved) as undone:
        model.undo()
    assert undone.args == [move.card, move.dst, move.src]
    assert rec.of("undo_available") == [(False,)]
    assert rec.of("redo_available") == [(True,)]
    assert rec.of("moves_changed") == [(0,)]
    rec.clear()
    with qtbot.waitSignal(model.card_moved) as redone:
        model.redo()
    assert redone.args == [move.card, move.src, move.dst]
    assert rec.of("redo_available") == [(False,)]
    assert rec.of("moves_changed") == [(1,)]


def test_stuck_position_allows_a_redeal(model: GapsModel) -> None:
    rec = Recorder(model)
    model.load_position(ONE_FROM_STUCK, Rules(redeals=3))
    assert model.game.deal == 0
    rec.clear()
    model.play(KING_LEFT)
    assert rec.of("stuck_changed") == [(True,)]
    assert rec.of("redeal_available") == [(True,)]
    assert "game_over" not in rec.names()


def test_redeal_and_its_undo_redo_emit_every_relocation(qtbot: QtBot, model: GapsModel) -> None:
    model.load_position(STUCK, Rules(redeals=3))
    before = model.game.cells
    rec = Recorder(model)
    with qtbot.waitSignal(model.redealt) as dealt:
        model.redeal()
    after = model.game.cells
    relocations = dealt.args[0]
    assert len(relocations) == 48
    for c, old, new in relocations:
        assert before[old[0] * 13 + old[1]] == c
        assert after[new[0] * 13 + new[1]] == c
    assert rec.of("redeals_left_changed") == [(2,)]
    assert rec.of("stuck_changed") == [(False,)]
    assert rec.of("redeal_available") == [(False,)]
    # A redeal is not a move.
    assert "moves_changed" not in rec.names()

    with qtbot.waitSignal(model.redealt) as undone:
        model.undo()
    assert sorted(undone.args[0]) == sorted((c, new, old) for c, old, new in relocations)
    assert model.game.cells == before
    with qtbot.waitSignal(model.redealt) as redone:
        model.redo()
    assert redone.args[0] == relocations
    assert model.game.cells == after


def test_winning_move_emits_won_then_game_over_with_full_score(model: GapsModel) -> None:
    model.load_position(ONE_FROM_WIN)
    rec = Recorder(model)
    model.play(KING_LEFT)
    names = rec.names()
    assert names.index("card_moved") < names.index("won") < names.index("game_over")
    assert rec.of("game_over") == [(48,)]
    assert rec.of("score_changed") == [(48,)]
    assert not model.game.can_undo and not model.game.can_redeal
    assert not model.clock_running


def test_stuck_without_redeals_is_game_over_with_its_score(model: GapsModel) -> None:
    model.load_position(ONE_FROM_STUCK, Rules(redeals=0))
    rec = Recorder(model)
    model.play(KING_LEFT)
    assert "won" not in rec.names()
    assert rec.of("game_over") == [(model.game.score,)]
    assert model.game.score == 30
    assert model.game.status == "over"


def test_give_up_ends_the_game_with_its_score(qtbot: QtBot, model: GapsModel) -> None:
    model.play(model.game.moves()[0])
    score = model.game.score
    rec = Recorder(model)
    with qtbot.waitSignal(model.game_over) as over:
        model.give_up()
    assert over.args == [score]
    assert rec.of("undo_available") == [(False,)]
    assert "won" not in rec.names()
    assert model.game.status == "given-up"
    with pytest.raises(IllegalAction):
        model.give_up()


def test_restart_returns_to_the_deal_start(model: GapsModel) -> None:
    start = model.game.cells
    model.play(model.game.moves()[0])
    rec = Recorder(model)
    model.restart()
    assert rec.names()[0] == "game_started"
    assert model.game.cells == start and model.game.deal == 1
    assert rec.of("moves_changed") == [(0,)]


def test_bad_position_leaves_the_game_untouched(model: GapsModel) -> None:
    model.play(model.game.moves()[0])
    text = model.game.to_text()
    rec = Recorder(model)
    with pytest.raises(NotationError, match=r"line 2, token 3"):
        model.load_position(ONE_FROM_WIN.replace("4H", "ZZ"))
    with pytest.raises(AddictionError):
        model.load_position("2S 3S")
    assert model.game.to_text() == text and model.game.moves_played == 1
    assert rec.events == []


def test_bad_deal_number_leaves_the_game_untouched(model: GapsModel) -> None:
    rec = Recorder(model)
    for bad in (0, MAX_DEAL + 1):
        with pytest.raises(ValueError):
            model.new_game(bad)
    assert model.game.deal == 1 and rec.events == []


def test_clock_starts_at_the_first_move(qtbot: QtBot, model: GapsModel, clock: FakeClock) -> None:
    clock.now += 30
    assert model.elapsed == 0 and not model.clock_running
    model.play(model.game.moves()[0])
    assert model.clock_running
    clock.now += 5.2
    with qtbot.waitSignal(model.elapsed_changed) as tick:
        pass
    assert tick.args == [5]


def test_paused_clock_does_not_count(qtbot: QtBot, model: GapsModel, clock: FakeClock) -> None:
    model.play(model.game.moves()[0])
    clock.now += 3
    model.set_paused(True)
    clock.now += 100
    assert model.elapsed == 3
    # A move while paused (cannot happen in the window, but must not restart the clock).
    model.play(model.game.moves()[0])
    clock.now += 50
    assert model.elapsed == 3
    model.set_paused(False)
    clock.now += 2
    assert model.elapsed == 5
    with qtbot.waitSignal(model.elapsed_changed) as tick:
        clock.now += 1
    assert tick.args == [6]


def test_clock_stops_when_the_game_ends(model: GapsModel, clock: FakeClock) -> None:
    model.load_position(ONE_FROM_WIN)
    model.play(KING_LEFT)
    clock.now += 60
    assert model.elapsed == 0


def test_clock_resets_on_a_new_game(model: GapsModel, clock: FakeClock) -> None:
    model.play(model.game.moves()[0])
    clock.now += 40
    rec = Recorder(model)
    model.new_game(2)
    assert model.elapsed == 0 and rec.of("elapsed_changed") == [(0,)]
    assert not model.clock_running


def test_assisted_flag_is_set_once_and_cleared_by_a_new_game(model: GapsModel) -> None:
    rec = Recorder(model)
    model.mark_assisted()
    model.mark_assisted()
    assert model.assisted and rec.of("assisted_changed") == [(True,)]
    model.restart()
    assert not model.assisted and rec.of("assisted_changed") == [(True,), (False,)]


def test_a_restored_game_keeps_its_time_and_assisted_flag(
    model: GapsModel, clock: FakeClock
) -> None:
    saved = GapsGame.new(9)
    saved.play(saved.moves()[0])
    rec = Recorder(model)
    model.show_game(saved, elapsed=125, assisted=True)
    assert model.game is saved and model.assisted and model.elapsed == 125
    assert rec.of("elapsed_changed") == [(125,)] and rec.of("assisted_changed") == [(True,)]
    assert rec.of("moves_changed") == [(1,)]
    # The game was under way, so its clock runs on at once.
    assert model.clock_running
    clock.now += 4
    assert model.elapsed == 129
    rec.clear()
    model.new_game(3)
    assert model.elapsed == 0 and not model.assisted
    assert rec.of("assisted_changed") == [(False,)]


def test_a_restored_game_with_everything_taken_back_keeps_counting(
    model: GapsModel, clock: FakeClock
) -> None:
    saved = GapsGame.new(9)
    saved.play(saved.moves()[0])
    saved.undo()
    model.show_game(saved, elapsed=30)
    assert model.clock_running and model.game.can_redo
    clock.now += 2
    assert model.elapsed == 32


def test_a_restored_fresh_deal_waits_for_the_first_move(
    model: GapsModel, clock: FakeClock
) -> None:
    model.show_game(GapsGame.new(9))
    clock.now += 10
    assert not model.clock_running and model.elapsed == 0 and not model.assisted


@pytest.mark.parametrize("elapsed", [-1, True, 2.5])
def test_a_restored_game_needs_whole_seconds(model: GapsModel, elapsed: object) -> None:
    rec = Recorder(model)
    with pytest.raises(ValueError, match="whole number of seconds"):
        model.show_game(GapsGame.new(9), elapsed=elapsed)  # type: ignore[arg-type]
    assert model.game.deal == 1 and rec.events == []


def test_positions_used_here_are_what_they_claim() -> None:
    assert GapsGame.from_text(STUCK).is_stuck
    assert GapsGame.from_text(ONE_FROM_STUCK).moves() == [KING_LEFT]
    assert GapsGame.from_text(ONE_FROM_WIN).moves() == [KING_LEFT]

