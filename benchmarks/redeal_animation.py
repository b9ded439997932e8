# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Frame times of the board's animations at 1920×1080, and how fast a click starts a move.

Run ``python -m benchmarks.redeal_animation`` (offscreen unless QT_QPA_PLATFORM says otherwise).
It prints frames per second and the worst frame of a redeal at normal speed, the cost of
painting one frame, and the time from a click to the start of the move's animation and to
the first frame that shows it. Figures only: nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from itertools import pairwise

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.cardart.art import CardArt
from addiction.games.gaps.engine import GapsGame, Move, Rules
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.view import BoardView


class FrameClock(QObject):
    """When each paint of the view's viewport began and ended, in wall and CPU time.

    CPU time (of the GUI thread) is what a frame costs whatever else the machine is doing;
    wall time is what the player sees, and suffers when other programs share the cores.
    """

    def __init__(self) -> None:
        super().__init__()
        self.starts: list[float] = []
        self.ends: list[float] = []
        self.cpu_starts: list[float] = []
        self.cpu_ends: list[float] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.starts.append(time.perf_counter())
            self.cpu_starts.append(time.thread_time())
        return False

    def ended(self) -> None:
        self.ends.append(time.perf_counter())
        self.cpu_ends.append(time.thread_time())

    def paint_ms(self, began: float = 0.0, ended: float = float("inf")) -> tuple[list[float], list[float]]:
        """Wall and CPU milliseconds of the paints that began between ``began`` and ``ended``."""
        wall, cpu = [], []
        for s, e, cs, ce in zip(self.starts, self.ends, self.cpu_starts, self.cpu_ends, strict=False):
            if began <= s <= ended:
                wall.append((e - s) * 1000)
                cpu.append((ce - cs) * 1000)
        return wall, cpu

    def clear(self) -> None:
        for times in (self.starts, self.ends, self.cpu_starts, self.cpu_ends):
            times.clear()


class TimedBoardView(BoardView):
    """The board, noting when each paint has drawn its last item."""

    clock: FrameClock

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        self.clock.ended()


def grow_sequences(game: GapsGame, moves: int) -> None:
    """Play up to ``moves`` moves that put a card in place, so a redeal keeps some rows."""
    for _ in range(moves):
        growing = [
            m
            for m in game.moves()
            if (m.dst[1] == 0 and m.src[1] != 0) or (m.dst[1] > 0 and game.in_place((m.dst[0], m.dst[1] - 1)))
        ]
        if not growing:
            return
        game.play(growing[0])


def wait_until_idle(app: QApplication, view: BoardView) -> None:
    while view.animating:
        app.processEvents()
        time.sleep(0.0005)
    app.processEvents()


def report_frames(label: str, clock: FrameClock, began: float, ended: float) -> None:
    starts = [t for t in clock.starts if began <= t <= ended]
    if len(starts) < 2:
        print(f"{label}: {len(starts)} frame(s) drawn; too few to measure")
        return
    gaps = [(b - a) * 1000 for a, b in pairwise(starts)]
    wall, cpu = clock.paint_ms(began, ended)
    span = ended - began
    print(f"{label}: {span * 1000:.0f} ms, {len(starts)} frames, {len(starts) / span:.1f} frames/s")
    print(f"  frame interval: median {statistics.median(gaps):.1f} ms, worst {max(gaps):.1f} ms")
    print(
        f"  paint: median {statistics.median(wall):.1f} ms, worst {max(wall):.1f} ms wall;"
        f" median {statistics.median(cpu):.1f} ms, worst {max(cpu):.1f} ms CPU"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deal", type=int, default=11, help="deal to play a little, then redeal")
    parser.add_argument("--size", default="1920x1080", help="view size WxH (default 1920x1080)")
    parser.add_argument("--clicks", type=int, default=20, help="clicks timed for the click latency")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.lower().split("x"))

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    # Redeals allowed at any time, so the benchmark needs no long search for a stuck position.
    game = GapsGame.new(args.deal, Rules(redeal_when="any"))
    grow_sequences(game, 30)
    model = GapsModel(game)
    view = TimedBoardView(model, CardArt())
    view.clock = FrameClock()
    view.viewport().installEventFilter(view.clock)
    view.resize(width, height)
    view.show()
    view.set_speed("normal")
    for _ in range(5):
        app.processEvents()
    layout = view.board_layout
    print(
        f"view {width}x{height} (device pixel ratio {view.devicePixelRatioF():g}), "
        f"card {layout.card_width}x{layout.card_height} px, platform {app.platformName()}"
    )

    # The redeal, twice (a second redeal shows the figures with warm pixmap caches).
    for n in (1, 2):
        if not model.game.can_redeal:
            break
        view.clock.clear()
        began = time.perf_counter()
        model.redeal()
        wait_until_idle(app, view)
        report_frames(f"redeal {n}", view.clock, began, time.perf_counter())

    # Click latency: one move clicked at a time, each after the previous one has landed.
    model.new_game(args.deal + 1)
    view.finish_animations()
    app.processEvents()
    started: list[float] = []
    first_frame: list[float] = []
    first_frame_cpu: list[float] = []
    moves_frames: FrameClock = view.clock
    for _ in range(args.clicks):
        moves = [m for m in model.game.moves() if len(model.game.moves_of(m.card)) == 1]
        if not moves:
            break
        move: Move = moves[0]
        centre = layout.place_pos(move.src) + QPointF(layout.card_width / 2, layout.card_height / 2)
        target = view.mapFromScene(centre)
        moves_frames.clear()
        t0, cpu0 = time.perf_counter(), time.thread_time()
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
        t1 = time.perf_counter()
        if not view.animating:
            continue
        started.append((t1 - t0) * 1000)
        while not moves_frames.ends:
            app.processEvents()
        first_frame.append((moves_frames.ends[0] - t0) * 1000)
        first_frame_cpu.append((moves_frames.cpu_ends[0] - cpu0) * 1000)
        wait_until_idle(app, view)
    if started:
        print(
            f"click -> move animation started: median {statistics.median(started):.2f} ms,"
            f" worst {max(started):.2f} ms ({len(started)} clicks)"
        )
        print(
            f"click -> first frame of the move drawn: median {statistics.median(first_frame):.2f} ms,"
            f" worst {max(first_frame):.2f} ms wall; median {statistics.median(first_frame_cpu):.2f} ms,"
            f" worst {max(first_frame_cpu):.2f} ms CPU"
        )

    # One full repaint of a still board, the cost every animation frame is bounded by.
    view.viewport().update()
    app.processEvents()
    view.clock.clear()
    repaints = 30
    for _ in range(repaints):
        view.viewport().repaint()
    wall, cpu = view.clock.paint_ms()
    if wall:
        print(
            f"full repaint of the board: median {statistics.median(wall):.2f} ms wall,"
            f" {statistics.median(cpu):.2f} ms CPU"
        )


if __name__ == "__main__":
    main()
