# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the window tells the player beside the game: notices about saved data, and what a
finished game meant for the records."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QStyle,
    QToolButton,
    QWidget,
)

if TYPE_CHECKING:
    from addiction.table.dialogs import EndOfGameDialog

# The best score stands out in a warm gold that reads on light and dark palettes alike.


class NoticeBar(QFrame):
    """A strip that tells the player something worth reading without stopping play.

    Hidden until told something; the player closes it when done reading. What it is told
    while still open is added below, so nothing said is lost.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        # Soft amber with dark text: a warning that reads the same on light and dark themes.
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(255, 240, 200))
        palette.setColor(QPalette.ColorRole.WindowText, QColor(60, 45, 0))
        self.setPalette(palette)
        icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size)
        )
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QToolButton(self)
        self.close_button.setAutoRaise(True)
        self.close_button.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_TitleBarCloseButton)
        )
        self.close_button.setToolTip(self.tr("Close this message"))
        self.close_button.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 6, 6)
        row.setSpacing(8)
        row.addWidget(icon)
        row.addWidget(self.label, 1)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def text(self) -> str:
        """What the bar says now ("" when it was never told anything)."""
        return self.label.text()

    def tell(self, sentence: str) -> None:
        shown = "" if self.isHidden() else self.label.text()
        self.label.setText(f"{shown}\n{sentence}" if shown else sentence)
        self.show()


def records_note(deal: int, assisted: bool, fell: frozenset[str]) -> tuple[str, bool] | None:
    """What a finished game means for the records, and whether it is a new best (None: it
    means nothing worth saying)."""
    if deal == 0:
        return QCoreApplication.translate("MainWindow", "A pasted position sets no record."), False
    if assisted:
        return QCoreApplication.translate(
            "MainWindow", "Hint, Auto or Play to the End helped, so this game sets no record."), False
    from addiction.shell.statistics import new_records_text  # noqa: PLC0415 - only at a game's end

    text = new_records_text(fell)
    return (text, True) if text is not None else None


def add_records_note(dialog: EndOfGameDialog, text: str, new_best: bool) -> QLabel:
    """Put what the game meant for the records under the end-of-game figures."""
    label = QLabel(text, dialog)
    label.setObjectName("records")
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setContentsMargins(0, 6, 0, 2)
    if new_best:
        # The chart's module is loaded with the first game's end, not before the first frame.
        from addiction.shell.score_chart import BEST_COLOUR  # noqa: PLC0415

        font = QFont(label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        label.setFont(font)
        palette = label.palette()
        # Darker than the chart's gold, so it reads on a light dialog as well as a dark one.
        palette.setColor(QPalette.ColorRole.WindowText, BEST_COLOUR.darker(125))
        label.setPalette(palette)
    else:
        # A remark beside the figures, not news: wrapped, and quieter than they are.
        label.setWordWrap(True)
        label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    layout = dialog.layout()
    if isinstance(layout, QBoxLayout):
        # Just above the buttons, below the score and the other figures.
        layout.insertWidget(layout.count() - 1, label)
    elif layout is not None:
        layout.addWidget(label)
    return label

