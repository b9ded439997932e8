# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The ``addiction`` command: parse the command line, open the window, or render a screenshot."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from importlib.resources import files
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEventLoop,
    QMessageLogContext,
    QSettings,
    QSize,
    QTemporaryDir,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from addiction import __version__
from addiction.core import MAX_DEAL, MIN_DEAL, AddictionError
from addiction.i18n import choose_language, install_translators
from addiction.instance import InstanceServer, hand_over, server_name
from addiction.registry import game_ids, game_spec, games
from addiction.shell.collector import collect_on_gui_thread
from addiction.shell.window import MainWindow, opening_page
from addiction.store import default_data_dir
from addiction.store.keeper import Storage
from addiction.table.settings import Settings

APP_NAME = "Addiction"
ORGANISATION = "Addiction"
# The id of the .desktop file and AppStream metainfo in resources/, and of the installed icon.
DESKTOP_ID = "io.github.addiction.Addiction"
# A screenshot is taken once the board has had this long to lay itself out and settle.
_SCREENSHOT_SETTLE_MS = 50
_RESUMED_NOTE_MS = 8000
# The window icon's pictures in the package (rendered from resources/icons/addiction.svg).
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def _deal(text: str) -> int:
    try:
        deal = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not MIN_DEAL <= deal <= MAX_DEAL:
        raise argparse.ArgumentTypeError(f"deal numbers run from {MIN_DEAL} to {MAX_DEAL}")
    return deal


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    try:
        w, h = int(width), int(height)
    except ValueError:
        w = h = 0
    if not sep or not (100 <= w <= 10000 and 100 <= h <= 10000):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a size; write WIDTHxHEIGHT, e.g. 1280x800 (100 to 10000 each)"
        )
    return w, h


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="addiction",
        description="Patience games for the desktop: "
                    + ", ".join(spec.title for spec in games() if not spec.family) + " and their families.",
        epilog="Without --deal or --position, the game you left unfinished comes back as "
               "you left it. Set ADDICTION_DATA_DIR to keep records and the saved game in "
               "another folder.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--game", choices=game_ids(), metavar="NAME",
        help=f"play this game ({', '.join(game_ids())}; default: the one played last)",
    )
    parser.add_argument("--list-games", action="store_true", help="list the games and exit")
    parser.add_argument(
        "--deal", type=_deal, metavar="N", help=f"start on deal N ({MIN_DEAL} to {MAX_DEAL})"
    )
    parser.add_argument(
        "--rules", metavar="RULES",
        help="rules for this game, as it writes them, e.g. " + "; ".join(
            f'"{spec.rules_example}" for {spec.id}' for spec in games()
            if spec.rules_example and not spec.family) + " (default: the rules chosen in Settings)",
    )
    parser.add_argument(
        "--position", type=Path, metavar="FILE",
        help="start from the position written in FILE, in the game's notation",
    )
    parser.add_argument(
        "--screenshot", type=Path, metavar="FILE.png",
        help="render the window offscreen to FILE.png and exit (default settings; your "
             "saved game and records are not touched)",
    )
    parser.add_argument(
        "--size", type=_size, metavar="WxH",
        help="window size (for --screenshot the default is 1280x800)",
    )
    parser.add_argument(
        "--self-test", action="store_true",
        help="open the window offscreen, let Auto play one deal to its end, check the records "
             "store, and exit (status 0 when all is well); your own data is not touched",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit status (2 for bad arguments, as argparse does)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.list_games:
        for spec in games():
            print(f"{spec.id:<12} {spec.title}: {spec.description}")
        return 0
    if args.self_test:
        from addiction.selftest import run_self_test  # noqa: PLC0415 - only this mode needs it

        return run_self_test()
    if args.deal is not None and args.position is not None:
        parser.error("choose either --deal or --position, not both")
    position: str | None = None
    if args.position is not None:
        try:
            position = args.position.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            parser.error(f"cannot read {args.position}: {exc}")
    if args.screenshot is not None and args.screenshot.suffix.lower() != ".png":
        parser.error(f"the screenshot is written as PNG; name it something.png, not {args.screenshot}")
    if args.screenshot is not None:
        # Must be decided before the QApplication exists: a screenshot never shows a window.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    app = _application()
    server: InstanceServer | None = None
    if args.screenshot is None:
        request = {"game": args.game, "deal": args.deal, "position": position, "rules": args.rules}
        name = server_name(default_data_dir())
        if hand_over(name, request):
            return 0  # the game already running shows it
        server = InstanceServer(name, app)
        app.aboutToQuit.connect(server.close)  # the socket goes with the game
    temp_dir: QTemporaryDir | None = None
    if args.screenshot is not None:
        # Screenshots show the default settings and never touch the player's own.
        temp_dir = QTemporaryDir()
        settings = Settings(QSettings(temp_dir.filePath("settings.ini"), QSettings.Format.IniFormat))
        settings.animation_speed = "off"
        # A background search would make the picture depend on how fast the machine is.
        settings.winnable_indicator = False
    else:
        settings = Settings()
    # Before any widget exists, so every string is looked up in the player's language.
    install_translators(app, choose_language(settings.language))

    # A game, a deal, a position, rules or a screenshot asks for a game: the one named, else
    # the one played last, else the first; otherwise the game played last or the start screen.
    asked = (args.game, args.deal, position, args.rules, args.screenshot)
    start = opening_page(settings)
    if any(value is not None for value in asked):
        start = args.game or (start if start in game_ids() else games()[0].id)
    page_class = game_spec(start).page_class() if start in game_ids() else None
    options = None
    if args.rules is not None and page_class is not None:
        try:
            options = page_class.parse_options(args.rules)
        except ValueError as exc:
            parser.error(f"--rules: {exc}")
    # Opened once the application has its name, which names the player's data folder.
    # A screenshot keeps no records and leaves the player's saved games alone.
    storage = Storage.open() if args.screenshot is None else None
    window = MainWindow(settings, storage=storage, start=start)
    page = window.page
    resumed = page is not None and page.resumed
    if page is not None and position is not None:
        try:
            page.load_position(position)
        except AddictionError as exc:
            parser.error(f"{args.position} is not a position: {exc}")
    elif page is not None and (args.deal is not None or options is not None or storage is None):
        page.new_game(args.deal, options)
        resumed = False
    if args.screenshot is not None:
        return _screenshot(app, window, args.screenshot, args.size or (1280, 800))
    if args.size is not None:
        window.resize(*args.size)
    window.show()
    if server is not None:
        server.requested.connect(lambda request: follow_request(window, request))
    if resumed:
        window.statusBar().showMessage(
            QCoreApplication.translate("App", "Your unfinished game is back, as you left it."),
            _RESUMED_NOTE_MS,
        )
    return app.exec()


def follow_request(window: MainWindow, request: dict[str, object]) -> None:
    """Show what a second launch asked for, asking first before leaving a game in progress."""
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()
    game, deal, position, rules = (request.get(key) for key in ("game", "deal", "position", "rules"))
    current = window.page.spec.id if window.page is not None else None
    game_id = game if isinstance(game, str) and game in game_ids() else current or games()[0].id
    page = window.page_for(game_id)
    options = None
    if isinstance(rules, str):
        try:
            options = page.parse_options(rules)
        except ValueError:
            options = None  # the second launch's rules were its own mistake: deal with today's
    fresh = isinstance(deal, int) or isinstance(position, str) or options is not None

    def play() -> None:
        window.play_game(game_id)
        if isinstance(position, str):
            try:
                page.load_position(position)
            except AddictionError as exc:
                window.statusBar().showMessage(
                    QCoreApplication.translate("App", "That is not a position: {reason}").format(
                        reason=exc), _RESUMED_NOTE_MS)
        elif fresh:
            page.new_game(deal if isinstance(deal, int) else None, options)

    if not fresh or not page.in_progress:
        play()
        return
    window.dialogs.ask_first(
        QCoreApplication.translate("App", "Play Another Game?"),
        QCoreApplication.translate(
            "App", "Addiction was started again to play another game. Leave this one unfinished?"),
        QCoreApplication.translate("App", "Play It"), play)


def _application() -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    # The solver's and the saved games' threads must never free the window's objects.
    collect_on_gui_thread(app)
    # QSettings and QStandardPaths build the player's config and data paths from these.
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_ID)
    if app.windowIcon().isNull():
        # The icon ships inside the package, so it shows from source, a wheel or a frozen build;
        # an icon theme that has the installed one (see README) takes precedence.
        bundled = QIcon()
        for size in ICON_SIZES:
            picture = files("addiction.data").joinpath(f"addiction-{size}.png")
            bundled.addFile(str(picture), QSize(size, size))
        app.setWindowIcon(QIcon.fromTheme(DESKTOP_ID, bundled))
    return app


def _quiet_offscreen(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Forward Qt's messages, except the offscreen plugin's note that it ignores size hints."""
    del mode, context
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def _screenshot(app: QApplication, window: MainWindow, path: Path, size: tuple[int, int]) -> int:
    previous = qInstallMessageHandler(_quiet_offscreen)
    try:
        return _grab(app, window, path, size)
    finally:
        qInstallMessageHandler(previous)


def _grab(app: QApplication, window: MainWindow, path: Path, size: tuple[int, int]) -> int:
    window.resize(*size)
    window.show()
    # Let resize and layout events run so the board fits the final size before the grab.
    loop = QEventLoop()
    QTimer.singleShot(_SCREENSHOT_SETTLE_MS, loop.quit)
    loop.exec()
    if window.page is not None:
        window.page.view.finish_animations()
    app.processEvents()
    image = window.grab()
    window.close()
    window.deleteLater()
    if not image.save(str(path), "PNG"):
        print(f"addiction: cannot write {path}", file=sys.stderr)
        return 1
    return 0
