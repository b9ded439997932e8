# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What a phase end of a relative of Addiction is worth: the expected outcome of the redeal
there, from a shipped table learned per variant (``family_values.json``).

The family's search picks the phase end it values most. Without a table that is the end with
the most cards in order. With one, an end is worth ``WIN_WEIGHT * P(win) + E[final score]`` of
redealing there, looked up by the end's score, its complete rows (whose gap is dead after the
redeal) and its rows with no sequence, for the redeals left; ``python -m
tools.make_family_values`` learns it by playing random redeals out with the family's player.
A variant without a table, or with no redeal left, keeps the score.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Final

from addiction.games.gaps.engine.variants import Variant
from addiction.games.gaps.solver._pyfamily import end_key, values_length
from addiction.games.gaps.solver.values import WIN_WEIGHT, outcome

TABLE_FILE: Final = "family_values.json"

# variant id -> redeals left (as text) -> "score,complete rows,empty rows" -> value
Learned = Mapping[str, Mapping[str, Mapping[str, float]]]

__all__ = ["TABLE_FILE", "WIN_WEIGHT", "Learned", "end_features", "flat_values", "shipped_values"]


def end_features(lengths: tuple[int, ...], row_full: int) -> str:
    """The table key of a phase end's sequence lengths: ``"score,complete rows,empty rows"``."""
    return f"{sum(lengths)},{sum(n >= row_full for n in lengths)},{lengths.count(0)}"


@cache
def _shipped() -> dict[str, dict[str, dict[str, float]]]:
    text = resources.files(__package__).joinpath(TABLE_FILE).read_text(encoding="utf-8")
    data = json.loads(text)
    return data["values"]  # type: ignore[no-any-return]


def flat_values(v: Variant, by_key: Mapping[str, float]) -> tuple[float, ...]:
    """The values of ``by_key`` as the search cores take them: every (score, complete rows,
    empty rows) at its ``end_key``; a key not learned (no random redeal reached it) is worth
    its score."""
    rows = v.rows
    out = [0.0] * values_length(v.full_score, rows)
    for score in range(v.full_score + 1):
        for complete in range(rows + 1):
            for empty in range(rows + 1):
                found = by_key.get(f"{score},{complete},{empty}")
                value = float(found) if found is not None else outcome(score == v.full_score, score)
                out[end_key(score, complete, empty, rows)] = value
    return tuple(out)


@cache
def shipped_values(v: Variant, redeals_left: int) -> tuple[float, ...] | None:
    """The learned worth of a phase end of ``v`` with ``redeals_left`` redeals left, flat for
    the cores; None where nothing was learned (then an end is worth its score)."""
    if redeals_left <= 0:
        return None
    learned = _shipped().get(v.id)
    if not learned:
        return None
    most = max(int(k) for k in learned)
    return flat_values(v, learned[str(min(redeals_left, most))])
