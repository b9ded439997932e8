# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``addiction --self-test``: the real window offscreen, every feature of every game played as a
player would, and a watch on every thread and on the standard error.

The games are reached through the registry and the window's commands only, so a new game is
tested as soon as it is registered. What runs: each language's catalogue, the sounds (through
miniaudio's null device, then the machine's own device, or what the player is told when there
is none), a desktop card deck put on and taken off where one is installed; then for every game
its self-test deal dealt and its level judged on the status strip, played with Hint, a move,
Undo and Redo, then Auto to the end (pressing the game's own commands, such as Redeal, when they
are offered); the finished game analysed and played on from near its end as a practice game
(with the "still winnable" search, where the game has one) by Play to the End; the deal of the
day given up after a move, with Show How's first steps and the short game analysed from the
records; a deal dealt by Winnable Deals Only; and at the end every game's records read back
through a fresh connection.

Any exception in any thread (the worker threads' too) fails the test, as does a line of the
standard error that says Traceback or Error (C libraries' output included): a frozen program
whose judges went missing printed its tracebacks and passed all the same.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sqlite3
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from types import TracebackType
from typing import Any, ClassVar, TextIO

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QLibraryInfo,
    QLocale,
    QMessageLogContext,
    QSettings,
    QThreadPool,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
    qVersion,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog

from addiction import build_version, i18n
from addiction.contract import TITLES_CONTEXT, GameSpec
from addiction.core.analysis import Analysis
from addiction.dealing.daily import TRIES, daily_start
from addiction.registry import games, search_cores
from addiction.shell.collector import collect_on_gui_thread
from addiction.shell.window import CHOOSE, MainWindow
from addiction.store import DATA_DIR_ENV, RecordsStore
from addiction.store.keeper import Keeper, Storage
from addiction.table.page import GamePage
from addiction.table.settings import SETTINGS_ENV, Settings
from addiction.table.sound import EVENTS, Sounds

# How long one press of Auto or Hint may take to be answered (a decision takes under a second).
ANSWER_WAIT_S = 30.0
# Far beyond any real game (a few hundred actions at most); reaching it means a loop.
MAX_ACTIONS = 5000
# How long the window may take to answer the end of the game with its dialog.
END_DIALOG_WAIT_S = 5.0
WINDOW_SIZE = (1024, 700)
# How long the sounds may take to be played through miniaudio's null device (about a second),
# and the machine's own device to open or be found missing.
SOUND_WAIT_S = 10.0
# How long a deal made for the player (the deal of the day, a winnable deal) or a deal's level
# may take: a few judgements of a second or two each, on a busy machine.
DEAL_WAIT_S = 90.0
# How long an analysis may take (a short game, or a won one: one search or a few).
ANALYSIS_WAIT_S = 60.0
# How long Show How may take to find its line and play its first moves.
SHOW_WAIT_S = 60.0
# How many moves of Show How's replay are watched before it is stopped.
SHOW_STEPS = 2
# The practice game starts this many steps before the end of the game Auto played: there the
# "still winnable" search answers at once (from a fresh deal it searches its whole budget).
PRACTICE_FROM_END = 3
# How long the "still winnable" verdict may take: its pause, then at most its 4 s search.
VERDICT_WAIT_S = 30.0
# How long a desktop deck may take to be read and checked on the drawing thread.
DECK_WAIT_S = 30.0
# The installed desktop decks tried before the test gives up on putting one on.
DECKS_TRIED = 3
# The languages Addiction ships besides English; Qt's own catalogues translate its dialogs.
LANGUAGES = ("pt_BR", "es", "pl")
# How often a wait looks again at what changes without an event (a device opened by a thread).
WAKE_MS = 10
# Words of a line on the standard error that fail the test.
FAILING_WORDS = ("Traceback", "Error")


class SelfTestError(Exception):
    """A check failed; the message says which, in words for whoever runs the test."""


def run_self_test(out: TextIO | None = None) -> int:
    """Run every check, printing one line per step to ``out``; 0 when all passed, else 1.

    Uses scratch settings, a scratch data folder and a scratch cache, so the player's own
    settings, records, saved games and deck pictures are never read or changed. The window is
    offscreen unless ``QT_QPA_PLATFORM`` already names a platform.
    """
    stream = out if out is not None else sys.stdout
    watch = FailureWatch()

    def say(line: str) -> None:
        print(line, file=stream, flush=True)
        # Whatever went wrong out of sight since the last line fails the step that just ran.
        watch.check()

    started = time.perf_counter()
    try:
        with watch, _scratch_environment() as scratch, _quiet_offscreen():
            _run(scratch, say)
    except SelfTestError as exc:
        print(f"self-test FAILED: {exc}", file=stream, flush=True)
        return 1
    except Exception:  # any failure at all is the answer the test exists to give
        print(traceback.format_exc().rstrip(), file=stream, flush=True)
        print("self-test FAILED: unexpected error (traceback above)", file=stream, flush=True)
        return 1
    say(f"self-test passed in {time.perf_counter() - started:.1f} s")
    return 0


class FailureWatch:
    """What goes wrong out of the checks' sight while it is on: an exception that escaped in
    any thread (``threading.excepthook``, ``sys.excepthook``, ``sys.unraisablehook``), and each
    line written to the standard error (file descriptor 2, so C libraries' output too) that says
    Traceback or Error. What is written there is passed on to where it went before.

    ``check`` raises ``SelfTestError`` for what was seen since the last check; leaving the
    ``with`` block checks once more, after the worker threads are done.
    """

    # The watch on now, which every wait of the test asks too: a worker's failure ends the
    # wait at once rather than when the answer it would have given is given up on.
    current: ClassVar[FailureWatch | None] = None

    def __init__(self) -> None:
        self.problems: list[str] = []
        self._lock = threading.Lock()
        self._active = False
        self._reported = 0
        self._pending = ""
        self._hooks: tuple[Any, Any, Any] | None = None
        self._stderr: TextIO | None = None
        self._saved_fd = -1
        self._capture_path = ""
        self._reader: Any = None
        self._writer: Any = None

    def __enter__(self) -> FailureWatch:
        self._hooks = (threading.excepthook, sys.excepthook, sys.unraisablehook)
        threading.excepthook = self._thread_hook
        sys.excepthook = self._uncaught_hook
        sys.unraisablehook = self._unraisable_hook
        # None where a program runs without a console.
        if sys.stderr is not None:
            sys.stderr.flush()
        self._stderr = sys.stderr
        fd, self._capture_path = tempfile.mkstemp(prefix="addiction-self-test-stderr-")
        os.close(fd)
        # Written with O_APPEND by everyone and read through a file of its own: a reader's
        # position never moves where the writers write.
        writer = os.open(self._capture_path, os.O_WRONLY | os.O_APPEND)
        self._saved_fd = os.dup(2)
        os.dup2(writer, 2)
        os.close(writer)
        self._reader = open(self._capture_path, "rb")  # closed on leaving
        # Python's own writers too (a traceback printed, a warning), wherever sys.stderr went.
        self._writer = open(2, "w", encoding="utf-8", errors="backslashreplace", buffering=1,
                            closefd=False)
        sys.stderr = self._writer
        self._active = True
        FailureWatch.current = self
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        if not self._active:
            return
        self._active = False
        FailureWatch.current = None
        try:
            # Threads still at work may yet fail: wait for the process's shared pool.
            QThreadPool.globalInstance().waitForDone(int(ANSWER_WAIT_S * 1000))
        finally:
            self._writer.close()  # flushed; file descriptor 2 stays open
            sys.stderr = self._stderr
            os.dup2(self._saved_fd, 2)
            os.close(self._saved_fd)
            self._read_stderr(final=True)
            self._reader.close()
            os.unlink(self._capture_path)
            if self._hooks is not None:
                threading.excepthook, sys.excepthook, sys.unraisablehook = self._hooks
        if kind is None:
            self._raise_new()

    def check(self) -> None:
        """Raise ``SelfTestError`` for what went wrong since the last check (nothing when off)."""
        if not self._active:
            return
        sys.stderr.flush()
        self._read_stderr(final=False)
        self._raise_new()

    def _raise_new(self) -> None:
        with self._lock:
            new = self.problems[self._reported:]
            self._reported = len(self.problems)
        if new:
            shown = "\n  ".join(new[:8])
            more = f"\n  … and {len(new) - 8} more" if len(new) > 8 else ""
            raise SelfTestError(f"something went wrong out of the checks' sight:\n  {shown}{more}")

    def _add(self, problem: str) -> None:
        with self._lock:
            self.problems.append(problem)

    def _read_stderr(self, *, final: bool) -> None:
        data = self._reader.read()
        if not data and not (final and self._pending):
            return
        text = data.decode("utf-8", errors="backslashreplace")
        if self._stderr is not None and text:
            self._stderr.write(text)
            self._stderr.flush()
        # Only whole lines are judged: the rest of one may still be on its way.
        lines = (self._pending + text).split("\n")
        self._pending = "" if final else lines.pop()
        for line in lines:
            if any(word in line for word in FAILING_WORDS):
                self._add(f"the standard error said: {line.strip()}")

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is not SystemExit:
            name = args.thread.name if args.thread is not None else "a thread"
            self._add(f"an exception in the thread {name}: {_exception_text(args.exc_value)}")
        if self._hooks is not None:
            self._hooks[0](args)

    def _uncaught_hook(self, kind: type[BaseException], value: BaseException,
                       tb: TracebackType | None) -> None:
        # Where Qt called Python (a slot, an event handler) and the exception came back out.
        self._add(f"an exception nobody caught: {_exception_text(value)}")
        if self._hooks is not None:
            self._hooks[1](kind, value, tb)

    def _unraisable_hook(self, unraisable: Any) -> None:
        where = unraisable.err_msg or "Exception ignored"
        self._add(f"{where} in {unraisable.object!r}: {_exception_text(unraisable.exc_value)}")
        if self._hooks is not None:
            self._hooks[2](unraisable)


def _exception_text(exc: BaseException | None) -> str:
    return "".join(traceback.format_exception_only(exc)).strip() if exc is not None else "?"


@contextmanager
def _scratch_environment() -> Iterator[Path]:
    """A temporary folder, with settings, player data and the deck pictures' cache pointed
    into it for the duration."""
    names = (SETTINGS_ENV, DATA_DIR_ENV, "XDG_CACHE_HOME")
    saved = {name: os.environ.get(name) for name in names}
    with tempfile.TemporaryDirectory(prefix="addiction-self-test-") as folder:
        scratch = Path(folder)
        os.environ[SETTINGS_ENV] = str(scratch / "settings.ini")
        os.environ[DATA_DIR_ENV] = str(scratch / "data")
        os.environ["XDG_CACHE_HOME"] = str(scratch / "cache")
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


@dataclass
class Played:
    """What the test did with one game, for the records to be held to at the end."""

    spec: GameSpec
    rules_key: str = ""
    deal: int = 0
    score: int = 0
    won: bool = False
    practice: bool = False
    daily: date | None = None
    analysed: int = 0


def _run(scratch: Path, say: Callable[[str], None]) -> None:
    app = _application()
    build = "frozen" if getattr(sys, "frozen", False) else "from source"
    say(
        f"Addiction {build_version()} self-test ({build}; Python {sys.version.split()[0]}, "
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
    say(_languages(app))
    say(_sounds(app))
    say(_sound_device(app))

    settings = Settings(QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    # Turned on where a check asks for it: a search in the background would slow Auto down.
    settings.winnable_indicator = False
    # The test leaves games in play for others, as a player who said "don't ask again".
    settings.confirm_leave = False
    # As the app does: saves and records go through the keepers, here into the scratch folder.
    storage = Storage.open()
    if storage.records.problem is not None or not storage.records.persistent:
        raise SelfTestError(f"the records store did not open as a file: {storage.records.problem}")
    window: MainWindow | None = None
    played: list[Played] = []
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
        say(_desktop_deck(app, window))
        for spec in games():
            played.append(_every_feature(app, window, spec, say))
    finally:
        _dispose(app, window)
        storage.close()
    for entry in played:
        _check_records(entry, scratch / "data", say)


# --- what the program brings besides the games ------------------------------------------------


def _qt_translations() -> str:
    """Which of Qt's own catalogues for the shipped languages are where Qt looks for them.

    Reported, not required: without them only Qt's standard buttons stay in English.
    """
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    found = [lang for lang in LANGUAGES if (folder / f"qtbase_{lang}.qm").is_file()]
    return f"Qt's own translations: {', '.join(found) if found else 'none'} (in {folder})"


def _languages(app: QApplication) -> str:
    """Load each language's catalogue as the game does, see it translate, and take it away."""
    previous = QLocale()
    loaded = []
    descriptions = [spec.description for spec in games()]
    for code in i18n.LANGUAGES:
        installed = i18n.install_translators(app, code)
        try:
            if i18n.catalogue_data(code) is None or not installed:
                raise SelfTestError(f"the catalogue of {i18n.LANGUAGES[code]} ({code}) is missing")
            if code == i18n.SOURCE_LANGUAGE:
                loaded.append(code)
                continue
            translated = sum(QCoreApplication.translate(TITLES_CONTEXT, text) != text
                             for text in descriptions)
            if not translated:
                raise SelfTestError(f"the catalogue of {i18n.LANGUAGES[code]} ({code}) loaded "
                                    "but translates none of the games' descriptions")
            loaded.append(f"{code} ({translated} of {len(descriptions)} games described)")
        finally:
            for translator in installed:
                app.removeTranslator(translator)
                translator.deleteLater()
            QLocale.setDefault(previous)
    return f"languages: {', '.join(loaded)} loaded and taken away again"


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


def _sound_device(app: QApplication) -> str:
    """Open this machine's sound device as the game does (at a volume nobody hears), or see the
    player told in one sentence that there is none."""
    sounds = Sounds(True, 1)
    told: list[str] = []
    sounds.unavailable.connect(told.append)
    try:
        sounds.play("placed")
        _wait(app, lambda: bool(told) or sounds.device_open, SOUND_WAIT_S,
              "the sound device neither opened nor was found missing")
        if told:
            return f"sound device: none could be opened here; the player is told: {told[0]}"
        return f"sound device: opened through {sounds.backend}"
    finally:
        sounds.close()


def _desktop_deck(app: QApplication, window: MainWindow) -> str:
    """Put a desktop SVG deck on the tables and take it off again, where one is installed
    (see ``addiction.cardart.decks`` for where they are looked for)."""
    from addiction.cardart import decks  # noqa: PLC0415 - as the window loads it: with a deck

    installed = decks.discover()
    if not installed:
        try:
            importlib.import_module("PySide6.QtSvg")
        except ImportError as exc:
            raise SelfTestError(f"QtSvg cannot be imported ({exc}): no desktop deck could be "
                                "drawn") from exc
        return "card decks: no desktop deck installed (QtSvg, which would draw one, loads)"
    said: list[str] = []
    for entry in installed[:DECKS_TRIED]:
        clock = time.perf_counter()
        set_aside = _put_on(app, window, entry)
        if set_aside:
            said.extend(set_aside)
            continue
        return (f"card decks: the desktop's {entry.name} ({entry.id}, one of {len(installed)} "
                f"installed) put on the table and taken off again in "
                f"{time.perf_counter() - clock:.1f} s")
    raise SelfTestError("no desktop deck could be put on the table: " + " ".join(said))


def _put_on(app: QApplication, window: MainWindow, entry: Any) -> list[str]:
    """Put the deck of ``entry`` on the tables, draw them, and take it off again; what the
    player was told of it when it was set aside instead (nothing when it went on)."""
    from addiction.cardart.table_look import TableLook  # noqa: PLC0415 - as the window loads it

    verdicts: list[list[str]] = []
    _shown, set_aside = window.show_table_look(
        TableLook(deck=entry.id), lambda _look, sentences: verdicts.append(sentences))

    def on_table() -> bool:
        return window.art.deck is not None and window.art.deck.id == entry.id

    _wait(app, lambda: bool(set_aside or verdicts) or on_table(), DECK_WAIT_S,
          f"the desktop deck {entry.name} was neither put on nor set aside")
    if not on_table():
        return set_aside or [sentence for sentences in verdicts for sentence in sentences]
    image = window.grab()
    window.show_table_look(TableLook())
    if window.art.deck is not None or image.isNull():
        raise SelfTestError(f"the desktop deck {entry.name} could not be taken off again")
    return []


# --- every feature of one game ----------------------------------------------------------------


def _every_feature(app: QApplication, window: MainWindow, spec: GameSpec,
                   say: Callable[[str], None]) -> Played:
    page = window.play_game(spec.id)
    played = Played(spec, page.rules_key)
    _auto_game(app, window, page, played, say)
    if page.deals.available:
        _deal_of_the_day(app, window, page, played, say)
        _winnable_deal(app, window, page, say)
        _level_deal(app, window, page, say)
    else:
        say(f"{spec.title}: no judge of deals, so no deal of the day, winnable deals, levels "
            "or Show How")
    return played


def _auto_game(app: QApplication, window: MainWindow, page: GamePage, played: Played,
               say: Callable[[str], None]) -> None:
    """The test's deal: Hint, its move, Undo, Redo, then Auto to the end; the finished game
    analysed, and played on from near its end as a practice game."""
    spec = page.spec
    clock = time.perf_counter()
    window.new_game(spec.self_test_deal)
    if page.game.deal != spec.self_test_deal or page.game.history:
        raise SelfTestError(f"New Game with deal {spec.self_test_deal} dealt {page.game.deal}")
    level = _level(app, page)
    before = _keeper(page).recorded_id
    hint = _hint_move_undo_redo(app, window, page)
    commands = _play_with_auto(app, window, page)
    dialog = _end_dialog(app, window)
    game = page.game
    played.deal, played.score, played.won = game.deal, page.score, game.is_won
    _recorded(page, before)
    outcome = "won" if game.is_won else game.status
    say(
        f"{spec.title} deal {spec.self_test_deal}: {level}; {hint}; Auto played it to its end: {outcome}, "
        f"score {page.score}/{spec.max_score}, {game.moves_played} moves, {commands}, "
        f"in {time.perf_counter() - clock:.1f} s; the window showed the end-of-game dialog"
    )
    button = getattr(dialog, "analyse_button", None)
    if not spec.analyst or button is None:
        dialog.close()
        say(f"{spec.title}: no analysis of a finished game")
        return
    clock = time.perf_counter()
    button.click()
    analysis = _analysed(app, window)
    played.analysed += 1
    say(f"{spec.title}: the finished game analysed from its end-of-game dialog: {analysis.steps} steps, "
        f"{_kinds(analysis)}, in {time.perf_counter() - clock:.1f} s")
    _practice(app, window, page, played, say)


def _level(app: QApplication, page: GamePage) -> str:
    """The level of the deal in play, judged in the background, as the status strip shows it
    (waited for before play, which it would slow down)."""
    if not page.deals.available:
        return "no judge of its deals"
    spec, deal, judging = page.spec, page.game.deal, page.context.judging
    clock = time.perf_counter()
    _wait(app, lambda: judging.known(spec.id, deal, page.rules_key) is not None
          and page.status.is_shown(page.level_label), DEAL_WAIT_S,
          f"deal {deal}'s level was not judged")
    judgement = judging.known(spec.id, deal, page.rules_key)
    shown = page.level_label.text()
    if judgement is None or shown != page.deals.describe(judgement):
        raise SelfTestError(f"the strip says {shown!r} of deal {deal}, judged {judgement}")
    return f"the strip says it is {shown!r}, judged in {time.perf_counter() - clock:.1f} s"


def _hint_move_undo_redo(app: QApplication, window: MainWindow, page: GamePage) -> str:
    menus = window.menus
    advice = _answer(app, page, menus.action_hint, "hint")
    shown = window.statusBar().currentMessage()
    if shown != page.describe_advice(advice):
        raise SelfTestError(f"Hint showed {shown!r}, not its advice {page.describe_advice(advice)!r}")
    page.play_advice(advice)  # the player plays the move the hint showed
    if len(page.game.history) != 1:
        raise SelfTestError(f"the hinted move left {len(page.game.history)} actions in the history")
    for action, after in ((menus.action_undo, 0), (menus.action_redo, 1)):
        if not action.isEnabled():
            raise SelfTestError(f"{_plain(action.text())} was not offered after a move")
        action.trigger()
        app.processEvents()
        if len(page.game.history) != after:
            raise SelfTestError(f"{_plain(action.text())} left {len(page.game.history)} actions "
                                f"in the history, not {after}")
    return f"Hint said {shown!r}, its move played, undone and played again"


def _answer(app: QApplication, page: GamePage, action: QAction, purpose: str) -> Any:
    """Trigger Hint or Auto and wait for the computer player's answer."""
    answers: list[object] = []

    def decided(asked: str, advice: object) -> None:
        if asked == purpose:
            answers.append(advice)

    page.solver.decided.connect(decided)
    try:
        action.trigger()
        _wait(app, lambda: bool(answers), ANSWER_WAIT_S,
              f"{_plain(action.text())} gave no answer")
        app.processEvents()  # the table follows, as it would with the player watching
    finally:
        page.solver.decided.disconnect(decided)
    if answers[0] is None and not page.is_over:
        raise SelfTestError(
            f"the advisor gave up on a game that is not over (asked by {_plain(action.text())}):"
            f"\n{page.game.to_text()}")
    return answers[0]


def _play_with_auto(app: QApplication, window: MainWindow, page: GamePage) -> str:
    """Press Auto, as the player would, until the game ends, and each of the page's own
    commands (Redeal…) the first time it is offered; the model must announce the end exactly
    once, with the final score. What the page's commands did, in words."""
    finals: list[int] = []
    page.model.game_over.connect(finals.append)
    offered = {_plain(action.text()): action for action in page.play_actions()}
    pressed: list[str] = []
    try:
        for _ in range(MAX_ACTIONS):
            if page.is_over:
                break
            for name, action in offered.items():
                if name not in pressed and action.isEnabled() and action.isVisible():
                    before = len(page.game.history)
                    action.trigger()
                    app.processEvents()
                    if len(page.game.history) == before:
                        raise SelfTestError(f"{name} was offered but played nothing")
                    pressed.append(name)
            if not page.is_over:
                _answer(app, page, window.menus.action_auto, "auto")
        else:
            raise SelfTestError(f"Auto played {MAX_ACTIONS} actions without ending the game")
    finally:
        page.model.game_over.disconnect(finals.append)
    if finals != [page.score]:
        raise SelfTestError(
            f"the model announced the end {len(finals)} time(s) with {finals}, "
            f"expected once with the final score {page.score}"
        )
    if not offered:
        return "no commands of its own"
    said = [f"{name} pressed when offered" if name in pressed else f"{name} never offered in this deal"
            for name in offered]
    return ", ".join(said)


def _end_dialog(app: QApplication, window: MainWindow) -> Any:
    """The end-of-game dialog, once the window shows it."""
    _wait(app, lambda: window.dialogs.end_dialog is not None
          and window.dialogs.end_dialog.isVisible(), END_DIALOG_WAIT_S,
          "the window showed no end-of-game dialog")
    return window.dialogs.end_dialog


def _recorded(page: GamePage, before: int | None) -> int:
    """The record book's row of the game that just ended on ``page`` (``before``: the row of
    the one recorded before it), with its moves kept."""
    keeper = _keeper(page)
    if keeper.recorded_id in (None, before) or keeper.records.moves_of(keeper.recorded_id) is None:
        raise SelfTestError(f"the window recorded no {page.spec.title} game when it ended")
    assert keeper.recorded_id is not None
    return keeper.recorded_id


def _keeper(page: GamePage) -> Keeper[Any]:
    if page.keeper is None:
        raise SelfTestError(f"the {page.spec.title} page keeps no games")
    return page.keeper


def _analysed(app: QApplication, window: MainWindow) -> Analysis:
    """The analysis the window's analysis dialog made, once made and kept with its record."""
    dialog = window.dialogs.analysis_dialog
    if dialog is None:
        raise SelfTestError("the analysis dialog did not open")
    kept: list[Analysis] = []
    dialog.analysed.connect(kept.append)
    _wait(app, lambda: dialog.analysis is not None or dialog.progress.isHidden(), ANALYSIS_WAIT_S,
          "the analysis did not finish")
    if dialog.analysis is None:
        raise SelfTestError(f"the analysis failed: {dialog.status.text()}")
    if not kept:
        raise SelfTestError("the analysis was not handed over to be kept with its record")
    return dialog.analysis


def _kinds(analysis: Analysis) -> str:
    counts: dict[str, int] = {}
    for kind in analysis.kinds:
        counts[kind] = counts.get(kind, 0) + 1
    return ", ".join(f"{count} {kind}(s)" for kind, count in counts.items()) or "no steps"


def _practice(app: QApplication, window: MainWindow, page: GamePage, played: Played,
              say: Callable[[str], None]) -> None:
    """Click a mark of the analysis' timeline near the end to play on from there as a practice
    game, with the "still winnable" search on where the game has one; Play to the End ends it."""
    spec = page.spec
    dialog = window.dialogs.analysis_dialog
    if dialog is None or dialog.timeline is None or dialog.analysis is None:
        raise SelfTestError("the analysis dialog shows no timeline")
    position = max(0, dialog.analysis.steps - PRACTICE_FROM_END)
    clock = time.perf_counter()
    verdicts: list[str] = []
    page.solver.judged.connect(verdicts.append)
    before = _keeper(page).recorded_id
    window.settings.winnable_indicator = True
    try:
        dialog.timeline.position_clicked.emit(position)  # the player clicks that position's mark
        _wait(app, lambda: _keeper(page).kind == "practice", ANSWER_WAIT_S,
              "no practice game came from the analysis")
        if not page.assisted or len(page.game.history) != position:
            raise SelfTestError(f"the practice game is not the analysed game at step {position}")
        searched = "no \"still winnable\" search in this game"
        if page.solver.judges_positions:
            _wait(app, lambda: bool(verdicts), VERDICT_WAIT_S,
                  "the \"still winnable\" search gave no verdict")
            searched = f"\"still winnable\" said {verdicts[0]}"
    finally:
        window.settings.winnable_indicator = False
        page.solver.judged.disconnect(verdicts.append)
    window.menus.action_play_to_end.trigger()
    _wait(app, lambda: page.is_over and not page.playing_to_end, ANSWER_WAIT_S * 4,
          "Play to the End did not end the practice game")
    _end_dialog(app, window).close()
    _recorded(page, before)
    played.practice = True
    outcome = "won" if page.game.is_won else page.game.status
    say(f"{spec.title}: a practice game from step {position} of the analysed game: {searched}; "
        f"Play to the End finished it: {outcome}, in {time.perf_counter() - clock:.1f} s")


def _deal_of_the_day(app: QApplication, window: MainWindow, page: GamePage, played: Played,
                     say: Callable[[str], None]) -> None:
    """Today's deal, one move by Auto, given up; Show How's first steps from the end-of-game
    dialog; the short game analysed from the records, as the Statistics dialog asks."""
    spec = page.spec
    keeper = _keeper(page)
    day = page.deals.today()
    start = daily_start(spec.id, day)
    clock = time.perf_counter()
    window.menus.action_daily.trigger()
    _wait(app, lambda: keeper.kind == "daily" and not page.deals.searching, DEAL_WAIT_S,
          "the deal of the day was not dealt")
    deal = page.game.deal
    if keeper.day != day or not start <= deal < start + TRIES:
        raise SelfTestError(f"deal {deal} was dealt as the deal of {keeper.day}, which is not "
                            f"{day}'s (from deal {start} on)")
    found_s = time.perf_counter() - clock
    # Its level is not wanted here (the test's deal showed one): the judge is left free for
    # Show How's line.
    page.deals.stop()
    before = keeper.recorded_id
    _answer(app, page, window.menus.action_auto, "auto")
    window.on_page("give_up")
    dialog = _end_dialog(app, window)
    record_id = _recorded(page, before)
    played.daily = day
    if not page.given_up or dialog.show_how_button is None:
        raise SelfTestError("the given-up deal of the day's end-of-game dialog offers no Show How")
    given_up = page.game.to_text()
    clock = time.perf_counter()
    dialog.show_how_button.click()
    _wait(app, lambda: page.show is None or len(page.game.history) >= SHOW_STEPS, SHOW_WAIT_S,
          "Show How did not play")
    if page.show is None:
        raise SelfTestError(f"Show How found no win for deal {deal}, which was dealt as winnable: "
                            f"{window.statusBar().currentMessage()}")
    shown = page.show.text
    window.on_page("stop_show")
    _wait(app, lambda: page.show is None, SHOW_WAIT_S, "Show How did not stop")
    if page.game.to_text() != given_up or not page.given_up:
        raise SelfTestError("the game given up did not come back after Show How")
    say(f"{spec.title}: deal of the day for {day} is deal {deal}, found in {found_s:.1f} s; "
        f"after one move by Auto given up, and Show How played its first moves ({shown}), "
        f"then gave the game back, in {time.perf_counter() - clock:.1f} s")
    if not spec.analyst:
        return
    clock = time.perf_counter()
    window.dialogs.analyse_recorded(record_id, page.rules_key)
    analysis = _analysed(app, window)
    played.analysed += 1
    if analysis.steps != 1:
        raise SelfTestError(f"the analysis of a game of one move has {analysis.steps} steps")
    verdict = analysis.verdicts[-1]
    if window.dialogs.analysis_dialog is not None:
        window.dialogs.analysis_dialog.close()
    say(f"{spec.title}: the given-up game, read back from the records, analysed: its end "
        f"{verdict}, in {time.perf_counter() - clock:.1f} s")


def _winnable_deal(app: QApplication, window: MainWindow, page: GamePage,
                   say: Callable[[str], None]) -> None:
    """With Winnable Deals Only, New Game deals a deal the judge found winnable."""
    spec = page.spec
    deals = page.deals
    keeper = _keeper(page)
    clock = time.perf_counter()
    found: list[Any] = []
    deals.finder.found.connect(found.append)
    deals.action_winnable_only.setChecked(True)  # as the Settings menu checks it
    try:
        before = page.game
        window.menus.action_new.trigger()
        _wait(app, lambda: page.game is not before and keeper.kind == "winnable", DEAL_WAIT_S,
              "New Game found no winnable deal")
    finally:
        deals.action_winnable_only.setChecked(False)
        # Neither the deals looked for ahead of time nor this one's level are wanted here.
        deals.stop()
        deals.finder.found.disconnect(found.append)
    deal = page.game.deal
    if [judgement.deal for judgement in found] != [deal] or found[0].verdict != "winnable":
        raise SelfTestError(f"deal {deal} was dealt as winnable; the judge found {found}")
    say(f"{spec.title}: Winnable Deals Only dealt deal {deal}, which the judge found winnable, "
        f"in {time.perf_counter() - clock:.1f} s")


def _level_deal(app: QApplication, window: MainWindow, page: GamePage,
                say: Callable[[str], None]) -> None:
    """New Game of Hard with nothing found ahead: a deal of the game's list of Hard deals
    (where it keeps one; otherwise one searched for), judged Hard."""
    spec = page.spec
    deals = page.deals
    clock = time.perf_counter()
    deals.finder.stop()
    deals.finder.forget_ready()
    before = page.game
    window.menus.level_actions["hard"].trigger()
    _wait(app, lambda: page.game is not before and not deals.searching, DEAL_WAIT_S,
          "New Game of Hard dealt nothing")
    deals.stop()
    deal = page.game.deal
    judged = page.context.judging.known(spec.id, deal, page.rules_key)
    if judged is None or judged.level != "hard":
        raise SelfTestError(f"New Game of Hard dealt deal {deal}, judged {judged}")
    listed = spec.deals_of_level("hard", page.deal_options())
    if spec.level_deals and deal not in listed:
        raise SelfTestError(f"New Game of Hard dealt deal {deal}, not one of the game's list")
    source = "from the game's list" if listed else "found by a search"
    say(f"{spec.title}: New Game of Hard dealt deal {deal} ({source}), judged Hard, in "
        f"{time.perf_counter() - clock:.1f} s")


# --- reading back -----------------------------------------------------------------------------


def _check_records(played: Played, folder: Path, say: Callable[[str], None]) -> None:
    """The window recorded the finished games: read them back through a fresh connection."""
    spec = played.spec
    with RecordsStore.open(folder) as store:
        normal = store.recent(played.rules_key, kind="normal")
        practice = store.recent(played.rules_key, kind="practice")
        daily = store.recent(played.rules_key, kind="daily")
        analyses = [store.analysis_of(record.record_id) for record in (*normal, *daily)
                    if record.record_id is not None]
        path = store.path
    if len(normal) != 1 or normal[0].won != played.won:
        raise SelfTestError(
            f"the records hold {len(normal)} game(s) and {sum(r.won for r in normal)} win(s) of "
            f"{spec.title} dealt by number, expected 1 game and {int(played.won)} win(s)"
        )
    [record] = normal
    if (record.deal, record.score, record.assisted) != (played.deal, played.score, True):
        raise SelfTestError(f"the records hold a different game from the one played: {record}")
    if played.practice and (len(practice) != 1 or not practice[0].assisted):
        raise SelfTestError(f"the records hold {len(practice)} practice game(s) of {spec.title}, "
                            "expected 1, assisted")
    if played.daily is not None and (len(daily) != 1 or not daily[0].given_up
                                     or daily[0].day != played.daily):
        raise SelfTestError(f"the records hold {len(daily)} deal(s) of the day of {spec.title}, "
                            f"expected the one of {played.daily}, given up")
    kept = sum(analysis is not None for analysis in analyses)
    if kept != played.analysed:
        raise SelfTestError(f"the records keep {kept} analyses of {spec.title} games, "
                            f"expected {played.analysed}")
    games_read = 1 + len(practice) + len(daily)
    say(
        f"records store: {games_read} {spec.title} games read back from {path.name}, the one "
        f"Auto played recorded as assisted, {kept} with their analysis "
        f"(SQLite {sqlite3.sqlite_version})"
    )


# --- helpers ----------------------------------------------------------------------------------


def _wait(app: QApplication, done: Callable[[], bool], seconds: float, failure: str) -> None:
    """Let the window work until ``done`` says so; ``failure`` when it has not within ``seconds``.

    The window's events are handled as they come (a worker's answer wakes it at once), and a
    timer looks again every few milliseconds at what changes without an event, and at what the
    failure watch saw meanwhile.
    """
    deadline = time.monotonic() + seconds
    look_again = QTimer()
    look_again.start(WAKE_MS)
    try:
        while not done():
            if time.monotonic() > deadline:
                raise SelfTestError(f"{failure} within {seconds:.0f} s")
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
            if FailureWatch.current is not None:
                FailureWatch.current.check()
    finally:
        look_again.stop()


def _plain(text: str) -> str:
    """A menu's words without their keyboard accelerator (``R&edeal``: ``Redeal``)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _dispose(app: QApplication, window: MainWindow | None) -> None:
    """Close and delete what the test made, so an in-process caller is left as it was."""
    if window is not None:
        for dialog in window.findChildren(QDialog):
            dialog.close()
        window.close()
        window.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()
