# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The start screen: a tile per game with a miniature of its table, as KPatience greets players.

A family of related games (``addiction.registry.families()``) shares one tile, which opens a chooser
of its members on the same screen; Escape or Back returns to the games.
"""

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
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from addiction.registry import TITLES_CONTEXT, Family, GameSpec, families, game_spec, games, members
from addiction.table.cardart import CardArt
from addiction.table.felt import paint_felt
from addiction.table.items import hint_colour

# A tile's picture is this much wider than tall; the text goes below it.
PREVIEW_ASPECT: Final = 1.6
# A family's chooser sets its members out in rows of this many.
FAMILY_COLUMNS: Final = 5
# The first page's tiles in a row, before the next row starts.
FRONT_COLUMNS: Final = 4

Preview = Callable[[QPainter, QRectF, CardArt], None]


def paint_miniature(spec: GameSpec, painter: QPainter, rect: QRectF, art: CardArt) -> None:
    """The miniature of ``spec``'s table, drawn by its page (imported at the first paint)."""
    spec.page_class().paint_miniature(painter, rect, art)


class GameTile(QAbstractButton):
    """One game to choose: its table in miniature, its name and one line about it."""

    def __init__(self, name: str, title: str, description: str, preview: Preview,
                 art: CardArt, *, compact: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        # A compact tile (in a family's chooser, ten to a screen) has smaller type.
        self._compact = compact
        self.title = title
        self.description = description
        self._preview = preview
        self._art = art
        self._picture: QPixmap | None = None
        self._picture_key: tuple[int, int, float, tuple[bool, bool, bool]] | None = None
        self._hovered = False
        self.setText(title)
        self.setToolTip(description)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # As tall as the picture and text need at the tile's width, no taller.
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(*((130, 130) if compact else (220, 200)))

    def sizeHint(self) -> QSize:
        width = 240 if self._compact else 420
        return QSize(width, self.heightForWidth(width))

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
        big.setPointSizeF(big.pointSizeF() * (1.2 if self._compact else 1.5))
        big.setBold(True)
        small = QFont(self.font())
        if self._compact:
            small.setPointSizeF(small.pointSizeF() * 0.9)
        return big, small

    def _text_height(self) -> int:
        big, small = self._fonts()
        # Room for two lines of description, three on a compact tile's narrow width.
        return round(big.pointSizeF() * 2.2 + small.pointSizeF() * (6.2 if self._compact else 4.2))

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
        key = (round(rect.width()), round(rect.height()), dpr, self._art.look)
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
        stark = self._art.high_contrast
        painter.setBrush(QColor(0, 0, 0, 95 if lit else 60))
        # High contrast: every tile's frame plain to see on the dark felt, the lit one bolder.
        quiet = QColor(255, 255, 255, 150 if stark else 60)
        outline = hint_colour(stark) if lit else quiet
        painter.setPen(QPen(outline, (5 if stark else 3) if lit else (2 if stark else 1.5)))
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
    """The games side by side on the felt; clicking one (or Enter on it) emits ``chosen``.

    ``tiles`` holds a tile for every game (a family's members on its chooser), and
    ``family_tiles`` the tile of each family on the first screen.
    """

    chosen = Signal(str)

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_screen")
        self._art = art
        self.tiles: dict[str, GameTile] = {}
        self.family_tiles: dict[str, GameTile] = {}
        self._family_pages: dict[str, QWidget] = {}
        self.pages = QStackedWidget(self)
        self.pages.setObjectName("start_pages")
        self.pages.setStyleSheet("#start_pages { background: transparent; }")
        self.games_page = self._page(self.tr("Choose a game"))
        grid = QGridLayout()
        grid.setSpacing(28)
        placed = 0
        for spec in games():
            if spec.family:
                if spec.family in self.family_tiles:
                    continue
                tile = self._family_tile(spec.family)
            else:
                tile = self._game_tile(spec, compact=False)
            # More games than fit across wrap onto the next row, as the family chooser's do.
            grid.addWidget(tile, *divmod(placed, FRONT_COLUMNS))
            placed += 1
        self._finish_page(self.games_page, grid)
        for found in families():
            self._family_pages[found.id] = self._family_page(found)
        # A window too small for the tiles scrolls them rather than growing past the screen.
        scroll = QScrollArea(self)
        scroll.setObjectName("start_scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("#start_scroll, #start_scroll > QWidget { background: transparent; }")
        scroll.setWidget(self.pages)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)

    def _page(self, heading_text: str) -> QWidget:
        page = QWidget(self.pages)
        heading = QLabel(heading_text, page)
        heading.setObjectName("heading")
        font = QFont(heading.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        heading.setFont(font)
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        heading.setStyleSheet("color: rgb(240, 248, 240);")
        layout = QVBoxLayout(page)
        layout.setContentsMargins(40, 28, 40, 40)
        layout.setSpacing(24)
        layout.addStretch(1)
        layout.addWidget(heading)
        self.pages.addWidget(page)
        return page

    def _finish_page(self, page: QWidget, grid: QGridLayout, back: QWidget | None = None) -> None:
        layout = page.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addLayout(grid)
        if back is not None:
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(back)
            row.addStretch(1)
            layout.addLayout(row)
        layout.addStretch(2)

    def _game_tile(self, spec: GameSpec, *, compact: bool) -> GameTile:
        translate = QCoreApplication.translate
        tile = GameTile(spec.id, translate(TITLES_CONTEXT, spec.title),
                        translate(TITLES_CONTEXT, spec.description),
                        partial(paint_miniature, spec), self._art, compact=compact, parent=self)
        tile.clicked.connect(lambda _=False, name=spec.id: self.chosen.emit(name))
        self.tiles[spec.id] = tile
        return tile

    def _family_tile(self, family_id: str) -> GameTile:
        translate = QCoreApplication.translate
        found = next(f for f in families() if f.id == family_id)
        tile = GameTile(found.id, translate(TITLES_CONTEXT, found.title),
                        translate(TITLES_CONTEXT, found.description),
                        partial(paint_miniature, game_spec(found.miniature)), self._art,
                        parent=self)
        tile.clicked.connect(lambda _=False, name=found.id: self.open_family(name))
        self.family_tiles[found.id] = tile
        return tile

    def _family_page(self, found: Family) -> QWidget:
        page = self._page(QCoreApplication.translate(TITLES_CONTEXT, found.title))
        grid = QGridLayout()
        grid.setSpacing(18)
        for k, spec in enumerate(members(found.id)):
            grid.addWidget(self._game_tile(spec, compact=True), *divmod(k, FAMILY_COLUMNS))
        back = QPushButton(self.tr("Back to All Games"), page)
        back.clicked.connect(self.show_games)
        self._finish_page(page, grid, back)
        return page

    def open_family(self, family_id: str) -> None:
        """Show the chooser of a family's members, the keyboard on the first."""
        page = self._family_pages[family_id]
        self.pages.setCurrentWidget(page)
        self.tiles[members(family_id)[0].id].setFocus()

    def show_games(self) -> None:
        """Back from a family's chooser to every game, the keyboard on that family's tile."""
        current = self.pages.currentWidget()
        self.pages.setCurrentWidget(self.games_page)
        for family_id, page in self._family_pages.items():
            if page is current:
                self.family_tiles[family_id].setFocus()

    def offer(self, name: str) -> None:
        """Show every game, the keyboard on ``name`` (the game played last) or its family."""
        self.pages.setCurrentWidget(self.games_page)
        spec = next((s for s in games() if s.id == name), None)
        tile = (self.family_tiles.get(spec.family) if spec is not None and spec.family
                else self.tiles.get(name))
        if tile is not None:
            tile.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Backspace) and \
                self.pages.currentWidget() is not self.games_page:
            self.show_games()
            event.accept()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        paint_felt(painter, QRectF(event.rect()), rect, plain=self._art.high_contrast)
        painter.end()

    def refresh_cards(self) -> None:
        """Draw the miniatures and the felt again (the deck's or the table's look changed)."""
        for tile in (*self.tiles.values(), *self.family_tiles.values()):
            tile.update()
        self.update()
