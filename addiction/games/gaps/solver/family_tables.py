# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A variant's move tables as plain numbers, for the search cores of the whole Gaps family.

The engine's ``Variant`` keeps its tables as ``Card`` tuples and frozensets, which suit the
board's move generator; the search cores (``_pyfamily`` and the compiled ``_family``) want
plain ints they can copy into arrays once. ``tables_of`` makes them, once per variant, with the
position keys (zobrist) the cores hash positions by.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from addiction.core.rng import SplitMix64
from addiction.games.gaps.engine.variants import Variant

# The seed of the zobrist keys ("Gaps"): fixed, so a position's key is the same in every run
# and in both cores.
ZOBRIST_SEED: Final = 0x47617073
# A card's face: both copies of a card in a two-deck game hash alike.
FACES: Final = 52

Cards = tuple[int, ...]


@dataclass(frozen=True)
class FamilyTables:
    """What a search core needs to know about one variant (card ids as in the engine: 0..103,
    ``suit*13 + rank-1``, plus 52 for the second deck's copy)."""

    cols: int
    places: int
    ncards: int
    full_score: int
    # the cards a column-1 gap takes
    bases: Cards
    # after[c]: the cards a gap right of card c takes; before[c]: left of it (two-sided only)
    after: tuple[Cards, ...]
    before: tuple[Cards, ...]
    # follows[c]: the cards that continue a sequence ending in c, ascending
    follows: tuple[Cards, ...]
    # the rank that heads a sequence in column 1
    base_rank: int
    # the key of (face, place) at face * places + place; never 0
    zobrist: tuple[int, ...]

    @property
    def rows(self) -> int:
        return self.places // self.cols


_zobrist_by_places: dict[int, tuple[int, ...]] = {}
_tables_by_id: dict[str, FamilyTables] = {}


def zobrist_keys(places: int) -> tuple[int, ...]:
    """``FACES * places`` nonzero 64-bit keys, in index order from one fixed stream (a zero
    draw is skipped: a key of 0 would make a card invisible to the position's key)."""
    keys = _zobrist_by_places.get(places)
    if keys is None:
        gen = SplitMix64(ZOBRIST_SEED)
        drawn: list[int] = []
        while len(drawn) < FACES * places:
            k = gen.next64()
            if k:
                drawn.append(k)
        keys = _zobrist_by_places.setdefault(places, tuple(drawn))
    return keys


def tables_of(v: Variant) -> FamilyTables:
    """The tables of variant ``v``, made on first use and kept (by variant id: ids are unique)."""
    found = _tables_by_id.get(v.id)
    if found is None:
        found = _tables_by_id.setdefault(v.id, _make(v))
    return found


def _make(v: Variant) -> FamilyTables:
    ncards = 52 * v.decks
    places = v.rows * v.cols
    after = tuple(tuple(int(c) for c in v.after[c]) for c in range(ncards))
    before = tuple(tuple(int(c) for c in v.before[c]) for c in range(ncards))
    follows = tuple(tuple(sorted(int(c) for c in v.follows[c])) for c in range(ncards))
    bases = tuple(int(c) for c in v.bases)
    if not bases:
        raise ValueError(f"{v.id}: no card heads a row")
    tables = FamilyTables(
        cols=v.cols,
        places=places,
        ncards=ncards,
        full_score=v.full_score,
        bases=bases,
        after=after,
        before=before,
        follows=follows,
        base_rank=v.bases[0].rank,
        zobrist=zobrist_keys(places),
    )
    # The lengths the cores rely on (the engine's tables cover both decks: cut to this game's).
    if not (len(after) == len(before) == len(follows) == ncards
            and len(tables.zobrist) == FACES * places and places == v.places):
        raise ValueError(f"{v.id}: tables of the wrong size")
    if any(c >= ncards for table in (after, before, follows) for cards in table for c in cards):
        raise ValueError(f"{v.id}: a table names a card outside the deck")
    return tables
