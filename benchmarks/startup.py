# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Start-up: seconds from spawn until the game's window maps, beside Aisleriot and a bare Qt window.

Run ``python -m benchmarks.startup`` (``--runs`` to change the 5 launches per contender,
``--frozen dist/addiction`` to add the PyInstaller one-folder bundle, ``--checkout DIR`` to add
another checkout's game). Each launch is a first start by a new user: its own empty home and XDG
folders. The game is launched three ways (``--scenario`` picks fewer): ``--deal 5`` (a deal of
the first game), with no game asked (a new player's start screen) and ``--game double-montana``
(a relative, from a family's page). The game runs from this checkout (its folder is put on
``PYTHONPATH``), with its modules' bytecode cached as an installed copy has it. Without
``$DISPLAY`` a private Xvfb is started (``apt-get install xvfb``) and stopped at the end.

The clock runs from just before the process is spawned until the X server reports that the
process's first top-level window was mapped (a MapNotify event on the root window, read by a
connection that sleeps in ``select()``: no polling, the same small cost for every contender).
Mapped is when the window appears, not when its first frame is drawn. One second after the map
the resident memory of the process owning the window is read (VmRSS, and RssAnon: VmRSS less
shared-library and shared-memory pages), then the contender is killed. Beside the wall time
the CPU time the process had used when its window mapped is shown (user and system, from
/proc): it stretches far less than the wall time when other work shares the machine, so its
ratios are the robust ones. Contenders take turns
launch by launch after one untimed round that warms the disk cache, so a busy machine slows
them alike: compare the ratios more than the seconds. Each round starts one contender later
(A B C, B C A, C A B …): on a shared machine the contender always launched first, just
after the bare window, came out 0.02–0.14 s of CPU slower than the same code launched in
another place, so no contender keeps one place. There is no window manager
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
# How our game is launched: a name for the report, and the arguments after ``addiction``.
SCENARIOS: Final[dict[str, tuple[str, ...]]] = {
    "deal": ("--deal", DEAL),
    "start": (),
    "relative": ("--game", "double-montana"),
}
SCENARIO_NAMES: Final[dict[str, str]] = {
    "deal": "", "start": ", start screen", "relative": ", Double Montana",
}
# This checkout: the code our contenders run.
CHECKOUT: Final = Path(__file__).resolve().parents[1]
# VmRSS counts shared-library pages too (GTK may or may not map Mesa's 48 MB libLLVM);
# RssAnon is the memory the program itself allocated.
MEMORY_FIELDS: Final = ("VmRSS", "RssAnon")
RSS_AFTER_MAP: Final = 1.0
MAP_TIMEOUT: Final = 60.0
AIM_AISLERIOT: Final = 1.5
# The floor of any PySide6 program is the bare window below (see issue 32).
AIM_BARE: Final = 1.5
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


def ours_command(arguments: Sequence[str] = ("--deal", DEAL)) -> list[str]:
    """The installed ``addiction`` command beside this interpreter, as a player starts it."""
    script = Path(sys.executable).parent / "addiction"
    if script.exists():
        return [str(script), *arguments]
    return [sys.executable, "-m", "addiction", *arguments]


def _this_checkout() -> dict[str, str]:
    """The environment that makes the installed command run this checkout's game (an editable
    install may point at another one)."""
    return {"PYTHONPATH": str(CHECKOUT)} if (CHECKOUT / "addiction" / "__init__.py").is_file() else {}


def aisleriot_command() -> list[str] | None:
    """GNOME Aisleriot on its Gaps game, when installed (Debian keeps ``sol`` in /usr/games)."""
    sol = shutil.which("sol") or shutil.which("sol", path="/usr/games")
    return [sol, "--variation=gaps"] if sol else None


def contenders(frozen: Path | None, checkouts: Sequence[Path] = (),
               scenarios: Sequence[str] = tuple(SCENARIOS)) -> list[Contender]:
    chosen: list[Contender] = []
    for checkout in checkouts:
        if not (checkout / "addiction" / "__init__.py").is_file():
            sys.exit(f"{checkout} is no checkout of the game (no addiction/__init__.py)")
    for scenario in scenarios:
        arguments, suffix = SCENARIOS[scenario], SCENARIO_NAMES[scenario]
        chosen.append(Contender(OURS + suffix, ours_command(arguments), env=_this_checkout()))
        for checkout in checkouts:
            chosen.append(Contender(f"Addiction at {checkout.name}{suffix}",
                                    [sys.executable, "-m", "addiction", *arguments],
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


def run(runs: int, frozen: Path | None, checkouts: Sequence[Path] = (),
        scenarios: Sequence[str] = tuple(SCENARIOS)) -> list[Contender]:
    chosen = contenders(frozen, checkouts, scenarios)
    with x_display() as display, tempfile.TemporaryDirectory(prefix="startup-") as folder:
        scratch = Path(folder)
        print(f"display {display}; {runs} launches each, taking turns; "
              f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
        with MapWatcher(display) as watcher:
            for round_number in range(runs + 1):
                for contender in turn_order(chosen, round_number):
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


def turn_order(chosen: Sequence[Contender], round_number: int) -> list[Contender]:
    """The contenders in the order they are launched in round ``round_number``: each round
    starts one later, so none always follows the same one."""
    if not chosen:
        return []
    first = round_number % len(chosen)
    return [*chosen[first:], *chosen[:first]]


def report(chosen: list[Contender]) -> list[str]:
    """The table and the ratios, as printed lines."""
    lines = [f"{'window mapped after launch':<38} {'median':>8} {'min':>8} {'max':>8}   "
             f"{'CPU to map':>10}   1 s after map (medians): VmRSS, of it RssAnon"]
    medians: dict[str, float] = {}
    cpu_medians: dict[str, float] = {}
    for contender in chosen:
        if not contender.seconds:
            lines.append(f"{contender.name:<38} no launch mapped a window "
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
            f"{contender.name:<38} {spread.median:7.3f}s {spread.low:7.3f}s {spread.high:7.3f}s"
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
        other_ways = tuple(suffix for suffix in SCENARIO_NAMES.values() if suffix)
        for name, median in medians.items():
            if name.startswith(f"{OURS} at ") and not name.endswith(other_ways):
                lines.append(f"ours / {name[len(OURS) + 4:]}: {ratio_text(ours, median)}")
    # Each way of launching ours beside the same launch of another checkout.
    for suffix in SCENARIO_NAMES.values():
        if (mine := medians.get(OURS + suffix)) is None or not suffix:
            continue
        for name, median in medians.items():
            if name.startswith(f"{OURS} at ") and name.endswith(suffix):
                lines.append(f"ours / {name[len(OURS) + 4:]}: {ratio_text(mine, median)}")
    if OURS in cpu_medians:
        for name, theirs in cpu_medians.items():
            if name != OURS and theirs > 0:
                lines.append(f"CPU to map, ours / {name}: {cpu_medians[OURS] / theirs:.2f}")
    lines.extend(_ratio_table(medians, cpu_medians))
    return lines


def _ratio_table(medians: dict[str, float], cpu_medians: dict[str, float]) -> list[str]:
    """Each of our launches as a multiple of the bare Qt window and of Aisleriot: CPU time to
    the map (the robust figure), and wall time."""
    others = [name for name in (BARE, AISLERIOT) if name in medians]
    ours = [name for name in medians if name.startswith(OURS)]
    if not others or not ours:
        return []
    lines = [f"{'as a multiple of':<38} " + "   ".join(
        f"{'CPU / ' + _short(other):>14} {'wall / ' + _short(other):>15}" for other in others)]
    goal = {BARE: AIM_BARE, AISLERIOT: AIM_AISLERIOT}
    for name in ours:
        cells = []
        for other in others:
            cpu = (f"{cpu_medians[name] / cpu_medians[other]:.2f}×"
                   if name in cpu_medians and cpu_medians.get(other, 0) > 0 else "n/a")
            wall = f"{medians[name] / medians[other]:.2f}×" if medians[other] > 0 else "n/a"
            cells.append(f"{cpu:>14} {wall:>15}")
        lines.append(f"{name:<38} " + "   ".join(cells))
    lines.append("goals: " + ", ".join(f"≤ {goal[other]:g}× {_short(other)}" for other in others))
    return lines


def _short(name: str) -> str:
    return "bare" if name == BARE else "Aisleriot" if name == AISLERIOT else name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="timed launches per contender")
    parser.add_argument("--frozen", type=Path, default=None, metavar="DIR",
                        help="also launch DIR/addiction, the one-folder bundle")
    parser.add_argument("--checkout", type=Path, action="append", default=[], metavar="DIR",
                        help="also launch the game from the checkout in DIR (say, a git worktree "
                             "of an older commit), to compare a change's start-up")
    parser.add_argument("--scenario", action="append", choices=tuple(SCENARIOS), default=[],
                        help="launch ours only this way (repeatable): deal (--deal 5), start "
                             "(the start screen) or relative (--game double-montana); "
                             "default: all three")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    scenarios = tuple(dict.fromkeys(args.scenario)) or tuple(SCENARIOS)
    for line in report(run(args.runs, args.frozen, args.checkout, scenarios)):
        print(line)


if __name__ == "__main__":
    main()
