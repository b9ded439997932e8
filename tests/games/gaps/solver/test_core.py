# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The compiled search core and the pure-Python one give the same results, node for node."""

from __future__ import annotations

import random
import threading
import time

import pytest

from addiction.games.gaps.engine import Board, GapsGame
from addiction.games.gaps.solver import _pysearch, constants, phase
from addiction.games.gaps.solver.values import phase_end_table
from tests.compiled_cores import compiled_core

from .positions import LONE_TWO_SHUTTLE, brute_force_winnable, near_finished

compiled = compiled_core("core")


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
    cells = GapsGame.new(deal).cells
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
    cells: list[int | None] = list(GapsGame.new(3).cells)
    cells[cells.index(None)] = 0  # an ace
    for core in (compiled.Search, _pysearch.Search):
        with pytest.raises(ValueError):
            core(cells)
        with pytest.raises(ValueError):
            core(cells[:51])
        with pytest.raises(ValueError):
            core(GapsGame.new(3).cells, breaks=-2)


CORES = [pytest.param(compiled.Search, id="compiled"), pytest.param(_pysearch.Search, id="python")]


@pytest.mark.parametrize("make", CORES)
def test_a_full_table_ends_the_search_unfinished(make: phase.CoreFactory) -> None:
    cells = Board.from_text(LONE_TWO_SHUTTLE).cells
    assert not brute_force_winnable(cells)
    complete = make(cells, tt_cap=1 << 16)
    assert complete.run(1_000_000) == phase.EXHAUSTED
    for cap in (8, 64):
        # Far smaller than the lines of play: a new position of the line finds no room. The
        # search must stop there (the 2 could shuttle forever) without calling the deal lost.
        search = make(cells, tt_cap=cap)
        assert search.run(1_000_000) == phase.TABLE_FULL
        assert search.nodes < complete.nodes
        nodes = search.nodes
        assert search.run(1_000_000) == phase.TABLE_FULL and search.nodes == nodes


def test_full_tables_end_both_cores_alike() -> None:
    rng = random.Random(8)
    full = 0
    for _ in range(20):
        cells = near_finished(rng, rng.randint(8, 12))
        for cap in (8, 24, 64):
            fast = compiled.Search(cells, tt_cap=cap)
            slow = _pysearch.Search(cells, tt_cap=cap)
            for limit in (5, 20_000):
                fast.run(limit)
                slow.run(limit)
                assert snapshot(fast) == snapshot(slow)
            full += fast.status == phase.TABLE_FULL
    assert full > 0


@pytest.mark.parametrize("make", CORES)
def test_proofs_hold_with_a_table_smaller_than_the_search(make: phase.CoreFactory) -> None:
    # A full table forgets finished positions: they may be searched again, but a search that
    # runs out of positions has still seen them all, so its answer agrees with brute force.
    rng = random.Random(3)
    outgrown = 0
    for _ in range(25):
        cells = near_finished(rng, rng.randint(6, 11))
        search = make(cells, tt_cap=256)
        status = search.run(2_000_000)
        if status == phase.TABLE_FULL:
            continue
        assert status == (phase.WON if brute_force_winnable(cells) else phase.EXHAUSTED)
        outgrown += status == phase.EXHAUSTED and search.nodes > 256
    assert outgrown > 0


@pytest.mark.parametrize("make", CORES)
def test_any_limit_is_taken_as_a_most(make: phase.CoreFactory) -> None:
    cells = Board.from_text(LONE_TWO_SHUTTLE).cells
    search = make(cells)
    assert search.run(0) == phase.RUNNING and search.run(-(2**70)) == phase.RUNNING
    assert search.run(10) == phase.RUNNING
    # nodes + limit does not fit in 64 bits: still "search to the end"
    assert search.run(2**63 - 1) == phase.EXHAUSTED
    assert make(cells).run(2**70) == phase.EXHAUSTED
    with pytest.raises(TypeError):
        search.run(1.5)  # type: ignore[arg-type]


@pytest.mark.parametrize("make", CORES)
def test_one_search_runs_in_one_thread_at_a_time(make: phase.CoreFactory) -> None:
    # Deal 1 takes far longer than this budget to settle: the worker thread keeps running
    # while this one tries to use the same search.
    search = make(GapsGame.new(1).cells, breaks=phase.UNLIMITED)
    limit = 2_000_000 if make is compiled.Search else 50_000
    finished: list[int | RuntimeError] = []

    def work() -> None:
        try:
            finished.append(search.run(limit))
        except RuntimeError as exc:
            finished.append(exc)

    worker = threading.Thread(target=work)
    worker.start()
    while worker.is_alive() and search.nodes == 1:
        time.sleep(0.001)  # until the worker is inside run()
    errors: list[str] = []
    while worker.is_alive() and not errors:
        for use in (lambda: search.run(1), search.path, search.best_line):
            try:
                use()
            except RuntimeError as exc:
                errors.append(str(exc))
    worker.join()
    assert errors and all(e == "this search is already running in another thread" for e in errors)
    # the worker was not disturbed, and the search is usable again
    assert finished == [phase.RUNNING] and search.nodes == limit + 1
    assert search.run(1) == phase.RUNNING and len(search.path()) > 0


@pytest.mark.parametrize(("deal", "breaks", "cap"), [
    (1, -1, 1 << 20),  # doubles twice on the way
    (2, 0, 3 * 16384 * 8),  # the last step, to three times the first size, is not a doubling
    (7, -1, (16384 + 300) * 8),  # a last step of a few buckets: full buckets drop positions
])
def test_tables_grow_alike_in_both_cores(deal: int, breaks: int, cap: int) -> None:
    # A table starts small and grows as the search goes, slot for slot the same in both cores.
    cells = GapsGame.new(deal).cells
    fast = compiled.Search(cells, breaks=breaks, tt_cap=cap)
    slow = _pysearch.Search(cells, breaks=breaks, tt_cap=cap)
    assert fast.table_entries == slow.table_entries == min(cap, constants.TT_START_BUCKETS * 8)
    for limit in (50_000, 100_000):
        fast.run(limit)
        slow.run(limit)
        assert snapshot(fast) == snapshot(slow)
        assert fast.table_entries == slow.table_entries
    assert constants.TT_START_BUCKETS * 8 < fast.table_entries <= cap
