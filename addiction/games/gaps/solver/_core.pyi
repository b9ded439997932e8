# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Type stub of the compiled search core (``_core.c``); ``_pysearch.Search`` is its twin."""

from collections.abc import Sequence

class Search:
    nodes: int
    status: int
    best_value: float | None
    table_entries: int
    def __init__(
        self,
        cells: Sequence[int | None],
        table: Sequence[float] | None = None,
        *,
        every_node: bool = False,
        breaks: int = -1,
        strict: bool = False,
        seed: int = 0,
        tt_cap: int = ...,
        reduce: bool = False,
    ) -> None: ...
    def run(self, limit: int) -> int: ...
    def path(self) -> list[tuple[int, int]]: ...
    def best_line(self) -> list[tuple[int, int]] | None: ...
