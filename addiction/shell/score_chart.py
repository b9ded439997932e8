# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The chart of final scores in the Statistics dialog: how often each score was reached."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QHelpEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from addiction.registry import games


def _nice_step(top: int) -> int:
    """A step of 1, 2 or 5 times a power of ten giving at most four grid lines up to ``top``."""
    magnitude: int = 10 ** max(0, len(str(max(top, 1))) - 2)
    while True:
        for factor in (1, 2, 5):
            if top <= 4 * factor * magnitude:
                return factor * magnitude
        magnitude *= 10

# The colour of a best: the chart's best score, and the note of a record broken.
BEST_COLOUR: Final = QColor(222, 150, 20)


class ScoreChart(QWidget):
    """Bars counting the games that ended on each final score, with the best score in gold."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._counts: list[int] = [0] * (games()[0].max_score + 1)
        self._best: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    @property
    def counts(self) -> list[int]:
        return list(self._counts)

    @property
    def best(self) -> int | None:
        return self._best

    def set_counts(self, counts: Sequence[int], best: int | None) -> None:
        """Show ``counts[score]`` games per final score; ``best`` is drawn in gold."""
        self._counts = list(counts) or [0]
        self._best = best
        self.update()
        # What the bars show, for a screen reader: each final score reached and how often.
        self.setAccessibleName(self.tr("Games per final score"))
        bars = [self.tr("Final score {score}: {games}").format(
                    score=score, games=self.tr("%n game(s)", "", n))
                for score, n in enumerate(self._counts) if n]
        self.setAccessibleDescription("; ".join(bars) or self.tr("No games finished yet"))

    def sizeHint(self) -> QSize:
        return QSize(460, 200)

    def minimumSizeHint(self) -> QSize:
        return QSize(260, 130)

    # --- geometry shared by painting, tooltips and tests ------------------------------

    def _scale(self) -> tuple[int, int]:
        """The top of the count axis and the step between its grid lines."""
        step = _nice_step(max(self._counts))
        return step * max(1, math.ceil(max(self._counts) / step)), step

    def plot_rect(self) -> QRectF:
        """The area the bars stand in (axes along its left and bottom edges)."""
        metrics = self.fontMetrics()
        top, _ = self._scale()
        left = metrics.horizontalAdvance(QLocale().toString(top)) + 12
        line = metrics.height()
        return QRectF(left, line * 1.8, self.width() - left - 10, self.height() - line * 4.2)

    def bar_rect(self, score: int) -> QRectF:
        """Where the bar of ``score`` is drawn (zero height when no game ended on it)."""
        plot = self.plot_rect()
        slot = plot.width() / len(self._counts)
        top, _ = self._scale()
        height = plot.height() * self._counts[score] / top
        return QRectF(
            plot.left() + slot * (score + 0.15), plot.bottom() - height, slot * 0.7, height
        )

    def score_at(self, x: float) -> int | None:
        plot = self.plot_rect()
        if not plot.left() <= x < plot.right():
            return None
        return int((x - plot.left()) / (plot.width() / len(self._counts)))

    def _best_font(self) -> QFont:
        bold = QFont(self.font())
        bold.setBold(True)
        return bold

    def best_label_rect(self) -> QRectF | None:
        """Where the "best" label is drawn, always inside the plot area: above the best bar
        (and above any bar it spans) when there is room, else beside the bar at the plot's top."""
        if self._best is None or not 0 <= self._best < len(self._counts):
            return None
        plot = self.plot_rect()
        bar = self.bar_rect(self._best)
        label = self.tr("best {score}").format(score=QLocale().toString(self._best))
        metrics = QFontMetricsF(self._best_font())
        width = min(metrics.horizontalAdvance(label) + 4, plot.width() - 2)
        height = min(metrics.height(), plot.height() - 2)
        # One pixel in from the axes, so the label never crosses a frame line.
        first, last = plot.left() + 1, plot.right() - 1 - width
        left = min(max(bar.center().x() - width / 2, first), last)
        # Above the tallest bar the label spans, so a high neighbour never hides it.
        under = [
            self.bar_rect(score).top()
            for score in range(len(self._counts))
            if left <= self.bar_rect(score).center().x() <= left + width
        ]
        bottom = min([bar.top(), *under]) - 2
        if bottom - height >= plot.top() + 1:
            return QRectF(left, bottom - height, width, height)
        # No room above: at the top of the plot, beside the bar (right of it if it fits).
        left = bar.right() + 3 if bar.right() + 3 <= last else bar.left() - 3 - width
        return QRectF(min(max(left, first), last), plot.top() + 1, width, height)

    # --- painting --------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text_colour = palette.color(QPalette.ColorRole.WindowText)
        muted = palette.color(QPalette.ColorRole.PlaceholderText)
        plot = self.plot_rect()
        metrics = self.fontMetrics()
        line = metrics.height()
        locale = QLocale()

        painter.fillRect(plot, palette.color(QPalette.ColorRole.Base))
        top, step = self._scale()
        grid = QColor(muted)
        grid.setAlpha(90)
        for value in range(0, top + 1, step):
            y = plot.bottom() - plot.height() * value / top
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(0, y - line / 2, plot.left() - 6, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                locale.toString(value),
            )

        bar_colour = palette.color(QPalette.ColorRole.Highlight)
        for score, count in enumerate(self._counts):
            if count:
                painter.fillRect(
                    self.bar_rect(score), BEST_COLOUR if score == self._best else bar_colour
                )

        painter.setPen(QPen(text_colour, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())

        slot = plot.width() / len(self._counts)
        # Label every n-th score, n as small as the labels' width allows without crowding.
        room = metrics.horizontalAdvance(locale.toString(len(self._counts) - 1)) + 8
        label_every = next(
            (n for n in (1, 2, 3, 4, 6, 8, 12, 24) if slot * n > room), len(self._counts)
        )
        for score in range(0, len(self._counts), label_every):
            x = plot.left() + slot * (score + 0.5)
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 3))
            painter.drawText(
                QRectF(x - slot * label_every / 2, plot.bottom() + 4, slot * label_every, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                locale.toString(score),
            )

        painter.setPen(muted)
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + line + 6, plot.width(), line),
            Qt.AlignmentFlag.AlignHCenter,
            self.tr("Final score"),
        )
        painter.drawText(
            QRectF(0, 0, self.width(), line),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            self.tr("Games"),
        )

        label_rect = self.best_label_rect()
        if self._best is not None and label_rect is not None:
            bar = self.bar_rect(self._best)
            painter.setFont(self._best_font())
            x = bar.center().x()
            if label_rect.bottom() < bar.top() - 4 and label_rect.left() <= x <= label_rect.right():
                # Lifted over a neighbour: a gold leader shows which bar the label means.
                painter.setPen(QPen(BEST_COLOUR, 1, Qt.PenStyle.DotLine))
                painter.drawLine(QPointF(x, label_rect.bottom()), QPointF(x, bar.top()))
            # On the plot's own colour, so a bar behind the label never hides a letter.
            backing = QColor(palette.color(QPalette.ColorRole.Base))
            backing.setAlpha(210)
            painter.fillRect(label_rect, backing)
            painter.setPen(BEST_COLOUR.darker(115))
            painter.drawText(
                label_rect,
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter,
                self.tr("best {score}").format(score=locale.toString(self._best)),
            )
            painter.setFont(self.font())

        if not any(self._counts):
            painter.setPen(muted)
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No games finished yet"))
        painter.end()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            score = self.score_at(event.pos().x())
            if score is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(
                    event.globalPos(),
                    self.tr("Final score {score}: {games}").format(
                        score=score, games=self.tr("%n game(s)", "", self._counts[score])
                    ),
                    self,
                )
            return True
        return super().event(event)
