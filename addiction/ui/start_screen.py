# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The start screen: a tile per game with a miniature of its table, as KPatience greets players."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Final

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from addiction.games import GAMES, TITLES_CONTEXT, GameSpec
from addiction.ui.board_felt import paint_felt
from addiction.ui.board_items import HINT_COLOUR
from addiction.ui.cardart import CardArt

# A tile's picture is this much wider than tall; the text goes below it.
PREVIEW_ASPECT: Final = 1.6

Preview = Callable[[QPainter, QRectF, CardArt], None]


def paint_miniature(spec: GameSpec, painter: QPainter, rect: QRectF, art: CardArt) -> None:
    """The miniature of ``spec``'s table, drawn by its page (imported at the first paint)."""
    spec.load("page").paint_miniature(painter, rect, art)


class GameTile(QAbstractButton):
    """One game to choose: its table in miniature, its name and one line about it."""

    def __init__(self, name: str, title: str, description: str, preview: Preview,
                 art: CardArt, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.title = title
        self.description = description
        self._preview = preview
        self._art = art
        self._picture: QPixmap | None = None
        self._picture_key: tuple[int, int, float, bool] | None = None
        self._hovered = False
        self.setText(title)
        self.setToolTip(description)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # As tall as the picture and text need at the tile's width, no taller.
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(220, 200)

    def sizeHint(self) -> QSize:
        return QSize(420, self.heightForWidth(420))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round((width - 28) / PREVIEW_ASPECT) + 28 + self._text_height()

    def enterEvent(self, event: QEnterEvent) -> None:
        self._hovered = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._hovered = False
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter chooses the game too, not only Space.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
        else:
            super().keyPressEvent(event)

    def _fonts(self) -> tuple[QFont, QFont]:
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.5)
        big.setBold(True)
        return big, QFont(self.font())

    def _text_height(self) -> int:
        big, small = self._fonts()
        return round(big.pointSizeF() * 2.2 + small.pointSizeF() * 4.2)

    def picture_rect(self) -> QRectF:
        """Where the miniature goes (inside the tile's frame, above the text)."""
        margin = 14.0
        area = QRectF(self.rect()).adjusted(margin, margin, -margin,
                                            -margin - self._text_height())
        height = min(area.height(), area.width() / PREVIEW_ASPECT)
        width = height * PREVIEW_ASPECT
        # Picture and text together sit in the middle of a tall tile.
        top = area.top() + (area.height() - height) / 2
        return QRectF(area.left() + (area.width() - width) / 2, top, width, height)

    def _picture_for(self, rect: QRectF) -> QPixmap:
        dpr = self.devicePixelRatioF()
        key = (round(rect.width()), round(rect.height()), dpr, self._art.four_colour)
        if self._picture is None or self._picture_key != key:
            # Drawn once per size: fifty-odd vector cards are too many for every repaint.
            picture = QPixmap(max(1, round(rect.width() * dpr)),
                              max(1, round(rect.height() * dpr)))
            picture.setDevicePixelRatio(dpr)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            self._preview(painter, QRectF(0, 0, rect.width(), rect.height()), self._art)
            painter.end()
            self._picture, self._picture_key = picture, key
        return self._picture

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        frame = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        lit = self._hovered or self.hasFocus() or self.isDown()
        painter.setBrush(QColor(0, 0, 0, 95 if lit else 60))
        outline = HINT_COLOUR if lit else QColor(255, 255, 255, 60)
        painter.setPen(QPen(outline, 3 if lit else 1.5))
        painter.drawRoundedRect(frame, 14, 14)
        picture = self.picture_rect()
        painter.drawPixmap(picture.topLeft(), self._picture_for(picture))
        big, small = self._fonts()
        text_top = picture.bottom() + 10
        text_rect = QRectF(frame.left() + 12, text_top, frame.width() - 24,
                           frame.bottom() - text_top - 6)
        painter.setPen(QColor(245, 250, 245))
        painter.setFont(big)
        title_height = painter.fontMetrics().height()
        painter.drawText(QRectF(text_rect.left(), text_rect.top(), text_rect.width(),
                                title_height), Qt.AlignmentFlag.AlignHCenter, self.title)
        painter.setPen(QColor(220, 235, 220))
        painter.setFont(small)
        painter.drawText(
            text_rect.adjusted(0, title_height + 4, 0, 0),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            | int(Qt.TextFlag.TextWordWrap),
            self.description,
        )
        painter.end()


class StartScreen(QWidget):
    """The games side by side on the felt; clicking one (or Enter on it) emits ``chosen``."""

    chosen = Signal(str)

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_screen")
        heading = QLabel(self.tr("Choose a game"), self)
        font = QFont(heading.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        heading.setFont(font)
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        heading.setStyleSheet("color: rgb(240, 248, 240);")
        translate = QCoreApplication.translate
        self.tiles: dict[str, GameTile] = {
            spec.id: GameTile(
                spec.id, translate(TITLES_CONTEXT, spec.title),
                translate(TITLES_CONTEXT, spec.description),
                partial(paint_miniature, spec), art, parent=self,
            )
            for spec in GAMES
        }
        grid = QGridLayout()
        grid.setSpacing(28)
        for column, tile in enumerate(self.tiles.values()):
            grid.addWidget(tile, 0, column)
            tile.clicked.connect(lambda _=False, name=tile.name: self.chosen.emit(name))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 28, 40, 40)
        layout.setSpacing(24)
        layout.addStretch(1)
        layout.addWidget(heading)
        layout.addLayout(grid)
        layout.addStretch(2)

    def offer(self, name: str) -> None:
        """Put the keyboard on the tile of ``name`` (the game played last)."""
        tile = self.tiles.get(name)
        if tile is not None:
            tile.setFocus()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        paint_felt(painter, QRectF(event.rect()), rect)
        painter.end()

    def refresh_cards(self) -> None:
        """Draw the miniatures again (the deck's colours changed)."""
        for tile in self.tiles.values():
            tile.update()
