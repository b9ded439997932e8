# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A page's status strip: its fields in a row, the least important giving way in a narrow window.

Each field is a label with a priority. When the fields are wider than the strip's room, the
least important go out of sight first (the later of two alike), and a "…" at the end names
them in its tooltip; S still reads them aloud. A message in the status bar gets its room
first: while one is on show the strip asks for no more than what the message leaves.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

# Priorities: the higher, the longer a field stays in a narrow window.
LEAST: Final = 1
MINOR: Final = 2
USUAL: Final = 6
MAIN: Final = 9
# The room each field keeps on either side of its text.
FIELD_MARGIN: Final = 8
# Between a status-bar message and the strip.
_MESSAGE_GAP: Final = 24


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
            left = self._bar.width() - self._bar.fontMetrics().horizontalAdvance(self._message) \
                - _MESSAGE_GAP
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
