# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Tens: the deal, pairs to 10, refills from the stock, undo, a one-line notation and saving.
The stock is kept from bottom to top; a pair's places are refilled left first from its top."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, Final, NamedTuple

from addiction.contract import History, KeepsHistory
from addiction.core import rng, saving
from addiction.core.cards import CARDS, GAP_TOKEN, Card, parse_card
from addiction.core.errors import AddictionError, IllegalAction, NotationError, SaveError, shown

# The shuffle stream of a deal (``rng.stream``); no game of the package uses 200.
STREAM: Final = 200
# Ace to 9 of spades and hearts: every rank pairs with 10 minus itself, fives with each other.
DECK: Final = tuple(CARDS[suit * 13 + rank - 1] for suit in (0, 1) for rank in range(1, 10))
SIZE: Final = len(DECK)
ROW: Final = 7
TARGET: Final = 10
SAVE_FORMAT: Final = "tests.toy"


class Pair(NamedTuple):
    """Two cards of the row that add up to 10, kept in card order."""

    first: Card
    second: Card

    @classmethod
    def of(cls, a: Card, b: Card) -> Pair:
        return cls(CARDS[min(a, b)], CARDS[max(a, b)])


class _Step(NamedTuple):
    """A pair as played, with the row and stock it was played from (for undo)."""

    pair: Pair
    row: tuple[Card | None, ...]
    stock: tuple[Card, ...]


class ToyGame(KeepsHistory[_Step]):
    """One deal of Tens (``addiction.contract.DealtGame``)."""

    def __init__(self, row: Sequence[Card | None], stock: Sequence[Card], deal: int = 0) -> None:
        self.deal = deal
        # The row, and the stock from the bottom card up.
        self.row, self.stock = tuple(row), tuple(stock)
        self._history: History[_Step] = History()
        self.is_given_up = False

    @classmethod
    def new(cls, deal: int) -> ToyGame:
        """The first seven cards of the deal's shuffle in the row, the rest the stock."""
        deck = list(DECK)
        rng.stream(STREAM, rng.check_deal_number(deal), 0).shuffle(deck)
        return cls(deck[:ROW], deck[:ROW - 1:-1], deal)

    @classmethod
    def from_text(cls, text: str, deal: int = 0) -> ToyGame:
        if isinstance(deal, bool) or not isinstance(deal, int) or not 0 <= deal <= rng.MAX_DEAL:
            raise AddictionError(f"deal must be a whole number from 0 to {rng.MAX_DEAL}")
        return cls(*_parse(text), deal)

    def restarted(self) -> ToyGame:
        # The start is the position the first step was played from, if any was.
        first = next(iter(self._history.saved()), self)
        return ToyGame(first.row, first.stock, self.deal)

    def copy(self) -> ToyGame:
        twin = ToyGame(self.row, self.stock, self.deal)
        twin._history, twin.is_given_up = self._history.copy(), self.is_given_up
        return twin

    @property
    def score(self) -> int:
        """Cards removed."""
        return SIZE - len(self.stock) - sum(c is not None for c in self.row)

    @property
    def status(self) -> str:
        return ("given-up" if self.is_given_up else "won" if self.is_won
                else "playing" if self._pairs() else "lost")

    is_won = property(lambda self: self.score == SIZE)
    is_lost = property(lambda self: self.status == "lost")
    is_over = property(lambda self: self.status != "playing")

    def give_up(self) -> None:
        if self.is_over:
            raise IllegalAction("the game has ended")
        self.is_given_up = True

    def actions(self) -> list[Pair]:
        return [] if self.is_over else self._pairs()

    def _pairs(self) -> list[Pair]:
        free = [c for c in self.row if c is not None]
        return [Pair.of(a, b) for i, a in enumerate(free) for b in free[i + 1:]
                if a.rank + b.rank == TARGET]

    def is_legal(self, pair: Any) -> bool:
        return pair in self.actions()

    def play(self, pair: Any) -> None:
        actions = self.actions()
        if pair not in actions:
            raise IllegalAction("the game has ended" if self.is_over
                                else f"{shown(pair)} is not two cards of the row adding up to 10")
        step = _Step(actions[actions.index(pair)], self.row, self.stock)
        self._apply(step)
        self._history.record(step)

    def _apply(self, step: _Step) -> None:
        row, stock = list(self.row), list(self.stock)
        for card in sorted(step.pair, key=row.index):
            row[row.index(card)] = stock.pop() if stock else None
        self.row, self.stock = tuple(row), tuple(stock)

    def _revert(self, step: _Step) -> None:
        self.row, self.stock = step.row, step.stock

    _action = staticmethod(lambda step: step.pair)  # the pair a step played

    def to_text(self) -> str:
        """One line: the row (``--`` for an empty place), ``/``, the stock from the bottom."""
        cells = [GAP_TOKEN if c is None else str(c) for c in self.row]
        return " ".join([*cells, "/", *map(str, self.stock)]).rstrip()

    def to_dict(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "version": 1, "deal": self.deal,
                "start": self.restarted().to_text(),
                "actions": [list(map(str, step.pair)) for step in self._history.saved()],
                "applied": len(self._history), "position": self.to_text(),
                "given_up": self.is_given_up}

    @classmethod
    def from_dict(cls, data: Any) -> ToyGame:
        """Rebuild a saved game by replaying it; anything inconsistent raises ``SaveError``."""
        return saving.restore(cls._from_dict, data)

    @classmethod
    def _from_dict(cls, data: Any) -> ToyGame:
        data = saving.check_envelope(data, SAVE_FORMAT, 1, "Tens", (
            "format", "version", "deal", "start", "actions", "applied", "position", "given_up"))
        actions, applied = saving.check_history(data)
        game = cls.from_text(saving.check_text(data["start"], "start position"), data["deal"])
        if game.deal and game.to_text() != cls.new(game.deal).to_text():
            raise SaveError(f"the saved start is not the start of deal {game.deal}")
        game._replay_saved(actions, applied, lambda item: game.play(pair_of(item)),
                           saving.check_text(data["position"], "position"), data["given_up"])
        return game


def pair_of(item: Any) -> Pair:
    """A pair as saved (``["AS", "9S"]``); ``SaveError`` for anything else."""
    cards = [parse_card(t) if isinstance(t, str) else None for t in item] \
        if isinstance(item, list) else []
    if len(cards) != 2 or cards[0] is None or cards[1] is None:
        raise SaveError(f"unreadable action {shown(item)}")
    return Pair.of(cards[0], cards[1])


def _parse(text: str) -> tuple[list[Card | None], list[Card]]:
    if not isinstance(text, str):
        raise NotationError(f"a position is text, not {type(text).__name__}")
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) != 1:
        raise NotationError(f"{len(lines)} lines; a Tens position is one line")
    tokens = lines[0].split()
    if len(tokens) < ROW + 1 or tokens[ROW] != "/":
        raise NotationError(f"write the {ROW} places of the row, then / and the stock", line=1)
    cards: list[Card | None] = []
    for k, token in enumerate(tokens, start=1):
        card = parse_card(token)
        if k == ROW + 1 or (token == GAP_TOKEN and k <= ROW):
            cards += [] if k == ROW + 1 else [None]  # the "/", or an empty place
        elif card is None or card not in DECK:
            raise NotationError(f"{shown(token)} is not a card of Tens (Ace to 9 of spades "
                                "and hearts)", line=1, token=k)
        elif card in cards:
            raise NotationError(f"{card} appears twice", line=1, token=k)
        else:
            cards.append(card)
    row, stock = cards[:ROW], [c for c in cards[ROW:] if c is not None]
    if stock and None in row:
        raise NotationError("a place of the row is empty while the stock still has cards", line=1)
    gone = Counter(c.rank for c in DECK if c not in cards)
    if any(gone[rank] != gone[TARGET - rank] for rank in range(1, 5)) or gone[5] % 2:
        raise NotationError("the cards missing cannot all have gone in pairs adding up to 10")
    return row, stock
