# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The table of a Gaps game: where each card lies, which gaps are live, and the text notation.

Places are numbered ``row * cols + col``; Addiction's table is 4×13 (places 0–51), and the
other members of the family (``variants``) have their own shapes. ``Board`` is the fast core
the game and the solver share: a flat list of cards with ``None`` for a gap, the place of every
card, and the places of the gaps, all kept in step by ``move``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from addiction.core import rng
from addiction.core.cards import GAP_TOKEN, RANKS, SUITS, TWO_DECKS, Card, parse_card
from addiction.core.errors import NotationError, shown
from addiction.games.gaps.engine.variants import ADDICTION, Variant

# Addiction's table, which most of the program was written for.
ROWS: Final = ADDICTION.rows
COLS: Final = ADDICTION.cols

Cell = Card | None
Place = tuple[int, int]

COORDS: Final[tuple[Place, ...]] = ADDICTION.coords


class Board:
    """Cards and gaps on one variant's table, with the bookkeeping that makes moves O(1)."""

    __slots__ = ("cells", "gaps", "variant", "where")

    def __init__(self, cells: Sequence[Cell], variant: Variant = ADDICTION) -> None:
        if len(cells) != variant.places:
            raise ValueError(f"a board has {variant.places} places, not {len(cells)}")
        self._fill(cells, variant)
        if len(self.gaps) != variant.gap_count or any(self.where[c] < 0 for c in variant.deck):
            raise ValueError(f"a board holds the {len(variant.deck)} cards of its deck "
                             f"and {variant.gap_count} gaps")

    @classmethod
    def trusted(cls, cells: Sequence[Cell], variant: Variant = ADDICTION) -> Board:
        """The board of ``cells`` known to be a position of ``variant`` (one a search reached
        from a checked board), without the checks: a search's hot path builds thousands."""
        board = cls.__new__(cls)
        board._fill(cells, variant)
        return board

    def _fill(self, cells: Sequence[Cell], variant: Variant) -> None:
        self.variant = variant
        self.cells: list[Cell] = list(cells)
        self.where: list[int] = [-1] * (52 * variant.decks)
        self.gaps: list[int] = []
        for i, c in enumerate(self.cells):
            if c is None:
                self.gaps.append(i)
            else:
                self.where[c] = i

    def copy(self) -> Board:
        twin = Board.__new__(Board)
        twin.variant = self.variant
        twin.cells = self.cells.copy()
        twin.where = self.where.copy()
        twin.gaps = self.gaps.copy()
        return twin

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self.variant is other.variant and self.cells == other.cells

    def __hash__(self) -> int:
        return hash(tuple(self.cells))

    # --- moves -------------------------------------------------------------------------

    def takes(self, gap: int) -> tuple[Card, ...]:
        """The cards that may fill a gap (none when it is dead)."""
        v = self.variant
        col = gap % v.cols
        if col == 0:
            return v.bases
        cells = self.cells
        left = cells[gap - 1]
        found = () if left is None else v.after[left]
        if v.fit == "two-sided" and col + 1 < v.cols:
            right = cells[gap + 1]
            if right is not None and v.before[right]:
                found = found + tuple(c for c in v.before[right] if c not in found)
        return found

    def is_dead(self, gap: int) -> bool:
        """A gap that no card can fill: in Addiction, right of a King or of another gap."""
        return gap % self.variant.cols != 0 and not self.takes(gap)

    def legal_moves(self) -> Iterator[tuple[Card, int, int]]:
        """Every legal move as ``(card, from place, to place)``, gaps in place order."""
        where = self.where
        for gap in sorted(self.gaps):
            for c in self.takes(gap):
                yield c, where[c], gap

    def has_move(self) -> bool:
        return any(self.takes(gap) for gap in self.gaps)

    def move(self, src: int, dst: int) -> None:
        """Move the card at ``src`` into the gap at ``dst`` (no legality check: see Game)."""
        cells = self.cells
        c = cells[src]
        assert c is not None
        cells[dst] = c
        cells[src] = None
        self.where[c] = dst
        gaps = self.gaps
        gaps[gaps.index(dst)] = src

    # --- sequences -----------------------------------------------------------------------

    def sequence_length(self, row: int) -> int:
        """Cards in the row's sequence: the base in column 1 (a 2 in Addiction), then the next
        ranks of its suit, column by column, up to the first mismatch or gap."""
        v = self.variant
        cells = self.cells
        base = row * v.cols
        first = cells[base]
        if first is None or first.rank != v.bases[0].rank:
            return 0
        follows = v.follows
        length = 1
        last = first
        while length < v.cols:
            c = cells[base + length]
            if c is None or c not in follows[last]:
                break
            length += 1
            last = c
        return length

    def sequence_lengths(self) -> tuple[int, ...]:
        return tuple(self.sequence_length(r) for r in range(self.variant.rows))

    def score(self) -> int:
        return sum(self.sequence_length(r) for r in range(self.variant.rows))

    def in_place(self, place: int) -> bool:
        cols = self.variant.cols
        return place % cols < self.sequence_length(place // cols)

    # --- redeals -------------------------------------------------------------------------

    def redealt(self, gen: rng.SplitMix64, random_gaps: bool) -> Board:
        """The board after a redeal: sequences stay, everything else is shuffled.

        The cards are put in card order before shuffling, so the result depends only on the
        generator and the sequences kept, never on where the loose cards happened to lie.
        """
        v = self.variant
        rows, cols = v.rows, v.cols
        lengths = self.sequence_lengths()
        cards: list[Card] = [
            c for r in range(rows) for c in self.cells[r * cols + lengths[r]: (r + 1) * cols]
            if c is not None
        ]
        cards.sort(key=lambda c: c % 52)
        loose: list[Cell] = [*cards]
        cells: list[Cell] = list(self.cells)
        if random_gaps:
            loose.extend([None] * v.gap_count)
            gen.shuffle(loose)
            free = [r * cols + c for r in range(rows) for c in range(lengths[r], cols)]
            for place, c in zip(free, loose, strict=True):
                cells[place] = c
        else:
            gen.shuffle(loose)
            deck = iter(loose)
            for r in range(rows):
                cells[r * cols + lengths[r]] = None
                for col in range(lengths[r] + 1, cols):
                    cells[r * cols + col] = next(deck)
        return Board(_first_copies_first(cells) if v.decks > 1 else cells, v)

    # --- dealing and notation --------------------------------------------------------------

    @classmethod
    def deal(cls, deal: int, variant: Variant = ADDICTION) -> Board:
        """Deal number ``deal`` of a variant (see ``variants.DealStyle`` for the layouts).

        Addiction's: 52 cards shuffled, dealt row by row, then the aces taken out.
        """
        v = variant
        gen = rng.stream(v.stream, deal, 0)
        cells: list[Cell] = [None] * v.places
        if v.deal_style == "aces-out":
            full: list[Card] = list(TWO_DECKS[:52])
            gen.shuffle(full)
            return cls([None if c.rank == 1 else c for c in full], v)
        aces = [c for c in v.deck if c.rank == 1]
        if v.deal_style == "aces-first":
            rest = [c for c in v.deck if c.rank != 1]
            gen.shuffle(rest)
            free = [i for i in range(v.places) if i % v.cols >= 2]
            for row, ace in enumerate(aces):
                cells[row * v.cols] = ace
        else:
            rest = list(v.deck)
            gen.shuffle(rest)
            free = [i for i in range(v.places) if i % v.cols >= 1]
        for place, c in zip(free, rest, strict=True):
            cells[place] = c
        if v.deal_style == "aces-moved":
            found = [i for i, c in enumerate(cells) if c is not None and c.rank == 1]
            for row, place in enumerate(found):
                cells[row * v.cols], cells[place] = cells[place], None
        return cls(_first_copies_first(cells) if v.decks > 1 else cells, v)

    def to_text(self) -> str:
        cols = self.variant.cols
        rows = []
        for r in range(self.variant.rows):
            row = self.cells[r * cols: (r + 1) * cols]
            rows.append(" ".join(GAP_TOKEN if c is None else str(c) for c in row))
        return "\n".join(rows)

    @classmethod
    def from_text(cls, text: str, variant: Variant = ADDICTION) -> Board:
        """Parse the notation (a line a row); errors name the line and the token at fault."""
        if not isinstance(text, str):
            raise NotationError(f"a position is text, not {type(text).__name__}")
        v = variant
        rows, cols = v.rows, v.cols
        lines = [(n, line) for n, line in enumerate(text.splitlines(), start=1) if line.strip()]
        if len(lines) != rows:
            raise NotationError(
                f"found {len(lines)} non-empty lines; a position here has {rows} rows of {cols}"
            )
        faces = {(c.suit, c.rank) for c in v.deck}
        cells: list[Cell] = []
        seen: dict[Card, list[tuple[int, int]]] = {}
        for n, line in lines:
            tokens = line.split()
            if len(tokens) != cols:
                raise NotationError(f"{len(tokens)} tokens; each row has {cols}", line=n)
            for t, token in enumerate(tokens, start=1):
                if token == GAP_TOKEN:
                    cells.append(None)
                    continue
                c = parse_card(token)
                if c is None:
                    raise NotationError(
                        f"{shown(token)} is not a card (rank A 2-9 T J Q K, suit S H D C) or {GAP_TOKEN}",
                        line=n, token=t,
                    )
                if (c.suit, c.rank) not in faces:
                    if c.rank == 1:
                        raise NotationError(
                            f"{shown(token)} is an ace; aces leave the game, write {GAP_TOKEN} for a gap",
                            line=n, token=t,
                        )
                    raise NotationError(
                        f"{shown(token)} is not in this game's deck ({v.rank_text()})",
                        line=n, token=t,
                    )
                earlier = seen.setdefault(c, [])
                if len(earlier) == v.decks:
                    first_line, first_token = earlier[0]
                    again = "a duplicate" if v.decks == 1 else f"a {v.decks + 1}th copy"
                    raise NotationError(
                        f"{shown(token)} is {again} of {c} at line {first_line}, token {first_token}",
                        line=n, token=t,
                    )
                earlier.append((n, t))
                cells.append(TWO_DECKS[c + 52 * (len(earlier) - 1)])
        missing = [
            RANKS[c.rank - 1] + SUITS[c.suit]
            for c in v.deck if len(seen.get(TWO_DECKS[c % 52], [])) <= c // 52
        ]
        if missing:
            raise NotationError(
                f"missing {', '.join(missing)}; a position holds all {len(v.deck)} cards of the deck"
            )
        return cls(cells, v)


def _first_copies_first(cells: list[Cell]) -> list[Cell]:
    """With two decks, the same table numbered as the notation reads it: the first copy of a
    card met row by row is the first deck's. A dealt table then equals its text read back."""
    seen: set[int] = set()
    out: list[Cell] = []
    for c in cells:
        if c is None:
            out.append(None)
            continue
        face = c % 52
        out.append(TWO_DECKS[face + 52 if face in seen else face])
        seen.add(face)
    return out
