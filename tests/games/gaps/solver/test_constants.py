# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Both search cores take their numbers and keys from ``constants``: the C core through a
generated header, which must be what the generator writes today."""

from __future__ import annotations

from addiction.core.rng import SplitMix64
from addiction.games.gaps.solver import _pysearch, constants
from tools import make_core_header


def test_the_header_is_generated_from_constants() -> None:
    assert make_core_header.HEADER.read_text(encoding="utf-8") == make_core_header.header_text()


def test_zobrist_keys_come_from_the_engines_splitmix64() -> None:
    keys = constants.zobrist_keys()
    gen = SplitMix64(constants.ZOBRIST_SEED)
    low = (1 << constants.KEY_FLAG_BITS) - 1
    assert keys[:3] == [gen.next64() & ~low for _ in range(3)]
    assert len(set(keys)) == len(keys) and all(k & low == 0 for k in keys)
    assert keys == _pysearch.ZOB + _pysearch.ZOB_BREAKS
