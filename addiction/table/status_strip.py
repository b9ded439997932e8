# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A page's status strip: its fields in a row, the least important giving way in a narrow window.

Each field is a label with a priority. When the fields are wider than the strip's room, the
least important go out of sight first, whole (the later of two alike), and a "…" at the end
names them in its tooltip; S still reads them aloud. A message in the status bar gets its room
first: while one is on show the strip asks for no more than what the message leaves, and a
message longer than the whole bar is cut after its last whole word (``MessageBar``).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizeGrip, QSizePolicy, QStatusBar, QStyle, QStyleOption, QWidget

# Priorities: the higher, the longer a field stays in a narrow window.
LEAST: Final = 1
MINOR: Final = 2
USUAL: Final = 6
# What the player follows from move to move (the moves, the deal's number).
KEPT: Final = 8
MAIN: Final = 9
# The room each field keeps on either side of its text.
FIELD_MARGIN: Final = 8
# Between a status-bar message and the strip.
_MESSAGE_GAP: Final = 16
# Where QStatusBar paints its message: from this far in, to this far before the first
# permanent widget (Qt's QStatusBarPrivate::messageRect).
_MESSAGE_LEFT: Final = 6
_MESSAGE_RIGHT: Final = 2
_ELLIPSIS: Final = "…"


def whole_words(text: str, metrics: QFontMetrics, room: int) -> str:
    """``text`` if it fits ``room`` pixels; otherwise as many of its first words as fit with
    a "…" after them (never part of a word); "…" alone when not even the first word fits."""
    if metrics.horizontalAdvance(text) <= room:
        return text
    words = text.split(" ")
    for count in range(len(words) - 1, 0, -1):
        cut = " ".join(words[:count]).rstrip(",;:.—–-") + _ELLIPSIS
        if metrics.horizontalAdvance(cut) <= room:
            return cut
    return _ELLIPSIS


def format_time(seconds: int) -> str:
    """``m:ss``, or ``h:mm:ss`` from an hour on."""
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


class StatusStrip(QWidget):
    """The fields of a status strip, in order, fitted to the room the strip is given."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fields: list[tuple[QLabel, int]] = []
        # Whether each field has something to show, whatever the room.
        self._wanted: dict[QLabel, bool] = {}
        self._message = ""
        self._bar: QStatusBar | None = None
        self._placing = False
        # Each label's width for its text in its font, as last measured: a label's size hint
        # lays its text out anew every time, and the strip is placed at every change.
        self._widths: dict[QLabel, tuple[tuple[str, str], int]] = {}
        self.more = QLabel("…", self)
        self.more.setObjectName("more_status")
        self.more.setContentsMargins(FIELD_MARGIN, 0, FIELD_MARGIN, 0)
        self.more.installEventFilter(self)
        self.more.hide()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def add(self, label: QLabel, priority: int = USUAL, *, shown: bool = True) -> None:
        """Put ``label`` after the fields so far; ``priority`` says how long it stays in a
        narrow window, ``shown`` whether it has something to show yet."""
        label.setParent(self)
        label.setContentsMargins(FIELD_MARGIN, 0, FIELD_MARGIN, 0)
        label.installEventFilter(self)
        self._fields.append((label, priority))
        self._wanted[label] = shown
        self.more.raise_()
        self._changed()

    def show_field(self, label: QLabel, on: bool) -> None:
        """Whether ``label`` has something to show (the strip decides if there is room)."""
        if self._wanted.get(label) != on:
            self._wanted[label] = on
            self._changed()

    def is_shown(self, label: QLabel) -> bool:
        """Whether ``label`` is one of the fields with something to show, room or not."""
        return self._wanted.get(label, False)

    def fields(self) -> list[QLabel]:
        """The fields with something to show, in order, whether or not there is room for them."""
        return [label for label, _ in self._fields if self._wanted[label] and label.text()]

    def hidden_for_room(self) -> list[QLabel]:
        """The fields out of sight for want of room."""
        return [label for label in self.fields() if label.isHidden()]

    # --- size -------------------------------------------------------------------------------

    def _width(self, label: QLabel) -> int:
        key = (label.text(), label.font().key())
        known = self._widths.get(label)
        if known is not None and known[0] == key:
            return known[1]
        width = label.sizeHint().width()
        self._widths[label] = (key, width)
        return width

    def _full_width(self) -> int:
        return sum(self._width(label) for label in self.fields())

    def _least_width(self) -> int:
        fields = self.fields()
        if not fields:
            return 0
        kept = max(self._fields, key=lambda field: field[1] if field[0] in fields else -1)[0]
        return self._width(kept) + (self._width(self.more) if len(fields) > 1 else 0)

    def sizeHint(self) -> QSize:
        height = max((label.sizeHint().height() for label, _ in self._fields),
                     default=self.more.sizeHint().height())
        width = self._full_width()
        if self._message and self._bar is not None:
            # The strip's right edge stays where the bar's layout put it (before its size grip).
            right = self.geometry().right() + 1 if self.isVisible() and self.width() > 0 \
                else self._bar.width()
            left = right - self._bar.fontMetrics().horizontalAdvance(self._message) \
                - _MESSAGE_LEFT - _MESSAGE_RIGHT - _MESSAGE_GAP
            width = max(self._least_width(), min(width, left))
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:
        return QSize(self._least_width(), self.sizeHint().height())

    # --- events -------------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ParentChange:
            self._follow_bar()
        elif event.type() == QEvent.Type.LayoutRequest:
            self._changed()
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A field's new text may need more room, or less.
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._changed()
            # Measured just now, before the label itself took the change: measured again later.
            if isinstance(watched, QLabel):
                self._widths.pop(watched, None)
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._place()

    def showEvent(self, event: QShowEvent) -> None:
        self._place()

    def _follow_bar(self) -> None:
        bar = self.parentWidget()
        if bar is self._bar:
            return
        if self._bar is not None:
            self._bar.messageChanged.disconnect(self._message_changed)
        self._bar = bar if isinstance(bar, QStatusBar) else None
        if self._bar is not None:
            self._bar.messageChanged.connect(self._message_changed)
            self._message = self._bar.currentMessage()

    def _message_changed(self, text: str) -> None:
        self._message = text
        self._changed()

    def _changed(self) -> None:
        if self._placing:
            return
        self.updateGeometry()
        self._place()

    def _place(self) -> None:
        """Show the fields that fit, the most important first, and put them in a row at the
        right of the strip; a "…" names the rest."""
        if self._placing:
            return
        self._placing = True
        try:
            fields = self.fields()
            # Each width looked up once per placing.
            width = {label: self._width(label) for label in (*fields, self.more)}
            shown = set(fields)
            room = self.width()
            # Out of sight, the strip has no room to speak of yet: every field stays.
            if self.isVisible() and sum(width[label] for label in fields) > room:
                room -= width[self.more]
                order = sorted(range(len(self._fields)),
                               key=lambda k: (self._fields[k][1], -k))
                for k in order:
                    label = self._fields[k][0]
                    if sum(width[each] for each in shown) <= room or len(shown) <= 1:
                        break
                    shown.discard(label)
            dropped = [label for label in fields if label not in shown]
            x = self.width() - sum(width[label] for label in shown)
            if dropped:
                x -= width[self.more]
            x = max(0, x)
            for label, _ in self._fields:
                if label in shown:
                    label.setGeometry(x, 0, width[label], self.height())
                    x += width[label]
                if label.isHidden() == (label in shown):
                    label.setVisible(label in shown)
            self.more.setToolTip("\n".join(label.text() for label in dropped))
            if dropped:
                self.more.setGeometry(x, 0, width[self.more], self.height())
            if self.more.isHidden() == bool(dropped):
                self.more.setVisible(bool(dropped))
        finally:
            self._placing = False


class MessageBar(QStatusBar):
    """The window's status bar, whose message never shows part of a word: one wider than its
    room is cut after its last whole word that fits, with a "…", and said whole in the bar's
    tooltip (a screen reader hears it whole as it comes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.messageChanged.connect(self._follow_message)

    def message_room(self) -> QRect:
        """Where the message is painted: left of the first permanent widget on show."""
        right = self.width() - 12
        for child in self.findChildren(QWidget):
            if child.parentWidget() is self and child.isVisible() and \
                    not isinstance(child, QSizeGrip):
                right = min(right, child.x() - _MESSAGE_RIGHT)
        return QRect(_MESSAGE_LEFT, 0, max(0, right - _MESSAGE_LEFT), self.height())

    def shown_message(self) -> str:
        """The message as painted: whole, or cut after a whole word."""
        message = self.currentMessage()
        if not message:
            return ""
        return whole_words(message, self.fontMetrics(), self.message_room().width())

    def _follow_message(self, message: str) -> None:
        self.setToolTip(message if message and self.shown_message() != message else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._follow_message(self.currentMessage())

    def paintEvent(self, event: QPaintEvent) -> None:
        shown = self.shown_message()
        if shown == self.currentMessage():
            super().paintEvent(event)
            return
        # As QStatusBar paints, but with the message cut after a whole word.
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        for child in self.findChildren(QWidget):
            if child.parentWidget() is self and child.isVisible() and \
                    not isinstance(child, QSizeGrip):
                frame = QStyleOption()
                frame.rect = child.geometry().adjusted(-2, -1, 2, 1)
                frame.palette = self.palette()
                frame.state = QStyle.StateFlag.State_None
                self.style().drawPrimitive(
                    QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, painter, child)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self.message_room(), int(Qt.AlignmentFlag.AlignLeading
                                                  | Qt.AlignmentFlag.AlignVCenter
                                                  | Qt.TextFlag.TextSingleLine), shown)
        painter.end()
