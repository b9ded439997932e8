# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Tens table: the stock face down on the left, the row of seven beside it. Click a card,
then its partner; or walk the row with Left and Right and press Enter. No card flies: each
change lays the table out again at once."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent

from addiction.core.cards import Card
from addiction.table import spoken
from addiction.table.accessibility import PlaceInfo
from addiction.table.cardart import CARD_ASPECT, CardArt
from addiction.table.items import CardItem, FocusItem, Highlight
from addiction.table.view import CardTableView
from tests.toy_game.engine import DECK, ROW, TARGET, Pair

if TYPE_CHECKING:
    from tests.toy_game.page import ToyModel

# In card widths: the margin, the step between places, and the whole table.
MARGIN: Final = 0.3
STEP: Final = 1.15
TABLE_WIDTH: Final = 2 * MARGIN + 1.5 + ROW * STEP
TABLE_HEIGHT: Final = 2 * MARGIN + CARD_ASPECT + 0.9
STOCK: Final = ROW  # the stock's place, after the row's, for a screen reader


class ToyView(CardTableView):
    def __init__(self, model: ToyModel, art: CardArt) -> None:
        super().__init__(art)
        self._model = model
        self._animator.idle.connect(self.animations_finished)
        self.setMinimumSize(400, 200)
        self._cards = {card: CardItem(card) for card in DECK}
        self._focus_item = FocusItem()
        for item in (*self._cards.values(), self._focus_item):
            self.scene().addItem(item)
        self._focus = 0  # the row place the keyboard is on
        self.selected: Card | None = None
        self._width = 24
        self._origin = QPointF()
        for signal in (model.game_started, model.action_played, model.action_undone,
                       model.game_over):
            signal.connect(self._changed)

    def card_item(self, card: Card) -> CardItem:
        return self._cards[card]

    def card_rect(self, card: Card) -> QRectF:
        """The scene rectangle of a card's face where it lies now."""
        return QRectF(self._cards[card].pos(), self._card_size())

    def show_hint(self, advice: Pair | None) -> None:
        self._clear(Highlight.HINT)
        for card in advice or ():
            self._cards[card].set_highlight(Highlight.HINT)

    def refresh_cards(self) -> None:
        self._lay_out()

    def _come_to_rest(self) -> None:
        self._lay_out()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width, height = event.size().width(), event.size().height()
        self.scene().setSceneRect(0, 0, width, height)
        self._width = max(24, int(min(width / TABLE_WIDTH, height / TABLE_HEIGHT)))
        self._origin = QPointF((width - self._width * TABLE_WIDTH) / 2,
                               (height - self._width * TABLE_HEIGHT) / 2)
        self._lay_out()

    def _card_size(self) -> QSizeF:
        return QSizeF(self._width, round(self._width * CARD_ASPECT))

    def _place_rect(self, place: int) -> QRectF:
        x = MARGIN + (0 if place == STOCK else 1.5 + place * STEP)
        return QRectF(self._origin + QPointF(x, MARGIN) * self._width, self._card_size())

    def _lay_out(self) -> None:
        """Every card where the game says: the row face up, the stock face down, the rest gone."""
        game = self._model.game
        w, dpr = self._width, self.devicePixelRatioF()
        where = {c: (p, 1) for p, c in enumerate(game.row) if c is not None}
        where.update((c, (STOCK, i)) for i, c in enumerate(game.stock))
        for card, item in self._cards.items():
            place = where.get(card)
            item.setVisible(place is not None)
            if place is None:
                item.set_highlight(Highlight.NONE)
                continue
            item.set_pixmap(self._art.back_pixmap(w, dpr) if place[0] == STOCK
                            else self._art.pixmap(card, w, dpr), w, round(w * CARD_ASPECT))
            item.setPos(self._place_rect(place[0]).topLeft())
            item.setZValue(place[1])
        self._focus_item.set_rect(self._place_rect(self._focus))

    def _changed(self, *_: object) -> None:
        if self.selected is not None and self._model.game.place_of(self.selected) is None:
            self.selected = None
        self._clear(Highlight.HINT)
        self._select(self.selected)
        self._lay_out()
        self._accessible_places_changed(list(range(self.place_count())))
        # Nothing flies: the table has settled as soon as it is laid out.
        self._animator.settle()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._focus_item.setVisible(False)
        point = self.mapToScene(event.position().toPoint())
        self._place_clicked(next((p for p in range(ROW) if self._place_rect(p).contains(point)),
                                 None))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._focus = (self._focus + (1 if key == Qt.Key.Key_Right else -1)) % ROW
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

    def _place_clicked(self, place: int | None) -> None:
        """A click on a row place (None: elsewhere): choose a card, or play it with the one
        chosen; anything else lets go of the chosen card."""
        game = self._model.game
        card = None if place is None else game.row[place]
        first = self.selected
        if card is None or game.is_over or card == first:
            self._select(None)
        elif first is not None and game.is_legal(Pair.of(first, card)):
            self._select(None)
            self._model.play(Pair.of(first, card))
        else:
            self._select(card)

    def _partners(self, card: Card | None) -> list[Card]:
        game = self._model.game
        return [] if card is None or game.is_over else [
            c for c in game.row if c is not None and c != card and c.rank + card.rank == TARGET]

    def _select(self, card: Card | None) -> None:
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

    # --- what a screen reader reads: the seven places of the row, then the stock -------------

    def place_count(self) -> int:
        return ROW + 1

    def place_focus_index(self) -> int | None:
        return self._focus if self._focus_item.isVisible() else None

    def place_info(self, index: int) -> PlaceInfo:
        game, rect = self._model.game, self._place_rect(index)
        focused = index == self.place_focus_index()
        if index == STOCK:
            return PlaceInfo(self.tr("Stock, {count} cards").format(count=len(game.stock)), rect,
                             "", focused)
        card, where = game.row[index], spoken.place_name(0, index)
        if card is None:
            return PlaceInfo(self.tr("Empty, {place}").format(place=where), rect, "", focused)
        partners = self._partners(card)
        text = (self.tr("Pairs with {cards}.").format(cards=spoken.card_names(partners))
                if partners else self.tr("No card of the row pairs with it."))
        return PlaceInfo(f"{spoken.card_name(card)}, {where}", rect, text, focused,
                         card == self.selected)
