# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Start-up: seconds from spawn until the game's window maps, beside Aisleriot and a bare Qt window.

Run ``python -m benchmarks.startup`` (``--runs`` to change the 5 launches per contender,
``--frozen dist/addiction`` to add the PyInstaller one-folder bundle). Each launch is a first
start by a new user: its own empty home and XDG folders, ``--deal 5`` for the game. Without
``$DISPLAY`` a private Xvfb is started (``apt-get install xvfb``) and stopped at the end.

The clock runs from just before the process is spawned until the X server reports that the
process's first top-level window was mapped (a MapNotify event on the root window, read by a
connection that sleeps in ``select()``: no polling, the same small cost for every contender).
Mapped is when the window appears, not when its first frame is drawn. One second after the map
the resident memory of the process owning the window is read (VmRSS, and RssAnon: VmRSS less
shared-library and shared-memory pages), then the contender is killed. Contenders take turns
launch by launch (A B C A B C …) after one untimed round that warms the disk cache, so a busy
machine slows them alike: compare the ratios more than the seconds. There is no window manager
on the private server, so no contender waits for one. Figures only: nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from benchmarks._launch import (
    MapWatcher,
    Spread,
    fresh_environment,
    launch,
    make_home,
    megabytes,
    ratio_text,
    read_status,
    stop,
    x_display,
)

DEAL: Final = "5"
# VmRSS counts shared-library pages too (GTK may or may not map Mesa's 48 MB libLLVM);
# RssAnon is the memory the program itself allocated.
MEMORY_FIELDS: Final = ("VmRSS", "RssAnon")
RSS_AFTER_MAP: Final = 1.0
MAP_TIMEOUT: Final = 60.0
AIM_AISLERIOT: Final = 1.5
AIM_FROZEN: Final = 1.10
# The least a Qt program can show: an application, an empty scene in a view, the event loop.
BARE_QT: Final = """\
import sys
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv)
view = QGraphicsView(QGraphicsScene())
view.setWindowTitle("bare QGraphicsView")
view.show()
sys.exit(app.exec())
"""

OURS: Final = "Addiction"
FROZEN: Final = "Addiction, frozen"
AISLERIOT: Final = "Aisleriot (Gaps)"
BARE: Final = "bare PySide6 QGraphicsView"


@dataclass(slots=True)
class Contender:
    """A program to launch, and what its launches measured."""

    name: str
    command: list[str]
    seconds: list[float] = field(default_factory=list)
    rss_kb: list[int] = field(default_factory=list)
    anon_kb: list[int] = field(default_factory=list)
    failures: int = 0
    # Added to the launch's environment (another checkout's folder on PYTHONPATH).
    env: dict[str, str] = field(default_factory=dict)
    cpu: list[float] = field(default_factory=list)


def ours_command() -> list[str]:
    """The installed ``addiction`` command beside this interpreter, as a player starts it."""
    script = Path(sys.executable).parent / "addiction"
    if script.exists():
        return [str(script), "--deal", DEAL]
    return [sys.executable, "-m", "addiction", "--deal", DEAL]


def aisleriot_command() -> list[str] | None:
    """GNOME Aisleriot on its Gaps game, when installed (Debian keeps ``sol`` in /usr/games)."""
    sol = shutil.which("sol") or shutil.which("sol", path="/usr/games")
    return [sol, "--variation=gaps"] if sol else None


def contenders(frozen: Path | None, checkouts: Sequence[Path] = ()) -> list[Contender]:
    chosen = [Contender(OURS, ours_command())]
    for checkout in checkouts:
        if not (checkout / "addiction" / "__init__.py").is_file():
            sys.exit(f"{checkout} is no checkout of the game (no addiction/__init__.py)")
        chosen.append(Contender(f"Addiction at {checkout.name}",
                                [sys.executable, "-m", "addiction", "--deal", DEAL],
                                env={"PYTHONPATH": str(checkout.resolve())}))
    if frozen is not None:
        executable = frozen / "addiction"
        if not os.access(executable, os.X_OK):
            sys.exit(f"{executable} is not an executable: build it with packaging/build.py")
        chosen.append(Contender(FROZEN, [str(executable), "--deal", DEAL]))
    sol = aisleriot_command()
    if sol is not None:
        chosen.append(Contender(AISLERIOT, sol))
    else:
        print("Aisleriot not found (apt-get install aisleriot): left out")
    chosen.append(Contender(BARE, [sys.executable, "-c", BARE_QT]))
    return chosen


def cpu_seconds(pid: int) -> float | None:
    """User and system CPU time ``pid`` has used so far (``/proc/PID/stat``), in seconds.

    CPU time holds on a loaded machine, where the wall time to the map stretches with the load.
    """
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii")
    except OSError:
        return None
    # The command name (field 2) may hold spaces: the fields after it follow its ")".
    fields = stat.rpartition(")")[2].split()
    utime, stime = int(fields[11]), int(fields[12])
    return (utime + stime) / os.sysconf("SC_CLK_TCK")


def launch_once(
    watcher: MapWatcher, contender: Contender, display: str, scratch: Path
) -> tuple[float, float | None, dict[str, int]] | None:
    """Seconds until the window mapped, CPU seconds the process had used by then, and memory a
    second later; None if it never mapped."""
    home = make_home(scratch)
    env = fresh_environment(os.environ, home, display) | contender.env
    started = launch(contender.command, env, scratch / f"{contender.name}.log")
    try:
        mapped = watcher.wait_for(started.process, MAP_TIMEOUT)
        if mapped is None:
            return None
        pid = mapped.pid or started.process.pid
        cpu = cpu_seconds(pid)
        time.sleep(max(0.0, mapped.at + RSS_AFTER_MAP - time.perf_counter()))
        memory = read_status(pid, MEMORY_FIELDS) or {}
        return mapped.at - started.started, cpu, memory
    finally:
        stop(started.process)
        shutil.rmtree(home, ignore_errors=True)


def run(runs: int, frozen: Path | None, checkouts: Sequence[Path] = ()) -> list[Contender]:
    chosen = contenders(frozen, checkouts)
    with x_display() as display, tempfile.TemporaryDirectory(prefix="startup-") as folder:
        scratch = Path(folder)
        print(f"display {display}; {runs} launches each, taking turns; "
              f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
        with MapWatcher(display) as watcher:
            for round_number in range(runs + 1):
                for contender in chosen:
                    result = launch_once(watcher, contender, display, scratch)
                    if round_number == 0:
                        # The warm-up round: disk cache and Xvfb's first clients, untimed.
                        continue
                    if result is None:
                        contender.failures += 1
                        log = scratch / f"{contender.name}.log"
                        print(f"{contender.name}: no window within {MAP_TIMEOUT:g} s; "
                              f"its output:\n{log.read_text(errors='replace')[-2000:]}")
                        continue
                    seconds, cpu, memory = result
                    contender.seconds.append(seconds)
                    if cpu is not None:
                        contender.cpu.append(cpu)
                    if "VmRSS" in memory:
                        contender.rss_kb.append(memory["VmRSS"])
                    if "RssAnon" in memory:
                        contender.anon_kb.append(memory["RssAnon"])
        print(f"load average after the runs {os.getloadavg()[0]:.2f}")
    return chosen


def report(chosen: list[Contender]) -> list[str]:
    """The table and the ratios, as printed lines."""
    lines = [f"{'window mapped after launch':<30} {'median':>8} {'min':>8} {'max':>8}   "
             f"{'CPU to map':>10}   1 s after map (medians): VmRSS, of it RssAnon"]
    medians: dict[str, float] = {}
    cpu_medians: dict[str, float] = {}
    for contender in chosen:
        if not contender.seconds:
            lines.append(f"{contender.name:<30} no launch mapped a window "
                         f"({contender.failures} failed)")
            continue
        spread = Spread.of(contender.seconds)
        medians[contender.name] = spread.median
        cpu = Spread.of(contender.cpu).median if contender.cpu else None
        if cpu is not None:
            cpu_medians[contender.name] = cpu
        rss = round(Spread.of(contender.rss_kb).median) if contender.rss_kb else None
        anon = round(Spread.of(contender.anon_kb).median) if contender.anon_kb else None
        failed = f", {contender.failures} failed" if contender.failures else ""
        lines.append(
            f"{contender.name:<30} {spread.median:7.3f}s {spread.low:7.3f}s {spread.high:7.3f}s"
            f"   {'n/a' if cpu is None else f'{cpu:.3f}s':>10}"
            f"   {megabytes(rss)}, {megabytes(anon)}  ({spread.count} runs{failed})"
        )
    if OURS in medians:
        ours = medians[OURS]
        if AISLERIOT in medians:
            lines.append(f"ours / Aisleriot: {ratio_text(ours, medians[AISLERIOT], AIM_AISLERIOT)}")
        if BARE in medians:
            lines.append(f"ours / bare Qt:   {ratio_text(ours, medians[BARE])}")
        if FROZEN in medians:
            lines.append(f"frozen / ours:    {ratio_text(medians[FROZEN], ours, AIM_FROZEN)}")
        for name, median in medians.items():
            if name.startswith(f"{OURS} at "):
                lines.append(f"ours / {name[len(OURS) + 4:]}: {ratio_text(ours, median)}")
    if OURS in cpu_medians:
        for name, theirs in cpu_medians.items():
            if name != OURS and theirs > 0:
                lines.append(f"CPU to map, ours / {name}: {cpu_medians[OURS] / theirs:.2f}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="timed launches per contender")
    parser.add_argument("--frozen", type=Path, default=None, metavar="DIR",
                        help="also launch DIR/addiction, the one-folder bundle")
    parser.add_argument("--checkout", type=Path, action="append", default=[], metavar="DIR",
                        help="also launch the game from the checkout in DIR (say, a git worktree "
                             "of an older commit), to compare a change's start-up")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    for line in report(run(args.runs, args.frozen, args.checkout)):
        print(line)


if __name__ == "__main__":
    main()
