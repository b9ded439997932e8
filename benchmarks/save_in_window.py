# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the save after every action costs the UI thread of the real window.

Run ``python -m benchmarks.save_in_window`` (offscreen unless QT_QPA_PLATFORM says otherwise;
``--actions`` to change the 200 actions, ``--pause`` the 0.1 s between them, ``--dir`` to save
on another disk). The window plays
random legal moves (a redeal when stuck, a new deal when a game ends) as a player's clicks
would, and times the keeper's ``save`` as it runs inside the model's signal, next to the whole
action (engine, board view and status bar included). The disk write itself happens on the
store's worker thread and is not part of these figures. Figures only: nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from addiction.core.rng import SplitMix64
from addiction.games.gaps.engine.variants import ADDICTION_ID as GAME_NAME
from addiction.games.gaps.keeper import GapsKeeper
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.shell.window import MainWindow
from addiction.store import RecordsStore, SavedGames
from addiction.store.keeper import Storage
from addiction.table.page import PageContext
from addiction.table.settings import Settings


class TimedSaves(SavedGames):
    """Saved games that note how long handing a save to the writer thread takes."""

    def __init__(self, directory: Path) -> None:
        super().__init__(directory)
        self.samples: list[float] = []

    def save(self, game: str, data: Mapping[str, Any]) -> None:
        start = time.perf_counter()
        super().save(game, data)
        self.samples.append((time.perf_counter() - start) * 1000)


class TimedKeeper(GapsKeeper):
    """A keeper that notes how long each save takes on the calling thread."""

    samples: list[float]
    model: GapsModel

    def save(self) -> None:
        start = time.perf_counter()
        super().save()
        # A finishing action records the game instead of saving it: not a save to time.
        if not self.model.game.is_over:
            self.samples.append((time.perf_counter() - start) * 1000)


def summary(label: str, samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * len(ordered)))]
    return (
        f"{label:<34} median {statistics.median(ordered):6.3f} ms   p95 {p95:6.3f} ms   "
        f"max {ordered[-1]:6.3f} ms   ({len(ordered)} samples)"
    )


def run(actions: int, folder: Path, pause: float) -> None:
    app = QApplication.instance() or QApplication([])
    del app
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    # "off" keeps the figures about the save, not about how long animations are queued.
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    model = GapsModel()
    saves = TimedSaves(folder)
    storage = Storage(RecordsStore.open(folder), saves)
    keeper = TimedKeeper(model, storage)
    keeper.samples = []
    keeper.model = model
    model.new_game(1)

    def page(context: PageContext) -> GapsPage:
        # The page plays the model whose saves are timed (its own keeper sees no storage).
        return GapsPage(PageContext(context.settings, context.art, None, context.window),
                             model=model)

    window = MainWindow(settings, start="addiction", factories={"addiction": page})
    window.resize(1280, 800)
    window.show()
    QApplication.processEvents()

    gen = SplitMix64(2026)
    keeper.samples.clear()
    saves.samples.clear()
    whole: list[float] = []
    history: list[int] = []
    finished = 0
    while len(whole) < actions:
        game = model.game
        moves = game.moves()
        start = time.perf_counter()
        if moves:
            model.play(moves[gen.below(len(moves))])
        elif game.can_redeal:
            model.redeal()
        whole.append((time.perf_counter() - start) * 1000)
        history.append(len(model.game.history))
        QApplication.processEvents()
        # A player's next click comes after a while: the writer has usually finished by then.
        time.sleep(pause)
        if model.game.is_over:
            finished += 1
            window.new_game(None)
            # The new deal's save is not an action's.
            keeper.samples.pop()
            saves.samples.pop()
    keeper.saves.flush()
    size = keeper.saves.path(GAME_NAME).stat().st_size

    print(f"{actions} actions over {finished + 1} deals; history length at save: median "
          f"{statistics.median(history):.0f}, max {max(history)}; saved file {size} bytes")
    print(summary("save after an action (UI thread)", keeper.samples))
    print(summary("  of which the hand-off to the writer", saves.samples))
    print(summary("whole action (UI thread)", whole))
    window.close()
    storage.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument(
        "--pause", type=float, default=0.1, help="seconds between actions (default 0.1)"
    )
    parser.add_argument("--dir", type=Path, help="folder for the saved game (default: a temporary one)")
    args = parser.parse_args()
    if args.dir is not None:
        args.dir.mkdir(parents=True, exist_ok=True)
        run(args.actions, args.dir, args.pause)
        return
    with tempfile.TemporaryDirectory() as folder:
        run(args.actions, Path(folder), args.pause)


if __name__ == "__main__":
    main()
