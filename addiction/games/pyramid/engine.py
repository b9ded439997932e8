# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pyramid solitaire: the deal, the notation, pairs to 13, stock passes, and undo of everything.

The 28 pyramid places are numbered row by row from the apex: place ``r * (r + 1) // 2 + c``
holds the card at row ``r`` (0–6) and column ``c`` (0–r). A card is covered by the two cards
below it, ``(r + 1, c)`` and ``(r + 1, c + 1)``, and is available once both are gone.
The stock and the waste are lists from bottom to top, so the top card is the last item.

Longer than most modules on purpose: it is one game's whole rules (deal, notation with its
reachability checks, actions, undo and saving), as ``game.py`` and its helpers are Addiction's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, Final, Literal, NamedTuple, cast

from addiction.contract import History, KeepsHistory
from addiction.core import rng, saving
from addiction.core.cards import CARDS, GAP_TOKEN, KING, Card, parse_card
from addiction.core.errors import AddictionError, IllegalAction, NotationError, SaveError, shown

Mode = Literal["classic", "relaxed"]
Kind = Literal["pair", "king", "draw", "recycle"]
MODES: Final[tuple[Mode, ...]] = ("classic", "relaxed")
# The game's id, which begins the record-book key of each mode (``rules_key``).
GAME_ID: Final = "pyramid"
# The shuffle stream of a deal (``rng.stream``): never to change, or deal numbers would.
STREAM: Final = 2

ROWS: Final = 7


def rules_key(mode: str) -> str:
    """The record-book key of a Pyramid mode (``pyramid:classic``)."""
    return f"{GAME_ID}:{mode}"


SIZE: Final = 28
CLASSIC_PASSES: Final = 3
SAVE_FORMAT: Final = "addiction.pyramid"
SAVE_VERSION: Final = 1
_SAVE_FIELDS: Final = ("format", "version", "mode", "deal", "start", "actions", "applied",
                       "position", "given_up")
# Saves of release 0.1.0 say nothing of giving up: it was the window's business then.
_SAVE_FIELDS_0_1: Final = _SAVE_FIELDS[:-1]

# Where a card can be: a pyramid place 0–27, or the top of the waste.
WASTE: Final = -1

COORDS: Final[tuple[tuple[int, int], ...]] = tuple(
    (r, c) for r in range(ROWS) for c in range(r + 1)
)


def place_of(row: int, col: int) -> int:
    """The pyramid place at ``row`` (0–6), ``col`` (0–row)."""
    if not (0 <= row < ROWS and 0 <= col <= row):
        raise ValueError(f"no pyramid place at row {row}, column {col}")
    return row * (row + 1) // 2 + col


# The two places whose cards lie over each place (none for the bottom row).
COVERED_BY: Final[tuple[tuple[int, ...], ...]] = tuple(
    () if r == ROWS - 1 else (place_of(r + 1, c), place_of(r + 1, c + 1)) for r, c in COORDS
)


class Action(NamedTuple):
    """One player action: ``pair`` (two cards), ``king`` (one card), ``draw`` or ``recycle``.

    The cards of a pair are kept in card order, so two actions that remove the same cards
    compare equal whichever card the player picked first.
    """

    kind: Kind
    cards: tuple[Card, ...] = ()

    @classmethod
    def pair(cls, a: Card, b: Card) -> Action:
        return cls("pair", (CARDS[min(a, b)], CARDS[max(a, b)]))

    @classmethod
    def king(cls, card: Card) -> Action:
        return cls("king", (CARDS[card],))

    @property
    def is_removal(self) -> bool:
        return self.kind in ("pair", "king")

    def __str__(self) -> str:
        if self.kind == "pair":
            return f"{self.cards[0]}+{self.cards[1]}"
        if self.kind == "king":
            return str(self.cards[0])
        return self.kind


DRAW: Final = Action("draw")
RECYCLE: Final = Action("recycle")


class _Step(NamedTuple):
    """An action as it happened: for a removal, where each of its cards lay."""

    action: Action
    places: tuple[int, ...]


class PyramidGame(KeepsHistory[_Step]):
    """One Pyramid deal in one mode.

    Every action is checked first and either happens completely or raises ``IllegalAction``
    and changes nothing. A won, lost or given-up game offers no further action, undo included.
    """

    __slots__ = ("_given_up", "_history", "_pass", "_pyramid", "_start", "_stock", "_waste",
                 "deal", "mode")

    def __init__(self, pyramid: Sequence[Card | None], stock: Sequence[Card],
                 waste: Sequence[Card], *, pass_number: int, mode: Mode, deal: int) -> None:
        if mode not in MODES:
            raise AddictionError(f"unknown Pyramid mode {shown(mode)}; choose classic or relaxed")
        self.mode: Mode = mode
        self.deal = deal
        self._pyramid: list[Card | None] = list(pyramid)
        self._stock: list[Card] = list(stock)
        self._waste: list[Card] = list(waste)
        self._pass = pass_number
        self._start = (tuple(pyramid), tuple(stock), tuple(waste), pass_number)
        self._history: History[_Step] = History()
        self._given_up = False

    # --- construction ------------------------------------------------------------------

    @classmethod
    def new(cls, deal: int, mode: Mode = "classic") -> PyramidGame:
        """Deal number ``deal`` (1 to 2,147,483,647): the pyramid row by row, then the stock.

        The first card after the pyramid is the stock's top card, the first one turned.
        """
        deck = list(CARDS)
        rng.stream(STREAM, rng.check_deal_number(deal), 0).shuffle(deck)
        return cls(deck[:SIZE], deck[:SIZE - 1:-1], (), pass_number=1, mode=mode, deal=deal)

    @classmethod
    def from_text(cls, text: str, mode: Mode | None = None, deal: int = 0) -> PyramidGame:
        """A game from a position in the notation.

        The mode follows the ``pass:`` line (``N/3`` is Classic, ``N`` Relaxed); when ``mode``
        is given too, the two must agree.
        """
        if isinstance(deal, bool) or not isinstance(deal, int) or not 0 <= deal <= rng.MAX_DEAL:
            raise AddictionError(f"deal must be a whole number from 0 to {rng.MAX_DEAL}")
        if mode is not None and mode not in MODES:
            raise AddictionError(f"unknown Pyramid mode {shown(mode)}; choose classic or relaxed")
        pyramid, stock, waste, pass_number, text_mode = _parse(text, mode)
        return cls(pyramid, stock, waste, pass_number=pass_number, mode=text_mode, deal=deal)

    def restarted(self) -> PyramidGame:
        """The same deal and mode from the start position."""
        pyramid, stock, waste, pass_number = self._start
        return PyramidGame(pyramid, stock, waste, pass_number=pass_number, mode=self.mode,
                           deal=self.deal)

    def copy(self) -> PyramidGame:
        twin = self.restarted()
        twin._pyramid = self._pyramid.copy()
        twin._stock = self._stock.copy()
        twin._waste = self._waste.copy()
        twin._pass = self._pass
        twin._history = self._history.copy()
        twin._given_up = self._given_up
        return twin

    # --- what the player sees ----------------------------------------------------------

    @property
    def pyramid(self) -> tuple[Card | None, ...]:
        """The 28 pyramid places, apex first; None where a card was removed."""
        return tuple(self._pyramid)

    @property
    def stock(self) -> tuple[Card, ...]:
        """The face-down stock, bottom to top (the next card turned is the last)."""
        return tuple(self._stock)

    @property
    def waste(self) -> tuple[Card, ...]:
        """The waste, bottom to top (only the last card is available)."""
        return tuple(self._waste)

    @property
    def waste_top(self) -> Card | None:
        return self._waste[-1] if self._waste else None

    @property
    def stock_count(self) -> int:
        return len(self._stock)

    @property
    def waste_count(self) -> int:
        return len(self._waste)

    @property
    def pyramid_count(self) -> int:
        """Cards still in the pyramid (0 is a win)."""
        return sum(1 for c in self._pyramid if c is not None)

    @property
    def pass_number(self) -> int:
        """The pass through the stock now under way, counting from 1."""
        return self._pass

    @property
    def passes_left(self) -> int | None:
        """Reuses of the stock still allowed: 2, 1, 0 in Classic; None (unlimited) in Relaxed."""
        return CLASSIC_PASSES - self._pass if self.mode == "classic" else None

    def is_available(self, place: int) -> bool:
        """Whether the pyramid place holds a card with nothing over it."""
        return self._pyramid[place] is not None and all(
            self._pyramid[p] is None for p in COVERED_BY[place]
        )

    def available_places(self) -> list[int]:
        return [p for p in range(SIZE) if self.is_available(p)]

    def available_cards(self) -> list[Card]:
        """The cards that may be removed now: uncovered pyramid cards, then the waste top."""
        cards = [c for p in self.available_places() if (c := self._pyramid[p]) is not None]
        if self._waste:
            cards.append(self._waste[-1])
        return cards

    def location(self, card: Card) -> tuple[str, int] | None:
        """Where a card is: ``("pyramid", place)``, ``("stock", i)``, ``("waste", i)``
        (indexes bottom to top), or None once removed."""
        for name, cards in (("pyramid", self._pyramid), ("stock", self._stock),
                            ("waste", self._waste)):
            for i, c in enumerate(cards):
                if c == card:
                    return name, i
        return None

    @property
    def removed(self) -> list[Card]:
        """The cards paired away so far, in card order."""
        present = {c for c in self._pyramid if c is not None} | set(self._stock) | set(self._waste)
        return [c for c in CARDS if c not in present]

    @property
    def is_won(self) -> bool:
        return all(c is None for c in self._pyramid)

    @property
    def is_lost(self) -> bool:
        """No way to go on. In Relaxed mode the stock can be turned forever, so the game is
        lost once no card left in the stock or waste could ever meet a partner either."""
        if self.is_won or self._removals():
            return False
        if self.mode == "classic":
            return not (self._stock or (self._waste and self.passes_left))
        return not self._stock_could_help()

    @property
    def is_given_up(self) -> bool:
        return self._given_up

    @property
    def is_over(self) -> bool:
        return self._given_up or self.is_won or self.is_lost

    @property
    def status(self) -> Literal["playing", "won", "lost", "given-up"]:
        if self._given_up:
            return "given-up"
        return "won" if self.is_won else "lost" if self.is_lost else "playing"

    @property
    def score(self) -> int:
        """Cards removed from the pyramid so far (28 is a win)."""
        return SIZE - self.pyramid_count

    @property
    def max_score(self) -> int:
        return SIZE

    def give_up(self) -> None:
        """End the game as it stands: the cards removed so far are its final score."""
        if self.is_over:
            raise IllegalAction("the game has ended")
        self._given_up = True

    def to_text(self) -> str:
        return _format(self._pyramid, self._stock, self._waste, self._pass, self.mode)

    def start_text(self) -> str:
        return _format(*self._start, self.mode)

    # --- actions -------------------------------------------------------------------------

    def actions(self) -> list[Action]:
        """Every legal action now: removals (pairs, then Kings), then draw or recycle."""
        if self.is_over:
            return []
        found = self._removals()
        if self._stock:
            found.append(DRAW)
        elif self._waste and self.passes_left != 0:
            found.append(RECYCLE)
        return found

    def actions_of(self, card: Card) -> list[Action]:
        """The removals that would take this card: its partners, or the King alone."""
        return [a for a in self.actions() if card in a.cards]

    @property
    def can_draw(self) -> bool:
        return not self.is_over and bool(self._stock)

    @property
    def can_recycle(self) -> bool:
        return (not self.is_over and not self._stock and bool(self._waste)
                and self.passes_left != 0)

    def is_legal(self, action: Action) -> bool:
        return self._places(action) is not None and not self.is_over

    def play(self, action: Action) -> None:
        places = self._places(action)
        if places is None or self.is_over:
            raise IllegalAction(self._why_illegal(action))
        step = _Step(_normal(action), places)
        self._apply(step)
        self._history.record(step)

    def _places(self, action: Action) -> tuple[int, ...] | None:
        """Where the action's cards are if it is legal now, otherwise None."""
        kind = getattr(action, "kind", None)
        if kind == "draw":
            return () if self._stock else None
        if kind == "recycle":
            ok = not self._stock and self._waste and self.passes_left != 0
            return () if ok else None
        cards: tuple[Card, ...] = tuple(getattr(action, "cards", ()))
        if kind == "king":
            if len(cards) != 1 or CARDS[cards[0]].rank != KING:
                return None
        elif kind == "pair":
            if len(cards) != 2 or CARDS[cards[0]].rank + CARDS[cards[1]].rank != 13:
                return None
        else:
            return None
        places = tuple(self._where_available(c) for c in cards)
        if None in places or len(set(places)) != len(places):
            return None
        return tuple(p for p in places if p is not None)

    def _where_available(self, card: Card) -> int | None:
        if self._waste and self._waste[-1] == card:
            return WASTE
        for p in range(SIZE):
            if self._pyramid[p] == card:
                return p if self.is_available(p) else None
        return None

    def _why_illegal(self, action: Action) -> str:
        if self.is_over:
            return "the game has ended"
        kind = getattr(action, "kind", None)
        if kind == "draw":
            return "the stock is empty"
        if kind == "recycle":
            if self._stock:
                return "the stock can be reused only once it is empty"
            if not self._waste:
                return "the waste is empty"
            return "no passes through the stock are left"
        cards = [CARDS[c] for c in getattr(action, "cards", ())]
        if kind == "king" and (len(cards) != 1 or cards[0].rank != KING):
            return "only a King is removed alone"
        if kind == "pair" and (len(cards) != 2 or cards[0].rank + cards[1].rank != 13):
            return "a pair must add up to 13"
        if kind not in ("pair", "king"):
            return f"unknown action {shown(action)}"
        for c in cards:
            if self._where_available(c) is None:
                return f"{c} is not available"
        return "a card cannot be paired with itself"

    def _removals(self) -> list[Action]:
        free = self.available_cards()
        found = [Action.pair(a, b) for i, a in enumerate(free) for b in free[i + 1:]
                 if a.rank + b.rank == 13]
        found += [Action.king(c) for c in free if c.rank == KING]
        return found

    def _stock_could_help(self) -> bool:
        """Whether some stock or waste card is a King or pairs with an available pyramid card."""
        free = {c.rank for p in self.available_places() if (c := self._pyramid[p]) is not None}
        return any(c.rank == KING or 13 - c.rank in free for c in (*self._stock, *self._waste))

    # --- undo and redo (``KeepsHistory``) ---------------------------------------------------

    @staticmethod
    def _action(step: _Step) -> Action:
        return step.action

    def _apply(self, step: _Step) -> None:
        kind = step.action.kind
        if kind == "draw":
            self._waste.append(self._stock.pop())
        elif kind == "recycle":
            self._stock = self._waste[::-1]
            self._waste = []
            self._pass += 1
        else:
            # Take the waste card first: a removal holds at most one, and it is the top.
            for p in step.places:
                if p == WASTE:
                    self._waste.pop()
                else:
                    self._pyramid[p] = None

    def _revert(self, step: _Step) -> None:
        kind = step.action.kind
        if kind == "draw":
            self._stock.append(self._waste.pop())
        elif kind == "recycle":
            self._waste = self._stock[::-1]
            self._stock = []
            self._pass -= 1
        else:
            for card, p in zip(step.action.cards, step.places, strict=True):
                if p == WASTE:
                    self._waste.append(card)
                else:
                    self._pyramid[p] = card

    def places_of(self, action: Action) -> tuple[int, ...] | None:
        """Where a legal removal's cards lie now, in the action's card order (``WASTE`` for
        the waste top); None when the action is not legal."""
        return self._places(action) if not self.is_over else None

    # --- save and restore --------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain JSON-compatible data."""
        steps = self._history.saved()
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "mode": self.mode,
            "deal": self.deal,
            "start": self.start_text(),
            "actions": [[s.action.kind, *map(str, s.action.cards)] for s in steps],
            "applied": len(self._history),
            "position": self.to_text(),
            "given_up": self._given_up,
        }

    @classmethod
    def from_dict(cls, data: Any) -> PyramidGame:
        """Rebuild a saved game by replaying it; anything inconsistent raises ``SaveError``."""
        return saving.restore(cls._from_dict, data)

    @classmethod
    def _from_dict(cls, data: Any) -> PyramidGame:
        fields = _SAVE_FIELDS if isinstance(data, dict) and "given_up" in data else _SAVE_FIELDS_0_1
        data = saving.check_envelope(data, SAVE_FORMAT, SAVE_VERSION, "Pyramid", fields)
        given_up = data.get("given_up", False)
        if not isinstance(given_up, bool):
            raise SaveError("the saved game does not say whether it was given up")
        actions, applied = saving.check_history(data)
        # None would let the start text choose the mode; a save always names its own.
        if data["mode"] not in MODES:
            raise SaveError(f"unknown Pyramid mode {shown(data['mode'])}")
        start = saving.check_text(data["start"], "start position")
        position = saving.check_text(data["position"], "position")
        game = cls.from_text(start, data["mode"], data["deal"])
        game._replay_saved(actions, applied, lambda item: game.play(_action_from_data(item)),
                           position, given_up)
        return game

    def __repr__(self) -> str:
        return (f"<PyramidGame deal={self.deal} mode={self.mode} "
                f"pyramid={self.pyramid_count} status={self.status}>")


def _normal(action: Action) -> Action:
    if action.kind == "pair":
        return Action.pair(*action.cards)
    if action.kind == "king":
        return Action.king(action.cards[0])
    return DRAW if action.kind == "draw" else RECYCLE


# How many cards each saved action names.
_CARDS_OF: Final = {"pair": 2, "king": 1, "draw": 0, "recycle": 0}


def _action_from_data(item: Any) -> Action:
    kind = item[0] if isinstance(item, list) and item else None
    if not isinstance(kind, str) or kind not in _CARDS_OF:
        raise SaveError(f"unknown action {shown(item)}")
    cards = [parse_card(t) if isinstance(t, str) else None for t in item[1:]]
    if len(cards) != _CARDS_OF[kind] or any(c is None for c in cards):
        raise SaveError(f"unreadable action {shown(item)}")
    return Action(cast(Kind, kind), tuple(c for c in cards if c is not None))


# --- notation -------------------------------------------------------------------------------


def _format(pyramid: Iterable[Card | None], stock: Iterable[Card], waste: Iterable[Card],
            pass_number: int, mode: Mode) -> str:
    cells = [GAP_TOKEN if c is None else str(c) for c in pyramid]
    lines = [" ".join(cells[place_of(r, 0):place_of(r, r) + 1]) for r in range(ROWS)]
    lines.append(" ".join(["stock:", *map(str, stock)]))
    lines.append(" ".join(["waste:", *map(str, waste)]))
    lines.append(f"pass: {pass_number}/{CLASSIC_PASSES}" if mode == "classic"
                 else f"pass: {pass_number}")
    return "\n".join(lines) + "\n"


def _parse(text: str, mode: Mode | None
           ) -> tuple[list[Card | None], list[Card], list[Card], int, Mode]:
    if not isinstance(text, str):
        raise NotationError(f"a position is text, not {type(text).__name__}")
    # "stock:2H" reads like "stock: 2H": a label is split from what follows its colon.
    lines = [(n, line.replace(":", ": ", 1).split())
             for n, line in enumerate(text.splitlines(), start=1) if line.strip()]
    if len(lines) != ROWS + 3:
        raise NotationError(f"{len(lines)} lines; a Pyramid position has 7 pyramid rows, "
                            "then stock:, waste: and pass: lines")
    seen: dict[Card, tuple[int, int]] = {}

    def card_at(token: str, n: int, k: int) -> Card:
        c = parse_card(token)
        if c is None:
            raise NotationError(f"{shown(token)} is not a card", line=n, token=k)
        if c in seen:
            first = seen[c]
            raise NotationError(f"{c} appears twice (first at line {first[0]}, token {first[1]})",
                                line=n, token=k)
        seen[c] = (n, k)
        return c

    pyramid: list[Card | None] = []
    token_at: list[tuple[int, int]] = []
    for row, (n, tokens) in enumerate(lines[:ROWS]):
        if len(tokens) != row + 1:
            raise NotationError(f"{len(tokens)} tokens; pyramid row {row + 1} has {row + 1}",
                                line=n)
        for k, token in enumerate(tokens, start=1):
            pyramid.append(None if token == GAP_TOKEN else card_at(token, n, k))
            token_at.append((n, k))

    piles: list[list[Card]] = []
    for (n, tokens), name in zip(lines[ROWS:ROWS + 2], ("stock:", "waste:"), strict=True):
        if not tokens or tokens[0].lower() != name:
            raise NotationError(f"expected a line starting with {name!r}", line=n, token=1)
        pile = []
        for k, token in enumerate(tokens[1:], start=2):
            if token == GAP_TOKEN:
                raise NotationError("the stock and waste hold cards, not gaps", line=n, token=k)
            pile.append(card_at(token, n, k))
        piles.append(pile)
    stock, waste = piles

    n, tokens = lines[ROWS + 2]
    pass_number, text_mode = _parse_pass(tokens, n)
    if mode is not None and mode != text_mode:
        raise NotationError(f"this {text_mode} position cannot be played in {mode} mode "
                            f"(Classic writes pass: N/3, Relaxed pass: N)", line=n, token=2)

    for p, c in enumerate(pyramid):
        if c is None:
            over = [q for q in COVERED_BY[p] if pyramid[q] is not None]
            if over:
                line, k = token_at[p]
                raise NotationError(f"a removed card is still covered by {pyramid[over[0]]}",
                                    line=line, token=k)
    _check_removed(pyramid, [c for c in CARDS if c not in seen])
    return pyramid, stock, waste, pass_number, text_mode


def _parse_pass(tokens: list[str], n: int) -> tuple[int, Mode]:
    if not tokens or tokens[0].lower() != "pass:":
        raise NotationError("expected a line starting with 'pass:'", line=n, token=1)
    if len(tokens) != 2:
        raise NotationError("write the pass as N/3 (Classic) or N (Relaxed)", line=n)
    number, slash, total = tokens[1].partition("/")
    # ASCII digits only, and few: "²" passes str.isdigit but not int(), and 5,000 digits
    # pass neither usefully.
    if not (number.isascii() and number.isdigit() and len(number) <= 9) or (
            slash and total != str(CLASSIC_PASSES)):
        raise NotationError(f"{shown(tokens[1])} is not a pass; write N/3 or N", line=n,
                            token=2)
    value = int(number)
    text_mode: Mode = "classic" if slash else "relaxed"
    if value < 1 or (text_mode == "classic" and value > CLASSIC_PASSES):
        raise NotationError(f"pass {shown(tokens[1])} does not exist", line=n, token=2)
    return value, text_mode


def _check_removed(pyramid: Sequence[Card | None], gone: Sequence[Card]) -> None:
    """Reject removed cards that no order of play could have paired away.

    The notation does not say which card stood in an emptied place, and only ranks matter to
    pairing, so the question is whether the removed cards split into single Kings and pairs
    adding to 13 that fit the emptied places: a King or a pair with a waste card empties one
    place, a pair of pyramid cards two places available together, and a King from the stock
    none. Two waste cards never pair, so a pair always empties at least one place.
    """
    counts = Counter(c.rank for c in gone)
    for rank in range(1, 7):
        if counts[rank] != counts[13 - rank]:
            raise NotationError(
                f"the removed cards cannot all have been paired away: {counts[rank]} of rank "
                f"{rank} but {counts[13 - rank]} of rank {13 - rank}")
    target = sum(1 << p for p in range(SIZE) if pyramid[p] is None)
    pairs = sum(counts[rank] for rank in range(1, 7))
    if not _clearable(target, pairs, counts[KING]):
        raise NotationError("the removed cards could not have been paired away in any order: "
                            f"{pairs} pairs and {counts[KING]} Kings cannot empty those "
                            "pyramid places")


def _clearable(target: int, pairs: int, kings: int) -> bool:
    """Whether ``pairs`` pairs and up to ``kings`` Kings can empty exactly the places in
    ``target`` (a bit set of a shape play can reach) in some order."""
    seen: set[tuple[int, int, int]] = set()
    stack = [(0, pairs, kings)]
    while stack:
        state = stack.pop()
        if state in seen:
            continue
        seen.add(state)
        mask, p_left, k_left = state
        if mask == target:
            if p_left == 0:
                return True
            continue
        free = [p for p in range(SIZE) if target >> p & 1 and not mask >> p & 1
                and all(mask >> q & 1 for q in COVERED_BY[p])]
        for i, p in enumerate(free):
            one = mask | 1 << p
            if k_left:
                stack.append((one, p_left, k_left - 1))
            if p_left:
                stack.append((one, p_left - 1, k_left))
                stack.extend((one | 1 << q, p_left - 1, k_left) for q in free[i + 1:])
    return False
