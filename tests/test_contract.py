# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The contract every game keeps (``addiction.contract``): its shared undo history, every
engine (the toy's too) speaking the engine protocol the program reads, and every declared judge
and analyst taking what the program gives them."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

from addiction import registry
from addiction.contract import Analyst, GameSpec, History, KeptGame, PlayedGame
from addiction.core import IllegalAction
from addiction.games.gaps.engine.game import GapsGame
from addiction.games.pyramid.engine import PyramidGame
from tests.toy_game.engine import ToyGame

ENGINES: tuple[Any, ...] = (GapsGame, PyramidGame, ToyGame)


def members(protocol: type) -> set[str]:
    return {name for klass in protocol.__mro__
            if klass.__name__ in {"KeptGame", "PlayedGame", "Analyst"}
            for name in vars(klass) if not name.startswith("_")}


def test_the_protocols_are_layered() -> None:
    assert members(KeptGame) == {"deal", "history", "is_over", "to_dict"}
    assert members(KeptGame) < members(PlayedGame)


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.__name__)
def test_every_engine_has_every_member_of_the_protocol(engine: Any) -> None:
    game = engine.new(1)
    assert not [name for name in sorted(members(PlayedGame)) if not hasattr(game, name)]


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.__name__)
def test_every_engine_plays_undoes_and_redoes_through_the_protocol(engine: Any) -> None:
    game: PlayedGame = engine.new(1)
    assert not game.can_undo and not game.can_redo and game.history == ()
    start = game.to_text()
    action = game.actions()[0]
    game.play(action)
    played = game.to_text()
    assert game.can_undo and game.moves_played == 1 and len(game.history) == 1
    game.undo()
    assert game.to_text() == start and game.can_redo and game.history == ()
    with pytest.raises(IllegalAction, match="nothing to undo"):
        game.undo()
    game.redo()
    assert game.to_text() == played
    with pytest.raises(IllegalAction, match="nothing to redo"):
        game.redo()
    twin = game.copy()
    twin.undo()
    assert game.to_text() == played and twin.to_text() == start
    saved = type(game).from_dict(twin.to_dict())
    assert saved.to_dict() == twin.to_dict() and saved.can_redo
    game.give_up()
    assert game.is_over and game.is_given_up and game.status == "given-up"
    assert not game.can_undo and not game.can_redo
    with pytest.raises(IllegalAction, match="the game has ended"):
        game.undo()


def test_history_records_undoes_and_redoes_in_order() -> None:
    board: list[str] = []
    history: History[str] = History()
    for step in "abc":
        board.append(step)
        history.record(step)
    assert history.done == ("a", "b", "c") and len(history) == 3
    assert history.undo(board.remove, over=False) == "c"
    assert history.undo(board.remove, over=False) == "b"
    assert board == ["a"] and history.can_redo(False) and not history.can_redo(True)
    assert history.saved() == ["a", "b", "c"]
    assert history.redo(board.append, over=False) == "b"
    assert board == ["a", "b"] and history.saved() == ["a", "b", "c"] and len(history) == 2
    # A new step forgets what could have been redone.
    history.record("d")
    assert history.saved() == ["a", "b", "d"] and not history.can_redo(False)


def test_history_refuses_with_the_same_words_for_every_game() -> None:
    history: History[int] = History()
    with pytest.raises(IllegalAction, match="nothing to undo"):
        history.undo(print, over=False)
    with pytest.raises(IllegalAction, match="nothing to redo"):
        history.redo(print, over=False)
    history.record(1)
    with pytest.raises(IllegalAction, match="the game has ended"):
        history.undo(print, over=True)
    assert history.done == (1,)


def test_history_rebuilds_what_it_saved_and_copies_apart() -> None:
    history = History.of([1, 2, 3, 4], 2)
    assert history.done == (1, 2) and history.saved() == [1, 2, 3, 4]
    twin = history.copy()
    twin.forget_undone()
    twin.record(9)
    assert history.saved() == [1, 2, 3, 4] and twin.saved() == [1, 2, 9]
    undone: list[int] = []
    assert history.step_back(undone.append) == 2 and undone == [2]
    assert history.saved() == [1, 2, 3, 4] and len(history) == 1


@pytest.mark.parametrize("spec", [s for s in registry.games() if s.judge], ids=lambda s: s.id)
def test_every_judge_takes_what_the_declaration_gives_it(spec: GameSpec) -> None:
    judge = spec.load("judge")
    inspect.signature(judge).bind(spec.id, 1, None, lambda: False, rated=False)


@pytest.mark.parametrize("spec", [s for s in registry.games() if s.analyst], ids=lambda s: s.id)
def test_every_analyst_has_what_the_program_asks_of_it(spec: GameSpec) -> None:
    analyst = spec.load("analyst")
    assert members(Analyst) == {"steps", "position", "advice", "analyse"}
    assert not [name for name in sorted(members(Analyst)) if not hasattr(analyst, name)]
    inspect.signature(analyst.analyse).bind({}, cancelled=lambda: False,
                                            progress=lambda done, expected: None)
    inspect.signature(analyst.position).bind({}, 0)
