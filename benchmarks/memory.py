# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Resident memory: the game after start and while Auto plays, one winnable search, a study worker.

Run ``python -m benchmarks.memory`` (``--minutes`` to change the 2 minutes of play; ``--skip``
to leave parts out). Needs an X server for the play run: without ``$DISPLAY`` a private Xvfb is
started; keys go in through ``xdotool`` (``apt-get install xvfb xdotool``). Four figures:

* **play**: the real game, launched like a player's first start (empty home, ``--deal 5``,
  the still-winnable indicator on through an ``ADDICTION_SETTINGS`` file). Its VmRSS is read
  every 0.2 s: one second after its window maps, five seconds after (the indicator's first
  search has had its time; the highest sample until then beside it), then while ``A`` (Auto)
  is pressed every half second for the given minutes; a won or lost game's dialog is answered
  with Return (New Game), so play goes on. The peak is the highest sample and the kernel's own
  high-water mark (VmHWM). RssAnon, printed beside the start figures, is VmRSS without the
  pages of shared libraries: GTK sometimes maps Mesa's libLLVM (48 MB) and sometimes not.
* **Aisleriot** (if installed): ``sol --variation=gaps`` started the same way, then left idle
  for as long (it has no Auto key to press): its start and its peak while idle.
* **one search**: a fresh interpreter plays the first legal move of deal 5 five times and
  asks ``winnable()`` once with a 4-second budget; it reports its own peak (``ru_maxrss``),
  with the peak before the solver was imported beside it.
* **study worker**: ``addiction-study`` on a few deals with two worker processes; each
  worker's VmHWM is read every 0.2 s until it exits.

Figures only, printed beside the goals of issue 14: nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from benchmarks._launch import (
    MapWatcher,
    children_of,
    fresh_environment,
    goal_text,
    launch,
    make_home,
    megabytes,
    read_status,
    read_status_kb,
    stop,
    x_display,
)

DEAL: Final = 5
SAMPLE_EVERY: Final = 0.2
PRESS_EVERY: Final = 0.5
SETTLE_SECONDS: Final = 5.0
MAP_TIMEOUT: Final = 60.0
SEARCH_MOVES: Final = 5
SEARCH_SECONDS: Final = 4.0
STUDY_DEALS: Final = "1-6"
STUDY_JOBS: Final = 2
AIM_START_MB: Final = 90
AIM_PLAY_PEAK_MB: Final = 160
AIM_SEARCH_MB: Final = 100
AIM_WORKER_MB: Final = 300
# The indicator is on by default; saying so in the file keeps the run honest if that changes.
SETTINGS_INI: Final = "[view]\nwinnable_indicator=true\n"
MEMORY_FIELDS: Final = ("VmRSS", "RssAnon")
PARTS: Final = ("play", "aisleriot", "search", "study")


@dataclass(slots=True)
class Trace:
    """VmRSS samples of one process, in kibibytes, with what happened meanwhile."""

    # 1 s after the window mapped, and SETTLE_SECONDS after with nothing pressed yet:
    # VmRSS, and RssAnon (what the program allocated, without shared-library pages).
    after_start: dict[str, int] = field(default_factory=dict)
    settled: dict[str, int] = field(default_factory=dict)
    # The highest VmRSS sample before anything was pressed: the first still-winnable search
    # grows and frees its tables within those seconds, so one instant can miss it.
    start_peak: int | None = None
    samples: list[int] = field(default_factory=list)
    high_water: int | None = None  # VmHWM just before the process was stopped
    at_end: int | None = None
    actions: int = 0  # times the saved game was rewritten
    games_ended: int = 0  # end-of-game dialogs answered

    @property
    def peak(self) -> int | None:
        return max(self.samples) if self.samples else None


def maxrss_kb() -> int:
    """This process's peak resident memory so far (Linux reports kibibytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def newest_change(folder: Path) -> float:
    """The latest modification time of the files in ``folder`` (0 while it is empty)."""
    times = [entry.stat().st_mtime for entry in folder.iterdir() if entry.is_file()]
    return max(times, default=0.0)


def sample_until(pid: int, until: float, trace: Trace, each: Callable[[float], None], *,
                 clock: Callable[[], float] = time.perf_counter,
                 sleep: Callable[[float], None] = time.sleep) -> None:
    """Sample ``pid``'s VmRSS every SAMPLE_EVERY s until ``until``, calling ``each(now)`` too."""
    while (now := clock()) < until:
        rss = read_status_kb(pid)
        if rss is None:
            return
        trace.samples.append(rss)
        each(now)
        sleep(max(0.0, min(SAMPLE_EVERY - (clock() - now), until - now)))


class Keys:
    """Presses keys in the game through xdotool, focusing the right window first."""

    def __init__(self, display: str, watcher: MapWatcher, main_window: int, pid: int) -> None:
        xdotool = shutil.which("xdotool")
        if xdotool is None:
            sys.exit("xdotool is needed to press Auto: apt-get install xdotool")
        self.xdotool = xdotool
        self.env = dict(os.environ, DISPLAY=display)
        self.watcher, self.main_window, self.pid = watcher, main_window, pid
        self.dialogs_answered = 0

    def press(self) -> None:
        """Auto in the main window; Return (New Game) when the end-of-game dialog shows."""
        self.watcher.events(0)
        dialogs = [window for window, pid in self.watcher.mapped.items()
                   if window != self.main_window and pid == self.pid]
        window, key = (dialogs[-1], "Return") if dialogs else (self.main_window, "a")
        # Without a window manager nothing gives a window the focus; XTEST keys then go
        # to the focused window, which Qt treats as the player's own typing.
        subprocess.run(
            [self.xdotool, "windowfocus", "--sync", str(window), "key", key],
            env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=5,
            check=False,
        )
        if dialogs:
            self.dialogs_answered += 1


def play_run(command: list[str], minutes: float, display: str, watcher: MapWatcher,
             scratch: Path, *, drive: bool) -> Trace | None:
    """Start ``command`` as a new user's first start and trace its memory for ``minutes``."""
    home = make_home(scratch)
    env = fresh_environment(os.environ, home, display)
    data = home / "game"
    data.mkdir()
    settings = home / "settings.ini"
    settings.write_text(SETTINGS_INI, encoding="ascii")
    env["ADDICTION_DATA_DIR"], env["ADDICTION_SETTINGS"] = str(data), str(settings)
    started = launch(command, env, scratch / "play.log")
    trace = Trace()
    try:
        mapped = watcher.wait_for(started.process, MAP_TIMEOUT)
        if mapped is None:
            print(f"{command[0]}: no window within {MAP_TIMEOUT:g} s")
            return None
        pid = mapped.pid or started.process.pid
        sample_until(pid, mapped.at + 1.0, trace, lambda _: None)
        trace.after_start = read_status(pid, MEMORY_FIELDS) or {}
        sample_until(pid, mapped.at + SETTLE_SECONDS, trace, lambda _: None)
        trace.settled = read_status(pid, MEMORY_FIELDS) or {}
        trace.start_peak = trace.peak
        keys = Keys(display, watcher, mapped.window, pid) if drive else None
        last_change = newest_change(data)
        next_press = time.perf_counter()

        def each(now: float) -> None:
            nonlocal next_press, last_change
            change = newest_change(data)
            if change != last_change:
                trace.actions += 1
                last_change = change
            if keys is not None and now >= next_press:
                keys.press()
                next_press += PRESS_EVERY

        sample_until(pid, time.perf_counter() + 60 * minutes, trace, each)
        trace.high_water = read_status_kb(pid, "VmHWM")
        trace.at_end = read_status_kb(pid)
        trace.games_ended = keys.dialogs_answered if keys is not None else 0
        if started.process.poll() is not None:
            print(f"{command[0]} exited during the run (status {started.process.returncode})")
        return trace
    finally:
        stop(started.process)
        shutil.rmtree(home, ignore_errors=True)


def one_search() -> None:
    """In a fresh interpreter: a few moves of deal 5, one 4-second search, peaks as JSON."""
    before = maxrss_kb()
    # Imported here, not at the top: the solver's own share is part of what is measured.
    from addiction.games.gaps.engine import GapsGame, Rules  # noqa: PLC0415
    from addiction.games.gaps.solver import winnable  # noqa: PLC0415

    game = GapsGame.new(DEAL, Rules())
    for _ in range(SEARCH_MOVES):
        moves = game.moves()
        if not moves:
            break
        game.play(moves[0])
    imported = maxrss_kb()
    start = time.perf_counter()
    verdict = winnable(game.cells, SEARCH_SECONDS)
    seconds = time.perf_counter() - start
    print(json.dumps({"before_import_kb": before, "after_import_kb": imported,
                      "peak_kb": maxrss_kb(), "verdict": verdict, "seconds": seconds}))


def search_figures() -> list[str]:
    out = subprocess.run(
        [sys.executable, "-c", "from benchmarks.memory import one_search; one_search()"],
        capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parent.parent,
    )
    found = json.loads(out.stdout.strip().splitlines()[-1])
    return [
        f"one {SEARCH_SECONDS:g}-s winnable() search, fresh process (deal {DEAL}, "
        f"{SEARCH_MOVES} moves in): peak {goal_text(found['peak_kb'], AIM_SEARCH_MB)}",
        f"  answered {found['verdict']!r} in {found['seconds']:.2f} s; peak before importing "
        f"the solver {megabytes(found['before_import_kb'])}, after import and moves "
        f"{megabytes(found['after_import_kb'])}",
    ]


def study_command() -> list[str]:
    script = Path(sys.executable).parent / "addiction-study"
    head = [str(script)] if script.exists() else [sys.executable, "-m", "addiction.study.cli"]
    return [*head, "--deals", STUDY_DEALS, "--jobs", str(STUDY_JOBS)]


def is_pool_worker(pid: int) -> bool:
    """A multiprocessing worker started by ``spawn`` (not the resource tracker)."""
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False
    return b"spawn_main" in cmdline


def study_figures() -> list[str]:
    command = study_command()
    started = time.perf_counter()
    study = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    workers: dict[int, int] = {}
    main_peak = 0
    while study.poll() is None:
        main_peak = max(main_peak, read_status_kb(study.pid, "VmHWM") or 0)
        for child in children_of(study.pid):
            if is_pool_worker(child):
                workers[child] = max(workers.get(child, 0), read_status_kb(child, "VmHWM") or 0)
        time.sleep(SAMPLE_EVERY)
    seconds = time.perf_counter() - started
    if study.returncode != 0 or not workers:
        return [f"study: {' '.join(command)} failed (status {study.returncode})"]
    peaks = sorted(workers.values())
    return [
        f"addiction-study worker, deals {STUDY_DEALS} on {STUDY_JOBS} workers ({seconds:.0f} s): "
        f"peak {goal_text(peaks[-1], AIM_WORKER_MB)}",
        f"  each worker {', '.join(megabytes(p) for p in peaks)}; "
        f"the parent process {megabytes(main_peak)}",
    ]


def trace_lines(name: str, trace: Trace, *, goals: bool) -> list[str]:
    rss = trace.after_start.get("VmRSS")
    start = goal_text(rss, AIM_START_MB) if goals else megabytes(rss)
    peak = goal_text(trace.peak, AIM_PLAY_PEAK_MB) if goals else megabytes(trace.peak)
    return [
        f"{name}: 1 s after the window mapped {start}, "
        f"of it RssAnon {megabytes(trace.after_start.get('RssAnon'))}",
        f"  {SETTLE_SECONDS:g} s after it mapped, untouched: "
        f"{megabytes(trace.settled.get('VmRSS'))}, "
        f"of it RssAnon {megabytes(trace.settled.get('RssAnon'))}; "
        f"highest sample until then {megabytes(trace.start_peak)}",
        f"  peak of {len(trace.samples)} samples over the run: {peak}",
        f"  kernel high-water mark (VmHWM) {megabytes(trace.high_water)}; at the end "
        f"{megabytes(trace.at_end)}",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=2.0,
                        help="minutes of Auto play (and of Aisleriot idling)")
    parser.add_argument("--skip", choices=PARTS, action="append", default=[],
                        help="leave a part out (may be repeated)")
    args = parser.parse_args()
    skip = set(args.skip)
    lines: list[str] = []
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    if not {"play", "aisleriot"} <= skip:
        from benchmarks.startup import aisleriot_command, ours_command  # noqa: PLC0415

        with x_display() as display, MapWatcher(display) as watcher, \
                tempfile.TemporaryDirectory(prefix="memory-") as folder:
            if "play" not in skip:
                ours = ours_command()
                trace = play_run(ours, args.minutes, display, watcher, Path(folder), drive=True)
                if trace is not None:
                    lines += trace_lines(f"Addiction ({' '.join(ours[1:])}, still-winnable on)",
                                         trace, goals=True)
                    lines.append(f"  Auto pressed every {PRESS_EVERY:g} s for {args.minutes:g} min: "
                                 f"{trace.actions} saves of the game seen, "
                                 f"end-of-game dialog answered with New Game "
                                 f"{trace.games_ended} times")
            sol = aisleriot_command()
            if "aisleriot" not in skip and sol is not None:
                trace = play_run(sol, args.minutes, display, watcher, Path(folder), drive=False)
                if trace is not None:
                    lines += trace_lines("Aisleriot (Gaps), left idle", trace, goals=False)
    if "search" not in skip:
        lines += search_figures()
    if "study" not in skip:
        lines += study_figures()
    print(f"load average after the runs {os.getloadavg()[0]:.2f}")
    for line in lines:
        print(line)


if __name__ == "__main__":
    main()
