# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Tens table: the stock face down on the left, the row of seven beside it. Click a card,
then its partner; or walk the row with Left and Right and press Enter."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QSizeF

from addiction.cardart.art import CardArt
from addiction.cardart.painting import CARD_ASPECT
from addiction.core.cards import Card
from addiction.table import spoken
from addiction.table.accessibility import PlaceInfo
from addiction.table.model import GameModel
from addiction.table.places import PlacesView
from tests.toy_game.engine import DECK, ROW, TARGET, Pair, ToyGame

STOCK: Final = ROW  # the stock's place, after the row's, for a screen reader


class ToyView(PlacesView):
    def __init__(self, model: GameModel[ToyGame], art: CardArt) -> None:
        # In card widths: a margin of 0.3, the stock, then the row a step of 1.15 apart.
        super().__init__(art, DECK, ROW + 1, QSizeF(2.1 + ROW * 1.15, 1.5 + CARD_ASPECT),
                         walked=ROW)
        self._model = model
        self.setMinimumSize(400, 200)
        for signal in (model.game_started, model.action_played, model.action_undone,
                       model.game_over):
            signal.connect(self._changed)

    def _place_at(self, place: int) -> QPointF:
        return QPointF(0.3 + (0 if place == STOCK else 1.5 + place * 1.15), 0.3)

    def _lying(self) -> dict[Card, tuple[int, int, bool]]:
        game = self._model.game
        lying = {card: (STOCK, height, False) for height, card in enumerate(game.stock)}
        lying.update((card, (place, 1, True)) for place, card in enumerate(game.row)
                      if card is not None)
        return lying

    def _place_clicked(self, place: int | None) -> None:
        """Choose a card of the row, or play it with the one chosen; anything else lets go."""
        game, first = self._model.game, self.selected
        card = game.row[place] if place is not None and place < ROW else None
        if card is None or game.is_over or card == first:
            self._select(None)
        elif first is not None and game.is_legal(Pair.of(first, card)):
            self._select(None)
            self._model.play(Pair.of(first, card))
        else:
            self._select(card)

    def _partners(self, card: Card) -> list[Card]:
        game = self._model.game
        return [] if game.is_over else [
            c for c in game.row if c is not None and c != card and c.rank + card.rank == TARGET]

    def place_info(self, index: int) -> PlaceInfo:
        game, rect = self._model.game, self.place_rect(index)
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
