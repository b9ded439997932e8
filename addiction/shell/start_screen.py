# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The start screen: a tile per game with a miniature of its table, as KPatience greets players.

A family of related games (``addiction.registry.families()``) shares one tile, which opens a chooser
of its members on the same screen; Escape or Back returns to the games. Opened from a game in
play (Choose Game), Escape or "Back to the game" on the first page goes back to it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Final, NamedTuple

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from addiction.cardart.art import CardArt
from addiction.cardart.felt import paint_felt
from addiction.cardart.items import hint_colour
from addiction.cardart.style import Look
from addiction.contract import TITLES_CONTEXT, Family, GameSpec
from addiction.registry import families, family, game_spec, games, members

# A tile's picture is this much wider than tall; the text goes below it.
PREVIEW_ASPECT: Final = 1.6
# A tile's frame to its picture, and its text to the frame's sides (a compact tile's first).
_MARGINS: Final = (9, 14)
_TEXT_INSETS: Final = (3, 8)
_TEXT_GAP: Final = 6
# The least height a picture keeps on a short screen.
_MIN_PICTURE: Final = 36
# A start page's margins, and the gap between its heading, tiles and button.
_PAGE_MARGIN: Final = 12
_PAGE_GAP: Final = 12
# A family's chooser sets its members out in rows of this many.
FAMILY_COLUMNS: Final = 5
# The first page's tiles in a row, before the next row starts.
FRONT_COLUMNS: Final = 4

Preview = Callable[[QPainter, QRectF, CardArt], None]


def paint_miniature(spec: GameSpec, painter: QPainter, rect: QRectF, art: CardArt) -> None:
    """The miniature of ``spec``'s table, drawn by its page (imported at the first paint)."""
    spec.page_class().paint_miniature(painter, rect, art)


# Text layouts a tile keeps, one for each width it was asked about lately.
_WIDTHS_KEPT: Final = 16


class TileText(NamedTuple):
    """A piece of a tile's text, as the tile paints it: in ``font``, inside ``rect``."""

    text: str
    font: QFont
    rect: QRectF
    flags: int


class GameTile(QAbstractButton):
    """One game to choose: its table in miniature, its name and a line or two about it.

    The title and description wrap to the tile's width (a title word too wide for it is set
    smaller), and their type grows a little with a large tile; the picture takes the rest.
    """

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
        self._picture_key: tuple[int, int, float, Look] | None = None
        self._hovered = False
        self._margin = _MARGINS[0 if compact else 1]
        self._inset = _TEXT_INSETS[0 if compact else 1]
        # The height kept for text below the picture: the tallest text of the tile's row,
        # so that the pictures and titles of a row line up (0: the tile's own).
        self.text_room = 0
        # The text laid out at the widths asked lately (see ``_texts``).
        self._laid_out: dict[tuple[int, str, str, str], tuple[TileText, TileText]] = {}
        self.setText(title)
        self.setToolTip(description)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # As tall as the picture and text need at the tile's width, no taller.
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    @property
    def minimum_width(self) -> int:
        """The narrowest a tile is laid out."""
        return 124 if self._compact else 200

    def sizeHint(self) -> QSize:
        width = 240 if self._compact else 420
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        width = self.minimum_width
        return QSize(width, self.minimum_height(width))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return (round((width - 2 * self._margin) / PREVIEW_ASPECT) + 2 * self._margin
                + max(self.text_height(width), self.text_room))

    def minimum_height(self, width: int) -> int:
        """The least height at ``width``: the whole text, and a small picture."""
        return _MIN_PICTURE + 2 * self._margin + max(self.text_height(width), self.text_room)

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

    def _fonts(self, width: int) -> tuple[QFont, QFont]:
        # A large tile (a wide screen) sets its text a little larger, up to half as large again.
        grow = min(1.5, max(1.0, width / (480 if self._compact else 640)))
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * (1.2 if self._compact else 1.5) * grow)
        big.setBold(True)
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * (0.9 if self._compact else 1.0) * grow)
        return big, small

    @staticmethod
    def _fitting(font: QFont, text: str, width: float, least: float) -> QFont:
        """``font``, or a smaller one (down to ``least`` points) in which every word of
        ``text`` fits ``width``."""
        fitted = QFont(font)
        words = text.split() or [text]
        while fitted.pointSizeF() > least and max(
                QFontMetricsF(fitted).horizontalAdvance(word) for word in words) > width:
            fitted.setPointSizeF(max(least, fitted.pointSizeF() - 0.5))
        return fitted

    def _texts(self, width: int) -> tuple[TileText, TileText]:
        """The title and the description at tile width ``width``, from the text's top."""
        # A page lays its tiles out at a few widths, asking each many times (some 300 times
        # for the first page before the window first shows): each is laid out once, until the
        # font or the text changes.
        key = (width, self.font().key(), self.title, self.description)
        laid_out = self._laid_out.get(key)
        if laid_out is None:
            if len(self._laid_out) >= _WIDTHS_KEPT:
                self._laid_out.clear()
            laid_out = self._laid_out[key] = self._lay_out_texts(width)
        return laid_out

    def _lay_out_texts(self, width: int) -> tuple[TileText, TileText]:
        big, small = self._fonts(width)
        room = float(max(1, width - 2 * self._margin - 2 * self._inset))
        least = self.font().pointSizeF() * 0.75
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | int(
            Qt.TextFlag.TextWordWrap)
        big = self._fitting(big, self.title, room, least)
        small = self._fitting(small, self.description, room, least)
        parts = []
        top = 0.0
        for text, font in ((self.title, big), (self.description, small)):
            bound = QRectF(0, 0, room, 10_000)
            height = QFontMetricsF(font).boundingRect(bound, flags, text).height() if text else 0
            parts.append(TileText(text, font, QRectF(0, top, room, math.ceil(height)), flags))
            top += math.ceil(height) + _TEXT_GAP
        return parts[0], parts[1]

    def text_height(self, width: int) -> int:
        """How tall the title and description are at tile width ``width``."""
        _, description = self._texts(width)
        return round(description.rect.bottom()) + _TEXT_GAP

    def _text_top(self) -> float:
        return self.picture_rect().bottom() + _TEXT_GAP

    def text_layout(self) -> list[TileText]:
        """Where the tile paints its title and description, and in which fonts."""
        left = self._margin + self._inset
        top = self._text_top()
        return [part._replace(rect=part.rect.translated(left, top))
                for part in self._texts(self.width())]

    def picture_rect(self) -> QRectF:
        """Where the miniature goes (inside the tile's frame, above the text)."""
        text = max(self.text_height(self.width()), self.text_room)
        area = QRectF(self.rect()).adjusted(self._margin, self._margin, -self._margin,
                                            -self._margin - text)
        height = max(0.0, min(area.height(), area.width() / PREVIEW_ASPECT))
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
        # As the desktop does it: the pointer over a tile lightens it, the keyboard's focus
        # draws the bold coloured frame; a tile can have both, and only one has the focus.
        focused = self.hasFocus()
        hovered = self._hovered or self.isDown()
        stark = self._art.high_contrast
        if self.isDown():
            painter.setBrush(QColor(0, 0, 0, 110))
        elif hovered:
            painter.setBrush(QColor(255, 255, 255, 70 if stark else 40))
        else:
            painter.setBrush(QColor(0, 0, 0, 60))
        # High contrast: every tile's frame plain to see on the dark felt, the lit one bolder.
        quiet = QColor(255, 255, 255, (230 if hovered else 150) if stark else (150 if hovered else 60))
        if focused:
            pen = QPen(hint_colour(stark), 5 if stark else 3)
        else:
            pen = QPen(quiet, (3 if hovered else 2) if stark else (2 if hovered else 1.5))
        painter.setPen(pen)
        painter.drawRoundedRect(frame, 14, 14)
        picture = self.picture_rect()
        if picture.height() >= 1:
            painter.drawPixmap(picture.topLeft(), self._picture_for(picture))
        title, description = self.text_layout()
        for part, colour in ((title, QColor(245, 250, 245)), (description, QColor(220, 235, 220))):
            painter.setPen(colour)
            painter.setFont(part.font)
            painter.drawText(part.rect, part.flags, part.text)
        painter.end()


class ChooserPage(QWidget):
    """A heading over rows of tiles (and a button below them), laid out by hand to fit the
    page's size: the tiles share the width, and when the page is short their pictures give
    up height, never their text. Too small even for that, the page asks for scrolling."""

    def __init__(self, heading: QLabel, tiles: list[GameTile], columns: int, spacing: int,
                 back: QWidget | None = None, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = heading
        self.tiles = tiles
        self.back = back
        self.columns = max(1, min(columns, len(tiles)))
        self.spacing = spacing
        for child in (heading, *tiles, *((back,) if back is not None else ())):
            child.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def _rows(self) -> list[list[GameTile]]:
        return [self.tiles[k:k + self.columns] for k in range(0, len(self.tiles), self.columns)]

    def _chrome(self, width: int) -> int:
        """The height of the heading and the button, with the space around the tiles."""
        height = self.heading.heightForWidth(width) + _PAGE_GAP
        if self.back is not None and not self.back.isHidden():
            height += _PAGE_GAP + self.back.sizeHint().height()
        return height

    def _span(self, tile_width: int) -> int:
        return self.columns * tile_width + (self.columns - 1) * self.spacing

    def _tile_width(self, width: int) -> int:
        return max(1, (width - 2 * _PAGE_MARGIN - (self.columns - 1) * self.spacing)
                   // self.columns)

    def _heights(self, tile_width: int, least: bool, *, lay_out: bool = False) -> list[int]:
        """Each row's height at ``tile_width``, its pictures whole or at their ``least``;
        with ``lay_out``, each tile keeps the room its row has for text."""
        rows = []
        for row in self._rows():
            room = max(tile.text_height(tile_width) for tile in row)
            saved = [tile.text_room for tile in row]
            for tile in row:
                tile.text_room = room
            rows.append(max(tile.minimum_height(tile_width) if least
                            else tile.heightForWidth(tile_width) for tile in row))
            if not lay_out:
                for tile, kept in zip(row, saved, strict=True):
                    tile.text_room = kept
        return rows

    def minimumSizeHint(self) -> QSize:
        tile_width = max(tile.minimum_width for tile in self.tiles)
        width = self._span(tile_width) + 2 * _PAGE_MARGIN
        rows = self._heights(tile_width, least=True)
        height = (sum(rows) + (len(rows) - 1) * self.spacing + self._chrome(width)
                  + 2 * _PAGE_MARGIN)
        return QSize(width, height)

    def sizeHint(self) -> QSize:
        tile_width = max(tile.sizeHint().width() for tile in self.tiles)
        width = self._span(tile_width) + 2 * _PAGE_MARGIN
        rows = self._heights(tile_width, least=False)
        return QSize(width, sum(rows) + (len(rows) - 1) * self.spacing + self._chrome(width)
                     + 2 * _PAGE_MARGIN)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.place()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.place()

    def place(self) -> None:
        """Lay the heading, the tiles and the button out in the page's present size."""
        width, height = self.width(), self.height()
        inner = width - 2 * _PAGE_MARGIN
        tile_width = self._tile_width(width)
        rows = self._heights(tile_width, least=False, lay_out=True)
        spare = height - 2 * _PAGE_MARGIN - self._chrome(inner) - sum(rows) \
            - (len(rows) - 1) * self.spacing
        if spare < 0:
            # Short of height: every row's pictures give up the same, down to their least.
            least = self._heights(tile_width, least=True)
            cut = min(math.ceil(-spare / len(rows)),
                      *(most - fewest for most, fewest in zip(rows, least, strict=True)))
            rows = [height - cut for height in rows]
            spare = 0
        # The whole sits a third of the way down the spare height, as a dialog does.
        top = _PAGE_MARGIN + spare // 3
        heading_height = self.heading.heightForWidth(inner)
        self.heading.setGeometry(_PAGE_MARGIN, top, inner, heading_height)
        top += heading_height + _PAGE_GAP
        for row, row_height in zip(self._rows(), rows, strict=True):
            left = (width - (len(row) * tile_width + (len(row) - 1) * self.spacing)) // 2
            for tile in row:
                tile.setGeometry(left, top, tile_width, row_height)
                left += tile_width + self.spacing
            top += row_height + self.spacing
        if self.back is not None and not self.back.isHidden():
            hint = self.back.sizeHint()
            button_width = min(inner, hint.width())
            self.back.setGeometry((width - button_width) // 2, top - self.spacing + _PAGE_GAP,
                                  button_width, hint.height())


class StartScreen(QWidget):
    """The games side by side on the felt; clicking one (or Enter on it) emits ``chosen``.

    ``tiles`` holds a tile for every game on show so far (a family's members once its chooser
    was first opened: it is made then), and ``family_tiles`` the tile of each family on the
    first screen.
    """

    chosen = Signal(str)
    # Today's deal of a game, asked for with the button under the tiles.
    daily_requested = Signal(str)
    # Back to the game left in play to choose another (Escape, or the button under the tiles).
    back_requested = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_screen")
        self._art = art
        self.tiles: dict[str, GameTile] = {}
        self.family_tiles: dict[str, GameTile] = {}
        self._family_pages: dict[str, ChooserPage] = {}
        # Each page scrolls on its own, and only in a window too small for its tiles: a
        # stack of pages would ask every page for the room of the largest.
        self._scrolls: dict[QWidget, QScrollArea] = {}
        self.pages = QStackedWidget(self)
        self.pages.setObjectName("start_pages")
        self.pages.setStyleSheet("#start_pages { background: transparent; }")
        front: list[GameTile] = []
        for spec in games():
            if spec.family:
                if spec.family in self.family_tiles:
                    continue
                front.append(self._family_tile(spec.family))
            else:
                front.append(self._game_tile(spec, compact=False))
        # Under the tiles: today's deal of the game played last (``offer`` names it).
        self._daily_game = ""
        self.daily_button = QPushButton(self.tr("Deal of the Day"))
        self.daily_button.setObjectName("daily_button")
        self.daily_button.clicked.connect(self._daily_clicked)
        # Beside it, while a game waits in play: back to that game, as it was.
        self._waiting = ""
        self.back_button = QPushButton()
        self.back_button.setObjectName("back_to_game")
        self.back_button.clicked.connect(self.back_requested)
        self.back_button.hide()
        self._buttons = QWidget()
        row = QHBoxLayout(self._buttons)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(_PAGE_GAP)
        row.addWidget(self.back_button)
        row.addWidget(self.daily_button)
        # More games than fit across wrap onto the next row, as the family chooser's do.
        self.games_page = self._page(self.tr("Choose a game"), front, FRONT_COLUMNS, 28,
                                     self._buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)

    def _page(self, heading_text: str, tiles: list[GameTile], columns: int, spacing: int,
              back: QWidget | None = None) -> ChooserPage:
        heading = QLabel(heading_text)
        heading.setObjectName("heading")
        font = QFont(heading.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        heading.setFont(font)
        heading.setWordWrap(True)
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        heading.setStyleSheet("color: rgb(240, 248, 240);")
        page = ChooserPage(heading, tiles, columns, spacing, back)
        # A window too small for the tiles scrolls them rather than growing past the screen.
        scroll = QScrollArea(self.pages)
        scroll.setObjectName("start_scroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("#start_scroll, #start_scroll > QWidget { background: transparent; }")
        page.setObjectName("start_page")
        page.setStyleSheet("#start_page { background: transparent; }")
        scroll.setWidget(page)
        self.pages.addWidget(scroll)
        self._scrolls[page] = scroll
        return page

    def _show_page(self, page: QWidget) -> None:
        self.pages.setCurrentWidget(self._scrolls[page])

    def current_page(self) -> QWidget:
        """The page on show: ``games_page`` or a family's chooser."""
        scroll = self.pages.currentWidget()
        assert isinstance(scroll, QScrollArea)
        page = scroll.widget()
        assert page is not None
        return page

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

    def family_page(self, family_id: str) -> ChooserPage:
        """The chooser of a family's members, made the first time it is wanted."""
        page = self._family_pages.get(family_id)
        if page is None:
            page = self._family_pages[family_id] = self._family_page(family(family_id))
        return page

    def _family_page(self, found: Family) -> ChooserPage:
        tiles = [self._game_tile(spec, compact=True) for spec in members(found.id)]
        back = QPushButton(self.tr("Back to All Games"))
        back.clicked.connect(self.show_games)
        return self._page(QCoreApplication.translate(TITLES_CONTEXT, found.title), tiles,
                          FAMILY_COLUMNS, 14, back)

    def open_family(self, family_id: str) -> None:
        """Show the chooser of a family's members, the keyboard on the first."""
        self._show_page(self.family_page(family_id))
        self.tiles[members(family_id)[0].id].setFocus()

    def show_games(self) -> None:
        """Back from a family's chooser to every game, the keyboard on that family's tile."""
        current = self.current_page()
        self._show_page(self.games_page)
        for family_id, page in self._family_pages.items():
            if page is current:
                self.family_tiles[family_id].setFocus()

    def offer(self, name: str, waiting: str = "") -> None:
        """Show every game, the keyboard on ``name`` (the game played last) or its family;
        ``waiting``: the game left in play to come here, which Escape or the Back button
        return to ("" for none)."""
        self._show_page(self.games_page)
        spec = next((s for s in games() if s.id == name), None)
        self._waiting = waiting
        if waiting:
            title = QCoreApplication.translate(TITLES_CONTEXT, game_spec(waiting).title)
            self.back_button.setText(self.tr("Back to {game}").format(game=title))
            tip = self.tr("Go back to the game you left, as you left it (Esc)")
            self.back_button.setToolTip(tip)
            self.back_button.setAccessibleDescription(tip)
        self.back_button.setVisible(bool(waiting))
        self._offer_daily(spec)
        tile = (self.family_tiles.get(spec.family) if spec is not None and spec.family
                else self.tiles.get(name))
        if tile is not None:
            tile.setFocus()

    def _daily_clicked(self) -> None:
        if self._daily_game:
            self.daily_requested.emit(self._daily_game)

    def _offer_daily(self, spec: GameSpec | None) -> None:
        """The button under the tiles offers today's deal of ``spec``'s game."""
        if spec is None or not spec.judge:
            self._daily_game = ""
            self.daily_button.hide()
            self._buttons.setVisible(not self.back_button.isHidden())
            self.games_page.place()
            return
        self._daily_game = spec.id
        title = QCoreApplication.translate(TITLES_CONTEXT, spec.title)
        self.daily_button.setText(self.tr("Deal of the Day: {game}").format(game=title))
        tip = self.tr("Today's deal of {game}: the same deal for every player, one a day").format(
            game=title)
        self.daily_button.setToolTip(tip)
        self.daily_button.setAccessibleDescription(tip)
        self.daily_button.show()
        self._buttons.show()
        # The button's width follows its text: the page lays it out again.
        self.games_page.place()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        back = event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Backspace)
        if back and self.current_page() is not self.games_page:
            self.show_games()
            event.accept()
        elif back and self._waiting:
            self.back_requested.emit()
            event.accept()
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        paint_felt(painter, QRectF(event.rect()), rect, plain=self._art.high_contrast,
                   cloth=self._art.cloth)
        painter.end()

    def refresh_cards(self) -> None:
        """Draw the miniatures and the felt again (the deck's or the table's look changed)."""
        for tile in (*self.tiles.values(), *self.family_tiles.values()):
            tile.update()
        self.update()
