# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How long New Game takes to deal a deal made for the player, in the window.

By default New Game with Winnable Deals Only on; with ``--levels``, New Game of each level
(Game > New Game of Level) with it off. For each game (and level), ``--rounds`` asks two ways:
*cold*, the search from a random deal with nothing found ahead (the first ask of a session),
and *as played*, where the player spends ``--play`` seconds on each deal while the window
looks ahead in the background. Prints the median and the slowest of each, in seconds, from
the menu item to the new deal on the table.

    python -m benchmarks.deal_wait [--games addiction,pyramid] [--rounds 5] [--play 5] [--levels]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="addiction,spaces-and-aces,paganini,pyramid")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--play", type=float, default=5.0)
    parser.add_argument("--levels", action="store_true",
                        help="time New Game of each level instead of a winnable New Game")
    args = parser.parse_args(argv)
    folder = tempfile.mkdtemp(prefix="addiction-deal-wait-")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["ADDICTION_DATA_DIR"] = os.path.join(folder, "data")
    os.environ["ADDICTION_SETTINGS"] = os.path.join(folder, "settings.ini")

    from PySide6.QtWidgets import QApplication  # noqa: PLC0415 - after the environment

    from addiction.contract import LEVELS  # noqa: PLC0415
    from addiction.shell.window import MainWindow  # noqa: PLC0415
    from addiction.store.keeper import Storage  # noqa: PLC0415
    from addiction.table.settings import Settings  # noqa: PLC0415
    from benchmarks._in_window import wait  # noqa: PLC0415

    app = QApplication.instance() or QApplication(sys.argv[:1])
    del app
    # What is asked for: a level, by its own menu item, or a winnable deal, by New Game (None).
    asks: tuple[str | None, ...] = LEVELS if args.levels else (None,)
    print(f"{'game':<18} {'deal':<9} {'cold median':>12} {'cold max':>9} {'played median':>14} "
          f"{'played max':>11}")
    for game in args.games.split(","):
        settings = Settings()
        settings.animation_speed = "off"
        settings.winnable_indicator = False
        settings.confirm_leave = False
        settings.set_winnable_only(game, not args.levels)
        window = MainWindow(settings, storage=Storage.open(), start=game)
        window.show()
        assert window.page is not None
        finder = window.page.deals.finder
        for level in asks:
            cold = []
            for _ in range(args.rounds):
                # Nothing found ahead: forget it, and let the judge's queue run dry first.
                finder.stop()
                finder.forget_ready()
                wait(0.8)
                cold.append(_new_game(window, level, wait))
            played = []
            for _ in range(args.rounds):
                wait(args.play)
                played.append(_new_game(window, level, wait))
            print(f"{game:<18} {level or 'winnable':<9} {statistics.median(cold):>12.2f} {max(cold):>9.2f} "
                  f"{statistics.median(played):>14.2f} {max(played):>11.2f}", flush=True)
        window.close()
    return 0


def _new_game(window: Any, level: str | None, wait: Callable[..., None]) -> float:
    """Seconds from New Game (of ``level``, if one) to the next deal on the table, the window's
    events going on."""
    page = window.page
    first = page.game.deal
    began = time.perf_counter()
    if level is None:
        window.new_game(None)
    else:
        window.new_game_of_level(level)
    wait(300, lambda: page.game.deal != first and not page.deals.searching)
    return time.perf_counter() - began


if __name__ == "__main__":
    raise SystemExit(main())
