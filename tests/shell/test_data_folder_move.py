# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The first start after the data folder lost its doubled name finds 0.1.0's records and game
in progress where 0.1.0 left them, moves them, and plays on from them."""

from __future__ import annotations

import errno
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from addiction.program import app
from addiction.shell.window import MainWindow
from addiction.store import DATA_DIR_ENV, RECORDS_FILE, old_folder
from addiction.store.old_folder import NOTE_FILE
from addiction.table.settings import SETTINGS_ENV

RELEASE = Path(__file__).resolve().parents[1] / "data" / "release-0.1.0"
GOLDEN = ("addiction-in-progress.json", "pyramid-in-progress.json", RECORDS_FILE)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data home holding 0.1.0's folder, ``Addiction/Addiction``, and 0.1.0's settings; no
    ``ADDICTION_DATA_DIR``, so the game picks its folder itself."""
    share = tmp_path / "share"
    old = share / "Addiction" / "Addiction"
    old.mkdir(parents=True)
    for name in GOLDEN:
        shutil.copy2(RELEASE / name, old / name)
    shutil.copy2(RELEASE / "settings.ini", tmp_path / "settings.ini")
    monkeypatch.setenv("XDG_DATA_HOME", str(share))
    monkeypatch.delenv(DATA_DIR_ENV)
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))
    return share


@dataclass
class Seen:
    """The window of a start, and what it showed before it closed."""

    window: MainWindow
    resumed_deal: int | None
    records: Path | None
    recorded: int
    notice: str | None


def start() -> Seen:
    """Run the game until its window is up, look, and close it."""
    seen: list[Seen] = []

    def look() -> None:
        window = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, MainWindow) and w.isVisible())
        page, storage = window.page, window.storage
        seen.append(Seen(
            window, page.game.deal if page is not None and page.resumed else None,
            storage.records.path if storage is not None else None,
            len(storage.records.recent()) if storage is not None else 0,
            window.notice.label.text() if window.notice.isVisibleTo(window) else None))
        window.close()

    QTimer.singleShot(0, look)
    assert app.main([]) == 0
    return seen[0]


def test_the_first_start_moves_0_1_0s_folder_and_resumes_its_game(
        qtbot: QtBot, home: Path) -> None:
    seen = start()
    qtbot.addWidget(seen.window)
    new = home / "Addiction"
    assert not (new / "Addiction").exists()
    assert {path.name for path in new.iterdir()} >= set(GOLDEN)
    # 0.1.0 was left on deal 7 of Addiction, with two games recorded.
    assert (seen.resumed_deal, seen.records, seen.recorded) == (7, new / RECORDS_FILE, 2)
    assert seen.notice is None


def test_with_both_folders_the_player_is_told_once(qtbot: QtBot, home: Path) -> None:
    new = home / "Addiction"
    shutil.copy2(RELEASE / RECORDS_FILE, new / RECORDS_FILE)  # e.g. a later version's own
    first = start()
    second = start()
    qtbot.addWidget(first.window)
    qtbot.addWidget(second.window)
    assert first.notice is not None
    assert str(new) in first.notice and str(new / "Addiction") in first.notice
    assert (new / "Addiction" / RECORDS_FILE).is_file() and (new / "Addiction" / NOTE_FILE).is_file()
    # The games in progress, which the new folder lacked, came over and are played on.
    assert first.resumed_deal == 7 and first.records == new / RECORDS_FILE
    assert second.notice is None


def test_a_file_where_the_data_folder_should_be_never_stops_a_start(
        qtbot: QtBot, home: Path) -> None:
    shutil.rmtree(home / "Addiction")
    (home / "Addiction").write_bytes(b"in the way")
    seen = start()
    qtbot.addWidget(seen.window)
    assert seen.records is not None and seen.records.parent == home / "Addiction"
    assert (home / "Addiction").read_bytes() == b"in the way"


def test_a_folder_that_refuses_the_move_is_told_and_the_game_starts(
        qtbot: QtBot, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(source: object, target: object, **_: object) -> None:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(source))

    monkeypatch.setattr(old_folder.os, "link", refused)
    seen = start()
    monkeypatch.undo()
    qtbot.addWidget(seen.window)
    assert seen.notice is not None and "Permission denied" in seen.notice
    # Nothing moved or lost; the game plays on with the new folder.
    assert sorted(path.name for path in (home / "Addiction" / "Addiction").iterdir()) == sorted(GOLDEN)
    assert seen.records == home / "Addiction" / RECORDS_FILE
