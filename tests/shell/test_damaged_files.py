# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The real window starts, and play goes on, whatever damaged or foreign file waits on disk."""

from __future__ import annotations

import copy
import json
import sqlite3
from collections.abc import Callable
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.keeper import GapsKeeper
from addiction.games.gaps.model import GapsModel
from addiction.games.pyramid.engine import DRAW
from addiction.games.pyramid.model import PyramidModel
from addiction.shell.window import MainWindow
from addiction.store import RECORDS_FILE, RecordsStore, SavedGames
from addiction.store.keeper import Storage
from addiction.store.saved_game import MAX_ELAPSED, SAVE_FORMAT, SAVE_VERSION
from tests.conftest import OpenWindow
from tests.junk import DEEP, JSON_VALUES

OpenGame = Callable[[str], MainWindow]


@pytest.fixture
def open_game(open_window: OpenWindow) -> OpenGame:
    """Start as the command does: resume the saved game if it can be, else deal 1."""

    def open_(start: str) -> MainWindow:
        window = open_window(start, show=False)
        page = window.page
        assert page is not None
        if not page.resumed:
            page.new_game(1)
        return window

    return open_


def addiction_model(window: MainWindow) -> GapsModel:
    model = window.pages["addiction"].model
    assert isinstance(model, GapsModel)
    return model


def pyramid_model(window: MainWindow) -> PyramidModel:
    model = window.pages["pyramid"].model
    assert isinstance(model, PyramidModel)
    return model


NESTED = "<nested>"


def damage(path: Path, change: Callable[[dict[str, Any]], None]) -> None:
    envelope = json.loads(path.read_text(encoding="utf-8"))
    change(envelope["data"])
    # JSON too deep for Python to build as a value is spliced in as text.
    text = json.dumps(envelope).replace(json.dumps(NESTED), "[" * DEEP + "]" * DEEP)
    path.write_text(text, encoding="utf-8")


def deep(data: dict[str, Any]) -> None:
    data["game"]["actions"] = NESTED


ADDICTION_DAMAGE: dict[str, Callable[[dict[str, Any]], None]] = {
    # Each of these stopped the window from starting, every time, before the fix.
    "elapsed-2**31": lambda data: data.update(elapsed=2**31),  # segmentation fault
    "elapsed-10**400": lambda data: data.update(elapsed=10**400),  # OverflowError
    "start-7": lambda data: data["game"].update(start=7),  # AttributeError
    "nested-5000": deep,  # RecursionError
    "started-year-1": lambda data: data.update(started="0001-01-01T00:00:00+01:00"),
}


@pytest.mark.parametrize("change", ADDICTION_DAMAGE.values(), ids=ADDICTION_DAMAGE.keys())
def test_a_damaged_addiction_save_is_kept_aside_and_play_goes_on(
    open_game: OpenGame, data_dir: Path, change: Callable[[dict[str, Any]], None]
) -> None:
    first = open_game("addiction")
    addiction_model(first).play(addiction_model(first).game.moves()[0])
    first.close()
    path = data_dir / "addiction-in-progress.json"
    damage(path, change)
    damaged = path.read_bytes()

    window = open_game("addiction")
    model = addiction_model(window)
    assert model.game.deal == 1 and model.game.moves_played == 0 and model.elapsed == 0
    [kept] = data_dir.glob("addiction-in-progress.json.damaged-*")
    assert kept.read_bytes() == damaged
    assert window.notice.text() == (
        f"Your saved game was damaged, so it was kept aside as {kept.name} and a new game begins."
    )
    model.play(model.game.moves()[0])
    assert window.storage is not None and window.storage.saves.flush()
    assert json.loads(path.read_bytes())["data"]["game"] == model.game.to_dict()


PYRAMID_DAMAGE: dict[str, Callable[[dict[str, Any]], None]] = {
    "elapsed-2**31": lambda data: data.update(elapsed=2**31),
    "mode-none": lambda data: data["game"].update(mode=None),
    "nested-5000": deep,
}


@pytest.mark.parametrize("change", PYRAMID_DAMAGE.values(), ids=PYRAMID_DAMAGE.keys())
def test_a_damaged_pyramid_save_is_kept_aside_and_play_goes_on(
    open_game: OpenGame, data_dir: Path, change: Callable[[dict[str, Any]], None]
) -> None:
    first = open_game("pyramid")
    pyramid_model(first).play(DRAW)
    first.close()
    path = data_dir / "pyramid-in-progress.json"
    damage(path, change)

    window = open_game("pyramid")
    model = pyramid_model(window)
    assert model.game.moves_played == 0 and model.elapsed == 0
    [kept] = data_dir.glob("pyramid-in-progress.json.damaged-*")
    assert kept.name in window.notice.text()
    model.play(DRAW)
    assert model.game.moves_played == 1


def test_another_programs_database_is_left_alone_and_records_are_kept_beside_it(
    open_game: OpenGame, data_dir: Path
) -> None:
    data_dir.mkdir()
    foreign = data_dir / RECORDS_FILE
    with closing(sqlite3.connect(foreign)) as db:
        db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT)")
        db.commit()
    before = foreign.read_bytes()
    window = open_game("addiction")
    assert "belongs to another program" in window.notice.text()
    model = addiction_model(window)
    model.play(model.game.moves()[0])
    model.give_up()
    window.close()

    again = open_game("addiction")
    assert again.storage is not None
    assert [r.deal for r in again.storage.records.recent()] == [1]
    assert again.storage.records.path.name == "records-2.sqlite"
    assert foreign.read_bytes() == before


def a_saved_game() -> dict[str, Any]:
    game = GapsGame.new(77)
    for _ in range(3):
        game.play(game.moves()[0])
    game.undo()
    return {"game": game.to_dict(), "elapsed": 95, "assisted": False,
            "started": "2026-11-29T10:00:00+00:00"}


SAVED = a_saved_game()
FIELDS = sorted(SAVED) + [f"game.{key}" for key in sorted(SAVED["game"])]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(FIELDS), JSON_VALUES)
def test_resume_of_any_damaged_field_never_raises(
    qapp: QApplication, tmp_path_factory: pytest.TempPathFactory, field: str, value: Any
) -> None:
    data = copy.deepcopy(SAVED)
    where, _, key = field.rpartition(".")
    (data[where] if where else data)[key] = value
    folder = tmp_path_factory.mktemp("data")
    saves = SavedGames(folder)
    # Written as another program might have: JSON as Python writes it, infinities included.
    envelope = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": "addiction", "data": data}
    saves.path("addiction").write_text(json.dumps(envelope), encoding="utf-8")
    model = GapsModel()
    with RecordsStore.open(folder) as records:
        keeper = GapsKeeper(model, Storage(records, SavedGames(folder)))
        if keeper.resume():
            # Only a save that still makes the game it held comes back.
            assert model.game.to_dict() == SAVED["game"]
            assert 0 <= model.elapsed <= MAX_ELAPSED
        else:
            assert not saves.path("addiction").exists()
            assert len(list(folder.glob("addiction-in-progress.json.damaged-*"))) == 1
        assert keeper.saves.flush()
