# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The ``addiction`` command: parse the command line, open the window, or render a screenshot."""

from __future__ import annotations

import argparse
import contextlib
import os
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final, NoReturn

from PySide6.QtCore import (
    QCoreApplication,
    QEventLoop,
    QMessageLogContext,
    QProcess,
    QSettings,
    QTemporaryDir,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

from addiction import build_version
from addiction.core import MAX_DEAL, MIN_DEAL, AddictionError
from addiction.core.errors import MAX_MESSAGE, clipped, shown
from addiction.i18n import choose_language, install_translators
from addiction.program.instance import InstanceServer, hand_over, server_name
from addiction.registry import game_ids, game_spec, games
from addiction.shell.app_icon import DESKTOP_ID, app_icon
from addiction.shell.collector import collect_on_gui_thread
from addiction.shell.window import MainWindow, opening_page
from addiction.store import default_data_dir
from addiction.store.keeper import Storage
from addiction.store.old_folder import Move, old_data_dir, settle_data_folder
from addiction.store.saved_game import MAX_FILE_BYTES
from addiction.table.settings import Settings

APP_NAME = "Addiction"
ORGANISATION = "Addiction"
# A screenshot is taken once the board has had this long to lay itself out and settle.
_SCREENSHOT_SETTLE_MS = 50
_RESUMED_NOTE_MS = 8000
# A deal number has ten digits and a size eleven characters: longer text is none of them, and
# is refused before int() sees it (Python itself refuses numbers of more than 4,300 digits).
_LONGEST_NUMBER: Final = 40
# An error message on the command line stays a few lines long, whatever was typed.
_MAX_ERROR: Final = 500


class _ArgumentParser(argparse.ArgumentParser):
    """``argparse``, whose error messages never echo what was typed in full."""

    def error(self, message: str) -> NoReturn:
        # argparse quotes some input itself, unescaped and whole (unrecognised arguments, an
        # ambiguous option); our own messages quote excerpts already, and pass through unchanged.
        super().error(_one_line(message))


def _one_line(message: str) -> str:
    """``message`` with control characters escaped, cut to ``_MAX_ERROR`` characters."""
    head = message[:_MAX_ERROR + 1]
    text = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in head)
    if len(message) > _MAX_ERROR or len(text) > _MAX_ERROR:
        return text[:_MAX_ERROR - 1] + "…"
    return text


def _quoted(text: str) -> str:
    """``text`` (a path the player typed) in quotes, escaped, and cut short when long."""
    # repr escapes control characters, so a terminal's escape sequences are shown, not obeyed;
    # a path longer than a message can hold still shows its start, which is enough to find it.
    return clipped(repr(text[:MAX_MESSAGE + 1]))


def _deal(text: str) -> int:
    written = text.strip()
    if len(written) > _LONGEST_NUMBER:
        if written.isascii() and written.isdigit():
            raise argparse.ArgumentTypeError(f"deal numbers run from {MIN_DEAL} to {MAX_DEAL}")
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a whole number")
    try:
        deal = int(written)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a whole number") from None
    if not MIN_DEAL <= deal <= MAX_DEAL:
        raise argparse.ArgumentTypeError(f"deal numbers run from {MIN_DEAL} to {MAX_DEAL}")
    return deal


def _size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    w = h = 0
    # Text that is not two numbers is told below, with the way to write a size.
    if len(text) <= _LONGEST_NUMBER:
        with contextlib.suppress(ValueError):
            w, h = int(width), int(height)
    if not sep or not (100 <= w <= 10000 and 100 <= h <= 10000):
        raise argparse.ArgumentTypeError(
            f"{shown(text)} is not a size; write WIDTHxHEIGHT, e.g. 1280x800 (100 to 10000 each)"
        )
    return w, h


def _game(text: str) -> str:
    # In place of argparse's choices=, whose message quotes the whole of a wrong name.
    if text not in game_ids():
        raise argparse.ArgumentTypeError(
            f"there is no game called {shown(text)}; choose from {', '.join(game_ids())}"
        )
    return text


def parse_rules(game_id: str, text: str) -> Any:
    """The options ``--rules text`` chooses for ``game_id`` (as its page's ``parse_options``
    reads them); ``argparse.ArgumentTypeError``, in one short sentence, if they are none."""
    page_class = game_spec(game_id).page_class()
    try:
        return page_class.parse_options(text)
    except ValueError as exc:
        # Each game writes its own message; however much of the text it quotes, ours is short.
        raise argparse.ArgumentTypeError(f"--rules: {clipped(str(exc))}") from None


def _not_a_file(mode: int) -> str | None:
    """What a file of ``mode`` is, when it is not a regular file a position can be read from."""
    if stat.S_ISREG(mode):
        return None
    for test, kind in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"),
                       (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return f"it is {kind}, not a regular file"
    return "it is not a regular file"


def read_position(path: Path) -> str:
    """The text of the position file at ``path``; ``ValueError``, in one sentence, if it cannot
    be read: a file that is not a regular one, larger than a saved game may be, or not UTF-8."""
    where = _quoted(str(path))
    try:
        # Looked at before it is opened: opening a named pipe waits for a writer that may never
        # come, and a device (/dev/zero) or a folder holds no position.
        refused = _not_a_file(os.stat(path).st_mode)
        if refused is None:
            # Should the path become a pipe in the meantime, O_NONBLOCK keeps open() from waiting,
            # and fstat tells what was actually opened.
            flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
            with open(os.open(path, flags), "rb") as file:
                refused = _not_a_file(os.fstat(file.fileno()).st_mode)
                # One byte more than a saved game may have tells a file that is too large.
                raw = b"" if refused else file.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        # strerror alone: the whole message would quote the whole path again.
        raise ValueError(f"cannot read {where}: {exc.strerror or type(exc).__name__}") from None
    except ValueError:  # a path with a NUL in it, which no file has
        raise ValueError(f"cannot read {where}: no file has a name like that") from None
    if refused is not None:
        raise ValueError(f"cannot read {where}: {refused}")
    if len(raw) > MAX_FILE_BYTES:
        raise ValueError(f"cannot read {where}: it is larger than {MAX_FILE_BYTES // 2**20} MB, "
                         "far too large for a position")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"cannot read {where}: it is not UTF-8 text (byte {exc.start})") from None
    # Line ends as a file opened as text would give them.
    return text.replace("\r\n", "\n").replace("\r", "\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(
        prog="addiction",
        description="Patience games for the desktop: "
                    + ", ".join(spec.title for spec in games() if not spec.family) + " and their families.",
        epilog="Without --deal or --position, the game you left unfinished comes back as "
               "you left it. Set ADDICTION_DATA_DIR to keep records and the saved game in "
               "another folder.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {build_version()}")
    parser.add_argument(
        "--game", type=_game, metavar="NAME",
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
        help="open the window offscreen and try every feature of every game (Auto plays a deal "
             "of each to its end), languages, sound and card decks, and exit (status 0 when all "
             "is well, with no error in any thread); your own data is not touched",
    )
    parser.add_argument(
        "--install-desktop", action="store_true",
        help="add this addiction command to your desktop's menu (an entry, its metainfo and "
             "icons under ~/.local/share, or $XDG_DATA_HOME) and exit",
    )
    parser.add_argument(
        "--uninstall-desktop", action="store_true",
        help="take that menu entry, its metainfo and its icons away and exit",
    )
    return parser


def games_table() -> str:
    """``--list-games``: a line a game, its id, title and description in columns as wide as
    their longest entry, so each starts at the same place on every line."""
    rows = [(spec.id, spec.title, spec.description) for spec in games()]
    id_width = max(len(row[0]) for row in rows)
    title_width = max(len(row[1]) for row in rows)
    return "".join(f"{game_id:<{id_width}}  {title:<{title_width}}  {description}\n"
                   for game_id, title, description in rows)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit status (2 for bad arguments, as argparse does)."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.list_games:
        print(games_table(), end="")
        return 0
    if args.install_desktop or args.uninstall_desktop:
        from addiction.program import desktop  # noqa: PLC0415 - only these options need it

        return desktop.run(remove=args.uninstall_desktop)
    if args.self_test:
        from addiction.program.selftest import run_self_test  # noqa: PLC0415 - only this mode needs it

        return run_self_test()
    if args.deal is not None and args.position is not None:
        parser.error("choose either --deal or --position, not both")
    position: str | None = None
    if args.position is not None:
        try:
            position = read_position(args.position)
        except ValueError as exc:
            parser.error(str(exc))
    if args.screenshot is not None and args.screenshot.suffix.lower() != ".png":
        parser.error("the screenshot is written as PNG; name it something.png, not "
                     + _quoted(str(args.screenshot)))
    if args.screenshot is not None:
        # Must be decided before the QApplication exists: a screenshot never shows a window.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"

    app = _application()
    server: InstanceServer | None = None
    settled: Move | None = None
    if args.screenshot is None:
        request = {"game": args.game, "deal": args.deal, "position": position, "rules": args.rules}
        # A copy started by a version that kept the data in the old folder answers under that
        # folder's name: it shows what was asked, and the old folder moves at a later start.
        old = old_data_dir()
        folders = [default_data_dir(), *([old] if old is not None and os.path.isdir(old) else [])]
        if any(hand_over(server_name(folder), request) for folder in folders):
            return 0  # the game already running shows it
        # Before anything opens the data folder: the old folder's contents move into the new.
        settled = settle_data_folder()
        server = InstanceServer(server_name(settled.folder), app)
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
    options = None
    if args.rules is not None and start in game_ids():
        try:
            options = parse_rules(start, args.rules)
        except argparse.ArgumentTypeError as exc:
            parser.error(str(exc))
    # A screenshot keeps no records and leaves the player's saved games alone.
    storage = Storage.open(settled.folder) if settled is not None else None
    # The game asked for is dealt (or read) just below: its page deals no random one first.
    dealt_here = (position is not None or args.deal is not None or options is not None
                  or storage is None)
    window = MainWindow(settings, storage=storage, start=start, start_dealt=dealt_here)
    if settled is not None and (moved := settled.sentence()) is not None:
        print(f"addiction: {moved}", file=sys.stderr)
        window.notice.tell(moved)
    if (unread := settings.problem()) is not None:
        print(f"addiction: {unread}", file=sys.stderr)
        window.notice.tell(unread)
    page = window.page
    resumed = page is not None and page.resumed
    if page is not None and position is not None:
        try:
            page.load_position(position)
        except AddictionError as exc:
            parser.error(f"{_quoted(str(args.position))} is not a position: {exc}")
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
    status = app.exec()
    if window.restart_requested:
        # Only now: the event loop has ended and the one-copy socket is gone with it
        # (aboutToQuit), so the new start becomes the running game instead of handing over.
        if server is not None:
            server.close()
        if not relaunch(restart_command()):
            print("addiction: could not start again; start it yourself", file=sys.stderr)
    return status


def restart_command() -> list[str]:
    """The command that starts the program again as the player started it, without the
    arguments of this start (a --deal would deal again): the game left comes back."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "addiction"]


def relaunch(command: list[str]) -> bool:
    """Start ``command`` on its own, outliving this process; whether it started."""
    started, _ = QProcess.startDetached(command[0], command[1:])
    return bool(started)


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

    if not fresh:
        play()
        return
    # The same question as New Game's, which the player may have turned off in Settings;
    # one at a time: a newer launch's request replaces the one the question is about.
    window.dialogs.leave_first_once(
        QCoreApplication.translate("App", "Play It"), play, page=page,
        text=QCoreApplication.translate(
            "App", "Addiction was started again to play another game. Leave this one unfinished?"))


def _application() -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    # The solver's and the saved games' threads must never free the window's objects.
    collect_on_gui_thread(app)
    # QSettings and QStandardPaths build the player's config and data paths from these.
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(build_version())
    app.setDesktopFileName(DESKTOP_ID)
    if app.windowIcon().isNull():
        # The icon ships inside the package, so it shows from source, a wheel or a frozen build;
        # an icon theme that has the installed one (see README) takes precedence.
        app.setWindowIcon(app_icon())
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
        print(f"addiction: cannot write {_quoted(str(path))}", file=sys.stderr)
        return 1
    return 0
