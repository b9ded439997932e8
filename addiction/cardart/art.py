# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Playing-card faces and backs for every table: the one ``CardArt`` of a window, which keeps the
look chosen (``addiction.cardart.style``), paints the app's own deck
(``addiction.cardart.painting``) and hands out ready pictures (``addiction.cardart.pictures``).

Painting text and making pixmaps need a QGuiApplication (or QApplication) to exist first, and
pixmaps belong to the GUI thread: make one ``CardArt`` per application, after the application.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QPainter, QPixmap

from addiction.cardart.felt import Cloth
from addiction.cardart.painting import OwnDeck
from addiction.cardart.pictures import Pictures
from addiction.cardart.style import BACK_STYLES, BACKS, BackStyle, CardStyle, DeckPainter, Look
from addiction.core.cards import CARDS, Card

_CACHE_SIZE: Final = 400

# A deck's cards in small (miniatures, previews) are scaled from their pictures this wide: one
# drawing a card, as a deck's courts may take a quarter of a second each to draw.
DECK_MODEL_WIDTH: Final = 160


class CardArt:
    """Paints card faces and backs, and keeps a bounded cache of ready pixmaps: the look chosen
    (a ``CardStyle``), the app's own deck painted in it (an ``OwnDeck``) and the pictures made
    (``Pictures``, with the drawing thread of a desktop deck), behind one face.

    Not a QObject: the owner (the window) keeps one and hands it to the views. It needs a
    QGuiApplication to exist before the first call, and is for the GUI thread only.
    """

    def __init__(self, four_colour: bool = False, cache_size: int = _CACHE_SIZE, *,
                 large_print: bool = False, high_contrast: bool = False) -> None:
        self._style = CardStyle(four_colour, large_print=large_print, high_contrast=high_contrast)
        self._own = OwnDeck(self._style)
        self._pictures = Pictures(self._style, self._own, cache_size)
        self._index_sizes: dict[tuple[int, Look], QSizeF] = {}

    @property
    def four_colour(self) -> bool:
        """Diamonds blue and clubs green, so that all four suits differ by colour."""
        return self._style.four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        self._restyle("four_colour", value)

    @property
    def large_print(self) -> bool:
        """Corner indices about twice the usual height, with one big suit symbol (or the
        court's emblem) in the middle instead of pips: for players who see the cards poorly."""
        return self._style.large_print

    @large_print.setter
    def large_print(self, value: bool) -> None:
        self._restyle("large_print", value)

    @property
    def high_contrast(self) -> bool:
        """Flat white faces with a black edge; the views read this flag too, for a plain dark
        felt and bolder outlines, so the whole table follows one switch."""
        return self._style.high_contrast

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        self._restyle("high_contrast", value)

    @property
    def deck(self) -> DeckPainter | None:
        """The desktop's deck whose faces and back are drawn (None: the app's own). Large
        print and high contrast keep the app's own faces whatever the deck: see ``deck_shown``."""
        return self._style.deck

    @deck.setter
    def deck(self, deck: DeckPainter | None) -> None:
        # The pictures made with another deck stay (their keys name it) while the cache has
        # room: switching back and forth draws nothing again.
        if deck is not self._style.deck:
            self._pictures.stop_awaiting()
        self._style.deck = deck

    @property
    def deck_shown(self) -> DeckPainter | None:
        """The deck drawn now: none under large print or high contrast, whose faces are made
        to be read at a glance, which another deck's are not."""
        return self._style.deck_shown

    @property
    def back(self) -> str:
        """The back chosen: one of ``BACKS`` ("deck": the deck's own)."""
        return self._style.back

    @back.setter
    def back(self, back: str) -> None:
        if back not in BACKS:
            raise ValueError(f"no card back is called {back!r}")
        self._style.back = back

    @property
    def cloth(self) -> Cloth:
        """The table's felt colour or image, which every table and miniature is drawn on."""
        return self._style.cloth

    @cloth.setter
    def cloth(self, cloth: Cloth) -> None:
        self._style.cloth = cloth

    def _restyle(self, flag: str, value: bool) -> None:
        """Set one of the look's flags; the pictures made with the old look are dropped."""
        if value != getattr(self._style, flag):
            setattr(self._style, flag, value)
            self._forget_pictures()

    def _forget_pictures(self) -> None:
        self._pictures.forget()
        self._index_sizes.clear()

    @property
    def card_look(self) -> Look:
        """Everything that changes how a card looks, for the keys of its pictures."""
        return self._style.card_look

    @property
    def look(self) -> Look:
        """Everything that changes how a card or the felt looks, for the keys of pictures
        made from them (a table in small, a miniature)."""
        return self._style.look

    def suit_colour(self, suit: int) -> QColor:
        """The ink of a suit (0 ♠, 1 ♥, 2 ♦, 3 ♣) in the current colour scheme."""
        return self._own.suit_colour(suit)

    @property
    def sharpen(self) -> Callable[[], None] | None:
        """Called (by the window) to draw the tables again when a deck's pictures shown scaled
        or as stand-ins are ready sharp; None: every picture is drawn at once."""
        return self._pictures.sharpen

    @sharpen.setter
    def sharpen(self, sharpen: Callable[[], None] | None) -> None:
        self._pictures.sharpen = sharpen

    @property
    def draw_in_background(self) -> bool:
        """Whether a deck's pictures not on disk are drawn on the drawing thread (False: at
        once)."""
        return self._pictures.draw_in_background

    @draw_in_background.setter
    def draw_in_background(self, value: bool) -> None:
        self._pictures.draw_in_background = value

    # --- pictures ---

    def pixmap(self, card: Card, width: int, dpr: float, *, figure: bool = True) -> QPixmap:
        """The face of ``card``, ``width`` logical px wide, for a screen of ratio ``dpr``
        (the two decks' copies of a card share one face); ``figure`` as in ``paint``."""
        return self._pictures.get(int(card) % 52, width, dpr, figure)

    def back_pixmap(self, width: int, dpr: float) -> QPixmap:
        """The face-down card, ``width`` logical px wide, for a screen of ratio ``dpr``."""
        return self._pictures.get(-1, width, dpr)

    def index_size(self, width: int) -> QSizeF:
        """How far from the top-left corner of a face ``width`` px wide its index (rank and
        suit) reaches in the current look, whatever the card: what must stay in view of a
        card that others overlap for it to be told."""
        key = (width, self.card_look)
        size = self._index_sizes.get(key)
        if size is None:
            right = bottom = 0.0
            for card in CARDS[:52]:
                for path in self._own.corner_index(float(width), card):
                    box = path.boundingRect()
                    right, bottom = max(right, box.right()), max(bottom, box.bottom())
            size = self._index_sizes[key] = QSizeF(right, bottom)
        return QSizeF(size)

    @property
    def cached(self) -> int:
        """How many pictures the cache holds."""
        return len(self._pictures)

    def mark_in_use(self) -> None:
        """Start noting the pictures asked for (another table comes on show); the ones not
        asked for by the time of ``forget_unused`` are dropped then."""
        self._pictures.mark_in_use()

    def forget_unused(self) -> None:
        """Drop the pictures not asked for since ``mark_in_use``: those of tables out of sight
        (each card size of each game a deck of some 2 MB); a table that comes back asks again."""
        self._pictures.forget_unused()

    def errand(self, work: Callable[[Callable[[bytes], Any]], object],
               done: Callable[[object], None]) -> None:
        """Run ``work`` on the drawing thread before the pictures waiting there (a deck read
        and checked: see ``addiction.cardart.deck_drawer``); ``done`` is called on the GUI thread
        with what it returned or the ValueError it raised. The art is ``sharpening`` until
        then; once the window closed, nothing is run."""
        self._pictures.errand(work, done)

    @property
    def awaited(self) -> int:
        """How many pictures on show are stand-ins for a deck's, being drawn."""
        return self._pictures.awaited

    def stop_drawing(self) -> None:
        """End the drawing thread (the window closes): the picture being drawn is finished,
        the others forgotten."""
        self._pictures.stop_drawing()

    @property
    def sharpening(self) -> bool:
        """Whether some pictures on show are scaled ones or stand-ins waiting to be drawn sharp,
        or a deck chosen is still being read (see ``errand``)."""
        return self._pictures.sharpening

    def sharpen_now(self) -> None:
        """Draw sharp the deck's pictures shown scaled (``sharpen`` asks for them again)."""
        self._pictures.sharpen_now()

    # --- painting ---

    def paint(self, painter: QPainter, rect: QRectF, card: Card, *, figure: bool = True) -> None:
        """Draw the face of ``card`` filling ``rect`` (uncached, at any scale).

        Without its ``figure`` (pips, ace, court panel, the big suit of a small card) the face
        keeps only its corner indices: for a card so overlapped that only slivers of the
        figure would show between the cards on it.
        """
        if self.deck_shown is not None:
            self._paint_model(painter, rect, int(card) % 52)
            return
        self._own.paint_face(painter, rect, card, figure=figure)

    def _paint_model(self, painter: QPainter, rect: QRectF, card: int) -> None:
        """A deck's card (-1: its back) scaled from its one picture ``DECK_MODEL_WIDTH`` wide."""
        model = self._pictures.get(card, DECK_MODEL_WIDTH, 1.0, now=True)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(rect, model, QRectF(model.rect()))
        painter.restore()

    def back_style(self) -> BackStyle | None:
        """The app's own back drawn now (None: the deck's own back)."""
        return self._style.back_style()

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the back of a card filling ``rect``: the deck's own, or one of the app's (a
        lattice and a rosette in a frame)."""
        style = self.back_style()
        deck = self.deck_shown
        if style is None and deck is not None:
            self._paint_model(painter, rect, -1)
            return
        self._own.paint_back(painter, rect, style or BACK_STYLES["blue"])
