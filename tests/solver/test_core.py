"""The compiled search core and the pure-Python one give the same results, node for node."""

from __future__ import annotations

import random

import pytest

from addiction.engine import AddictionGame
from addiction.solver import _pysearch, phase
from addiction.solver.values import phase_end_table

from .positions import near_finished

compiled = pytest.importorskip("addiction.solver._core")


def snapshot(search: phase.SearchCore) -> tuple[object, ...]:
    return (search.status, search.nodes, search.best_value, search.best_line(), search.path())


@pytest.mark.parametrize("deal", [1, 2, 7])
@pytest.mark.parametrize(("breaks", "strict", "seed", "every_node"), [
    (-1, False, 0, False), (0, False, 0, False), (1, False, 0, False), (2, False, 5, False),
    (0, True, 0, False), (1, True, 4, False), (-1, False, 3, True), (0, False, 9, True),
])
def test_same_search_on_deals(
    deal: int, breaks: int, strict: bool, seed: int, every_node: bool
) -> None:
    cells = AddictionGame.new(deal).cells
    table = phase_end_table("after-sequence", 2)
    fast = compiled.Search(
        cells, table, every_node=every_node, breaks=breaks, strict=strict, seed=seed, tt_cap=1 << 20
    )
    slow = _pysearch.Search(
        cells, table, every_node=every_node, breaks=breaks, strict=strict, seed=seed, tt_cap=1 << 20
    )
    for limit in (1, 50, 3000):
        fast.run(limit)
        slow.run(limit)
        assert snapshot(fast) == snapshot(slow)


def test_same_complete_searches_and_tt_cap() -> None:
    rng = random.Random(5)
    for _ in range(30):
        cells = near_finished(rng, rng.randint(4, 12))
        for cap in (1 << 20, 64):
            fast = compiled.Search(cells, tt_cap=cap)
            slow = _pysearch.Search(cells, tt_cap=cap)
            fast.run(20_000)
            slow.run(20_000)
            assert snapshot(fast) == snapshot(slow)


def test_bad_boards_are_rejected_by_both() -> None:
    cells: list[int | None] = list(AddictionGame.new(3).cells)
    cells[cells.index(None)] = 0  # an ace
    for core in (compiled.Search, _pysearch.Search):
        with pytest.raises(ValueError):
            core(cells)
        with pytest.raises(ValueError):
            core(cells[:51])
        with pytest.raises(ValueError):
            core(AddictionGame.new(3).cells, breaks=-2)
