# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What a phase end is worth: the expected outcome of the next redeal, from a shipped table.

When a phase cannot be won, the search picks the phase end with the highest value. With no
redeal left that is the final score. Otherwise it is the expected outcome of redealing there,
which depends only on the four sequence lengths, the redeals left and the gap placement; the
table ``redeal_values.json`` holds it, estimated offline by simulation with the solver's own
player (``python -m tools.make_values`` regenerates it). It is keyed by the score,
the rows already complete (their gap is dead after a redeal) and the rows with no sequence yet.

A value is ``WIN_WEIGHT * P(win) + E[final score]``: winning first, then the score.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Final

WIN_WEIGHT: Final = 1000.0
TABLE_FILE: Final = "redeal_values.json"


def features(lengths: tuple[int, ...]) -> str:
    """The table key of four sequence lengths: ``"score,complete rows,empty rows"``."""
    return f"{sum(lengths)},{lengths.count(12)},{lengths.count(0)}"


def outcome(won: bool, score: int) -> float:
    return WIN_WEIGHT * won + score


@cache
def _shipped() -> dict[str, dict[str, dict[str, float]]]:
    text = resources.files(__package__).joinpath(TABLE_FILE).read_text(encoding="utf-8")
    data = json.loads(text)
    return data["values"]  # type: ignore[no-any-return]


def redeal_value(gaps: str, redeals_left: int, lengths: tuple[int, ...]) -> float:
    """The value of ending the phase with these lengths and ``redeals_left`` redeals left."""
    score = sum(lengths)
    if redeals_left <= 0 or score == 48:
        return outcome(score == 48, score)
    value = _shipped()[gaps][str(min(redeals_left, 3))].get(features(lengths))
    # Every reachable key is in the table; a hand-made position may not be: score alone.
    return float(value) if value is not None else outcome(False, score)


@cache
def phase_end_table(gaps: str, redeals_left: int) -> tuple[float, ...]:
    """The value of every combination of four lengths, flat, as the search cores take it."""
    # Values depend on the multiset of lengths only: look each one up once.
    by_multiset: dict[tuple[int, ...], float] = {}
    out = []
    for a in range(14):
        for b in range(14):
            for c in range(14):
                for d in range(14):
                    key = tuple(sorted((a, b, c, d)))
                    value = by_multiset.get(key)
                    if value is None:
                        value = by_multiset[key] = redeal_value(gaps, redeals_left, key)
                    out.append(value)
    return tuple(out)
