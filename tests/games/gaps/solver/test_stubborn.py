# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The search over stubborn sets of moves (``reduce=True``): the same verdict as the search
over every move, in fewer positions, and node for node the same in both cores."""

from __future__ import annotations

import random
from typing import Any

import pytest

from addiction.games.gaps.engine import COORDS, Board, GapsGame, Move, Rules
from addiction.games.gaps.solver import _pysearch, constants
from tests.compiled_cores import compiled_core

from .positions import LONE_TWO_SHUTTLE, TWO_SWAP_WIN, brute_force_winnable, near_finished

compiled = compiled_core("core")

WON, EXHAUSTED, RUNNING = constants.WON, constants.EXHAUSTED, constants.RUNNING


def snapshot(search: _pysearch.Search) -> tuple[object, ...]:
    return (search.status, search.nodes, search.best_value, search.best_line(), search.path())


# Searches allowing any number of breaks, none, and none with lone 2s kept in column 1.
KINDS = [
    pytest.param({"breaks": -1}, id="unlimited"),
    pytest.param({"breaks": 0}, id="no-break"),
    pytest.param({"breaks": 0, "strict": True}, id="strict"),
]


@pytest.mark.parametrize("kind", KINDS)
def test_same_verdicts_as_every_move_in_fewer_positions(kind: dict[str, Any]) -> None:
    """Positions of many sizes, each searched to its end both ways: a win is found by one
    exactly when by the other, and a loss is proven over a subset of the positions."""
    rng = random.Random(23)
    won = lost = 0
    every_lost = reduced_lost = 0
    for _ in range(300):
        cells = near_finished(rng, rng.randint(6, 26))
        every = compiled.Search(cells, **kind)
        status = every.run(400_000)
        if status == RUNNING:
            continue
        reduced = compiled.Search(cells, reduce=True, **kind)
        assert reduced.run(2_000_000) == status
        if status == WON:
            won += 1
        else:
            lost += 1
            assert reduced.nodes <= every.nodes
            every_lost += every.nodes
            reduced_lost += reduced.nodes
    assert won > 40 and lost > 40
    # the point of it: on these positions the proofs of loss need a third of the positions
    assert reduced_lost * 2 < every_lost


def test_verdicts_agree_with_the_engines_own_moves() -> None:
    """Held to a search of every position through the engine's move generator, which shares
    no code with either core."""
    rng = random.Random(31)
    for _ in range(80):
        cells = near_finished(rng, rng.randint(3, 12))
        for core in (compiled.Search, _pysearch.Search):
            search = core(cells, reduce=True)
            status = search.run(1_000_000)
            assert status == (WON if brute_force_winnable(cells) else EXHAUSTED)


@pytest.mark.parametrize("text", [TWO_SWAP_WIN, LONE_TWO_SHUTTLE])
def test_positions_won_or_lost_only_through_twos(text: str) -> None:
    cells = Board.from_text(text).cells
    for core in (compiled.Search, _pysearch.Search):
        search = core(cells, reduce=True)
        assert search.run(1_000_000) == (WON if text == TWO_SWAP_WIN else EXHAUSTED)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("deal", [1, 2, 7])
def test_same_reduced_search_in_both_cores_on_deals(deal: int, kind: dict[str, Any]) -> None:
    cells = GapsGame.new(deal).cells
    fast = compiled.Search(cells, reduce=True, tt_cap=1 << 20, **kind)
    slow = _pysearch.Search(cells, reduce=True, tt_cap=1 << 20, **kind)
    for limit in (1, 50, 3000):
        fast.run(limit)
        slow.run(limit)
        assert snapshot(fast) == snapshot(slow)


@pytest.mark.parametrize("kind", KINDS)
def test_same_complete_reduced_searches_in_both_cores(kind: dict[str, Any]) -> None:
    rng = random.Random(8)
    for _ in range(30):
        cells = near_finished(rng, rng.randint(6, 16))
        for cap in (1 << 20, 64):
            fast = compiled.Search(cells, reduce=True, tt_cap=cap, **kind)
            slow = _pysearch.Search(cells, reduce=True, tt_cap=cap, **kind)
            fast.run(30_000)
            slow.run(30_000)
            assert snapshot(fast) == snapshot(slow)


def test_a_reduced_win_replays_to_48() -> None:
    for deal in (4, 12, 13):
        cells = GapsGame.new(deal).cells
        search = compiled.Search(cells, reduce=True)
        assert search.run(1_000_000) == WON
        game = GapsGame.from_text(Board(cells).to_text(), Rules(redeals=0))
        for src, dst in search.path():
            card = game.board.cells[src]
            assert card is not None
            game.play(Move(card, COORDS[src], COORDS[dst]))
        assert game.is_won


def test_reduce_is_refused_where_it_would_miss_positions() -> None:
    """Only positions with no move are kept: a search that values every position, or whose
    moves depend on a count of breaks left, cannot be reduced."""
    cells = GapsGame.new(3).cells
    for core in (compiled.Search, _pysearch.Search):
        with pytest.raises(ValueError, match="reduce needs"):
            core(cells, reduce=True, breaks=1)
        with pytest.raises(ValueError, match="reduce needs"):
            core(cells, [0.0] * 14**4, reduce=True, every_node=True)
