# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``winnable`` and the phase search: proofs agree with brute force, wins replay to 48."""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence

import pytest

from addiction.core import Card
from addiction.games.gaps.engine import COORDS, Board, GapsGame, Move, Rules
from addiction.games.gaps.solver import _pysearch, phase, winnable
from addiction.games.gaps.solver.values import phase_end_table
from tests.compiled_cores import compiled_core

from .positions import LONE_TWO_SHUTTLE, TWO_SWAP_WIN, brute_force_winnable, near_finished


@pytest.fixture(params=["compiled", "python"])
def core(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Run a test with each search core (the compiled one skipped in a pure-Python run)."""
    if request.param == "compiled":
        compiled_core("core")
        assert phase.COMPILED
    if request.param == "python":
        monkeypatch.setattr(phase, "CORE", _pysearch.Search)
        monkeypatch.setattr(phase, "SLICE", 1_500)
    return str(request.param)


def replay(cells: Sequence[Card | None], line: phase.Line) -> GapsGame:
    game = GapsGame.from_text(Board(cells).to_text(), Rules(redeals=0))
    for src, dst in line:
        card = game.board.cells[src]
        assert card is not None
        game.play(Move(card, COORDS[src], COORDS[dst]))
    return game


def test_verdicts_agree_with_brute_force(core: str) -> None:
    rng = random.Random(11)
    verdicts = []
    for _ in range(60):
        cells = near_finished(rng, rng.randint(3, 10))
        verdict = winnable(cells, time_budget=60.0)
        assert verdict == ("winnable" if brute_force_winnable(cells) else "not-winnable")
        verdicts.append(verdict)
    # the sample must exercise both answers
    assert "winnable" in verdicts
    assert "not-winnable" in verdicts


def test_found_wins_replay_to_48(core: str) -> None:
    for deal in (11, 13) if core == "compiled" else (13,):
        cells = GapsGame.new(deal).cells
        result = phase.search_phase(cells, nodes=200_000)
        assert result.won and result.line is not None
        game = replay(cells, result.line)
        assert game.score == 48 and game.is_won


def test_a_search_without_breaks_never_proves_a_loss(core: str) -> None:
    cells = Board.from_text(TWO_SWAP_WIN).cells
    limited = phase.CORE(cells, breaks=0)
    assert limited.run(1_000_000) == phase.EXHAUSTED  # without a break there is no win
    assert winnable(cells, time_budget=60.0) == "winnable"
    result = phase.search_phase(cells, nodes=1_000_000)
    assert result.line is not None and replay(cells, result.line).is_won


def breaks_in(cells: Sequence[Card | None], line: phase.Line) -> int:
    """How many moves of the line take the 2 heading a built row of two or more cards away."""
    board = Board(cells)
    count = 0
    for src, dst in line:
        count += src % 13 == 0 and board.sequence_lengths()[src // 13] >= 2
        board.move(src, dst)
    return count


@pytest.mark.parametrize("breaks", [1, 2, phase.UNLIMITED])
def test_limited_searches_break_rows_at_most_as_allowed(core: str, breaks: int) -> None:
    cells = Board.from_text(TWO_SWAP_WIN).cells
    search = phase.CORE(cells, breaks=breaks)
    assert search.run(1_000_000) == phase.WON
    line = search.path()
    assert replay(cells, line).is_won
    assert 1 <= breaks_in(cells, line) <= (breaks if breaks >= 0 else len(line))


def test_strict_searches_count_lone_twos_as_breaks() -> None:
    # one core is enough: test_core shows the twin searching node for node the same
    found = 0
    for deal in range(1, 13):
        cells = GapsGame.new(deal).cells
        search = phase.CORE(cells, breaks=1, strict=True)
        if search.run(200_000) != phase.WON:
            continue
        found += 1
        line = search.path()
        assert replay(cells, line).is_won
        # a 2 leaves column 1 at most once, even where no sequence follows it
        board, twos_moved = Board(cells), 0
        for src, dst in line:
            card = board.cells[src]
            twos_moved += src % 13 == 0 and card is not None and card.rank == 2
            board.move(src, dst)
        assert twos_moved <= 1
    assert found >= 3


def test_cancelled_stops_early(core: str) -> None:
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 3

    # deal 1 needs far more than three slices to settle without redeal
    assert winnable(GapsGame.new(1).cells, time_budget=600.0, cancelled=cancelled) == "unknown"
    assert len(calls) < 20


def test_node_budget_is_deterministic(core: str) -> None:
    cells = GapsGame.new(2).cells
    first = phase.search_phase(cells, nodes=30_000)
    second = phase.search_phase(cells, nodes=30_000)
    assert first == second
    assert first.nodes <= 30_000


def test_bad_cells_are_refused() -> None:
    with pytest.raises(ValueError):
        winnable([None] * 52, time_budget=1.0)
    with pytest.raises(ValueError):
        phase.search_phase(GapsGame.new(1).cells)


def test_variant_reorders_every_pass(core: str) -> None:
    cells = GapsGame.new(1).cells
    table = phase_end_table("after-sequence", 0)  # the final score
    results = [phase.search_phase(cells, table=table, nodes=30_000, variant=v) for v in range(3)]
    assert len({tuple(r.line or ()) for r in results}) == 3
    for result in results:
        assert result.line is not None and not result.won
        assert replay(cells, result.line).score == result.value


def test_a_full_table_is_never_taken_for_a_proof(
    core: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    cells = Board.from_text(LONE_TWO_SHUTTLE).cells
    assert phase.search_phase(cells, nodes=100_000).complete  # lost: 2,850 positions
    assert winnable(cells, time_budget=60.0) == "not-winnable"
    monkeypatch.setattr(phase, "TT_MIN", 8)  # a table of one bucket, too small for a line
    monkeypatch.setattr(phase, "TT_CAP", 8)
    result = phase.search_phase(cells, nodes=100_000)
    assert not result.complete and not result.won and result.nodes < 100_000
    assert winnable(cells, time_budget=0.3) == "unknown"


class _Scripted:
    """A search core that ends as told on its first slice: the unlimited search with a full
    table, every limited one run to its end without a win."""

    def __init__(self, *args: object, breaks: int = phase.UNLIMITED, **kwargs: object) -> None:
        self.nodes, self.status, self.best_value = 0, phase.RUNNING, None
        self._end = phase.TABLE_FULL if breaks == phase.UNLIMITED else phase.EXHAUSTED

    def run(self, limit: int) -> int:
        self.nodes += limit
        self.status = self._end
        return self.status


class _FrozenClock:
    """``time`` for the winnable module whose clock never moves: a question can then end only
    by its searches or by being cancelled, never by its budget running out."""

    def __init__(self) -> None:
        self.reads = 0

    def perf_counter(self) -> float:
        self.reads += 1
        return 0.0


def test_no_search_left_to_run_answers_unknown_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # A full table ends the unlimited search; the limited ones then end one after another up to
    # the most breaks allowed. Nothing is left to learn: "unknown" at once, not a crash (a
    # still-winnable question on a loaded machine met this) nor a wait for the clock.
    monkeypatch.setattr(phase, "CORE", _Scripted)
    clock = _FrozenClock()
    monkeypatch.setattr(importlib.import_module("addiction.games.gaps.solver.winnable"), "time", clock)
    polls: list[None] = []

    def cancelled() -> bool:  # a way out should the searches never end: then the test fails
        polls.append(None)
        return len(polls) > 1_000

    cells = Board.from_text(LONE_TWO_SHUTTLE).cells
    assert winnable(cells, time_budget=30.0, cancelled=cancelled) == "unknown"
    # It ended because no search was left, not by the clock (which stood still, though read)
    # nor by being cancelled: a handful of slices, one poll each, where a wait would be 1,001.
    assert clock.reads > 0
    assert 0 < len(polls) < 50, len(polls)
