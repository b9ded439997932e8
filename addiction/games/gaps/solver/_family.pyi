# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Type stub of the compiled Gaps-family search core (``_family.c``); ``_pyfamily.FamilySearch``
is its twin and documents the contract. The run() results are ``_pyfamily``'s RUNNING, WON,
EXHAUSTED and TABLE_FULL (exported here too, with the same values)."""

from collections.abc import Sequence
from typing import Final

from ._pyfamily import Tables

RUNNING: Final[int]
WON: Final[int]
EXHAUSTED: Final[int]
TABLE_FULL: Final[int]

class FamilySearch:
    @property
    def nodes(self) -> int: ...
    @property
    def table_entries(self) -> int: ...
    @property
    def status(self) -> int: ...
    @property
    def best_value(self) -> float | None: ...
    def __init__(
        self,
        tables: Tables,
        cells: Sequence[int | None],
        *,
        every_node: bool = False,
        seed: int = 0,
        tt_cap: int = ...,
        values: Sequence[float] | None = None,
        reduce: bool = False,
    ) -> None: ...
    def run(self, limit: int) -> int: ...
    def path(self) -> list[tuple[int, int]]: ...
    def best_line(self) -> list[tuple[int, int]] | None: ...
    def moves(self) -> list[tuple[int, int]]: ...
