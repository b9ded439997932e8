# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How long a new game of a chosen level (Game > New Game of Level) takes to deal, in the window.

For each game and level, ``--rounds`` asks two ways: *cold*, with nothing found ahead (the
search from a random deal, as the first ask of a session may meet), and *warm*, where the player
spends ``--play`` seconds on each deal while the window looks ahead in the background. Prints
the median and the slowest wait of each, in seconds, from the menu item to the new deal.

    python -m benchmarks.level_wait [--games addiction,pyramid] [--rounds 3] [--play 8]
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
    parser.add_argument("--games", default="addiction,pyramid")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--play", type=float, default=8.0)
    args = parser.parse_args(argv)
    folder = tempfile.mkdtemp(prefix="addiction-level-wait-")
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
    print(f"{'game':<12} {'level':<8} {'cold median':>12} {'cold max':>9} {'warm median':>12} "
          f"{'warm max':>9}")
    for game in args.games.split(","):
        settings = Settings()
        settings.animation_speed = "off"
        settings.winnable_indicator = False
        settings.confirm_leave = False
        settings.set_winnable_only(game, False)
        window = MainWindow(settings, storage=Storage.open(), start=game)
        window.show()
        assert window.page is not None
        finder = window.page.deals.finder
        for level in LEVELS:
            cold = []
            for _ in range(args.rounds):
                # Nothing found ahead: forget it, and let the judge's queue run dry first.
                finder.stop()
                finder.forget_ready()
                wait(0.8)
                cold.append(_new_game(window, level, wait))
            warm = []
            for _ in range(args.rounds):
                wait(args.play)
                warm.append(_new_game(window, level, wait))
            print(f"{game:<12} {level:<8} {statistics.median(cold):>12.2f} {max(cold):>9.2f} "
                  f"{statistics.median(warm):>12.2f} {max(warm):>9.2f}", flush=True)
        window.close()
    return 0


def _new_game(window: Any, level: str, wait: Callable[..., None]) -> float:
    """Seconds from New Game of ``level`` to its deal on the table, the window's events going on."""
    page = window.page
    first = page.game.deal
    began = time.perf_counter()
    window.new_game_of_level(level)
    wait(300, lambda: page.game.deal != first and not page.deals.searching)
    return time.perf_counter() - began


if __name__ == "__main__":
    raise SystemExit(main())
