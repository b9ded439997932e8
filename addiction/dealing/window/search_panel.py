# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The panel over the table while a deal asked for is looked for: what is looked for, a busy
bar, and Cancel (Escape too), so the wait is never silent and never a trap."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class SearchPanel(QFrame):
    """Centred over ``table`` (the page's view) while shown; ``cancel`` is called by its
    Cancel button or Escape."""

    def __init__(self, table: QWidget, cancel: Callable[[], None]) -> None:
        super().__init__(table)
        self._table = table
        self.setObjectName("search_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.label.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.label.setFont(font)
        busy = QProgressBar(self)
        busy.setRange(0, 0)
        busy.setTextVisible(False)
        busy.setAccessibleName(self.tr("Looking"))
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        self.cancel_button.setToolTip(self.tr("Stop looking and go on with the game on the "
                                              "table (Esc)"))
        self.cancel_button.clicked.connect(cancel)
        self._cancel = cancel
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(24, 18, 24, 18)
        column.addWidget(self.label)
        column.addWidget(busy)
        column.addLayout(row)
        table.installEventFilter(self)
        self.hide()

    def open(self, text: str) -> None:
        """Say ``text`` over the table, with Cancel; Escape on the table or the window cancels
        too (as it stops Play to the End)."""
        self.label.setText(text)
        self.setAccessibleName(text)
        self._place()
        self.window().installEventFilter(self)
        self.show()
        self.raise_()

    def close_panel(self) -> None:
        """The wait is over."""
        self.window().removeEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self._table and kind == QEvent.Type.Resize:
            self._place()
        if (self.isVisible() and kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape):
            self._cancel()
            return True
        return super().eventFilter(watched, event)

    def _place(self) -> None:
        table = self._table
        size = self.sizeHint().expandedTo(self.minimumSizeHint())
        width = min(max(size.width(), 320), table.width())
        self.setGeometry((table.width() - width) // 2, (table.height() - size.height()) // 2,
                         width, size.height())
