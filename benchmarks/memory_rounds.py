# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Resident memory while Auto goes through every game in turn, round after round, in process.

Run ``python -m benchmarks.memory_rounds --rounds 5`` (offscreen; no X server needed). One
window (animations off, the still-winnable indicator on, its data and settings in a temporary
folder) shows each game of the registry in turn; on each visit Auto plays ``--moves``
decisions, one every ``--pause`` seconds as a player pressing A would (so the still-winnable
search starts between them), and a finished game is followed by the next deal of a fixed
sequence. VmRSS is sampled every 0.2 s. After each round it prints:

* VmRSS and RssAnon at the round's end (once every page's solver pools are idle), the lowest and
  highest VmRSS sampled during the round;
* glibc's ``mallinfo2``: bytes in use in malloc's arenas, bytes free in them (held, not
  handed back: fragmentation when it grows), bytes in mmapped chunks, and the number of arenas
  (from ``malloc_info``);
* the process's threads, the live Python objects and the types whose counts grew most;
* with ``--tracemalloc``, the Python allocations traced and the lines that grew most.

``--trim`` calls ``malloc_trim(0)`` at each round's end and prints VmRSS after it: memory
malloc held but did not need. ``MALLOC_ARENA_MAX=2`` in the environment limits the arenas.
The deals are fixed, but Auto's searches are bounded by time: figures vary by a few MB from
one run to the next. Figures only: nothing is asserted.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import gc
import os
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from benchmarks._launch import megabytes, read_status

SAMPLE_MS: Final = 200
DECISION_TIMEOUT_S: Final = 30.0
FIRST_DEAL: Final = 5
TOP: Final = 8
STATUS_FIELDS: Final = ("VmRSS", "RssAnon")


class MallInfo2(ctypes.Structure):
    """glibc's ``struct mallinfo2`` (2.33 and later)."""

    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
        "fordblks", "keepcost")]


class Libc:
    """The few glibc calls that show what malloc holds; absent ones report nothing."""

    def __init__(self) -> None:
        name = ctypes.util.find_library("c") or "libc.so.6"
        self.lib: ctypes.CDLL | None
        try:
            self.lib = ctypes.CDLL(name)
        except OSError:
            self.lib = None

    def mallinfo(self) -> MallInfo2 | None:
        function = getattr(self.lib, "mallinfo2", None)
        if function is None:
            return None
        function.restype = MallInfo2
        info: MallInfo2 = function()
        return info

    def arenas(self) -> int | None:
        """How many malloc arenas exist (counted in ``malloc_info``'s XML)."""
        lib = self.lib
        if lib is None or not hasattr(lib, "malloc_info") or not hasattr(lib, "open_memstream"):
            return None
        buffer, size = ctypes.c_char_p(), ctypes.c_size_t()
        lib.open_memstream.restype = ctypes.c_void_p
        lib.open_memstream.argtypes = [ctypes.POINTER(ctypes.c_char_p),
                                       ctypes.POINTER(ctypes.c_size_t)]
        lib.malloc_info.argtypes = [ctypes.c_int, ctypes.c_void_p]
        lib.fclose.argtypes = [ctypes.c_void_p]
        lib.free.argtypes = [ctypes.c_void_p]
        stream = lib.open_memstream(ctypes.byref(buffer), ctypes.byref(size))
        if not stream:
            return None
        lib.malloc_info(0, stream)
        lib.fclose(stream)
        text = (buffer.value or b"").decode("ascii", "replace")
        lib.free(ctypes.cast(buffer, ctypes.c_void_p))
        return text.count("<heap nr=")

    def trim(self) -> None:
        if self.lib is not None and hasattr(self.lib, "malloc_trim"):
            self.lib.malloc_trim(0)


def status() -> dict[str, int]:
    """VmRSS and RssAnon (kB) of this process, and its number of threads."""
    found = read_status(os.getpid(), STATUS_FIELDS) or {}
    for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
        if line.startswith("Threads:"):
            found["Threads"] = int(line.split()[1])
    return found


def object_counts() -> Counter[str]:
    return Counter(type(thing).__name__ for thing in gc.get_objects())


@dataclass(slots=True)
class Round:
    """What one round of every game left behind."""

    samples: list[int] = field(default_factory=list)
    decisions: int = 0
    deals: int = 0
    seconds: float = 0.0


def parse_arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds of every game (5)")
    parser.add_argument("--moves", type=int, default=4,
                        help="Auto's decisions on each visit of a game (4)")
    parser.add_argument("--pause", type=float, default=0.5,
                        help="seconds between Auto's decisions, as a player presses A (0.5)")
    parser.add_argument("--games", default="",
                        help="comma-separated game ids (every game of the registry)")
    parser.add_argument("--no-judge", action="store_true",
                        help="the still-winnable indicator off")
    parser.add_argument("--trim", action="store_true",
                        help="malloc_trim(0) at each round's end, and VmRSS after it")
    parser.add_argument("--tracemalloc", action="store_true",
                        help="trace Python's allocations (slows the solver of Pyramid)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    args = parse_arguments(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="addiction-memory-rounds-") as name:
        folder = Path(name)
        os.environ["ADDICTION_DATA_DIR"] = str(folder / "data")
        os.environ["ADDICTION_SETTINGS"] = str(folder / "settings.ini")
        os.environ["ADDICTION_LANGUAGE"] = "en"
        run(args, folder)


def run(args: argparse.Namespace, folder: Path) -> None:
    # Qt and the game are imported only now: the environment above must be set first.
    from PySide6.QtCore import QSettings, QThreadPool, QTimer  # noqa: PLC0415
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    from addiction.registry import games  # noqa: PLC0415
    from addiction.shell.collector import collect_on_gui_thread  # noqa: PLC0415
    from addiction.shell.window import MainWindow  # noqa: PLC0415
    from addiction.store.keeper import Storage  # noqa: PLC0415
    from addiction.table.page import GamePage  # noqa: PLC0415
    from addiction.table.settings import Settings  # noqa: PLC0415
    from benchmarks._in_window import press_auto, wait  # noqa: PLC0415

    app = QApplication.instance() or QApplication(sys.argv[:1])
    collector = collect_on_gui_thread(app)
    libc = Libc()
    if args.tracemalloc:
        tracemalloc.start(1)
    chosen = [game.strip() for game in args.games.split(",") if game.strip()]
    ids = chosen or [spec.id for spec in games()]

    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = not args.no_judge
    storage = Storage.open(folder / "data")
    window = MainWindow(settings, storage=storage)
    window.resize(1280, 800)
    window.show()

    current = Round()
    sampler = QTimer()
    sampler.setInterval(SAMPLE_MS)
    sampler.timeout.connect(lambda: current.samples.append(status().get("VmRSS", 0)))
    sampler.start()
    deals = iter(range(FIRST_DEAL, 1_000_000))

    def pools_idle() -> bool:
        pools = (pool for page in window.pages.values()
                 for pool in page.solver.findChildren(QThreadPool))
        return QThreadPool.globalInstance().activeThreadCount() == 0 and all(
            pool.activeThreadCount() == 0 for pool in pools)

    def play(page: GamePage) -> None:
        """``args.moves`` of Auto's decisions on ``page``, a new deal after a finished game."""
        for _ in range(args.moves):
            if page.is_over:
                page.new_game(next(deals))
                current.deals += 1
            press_auto(page, DECISION_TIMEOUT_S)
            current.decisions += 1
            wait(args.pause)

    print(f"{len(ids)} games, {args.moves} decisions a visit, {args.pause:g} s apart, "
          f"still-winnable {'off' if args.no_judge else 'on'}, "
          f"MALLOC_ARENA_MAX={os.environ.get('MALLOC_ARENA_MAX', 'unset')}")
    print(f"at start: VmRSS {megabytes(status().get('VmRSS'))}")
    counts = object_counts()
    traced = tracemalloc.take_snapshot() if args.tracemalloc else None
    visited: set[str] = set()
    for number in range(1, args.rounds + 1):
        current = Round()
        began = time.perf_counter()
        for game_id in ids:
            page = window.play_game(game_id)
            if game_id not in visited:
                visited.add(game_id)
                page.new_game(next(deals))
                current.deals += 1
            play(page)
        window.choose_game()
        wait(60.0, pools_idle)
        collector.collect_due()
        gc.collect()
        wait(0.3)
        current.seconds = time.perf_counter() - began
        report(number, current, libc)
        if args.trim:
            libc.trim()
            print(f"  after malloc_trim(0): VmRSS {megabytes(status().get('VmRSS'))}")
        now = object_counts()
        grown = (now - counts).most_common(TOP)
        print(f"  Python objects {sum(now.values())} ({sum(now.values()) - sum(counts.values()):+})"
              + (": " + ", ".join(f"{kind} {more:+}" for kind, more in grown) if grown else ""))
        counts = now
        if traced is not None:
            snapshot = tracemalloc.take_snapshot()
            total = sum(stat.size for stat in snapshot.statistics("filename"))
            print(f"  tracemalloc: {total / 1024 / 1024:.1f} MB traced")
            for stat in snapshot.compare_to(traced, "lineno")[:TOP]:
                print(f"    {stat}")
            traced = snapshot
    sampler.stop()
    window.close()
    collector.stop()
    end = read_status(os.getpid(), ("VmRSS", "VmHWM")) or {}
    print(f"at the end: VmRSS {megabytes(end.get('VmRSS'))}, "
          f"high-water mark {megabytes(end.get('VmHWM'))}")


def report(number: int, done: Round, libc: Libc) -> None:
    now = status()
    samples = done.samples or [now.get("VmRSS", 0)]
    print(f"round {number}: {done.decisions} decisions, {done.deals} deals, "
          f"{done.seconds:.0f} s; VmRSS at end {megabytes(now.get('VmRSS'))} "
          f"(RssAnon {megabytes(now.get('RssAnon'))}), lowest {megabytes(min(samples))}, "
          f"peak {megabytes(max(samples))}; threads {now.get('Threads', 0)}")
    info = libc.mallinfo()
    if info is not None:
        print(f"  malloc: in use {megabytes(info.uordblks // 1024)}, free in arenas "
              f"{megabytes(info.fordblks // 1024)} (top {megabytes(info.keepcost // 1024)}), "
              f"mmapped {megabytes(info.hblkhd // 1024)} in {info.hblks} chunks, "
              f"arenas {libc.arenas()}")


if __name__ == "__main__":
    main()
