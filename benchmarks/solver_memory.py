# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Solver memory: the peak resident size of a process while the computer thinks.

Run ``python -m benchmarks.solver_memory``. Each case runs in a fresh Python process (the
peak of a process never goes down, so cases must not share one) and reports its peak RSS
from ``resource.getrusage``, next to the goal it is held to:

* ``winnable``: one 4-second "still winnable" search of deal 5's first position, which stays
  unresolved for longer than that (the game's indicator gives each position 4 s);
* ``advisor``: Auto's decisions on deal 5, as the game asks for them (0.9 s each), 20 of them;
* ``study-play``: what an ``addiction-study`` worker does, three deals played out;
* ``study-winnable``: what an ``addiction-study --winnable`` worker does, 10 s on deal 5;
* ``game``: the real window (offscreen, animations off) with the "still winnable" indicator
  on, Auto pressed every half second from deal 5 on for ``--game-seconds``.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

GOALS_MB = {"winnable": 100, "advisor": 160, "study-play": 300, "study-winnable": 300, "game": 160}


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kB on Linux


def case_winnable() -> str:
    from addiction.games.gaps.engine import GapsGame  # noqa: PLC0415
    from addiction.games.gaps.solver import winnable  # noqa: PLC0415

    return winnable(GapsGame.new(5).cells, 4.0)


def case_advisor() -> str:
    from addiction.games.gaps.engine import GapsGame  # noqa: PLC0415
    from addiction.games.gaps.solver import Advisor  # noqa: PLC0415

    game, advisor = GapsGame.new(5), Advisor(0.9)
    for _ in range(20):
        decision = advisor.choose(game)
        if decision is None:
            break
        if decision == "redeal":
            game.redeal()
        else:
            game.play(decision)
    return f"score {game.score}"


def case_study_play() -> str:
    from addiction.games.gaps.engine import Rules  # noqa: PLC0415
    from addiction.games.gaps.study import PlayTask, play  # noqa: PLC0415

    records = [play(PlayTask(deal, Rules(), 0.9)) for deal in (1001, 1002, 1003)]
    return f"won {sum(r.outcome == 'won' for r in records)} of {len(records)}"


def case_study_winnable() -> str:
    from addiction.games.gaps.study import WinnableTask, ask_winnable  # noqa: PLC0415

    return ask_winnable(WinnableTask(5, 10.0)).outcome


def case_game(seconds: float) -> str:
    from PySide6.QtCore import QSettings  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from addiction.shell.window import MainWindow  # noqa: PLC0415
    from addiction.store.keeper import Storage  # noqa: PLC0415
    from addiction.table.settings import Settings  # noqa: PLC0415

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
        settings.animation_speed = "off"
        settings.winnable_indicator = True
        window = MainWindow(settings, storage=Storage.open(folder), start="addiction")
        page = window.page
        assert page is not None
        page.new_game(5)
        window.resize(1280, 800)
        window.show()
        deals, presses = 1, 0
        deadline = time.monotonic() + seconds
        next_press = time.monotonic()
        while time.monotonic() < deadline:
            app.processEvents()
            if time.monotonic() >= next_press:  # Auto every half second, as a player would
                next_press += 0.5
                if page.is_over:
                    window.new_game(None)
                    deals += 1
                else:
                    window.menus.action_auto.trigger()
                    presses += 1
            time.sleep(0.01)
        window.close()
    return f"Auto pressed {presses} times over {deals} deals"


CASES: dict[str, Callable[[argparse.Namespace], str]] = {
    "winnable": lambda _: case_winnable(),
    "advisor": lambda _: case_advisor(),
    "study-play": lambda _: case_study_play(),
    "study-winnable": lambda _: case_study_winnable(),
    "game": lambda args: case_game(args.game_seconds),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--case", choices=sorted(CASES), help="run one case in this process")
    parser.add_argument("--cases", default=",".join(CASES), help="comma-separated cases to run")
    parser.add_argument("--game-seconds", type=float, default=120.0)
    args = parser.parse_args()
    if args.case:
        start = peak_mb()
        began = time.perf_counter()
        note = CASES[args.case](args)
        print(f"{start:.0f} {peak_mb():.0f} {time.perf_counter() - began:.1f} {note}")
        return
    print(f"{'case':<16}{'at start':>10}{'peak':>10}{'goal':>8}  time   result")
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    for name in args.cases.split(","):
        out = subprocess.run(
            [sys.executable, "-m", "benchmarks.solver_memory", "--case", name,
             "--game-seconds", str(args.game_seconds)],
            capture_output=True, text=True, check=True, env=env,
        ).stdout.split(maxsplit=3)
        at_start, peak, took = out[0], out[1], out[2]
        note = out[3].strip() if len(out) > 3 else ""
        verdict = "ok" if float(peak) <= GOALS_MB[name] else "OVER"
        print(f"{name:<16}{at_start + ' MB':>10}{peak + ' MB':>10}{GOALS_MB[name]:>5} MB  "
              f"{took:>5}s  {note} [{verdict}]", flush=True)


if __name__ == "__main__":
    main()
