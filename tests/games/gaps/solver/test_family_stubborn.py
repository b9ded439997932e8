# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The family cores' search over stubborn sets of moves (``reduce=True``), for every variant:
the same wins, proofs and best stuck end as the search over every move, in fewer positions,
node for node alike in both cores. (``test_family_core`` holds its verdicts to the engine's
own moves.)"""

from __future__ import annotations

import random
from typing import Any

import pytest

from addiction.games.gaps.engine.board import Board
from addiction.games.gaps.engine.variants import VARIANTS, Variant, variant
from addiction.games.gaps.solver._pyfamily import EXHAUSTED, RUNNING, TABLE_FULL, WON, FamilySearch
from addiction.games.gaps.solver.family_tables import tables_of

from .test_family_core import IDS, compiled_core, scrambled, snapshot, unwound, won_cells


@pytest.mark.parametrize("v", VARIANTS, ids=IDS)
def test_a_won_table_has_no_move(v: Variant) -> None:
    """What the reduction rests on: a won position is stuck, in every variant."""
    assert not list(Board(won_cells(v), v).legal_moves())


def compare(v: Variant) -> tuple[set[int], int, int]:
    """Positions of ``v`` searched both ways: the verdicts the reduced search reached, and the
    positions each search needed for the losses. Asserts that they never disagree."""
    compiled = compiled_core()
    tables = tables_of(v)
    rng = random.Random(17)
    verdicts = set()
    every_nodes = reduced_nodes = 0
    for i in range(40):
        cells = unwound(v, 8 + i % 12, rng) if i % 2 else scrambled(v, rng, 4 + i % 3, 3)
        every = compiled.FamilySearch(tables, cells, tt_cap=1 << 18)
        status = every.run(200_000)
        if status == RUNNING:
            continue
        reduced = compiled.FamilySearch(tables, cells, tt_cap=1 << 18, reduce=True)
        found = reduced.run(200_000)
        # a win may take the reduced search longer to find (its order differs), never a proof
        assert found == status or (status == WON and found in (RUNNING, TABLE_FULL))
        verdicts.add(found)
        if status == EXHAUSTED:
            # every stuck end is still reached, so the best of them is the same
            assert reduced.best_value == every.best_value
            assert reduced.nodes <= every.nodes
            every_nodes += every.nodes
            reduced_nodes += reduced.nodes
    return verdicts, every_nodes, reduced_nodes


@pytest.mark.parametrize("v", VARIANTS, ids=IDS)
def test_same_verdict_and_best_end(v: Variant) -> None:
    verdicts, _, _ = compare(v)
    assert {WON, EXHAUSTED} <= verdicts


def test_proofs_need_fewer_positions() -> None:
    every_nodes = reduced_nodes = 0
    for v in VARIANTS:
        _, every, reduced = compare(v)
        every_nodes += every
        reduced_nodes += reduced
    assert reduced_nodes < every_nodes


@pytest.mark.parametrize("v", VARIANTS, ids=IDS)
def test_cores_search_node_for_node(v: Variant) -> None:
    compiled = compiled_core()
    tables = tables_of(v)
    for deal in (1, 2):
        cells = Board.deal(deal, v).cells
        fast = compiled.FamilySearch(tables, cells, seed=deal, tt_cap=1 << 13, reduce=True)
        slow = FamilySearch(tables, cells, seed=deal, tt_cap=1 << 13, reduce=True)
        for _ in range(6):
            assert fast.run(400) == slow.run(400)
            assert snapshot(fast) == snapshot(slow), (v.id, deal)


def test_cores_agree_to_the_end() -> None:
    compiled = compiled_core()
    rng = random.Random(6)
    for v in VARIANTS:
        for steps in (10, 16):
            cells = unwound(v, steps, rng)
            fast = compiled.FamilySearch(tables_of(v), cells, tt_cap=1 << 15, reduce=True)
            slow = FamilySearch(tables_of(v), cells, tt_cap=1 << 15, reduce=True)
            fast.run(20_000)
            slow.run(20_000)
            assert snapshot(fast) == snapshot(slow), v.id


@pytest.mark.parametrize("core", ["python", "compiled"])
def test_reduce_is_refused_with_every_node(core: str) -> None:
    search: Any = FamilySearch if core == "python" else compiled_core().FamilySearch
    v = variant("montana")
    with pytest.raises(ValueError, match="reduce needs"):
        search(tables_of(v), Board.deal(1, v).cells, every_node=True, reduce=True)
