# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The player's data written by the code before the move into ``addiction/games`` opens here.

``tests/data/release-pre-move`` was written by that code itself (git b25a8c0, with its
``addiction/ui`` window and ``addiction/model/keeper.py``); its README says how. It holds an
Addiction game in progress under rules of the player's own (1 redeal, random gaps, redeal at
any time), a Blue Moon game in progress with a redeal played, a Pyramid game in progress in
Relaxed mode, a record book with a finished game of Addiction, Spaces and Pyramid Relaxed, and
the settings that window kept (last game Blue Moon, Relaxed Pyramid, four-colour deck).

Every expected value is read from those files (JSON, INI text, SQLite rows), never from what
this version makes of them.
"""

from __future__ import annotations

import configparser
import json
import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from addiction.core.cards import parse_card
from addiction.games.gaps.engine import GapsGame, Rules, variant
from addiction.games.gaps.keeper import rules_key as gaps_rules_key
from addiction.games.gaps.page import GapsPage, chosen_rules
from addiction.games.pyramid.engine import Action, PyramidGame
from addiction.games.pyramid.keeper import rules_key as pyramid_rules_key
from addiction.games.pyramid.page import PyramidPage
from addiction.shell.window import MainWindow, opening_page
from addiction.store import DATA_DIR_ENV, RECORDS_FILE, RecordsStore
from addiction.store.keeper import Storage
from addiction.table.page import GamePage
from addiction.table.settings import SETTINGS_ENV, Settings

RELEASE = Path(__file__).resolve().parents[1] / "data" / "release-pre-move"
SAVED = ("addiction", "blue-moon", "pyramid")
DATA_FILES = (*(f"{name}-in-progress.json" for name in SAVED), RECORDS_FILE)
# The settings.ini that window wrote, byte for byte (see the folder's README for the name).
SETTINGS_FILE = "settings.ini.bin"


def ini() -> configparser.ConfigParser:
    """The old settings as text, read without Qt."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string((RELEASE / SETTINGS_FILE).read_text(encoding="utf-8"))
    return parser


def saved(folder: Path, name: str) -> dict[str, Any]:
    """The data of a saved game in ``folder``: the old files' for ``RELEASE`` (what is
    expected), this version's own writes for the test's data folder."""
    envelope = json.loads((folder / f"{name}-in-progress.json").read_text(encoding="utf-8"))
    assert (envelope["format"], envelope["version"], envelope["game"]) == (
        "addiction.saved-game", 1, name)
    data: dict[str, Any] = envelope["data"]
    return data


def record_rows(tmp_path: Path) -> list[dict[str, Any]]:
    """The old record book's rows, as SQLite hands them out (read from a copy: even a
    read-only connection leaves its -shm and -wal files beside a WAL database)."""
    copy = tmp_path / "expected" / RECORDS_FILE
    copy.parent.mkdir()
    shutil.copyfile(RELEASE / RECORDS_FILE, copy)
    with closing(sqlite3.connect(copy)) as db:
        db.row_factory = sqlite3.Row
        assert db.execute("PRAGMA user_version").fetchone()[0] == 1
        return [dict(row) for row in db.execute("SELECT * FROM games ORDER BY id")]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the old data folder and settings (the test may write to them)."""
    folder = tmp_path / "data"
    folder.mkdir()
    for name in DATA_FILES:
        shutil.copy2(RELEASE / name, folder / name)
    shutil.copy2(RELEASE / SETTINGS_FILE, tmp_path / "settings.ini")
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))
    return folder


@pytest.fixture
def window(qtbot: QtBot, data_dir: Path) -> Iterator[MainWindow]:
    """The window as the command opens it: on the game the old settings name, with the old
    settings as they are (animation off and no winnable search are theirs, not the test's)."""
    settings = Settings()
    start = opening_page(settings)
    assert start == ini()["game"]["game"] == "blue-moon"
    made = MainWindow(settings, storage=Storage.open(), start=start)
    qtbot.addWidget(made)
    yield made
    made.close()


def no_problem_told(window: MainWindow, data_dir: Path) -> None:
    """Nothing set aside, nothing said about the player's data."""
    assert sorted(path.name for path in data_dir.glob("*.damaged-*")) == []
    assert not window.notice.isVisible()
    assert window.storage is not None
    assert window.storage.records.problem is None
    assert window.storage.saves.problem is None
    assert window.storage.told == set()


def replayed_gaps(data: dict[str, Any]) -> GapsGame:
    """The saved game's deal dealt afresh here and its applied actions played one by one."""
    game = GapsGame.new(data["deal"], Rules(**data["rules"]))
    for kind, *rest in data["actions"][:data["applied"]]:
        if kind == "redeal":
            game.redeal()
            continue
        assert kind == "move"
        token, *places = rest
        src, dst = tuple(places[:2]), tuple(places[2:])
        [move] = [m for m in game.moves() if (str(m.card), m.src, m.dst) == (token, src, dst)]
        game.play(move)
    return game


def replayed_pyramid(data: dict[str, Any]) -> PyramidGame:
    game = PyramidGame.new(data["deal"], data["mode"])
    for kind, *tokens in data["actions"][:data["applied"]]:
        cards = tuple(parse_card(token) for token in tokens)
        assert None not in cards
        game.play(Action(kind, cards))  # type: ignore[arg-type]
    return game


def assert_resumed(page: GamePage, data: dict[str, Any]) -> None:
    """The page plays on exactly from the saved game, its clock, help and start time."""
    assert page.resumed
    game = page.game
    assert game.to_dict() == data["game"]
    assert game.to_text() == data["game"]["position"]
    assert game.deal == data["game"]["deal"]
    applied = data["game"]["actions"][:data["game"]["applied"]]
    # A redeal is an action, not a move.
    assert game.moves_played == sum(1 for action in applied if action[0] != "redeal")
    assert game.can_redo == (data["game"]["applied"] < len(data["game"]["actions"]))
    assert not game.is_over
    assert page.model.elapsed == data["elapsed"]
    assert page.model.assisted is data["assisted"]
    assert page.assisted_label.isVisibleTo(page.status) is data["assisted"]
    assert page.keeper is not None
    assert page.keeper.started == datetime.fromisoformat(data["started"]).astimezone(UTC)
    minutes, seconds = divmod(data["elapsed"], 60)
    assert page.time_label.text() == f"Time: {minutes}:{seconds:02d}"
    assert page.deal_label.text() == f"Deal {data['game']['deal']}"


def test_the_settings_of_the_old_window_are_read(window: MainWindow, data_dir: Path) -> None:
    old = ini()
    settings = window.settings
    assert window.page is not None and window.page.spec.id == old["game"]["game"]
    assert settings.value("game/pyramid_mode") == old["game"]["pyramid_mode"] == "relaxed"
    redeals, gaps, when = (old["rules"][key] for key in ("redeals", "gaps", "redeal_when"))
    assert (redeals, gaps, when) == ("1", "random", "any")
    assert chosen_rules(settings, variant("addiction")) == Rules(
        redeals=int(redeals), gaps=gaps, redeal_when=when)  # type: ignore[arg-type]
    # A relative keeps its own redeals and gaps; when a redeal is allowed is the family's.
    for relative in ("blue-moon", "spaces"):
        assert chosen_rules(settings, variant(relative)) == Rules.of(relative, when)  # type: ignore[arg-type]
    assert old["view"]["four_colour"] == "true"
    assert settings.four_colour and window.art.four_colour
    assert window.menus.action_four_colour.isChecked()
    assert (old["view"]["animation_speed"], old["view"]["winnable_indicator"]) == ("off", "false")
    assert settings.animation_speed == "off" and not settings.winnable_indicator
    no_problem_told(window, data_dir)


def test_the_blue_moon_game_in_progress_comes_back_exactly(
    window: MainWindow, data_dir: Path
) -> None:
    data = saved(RELEASE, "blue-moon")
    page = window.page
    assert isinstance(page, GapsPage) and page.variant.id == "blue-moon"
    assert_resumed(page, data)
    game = page.model.game
    assert game.rules == Rules(**data["game"]["rules"]) == Rules.of("blue-moon", "any")
    # The deal and its redeal come out the same here as there.
    assert game.to_text() == replayed_gaps(data["game"]).to_text()
    assert ["redeal"] in data["game"]["actions"][:data["game"]["applied"]]
    assert game.redeals_used == 1
    assert game.redeals_left == game.rules.redeals - 1
    assert page.moves_label.text() == f"Moves: {game.moves_played}"
    assert window.menus.action_undo.isEnabled()
    assert window.menus.action_redo.isEnabled() is game.can_redo
    no_problem_told(window, data_dir)


def test_the_addiction_game_in_progress_comes_back_exactly(
    window: MainWindow, data_dir: Path
) -> None:
    data = saved(RELEASE, "addiction")
    page = window.play_game("addiction")
    assert isinstance(page, GapsPage)
    assert_resumed(page, data)
    game = page.model.game
    # Saved under the player's own rules; Addiction's rules are written without a variant.
    assert "variant" not in data["game"]["rules"]
    assert game.rules == Rules(**data["game"]["rules"]) == Rules(
        redeals=1, gaps="random", redeal_when="any")
    assert game.to_text() == replayed_gaps(data["game"]).to_text()
    assert game.redeals_used == 1 and game.redeals_left == 0
    # The move taken back is still there to play again, and is saved in this version's way.
    assert game.can_redo and window.menus.action_redo.isEnabled()
    page.model.redo()
    assert page.keeper is not None and page.keeper.saves.flush()
    again = saved(data_dir, "addiction")
    assert again["game"]["actions"] == data["game"]["actions"]
    assert again["game"]["applied"] == data["game"]["applied"] + 1
    assert again["started"] == data["started"]
    no_problem_told(window, data_dir)


def test_the_relaxed_pyramid_game_in_progress_comes_back_exactly(
    window: MainWindow, data_dir: Path
) -> None:
    data = saved(RELEASE, "pyramid")
    page = window.play_game("pyramid")
    assert isinstance(page, PyramidPage)
    assert_resumed(page, data)
    game = page.model.game
    assert game.mode == data["game"]["mode"] == "relaxed"
    # Past the third pass: only Relaxed play gets there.
    passes = int(data["game"]["position"].rsplit("pass:", 1)[1])
    assert game.pass_number == passes == 4
    assert game.to_text() == replayed_pyramid(data["game"]).to_text()
    assert page.cleared_label.text() == f"Cleared: {28 - game.pyramid_count}/28"
    assert page.mode_group.checkedAction().data() == "relaxed"
    assert window.menus.action_redo.isEnabled()
    no_problem_told(window, data_dir)


def test_the_old_records_are_the_statistics(
    window: MainWindow, data_dir: Path, tmp_path: Path
) -> None:
    rows = record_rows(tmp_path)
    assert [row["rules"] for row in rows] == [
        "addiction:redeals=1,gaps=random,redeal_when=any", "spaces:redeal_when=any",
        "pyramid:relaxed"]
    # This version's keys for those rule sets are the ones the old book holds.
    keys = [gaps_rules_key(Rules(redeals=1, gaps="random", redeal_when="any")),
            gaps_rules_key(Rules.of("spaces", "any")), pyramid_rules_key("relaxed")]
    assert keys == [row["rules"] for row in rows]
    with closing(RecordsStore.open(data_dir)) as store:
        for row in rows:
            summary = store.summary(row["rules"])
            unassisted_win = row["won"] and not row["assisted"]
            # A game with help is listed and counted in no figure.
            counted = not row["assisted"]
            assert (summary.games, summary.helped) == (int(counted), int(not counted))
            assert summary.wins == (row["won"] if counted else 0)
            assert summary.best_score == (None if row["assisted"] else row["score"])
            assert summary.fewest_moves == (row["moves"] if unassisted_win else None)
            assert summary.fastest_seconds == (row["seconds"] if unassisted_win else None)
            [record] = store.recent(row["rules"])
            assert (record.game, record.deal, record.score, record.won, record.moves,
                    record.redeals_used, record.seconds, record.assisted, record.given_up) == (
                row["game"], row["deal"], row["score"], bool(row["won"]), row["moves"],
                row["redeals"], row["seconds"], bool(row["assisted"]), bool(row["given_up"]))
            assert record.started == datetime.fromisoformat(row["started"])
            assert record.finished == datetime.fromisoformat(row["finished"])
        assert store.problem is None

    # The Statistics dialog of each game opens on the old games of its rules.
    for game_id, row in zip(("addiction", "spaces", "pyramid"), rows, strict=True):
        page = window.play_game(game_id)
        assert page.rules_key == row["rules"]
        window.menus.action_statistics.trigger()
        stats = window.dialogs.stats_dialog
        assert stats is not None and stats.rules_key == row["rules"]
        # A game with help is listed and counted in no figure.
        counted = not row["assisted"]
        assert (stats.values["games"].text(), stats.values["helped"].text()) == (
            str(int(counted)), str(int(not counted)))
        assert stats.values["wins"].text() == str(row["won"] if counted else 0)
        assert stats.games_list.topLevelItemCount() == 1
        first = stats.games_list.topLevelItem(0)
        assert first is not None and first.text(0) == str(row["deal"])
        stats.close()
    no_problem_told(window, data_dir)


def test_a_game_finished_now_joins_the_old_records(window: MainWindow, data_dir: Path) -> None:
    data = saved(RELEASE, "pyramid")
    page = window.play_game("pyramid")
    assert isinstance(page, PyramidPage) and page.resumed
    page.model.give_up()
    assert window.storage is not None
    records = window.storage.records
    summary = records.summary(pyramid_rules_key(data["game"]["mode"]))
    assert (summary.games, summary.wins) == (2, 1)
    latest = records.recent()[0]
    assert (latest.deal, latest.moves, latest.given_up, latest.seconds) == (
        data["game"]["deal"], data["game"]["applied"], True, data["elapsed"])
    assert latest.started == datetime.fromisoformat(data["started"])
    assert not (data_dir / "pyramid-in-progress.json").exists()
    no_problem_told(window, data_dir)
