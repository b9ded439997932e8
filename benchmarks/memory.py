# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Resident memory: the game after start and while Auto plays, one winnable search, a study worker.

Run ``python -m benchmarks.memory`` (``--minutes`` to change the 2 minutes of play; ``--skip``
to leave parts out). Needs an X server for the play run: without ``$DISPLAY`` a private Xvfb is
started; keys go in through ``xdotool`` (``apt-get install xvfb xdotool``). The programs run
are this checkout's (``PYTHONPATH`` points at it), not whatever ``addiction`` is installed.
Four figures, and a fifth on request:

* **play**: the real game, launched like a player's first start (empty home, ``--deal 5``,
  the still-winnable indicator on through an ``ADDICTION_SETTINGS`` file). Its VmRSS is read
  every 0.2 s: half a second, one second and five seconds after its window maps (the
  indicator's first search has had its time by then; the highest sample until then beside
  it), then while ``A`` (Auto) is pressed every half second for the given minutes; a won or
  lost game's dialog is answered with Return (New Game), so play goes on. The peak is the
  highest sample and the kernel's own high-water mark (VmHWM). RssAnon, printed beside the
  start figures, is VmRSS without the pages of shared libraries: GTK sometimes maps Mesa's
  libLLVM (48 MB) and sometimes not.
* **tour** (``--tour``, alone or with the others; ``--tour-minutes``, 10 by default): one
  window (the still-winnable indicator on, animations at their default speed) shows every game
  of the registry in turn, ``--visit`` seconds each; on each visit Auto decides one move
  after another, half a second apart as a player pressing A would, and a finished game is
  followed by the next deal. The window runs in its own process on the X display; its VmRSS
  is sampled from outside every 10 s. Printed: every sample, the peak, and the slope of a
  least-squares line through the samples of the last five minutes (MB a minute).
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
ROOT: Final = Path(__file__).resolve().parent.parent
TOUR_SAMPLE_EVERY: Final = 10.0
TOUR_SLOPE_MINUTES: Final = 5.0
TOUR_VISIT_SECONDS: Final = 5.0
TOUR_PRESS_EVERY: Final = 0.5
TOUR_DECISION_TIMEOUT: Final = 30.0
TOUR_FIRST_DEAL: Final = 5


@dataclass(slots=True)
class Trace:
    """VmRSS samples of one process, in kibibytes, with what happened meanwhile."""

    # 0.5 s and 1 s after the window mapped, and SETTLE_SECONDS after with nothing pressed
    # yet: VmRSS, and RssAnon (what the program allocated, without shared-library pages).
    half_second: dict[str, int] = field(default_factory=dict)
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
    env["PYTHONPATH"] = str(ROOT)  # this checkout's game, not the one installed
    started = launch(command, env, scratch / "play.log")
    trace = Trace()
    try:
        mapped = watcher.wait_for(started.process, MAP_TIMEOUT)
        if mapped is None:
            print(f"{command[0]}: no window within {MAP_TIMEOUT:g} s")
            return None
        pid = mapped.pid or started.process.pid
        sample_until(pid, mapped.at + 0.5, trace, lambda _: None)
        trace.half_second = read_status(pid, MEMORY_FIELDS) or {}
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


# --- the tour: every game in turn ------------------------------------------------------------


def tour_driver(visit_seconds: float) -> None:
    """In the window's own process: every game in turn, Auto every half second, until killed.

    Prints ``ready`` once the window is shown, then one line a visit (the game, Auto's
    decisions and the deals begun), flushed so the parent can count them.
    """
    # Qt and the game are imported only now: the parent set the environment first.
    from PySide6.QtCore import QSettings  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from addiction.registry import games  # noqa: PLC0415
    from addiction.shell.window import MainWindow  # noqa: PLC0415
    from addiction.store.keeper import Storage  # noqa: PLC0415
    from addiction.table.settings import Settings  # noqa: PLC0415
    from benchmarks._in_window import press_auto, wait  # noqa: PLC0415

    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = Settings(QSettings(os.environ["ADDICTION_SETTINGS"], QSettings.Format.IniFormat))
    settings.winnable_indicator = True
    window = MainWindow(settings, storage=Storage.open(Path(os.environ["ADDICTION_DATA_DIR"])))
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    ids = [spec.id for spec in games()]
    deals = iter(range(TOUR_FIRST_DEAL, 1_000_000_000))
    begun: set[str] = set()

    print("ready", flush=True)
    while True:
        for game_id in ids:
            page = window.play_game(game_id)
            decisions = new_deals = 0
            if game_id not in begun:
                begun.add(game_id)
                page.new_game(next(deals))
                new_deals += 1
            leave_at = time.monotonic() + visit_seconds
            while time.monotonic() < leave_at:
                if page.is_over:
                    page.new_game(next(deals))
                    new_deals += 1
                press_auto(page, TOUR_DECISION_TIMEOUT)
                decisions += 1
                wait(TOUR_PRESS_EVERY)
            print(f"visit {game_id} {decisions} {new_deals}", flush=True)


def slope_mb_per_minute(points: list[tuple[float, int]]) -> float:
    """The least-squares slope of (seconds, kB) points, in MB a minute (0 for fewer than two)."""
    if len(points) < 2:
        return 0.0
    mean_t = sum(t for t, _ in points) / len(points)
    mean_v = sum(v for _, v in points) / len(points)
    spread = sum((t - mean_t) ** 2 for t, _ in points)
    if spread == 0:
        return 0.0
    slope = sum((t - mean_t) * (v - mean_v) for t, v in points) / spread  # kB a second
    return slope * 60 / 1024


def tour_run(minutes: float, visit_seconds: float, display: str, scratch: Path) -> list[str]:
    """Run ``tour_driver`` for ``minutes`` on ``display``; its figures as lines."""
    home = make_home(scratch)
    env = fresh_environment(os.environ, home, display)
    data = home / "game"
    data.mkdir()
    settings = home / "settings.ini"
    settings.write_text(SETTINGS_INI, encoding="ascii")
    env.update(ADDICTION_DATA_DIR=str(data), ADDICTION_SETTINGS=str(settings),
               ADDICTION_LANGUAGE="en", PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    log = scratch / "tour.log"
    command = [sys.executable, "-c",
               f"from benchmarks.memory import tour_driver; tour_driver({visit_seconds!r})"]
    driver = subprocess.Popen(command, env=env, cwd=ROOT, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=log.open("wb"), text=True,
                              start_new_session=True)
    points: list[tuple[float, int]] = []
    try:
        assert driver.stdout is not None
        if driver.stdout.readline().strip() != "ready":
            return [f"tour: the window did not start (see {log})"]
        began = time.perf_counter()
        end = began + 60 * minutes
        next_sample = began
        while (now := time.perf_counter()) < end + 0.5 * TOUR_SAMPLE_EVERY:
            if now >= next_sample:
                rss = read_status_kb(driver.pid)
                if rss is None:
                    break
                points.append((now - began, rss))
                print(f"  tour {now - began:5.0f} s: VmRSS {megabytes(rss)}", flush=True)
                next_sample += TOUR_SAMPLE_EVERY
            time.sleep(max(0.0, min(next_sample, end + TOUR_SAMPLE_EVERY) - time.perf_counter()))
        high_water = read_status_kb(driver.pid, "VmHWM")
    finally:
        stop_tour(driver)
    visits = [line.split() for line in (driver.stdout.read() if driver.stdout else "").splitlines()
              if line.startswith("visit ")]
    if not points:
        return [f"tour: no sample (see {log})"]
    last = [(t, v) for t, v in points if t >= points[-1][0] - 60 * TOUR_SLOPE_MINUTES]
    peak = max(v for _, v in points)
    return [
        f"tour of every game, {visit_seconds:g} s a visit, Auto every {TOUR_PRESS_EVERY:g} s, "
        f"{minutes:g} min, still-winnable on: peak of {len(points)} samples "
        f"{goal_text(peak, AIM_PLAY_PEAK_MB)}; VmHWM {megabytes(high_water)}",
        f"  slope over the last {TOUR_SLOPE_MINUTES:g} min ({len(last)} samples): "
        f"{slope_mb_per_minute(last):+.2f} MB/min; first sample {megabytes(points[0][1])}, "
        f"last {megabytes(points[-1][1])}",
        f"  {len(visits)} visits, {sum(int(v[2]) for v in visits)} decisions, "
        f"{sum(int(v[3]) for v in visits)} deals begun",
        "  samples (MB, every 10 s): "
        + " ".join(f"{v / 1024:.0f}" for _, v in points),
    ]


def stop_tour(driver: subprocess.Popen[str]) -> None:
    if driver.poll() is None:
        driver.terminate()
        try:
            driver.wait(10)
        except subprocess.TimeoutExpired:
            driver.kill()
            driver.wait()


def trace_lines(name: str, trace: Trace, *, goals: bool) -> list[str]:
    def start_text(rss: int | None) -> str:
        return goal_text(rss, AIM_START_MB) if goals else megabytes(rss)

    peak = goal_text(trace.peak, AIM_PLAY_PEAK_MB) if goals else megabytes(trace.peak)
    return [
        f"{name}: 0.5 s after the window mapped {start_text(trace.half_second.get('VmRSS'))}, "
        f"of it RssAnon {megabytes(trace.half_second.get('RssAnon'))}",
        f"  1 s after it mapped {start_text(trace.after_start.get('VmRSS'))}, "
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
    parser.add_argument("--tour", action="store_true",
                        help="also run the tour of every game (--only-tour: that alone)")
    parser.add_argument("--only-tour", action="store_true",
                        help="the tour of every game and nothing else")
    parser.add_argument("--tour-minutes", type=float, default=10.0,
                        help="minutes of the tour (10)")
    parser.add_argument("--visit", type=float, default=TOUR_VISIT_SECONDS,
                        help=f"seconds a game is played on each visit ({TOUR_VISIT_SECONDS:g})")
    args = parser.parse_args()
    skip = set(PARTS) if args.only_tour else set(args.skip)
    tour = args.tour or args.only_tour
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
    if tour:
        with x_display() as display, tempfile.TemporaryDirectory(prefix="memory-") as folder:
            lines += tour_run(args.tour_minutes, args.visit, display, Path(folder))
    if "search" not in skip:
        lines += search_figures()
    if "study" not in skip:
        lines += study_figures()
    print(f"load average after the runs {os.getloadavg()[0]:.2f}")
    for line in lines:
        print(line)


if __name__ == "__main__":
    main()
