# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the two search cores share: the one place their numbers and keys come from.

``_pysearch`` imports this module. The C core cannot, and must not read anything at run time
that the Python twin would not, so ``_core_constants.h`` is generated from this module
(``python -m tools.make_core_header``) and a test fails when the two disagree. A header rather
than values passed to every ``Search()``: the compiled core then keeps them as compile-time
constants (the zobrist table too), costs nothing per search, and cannot be given wrong ones.
"""

from __future__ import annotations

from typing import Final

from addiction.core.rng import SplitMix64

# A position: 52 places (row * 13 + column), each holding a card (suit * 13 + rank - 1) or a
# gap, which the cores encode as -1.
NPLACES: Final = 52
NCOLS: Final = 13
GAP: Final = -1
# At most 4 gaps, each with at most 4 moves into it.
MAXMOVES: Final = 16
# The phase-end table: one value per combination of four sequence lengths (0-13).
TABLE_SIZE: Final = 14**4

# run() results. A search that ends with WON, EXHAUSTED or TABLE_FULL stays ended.
RUNNING: Final = 0
WON: Final = 1
EXHAUSTED: Final = 2
# The table had no room for a position of the current line: the search ended unfinished
# (never a proof). Only tables far smaller than a line of play can get there.
TABLE_FULL: Final = 3

# ``breaks``: how many moves on one line may break a built row; UNLIMITED for any number.
UNLIMITED: Final = -1
MAXBREAKS: Final = 64

# The transposition table: buckets of TT_WAYS 8-byte entries (one cache line). Keys keep
# their low KEY_FLAG_BITS bits zero, so that an entry holds a whole key and its flags.
TT_WAYS: Final = 8
KEY_FLAG_BITS: Final = 8
DEFAULT_TT_CAP: Final = 1 << 20  # entries (8 MB), when the caller does not size the table
# A table starts with this many buckets (1 MB) and doubles, up to its cap, each time half its
# entries are in use: a search holds the memory of what it has seen, not of its whole budget.
TT_START_BUCKETS: Final = 1 << 14

# The zobrist keys: one per (card, place), then one per number of breaks left (0..MAXBREAKS),
# drawn in that order from SplitMix64 seeded with "addicti".
ZOBRIST_SEED: Final = 0x61646469637469


def zobrist_keys() -> list[int]:
    """Every zobrist key, card-and-place keys first (``card * NPLACES + place``)."""
    gen = SplitMix64(ZOBRIST_SEED)
    keep = ((1 << 64) - 1) ^ ((1 << KEY_FLAG_BITS) - 1)
    return [gen.next64() & keep for _ in range(NPLACES * NPLACES + MAXBREAKS + 1)]
