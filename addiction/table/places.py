# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A card table of places, for a game whose cards lie still in places and whose table changes
at once (nothing flies): the card items, laid out in card units where the game says, a click
or Enter on a place, the keyboard walking the places with Left and Right, the card chosen
lit up with the cards it can go with, the hint, and the places a screen reader reads.

A game's view says where its places are (``_place_at``, in card widths), what lies in each
(``_lying``), what a click on one does (``_place_clicked``), which cards go with the one
chosen (``_partners``) and what a screen reader hears of a place (``place_info``).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from addiction.cardart.art import CardArt
from addiction.cardart.items import CardItem, FocusItem, Highlight
from addiction.cardart.painting import CARD_ASPECT
from addiction.core.cards import Card
from addiction.table.view import CardTableView

# The smallest card width the table lays out, in pixels.
SMALLEST_CARD = 24


class PlacesView(CardTableView):
    """The table of ``places`` places holding ``cards``, ``size`` card widths across and
    down; the keyboard walks the first ``walked`` places (all of them by default)."""

    def __init__(self, art: CardArt, cards: Iterable[Card], places: int, size: QSizeF, *,
                 walked: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(art, parent)
        self._animator.idle.connect(self.animations_finished)
        self._cards = {card: CardItem(card) for card in cards}
        self._focus_item = FocusItem()
        for item in (*self._cards.values(), self._focus_item):
            self.scene().addItem(item)
        self._places, self._walked, self._size = places, walked or places, size
        self._focus = 0  # the place the keyboard is on
        self.selected: Card | None = None
        self._width = SMALLEST_CARD
        self._origin = QPointF()

    # --- what a game's view says ---------------------------------------------------------------

    def _place_at(self, place: int) -> QPointF:
        """The top left corner of ``place``, in card widths from the table's."""
        raise NotImplementedError

    def _lying(self) -> dict[Card, tuple[int, int, bool]]:
        """Every card on the table: its place, its height in the place's pile and whether it
        lies face up. A card left out is gone from the table."""
        raise NotImplementedError

    def _place_clicked(self, place: int | None) -> None:
        """A click, Enter or Space on ``place`` (None: a click beside every place)."""
        raise NotImplementedError

    def _partners(self, card: Card) -> list[Card]:
        """The cards the chosen ``card`` can be played with now, lit up beside it."""
        del card
        return []

    # --- what the page, the tests and a screen reader ask -----------------------------------------

    def card_item(self, card: Card) -> CardItem:
        return self._cards[card]

    def card_rect(self, card: Card) -> QRectF:
        """The scene rectangle of a card's face where it lies now."""
        return QRectF(self._cards[card].pos(), self._card_size())

    def place_rect(self, place: int) -> QRectF:
        """The scene rectangle of ``place``."""
        return QRectF(self._origin + self._place_at(place) * self._width, self._card_size())

    def show_hint(self, advice: Iterable[Card] | None) -> None:
        """Light up the cards of ``advice`` (None: clear the hint)."""
        self._clear(Highlight.HINT)
        for card in advice or ():
            self._cards[card].set_highlight(Highlight.HINT)

    def refresh_cards(self) -> None:
        self._lay_out()

    def _come_to_rest(self) -> None:
        self._lay_out()

    def place_count(self) -> int:
        return self._places

    def place_focus_index(self) -> int | None:
        return self._focus if self._focus_item.isVisible() else None

    # --- laying out --------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width, height = event.size().width(), event.size().height()
        self.scene().setSceneRect(0, 0, width, height)
        across, down = self._size.width(), self._size.height()
        self._width = max(SMALLEST_CARD, int(min(width / across, height / down)))
        self._origin = QPointF((width - self._width * across) / 2,
                               (height - self._width * down) / 2)
        self._lay_out()

    def _card_size(self) -> QSizeF:
        return QSizeF(self._width, round(self._width * CARD_ASPECT))

    def _lay_out(self) -> None:
        """Every card where the game says, and the keyboard's frame on its place."""
        lying = self._lying()
        w, dpr = self._width, self.devicePixelRatioF()
        for card, item in self._cards.items():
            where = lying.get(card)
            item.setVisible(where is not None)
            if where is None:
                item.set_highlight(Highlight.NONE)
                continue
            place, height, face_up = where
            item.set_pixmap(self._art.pixmap(card, w, dpr) if face_up
                            else self._art.back_pixmap(w, dpr), w, round(w * CARD_ASPECT))
            item.setPos(self.place_rect(place).topLeft())
            item.setZValue(height)
        self._focus_item.set_rect(self.place_rect(self._focus))

    def _changed(self, *_: object) -> None:
        """The game changed (connect the model's signals here): the table laid out again."""
        if self.selected is not None and self.selected not in self._lying():
            self.selected = None
        self._clear(Highlight.HINT)
        self._select(self.selected)
        self._lay_out()
        self._accessible_places_changed(list(range(self.place_count())))
        # Nothing flies: the table has settled as soon as it is laid out.
        self._animator.settle()

    # --- the mouse and the keys ------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._focus_item.setVisible(False)
        point = self.mapToScene(event.position().toPoint())
        self._place_clicked(next((p for p in range(self._places)
                                  if self.place_rect(p).contains(point)), None))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            self._focus = (self._focus + step) % self._walked
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._place_clicked(self._focus)
        elif key == Qt.Key.Key_Escape:
            self._select(None)
        else:
            super().keyPressEvent(event)
            return
        self._focus_item.setVisible(True)
        self._lay_out()
        self._accessible_focus_moved()

    def _select(self, card: Card | None) -> None:
        """Choose ``card`` (None: let go), lit up with its partners."""
        self._clear(Highlight.CHOSEN, Highlight.CANDIDATE)
        self.selected = card
        if card is not None:
            self._cards[card].set_highlight(Highlight.CHOSEN)
            for partner in self._partners(card):
                self._cards[partner].set_highlight(Highlight.CANDIDATE)

    def _clear(self, *highlights: Highlight) -> None:
        for item in self._cards.values():
            if item.highlight in highlights:
                item.set_highlight(Highlight.NONE)
