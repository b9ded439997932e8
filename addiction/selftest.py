# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``addiction --self-test``: the real window offscreen, a deal of every game played by Auto, the records."""

from __future__ import annotations

import os
import sqlite3
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QMessageLogContext,
    QSettings,
    QtMsgType,
    qInstallMessageHandler,
    qVersion,
)
from PySide6.QtWidgets import QApplication, QDialog

from addiction import __version__
from addiction.contract import GameSpec
from addiction.registry import games, search_cores
from addiction.shell.collector import collect_on_gui_thread
from addiction.shell.window import CHOOSE, MainWindow
from addiction.store import DATA_DIR_ENV, RecordsStore
from addiction.store.keeper import Storage
from addiction.table.page import GamePage
from addiction.table.settings import SETTINGS_ENV, Settings
from addiction.table.sound import EVENTS, Sounds

# How long one press of Auto may take to be answered (a decision takes under a second).
ANSWER_WAIT_S = 30.0
# Far beyond any real game (a few hundred actions at most); reaching it means a loop.
MAX_ACTIONS = 5000
# How long the window may take to answer the end of the game with its dialog.
END_DIALOG_WAIT_S = 5.0
WINDOW_SIZE = (1024, 700)
# How long the sounds may take to be played through miniaudio's null device (about a second).
SOUND_WAIT_S = 10.0
# The languages Addiction ships besides English; Qt's own catalogues translate its dialogs.
LANGUAGES = ("pt_BR", "es", "pl")


class SelfTestError(Exception):
    """A check failed; the message says which, in words for whoever runs the test."""


def run_self_test(out: TextIO | None = None) -> int:
    """Run every check, printing one line per step to ``out``; 0 when all passed, else 1.

    Uses scratch settings and a scratch data folder, so the player's own settings, records
    and saved games are never read or changed. The window is offscreen unless
    ``QT_QPA_PLATFORM`` already names a platform.
    """
    stream = out if out is not None else sys.stdout

    def say(line: str) -> None:
        print(line, file=stream, flush=True)

    started = time.perf_counter()
    try:
        with _scratch_environment() as scratch, _quiet_offscreen():
            _run(scratch, say)
    except SelfTestError as exc:
        say(f"self-test FAILED: {exc}")
        return 1
    except Exception:  # any failure at all is the answer the test exists to give
        say(traceback.format_exc().rstrip())
        say("self-test FAILED: unexpected error (traceback above)")
        return 1
    say(f"self-test passed in {time.perf_counter() - started:.1f} s")
    return 0


@contextmanager
def _scratch_environment() -> Iterator[Path]:
    """A temporary folder, with settings and player data pointed into it for the duration."""
    saved = {name: os.environ.get(name) for name in (SETTINGS_ENV, DATA_DIR_ENV)}
    with tempfile.TemporaryDirectory(prefix="addiction-self-test-") as folder:
        scratch = Path(folder)
        os.environ[SETTINGS_ENV] = str(scratch / "settings.ini")
        os.environ[DATA_DIR_ENV] = str(scratch / "data")
        try:
            yield scratch
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


@contextmanager
def _quiet_offscreen() -> Iterator[None]:
    """Pass Qt's messages on, except the offscreen plugin's note that it ignores size hints."""

    def forward(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        del mode, context
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(forward)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


def _application() -> QApplication:
    existing = QCoreApplication.instance()
    if existing is not None:
        if not isinstance(existing, QApplication):
            raise SelfTestError("a non-widget Qt application is already running in this process")
        return existing
    # The platform is fixed when the application is made; without a choice, stay offscreen.
    if not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QApplication(sys.argv[:1])
    collect_on_gui_thread(app)  # as the game does: see addiction.shell.collector
    app.setApplicationName("Addiction")
    app.setOrganizationName("Addiction")
    return app


def _run(scratch: Path, say: Callable[[str], None]) -> None:
    app = _application()
    build = "frozen" if getattr(sys, "frozen", False) else "from source"
    say(
        f"Addiction {__version__} self-test ({build}; Python {sys.version.split()[0]}, "
        f"Qt {qVersion()}, PySide6 {pyside_version}, platform {app.platformName()})"
    )

    for spec in games():
        try:
            spec.make_study()  # loads the game's solver, which Auto asks
        except ImportError as exc:
            raise SelfTestError(
                f"the solver of {spec.title} cannot be imported ({exc}), so Auto cannot play"
            ) from exc
    say(search_cores().summary())  # which search cores are compiled, which run as Python
    say(_qt_translations())
    say(_sounds(app))

    settings = Settings(QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    # As the app does: saves and records go through the keepers, here into the scratch folder.
    storage = Storage.open()
    if storage.records.problem is not None or not storage.records.persistent:
        raise SelfTestError(f"the records store did not open as a file: {storage.records.problem}")
    window: MainWindow | None = None
    played: list[tuple[GameSpec, str, int, int, bool]] = []
    try:
        clock = time.perf_counter()
        window = MainWindow(settings, storage=storage, start=CHOOSE)
        window.resize(*WINDOW_SIZE)
        window.show()
        app.processEvents()
        if not window.isVisible():
            raise SelfTestError("the main window did not show")
        image = window.grab()
        if image.isNull() or image.width() < 100 or image.height() < 100:
            raise SelfTestError(f"the main window drew nothing ({image.width()}x{image.height()})")
        say(
            f"window: {type(window).__name__} shown and drawn at {image.width()}x{image.height()} "
            f"in {time.perf_counter() - clock:.2f} s"
        )
        for spec in games():
            clock = time.perf_counter()
            page = window.play_game(spec.id)
            page.new_game(spec.self_test_deal)
            _play_with_auto(app, window, page)
            _wait_for_end_dialog(app, window)
            game = page.game
            outcome = "won" if game.is_won else game.status
            say(
                f"{spec.title} deal {spec.self_test_deal}: Auto played it to its end: {outcome}, "
                f"score {page.score}/{spec.max_score}, {game.moves_played} moves, "
                f"in {time.perf_counter() - clock:.1f} s; the window showed the end-of-game dialog"
            )
            played.append((spec, page.rules_key, game.deal, page.score, game.is_won))
    finally:
        _dispose(app, window)
        storage.close()
    for entry in played:
        _check_records(entry, scratch / "data", say)


def _sounds(app: QApplication) -> str:
    """Play every sound into miniaudio's null device, which needs no sound card: the library,
    its compiled part and the sound files are all there."""
    clock = time.perf_counter()
    sounds = Sounds(True, 60, backends=("null",))
    failed: list[str] = []
    sounds.unavailable.connect(failed.append)
    try:
        for event in EVENTS:
            sounds.play(event)
        deadline = clock + SOUND_WAIT_S
        while sounds.mixer.finished < len(EVENTS) and not failed and time.perf_counter() < deadline:
            app.processEvents()
            time.sleep(0.01)
        if failed or sounds.mixer.finished < len(EVENTS):
            raise SelfTestError("the sounds could not be played through miniaudio's null device")
        return (f"sound: {len(EVENTS)} sounds played through miniaudio ({sounds.backend} device) "
                f"in {time.perf_counter() - clock:.1f} s")
    finally:
        sounds.close()


def _qt_translations() -> str:
    """Which of Qt's own catalogues for the shipped languages are where Qt looks for them.

    Reported, not required: without them only Qt's standard buttons stay in English.
    """
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    found = [lang for lang in LANGUAGES if (folder / f"qtbase_{lang}.qm").is_file()]
    return f"Qt's own translations: {', '.join(found) if found else 'none'} (in {folder})"


def _play_with_auto(app: QApplication, window: MainWindow, page: GamePage) -> None:
    """Press Auto, as the player would, until the game ends; the model must announce the end
    exactly once, with the final score."""
    finals: list[int] = []
    answers: list[object] = []
    page.model.game_over.connect(finals.append)
    page.solver.decided.connect(lambda _purpose, advice: answers.append(advice))
    for _ in range(MAX_ACTIONS):
        if page.is_over:
            break
        answers.clear()
        window.menus.action_auto.trigger()
        deadline = time.monotonic() + ANSWER_WAIT_S
        while not answers and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.001)
        if not answers:
            raise SelfTestError(f"Auto gave no answer within {ANSWER_WAIT_S:.0f} s")
        if answers[0] is None and not page.is_over:
            raise SelfTestError(
                f"the advisor gave up on a game that is not over:\n{page.game.to_text()}")
        # Let the table follow each action, as it would with the player watching.
        app.processEvents()
    else:
        raise SelfTestError(f"Auto played {MAX_ACTIONS} actions without ending the game")
    if finals != [page.score]:
        raise SelfTestError(
            f"the model announced the end {len(finals)} time(s) with {finals}, "
            f"expected once with the final score {page.score}"
        )


def _wait_for_end_dialog(app: QApplication, window: MainWindow) -> None:
    deadline = time.monotonic() + END_DIALOG_WAIT_S
    while time.monotonic() < deadline:
        app.processEvents()
        if window.dialogs.end_dialog is not None and window.dialogs.end_dialog.isVisible():
            window.dialogs.end_dialog.close()
            return
        time.sleep(0.01)
    raise SelfTestError(f"the window showed no end-of-game dialog within {END_DIALOG_WAIT_S:.0f} s")


def _check_records(
    played: tuple[GameSpec, str, int, int, bool], folder: Path, say: Callable[[str], None]
) -> None:
    """The window recorded the finished game: read it back through a fresh connection."""
    spec, rules_key, deal, score, won = played
    with RecordsStore.open(folder) as store:
        summary = store.summary(rules_key)
        recent = [record for record in store.recent(limit=2 * len(games()))
                  if record.rules_key == rules_key]
        path = store.path
    if summary.games != 1 or summary.wins != int(won):
        raise SelfTestError(
            f"the records hold {summary.games} game(s) and {summary.wins} win(s) of "
            f"{spec.title} after its deal, expected 1 game and {int(won)} win(s)"
        )
    [record] = recent
    if (record.deal, record.score, record.assisted) != (deal, score, True):
        raise SelfTestError(f"the records hold a different game from the one played: {record}")
    say(
        f"records store: the window recorded the {spec.title} game as assisted, read back from "
        f"{path.name} (SQLite {sqlite3.sqlite_version})"
    )


def _dispose(app: QApplication, window: MainWindow | None) -> None:
    """Close and delete what the test made, so an in-process caller is left as it was."""
    if window is not None:
        for dialog in window.findChildren(QDialog):
            dialog.close()
        window.close()
        window.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()
