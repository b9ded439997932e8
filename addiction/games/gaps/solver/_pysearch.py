# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pure-Python search core: the same algorithm as ``_core.c``, node for node, for machines
without the compiled extension. Keep the two in step; tests compare them.

The position is the engine's own ``Board``, and the moves come from its ``legal_moves``: the
rules of a move are written once in Python. (The C core has its own generator, which the
node-for-node tests hold to the same moves in the same order.)"""

from __future__ import annotations

import operator
import threading
from collections.abc import Sequence

from addiction.core import CARDS, Card
from addiction.games.gaps.engine import Board
from addiction.games.gaps.solver.constants import (
    DEFAULT_TT_CAP,
    EXHAUSTED,
    MAXBREAKS,
    NCOLS,
    NPLACES,
    RUNNING,
    TABLE_FULL,
    TABLE_SIZE,
    TT_START_BUCKETS,
    TT_WAYS,
    UNLIMITED,
    WON,
    zobrist_keys,
)

_MASK = (1 << 64) - 1
_TWOS = sum(1 << (suit * NCOLS + 1) for suit in range(4))
_KINGS = sum(1 << (suit * NCOLS + 12) for suit in range(4))
# The sets of gaps tried for a stubborn set, as in ``_core.c``: one gap, then two, then three.
_GAP_SETS = (1, 2, 4, 8, 3, 5, 6, 9, 10, 12, 7, 11, 13, 14)
_BUSY = "this search is already running in another thread"

_KEYS = zobrist_keys()
ZOB = _KEYS[: NPLACES * NPLACES]
# Keys of the number of row breaks left (see ``_core.c``).
ZOB_BREAKS = _KEYS[NPLACES * NPLACES :]


def _mix(x: int) -> int:
    x ^= x >> 33
    x = (x * 0xFF51AFD7ED558CCD) & _MASK
    x ^= x >> 33
    x = (x * 0xC4CEB9FE1A85EC53) & _MASK
    x ^= x >> 33
    return x


def _row_length(cells: list[Card | None], row: int) -> int:
    base = row * NCOLS
    first = cells[base]
    if first is None or first % NCOLS != 1:
        return 0
    n = 1
    while n < NCOLS and cells[base + n] == first + n:
        n += 1
    return n


def _doomed(cells: list[Card | None]) -> bool:
    """Whether some card that can never move again is where no win has it (``_core.c``'s
    ``doomed``, which says why the answer is sound)."""
    if any(cells[row * NCOLS] is None for row in range(4)):
        return False
    where = {int(c): i for i, c in enumerate(cells) if c is not None}
    moving: set[int] = set()
    todo = [i for i, c in enumerate(cells) if c is None]
    while todo:
        x = todo.pop()
        if x % NCOLS == 0:
            return False  # then any 2 may come here, and every card may move
        left = cells[x - 1]
        if left is None or left % NCOLS == 12:
            continue
        c = left + 1
        while c not in moving:  # it, and the cards after it
            moving.add(c)
            todo.append(where[c])
            if c % NCOLS == 12:
                break
            c += 1
    for c, at in where.items():
        if c not in moving and (
            at % NCOLS != c % NCOLS - 1 or cells[at - at % NCOLS] != c - c % NCOLS + 1
        ):
            return True
    return False


def _cards_of(cells: tuple[int | None, ...]) -> list[int | None]:
    """The cells as card numbers (None for a gap; -1 is one too, as in ``_core.c``)."""
    if len(cells) != NPLACES:
        raise ValueError("cells must have 52 entries")
    cards: list[int | None] = []
    seen: set[int] = set()
    for cell in cells:
        c = -1 if cell is None else operator.index(cell)
        if c < -1 or c >= NPLACES or (c >= 0 and (c % NCOLS == 0 or c in seen)) or (
            c < 0 and len(cards) - len(seen) == 4
        ):
            raise ValueError("cells must hold the 48 non-aces and 4 gaps")
        if c >= 0:
            seen.add(c)
        cards.append(None if c < 0 else c)
    if len(seen) != NPLACES - 4:
        raise ValueError("cells must hold the 48 non-aces and 4 gaps")
    return cards


def _as_float(value: object) -> float:
    """A table value read as ``_core.c`` reads it (``PyFloat_AsDouble``): a number (anything
    with ``__float__`` or ``__index__``), never a string."""
    if isinstance(value, str | bytes | bytearray):
        raise TypeError(f"must be real number, not {type(value).__name__}")
    return float(value)  # type: ignore[arg-type]


class Search:
    """Resumable depth-first search of one deal phase (see ``_core.c`` for the contract)."""

    def __init__(
        self,
        cells: Sequence[int | None],
        table: Sequence[float] | None = None,
        *,
        every_node: bool = False,
        breaks: int = UNLIMITED,
        strict: bool = False,
        seed: int = 0,
        tt_cap: int = DEFAULT_TT_CAP,
        reduce: bool = False,
    ) -> None:
        if not UNLIMITED <= breaks <= MAXBREAKS:
            raise ValueError("breaks must be -1 (any number) or 0..64")
        if reduce and (breaks > 0 or every_node):
            raise ValueError("reduce needs breaks of -1 or 0 and every_node=False")
        # As in ``_core.c``: each sequence is copied before its elements are converted (an
        # element whose __index__ or __float__ changes the caller's list changes nothing read
        # here), the cells before the table, each cell checked as it is read.
        cards = _cards_of(tuple(cells))
        self.board = Board([None if c is None else CARDS[c] for c in cards])
        self.cells = self.board.cells
        if table is not None:
            values = tuple(table)
            if len(values) != TABLE_SIZE:
                raise ValueError("table must have 14**4 entries")
            self.table: list[float] | None = [
                v if type(v) is float else _as_float(v) for v in values
            ]
        else:
            self.table = None
        self.every_node = every_node
        self.breaks_left = breaks
        self.strict = strict
        self.reduce = bool(reduce)
        self.seed = seed & _MASK
        self.lens = [_row_length(self.cells, r) for r in range(4)]
        key = ZOB_BREAKS[breaks] if breaks >= 0 else 0
        for i, c in enumerate(self.cells):
            if c is not None:
                key ^= ZOB[c * NPLACES + i]
        self.key = key
        # The table, slot for slot as in ``_core.c``: which slot holds a key, each slot's key,
        # whether it is a position of the current line, what searching it cost (log2 of its
        # nodes), and how many slots of each bucket are in use.
        # It starts at TT_START_BUCKETS and grows up to tt_cap as in ``_core.c`` (``_grow``).
        buckets = tt_cap // TT_WAYS if tt_cap > TT_WAYS else 1
        if buckets > 1 << 32:
            raise OverflowError("tt_cap is too large")
        self._cap_buckets = buckets
        self._buckets = buckets = min(buckets, TT_START_BUCKETS)
        slots = buckets * TT_WAYS
        self._slot_of: dict[int, int] = {}
        self._keys = [0] * slots
        self._line = bytearray(slots)
        self._cost = bytearray(slots)
        self._fill = bytearray(buckets)
        self._used = 0
        # The stack: each frame's ordered moves (less those already in the table when it was
        # entered), the index of the next one to try, whether the move being searched from
        # it breaks a built row, whether it had no legal move, its table slot, and the nodes
        # visited before it.
        self.frames: list[list[tuple[int, int]]] = []
        self.nexts: list[int] = []
        self.broke: list[bool] = []
        self.stuck: list[bool] = []
        self.slots: list[int] = []
        self.entered: list[int] = []
        self.nodes = 0
        self.best_value: float | None = None
        self._best: list[tuple[int, int]] | None = None
        # Held by run(), path() and best_line(): a second thread gets an error, not a share
        # of the stack (the compiled core's busy flag).
        self._running = threading.Lock()
        self._push(self._record(key))  # an empty table has room
        self.status = WON if self._visit() else RUNNING

    # --- table ---------------------------------------------------------------------------

    @property
    def table_entries(self) -> int:
        """Entries the table has now (it grows up to ``tt_cap``)."""
        return len(self._keys)

    @staticmethod
    def _bucket(key: int, buckets: int) -> int:
        x = key ^ (key >> 33)  # _mix, written out: this runs once a node
        x = (x * 0xFF51AFD7ED558CCD) & _MASK
        x ^= x >> 33
        x = (x * 0xC4CEB9FE1A85EC53) & _MASK
        x ^= x >> 33
        return ((x >> 32) * buckets) >> 32

    def _grow(self) -> None:
        """Double the table (the last step up to its cap), slot for slot as ``_core.c``'s
        ``tt_grow``: entries move in slot order, each to the first free slot of its bucket; on
        the last step a full bucket keeps the dearer positions and the line's; a bucket that
        would need a tenth position of the line keeps the old table for good."""
        buckets = min(self._buckets * 2, self._cap_buckets)
        slots = buckets * TT_WAYS
        keys, line, cost = [0] * slots, bytearray(slots), bytearray(slots)
        fill = bytearray(buckets)
        slot_of: dict[int, int] = {}
        used = 0
        old_keys, old_line, old_cost, old_fill = self._keys, self._line, self._cost, self._fill
        for old_bucket in range(self._buckets):
            for j in range(old_bucket * TT_WAYS, old_bucket * TT_WAYS + old_fill[old_bucket]):
                key = old_keys[j]
                bucket = self._bucket(key, buckets)
                base = bucket * TT_WAYS
                if fill[bucket] < TT_WAYS:
                    put = base + fill[bucket]
                    fill[bucket] += 1
                    used += 1
                else:
                    put = -1
                    for i in range(base, base + TT_WAYS):
                        if not line[i] and (put < 0 or cost[i] < cost[put]):
                            put = i
                    if not old_line[j] and (put < 0 or old_cost[j] <= cost[put]):
                        continue
                    if put < 0:
                        self._cap_buckets = self._buckets
                        return
                    del slot_of[keys[put]]
                keys[put], line[put], cost[put] = key, old_line[j], old_cost[j]
                slot_of[key] = put
        self.slots[:] = [slot_of[old_keys[slot]] for slot in self.slots]
        self._keys, self._line, self._cost, self._fill = keys, line, cost, fill
        self._slot_of, self._buckets, self._used = slot_of, buckets, used

    def _record(self, key: int) -> int:
        """Records a new key as a position of the line and returns its slot; -1 if its
        bucket holds only positions of the line."""
        bucket = self._bucket(key, self._buckets)
        base = bucket * TT_WAYS
        used = self._fill[bucket]
        line, cost = self._line, self._cost
        if used < TT_WAYS:
            put = base + used
            self._fill[bucket] = used + 1
            self._used += 1
        else:  # replace the cheapest position that is not on the line
            put = -1
            for i in range(base, base + TT_WAYS):
                if not line[i] and (put < 0 or cost[i] < cost[put]):
                    put = i
            if put < 0:
                return -1
            del self._slot_of[self._keys[put]]
        self._keys[put] = key
        self._slot_of[key] = put
        line[put] = 1
        cost[put] = 0
        return put

    # --- moves ---------------------------------------------------------------------------

    def _apply(self, src: int, dst: int) -> None:
        cells = self.cells
        c = cells[src]
        assert c is not None
        self.board.move(src, dst)
        self.key ^= ZOB[c * NPLACES + src] ^ ZOB[c * NPLACES + dst]
        rs, rd = src // NCOLS, dst // NCOLS
        self.lens[rd] = _row_length(cells, rd)
        if rs != rd:
            self.lens[rs] = _row_length(cells, rs)

    def _rank(self, src: int, dst: int) -> int:
        cells, lens = self.cells, self.lens
        c = cells[src]
        assert c is not None
        col = dst % NCOLS
        gain = 0
        if col == lens[dst // NCOLS]:
            gain = 1
            while col + gain < NCOLS and cells[dst + gain] == c + gain:
                gain += 1
        if src % NCOLS == 0 and lens[src // NCOLS] > 0:
            gain -= lens[src // NCOLS]
        if gain > 0:
            return 10 - gain
        if gain < 0:
            return 40
        if src % NCOLS == lens[src // NCOLS]:
            return 20
        return 23 if self._leaves_dead_gap(src, dst) else 22

    def _leaves_dead_gap(self, src: int, dst: int) -> bool:
        if src % NCOLS == 0:
            return False
        left = self.cells[src] if src - 1 == dst else self.cells[src - 1]
        return left is None or left % NCOLS == 12

    def _is_break(self, src: int) -> bool:
        """Whether moving the card at src moves the 2 heading a built row away (if strict,
        any 2 in column 1)."""
        return src % NCOLS == 0 and self.lens[src // NCOLS] >= (1 if self.strict else 2)

    def _spend_break(self, spend: bool) -> None:
        """Use up (spend=True) or give back one of the breaks left, keeping the key in step."""
        left = self.breaks_left
        if spend:
            self.breaks_left = left - 1
            self.key ^= ZOB_BREAKS[left] ^ ZOB_BREAKS[left - 1]
        else:
            self.breaks_left = left + 1
            self.key ^= ZOB_BREAKS[left] ^ ZOB_BREAKS[left + 1]

    def _reaches(self, start: int, avoid: int) -> bool:
        """Whether gaps starting at the places of ``start`` (a bit per place), moving only
        among themselves, may come to a place of ``avoid`` (``reaches`` in ``_core.c``)."""
        cells, where = self.cells, self.board.where
        reached, work = start, start
        if reached & avoid:
            return True
        arrive: dict[int, int] = {}  # cards that may come to each place of the set
        while work:
            x = (work & -work).bit_length() - 1
            work &= work - 1
            if x % NCOLS == 0:
                took = _TWOS
            else:
                left = cells[x - 1]
                there = 0 if left is None else 1 << left
                if reached >> (x - 1) & 1:
                    there |= arrive.get(x - 1, 0)
                took = (there & ~_KINGS) << 1
            fresh = took & ~arrive.get(x, 0)
            if not fresh:
                continue
            arrive[x] = arrive.get(x, 0) | fresh
            if x % NCOLS != NCOLS - 1 and reached >> (x + 1) & 1:
                work |= 1 << (x + 1)
            while fresh:
                card = (fresh & -fresh).bit_length() - 1
                fresh &= fresh - 1
                place = where[card]
                if not reached >> place & 1:
                    if avoid >> place & 1:
                        return True
                    reached |= 1 << place
                    work |= 1 << place
        return False

    def _stubborn(self, moves: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """The moves of the stubborn set of gaps with the fewest moves (``reduce_moves`` in
        ``_core.c``)."""
        gaps = sorted(self.board.gaps)
        of_gap = [[m for m in moves if m[1] == gap] for gap in gaps]
        best: list[tuple[int, int]] = moves
        for chosen in _GAP_SETS:
            if len(best) <= 1:
                break
            mine = [m for i in range(4) if chosen >> i & 1 for m in of_gap[i]]
            if not mine or len(mine) >= len(best):
                continue
            avoid = 0
            for i in range(4):  # a chosen gap with no move now must get none from the others
                if chosen >> i & 1 and not of_gap[i] and gaps[i] % NCOLS:
                    avoid |= 1 << (gaps[i] - 1)
            for src, dst in mine:
                avoid |= 1 << src
                if dst % NCOLS:
                    avoid |= 1 << (dst - 1)
                if src % NCOLS != NCOLS - 1:
                    avoid |= 1 << (src + 1)
            others = sum(1 << gaps[i] for i in range(4) if not chosen >> i & 1)
            if not self._reaches(others, avoid):
                best = mine
        return best

    def _moves(self) -> list[tuple[int, int]]:
        cells = self.cells
        if self.breaks_left == 0:  # no break left: moves that break a row are not played
            moves = [(s, d) for _, s, d in self.board.legal_moves() if not self._is_break(s)]
        else:
            moves = [(s, d) for _, s, d in self.board.legal_moves()]
        stuck = not moves
        seed = self.seed
        if seed:
            keys = [
                self._rank(s, d) * 1024 + (_mix(seed ^ (s << 8) ^ d) & 1023) for s, d in moves
            ]
        else:
            keys = [self._rank(s, d) * 1024 for s, d in moves]
        if self.reduce and len(moves) > 1:
            key_of = dict(zip(moves, keys, strict=True))
            moves = self._stubborn(moves)
            keys = [key_of[m] for m in moves]
        order = sorted(range(len(moves)), key=keys.__getitem__)
        # Children already in the table are dropped, as the compiled core does.
        key, known = self.key, self._slot_of
        spare = self.breaks_left > 0
        out = []
        for i in order:
            s, d = moves[i]
            c = cells[s]
            assert c is not None
            child = key ^ ZOB[c * NPLACES + s] ^ ZOB[c * NPLACES + d]
            if spare and self._is_break(s):
                child ^= ZOB_BREAKS[self.breaks_left] ^ ZOB_BREAKS[self.breaks_left - 1]
            if child not in known:
                out.append((s, d))
        self.stuck.append(stuck)
        return out

    # --- search --------------------------------------------------------------------------

    def _push(self, slot: int) -> None:
        proof = self.reduce and self.breaks_left == UNLIMITED and self.table is None
        if proof and _doomed(self.cells):  # searched as if it had no move
            self.stuck.append(True)
            self.frames.append([])
        else:
            self.frames.append(self._moves())
        self.nexts.append(0)
        self.broke.append(False)
        self.slots.append(slot)
        self.entered.append(self.nodes)

    def _pop(self) -> None:
        """Leaves the top frame; its position's entry now says what searching it cost."""
        slot = self.slots.pop()
        self._line[slot] = 0
        self._cost[slot] = min(63, (self.nodes - self.entered.pop()).bit_length())
        self.frames.pop()
        self.nexts.pop()
        self.broke.pop()
        self.stuck.pop()

    def path(self) -> list[tuple[int, int]]:
        """The moves from the root to the current position (the win once won)."""
        if not self._running.acquire(blocking=False):
            raise RuntimeError(_BUSY)
        try:
            return self._path()
        finally:
            self._running.release()

    def _path(self) -> list[tuple[int, int]]:
        return [moves[nxt - 1] for moves, nxt in zip(self.frames[:-1], self.nexts, strict=False)]

    def best_line(self) -> list[tuple[int, int]] | None:
        """The moves to the best-valued phase end seen so far, or None."""
        if not self._running.acquire(blocking=False):
            raise RuntimeError(_BUSY)
        try:
            return None if self._best is None else list(self._best)
        finally:
            self._running.release()

    def _visit(self) -> bool:
        lens = self.lens
        self.nodes += 1
        if lens[0] + lens[1] + lens[2] + lens[3] == 48:
            return True
        table = self.table
        if table is not None and (self.every_node or self.stuck[-1]):
            v = table[((lens[0] * 14 + lens[1]) * 14 + lens[2]) * 14 + lens[3]]
            if self.best_value is None or v > self.best_value:
                self.best_value = v
                self._best = self._path()
        return False

    def run(self, limit: int) -> int:
        """Search up to ``limit`` more nodes; returns 0 running, 1 won, 2 exhausted, 3 table
        full (ended unfinished)."""
        limit = operator.index(limit)
        if not self._running.acquire(blocking=False):
            raise RuntimeError(_BUSY)
        try:
            if self.status == RUNNING and limit > 0:
                self.status = self._run(limit)
            return self.status
        finally:
            self._running.release()

    def _run(self, limit: int) -> int:
        stop = self.nodes + limit
        frames, nexts, broke = self.frames, self.nexts, self.broke
        apply = self._apply
        while self.nodes < stop:
            moves = frames[-1]
            nxt = nexts[-1]
            if nxt >= len(moves):
                if len(frames) == 1:
                    return EXHAUSTED
                self._pop()
                src, dst = frames[-1][nexts[-1] - 1]
                apply(dst, src)
                if broke[-1]:
                    self._spend_break(False)
                continue
            if self._buckets < self._cap_buckets and self._used >= len(self._keys) // 2:
                self._grow()
            known = self._slot_of
            src, dst = moves[nxt]
            nexts[-1] = nxt + 1
            brk = self.breaks_left > 0 and self._is_break(src)
            broke[-1] = brk
            if brk:
                self._spend_break(True)
            apply(src, dst)
            key = self.key
            slot = -1 if key in known else self._record(key)
            if slot < 0:
                apply(dst, src)
                if brk:
                    self._spend_break(False)
                if key in known:
                    continue
                nexts[-1] = nxt  # leave the line as it was, and stop for good
                broke[-1] = False
                return TABLE_FULL
            self._push(slot)
            if self._visit():
                return WON
        return RUNNING
