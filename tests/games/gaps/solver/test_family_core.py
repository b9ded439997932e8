# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Gaps-family search cores: their moves are the engine's, in the documented order; the
compiled core and the pure-Python one search node for node alike; and what they report (a win,
a proof of loss, the best line) holds when played out on the engine's own board."""

from __future__ import annotations

import dataclasses
import random
import threading
import time
from collections import deque
from collections.abc import Sequence
from types import ModuleType
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from addiction.core.cards import TWO_DECKS
from addiction.core.rng import SplitMix64
from addiction.games.gaps.engine.board import Board, Cell
from addiction.games.gaps.engine.variants import VARIANTS, Variant, variant
from addiction.games.gaps.solver import _pyfamily
from addiction.games.gaps.solver._pyfamily import EXHAUSTED, RUNNING, TABLE_FULL, WON, FamilySearch, end_value
from addiction.games.gaps.solver.family_tables import tables_of
from tests import compiled_cores

Move = tuple[int, int]
IDS = [v.id for v in VARIANTS]
MASK = (1 << 64) - 1


def compiled_core() -> ModuleType:
    return compiled_cores.compiled_core("family")


@pytest.fixture(params=["python", "compiled"])
def core(request: pytest.FixtureRequest) -> Any:
    """Each core's FamilySearch class in turn (the compiled one skipped in a pure-Python run)."""
    return FamilySearch if request.param == "python" else compiled_core().FamilySearch


def snapshot(search: Any) -> tuple[object, ...]:
    return (search.status, search.nodes, search.best_value, search.path(), search.best_line())


# --- positions ---------------------------------------------------------------------------


def won_cells(v: Variant) -> list[Cell]:
    """A won table: row r holds the sequence headed by the r-th base, then a gap."""
    t = tables_of(v)
    cells: list[Cell] = [None] * v.places
    used: set[int] = set()
    for row in range(v.rows):
        c, col = t.bases[row], 0
        while True:
            cells[row * v.cols + col] = TWO_DECKS[c]
            used.add(c)
            col += 1
            nxt = [x for x in t.follows[c] if x not in used]
            if not nxt:
                break
            c = nxt[0]
    return cells


def unwound(v: Variant, steps: int, rng: random.Random) -> list[Cell]:
    """A table ``steps`` legal moves from won: each step undoes a move that would be legal."""
    board = Board(won_cells(v), v)
    for _ in range(steps):
        options = []
        for place, c in enumerate(board.cells):
            if c is None:
                continue
            for gap in board.gaps:
                trial = board.copy()
                trial.move(place, gap)
                if c in trial.takes(place):  # from there, c goes back by a legal move
                    options.append((place, gap))
        board.move(*rng.choice(options))
    return board.cells


def scrambled(v: Variant, rng: random.Random, last_cols: int, rows: int) -> list[Cell]:
    """A won table with the last columns of its first rows shuffled, gaps included: few
    positions are reachable from it, and some are won, some not."""
    cells = won_cells(v)
    region = [p for p in range(v.places) if p % v.cols >= v.cols - last_cols and p // v.cols < rows]
    contents = [cells[p] for p in region]
    rng.shuffle(contents)
    for p, c in zip(region, contents, strict=True):
        cells[p] = c
    return cells


def engine_moves(board: Board) -> set[Move]:
    return {(src, dst) for _, src, dst in board.legal_moves()}


def faces(cells: Sequence[Cell]) -> tuple[int | None, ...]:
    return tuple(None if c is None else c % 52 for c in cells)


def brute_force(v: Variant, cells: Sequence[Cell], cap: int) -> bool | None:
    """Whether a won position is reachable, by breadth-first search over the engine's moves
    (the two copies of a card told apart by nothing); None if more than cap positions."""
    start = Board(cells, v)
    seen = {faces(start.cells)}
    todo = deque([start])
    while todo:
        board = todo.popleft()
        if board.score() == v.full_score:
            return True
        for _, src, dst in list(board.legal_moves()):
            nxt = board.copy()
            nxt.move(src, dst)
            key = faces(nxt.cells)
            if key not in seen:
                if len(seen) >= cap:
                    return None
                seen.add(key)
                todo.append(nxt)
    return False


def replay(v: Variant, cells: Sequence[Cell], line: Sequence[Move]) -> Board:
    """The board after playing line, each move checked legal by the engine."""
    board = Board(cells, v)
    for move in line:
        assert move in engine_moves(board), f"{move} is not legal"
        board.move(*move)
    return board


def mix64(x: int) -> int:
    x ^= x >> 33
    x = x * 0xFF51AFD7ED558CCD & MASK
    x ^= x >> 33
    x = x * 0xC4CEB9FE1A85EC53 & MASK
    return x ^ (x >> 33)


def documented_order(board: Board, seed: int) -> list[Move]:
    """The engine's legal moves in the order the cores' contract describes, worked out from
    the engine's own tables."""
    v, cells, cols = board.variant, board.cells, board.variant.cols
    lens = board.sequence_lengths()

    def key(move: tuple[int, int, int]) -> tuple[int, int, int]:
        c, src, dst = move
        row, col = divmod(dst, cols)
        gain = 0
        if col == lens[row] and (col == 0 or c in v.follows[cells[dst - 1]]):  # type: ignore[index]
            gain, last, p = 1, c, dst + 1
            while p < (row + 1) * cols and p != src and (x := cells[p]) is not None and x in v.follows[last]:
                gain, last, p = gain + 1, x, p + 1
        srow, scol = divmod(src, cols)
        net = gain - (lens[srow] - scol if scol < lens[srow] else 0)
        tiebreak = mix64((seed * 0x9E3779B97F4A7C15 + src * 1024 + dst) & MASK)
        return (0 if net > 0 else 2 if net < 0 else 1, -net, tiebreak)

    return [(src, dst) for _, src, dst in sorted(board.legal_moves(), key=key)]


def played(v: Variant, deal: int, choices: Sequence[int]) -> Board:
    board = Board.deal(deal, v)
    for choice in choices:
        moves = list(board.legal_moves())
        if not moves:
            break
        _, src, dst = moves[choice % len(moves)]
        board.move(src, dst)
    return board


# --- tables ------------------------------------------------------------------------------


@pytest.mark.parametrize("v", VARIANTS, ids=IDS)
def test_tables_are_the_variants_own(v: Variant) -> None:
    t = tables_of(v)
    assert tables_of(v) is t
    assert (t.cols, t.places, t.rows, t.ncards, t.full_score) == (
        v.cols, v.rows * v.cols, v.rows, 52 * v.decks, v.full_score)
    assert t.bases == tuple(v.bases) and t.base_rank == v.bases[0].rank
    assert all(type(c) is int for c in t.bases)
    for c in range(t.ncards):
        assert t.after[c] == tuple(v.after[c]) and t.before[c] == tuple(v.before[c])
        assert t.follows[c] == tuple(sorted(v.follows[c]))
    assert len(t.zobrist) == 52 * t.places and 0 not in t.zobrist
    gen = SplitMix64(0x47617073)
    assert t.zobrist[:3] == tuple(gen.next64() for _ in range(3))


# --- moves -------------------------------------------------------------------------------


@pytest.mark.parametrize("v", VARIANTS, ids=IDS)
@settings(max_examples=4)
@given(deal=st.integers(1, 100_000), choices=st.lists(st.integers(0, 999), max_size=40),
       seed=st.integers(0, 3))
@example(deal=1, choices=[], seed=0)
def test_moves_are_the_engines_in_the_documented_order(
    v: Variant, deal: int, choices: list[int], seed: int
) -> None:
    board = played(v, deal, choices)
    moves = FamilySearch(tables_of(v), board.cells, seed=seed).moves()
    assert len(moves) == len(set(moves)) and set(moves) == engine_moves(board)
    assert moves == documented_order(board, seed)


@pytest.mark.parametrize("v", VARIANTS, ids=IDS)
@settings(max_examples=4)
@given(deal=st.integers(1, 100_000), choices=st.lists(st.integers(0, 999), max_size=40),
       seed=st.integers(0, 2**64 + 5))
@example(deal=1, choices=[], seed=0)
def test_compiled_moves_are_the_pythons(v: Variant, deal: int, choices: list[int], seed: int) -> None:
    compiled = compiled_core()
    cells = played(v, deal, choices).cells
    fast = compiled.FamilySearch(tables_of(v), cells, seed=seed)
    assert fast.moves() == FamilySearch(tables_of(v), cells, seed=seed).moves()


def test_a_card_missing_from_the_table_is_never_moved(core: Any) -> None:
    v = variant("blue-moon")
    cells = won_cells(v)
    cells[0] = None  # the ace of spades is off the table: column 1 takes only the others
    search = core(tables_of(v), cells)
    assert set(search.moves()) == {(14, 0), (28, 0), (42, 0)}
    empty = core(tables_of(v), [None] * v.places)
    assert empty.moves() == [] and empty.best_value == 0.5 and empty.best_line() == []
    assert empty.run(10) == EXHAUSTED and empty.nodes == 0


# --- the two cores, node for node ----------------------------------------------------------


@pytest.mark.parametrize("v", VARIANTS, ids=IDS)
def test_cores_search_node_for_node(v: Variant) -> None:
    compiled = compiled_core()
    tables = tables_of(v)
    for deal in (1, 2, 3):
        cells = Board.deal(deal, v).cells
        for seed in (0, 1):
            for every_node in (False, True):
                fast = compiled.FamilySearch(tables, cells, every_node=every_node, seed=seed, tt_cap=1 << 13)
                slow = FamilySearch(tables, cells, every_node=every_node, seed=seed, tt_cap=1 << 13)
                assert snapshot(fast) == snapshot(slow)
                for _ in range(10):
                    assert fast.run(500) == slow.run(500)
                    assert snapshot(fast) == snapshot(slow), (deal, seed, every_node)


def test_cores_agree_on_wins_and_proofs() -> None:
    compiled = compiled_core()
    rng = random.Random(4)
    cases = [(variant(vid), Board.deal(deal, variant(vid)).cells)
             for vid, deal in (("moonlight", 9), ("moonlight", 4), ("blue-moon", 11), ("paganini", 4))]
    cases += [(v, unwound(v, 12, rng)) for v in VARIANTS]
    ends = set()
    for v, cells in cases:
        for every_node in (False, True):
            fast = compiled.FamilySearch(tables_of(v), cells, every_node=every_node, tt_cap=1 << 15)
            slow = FamilySearch(tables_of(v), cells, every_node=every_node, tt_cap=1 << 15)
            for _ in range(6):
                fast.run(2000)
                slow.run(2000)
                assert snapshot(fast) == snapshot(slow), v.id
            ends.add(slow.status)
    assert {WON, EXHAUSTED} <= ends


@pytest.mark.parametrize(("vid", "cap", "nodes"), [
    ("montana", 1 << 19, 200_000),  # grows twice, from 2**17 slots
    ("double-montana", 1 << 18, 240_000),  # grows once, and may fill its room (7/8 of 2**18)
])
def test_growing_tables_search_alike_in_both_cores(vid: str, cap: int, nodes: int) -> None:
    # The compiled table starts at 2**17 slots and doubles up to its cap; the search is the
    # twin's all the same, whose room is the cap's from the start.
    compiled = compiled_core()
    v = variant(vid)
    cells = Board.deal(6, v).cells
    fast = compiled.FamilySearch(tables_of(v), cells, tt_cap=cap, seed=2)
    slow = FamilySearch(tables_of(v), cells, tt_cap=cap, seed=2)
    assert fast.table_entries == 1 << 17
    for limit in (nodes // 2, nodes // 2):
        fast.run(limit)
        slow.run(limit)
        assert snapshot(fast) == snapshot(slow)
    assert 1 << 17 < fast.table_entries <= cap


def test_full_tables_end_both_cores_alike() -> None:
    compiled = compiled_core()
    full = 0
    for vid in ("montana", "galary", "jungle", "spaces-and-aces", "double-montana"):
        v = variant(vid)
        for cap in (1, 64, 200, 1024):
            cells = Board.deal(4, v).cells
            fast = compiled.FamilySearch(tables_of(v), cells, tt_cap=cap, seed=3)
            slow = FamilySearch(tables_of(v), cells, tt_cap=cap, seed=3)
            for limit in (7, 300, 10_000):
                fast.run(limit)
                slow.run(limit)
                assert snapshot(fast) == snapshot(slow)
            full += slow.status == TABLE_FULL
    assert full >= 10


def test_copies_of_a_card_are_one_position_to_both_cores(core: Any) -> None:
    v = variant("double-montana")
    cells = Board.deal(2, v).cells
    swapped = [None if c is None else TWO_DECKS[(c + 52) % 104] for c in cells]
    one = core(tables_of(v), cells, tt_cap=1 << 12)
    other = core(tables_of(v), swapped, tt_cap=1 << 12)
    for _ in range(3):
        assert one.run(1000) == other.run(1000)
        assert snapshot(one) == snapshot(other)


# --- what the search reports holds on the board ---------------------------------------------


def test_a_won_table_is_won_at_once(core: Any) -> None:
    for v in VARIANTS:
        search = core(tables_of(v), won_cells(v))
        assert search.status == WON and search.path() == [] and search.nodes == 0
        assert search.best_value is None and search.best_line() is None
        assert search.run(100) == WON and search.nodes == 0


@pytest.mark.parametrize("v", VARIANTS, ids=IDS)
def test_a_win_replays_on_the_board(v: Variant, core: Any) -> None:
    rng = random.Random(v.id)
    for steps in (4, 10):
        cells = unwound(v, steps, rng)
        search = core(tables_of(v), cells, seed=steps)
        assert search.run(200_000) == WON
        line = search.path()
        assert 0 < len(line) <= search.nodes
        assert replay(v, cells, line).score() == v.full_score
        assert search.run(5) == WON and search.path() == line


def test_a_deal_is_won_and_the_win_replays(core: Any) -> None:
    v = variant("moonlight")
    cells = Board.deal(9, v).cells
    search = core(tables_of(v), cells)
    while search.run(1000) == RUNNING:
        pass
    assert search.status == WON
    assert replay(v, cells, search.path()).score() == v.full_score


@pytest.mark.parametrize("reduce", [False, True], ids=["every-move", "stubborn-sets"])
def test_exhausted_is_a_proof_and_a_win_is_found(reduce: bool) -> None:
    rng = random.Random(11)
    outcomes = {True: 0, False: 0}
    for v in VARIANTS:
        for last_cols, rows in ((3, 4), (4, 3), (5, 2)):
            for _ in range(2):
                cells = scrambled(v, rng, last_cols, rows)
                winnable = brute_force(v, cells, 2000)
                if winnable is None:
                    continue
                outcomes[winnable] += 1
                search = FamilySearch(tables_of(v), cells, tt_cap=1 << 16, reduce=reduce)
                assert search.run(10**6) == (WON if winnable else EXHAUSTED), v.id
    assert min(outcomes.values()) >= 10, outcomes


@pytest.mark.parametrize(("vid", "deal"), [("blue-moon", 11), ("paganini", 4)])
def test_a_lost_deal_is_exhausted(vid: str, deal: int, core: Any) -> None:
    v = variant(vid)
    cells = Board.deal(deal, v).cells
    assert brute_force(v, cells, 20_000) is False
    search = core(tables_of(v), cells)
    assert search.run(10**6) == EXHAUSTED
    assert search.path() == [] and search.run(10) == EXHAUSTED


@pytest.mark.parametrize("vid", ["blue-moon", "moonlight", "jungle", "spaces-and-aces", "double-montana"])
@pytest.mark.parametrize("every_node", [False, True])
def test_the_best_line_replays_to_its_value(vid: str, every_node: bool, core: Any) -> None:
    v = variant(vid)
    cells = Board.deal(2, v).cells
    search = core(tables_of(v), cells, every_node=every_node)
    start = Board(cells, v)
    if every_node:
        moves = len(list(start.legal_moves()))
        assert search.best_value == end_value(start.score(), moves) and search.best_line() == []
    best = search.best_value
    for _ in range(4):
        search.run(1500)
        line = search.best_line()
        assert line is not None and search.best_value is not None
        assert best is None or search.best_value >= best
        best = search.best_value
        end = replay(v, cells, line)
        # Its score, and nearer a stuck position first among equal scores.
        assert search.best_value == end_value(end.score(), len(list(end.legal_moves())))
        assert every_node or not end.has_move()


# --- the contract at its edges ---------------------------------------------------------------


def test_bad_positions_are_refused(core: Any) -> None:
    v = variant("blue-moon")
    t = tables_of(v)
    cells: list[Cell] = list(Board.deal(1, v).cells)
    with pytest.raises(ValueError, match="entries"):
        core(t, cells[:-1])
    with pytest.raises(ValueError, match="entries"):
        core(t, [*cells, None])
    twice = list(cells)
    twice[twice.index(None)] = cells[5]
    with pytest.raises(ValueError, match="both places"):
        core(t, twice)
    for bad in (52, 104, -1):
        wrong: list[int | None] = list(cells)
        wrong[wrong.index(None)] = bad
        with pytest.raises(ValueError, match="card id"):
            core(t, wrong)
    with pytest.raises(TypeError):
        core(t, [*cells[:-1], "KS"])
    big = tables_of(variant("double-montana"))
    two_decks: list[int | None] = list(Board.deal(1, variant("double-montana")).cells)
    two_decks[two_decks.index(None)] = 104
    with pytest.raises(ValueError):
        core(big, two_decks)


def test_tables_beyond_the_cores_limits_are_refused(core: Any) -> None:
    v = variant("spaces-and-aces")
    t = tables_of(v)
    cells = Board.deal(1, v).cells
    long_list = (*t.after[:1], tuple(range(25)), *t.after[2:])
    for bad in (
        dataclasses.replace(t, after=long_list),
        dataclasses.replace(t, follows=t.follows[:-1]),
        dataclasses.replace(t, zobrist=t.zobrist[:-1]),
        dataclasses.replace(t, bases=(*t.bases, 52)),
        dataclasses.replace(t, places=113),
        dataclasses.replace(t, ncards=105),
    ):
        with pytest.raises(ValueError):
            core(bad, cells)


def test_run_takes_any_limit_and_an_ended_search_stays_ended(core: Any) -> None:
    v = variant("paganini")
    search = core(tables_of(v), Board.deal(4, v).cells)
    assert search.run(0) == RUNNING and search.run(-(2**70)) == RUNNING and search.nodes == 0
    assert search.run(3) == RUNNING and search.nodes == 3 and len(search.path()) <= 3
    assert search.run(2**70) == EXHAUSTED
    nodes = search.nodes
    assert search.run(10) == EXHAUSTED and search.nodes == nodes
    with pytest.raises(TypeError):
        search.run(1.5)


def test_a_tiny_table_ends_a_big_search_unfinished(core: Any) -> None:
    v = variant("double-montana")
    search = core(tables_of(v), Board.deal(1, v).cells, tt_cap=64)
    assert search.run(10**6) == TABLE_FULL
    nodes = search.nodes
    assert nodes == 64 - 64 // 8 - 1  # the root holds one of the 56 keys
    assert search.run(10**6) == TABLE_FULL and search.nodes == nodes
    line = search.path()
    assert replay(v, Board.deal(1, v).cells, line) is not None


def test_the_status_numbers_are_shared() -> None:
    compiled = compiled_core()
    assert (RUNNING, WON, EXHAUSTED, TABLE_FULL) == (0, 1, 2, 3)
    assert (compiled.RUNNING, compiled.WON, compiled.EXHAUSTED, compiled.TABLE_FULL) == (0, 1, 2, 3)


def test_the_python_core_refuses_a_second_thread() -> None:
    v = variant("montana")
    search = _pyfamily.FamilySearch(tables_of(v), Board.deal(1, v).cells)
    search._running.acquire()  # as a run() in another thread holds it
    try:
        for use in (lambda: search.run(1), search.path, search.best_line, search.moves):
            with pytest.raises(RuntimeError, match="already running in another thread"):
                use()
    finally:
        search._running.release()
    assert search.run(1) == RUNNING and search.nodes == 1


def test_the_compiled_core_refuses_a_second_thread() -> None:
    compiled = compiled_core()
    v = variant("double-montana")
    search = compiled.FamilySearch(tables_of(v), Board.deal(1, v).cells, tt_cap=1 << 21)
    limit = 1_000_000
    finished: list[int | RuntimeError] = []

    def work() -> None:
        try:
            finished.append(search.run(limit))
        except RuntimeError as exc:
            finished.append(exc)

    worker = threading.Thread(target=work)
    worker.start()
    while worker.is_alive() and search.nodes == 0:
        time.sleep(0.0005)  # until the worker is inside run()
    errors: list[str] = []
    while worker.is_alive() and not errors:
        for use in (lambda: search.run(1), search.path, search.best_line, search.moves):
            try:
                use()
            except RuntimeError as exc:
                errors.append(str(exc))
    worker.join()
    assert errors and all(e == "this search is already running in another thread" for e in errors)
    assert finished == [RUNNING] and search.nodes == limit
    assert search.run(1) == RUNNING and len(search.path()) > 0
