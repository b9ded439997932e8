# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The cover laid over a paused table: the bare felt and a word of how to go on, no card in sight.

A paused game's clock stands still (``GamePage.pause``); the cover keeps the cards from being
studied meanwhile, as KPatience's pause does. A click anywhere on it, its Resume button (which
has the keyboard: Enter or Space presses it) or P again resumes. While it is up, no key or
click reaches the table under it, however it was sent.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPainterPath, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from addiction.cardart.art import CardArt
from addiction.cardart.felt import paint_felt

# What the table under the cover must not be told while it is up.
_HELD_BACK: Final = frozenset({
    QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseMove,
    QEvent.Type.Wheel, QEvent.Type.ContextMenu, QEvent.Type.DragEnter, QEvent.Type.Drop,
})
# How many characters of the panel's smaller words make a line.
PANEL_CHARS: Final = 60
# The words on the felt: the cream of the start screen's headings.
_INK: Final = QColor(240, 248, 240)
_INK_SOFT: Final = QColor(240, 248, 240, 205)


class PauseMark(QWidget):
    """The pause sign, two rounded bars, drawn at any size in the cover's ink."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setFixedSize(QSize(56, 56))
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        bar_width, gap = side * 0.26, side * 0.18
        left = (self.width() - 2 * bar_width - gap) / 2
        top = (self.height() - side) / 2
        path = QPainterPath()
        for x in (left, left + bar_width + gap):
            path.addRoundedRect(QRectF(x, top, bar_width, side), side * 0.08, side * 0.08)
        painter.fillPath(path, _INK)
        painter.end()


class PauseCover(QWidget):
    """The felt over the whole of ``table`` (a child of it, following its size), with the
    sign, the word and the way on in a soft dark panel in its middle; ``resume_asked`` on a
    click anywhere or the Resume button."""

    resume_asked = Signal()

    def __init__(self, art: CardArt, table: QAbstractScrollArea) -> None:
        super().__init__(table)
        self.setObjectName("pause_cover")
        self._art = art
        self._table = table
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

        self.panel = QFrame(self)
        self.panel.setObjectName("pause_panel")
        self.panel.setStyleSheet(
            "#pause_panel { background: rgba(0, 0, 0, 72); border-radius: 18px;"
            " border: 1px solid rgba(255, 255, 255, 40); }")
        self.panel.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        inside = self._inside = QVBoxLayout(self.panel)
        inside.setContentsMargins(48, 32, 48, 32)
        inside.setSpacing(14)
        self.mark = PauseMark(self.panel)
        inside.addWidget(self.mark, 0, Qt.AlignmentFlag.AlignHCenter)
        self.label = self._words(self.tr("Paused"), 2.4, bold=True, colour=_INK)
        self.label.setObjectName("paused")
        inside.addWidget(self.label)
        self.how = self._words(self.tr("The clock has stopped and the cards are hidden.\n"
                                       "Press P, or click anywhere, to play on."),
                               1.15, bold=False, colour=_INK_SOFT)
        self.how.setObjectName("pause_how")
        inside.addWidget(self.how)
        inside.addSpacing(6)
        self.resume = QPushButton(self.tr("Resume"), self.panel)
        self.resume.setObjectName("resume")
        font = QFont(self.resume.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.resume.setFont(font)
        self.resume.setMinimumWidth(160)
        self.resume.setCursor(Qt.CursorShape.PointingHandCursor)
        self.resume.setAutoDefault(True)
        self.resume.clicked.connect(self.resume_asked)
        inside.addWidget(self.resume, 0, Qt.AlignmentFlag.AlignHCenter)

        column = QVBoxLayout(self)
        column.setContentsMargins(16, 16, 16, 16)
        column.addStretch(1)
        column.addWidget(self.panel, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(1)
        self.setAccessibleName(self.label.text())
        self.setAccessibleDescription(self.how.text().replace("\n", " "))
        # The table's size, and nothing of its input while the cover is up.
        table.installEventFilter(self)
        table.viewport().installEventFilter(self)
        self.hide()

    def _words(self, text: str, scale: float, *, bold: bool, colour: QColor) -> QLabel:
        label = QLabel(text, self.panel)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        font = QFont(label.font())
        font.setPointSizeF(font.pointSizeF() * scale)
        font.setBold(bold)
        label.setFont(font)
        label.setStyleSheet(f"color: {colour.name(QColor.NameFormat.HexArgb)};"
                            " background: transparent;")
        return label

    def cover(self) -> None:
        """Lie over the whole table, and give the keyboard to the Resume button."""
        self._fit()
        self.show()
        self.raise_()
        self.resume.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._table and event.type() == QEvent.Type.Resize:
            self._fit()
        elif self.isVisible() and event.type() in _HELD_BACK:
            # A key the cover let pass (it goes on to the table), or an event sent to the
            # table itself: the covered cards hear nothing.
            return True
        return super().eventFilter(watched, event)

    def _fit(self) -> None:
        """The whole table; the panel as wide as its words read well, or as the table
        allows (the words wrap, whole, to as many lines as they need)."""
        rect = self._table.rect()
        self.setGeometry(rect)
        margins = self._inside.contentsMargins()
        around = margins.left() + margins.right()
        em = self.how.fontMetrics().averageCharWidth()
        width = max(around + 60, min(PANEL_CHARS * em + around, rect.width() - 32))
        self.panel.setFixedWidth(width)
        # A wrapped label's height for the width it gets, which a centred panel's layout
        # does not ask for.
        for label in (self.label, self.how):
            label.setFixedHeight(label.heightForWidth(width - around))

    def focusNextPrevChild(self, next_: bool) -> bool:
        # Tab stays on the cover: past it lies the covered table.
        del next_
        self.resume.setFocus()
        return True

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton:
            self.resume_asked.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_felt(painter, QRectF(event.rect()), QRectF(self.rect()),
                   plain=self._art.high_contrast, cloth=self._art.cloth)
        painter.end()
