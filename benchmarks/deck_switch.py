# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``python -m benchmarks.deck_switch``: how long a switch to one of the desktop's SVG decks
and back takes to redraw the table, in a 1920×1080 window (offscreen), for Addiction and
Pyramid.

A switch is timed from the choice to the end of the table's next paint (forced at once): the
deck read and checked, every card's picture read from the disk cache or found in memory, or
asked of the drawing thread (our own face standing in meanwhile), the felt and the table
painted: "returns". Then, until every card is sharp: the event loop run until the drawing
thread's last picture is on the table, painted ("sharp"). Three figures a deck: the very
first switch (nothing drawn before: every card rendered by QtSvg and written to the cache), a
switch as in a new session (the deck read again, its pictures read back from the disk
cache), and switches back and forth within a session (medians). Settings and the cache go to
a scratch folder; the player's are never touched. Each of the first two starts from the
table drawn with our own cards, as a player switches from the table on show.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

GOAL_S = 0.5
DECKS = ("kde/svg-dondorf", "kde/svg-oxygen", "aisleriot/bonded.svgz")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.deck_switch",
                                     description=__doc__)
    parser.add_argument("--rounds", type=int, default=5, help="switches there and back (5)")
    parser.add_argument("--deck", action="append", help="deck ids (default: " +
                        ", ".join(DECKS) + ")")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="addiction-decks-") as scratch:
        os.environ["XDG_CONFIG_HOME"] = str(Path(scratch) / "config")
        os.environ["XDG_CACHE_HOME"] = str(Path(scratch) / "cache")
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        return _run(Path(scratch), args.deck or list(DECKS), args.rounds)


def _run(scratch: Path, deck_ids: list[str], rounds: int) -> int:
    from PySide6.QtCore import QEventLoop, QSettings  # noqa: PLC0415 - after the environment

    from addiction.app import _application  # noqa: PLC0415
    from addiction.shell.window import MainWindow  # noqa: PLC0415
    from addiction.table import decks  # noqa: PLC0415
    from addiction.table.settings import Settings  # noqa: PLC0415
    from addiction.table.table_look import DEFAULT_LOOK, TableLook  # noqa: PLC0415

    app = _application()
    installed = {entry.id for entry in decks.discover()}
    missing = [deck for deck in deck_ids if deck not in installed]
    if missing:
        print(f"not installed here: {', '.join(missing)}", file=sys.stderr)
    deck_ids = [deck for deck in deck_ids if deck in installed]
    if not deck_ids:
        return 1
    settings = Settings(QSettings(str(scratch / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    window = MainWindow(settings, start="addiction")
    window.resize(1920, 1080)
    window.show()
    for _ in range(20):
        app.processEvents()
    print(f"window {window.width()}×{window.height()}, goal under {GOAL_S} s a switch")
    worst = 0.0
    for game, deal in (("addiction", 1), ("pyramid", 5)):
        page = window.play_game(game)
        page.new_game(deal)
        for _ in range(20):
            app.processEvents()
        view = page.view.viewport()

        def switch(look: TableLook, viewport: object = view) -> float:
            return switch_timed(look, viewport)[0]

        def switch_timed(look: TableLook, viewport: object = view) -> tuple[float, float]:
            """Until the switch returns (table painted), and until every card is sharp."""
            start = time.perf_counter()
            window.show_table_look(look)
            viewport.repaint()  # type: ignore[attr-defined]
            returned = time.perf_counter() - start
            while window.art.sharpening:
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
            viewport.repaint()  # type: ignore[attr-defined]
            return returned, time.perf_counter() - start

        def forget() -> None:
            window.art.mark_in_use()
            window.art.forget_unused()
            decks.forget_loaded()

        for deck_id in deck_ids:
            forget()
            shutil.rmtree(decks.cache_folder(), ignore_errors=True)  # the very first time
            switch(DEFAULT_LOOK)  # from the table on show, as a player switches
            first, first_sharp = switch_timed(TableLook(deck_id))
            switch(DEFAULT_LOOK)
            forget()
            switch(DEFAULT_LOOK)
            from_disk, disk_sharp = switch_timed(TableLook(deck_id))
            there, back = [], []
            for _ in range(rounds):
                back.append(switch(DEFAULT_LOOK))
                there.append(switch(TableLook(deck_id)))
            switch(DEFAULT_LOOK)
            warm = max(first, from_disk, *there, *back)
            worst = max(worst, warm)
            print(f"{game:9} {deck_id:24} very first: returns {first:.3f} s, all sharp "
                  f"{first_sharp:.3f} s; new session: returns {from_disk:.3f} s, all sharp "
                  f"{disk_sharp:.3f} s; then there {statistics.median(there):.3f} s and back "
                  f"{statistics.median(back):.3f} s (medians of {rounds})")
    print(f"slowest switch to return, the very first included: {worst:.3f} s "
          f"({'under' if worst < GOAL_S else 'OVER'} {GOAL_S} s)")
    if hasattr(os, "getloadavg"):
        print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
