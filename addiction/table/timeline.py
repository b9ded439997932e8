# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A finished game analysed move by move, for any game: the analysis on a worker thread, and
its timeline, one mark per position coloured by verdict with the score drawn above it.

The game's part comes through its declaration (``GameSpec.analyst``) and through what the
window hands over: how a step is said in words, and what trying again from a position does.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QSize, Qt, QThreadPool, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from addiction.contract import Analyst, GameSpec
from addiction.core.analysis import Analysis, Cancelled, Verdict
from addiction.table.dialogs import fit_to_screen


@dataclass(frozen=True, slots=True)
class Palette:
    """The timeline's colours. The verdicts' colours come from Okabe and Ito's set for
    colour-blind readers (blue against vermillion, a neutral grey between), and each verdict
    has a shape of its own too: a full bar (winnable), a half bar (unclear), a hatched bar
    (lost)."""

    background: QColor
    text: QColor
    grid: QColor
    score: QColor
    turning: QColor
    winnable: QColor
    unclear: QColor
    lost: QColor

    def of(self, verdict: Verdict) -> QColor:
        return {"winnable": self.winnable, "unclear": self.unclear, "lost": self.lost}[verdict]


USUAL: Final = Palette(
    background=QColor("#ffffff"), text=QColor("#202020"), grid=QColor("#d0d0d0"),
    score=QColor("#202020"), turning=QColor("#000000"),
    winnable=QColor("#0072b2"), unclear=QColor("#b0b0b0"), lost=QColor("#d55e00"))
# High contrast: black ground, the brightest of the same set, white lines.
HIGH_CONTRAST: Final = Palette(
    background=QColor("#000000"), text=QColor("#ffffff"), grid=QColor("#808080"),
    score=QColor("#ffffff"), turning=QColor("#ffffff"),
    winnable=QColor("#56b4e9"), unclear=QColor("#ffffff"), lost=QColor("#f0e442"))


class Timeline(QWidget):
    """One mark per position of the game (the deal's start, then after each step), coloured
    by verdict; the score as a line above; the turning point marked between the last position
    won from and the next. Hovering a mark tells its step; a click asks to try again from it
    (``position_clicked``)."""

    position_clicked = Signal(int)

    def __init__(self, analysis: Analysis, describe: Callable[[int], str],
                 high_contrast: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.analysis = analysis
        self._describe = describe
        self.palette_ = HIGH_CONTRAST if high_contrast else USUAL
        self.setMouseTracking(True)
        self.setMinimumSize(320, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Timeline of the game"))

    def sizeHint(self) -> QSize:
        return QSize(640, 220)

    # --- geometry ------------------------------------------------------------------------

    def _area(self) -> QRectF:
        margin = QFontMetricsF(self.font()).height()
        return QRectF(self.rect()).adjusted(margin * 2.2, margin * 0.8, -margin, -margin * 1.6)

    def _rows(self) -> tuple[QRectF, QRectF]:
        """The score chart above, the row of marks below."""
        area = self._area()
        marks_h = max(18.0, area.height() * 0.3)
        gap = area.height() * 0.08
        chart = QRectF(area.left(), area.top(), area.width(), area.height() - marks_h - gap)
        return chart, QRectF(area.left(), area.bottom() - marks_h, area.width(), marks_h)

    def _step_width(self) -> float:
        return self._area().width() / len(self.analysis.verdicts)

    def mark_rect(self, position: int) -> QRectF:
        """Where the mark of ``position`` is drawn (its full cell; the bar's shape is within)."""
        _, row = self._rows()
        w = self._step_width()
        return QRectF(row.left() + position * w, row.top(), w, row.height())

    def position_at(self, x: float) -> int | None:
        area = self._area()
        if not area.left() <= x < area.right():
            return None
        return min(len(self.analysis.verdicts) - 1, int((x - area.left()) / self._step_width()))

    # --- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        colours = self.palette_
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.fillRect(self.rect(), colours.background)
        analysis = self.analysis
        chart, row = self._rows()
        w = self._step_width()
        metrics = QFontMetricsF(self.font())
        # The steps that are not moves (redeals, turns of the stock), as thin lines across.
        painter.setPen(QPen(colours.grid, 1, Qt.PenStyle.DashLine))
        for k, kind in enumerate(analysis.kinds, 1):
            if kind != "move":
                x = chart.left() + (k + 0.5) * w
                painter.drawLine(QPointF(x, chart.top()), QPointF(x, row.bottom()))
        # The marks.
        gap = 1.0 if w >= 4 else 0.0
        for k, verdict in enumerate(analysis.verdicts):
            cell = self.mark_rect(k).adjusted(gap / 2, 0, -gap / 2, 0)
            colour = colours.of(verdict)
            if verdict == "unclear":
                h = cell.height() / 2
                cell = QRectF(cell.left(), cell.top() + h / 2, cell.width(), h)
            painter.fillRect(cell, colour)
            if verdict == "lost":
                painter.fillRect(cell, QBrush(colours.background, Qt.BrushStyle.BDiagPattern))
        # The score above, over the chart's frame.
        painter.setPen(QPen(colours.grid, 1))
        painter.drawLine(chart.bottomLeft(), chart.bottomRight())
        painter.drawLine(chart.topLeft(), chart.topRight())
        painter.setPen(colours.text)
        top = max(1, analysis.max_score)
        label_w = self._area().left() - metrics.height() * 0.3
        for value, y in ((top, chart.top()), (0, chart.bottom())):
            painter.drawText(QRectF(0, y - metrics.height() / 2, label_w, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(value))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        line = QPolygonF([
            QPointF(chart.left() + (k + 0.5) * w,
                    chart.bottom() - chart.height() * min(score, top) / top)
            for k, score in enumerate(analysis.scores)])
        painter.setPen(QPen(colours.score, 2))
        painter.drawPolyline(line)
        # The turning point: a bold line between the last position won from and the next,
        # with a triangle over the row.
        turning = analysis.turning_point
        if turning is not None:
            x = row.left() + turning * w
            painter.setPen(QPen(colours.turning, 3))
            painter.drawLine(QPointF(x, chart.top()), QPointF(x, row.bottom() + 4))
            size = max(6.0, metrics.height() * 0.45)
            arrow = QPainterPath()
            arrow.addPolygon(QPolygonF([QPointF(x - size, row.top() - size * 1.6),
                                        QPointF(x + size, row.top() - size * 1.6),
                                        QPointF(x, row.top() - 2)]))
            painter.fillPath(arrow, colours.turning)
        # Step numbers under the row: the start, the end and a few round ones between.
        painter.setPen(colours.text)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        steps = analysis.steps
        every = _tick_spacing(steps, row.width() / max(1.0, metrics.horizontalAdvance("0000")))
        for k in sorted({0, steps, *range(every, steps, every)}):
            if 0 < steps - k < every:
                continue
            x = row.left() + (k + 0.5) * w
            painter.drawLine(QPointF(x, row.bottom()), QPointF(x, row.bottom() + 3))
            painter.drawText(QRectF(x - 40, row.bottom() + 3, 80, metrics.height()),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, str(k))
        painter.end()

    # --- the mouse and the keys -------------------------------------------------------------

    def describe_position(self, k: int) -> str:
        """What hovering mark ``k`` tells: the step that led there and the verdict."""
        verdict = {"winnable": self.tr("winnable"), "unclear": self.tr("unclear"),
                   "lost": self.tr("lost")}[self.analysis.verdicts[k]]
        if k == 0:
            where = self.tr("The deal's start")
        else:
            where = self.tr("After move {number}, {step}").format(number=k, step=self._describe(k))
        text = self.tr("{where}: {verdict}.").format(where=where, verdict=verdict)
        if self.analysis.turning_point == k:
            text += " " + self.tr("The turning point.")
        return text + " " + self.tr("Click to try again from here.")

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        k = self.position_at(event.position().x())
        if k is None:
            QToolTip.hideText()
        else:
            QToolTip.showText(event.globalPosition().toPoint(), self.describe_position(k), self)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        k = self.position_at(event.position().x())
        if event.button() == Qt.MouseButton.LeftButton and k is not None:
            self.position_clicked.emit(k)
        super().mouseReleaseEvent(event)


def _tick_spacing(steps: int, room: float) -> int:
    """A round spacing of step numbers that fits ``room`` labels."""
    for spacing in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if steps / spacing <= max(1.0, room):
            return spacing
    return max(1, steps // 10)


def summary(analysis: Analysis, describe: Callable[[int], str],
            describe_alternative: Callable[[], str]) -> str:
    """The analysis in words, for every reader (and a screen reader first)."""
    translate = QCoreApplication.translate
    last, lost = analysis.last_winnable(), analysis.first_lost()
    if last == analysis.steps:
        return translate("Timeline", "Winnable all along: the computer could win from every "
                                     "position of this game.")
    if last is None:
        if lost == 0:
            return translate("Timeline", "Lost from the deal's start: no play could win it.")
        text = translate("Timeline", "The computer found no win from any position of this game.")
        if lost is not None:
            text += " " + translate("Timeline", "Lost for certain from move {number}.").format(
                number=lost)
        return text
    turning = last + 1
    move = describe(turning)
    if lost == turning:
        text = translate("Timeline", "Winnable until move {number}, {step}; lost after it.")
        text = text.format(number=turning, step=move)
    elif lost is not None:
        text = translate("Timeline", "Winnable until move {number}, {step}; unclear after it, "
                                     "lost from move {lost}.")
        text = text.format(number=turning, step=move, lost=lost)
    else:
        text = translate("Timeline", "Winnable until move {number}, {step}; the computer found "
                                     "no win after it, though no loss was proven.")
        text = text.format(number=turning, step=move)
    alternative = describe_alternative()
    if alternative:
        text += " " + translate("Timeline", "Instead, the computer would have played: "
                                            "{step}.").format(step=alternative)
    return text


class AnalysisRun(QObject):
    """One analysis on a worker thread: ``progressed(done, expected)`` after each search, then
    ``done(Analysis)``, ``failed(sentence)`` or ``cancelled()``."""

    progressed = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, spec: GameSpec, data: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._spec = spec
        self._data = data
        self._stop = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._pool.setExpiryTimeout(0)
        self.running = False

    def start(self) -> None:
        spec, data, stop = self._spec, self._data, self._stop
        self.running = True
        # The analyst's modules are imported here, never on the pool's thread (see prepare).
        spec.prepare()

        def work() -> None:
            try:
                analyst: Analyst = spec.load("analyst")
                result = analyst.analyse(data, cancelled=stop.is_set,
                                         progress=self.progressed.emit)
            except Cancelled:
                self.cancelled.emit()
                return
            except Exception as exc:  # reported here: a pool thread has nobody to raise to
                traceback.print_exc()
                self.failed.emit(str(exc)[:120])
                return
            self.done.emit(result)

        for signal in (self.done, self.failed, self.cancelled):
            signal.connect(self._ended)
        self._pool.start(work)

    def _ended(self, *_: object) -> None:
        self.running = False

    def cancel(self) -> None:
        self._stop.set()

    def wait(self) -> None:
        """Cancel and wait for the worker (the dialog closes, the window ends)."""
        self._stop.set()
        self._pool.waitForDone()


class AnalysisDialog(QDialog):
    """The analysis of one game: a progress bar while it runs (Cancel stops it), then the
    timeline, its summary in words and a button to try again before the turning point.

    ``describe(k)`` says step k (1-based) in the game's words; ``describe_alternative()``
    what the computer would have played at the turning point; ``try_again(k)`` is emitted
    with a position to play from. ``analysed`` carries a fresh analysis (to keep it).
    """

    try_again = Signal(int)
    analysed = Signal(object)

    def __init__(self, spec: GameSpec, data: Any, describe: Callable[[int], str],
                 describe_alternative: Callable[[Analysis], str], *,
                 analysis: Analysis | None = None, high_contrast: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Where Was It Lost?"))
        self._describe = describe
        self._describe_alternative = describe_alternative
        self._high_contrast = high_contrast
        self.analysis: Analysis | None = None
        self.timeline: Timeline | None = None
        layout = QVBoxLayout(self)
        self.status = QLabel(self.tr("The computer replays your game and judges each "
                                     "position…"), self)
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)
        self.progress.setAccessibleName(self.tr("Analysis progress"))
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        # While it runs, the words and the bar stay together at the top; the timeline takes
        # this room once it comes.
        self._room = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
        layout.addSpacerItem(self._room)
        self._layout = layout
        self.legend = QLabel(self)
        self.legend.setWordWrap(True)
        self.legend.hide()
        self.buttons = QDialogButtonBox(self)
        self.try_button = QPushButton(self.tr("Try Again"), self)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.buttons.addButton(self.try_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        # Hidden only once added: adding a button to the box shows it again. While the
        # analysis runs, Cancel is the one way out.
        self.try_button.hide()
        self.close_button.hide()
        self.cancel_button.clicked.connect(self._cancel)
        self.close_button.clicked.connect(self.reject)
        self.try_button.clicked.connect(self._try_turning_point)
        layout.addWidget(self.legend)
        layout.addWidget(self.buttons)
        self.run: AnalysisRun | None = None
        fit_to_screen(self, 900, 460)
        if analysis is not None:
            self._show(analysis)
        else:
            self.run = AnalysisRun(spec, data, self)
            self.run.progressed.connect(self._progressed)
            self.run.done.connect(self._done)
            self.run.failed.connect(self._failed)
            self.run.cancelled.connect(self._was_cancelled)
            self.run.start()

    def _progressed(self, done: int, expected: int) -> None:
        self.progress.setRange(0, expected)
        self.progress.setValue(done)

    def _done(self, analysis: Analysis) -> None:
        self.analysed.emit(analysis)
        self._show(analysis)

    def _failed(self, sentence: str) -> None:
        self.progress.hide()
        self.status.setText(self.tr("This game could not be analysed ({reason}).").format(
            reason=sentence))
        self._closing_buttons()

    def _cancel(self) -> None:
        if self.run is not None and self.run.running:
            self.run.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Stopping…"))
        else:
            self.reject()

    def _was_cancelled(self) -> None:
        self.progress.hide()
        self.status.setText(self.tr("The analysis was cancelled."))
        self._closing_buttons()

    def _closing_buttons(self) -> None:
        self.cancel_button.hide()
        self.close_button.show()
        self.close_button.setDefault(True)

    def _show(self, analysis: Analysis) -> None:
        self.analysis = analysis
        self.progress.hide()
        text = summary(analysis, self._describe, lambda: self._describe_alternative(analysis))
        self.status.setText(text)
        timeline = Timeline(analysis, self._describe, self._high_contrast, self)
        timeline.setAccessibleDescription(text)
        timeline.position_clicked.connect(self._clicked)
        self._layout.insertWidget(1, timeline, 1)
        self._layout.removeItem(self._room)
        self.timeline = timeline
        self.legend.setText(self.tr(
            "Each mark is a position, from the deal's start on the left: a full bar winnable, "
            "a half bar unclear, a hatched bar lost. The line above is the score; the bold "
            "line and the triangle mark the turning point. Click a mark to try again from "
            "there."))
        self.legend.show()
        if analysis.turning_point is not None:
            self.try_button.setText(self.tr("Try Again Before Move {number}").format(
                number=analysis.turning_point))
            self.try_button.show()
            self.try_button.setDefault(True)
        self._closing_buttons()
        if analysis.turning_point is not None:
            self.try_button.setDefault(True)

    def _clicked(self, position: int) -> None:
        self.try_again.emit(position)
        self.accept()

    def _try_turning_point(self) -> None:
        if self.analysis is not None and self.analysis.turning_point is not None:
            self._clicked(self.analysis.turning_point - 1)

    def done(self, result: int) -> None:
        if self.run is not None:
            self.run.wait()
        super().done(result)


def step_words(steps: Sequence[Any], describe: Callable[[Any], str]) -> Callable[[int], str]:
    """``describe`` of step k (1-based) of ``steps``, as the timeline asks for it."""
    return lambda k: describe(steps[k - 1]) if 1 <= k <= len(steps) else ""
