# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The project's own random numbers, so a deal number means the same cards forever.

The generator is SplitMix64 (Steele, Lea and Flood, 2014) and the shuffle is Fisher–Yates
with rejection sampling, both written out here rather than taken from ``random``, whose
algorithms may change between Python versions. Golden tests pin the output.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Final, TypeVar

from addiction.core.errors import shown

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15

MIN_DEAL: Final = 1
# QSpinBox and most players' expectations stop at a signed 32-bit number.
MAX_DEAL: Final = 2**31 - 1

# Each game picks the stream tags of its shuffles (``stream``'s first argument, 1 to 255) and
# keeps them for ever: a tag is part of what a deal number means, so no two games' deals
# share one by chance (each game's engine says which it took).

T = TypeVar("T")


class SplitMix64:
    """A 64-bit generator with a one-word state; every seed gives a full-quality stream."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next64(self) -> int:
        self._state = (self._state + _GOLDEN) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``[0, bound)``, without modulo bias."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            x = self.next64()
            if x < limit:
                return x % bound

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates, in place, from the last item down."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def stream(game: int, deal: int, index: int) -> SplitMix64:
    """The generator for one shuffle: the deal itself is index 0, the k-th redeal index k."""
    if not 0 <= deal <= MAX_DEAL:
        raise ValueError(f"deal number {shown(deal)} is outside 0–{MAX_DEAL}")
    return SplitMix64((deal << 16) | (game << 8) | index)


def check_deal_number(deal: int) -> int:
    """The deal number itself, or a ValueError that says what range players may choose from."""
    if isinstance(deal, bool) or not isinstance(deal, int):
        raise ValueError(f"a deal number is a whole number, not {shown(deal)}")
    if not MIN_DEAL <= deal <= MAX_DEAL:
        raise ValueError(f"deal number {shown(deal)} is outside {MIN_DEAL}–{MAX_DEAL}")
    return deal


def random_deal() -> int:
    """A deal number nobody can predict, from the operating system's entropy."""
    return random.SystemRandom().randint(MIN_DEAL, MAX_DEAL)
