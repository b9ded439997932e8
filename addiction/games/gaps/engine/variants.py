# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Gaps family: each member is one ``Variant``, a declaration the board and game read.

A variant says how big the table is, which cards are in the deck and in what order they run,
which cards a gap takes, how the deal and each redeal place cards and gaps, and how many
redeals there are. Addiction is the first of them; its deals, notation and saves are the ones
the game has always had. The rules a player reads are put together from these declarations
(``addiction/games/gaps/rules_text.py``, Help › Rules in the game); docs/manual.md, "The Gaps
family", compares the members.

The tables of which card may follow which are worked out once per variant, so the board's move
generator is the same few lines for every member.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from itertools import pairwise
from typing import Final, Literal

from addiction.core.cards import TWO_DECKS, Card

# Which cards a gap outside column 1 takes:
#   suit-next      the next rank of its left neighbour's suit (Addiction)
#   two-sided      that, or the rank below its right neighbour, of the right neighbour's suit
#   any-suit-next  the next rank after its left neighbour's, in any suit
#   suit-higher    any higher rank of its left neighbour's suit
Fit = Literal["suit-next", "two-sided", "any-suit-next", "suit-higher"]
# How the deal lays the cards out:
#   aces-out    the whole deck row by row over the table, then the aces are taken out
#   aces-moved  the deck row by row into columns 2 on; then the aces, in the order a row-by-row
#               scan finds them, move to column 1 of rows 1, 2, … and leave gaps behind
#   aces-first  the aces into column 1 in suit order, the rest row by row into columns 3 on
#   aces-wait   the deck row by row into columns 2 on; column 1 starts as gaps that take an ace
DealStyle = Literal["aces-out", "aces-moved", "aces-first", "aces-wait"]
GapPlacement = Literal["after-sequence", "random"]

ADDICTION_ID: Final = "addiction"
# The shuffle stream of Addiction's deal (``rng.stream``), shared by the relatives dealt alike.
ADDICTION_STREAM: Final = 1
FULL_RANKS: Final = tuple(range(1, 14))


@dataclass(frozen=True)
class Variant:
    """One member of the family. Cards are ``Card`` numbers; with two decks the second copy of a
    card is its number plus 52 (it looks and plays the same; the number tells the two apart)."""

    id: str
    rows: int
    cols: int
    ranks: tuple[int, ...]
    deal_style: DealStyle
    fit: Fit
    redeals: int
    gaps: GapPlacement = "after-sequence"
    decks: int = 1
    # The deal's shuffle stream (``rng.stream``): variants that share a deal share a stream.
    stream: int = ADDICTION_STREAM
    # The player chooses the redeals and where a redeal puts the gaps (Addiction); otherwise
    # they are the variant's own and only when a redeal is allowed is a choice.
    player_sets_rules: bool = False

    # Worked out from the above in __post_init__.
    places: int = field(init=False)
    coords: tuple[tuple[int, int], ...] = field(init=False, repr=False)
    deck: tuple[Card, ...] = field(init=False, repr=False)
    gap_count: int = field(init=False)
    full_score: int = field(init=False)
    bases: tuple[Card, ...] = field(init=False, repr=False)

    @property
    def rows_run_two_to_king(self) -> bool:
        """Whether a finished row runs 2 to King (the aces out of the game)."""
        return self.deal_style == "aces-out" and self.ranks == FULL_RANKS

    def __post_init__(self) -> None:
        set_ = object.__setattr__
        places = self.rows * self.cols
        deck = tuple(
            TWO_DECKS[copy * 52 + suit * 13 + rank - 1]
            for copy in range(self.decks) for suit in range(4) for rank in self.ranks
        )
        in_play = tuple(c for c in deck if not (self._aces_leave and c.rank == 1))
        set_(self, "places", places)
        set_(self, "coords", tuple(divmod(i, self.cols) for i in range(places)))
        set_(self, "deck", in_play)
        set_(self, "gap_count", places - len(in_play))
        if self.gap_count != self.rows:
            raise ValueError(f"{self.id}: a table of {places} places for {len(in_play)} cards "
                             f"leaves {self.gap_count} gaps, not one a row")
        set_(self, "full_score", self.rows * len(self._run))
        set_(self, "bases", tuple(c for c in in_play if c.rank == self._run[0]))

    @property
    def _aces_leave(self) -> bool:
        return self.deal_style == "aces-out"

    @property
    def _run(self) -> tuple[int, ...]:
        """The ranks of a row's sequence, base first."""
        return self.ranks[1:] if self._aces_leave else self.ranks

    # The tables of which card goes where, worked out when a game of the variant is first
    # played rather than for every variant at start-up.

    @cached_property
    def after(self) -> tuple[tuple[Card, ...], ...]:
        """``after[c]``: the cards a gap right of card ``c`` takes."""
        return self._tables[0]

    @cached_property
    def before(self) -> tuple[tuple[Card, ...], ...]:
        """``before[c]``: the cards a gap left of card ``c`` takes (two-sided fit only)."""
        return self._tables[1]

    @cached_property
    def follows(self) -> tuple[frozenset[Card], ...]:
        """``follows[c]``: the cards that continue a sequence ending in ``c`` (same suit, next
        rank)."""
        return self._tables[2]

    @property
    def _tables(self) -> tuple[tuple[tuple[Card, ...], ...], tuple[tuple[Card, ...], ...],
                               tuple[frozenset[Card], ...]]:
        run = self._run
        next_rank = dict(pairwise(run))
        prev_rank = {b: a for a, b in next_rank.items()}
        by_face: dict[tuple[int, int], list[Card]] = {}
        for c in self.deck:
            by_face.setdefault((c.suit, c.rank), []).append(c)

        def copies(suit: int, rank: int | None) -> tuple[Card, ...]:
            return tuple(by_face.get((suit, rank), ())) if rank is not None else ()

        after: list[tuple[Card, ...]] = []
        before: list[tuple[Card, ...]] = []
        follows: list[frozenset[Card]] = []
        for c in TWO_DECKS:
            nxt = next_rank.get(c.rank)
            same_suit = copies(c.suit, nxt)
            follows.append(frozenset(same_suit))
            if self.fit in ("suit-next", "two-sided"):
                after.append(same_suit)
            elif self.fit == "any-suit-next":
                after.append(tuple(x for s in range(4) for x in copies(s, nxt)))
            else:
                higher = run[run.index(c.rank) + 1:] if c.rank in run else ()
                after.append(tuple(x for r in higher for x in copies(c.suit, r)))
            before.append(copies(c.suit, prev_rank.get(c.rank)) if self.fit == "two-sided" else ())
        return tuple(after), tuple(before), tuple(follows)

    @property
    def run_length(self) -> int:
        """Cards in a finished row: the full sequence from the base up."""
        return self.full_score // self.rows

    def index(self, place: tuple[int, int]) -> int:
        row, col = place
        if not (0 <= row < self.rows and 0 <= col < self.cols):
            raise ValueError(f"no place at row {row}, column {col}")
        return row * self.cols + col

    def rank_text(self) -> str:
        """The ranks of the deck as players read them: ``"2–K"``, ``"A, 6–K"``."""
        run = self._run
        names = "A23456789TJQK"
        parts: list[str] = []
        start = prev = run[0]
        for r in [*run[1:], 0]:
            if r != prev + 1:
                parts.append(names[start - 1] if start == prev else f"{names[start - 1]}–{names[prev - 1]}")
                start = r
            prev = r
        return ", ".join(parts)


ADDICTION: Final = Variant(
    ADDICTION_ID, rows=4, cols=13, ranks=FULL_RANKS, deal_style="aces-out", fit="suit-next",
    redeals=3, player_sets_rules=True,
)
# Streams of the family's own deals.
_BLUE_MOON_DEAL: Final = 3
_RED_MOON_DEAL: Final = 4
_PAGANINI_DEAL: Final = 5
_DOUBLE_DEAL: Final = 6

VARIANTS: Final[tuple[Variant, ...]] = (
    ADDICTION,
    Variant("montana", 4, 13, FULL_RANKS, "aces-out", "suit-next", redeals=2),
    Variant("spaces", 4, 13, FULL_RANKS, "aces-out", "suit-next", redeals=2, gaps="random"),
    Variant("blue-moon", 4, 14, FULL_RANKS, "aces-moved", "suit-next", redeals=2,
            stream=_BLUE_MOON_DEAL),
    Variant("red-moon", 4, 14, FULL_RANKS, "aces-first", "suit-next", redeals=2,
            stream=_RED_MOON_DEAL),
    Variant("galary", 4, 14, FULL_RANKS, "aces-first", "two-sided", redeals=2,
            stream=_RED_MOON_DEAL),
    Variant("moonlight", 4, 13, FULL_RANKS, "aces-out", "two-sided", redeals=2),
    Variant("jungle", 4, 14, FULL_RANKS, "aces-moved", "any-suit-next", redeals=1,
            stream=_BLUE_MOON_DEAL),
    Variant("spaces-and-aces", 4, 14, FULL_RANKS, "aces-wait", "suit-higher", redeals=0,
            stream=_BLUE_MOON_DEAL),
    Variant("paganini", 4, 10, (1, *range(6, 14)), "aces-moved", "suit-next", redeals=1,
            stream=_PAGANINI_DEAL),
    Variant("double-montana", 8, 14, FULL_RANKS, "aces-wait", "suit-next", redeals=0, decks=2,
            stream=_DOUBLE_DEAL),
)

VARIANT_IDS: Final[tuple[str, ...]] = tuple(v.id for v in VARIANTS)
_BY_ID: Final = {v.id: v for v in VARIANTS}


def variant(variant_id: str) -> Variant:
    """The variant called ``variant_id``; ``KeyError`` when there is none."""
    return _BY_ID[variant_id]
