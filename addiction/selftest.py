"""``addiction --self-test``: the real window offscreen, one deal played by Auto, the records store."""

from __future__ import annotations

import importlib.util
import os
import sqlite3
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

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
from addiction.engine import FULL_SCORE, Game, Rules
from addiction.model import GameModel
from addiction.store import DATA_DIR_ENV, RecordsStore, addiction_rules_key
from addiction.ui.game_keeper import GameKeeper
from addiction.ui.main_window import MainWindow
from addiction.ui.settings import SETTINGS_ENV, Settings

if TYPE_CHECKING:
    from addiction.solver import Advisor

SELF_TEST_DEAL = 1
# Seconds the advisor may think per plan: enough to finish the deal sensibly, short enough
# that the whole test takes seconds even with the pure-Python search.
ADVISOR_BUDGET = 0.3
# Far beyond any real game (a few hundred actions at most); reaching it means a loop.
MAX_ACTIONS = 5000
# How long the window may take to answer the end of the game with its dialog.
END_DIALOG_WAIT_S = 5.0
WINDOW_SIZE = (1024, 700)
# The languages Addiction ships besides English; Qt's own catalogues translate its dialogs.
LANGUAGES = ("pt_BR", "es", "pl")


class SelfTestError(Exception):
    """A check failed; the message says which, in words for whoever runs the test."""


def run_self_test(deal: int = SELF_TEST_DEAL, out: TextIO | None = None) -> int:
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
            _run(deal, scratch, say)
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
    app.setApplicationName("Addiction")
    app.setOrganizationName("Addiction")
    return app


def _run(deal: int, scratch: Path, say: Callable[[str], None]) -> None:
    app = _application()
    build = "frozen" if getattr(sys, "frozen", False) else "from source"
    say(
        f"Addiction {__version__} self-test ({build}; Python {sys.version.split()[0]}, "
        f"Qt {qVersion()}, PySide6 {pyside_version}, platform {app.platformName()})"
    )

    try:
        from addiction.solver import Advisor  # noqa: PLC0415 - its absence is a finding, not a crash
    except ImportError as exc:
        raise SelfTestError(f"the solver cannot be imported ({exc}), so Auto cannot play") from exc
    compiled = importlib.util.find_spec("addiction.solver._core") is not None
    say(f"solver: {'compiled search core' if compiled else 'pure-Python search (no compiled core)'}")
    say(_qt_translations())

    settings = Settings(QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    model = GameModel()
    # As the app does: saves and records go through the keeper, here into the scratch folder.
    keeper = GameKeeper.open(model)
    if keeper.records.problem is not None or not keeper.records.persistent:
        raise SelfTestError(f"the records store did not open as a file: {keeper.records.problem}")
    window: MainWindow | None = None
    try:
        clock = time.perf_counter()
        rules = Rules()
        model.new_game(deal, rules)
        window = MainWindow(model, settings, keeper=keeper)
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

        clock = time.perf_counter()
        finals = _play_with_auto(app, model, Advisor(time_budget=ADVISOR_BUDGET))
        game = model.game
        if finals != [game.score]:
            raise SelfTestError(
                f"the model announced the end {len(finals)} time(s) with {finals}, "
                f"expected once with the final score {game.score}"
            )
        _wait_for_end_dialog(app, window)
        outcome = "won" if game.is_won else game.status
        say(
            f"deal {deal} ({rules.describe()}): Auto played it to its end: {outcome}, "
            f"score {game.score}/{FULL_SCORE}, {game.moves_played} moves, "
            f"{game.redeals_used} redeals, in {time.perf_counter() - clock:.1f} s; "
            f"the window showed the end-of-game dialog"
        )
    finally:
        _dispose(app, window, model)
        keeper.saves.flush()
        keeper.records.close()
    _check_records(game, scratch / "data", say)


def _qt_translations() -> str:
    """Which of Qt's own catalogues for the shipped languages are where Qt looks for them.

    Reported, not required: without them only Qt's standard buttons stay in English.
    """
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    found = [lang for lang in LANGUAGES if (folder / f"qtbase_{lang}.qm").is_file()]
    return f"Qt's own translations: {', '.join(found) if found else 'none'} (in {folder})"


def _play_with_auto(app: QApplication, model: GameModel, advisor: Advisor) -> list[int]:
    """Play the advisor's every decision through the model; the final scores announced."""
    finals: list[int] = []
    model.game_over.connect(finals.append)
    model.mark_assisted()
    for _ in range(MAX_ACTIONS):
        if model.game.is_over:
            return finals
        decision = advisor.choose(model.game)
        if decision is None:
            raise SelfTestError(f"the advisor gave up on a game that is not over:\n{model.game.to_text()}")
        if decision == "redeal":
            model.redeal()
        else:
            model.play(decision)
        # Let the board follow each action, as it would with the player watching.
        app.processEvents()
    raise SelfTestError(f"Auto played {MAX_ACTIONS} actions without ending the game")


def _wait_for_end_dialog(app: QApplication, window: MainWindow) -> None:
    deadline = time.monotonic() + END_DIALOG_WAIT_S
    while time.monotonic() < deadline:
        app.processEvents()
        if any(dialog.isVisible() for dialog in window.findChildren(QDialog)):
            return
        time.sleep(0.01)
    raise SelfTestError(f"the window showed no end-of-game dialog within {END_DIALOG_WAIT_S:.0f} s")


def _check_records(game: Game, folder: Path, say: Callable[[str], None]) -> None:
    """The window recorded the finished game: read it back through a fresh connection."""
    with RecordsStore.open(folder) as store:
        summary = store.summary(addiction_rules_key(game.rules))
        recent = store.recent(limit=2)
        path = store.path
    if summary.games != 1 or summary.wins != int(game.is_won):
        raise SelfTestError(
            f"the records hold {summary.games} game(s) and {summary.wins} win(s) after the deal, "
            f"expected 1 game and {int(game.is_won)} win(s)"
        )
    [record] = recent
    if (record.deal, record.score, record.moves, record.assisted) != (
        game.deal, game.score, game.moves_played, True
    ):
        raise SelfTestError(f"the records hold a different game from the one played: {record}")
    say(
        f"records store: the window recorded the game as assisted, read back from {path.name} "
        f"(SQLite {sqlite3.sqlite_version})"
    )


def _dispose(app: QApplication, window: MainWindow | None, model: GameModel) -> None:
    """Close and delete what the test made, so an in-process caller is left as it was."""
    if window is not None:
        for dialog in window.findChildren(QDialog):
            dialog.close()
        window.close()
        window.deleteLater()
    model.deleteLater()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    app.processEvents()
