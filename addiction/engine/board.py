# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The 4×13 Addiction layout: where each card lies, which gaps are live, and the text notation.

Places are numbered ``row * 13 + col`` (0–51). ``Board`` is the fast core the game and the
solver share: a flat list of cards with ``None`` for a gap, the place of every card, and the
places of the four gaps, all kept in step by ``move``.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from . import rng
from .cards import ACES, CARDS, GAP_TOKEN, KING, TWOS, Card, parse_card
from .errors import NotationError, shown

ROWS: Final = 4
COLS: Final = 13
PLACES: Final = ROWS * COLS

Cell = Card | None
Place = tuple[int, int]

COORDS: Final[tuple[Place, ...]] = tuple((i // COLS, i % COLS) for i in range(PLACES))


def place_index(place: Place) -> int:
    row, col = place
    if not (0 <= row < ROWS and 0 <= col < COLS):
        raise ValueError(f"no place at row {row}, column {col}")
    return row * COLS + col


class Board:
    """Cards and gaps in the 4×13 grid, with the bookkeeping that makes moves O(1)."""

    __slots__ = ("cells", "gaps", "where")

    def __init__(self, cells: Sequence[Cell]) -> None:
        if len(cells) != PLACES:
            raise ValueError(f"a board has {PLACES} places, not {len(cells)}")
        self.cells: list[Cell] = list(cells)
        self.where: list[int] = [-1] * 52
        self.gaps: list[int] = []
        for i, c in enumerate(self.cells):
            if c is None:
                self.gaps.append(i)
            else:
                self.where[c] = i
        if len(self.gaps) != 4 or any(self.where[a] != -1 for a in ACES):
            raise ValueError("a board holds the 48 non-ace cards and four gaps")

    def copy(self) -> Board:
        twin = Board.__new__(Board)
        twin.cells = self.cells.copy()
        twin.where = self.where.copy()
        twin.gaps = self.gaps.copy()
        return twin

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self.cells == other.cells

    def __hash__(self) -> int:
        return hash(tuple(self.cells))

    # --- moves -------------------------------------------------------------------------

    def fits(self, gap: int) -> Card | None:
        """The card that fits a gap outside column 1, or None when the gap is dead."""
        left = self.cells[gap - 1]
        if left is None or left.rank == KING:
            return None
        return CARDS[left + 1]

    def is_dead(self, gap: int) -> bool:
        """A gap that no card can fill: right of a King or of another gap."""
        return gap % COLS != 0 and self.fits(gap) is None

    def legal_moves(self) -> Iterator[tuple[Card, int, int]]:
        """Every legal move as ``(card, from place, to place)``, gaps in place order."""
        cells, where = self.cells, self.where
        for gap in sorted(self.gaps):
            if gap % COLS == 0:
                for two in TWOS:
                    yield two, where[two], gap
            else:
                left = cells[gap - 1]
                if left is not None and left.rank != KING:
                    c = CARDS[left + 1]
                    yield c, where[c], gap

    def has_move(self) -> bool:
        cells = self.cells
        for gap in self.gaps:
            if gap % COLS == 0:
                return True
            left = cells[gap - 1]
            if left is not None and left.rank != KING:
                return True
        return False

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
        """Cards in the row's sequence: a 2 in column 1, then 3, 4, … of its suit."""
        cells = self.cells
        base = row * COLS
        first = cells[base]
        if first is None or first.rank != 2:
            return 0
        length = 1
        expected = first + 1
        while length < COLS:
            c = cells[base + length]
            if c is None or c != expected:
                break
            length += 1
            expected += 1
        return length

    def sequence_lengths(self) -> tuple[int, ...]:
        return tuple(self.sequence_length(r) for r in range(ROWS))

    def score(self) -> int:
        return sum(self.sequence_length(r) for r in range(ROWS))

    def in_place(self, place: int) -> bool:
        return place % COLS < self.sequence_length(place // COLS)

    # --- redeals -------------------------------------------------------------------------

    def redealt(self, gen: rng.SplitMix64, random_gaps: bool) -> Board:
        """The board after a redeal: sequences stay, everything else is shuffled.

        The cards are put in card order before shuffling, so the result depends only on the
        generator and the sequences kept, never on where the loose cards happened to lie.
        """
        lengths = self.sequence_lengths()
        loose: list[Cell] = []
        loose.extend(sorted(
            c for r in range(ROWS) for c in self.cells[r * COLS + lengths[r]: (r + 1) * COLS]
            if c is not None
        ))
        cells: list[Cell] = list(self.cells)
        if random_gaps:
            loose.extend([None] * 4)
            gen.shuffle(loose)
            free = [r * COLS + c for r in range(ROWS) for c in range(lengths[r], COLS)]
            for place, c in zip(free, loose, strict=True):
                cells[place] = c
        else:
            gen.shuffle(loose)
            deck = iter(loose)
            for r in range(ROWS):
                cells[r * COLS + lengths[r]] = None
                for col in range(lengths[r] + 1, COLS):
                    cells[r * COLS + col] = next(deck)
        return Board(cells)

    # --- dealing and notation --------------------------------------------------------------

    @classmethod
    def deal(cls, deal: int) -> Board:
        """Deal number ``deal``: 52 cards shuffled, dealt row by row, then the aces taken out."""
        deck: list[Cell] = list(CARDS)
        rng.stream(rng.ADDICTION, deal, 0).shuffle(deck)
        return cls([None if c is not None and c.rank == 1 else c for c in deck])

    def to_text(self) -> str:
        rows = []
        for r in range(ROWS):
            row = self.cells[r * COLS: (r + 1) * COLS]
            rows.append(" ".join(GAP_TOKEN if c is None else str(c) for c in row))
        return "\n".join(rows)

    @classmethod
    def from_text(cls, text: str) -> Board:
        """Parse the four-line notation; errors name the line and the token at fault."""
        if not isinstance(text, str):
            raise NotationError(f"a position is text, not {type(text).__name__}")
        lines = [(n, line) for n, line in enumerate(text.splitlines(), start=1) if line.strip()]
        if len(lines) != ROWS:
            raise NotationError(
                f"found {len(lines)} non-empty lines; an Addiction position has {ROWS} rows of {COLS}"
            )
        cells: list[Cell] = []
        seen: dict[Card, tuple[int, int]] = {}
        for n, line in lines:
            tokens = line.split()
            if len(tokens) != COLS:
                raise NotationError(f"{len(tokens)} tokens; each row has {COLS}", line=n)
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
                if c.rank == 1:
                    raise NotationError(
                        f"{shown(token)} is an ace; aces leave the game, write {GAP_TOKEN} for a gap",
                        line=n, token=t,
                    )
                if c in seen:
                    first_line, first_token = seen[c]
                    raise NotationError(
                        f"{shown(token)} is a duplicate of {c} at line {first_line}, token {first_token}",
                        line=n, token=t,
                    )
                seen[c] = (n, t)
                cells.append(c)
        missing = [str(c) for c in CARDS if c.rank != 1 and c not in seen]
        if missing:
            raise NotationError(f"missing {', '.join(missing)}; a position holds all 48 non-aces")
        return cls(cells)
