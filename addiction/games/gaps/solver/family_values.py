# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What a phase end of a relative of Addiction is worth: the expected outcome of the redeal
there, from a shipped table learned per variant (``family_values.json``).

The family's search picks the phase end it values most. Without a table that is the end with
the most cards in order. With one, an end is worth ``WIN_WEIGHT * P(win) + E[final score]`` of
redealing there, for the redeals left, looked up by one of two keys (the variant's table says
which): ``FEATURES``, the end's score, its complete rows (whose gap is dead after the redeal)
and its rows with no sequence; or ``LENGTHS``, the row lengths themselves as a multiset, which
is all a redeal depends on (which row holds which sequence, and of which suit, changes nothing
but names). ``python -m tools.make_family_values`` learns a table by playing random redeals
out with the family's player (with Addiction's player in Montana and Spaces, which it plays).
A variant without a table, or with no redeal left, keeps the score (Montana and Spaces:
Addiction's table).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from itertools import combinations_with_replacement, product
from typing import Any, Final

from addiction.games.gaps.engine.variants import Variant
from addiction.games.gaps.solver._pyfamily import end_key, values_length
from addiction.games.gaps.solver.values import WIN_WEIGHT, outcome

TABLE_FILE: Final = "family_values.json"
# The two keys a table may be learned by (its settings' "key").
FEATURES: Final = "score,complete rows,empty rows"
LENGTHS: Final = "row lengths"
KEYS: Final = (FEATURES, LENGTHS)

# variant id -> redeals left (as text) -> key -> value
Learned = Mapping[str, Mapping[str, Mapping[str, float]]]

__all__ = ["FEATURES", "KEYS", "LENGTHS", "TABLE_FILE", "WIN_WEIGHT", "Learned", "end_features",
           "end_lengths", "flat_values", "grid_values", "row_full", "shipped_grid", "shipped_values",
           "table_key"]


def row_full(v: Variant) -> int:
    """Cards in order in a complete row of ``v``."""
    return v.full_score // v.rows


def end_features(lengths: Sequence[int], full: int) -> str:
    """The ``FEATURES`` key of a phase end's sequence lengths (``full``: a complete row's)."""
    return f"{sum(lengths)},{sum(n >= full for n in lengths)},{lengths.count(0)}"


def end_lengths(lengths: Sequence[int], full: int) -> str:
    """The ``LENGTHS`` key of a phase end's sequence lengths: ascending, each at most ``full``."""
    return ",".join(str(n) for n in sorted(min(n, full) for n in lengths))


def table_key(kind: str, lengths: Sequence[int], full: int) -> str:
    """The key of kind ``kind`` (``FEATURES`` or ``LENGTHS``) of these sequence lengths."""
    return end_lengths(lengths, full) if kind == LENGTHS else end_features(lengths, full)


@cache
def _shipped() -> dict[str, Any]:
    text = resources.files(__package__).joinpath(TABLE_FILE).read_text(encoding="utf-8")
    return json.loads(text)  # type: ignore[no-any-return]


def flat_values(v: Variant, by_key: Mapping[str, float], kind: str) -> tuple[float, ...]:
    """The values of ``by_key``, keyed by ``kind``, as the search cores take them: every
    multiset of row lengths at its ``end_key``; a key not learned (no random redeal reached it)
    is worth its score."""
    full = row_full(v)
    out = [0.0] * values_length(full, v.rows)
    for lengths in combinations_with_replacement(range(full + 1), v.rows):
        score = sum(lengths)
        found = by_key.get(table_key(kind, lengths, full))
        value = float(found) if found is not None else outcome(score == v.full_score, score)
        out[end_key(lengths, full)] = value
    return tuple(out)


def grid_values(v: Variant, by_key: Mapping[str, float], kind: str) -> tuple[float, ...]:
    """The values of ``by_key``, keyed by ``kind``, as Addiction's search core takes them (a
    variant it plays: Montana, Spaces): every four row lengths 0..13, the first row's the
    slowest to change, as ``values.phase_end_table`` lays them out; a key not learned is worth
    its score."""
    full = row_full(v)
    by_multiset: dict[tuple[int, ...], float] = {}
    out = []
    for lengths in product(range(14), repeat=4):
        key = tuple(sorted(lengths))
        value = by_multiset.get(key)
        if value is None:
            score = sum(key)
            found = by_key.get(table_key(kind, key, full))
            value = by_multiset[key] = (float(found) if found is not None
                                        else outcome(score == v.full_score, score))
        out.append(value)
    return tuple(out)


def _learned(v: Variant, redeals_left: int) -> tuple[Mapping[str, float], str] | None:
    """The table learned for ``v`` with ``redeals_left`` redeals left, and its kind of key."""
    if redeals_left <= 0:
        return None
    data = _shipped()
    learned = data["values"].get(v.id)
    if not learned:
        return None
    most = max(int(k) for k in learned)
    return learned[str(min(redeals_left, most))], data["settings"][v.id]["key"]


def learned_key(v: Variant) -> str | None:
    """The kind of key ``v``'s shipped tables are looked up by; None if it has none."""
    data = _shipped()
    return str(data["settings"][v.id]["key"]) if data["values"].get(v.id) else None


@cache
def shipped_values(v: Variant, redeals_left: int) -> tuple[float, ...] | None:
    """The learned worth of a phase end of ``v`` with ``redeals_left`` redeals left, flat for
    the family's core; None where nothing was learned (then an end is worth its score)."""
    found = _learned(v, redeals_left)
    return None if found is None else flat_values(v, *found)


@cache
def shipped_grid(v: Variant, redeals_left: int) -> tuple[float, ...] | None:
    """The same worth laid out for Addiction's core (``grid_values``), for the relatives it
    plays; None where nothing was learned."""
    found = _learned(v, redeals_left)
    return None if found is None else grid_values(v, *found)
