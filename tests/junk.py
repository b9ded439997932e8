# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Values of every shape a damaged file or a careless caller can hand a parser, for fuzz tests."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

# Deeper than Python's recursion limit, so any code that recurses into the value fails on it.
DEEP = 5000


def nested_list(depth: int) -> list[Any]:
    value: list[Any] = []
    for _ in range(depth):
        value = [value]
    return value


def nested_dict(depth: int) -> dict[str, Any]:
    value: dict[str, Any] = {}
    for _ in range(depth):
        value = {"a": value}
    return value


JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    # Around the 32-bit limits Qt's int signals have, and far beyond anything a float holds.
    | st.integers(min_value=2**31 - 2, max_value=2**31 + 2)
    | st.integers(min_value=-(2**31) - 2, max_value=-(2**31) + 2)
    | st.just(10**400)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=40)
    | st.sampled_from(["", "--", "AS", "KH", "10♥", "move", "redeal", "pair", "draw", "\x00",
                      "redeals=2", "pass: 1/3", "stock:", "classic", "x" * 5000])
)
SCALARS = JSON_SCALARS | st.binary(max_size=20)



def _containers(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5)


# What json.loads can hand back (NaN and infinities included: Python's json reads them).
JSON_VALUES = st.recursive(JSON_SCALARS, _containers, max_leaves=15)
# The same with bytes too, which a program (not a file) may pass.
JSON_LIKE = st.recursive(SCALARS, _containers, max_leaves=15)

DEEPLY_NESTED = st.integers(min_value=DEEP, max_value=DEEP + 50).flatmap(
    lambda depth: st.sampled_from([nested_list(depth), nested_dict(depth)])
)

# Things JSON cannot even hold, for parsers that programs (not files) call.
NOT_JSON = st.sampled_from([object(), b"\xff\xfe", bytearray(b"AS"), (1, 2), {1, 2},
                            frozenset(), 2.5j, Ellipsis, type, print])

ANYTHING = JSON_LIKE | DEEPLY_NESTED | NOT_JSON
