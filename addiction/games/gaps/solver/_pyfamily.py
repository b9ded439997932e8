# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pure-Python search core for every member of the Gaps family: the same algorithm as
``_family.c``, node for node, for machines without the compiled extension. Keep the two in
step; ``tests/games/gaps/solver/test_family_core.py`` compares them.

The variant comes in as a ``FamilyTables`` (``family_tables.tables_of``): which cards head a
row, which cards a gap takes beside each card, and which card continues a sequence. Nothing
else about the rules is written here, so one core plays any shape, one deck or two, and any
fit rule.

The search is an iterative depth-first search with an explicit stack, so a caller can run it
in slices (``run(limit)``) to honour a time budget. Its order is total and the same in both
cores: moves that lengthen the row sequences most come first, then moves that change nothing,
then moves that break a sequence, and ties go by a seeded hash of the move, so a different
seed tries another order without favouring any place. A set of position keys (zobrist) keeps
the search from entering a position twice; the keys are never forgotten, so a search that
runs out of moves has seen every reachable position (EXHAUSTED is a proof), and one that runs
out of room ends as TABLE_FULL, unfinished.
"""

from __future__ import annotations

import math
import operator
import threading
from collections.abc import Iterator, Sequence
from typing import Final, Protocol

# run() results; the compiled core uses the same numbers.
RUNNING: Final = 0
WON: Final = 1
EXHAUSTED: Final = 2
TABLE_FULL: Final = 3

DEFAULT_TT_CAP: Final = 1 << 20
# The compiled core keeps its tables in fixed arrays of these sizes; the twin holds to them
# too, so that a table one core refuses the other refuses as well.
MAX_PLACES: Final = 112
MAX_CARDS: Final = 104
MAX_LIST: Final = 24
MAX_TT_CAP: Final = 1 << 40
MIN_TT_CAP: Final = 64

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15
_BUSY: Final = "this search is already running in another thread"
# Ordering keys are (OFFSET - net) << 64 | tiebreak: net never reaches OFFSET in either sign.
_NET_OFFSET: Final = 256

Move = tuple[int, int]


class Tables(Protocol):
    """What a core reads of its tables (``family_tables.FamilyTables`` has it all)."""

    @property
    def cols(self) -> int: ...
    @property
    def places(self) -> int: ...
    @property
    def ncards(self) -> int: ...
    @property
    def full_score(self) -> int: ...
    @property
    def bases(self) -> Sequence[int]: ...
    @property
    def after(self) -> Sequence[Sequence[int]]: ...
    @property
    def before(self) -> Sequence[Sequence[int]]: ...
    @property
    def follows(self) -> Sequence[Sequence[int]]: ...
    @property
    def base_rank(self) -> int: ...
    @property
    def zobrist(self) -> Sequence[int]: ...


def end_value(score: int, moves: int) -> float:
    """What an end of a line is worth: its score, and among equal scores the one with fewer
    moves left, nearest to being stuck (a stuck position is worth its score plus a half). A
    search that counts every position as an end thus heads for a phase end even where stuck
    positions are too rare to meet, as with a gap fillable from either side."""
    return float(score) + 1.0 / (2 + moves)


def end_key(lengths: Sequence[int], row_full: int) -> int:
    """Where an end whose rows hold sequences of these lengths is in a value table
    (``FamilySearch``'s ``values``): the rank of the lengths as a multiset (each at most
    ``row_full``; which row holds which length does not matter to a redeal). Sorted,
    ``a_0 <= a_1 <= ...``, the ranks ``a_i + i`` rise strictly, and the key is the sum of
    ``comb(a_i + i, i + 1)``: every multiset has its own key below ``values_length``."""
    return sum(math.comb(n + i, i + 1) for i, n in enumerate(sorted(min(n, row_full)
                                                                       for n in lengths)))


def values_length(row_full: int, rows: int) -> int:
    """The length of a value table: one entry per multiset of ``rows`` row lengths, each
    0..``row_full``."""
    return math.comb(row_full + rows, rows)


def _values_of(values: Sequence[float], full_score: int, rows: int) -> list[float]:
    if not 0 <= full_score <= MAX_PLACES:
        raise ValueError(f"values: a full score of {full_score} is outside 0..{MAX_PLACES}")
    n = values_length(full_score // rows, rows)
    items = tuple(values)
    if len(items) != n:
        raise ValueError(f"values must hold {n} numbers, not {len(items)}")
    # float() would also read a string; the compiled core, like any number argument, not
    if any(isinstance(x, str | bytes | bytearray) for x in items):
        raise TypeError("values must be numbers")
    out = [float(x) for x in items]
    if not all(math.isfinite(x) for x in out):
        raise ValueError("values must be finite numbers")
    return out


def mix64(x: int) -> int:
    """The murmur3 finalizer: every bit of x stirs every bit of the result."""
    x ^= x >> 33
    x = (x * 0xFF51AFD7ED558CCD) & _MASK
    x ^= x >> 33
    x = (x * 0xC4CEB9FE1A85EC53) & _MASK
    x ^= x >> 33
    return x


def table_capacity(tt_cap: int) -> int:
    """Keys the table has room for: the power of two at or above tt_cap (at least 64)."""
    tt_cap = operator.index(tt_cap)
    if tt_cap > MAX_TT_CAP:
        raise OverflowError("tt_cap is too large")
    cap = MIN_TT_CAP
    while cap < tt_cap:
        cap <<= 1
    return cap


# Every sequence is read as ``_family.c`` reads it: copied first (an element whose __index__
# changes the caller's list changes nothing read here), its length checked, then each element
# converted and checked in turn, so that a bad table or position raises the same error in both.


def _card_list(name: str, cards: Sequence[int], ncards: int) -> tuple[int, ...]:
    items = tuple(cards)
    if len(items) > MAX_LIST:
        raise ValueError(f"tables: {name} lists {len(items)} cards, more than {MAX_LIST}")
    out: list[int] = []
    for item in items:
        c = operator.index(item)
        if not 0 <= c < ncards:
            raise ValueError(f"tables: {name} names a card outside 0..{ncards - 1}")
        out.append(c)
    return tuple(out)


def _card_lists(name: str, lists: Sequence[Sequence[int]], ncards: int) -> list[tuple[int, ...]]:
    items = tuple(lists)
    if len(items) != ncards:
        raise ValueError(f"tables: {name} has {len(items)} entries, not one per card ({ncards})")
    return [_card_list(f"{name}[{c}]", cards, ncards) for c, cards in enumerate(items)]


def _zobrist_of(keys: Sequence[int], places: int) -> list[int]:
    items = tuple(keys)
    message = f"tables: zobrist must hold {52 * places} keys of 64 bits"
    if len(items) != 52 * places:
        raise ValueError(message)
    out: list[int] = []
    for item in items:
        k = operator.index(item)
        if not 0 <= k <= _MASK:
            raise ValueError(message)
        out.append(k)
    return out


def _cells_of(cells: Sequence[int | None], places: int, ncards: int) -> list[int]:
    """The cells as ints, -1 for a gap; ValueError if they cannot be a position."""
    cells = tuple(cells)
    if len(cells) != places:
        raise ValueError(f"cells must have {places} entries, not {len(cells)}")
    out: list[int] = []
    seen: dict[int, int] = {}
    for i, cell in enumerate(cells):
        if cell is None:
            out.append(-1)
            continue
        c = operator.index(cell)
        if not 0 <= c < ncards:
            raise ValueError(f"cells[{i}] is {c}: a card id is 0..{ncards - 1} (None for a gap)")
        if c in seen:
            raise ValueError(f"card {c} is at both places {seen[c]} and {i}")
        seen[c] = i
        out.append(c)
    return out


class FamilySearch:
    """Resumable depth-first search of one position of any Gaps variant."""

    def __init__(
        self,
        tables: Tables,
        cells: Sequence[int | None],
        *,
        every_node: bool = False,
        seed: int = 0,
        tt_cap: int = DEFAULT_TT_CAP,
        values: Sequence[float] | None = None,
        reduce: bool = False,
    ) -> None:
        if reduce and every_node:
            raise ValueError("reduce needs every_node=False")
        cols, places, ncards = (operator.index(tables.cols), operator.index(tables.places),
                                operator.index(tables.ncards))
        if not (cols >= 1 and 1 <= places <= MAX_PLACES and places % cols == 0):
            raise ValueError(f"tables: {places} places in rows of {cols} (at most {MAX_PLACES} places)")
        if not 1 <= ncards <= MAX_CARDS:
            raise ValueError(f"tables: {ncards} cards (at most {MAX_CARDS})")
        self._cols = cols
        self._full = operator.index(tables.full_score)
        self._bases = _card_list("bases", tables.bases, ncards)
        self._after = _card_lists("after", tables.after, ncards)
        self._before = _card_lists("before", tables.before, ncards)
        self._two_sided = any(self._before)
        # The same tables as sets (a bit per card), for reduce.
        self._base_bits = sum(1 << c for c in set(self._bases))
        self._after_bits = [sum(1 << c for c in set(a)) for a in self._after]
        self._before_bits = [sum(1 << c for c in set(b)) for b in self._before]
        self._reduce = bool(reduce)
        self._follows = [frozenset(f) for f in _card_lists("follows", tables.follows, ncards)]
        base_rank = operator.index(tables.base_rank)
        self._heads = [c % 13 + 1 == base_rank for c in range(ncards)]
        zobrist = _zobrist_of(tables.zobrist, places)
        # The key of (card, place), both copies of a card alike.
        self._zob = [zobrist[(c % 52) * places + p] for c in range(ncards) for p in range(places)]
        self._places = places
        rows = places // cols
        self._rows = rows
        # A row is complete when it holds its share of the full score.
        self._row_full = self._full // rows
        # What an end is worth, by end_key; None: its score (end_value).
        self._values = None if values is None else _values_of(values, self._full, rows)
        self._every = bool(every_node)
        self._seed_mix = (operator.index(seed) * _GOLDEN) & _MASK
        self._tiebreaks: dict[int, int] = {}

        self.cells = _cells_of(cells, places, ncards)
        self._where = [-1] * ncards
        self._gaps: list[int] = []
        for i, c in enumerate(self.cells):
            if c < 0:
                self._gaps.append(i)
            else:
                self._where[c] = i
        self._lens = [self._row_length(r) for r in range(places // cols)]
        self._score = sum(self._lens)
        key = 0
        for i, c in enumerate(self.cells):
            if c >= 0:
                key ^= self._zob[c * places + i]
        self._key = key

        cap = table_capacity(tt_cap)
        self._room = cap - cap // 8  # keys the table takes before it counts as full
        self._seen = {key}
        # The stack: each frame's ordered moves still to try, and the moves of the line.
        self._frames: list[Iterator[Move]] = []
        self._line: list[Move] = []
        self.nodes = 0
        self.best_value: float | None = None
        self._best: list[Move] | None = None
        # Held by run(), path(), best_line() and moves(): a second thread gets an error, not a
        # share of the stack (the compiled core's busy flag).
        self._running = threading.Lock()
        if self._score == self._full:
            self.status = WON
            return
        self.status = RUNNING
        self._enter()

    # --- position ------------------------------------------------------------------------

    def _row_length(self, row: int) -> int:
        cells, follows, cols = self.cells, self._follows, self._cols
        start = row * cols
        last = cells[start]
        if last < 0 or not self._heads[last]:
            return 0
        n = 1
        while n < cols:
            c = cells[start + n]
            if c < 0 or c not in follows[last]:
                break
            last = c
            n += 1
        return n

    def _apply(self, src: int, dst: int) -> None:
        """Moves the card at src into the gap at dst, keeping key, gaps and lengths in step."""
        cells, cols, lens = self.cells, self._cols, self._lens
        c = cells[src]
        cells[dst] = c
        cells[src] = -1
        self._where[c] = dst
        gaps = self._gaps
        gaps[gaps.index(dst)] = src
        base = c * self._places
        self._key ^= self._zob[base + src] ^ self._zob[base + dst]
        # A row's length depends only on its cells up to the one after its sequence.
        for place in (src, dst):
            row, col = divmod(place, cols)
            if col <= lens[row]:
                n = self._row_length(row)
                self._score += n - lens[row]
                lens[row] = n

    # --- moves ---------------------------------------------------------------------------

    def _legal(self) -> list[Move]:
        """The legal moves: gaps in place order, each gap's cards in table order."""
        cells, where, cols = self.cells, self._where, self._cols
        after, before, bases = self._after, self._before, self._bases
        out: list[Move] = []
        for gap in sorted(self._gaps):
            col = gap % cols
            if col == 0:
                cards = bases
            else:
                left = cells[gap - 1]
                cards = after[left] if left >= 0 else ()
                if self._two_sided and col + 1 < cols:
                    right = cells[gap + 1]
                    if right >= 0 and before[right]:
                        cards = cards + tuple(c for c in before[right] if c not in cards)
            for c in cards:
                src = where[c]
                if src >= 0:
                    out.append((src, gap))
        return out

    def _takes(self, y: int, reached: int, arrive: dict[int, int], table: list[int]) -> int:
        """What a gap takes beside place y by ``table``: by y's card now and, if y is in
        ``reached``, by every card that may come to it (``add_takes`` in ``_family.c``)."""
        c = self.cells[y]
        there = (0 if c < 0 else 1 << c) | (arrive.get(y, 0) if reached >> y & 1 else 0)
        took = 0
        while there:
            card = (there & -there).bit_length() - 1
            there &= there - 1
            took |= table[card]
        return took

    def _reaches(self, start: int, avoid: int) -> bool:
        """Whether gaps starting at the places of ``start`` (a bit per place), moving only
        among themselves, may come to a place of ``avoid`` (``reaches`` in ``_family.c``)."""
        cols, where, two_sided = self._cols, self._where, self._two_sided
        reached, work = start, start
        if reached & avoid:
            return True
        arrive: dict[int, int] = {}  # cards that may come to each place of the set
        while work:
            x = (work & -work).bit_length() - 1
            work &= work - 1
            col = x % cols
            if col == 0:
                took = self._base_bits
            else:
                took = self._takes(x - 1, reached, arrive, self._after_bits)
                if two_sided and col + 1 < cols:
                    took |= self._takes(x + 1, reached, arrive, self._before_bits)
            fresh = took & ~arrive.get(x, 0)
            if not fresh:
                continue
            arrive[x] = arrive.get(x, 0) | fresh
            if col + 1 < cols and reached >> (x + 1) & 1:
                work |= 1 << (x + 1)
            if two_sided and col > 1 and reached >> (x - 1) & 1:
                work |= 1 << (x - 1)
            while fresh:
                card = (fresh & -fresh).bit_length() - 1
                fresh &= fresh - 1
                src = where[card]
                if src < 0 or reached >> src & 1:
                    continue
                if avoid >> src & 1:
                    return True
                reached |= 1 << src
                work |= 1 << src
        return False

    def _readers(self, place: int) -> int:
        """The neighbours whose cards decide what a gap at ``place`` takes."""
        col = place % self._cols
        out = 0
        if col > 0:
            out |= 1 << (place - 1)
            if self._two_sided and col + 1 < self._cols:
                out |= 1 << (place + 1)
        return out

    def _stubborn(self, moves: list[Move]) -> list[Move]:
        """The moves (ordered, best first) of a stubborn set of one gap, or two where there
        are at most four gaps: the one with the fewest moves among those holding the first
        move's gap, else the one with the fewest moves (``reduce_moves`` in ``_family.c``)."""
        cols, two_sided = self._cols, self._two_sided
        gaps = sorted(self._gaps)
        n = len(gaps)
        count = [sum(1 for m in moves if m[1] == gap) for gap in gaps]
        top = gaps.index(moves[0][1])
        sets = [(a, a) for a in range(n)]
        if n <= 4:  # pairs too, when there are few gaps (as in _family.c)
            sets += [(a, b) for a in range(n) for b in range(a + 1, n)]
        best, best_set = len(moves), None
        for with_top in (True, False):
            for a, b in sets:
                if best <= 1:
                    break
                if (top in (a, b)) != with_top:
                    continue
                k = count[a] + (count[b] if b != a else 0)
                if k == 0 or k >= best:
                    continue
                chosen = (gaps[a], gaps[b])
                avoid = 0
                for i in {a, b}:
                    if not count[i]:  # it must get no move from the others
                        avoid |= self._readers(gaps[i])
                for src, dst in moves:
                    if dst not in chosen:
                        continue
                    avoid |= 1 << src | self._readers(dst)
                    col = src % cols
                    if col + 1 < cols:
                        avoid |= 1 << (src + 1)
                    if two_sided and col > 0:
                        avoid |= 1 << (src - 1)
                others = sum(1 << gaps[i] for i in range(n) if i not in (a, b))
                if not self._reaches(others, avoid):
                    best, best_set = k, chosen
            if best_set is not None:
                break
        if best_set is None:
            return moves
        return [m for m in moves if m[1] in best_set]

    def _ordered(self, moves: list[Move]) -> list[Move]:
        """The moves best first: by how much they lengthen the sequences (net of what they
        break), ties by a seeded hash of the move."""
        cells, cols, lens, follows = self.cells, self._cols, self._lens, self._follows
        tiebreaks, seed_mix = self._tiebreaks, self._seed_mix
        keyed: list[tuple[int, int, int]] = []
        for src, dst in moves:
            c = cells[src]
            row, col = divmod(dst, cols)
            gain = 0
            if col == lens[row] and (col == 0 or c in follows[cells[dst - 1]]):
                # the card lengthens its row's sequence, and carries on over the cards after it
                gain = 1
                last, p, end = c, dst + 1, dst - col + cols
                while p < end:
                    x = cells[p]
                    if x < 0 or p == src or x not in follows[last]:
                        break
                    gain += 1
                    last = x
                    p += 1
            srow, scol = divmod(src, cols)
            if scol < lens[srow]:
                gain -= lens[srow] - scol  # it leaves a sequence, which ends before it
            k = src * 1024 + dst
            tb = tiebreaks.get(k)
            if tb is None:
                tb = tiebreaks[k] = mix64((seed_mix + k) & _MASK)
            keyed.append((((_NET_OFFSET - gain) << 64) | tb, src, dst))
        keyed.sort()
        return [(src, dst) for _, src, dst in keyed]

    def _enter(self) -> None:
        """Visits the current position (not won): records it if it ends a line, then pushes
        its frame."""
        moves = self._ordered(self._legal())
        stuck = not moves
        if self._reduce and len(moves) > 1:
            moves = self._stubborn(moves)
        if stuck or self._every:
            if self._values is None:
                value = end_value(self._score, len(moves))
            else:
                # the table's worth of this end, and the same tie-break toward being stuck
                key = end_key(self._lens, self._row_full)
                value = self._values[key] + 1.0 / (2 + len(moves))
            if self.best_value is None or value > self.best_value:
                self.best_value = value
                self._best = list(self._line)
        self._frames.append(iter(moves))

    # --- the public face -----------------------------------------------------------------

    def run(self, limit: int) -> int:
        """Enter up to ``limit`` more positions; returns RUNNING, WON, EXHAUSTED or TABLE_FULL
        (the last three for good)."""
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
        frames, line, seen, zob = self._frames, self._line, self._seen, self._zob
        cells, places, full, room = self.cells, self._places, self._full, self._room
        apply, enter = self._apply, self._enter
        entered = 0
        while entered < limit:
            move = next(frames[-1], None)
            if move is None:
                frames.pop()
                if not frames:
                    return EXHAUSTED
                src, dst = line.pop()
                apply(dst, src)
                continue
            src, dst = move
            base = cells[src] * places
            child = self._key ^ zob[base + src] ^ zob[base + dst]
            if child in seen:
                continue
            if len(seen) >= room:
                return TABLE_FULL
            seen.add(child)
            apply(src, dst)
            line.append(move)
            self.nodes += 1
            entered += 1
            if self._score == full:
                return WON
            enter()
        return RUNNING

    def path(self) -> list[Move]:
        """The moves from the root to the current position (the win once WON)."""
        if not self._running.acquire(blocking=False):
            raise RuntimeError(_BUSY)
        try:
            return list(self._line)
        finally:
            self._running.release()

    def best_line(self) -> list[Move] | None:
        """The moves to the best-valued end seen so far (None before the first)."""
        if not self._running.acquire(blocking=False):
            raise RuntimeError(_BUSY)
        try:
            return None if self._best is None else list(self._best)
        finally:
            self._running.release()

    def moves(self) -> list[Move]:
        """The legal moves of the current position, in the order the search tries them."""
        if not self._running.acquire(blocking=False):
            raise RuntimeError(_BUSY)
        try:
            return self._ordered(self._legal())
        finally:
            self._running.release()
