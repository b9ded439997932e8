# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Nothing in the data or config folder stops a start: each kind of damage planted where the
record book, the saved game or the settings file lives is kept aside, told in one sentence,
and play goes on."""

from __future__ import annotations

import faulthandler
import json
import os
import stat
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTimer, QTranslator
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from addiction import i18n
from addiction.games.gaps.page import GapsPage
from addiction.program import app
from addiction.program.app import main
from addiction.shell.window import MainWindow
from addiction.store import RECORDS_FILE, GameRecord, RecordsStore
from addiction.store.files import MAX_LOCK_BYTES
from addiction.store.records_file import MAX_BOOK_BYTES
from addiction.store.saved_game import MAX_FILE_BYTES
from addiction.table.settings import MAX_SETTINGS_BYTES

KEY = "addiction:redeals=3,gaps=after-sequence,redeal_when=stuck"
# Far longer than any start takes: a start that hangs ends the test run with every thread's
# stack printed instead of waiting for ever.
HANG_S = 120


@pytest.fixture(autouse=True)
def never_hang() -> Iterator[None]:
    faulthandler.dump_traceback_later(HANG_S, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """The data folder, and the settings file where Qt keeps it on a Unix desktop."""
    data = tmp_path / "data"
    data.mkdir(mode=0o700)
    config = tmp_path / "config"
    (config / "Addiction").mkdir(parents=True)
    monkeypatch.setenv("ADDICTION_DATA_DIR", str(data))
    monkeypatch.delenv("ADDICTION_SETTINGS", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    return {"records": data / RECORDS_FILE, "saved game": data / "addiction-in-progress.json",
            "settings": config / "Addiction" / "Addiction.conf"}


def record(score: int) -> GameRecord:
    return GameRecord(game="addiction", rules_key=KEY, deal=9, score=score, won=False, moves=40,
                      redeals_used=0, seconds=90, started=datetime(2026, 11, 29, tzinfo=UTC))


def not_utf8(place: str, path: Path) -> None:
    """Bytes that are not UTF-8 where the file's text is: in the record book's schema (inside a
    CHECK's text, which SQLite still parses), in a saved game, in the settings file."""
    if place == "records":
        with RecordsStore(path) as book:
            book.record_game(record(10))
        raw = bytearray(path.read_bytes())
        at = raw.index(b"'practice'")
        raw[at + 2] = 0xFF
        path.write_bytes(bytes(raw))
    elif place == "saved game":
        path.write_bytes(b'{"format":"addiction.saved-game","version":1,"game":"addiction",'
                         b'"data":{"x":"\xff\xfe"}}')
    else:
        path.write_bytes(b"[General]\nview\\animation_speed=\xff\xfe\n")


def huge(limit: int) -> Callable[[str, Path], None]:
    def plant(place: str, path: Path) -> None:
        with open(path, "wb") as file:
            file.truncate(limit + 1)  # sparse: no disk space taken
    return plant


def symlink_loop(place: str, path: Path) -> None:
    os.symlink(path.name, path)


def folder(place: str, path: Path) -> None:
    path.mkdir()
    (path / "inside").write_text("x")


DAMAGE: dict[str, Callable[[str, Path], None]] = {
    "not UTF-8": not_utf8,
    "a named pipe": lambda place, path: os.mkfifo(path),
    "a folder": folder,
    "a loop of symbolic links": symlink_loop,
    "a device through a link": lambda place, path: os.symlink("/dev/zero", path),
}
LIMITS = {"records": MAX_BOOK_BYTES, "saved game": MAX_FILE_BYTES, "settings": MAX_SETTINGS_BYTES}
# Each place's sentence starts so; it names the file kept aside.
SAID = {"records": "Your records file could not be read (",
        "saved game": "Your saved game could not be read (",
        "settings": "Your settings file could not be read ("}


def start(argv: list[str]) -> tuple[MainWindow, str]:
    """Run the command; once its window is up, play a move, note the notices, and quit."""
    seen: list[tuple[MainWindow, str]] = []

    def look() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                page = widget.page
                assert isinstance(page, GapsPage)
                page.model.play(page.model.game.moves()[0])
                seen.append((widget, widget.notice.label.text()))
                widget.close()
        QApplication.quit()

    QTimer.singleShot(0, look)
    assert main(argv) == 0
    [(window, notices)] = seen
    return window, notices


@pytest.mark.parametrize("place", ["records", "saved game", "settings"])
@pytest.mark.parametrize("damage", [*DAMAGE, "too large"])
def test_damage_is_kept_aside_told_once_and_play_goes_on(
    qtbot: QtBot, folders: dict[str, Path], place: str, damage: str
) -> None:
    path = folders[place]
    plant = huge(LIMITS[place]) if damage == "too large" else DAMAGE[damage]
    plant(place, path)
    planted = os.lstat(path)

    window, notices = start(["--game", "addiction"])
    qtbot.addWidget(window)

    # One sentence, which names the file kept aside and says why.
    assert notices.count(SAID[place]) == 1, notices
    [kept] = [p for p in path.parent.iterdir() if p.name.startswith(f"{path.name}.damaged-")]
    assert kept.name in notices
    # Kept aside, not deleted: the very thing planted, moved.
    moved = os.lstat(kept)
    assert (moved.st_ino, stat.S_IFMT(moved.st_mode)) == (planted.st_ino,
                                                           stat.S_IFMT(planted.st_mode))
    if damage == "not UTF-8":
        assert "not UTF-8 text: \u201c" in notices  # quoting the file's start
    # Play went on: the move was made, and the game kept where its files belong.
    assert window.storage is not None
    window.storage.saves.flush()
    saved = json.loads(folders["saved game"].read_bytes())
    page = window.page
    assert isinstance(page, GapsPage)
    assert saved["data"] and page.model.game.moves_played == 1


def test_a_second_start_after_the_damage_says_nothing(
    qtbot: QtBot, folders: dict[str, Path]
) -> None:
    os.mkfifo(folders["saved game"])
    os.mkfifo(folders["settings"])
    first, notices = start(["--game", "addiction"])
    qtbot.addWidget(first)
    assert notices.count("could not be read") == 2
    again, notices = start(["--game", "addiction"])
    qtbot.addWidget(again)
    assert "could not be read" not in notices


@pytest.mark.parametrize("place", ["records", "settings"])
@pytest.mark.parametrize("damage", ["a named pipe", "too large"])
def test_damage_where_a_lock_file_lives_is_set_aside(
    qtbot: QtBot, folders: dict[str, Path], place: str, damage: str
) -> None:
    # Qt's lock reads an existing lock file to see whether its owner lives: the data folder's
    # own, and the one QSettings takes beside the settings file each time it writes it.
    lock = (folders["records"].with_name("addiction.lock") if place == "records"
            else folders["settings"].with_name("Addiction.conf.lock"))
    if damage == "a named pipe":
        os.mkfifo(lock)
    else:
        huge(MAX_LOCK_BYTES)(place, lock)
    window, _ = start(["--game", "addiction"])
    qtbot.addWidget(window)
    assert window.settings.store.status() == window.settings.store.Status.NoError
    [kept] = [p for p in lock.parent.iterdir() if p.name.startswith(f"{lock.name}.damaged-")]
    assert stat.S_IFMT(os.lstat(kept).st_mode) == (stat.S_IFIFO if damage == "a named pipe"
                                                   else stat.S_IFREG)


def test_the_settings_file_is_told_of_in_the_language_it_would_have_chosen(
    qtbot: QtBot, folders: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The settings file is read before the translators are loaded (it names the language):
    # its sentence is made once they are.
    monkeypatch.setenv("ADDICTION_LANGUAGE", "pl")
    installed: list[QTranslator] = []

    def install(app: QCoreApplication, code: str) -> list[QTranslator]:
        installed.extend(i18n.install_translators(app, code))
        return installed

    monkeypatch.setattr(app, "install_translators", install)
    os.mkfifo(folders["settings"])
    try:
        window, notices = start(["--game", "addiction"])
    finally:
        # The next test reads English again.
        for translator in installed:
            QCoreApplication.removeTranslator(translator)
    qtbot.addWidget(window)
    assert "Nie udało się odczytać pliku ustawień (to potok nazwany, a nie zwykły plik)" in notices


@pytest.mark.parametrize("suffix", ["-journal", "-wal", "-shm"])
@pytest.mark.parametrize("damage", ["a named pipe", "a folder"])
def test_damage_beside_the_record_book_is_set_aside(
    qtbot: QtBot, folders: dict[str, Path], suffix: str, damage: str
) -> None:
    # SQLite opens a journal it finds beside the book: a named pipe there held the start.
    with RecordsStore(folders["records"]) as book:
        book.record_game(record(10))
    companion = folders["records"].with_name(folders["records"].name + suffix)
    DAMAGE[damage]("records", companion)
    window, _ = start(["--game", "addiction"])
    qtbot.addWidget(window)
    [kept] = [p for p in companion.parent.iterdir()
              if p.name.startswith(f"{companion.name}.damaged-")]
    assert stat.S_ISFIFO(os.lstat(kept).st_mode) == (damage == "a named pipe")
    # The book itself was left as it was, its game in it, and nothing else kept aside.
    assert window.storage is not None and window.storage.records.persistent
    assert not [p for p in folders["records"].parent.iterdir()
                if p.name.startswith(f"{folders['records'].name}.damaged")]
    with RecordsStore(folders["records"]) as book:
        assert book.rule_sets() == [KEY]
