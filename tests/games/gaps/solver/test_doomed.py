# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Positions lost for good (``doomed`` in ``_core.c``): the search that may prove a loss (any
number of breaks, over stubborn sets, no table) does not search a position where a card that
can never move again is where no win has it. Every such verdict is held to an exhaustive
search, and both cores prune the same positions."""

from __future__ import annotations

import random

from addiction.games.gaps.engine import Board
from addiction.games.gaps.solver import _pysearch, constants
from tests.compiled_cores import compiled_core

from .positions import brute_force_winnable, near_finished

compiled = compiled_core("core")

WON, EXHAUSTED = constants.WON, constants.EXHAUSTED
NO_VALUES = [0.0] * constants.TABLE_SIZE  # a table: the search then prunes nothing

# Spades' J, Q and K wait on one another: J needs the place Q holds, Q the place K holds, K
# the place J holds, and no gap can ever reach them. Hearts can still be finished (two moves),
# so the position has moves, yet it is lost from the start.
FROZEN_SPADES = """\
2S 3S 4S 5S 6S 7S 8S 9S TS QS JS KS --
2H 3H 4H 5H 6H 7H 8H 9H TH JH -- QH KH
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --"""


def test_a_frozen_cycle_is_lost_without_a_move_searched() -> None:
    cells = Board.from_text(FROZEN_SPADES).cells
    assert list(Board(cells).legal_moves())
    assert not brute_force_winnable(cells)
    for core in (compiled.Search, _pysearch.Search):
        pruned = core(cells, reduce=True)
        assert pruned.run(1_000) == EXHAUSTED
        assert pruned.nodes == 1
        others = (core(cells, NO_VALUES, reduce=True), core(cells), core(cells, breaks=0))
        for whole in others:  # those searches do not prune
            assert whole.run(1_000) == EXHAUSTED
            assert whole.nodes == 3  # hearts finished, then nothing


def test_a_winnable_position_and_a_won_one_are_not_doomed() -> None:
    winnable = Board.from_text(FROZEN_SPADES.replace("QS JS", "JS QS")).cells
    assert brute_force_winnable(winnable)
    won = Board.from_text(FROZEN_SPADES.replace("QS JS", "JS QS").replace("-- QH KH", "QH KH --"))
    assert won.score() == 48
    for cells in (winnable, won.cells):
        assert not _pysearch._doomed(list(cells))


def test_every_doomed_position_is_lost() -> None:
    """Random positions of many sizes: whatever the analysis calls lost, an exhaustive search
    through the engine's own moves finds lost too; and it does call many lost. The compiled
    core, which works it out its own way, ends at once exactly where it is called lost."""
    rng = random.Random(41)
    doomed = lost = 0
    for _ in range(600):
        cells = near_finished(rng, rng.randint(2, 9))
        winnable = brute_force_winnable(cells)
        lost += not winnable
        search = compiled.Search(cells, reduce=True)
        if search.status != WON:
            ended_at_once = search.run(1) == EXHAUSTED and search.nodes == 1
            stuck = not list(Board(cells).legal_moves())
            assert ended_at_once == (_pysearch._doomed(list(cells)) or stuck)
        if _pysearch._doomed(list(cells)):
            doomed += 1
            assert not winnable
    assert doomed > 40 and lost > doomed


def test_both_cores_prune_alike_and_keep_every_verdict() -> None:
    """Searched to the end with pruning and without it (a table turns it off): the same
    verdict, never more positions, fewer on many; node for node the same in both cores."""
    rng = random.Random(5)
    fewer = 0
    for _ in range(120):
        cells = near_finished(rng, rng.randint(6, 18))
        whole = compiled.Search(cells, NO_VALUES, reduce=True)
        status = whole.run(400_000)
        if status not in (WON, EXHAUSTED):
            continue
        fast = compiled.Search(cells, reduce=True)
        slow = _pysearch.Search(cells, reduce=True)
        assert fast.run(400_000) == slow.run(400_000) == status
        assert (fast.nodes, fast.path()) == (slow.nodes, slow.path())
        if status == EXHAUSTED:
            assert fast.nodes <= whole.nodes
            fewer += fast.nodes < whole.nodes
    assert fewer > 10
