# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pyramid solver: best-first A* over packed states, for Hint and "can the pyramid still be cleared".

A state is a handful of small integers: the pyramid's shape as a bit set (only 1,430 shapes
are reachable), the stock and waste as one bit set over the order in which their cards come
out of the stock (a reuse keeps that order), the cursor that splits waste from stock, and the
pass. Three observations keep the search small:

- Kings are removed the moment they are free: that never hurts, so stock Kings are dropped
  from the order altogether and pyramid Kings vanish as soon as they are uncovered.
- A pair of two pyramid cards can be played at any point of the stock, so the only stock
  positions worth stopping at are those where the waste top is removed: one search step is
  "turn the stock until card j is on top, then pair it" or "pair two pyramid cards".
- A state in which some pyramid card has no partner left that could ever be free beside it
  is dead. In Relaxed mode any stock card can be brought to the top, so the cursor drops out.

The estimate is admissible: every removal takes at most one card of each of two ranks adding
to 13, so the pyramid still needs at least, for each such rank pair, the larger of its two
counts. Steps cost the actions they take (turns, reuses, the removal), so lines come out short.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Final, Literal

from addiction.core.cards import KING, Card
from addiction.games.pyramid.engine import COVERED_BY, DRAW, RECYCLE, SIZE, Action, PyramidGame

Verdict = Literal["winnable", "not-winnable", "unknown"]

FULL: Final = (1 << SIZE) - 1
# The estimate counts removals only, while steps also pay for turning the stock; weighting
# it makes the search head for the goal instead of proving its line the shortest (why 4:
# docs/computer-player.md).
WEIGHT: Final = 4


def _shapes() -> dict[int, tuple[int, ...]]:
    """Every shape play can reach (bit set of places still holding a card) and its free places."""
    found: dict[int, tuple[int, ...]] = {}
    todo = [FULL]
    while todo:
        mask = todo.pop()
        if mask in found:
            continue
        free = tuple(p for p in range(SIZE)
                     if mask >> p & 1 and not any(mask >> q & 1 for q in COVERED_BY[p]))
        found[mask] = free
        todo.extend(mask & ~(1 << p) for p in free)
    return found


SHAPES: Final = _shapes()


def _related() -> tuple[int, ...]:
    """For each place, the places that can never be free at the same time as it: the cards
    that lie over it (directly or not) and the cards it lies over."""
    below = [0] * SIZE
    for p in reversed(range(SIZE)):
        for q in COVERED_BY[p]:
            below[p] |= 1 << q | below[q]
    above = [0] * SIZE
    for p in range(SIZE):
        for q in range(SIZE):
            if below[q] >> p & 1:
                above[p] |= 1 << q
    return tuple(below[p] | above[p] for p in range(SIZE))


RELATED: Final = _related()

# Where each rank's count sits in the packed Relaxed stock (ranks 1–12; Kings never stay).
_SHIFT: Final = tuple(3 * (r - 1) if 1 <= r <= 12 else 0 for r in range(14))

# One search step: (0, place, place, pass) pairs two pyramid cards; (1, place, stock index
# or, in Relaxed, rank, pass) pairs a pyramid card with a card turned up from the stock.
# Either is followed by taking the pyramid Kings it frees.
_Step = tuple[int, int, int, int]
_State = tuple[int, int, int, int]  # pyramid shape, stock, cursor, pass
_Child = tuple[_Step, int, _State]


class _Search:
    """One position, prepared for search."""

    def __init__(self, game: PyramidGame, classic: bool) -> None:
        self.game = game
        self.classic = classic
        self._clearable: dict[tuple[int, int], bool] = {}
        pyramid = game.pyramid
        self.rank = [c.rank if c is not None else 0 for c in pyramid]
        start_mask = sum(1 << p for p, c in enumerate(pyramid) if c is not None)
        # The order the stock and waste cards come out: waste bottom to top, then the stock
        # from its top down. Kings are left out (they go the moment they show).
        order = [*game.waste, *reversed(game.stock)]
        self.seq: list[Card] = [c for c in order if c.rank != KING]
        self.srank = [c.rank for c in self.seq]
        if classic:
            self.stock0 = (1 << len(self.seq)) - 1
            self.cursor0 = sum(1 for c in game.waste if c.rank != KING)
            self.pass0 = game.pass_number
        else:
            # The stock and waste as a count of cards per rank, three bits each.
            self.stock0 = sum(1 << _SHIFT[r] for r in self.srank)
            self.cursor0 = self.pass0 = 0
        self.last_pass = 3 if classic else 0
        self._rank_tables = [
            [sum(1 << _SHIFT[self.srank[base + b]] for b in range(8)
                 if bits >> b & 1 and base + b < len(self.srank)) for bits in range(256)]
            for base in (0, 8, 16)]
        self.mask0 = self._kings_gone(start_mask)
        self.rank_places = [0] * 14
        for p, r in enumerate(self.rank):
            self.rank_places[r] |= 1 << p
        self.partner_places = [0] * SIZE
        self.partner_stock = [0] * SIZE
        for p, r in enumerate(self.rank):
            if r and r != KING:
                self.partner_places[p] = self.rank_places[13 - r] & ~RELATED[p]
                self.partner_stock[p] = (
                    sum(1 << j for j, s in enumerate(self.srank) if s == 13 - r)
                    if classic else 7 << _SHIFT[13 - r])
        self._moves: dict[int, tuple[list[tuple[int, int, int]],
                                     dict[int, list[tuple[int, int]]]]] = {}
        self._estimates: dict[int, int] = {}
        # States taken from the queue by ``run`` so far: the search's effort.
        self.popped = 0

    # --- pyramid bookkeeping ---------------------------------------------------------------

    def _kings_gone(self, mask: int) -> int:
        while True:
            kings = [p for p in SHAPES[mask] if self.rank[p] == KING]
            if not kings:
                return mask
            for p in kings:
                mask &= ~(1 << p)

    def pyramid_moves(self, mask: int
                      ) -> tuple[list[tuple[int, int, int]], dict[int, list[tuple[int, int]]]]:
        """Pairs of two free pyramid cards with the shape after them, and the free places
        (each with the shape after it goes) grouped by the rank of the partner they want."""
        cached = self._moves.get(mask)
        if cached is not None:
            return cached
        free = [p for p in SHAPES[mask] if self.rank[p] != KING]
        pairs = [(p, q, self._kings_gone(mask & ~(1 << p) & ~(1 << q)))
                 for n, p in enumerate(free) for q in free[n + 1:]
                 if self.rank[p] + self.rank[q] == 13]
        wants: dict[int, list[tuple[int, int]]] = {}
        for p in free:
            wants.setdefault(13 - self.rank[p], []).append((p, self._kings_gone(mask & ~(1 << p))))
        self._moves[mask] = (pairs, wants)
        return pairs, wants

    def estimate(self, mask: int) -> int:
        cached = self._estimates.get(mask)
        if cached is None:
            count = [0] * 14
            for p in range(SIZE):
                if mask >> p & 1:
                    count[self.rank[p]] += 1
            cached = count[KING] + sum(max(count[r], count[13 - r]) for r in range(1, 7))
            self._estimates[mask] = cached
        return cached

    def dead(self, mask: int, stock: int, ranks: tuple[int, ...]) -> bool:
        """Whether a pyramid card whose partner rank was just taken has no partner left."""
        for r in ranks:
            left = mask & self.rank_places[13 - r]
            while left:
                low = left & -left
                p = low.bit_length() - 1
                if not (mask & self.partner_places[p] or stock & self.partner_stock[p]):
                    return True
                left ^= low
        return False

    # --- the search -------------------------------------------------------------------------

    def ranks_of(self, stock: int) -> int:
        """A Classic stock bit set as the Relaxed count per rank."""
        tables = self._rank_tables
        return tables[0][stock & 255] + tables[1][stock >> 8 & 255] + tables[2][stock >> 16]

    def run(self, deadline: float, cancelled: Callable[[], bool],
            oracle: _Search | None = None, states: int | None = None
            ) -> tuple[Verdict, list[_Step] | None]:
        """Best-first search for a clear pyramid. ``oracle``, a Relaxed search of the same
        position, prunes Classic states that could not be won even with unlimited passes.
        ``states``, if given, bounds the states taken from the queue (``popped`` counts them),
        an answer the same on every machine; the clock and ``cancelled`` still stop it."""
        root = (self.mask0, self.stock0, self.cursor0, self.pass0)
        if self.mask0 == 0:
            return "winnable", []
        if self._root_dead():
            return "not-winnable", None
        parents: dict[_State, tuple[_State, _Step] | None] = {root: None}
        # A state reached on an earlier pass is at least as good (Relaxed states all have
        # pass 0); dead states are stored with pass -1 so that nothing revisits them.
        best_pass: dict[tuple[int, int, int], int] = {root[:3]: self.pass0}
        buckets: list[list[tuple[int, _State]]] = []
        low = WEIGHT * self.estimate(self.mask0)
        self._push(buckets, low, (0, root))
        limit = math.inf if states is None else states
        while True:
            while low < len(buckets) and not buckets[low]:
                low += 1
            if low >= len(buckets):
                return "not-winnable", None
            if self.popped >= limit:
                return "unknown", None
            g, state = buckets[low].pop()
            self.popped += 1
            if self.popped & 1023 == 0 and (time.monotonic() > deadline or cancelled()):
                return "unknown", None
            for step, cost, child in self._children(*state):
                cmask, cstock, ccursor, cpass = child
                base = (cmask, cstock, ccursor)
                seen = best_pass.get(base)
                if seen is not None and seen <= cpass:
                    continue
                rank = self.rank[step[1]]
                if cmask and (self.dead(cmask, cstock, (rank, 13 - rank)) or (
                        oracle is not None and not oracle.clearable(cmask,
                                                                    self.ranks_of(cstock)))):
                    best_pass[base] = -1
                    continue
                best_pass[base] = cpass
                parents[child] = (state, step)
                if cmask == 0:
                    return "winnable", self._line(parents, child)
                f = g + cost + WEIGHT * self.estimate(cmask)
                self._push(buckets, f, (g + cost, child))
                low = min(low, f)

    def clearable(self, mask: int, stock: int) -> bool:
        """Relaxed search only: whether the pyramid can be cleared from this state (depth
        first, remembering every answer, so that it can rule out Classic states cheaply)."""
        key = (mask, stock)
        known = self._clearable.get(key)
        if known is None:
            known = mask == 0 or any(
                self.clearable(cmask, cstock)
                for step, _, (cmask, cstock, _, _) in self._children(mask, stock, 0, 0)
                if not cmask or not self.dead(cmask, cstock, (self.rank[step[1]],
                                                              13 - self.rank[step[1]])))
            self._clearable[key] = known
        return known

    @staticmethod
    def _push(buckets: list[list[tuple[int, _State]]], f: int, item: tuple[int, _State]) -> None:
        while len(buckets) <= f:
            buckets.append([])
        buckets[f].append(item)

    def _root_dead(self) -> bool:
        return any(
            self.mask0 >> p & 1 and self.rank[p] != KING
            and not (self.mask0 & self.partner_places[p] or self.stock0 & self.partner_stock[p])
            for p in range(SIZE))

    def _children(self, mask: int, stock: int, cursor: int, pas: int) -> list[_Child]:
        """Every step from a state, with its cost in actions and the state after it."""
        pairs, wants = self.pyramid_moves(mask)
        out = [((0, p, q, pas), 1, (after, stock, cursor, pas)) for p, q, after in pairs]
        if not wants or not stock:
            return out
        if not self.classic:
            # Any card of the stock and waste can be turned up, and only its rank matters.
            for r, places in wants.items():
                if stock >> _SHIFT[r] & 7:
                    rest = stock - (1 << _SHIFT[r])
                    out.extend(((1, p, r, 0), 1, (after, rest, 0, 0)) for p, after in places)
            return out
        srank = self.srank
        # The waste top now, then every card the stock will turn this pass, then (if a
        # reuse is left) the cards before the cursor, which only the next pass brings back.
        below = stock & ((1 << cursor) - 1)
        if below:
            j = below.bit_length() - 1
            for p, after in wants.get(srank[j], ()):
                out.append(((1, p, j, pas), 1, (after, stock ^ 1 << j, cursor, pas)))
        turned = 1
        for j in range(cursor, len(srank)):
            if stock >> j & 1:
                turned += 1
                for p, after in wants.get(srank[j], ()):
                    out.append(((1, p, j, pas), turned, (after, stock ^ 1 << j, j + 1, pas)))
        if pas < self.last_pass and below:
            for j in range(cursor):
                if stock >> j & 1:
                    turned += 1
                    for p, after in wants.get(srank[j], ()):
                        out.append(((1, p, j, pas + 1), turned + 1,
                                    (after, stock ^ 1 << j, j + 1, pas + 1)))
        return out

    @staticmethod
    def _line(parents: dict[_State, tuple[_State, _Step] | None], goal: _State) -> list[_Step]:
        steps: list[_Step] = []
        node = parents[goal]
        while node is not None:
            state, step = node
            steps.append(step)
            node = parents[state]
        steps.reverse()
        return steps

    # --- from search steps to the player's actions ------------------------------------------

    def actions(self, steps: list[_Step]) -> list[Action]:
        """Replay the steps on a copy of the game, turning the stock and taking Kings as the
        real rules require; the result is checked move by move by the engine itself."""
        game = self.game.copy()
        line: list[Action] = []

        def play(action: Action) -> None:
            game.play(action)
            line.append(action)

        def kings() -> None:
            # The search took pyramid Kings the moment they were free; so does the line.
            while not game.is_won:
                free = [c for p in game.available_places()
                        if (c := game.pyramid[p]) is not None and c.rank == KING]
                if not free:
                    return
                play(Action.king(free[0]))

        for kind, p, x, _ in steps:
            kings()
            card = self.game.pyramid[p]
            assert card is not None
            if kind == 0:
                partner = self.game.pyramid[x]
                assert partner is not None
            elif not self.classic:
                # Any card of the wanted rank will do; turn the stock until one shows.
                while (top := game.waste_top) is None or top.rank != x:
                    if top is not None and top.rank == KING:
                        play(Action.king(top))
                    else:
                        play(DRAW if game.stock_count else RECYCLE)
                partner = top
            else:
                partner = self.seq[x]
                while game.waste_top != partner:
                    top = game.waste_top
                    if top is not None and top.rank == KING:
                        play(Action.king(top))
                    else:
                        play(DRAW if game.stock_count else RECYCLE)
            play(Action.pair(card, partner))
        kings()
        return line


def solve(game_or_position: PyramidGame | str, time_budget: float = 5.0,
          cancelled: Callable[[], bool] = lambda: False
          ) -> tuple[Verdict, list[Action] | None]:
    """Can the pyramid be cleared from here? ``"winnable"`` comes with a line of actions that
    wins when played from the position; ``"unknown"`` means the time ran out first.

    A position in the notation is read as its ``pass:`` line says (Classic or Relaxed).
    The game is only read; to solve on a worker thread while the player plays on, pass a
    ``game.copy()`` made on the GUI thread.
    """
    game = (PyramidGame.from_text(game_or_position) if isinstance(game_or_position, str)
            else game_or_position)
    verdict, line, _ = _solve(game, time.monotonic() + time_budget, cancelled, None)
    return verdict, line


def solve_within(game: PyramidGame, states: int, cancelled: Callable[[], bool] = lambda: False
                 ) -> tuple[Verdict, list[Action] | None, int]:
    """``solve`` bounded by ``states`` taken from the search queues (Relaxed and Classic
    together) instead of a clock: the same answer on every machine, however busy. Returns
    the verdict, the winning line when there is one, and the states taken (the effort)."""
    if states < 1:
        raise ValueError("states must be at least 1")
    return _solve(game, math.inf, cancelled, states)


def _solve(game: PyramidGame, deadline: float, cancelled: Callable[[], bool],
           states: int | None) -> tuple[Verdict, list[Action] | None, int]:
    if game.is_won:
        return "winnable", [], 0
    if game.is_lost:
        return "not-winnable", None, 0
    # Relaxed play can do all that Classic play can, and its search is far smaller (only
    # ranks matter), so it settles most lost Classic deals before the Classic search starts.
    relaxed = _Search(game, classic=False)
    search = relaxed
    verdict, steps = relaxed.run(deadline, cancelled, states=states)
    popped = relaxed.popped
    if game.mode == "classic" and verdict == "winnable":
        search = _Search(game, classic=True)
        left = None if states is None else states - popped
        verdict, steps = ("unknown", None) if left is not None and left <= 0 else search.run(
            deadline, cancelled, oracle=relaxed, states=left)
        popped += search.popped
    if verdict != "winnable" or steps is None:
        return verdict, None, popped
    return verdict, search.actions(steps), popped


def hint(game: PyramidGame, time_budget: float = 1.0) -> Action | None:
    """The next action of a winning line when one is found in time, otherwise a legal action
    (a removal before a turn of the stock); None once the game is over."""
    actions = game.actions()
    if not actions:
        return None
    verdict, line = solve(game, time_budget)
    if verdict == "winnable" and line:
        return line[0]
    return actions[0]
