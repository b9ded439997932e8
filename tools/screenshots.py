# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``python -m tools.screenshots [FOLDER]``: the pictures of the README, docs/ and the metainfo, drawn
offscreen by the real window at 800×600 and 1280×800.

Five scenes each: the start screen, the Gaps family's chooser, a Pyramid deal, the same deal
paused (P: the felt covers the cards), and Addiction won by Play to the End with its
end-of-game dialog over the table. Then that last scene at 800×600 and 1920×1080 under a light
and a dark desktop: ``won-<size>-<light|dark>.png`` (``--schemes`` draws only those). Then, at
1280×800, Addiction and Pyramid drawn with two of the desktop's decks (one of KDE's, one of
Aisleriot's) where they are installed: ``deck-<name>-<game>.png``; ``--decks`` draws only those.
Settings, records, saved games and the decks' pictures kept between runs go to a scratch folder,
so the player's own are never read or written; animations are off, so every run draws the same
pictures.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable, Collection
from pathlib import Path

from PySide6.QtCore import QObject, QPoint, QSettings, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QDialog

from addiction.i18n import choose_language, install_translators
from addiction.program.app import _application
from addiction.shell.window import CHOOSE, MainWindow
from addiction.store.keeper import Storage
from addiction.table.page import GamePage
from addiction.table.settings import Settings

SIZES = ((800, 600), (1280, 800))
# The sizes of the pictures under a light and a dark desktop: a small screen and a common one.
SCHEME_SIZES = ((800, 600), (1920, 1080))
SCHEMES = (("light", Qt.ColorScheme.Light), ("dark", Qt.ColorScheme.Dark))
PARTS = ("scenes", "schemes", "decks")
# The desktop's decks shown, by id, with the name in their pictures' file names; each on the
# felt and back a player might choose with it.
DECK_SHOTS = (("kde/svg-dondorf", "dondorf", "", "deck"),
              ("aisleriot/bonded.svgz", "bonded", "#1d4f7a", "red"))
DEFAULT_FOLDER = Path(__file__).resolve().parent.parent / "resources" / "screenshots"
# How long the table gets to lay itself out after a resize or a change of page.
SETTLE_S = 0.4
# The longest wait for a deck's cards to be drawn sharp (the biggest take a few seconds).
DECK_WAIT_S = 60.0
# How long the end-of-game dialog may take to open once the game has ended.
DIALOG_WAIT_S = 30.0
# Far beyond a game played to its end by the computer, animations off.
PLAY_WAIT_S = 600.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.screenshots", description=__doc__)
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT_FOLDER,
                        help="where the PNGs go (default: resources/screenshots)")
    only = parser.add_mutually_exclusive_group()
    only.add_argument("--decks", action="store_true",
                      help="draw only the pictures with the desktop's card decks")
    only.add_argument("--schemes", action="store_true",
                      help="draw only the pictures under a light and a dark desktop")
    args = parser.parse_args(argv)
    args.folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="addiction-shots-") as scratch:
        # Before Qt looks for them: the records and settings of these games are thrown away.
        os.environ["XDG_DATA_HOME"] = str(Path(scratch) / "data")
        os.environ["XDG_CONFIG_HOME"] = str(Path(scratch) / "config")
        # And the decks' pictures drawn for them (the disk cache) with them.
        os.environ["XDG_CACHE_HOME"] = str(Path(scratch) / "cache")
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        parts = ("decks",) if args.decks else ("schemes",) if args.schemes else PARTS
        for path in _draw_all(args.folder, Path(scratch), parts):
            print(path)
    return 0


def _draw_all(folder: Path, scratch: Path, parts: Collection[str] = PARTS) -> list[Path]:
    """The pictures of ``parts``: "scenes" at each size, the won game under each "schemes",
    and the desktop's "decks"."""
    app = _application()
    install_translators(app, choose_language("en"))
    written: list[Path] = []
    if "scenes" in parts:
        for width, height in SIZES:
            written += _draw_at(app, folder, scratch, width, height)
    if "schemes" in parts:
        for size in SCHEME_SIZES:
            for name, scheme in SCHEMES:
                written.append(_draw_in_scheme(app, folder, scratch, size, name=name, scheme=scheme))
    if "decks" in parts:
        written += _draw_decks(app, folder, scratch, *SIZES[-1])
    return written


class _Desktop(QObject):
    """A desktop whose colour scheme is ``scheme`` whatever the machine's, in place of Qt's
    style hints (see ``addiction.shell.colour_scheme``)."""

    colorSchemeChanged = Signal(Qt.ColorScheme)

    def __init__(self, scheme: Qt.ColorScheme) -> None:
        super().__init__()
        self._scheme = scheme

    def colorScheme(self) -> Qt.ColorScheme:
        return self._scheme


def _draw_in_scheme(app: QApplication, folder: Path, scratch: Path, size: tuple[int, int], *,
                    name: str, scheme: Qt.ColorScheme) -> Path:
    """Addiction won, with its end-of-game dialog, in a window of ``size`` under a desktop of
    ``scheme``: records of their own, so every picture tells the same first win."""
    width, height = size
    settings = Settings(QSettings(str(scratch / f"settings-{width}-{name}.ini"),
                                  QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    storage = Storage.open(scratch / f"data-{width}-{name}")
    window = MainWindow(settings, storage=storage, start=CHOOSE, scheme_hints=_Desktop(scheme))
    path = folder / f"won-{width}x{height}-{name}.png"
    try:
        window.resize(width, height)
        window.show()
        _settle(app)
        if not _won_addiction(app, window).save(str(path), "PNG"):
            raise SystemExit(f"cannot write {path}")
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()
        storage.close()
    return path


def _draw_decks(app: QApplication, folder: Path, scratch: Path, width: int, height: int
                ) -> list[Path]:
    """Addiction's deal 1 and Pyramid's deal 5 with each deck of ``DECK_SHOTS`` installed."""
    from addiction.cardart import decks  # noqa: PLC0415 - only for these pictures
    from addiction.cardart.table_look import TableLook  # noqa: PLC0415

    installed = {entry.id for entry in decks.discover()}
    written: list[Path] = []
    for deck_id, name, felt, back in DECK_SHOTS:
        if deck_id not in installed:
            print(f"{deck_id} is not installed here: no pictures of it", file=sys.stderr)
            continue
        settings = Settings(QSettings(str(scratch / f"settings-{name}.ini"),
                                      QSettings.Format.IniFormat))
        settings.animation_speed = "off"
        settings.winnable_indicator = False
        window = MainWindow(settings, start=CHOOSE)
        try:
            window.resize(width, height)
            window.show()
            window.keep_table_look(TableLook(deck_id, back, felt))
            for game, deal in (("addiction", 1), ("pyramid", 5)):
                window.play_game(game).new_game(deal)
                # The deck read and every card drawn sharp (on the drawing thread), then settled.
                deadline = time.monotonic() + DECK_WAIT_S
                while window.art.sharpening and time.monotonic() < deadline:
                    app.processEvents()
                    time.sleep(0.01)
                _settle(app)
                path = folder / f"deck-{name}-{game}.png"
                if not window.grab().save(str(path), "PNG"):
                    raise SystemExit(f"cannot write {path}")
                written.append(path)
        finally:
            window.close()
            window.deleteLater()
            app.processEvents()
    return written


def _draw_at(app: QApplication, folder: Path, scratch: Path, width: int, height: int) -> list[Path]:
    settings = Settings(QSettings(str(scratch / f"settings-{width}.ini"),
                                  QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    storage = Storage.open()
    window = MainWindow(settings, storage=storage, start=CHOOSE)
    written: list[Path] = []

    def shot(name: str, grab: Callable[[], QPixmap]) -> None:
        path = folder / f"{name}-{width}x{height}.png"
        if not grab().save(str(path), "PNG"):
            raise SystemExit(f"cannot write {path}")
        written.append(path)

    try:
        window.resize(width, height)
        window.show()
        _settle(app)
        shot("start", window.grab)
        window.start_screen.open_family("gaps")
        _settle(app)
        shot("chooser", window.grab)
        window.play_game("pyramid").new_game(5)
        _settle(app)
        shot("pyramid", window.grab)
        window.menus.action_pause.trigger()
        _settle(app)
        shot("paused", window.grab)
        window.menus.action_pause.trigger()
        shot("win", lambda: _won_addiction(app, window))
    finally:
        for dialog in window.findChildren(QDialog):
            dialog.close()
        window.close()
        window.deleteLater()
        app.processEvents()
        storage.close()
    return written


def _settle(app: QApplication, seconds: float = SETTLE_S) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)


def _won_addiction(app: QApplication, window: MainWindow) -> QPixmap:
    """Addiction's first deal from 1 up that Play to the End wins; the window with the
    end-of-game dialog drawn over the middle of it, as the player sees them."""
    for deal in range(1, 50):
        page = window.play_game("addiction")
        page.new_game(deal)
        _auto_to_the_end(app, window, page)
        if page.game.is_won:
            break
    else:
        raise SystemExit("Play to the End won none of Addiction's deals 1-49")
    dialogs = window.dialogs
    deadline = time.monotonic() + DIALOG_WAIT_S
    while dialogs.end_dialog is None or not dialogs.end_dialog.isVisible():
        if time.monotonic() > deadline:
            raise SystemExit("the end-of-game dialog did not open")
        app.processEvents()
        time.sleep(0.01)
    _settle(app)
    table = window.grab()
    dialog = dialogs.end_dialog.grab()
    painter = QPainter(table)
    corner = QPoint((table.width() - dialog.width()) // 2, (table.height() - dialog.height()) // 2)
    painter.drawPixmap(corner, dialog)
    painter.end()
    dialogs.close_end_dialog()
    return table


def _auto_to_the_end(app: QApplication, window: MainWindow, page: GamePage) -> None:
    """Play to the End, as the player would choose it, until it stops by itself."""
    window.menus.action_play_to_end.trigger()
    deadline = time.monotonic() + PLAY_WAIT_S
    while page.playing_to_end:
        if time.monotonic() > deadline:
            raise SystemExit(f"Play to the End still played after {PLAY_WAIT_S:.0f} s")
        app.processEvents()
        time.sleep(0.001)


if __name__ == "__main__":
    sys.exit(main())
