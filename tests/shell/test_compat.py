# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The player's data written by the release before this one (0.1.0) opens in this window.

``tests/data/release-0.1.0`` was written by Addiction 0.1.0 itself (git e285e1c); its README
says how. It holds an Addiction game in progress (deal 7), a Pyramid game in progress
(deal 2), a record book with one finished game of each, and the settings that release kept.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.keeper import rules_key as addiction_rules_key
from addiction.games.gaps.page import GapsPage
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.keeper import rules_key as pyramid_rules_key
from addiction.games.pyramid.page import PyramidPage
from addiction.shell.window import MainWindow, opening_page
from addiction.store import DATA_DIR_ENV, RECORDS_FILE
from addiction.store.keeper import Storage
from addiction.table.settings import SETTINGS_ENV, Settings

RELEASE = Path(__file__).resolve().parents[1] / "data" / "release-0.1.0"
DATA_FILES = ("addiction-in-progress.json", "pyramid-in-progress.json", RECORDS_FILE)


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of 0.1.0's data folder and settings (the test may write to them)."""
    folder = tmp_path / "data"
    folder.mkdir()
    for name in DATA_FILES:
        shutil.copy2(RELEASE / name, folder / name)
    shutil.copy2(RELEASE / "settings.ini", tmp_path / "settings.ini")
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))
    return folder


@pytest.fixture
def window(qtbot: QtBot, data_dir: Path) -> Iterator[MainWindow]:
    """The window as the command opens it, on the game 0.1.0 was left on."""
    settings = Settings()
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    start = opening_page(settings)
    # 0.1.0 closed on Addiction and wrote so in its settings.
    assert start == "addiction"
    made = MainWindow(settings, storage=Storage.open(), start=start)
    qtbot.addWidget(made)
    yield made
    made.close()


def saved(data_dir: Path, name: str) -> dict[str, Any]:
    envelope = json.loads((data_dir / f"{name}-in-progress.json").read_text(encoding="utf-8"))
    assert envelope["game"] == name
    data: dict[str, Any] = envelope["data"]
    return data


def test_the_addiction_game_in_progress_comes_back_exactly(
    window: MainWindow, data_dir: Path
) -> None:
    # What 0.1.0 wrote, read from the golden folder: the window has saved over the copy by now.
    data = saved(RELEASE, "addiction")
    page = window.page
    assert isinstance(page, GapsPage) and page.resumed and not window.notice.isVisible()
    game = page.model.game
    # The position, the moves played and the one taken back, as 0.1.0 left them.
    assert game.to_dict() == data["game"]
    assert (game.deal, game.rules, game.moves_played) == (7, Rules(), 3)
    assert game.can_undo and game.can_redo and not game.is_over
    # The same cards as deal 7 with the first three moves 0.1.0 wrote down, played here.
    replayed = GapsGame.new(7, Rules())
    for kind, _card, *places in data["game"]["actions"][:3]:
        src, dst = tuple(places[:2]), tuple(places[2:])
        assert kind == "move"
        [move] = [m for m in replayed.moves() if (m.src, m.dst) == (src, dst)]
        replayed.play(move)
    assert game.to_text() == replayed.to_text()
    # Its clock, help and start time.
    assert page.model.elapsed == 83 and page.model.assisted
    assert page.keeper is not None
    assert page.keeper.started == datetime(2026, 12, 1, 10, 38, 53, tzinfo=UTC)
    assert page.time_label.text() == "Time: 1:23"
    assert page.moves_label.text() == "Moves: 3"
    assert page.deal_label.text() == "Deal 7"
    assert page.assisted_label.isVisibleTo(window)
    assert window.menus.action_undo.isEnabled() and window.menus.action_redo.isEnabled()
    # Play goes on from there, and is saved in this version's way.
    page.model.redo()
    assert page.model.game.moves_played == 4
    assert page.keeper.saves.flush()
    assert saved(data_dir, "addiction")["game"] == page.model.game.to_dict()


def test_the_pyramid_game_in_progress_comes_back_exactly(
    window: MainWindow, data_dir: Path
) -> None:
    data = saved(RELEASE, "pyramid")
    page = window.play_game("pyramid")
    assert isinstance(page, PyramidPage) and page.resumed
    game = page.model.game
    # Giving up is the engine's now, and saves say it; a 0.1.0 save, silent on it, was not.
    assert game.to_dict() == {**data["game"], "given_up": False}
    assert (game.deal, game.mode, game.moves_played) == (2, "classic", 4)
    assert game.can_redo and not page.is_over
    assert game.to_text() == PyramidGame.from_dict(data["game"]).to_text()
    assert page.model.elapsed == 41 and not page.model.assisted
    assert page.keeper is not None
    assert page.keeper.started == datetime(2026, 12, 1, 10, 38, 53, tzinfo=UTC)
    assert page.time_label.text() == "Time: 0:41"
    assert page.cleared_label.text() == f"Cleared: {28 - game.pyramid_count}/28"
    assert page.mode_group.checkedAction().data() == "classic"
    assert window.menus.action_redo.isEnabled()


def test_the_records_of_0_1_0_are_the_statistics(window: MainWindow) -> None:
    assert window.storage is not None
    records = window.storage.records
    assert records.problem is None
    pyramid, addiction = records.recent()
    assert (addiction.game, addiction.rules_key, addiction.deal) == (
        "addiction", addiction_rules_key(Rules()), 1)
    assert (addiction.score, addiction.won, addiction.moves, addiction.redeals_used) == (
        48, True, 107, 1)
    assert (addiction.seconds, addiction.assisted, addiction.given_up) == (214, True, False)
    assert (pyramid.game, pyramid.rules_key, pyramid.deal) == (
        "pyramid", pyramid_rules_key("classic"), 5)
    assert (pyramid.score, pyramid.won, pyramid.moves, pyramid.given_up) == (3, False, 3, True)
    # Won with help: listed, and counted in no figure (the rule Statistics states).
    summary = records.summary(addiction_rules_key(Rules()))
    assert (summary.games, summary.helped) == (0, 1)

    window.menus.action_statistics.trigger()
    stats = window.dialogs.stats_dialog
    assert stats is not None and stats.rules_key == addiction_rules_key(Rules())
    assert stats.values["games"].text() == "0" and stats.values["helped"].text() == "1"
    assert stats.games_list.topLevelItemCount() == 1
    first = stats.games_list.topLevelItem(0)
    assert first is not None and first.text(0) == "1"
    stats.close()

    window.play_game("pyramid")
    window.menus.action_statistics.trigger()
    stats = window.dialogs.stats_dialog
    assert stats is not None and stats.rules_key == pyramid_rules_key("classic")
    assert stats.values["games"].text() == "1" and stats.values["wins"].text() == "0"
    assert stats.chart.counts[3] == 1


def test_a_game_finished_now_joins_the_records_of_0_1_0(window: MainWindow) -> None:
    page = window.page
    assert isinstance(page, GapsPage) and page.resumed
    page.model.give_up()
    assert window.storage is not None
    records = window.storage.records
    summary = records.summary(addiction_rules_key(Rules()))
    # Both games had help: listed, and counted in no figure.
    assert (summary.games, summary.wins, summary.helped) == (0, 0, 2)
    latest = records.recent()[0]
    assert (latest.deal, latest.moves, latest.given_up, latest.assisted) == (7, 3, True, True)
    # The old game's start time is kept in its record.
    assert latest.started == datetime(2026, 12, 1, 10, 38, 53, tzinfo=UTC)
