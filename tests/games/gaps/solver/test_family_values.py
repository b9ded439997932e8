# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What a phase end of a relative is worth: the value table the family cores take (both cores
alike, node for node), the tables shipped per variant, and the tool that learns them."""

from __future__ import annotations

import json
import math
import random
from itertools import combinations_with_replacement, product
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.engine.board import Board
from addiction.games.gaps.engine.variants import ADDICTION, VARIANTS, Variant, variant
from addiction.games.gaps.solver import family_values
from addiction.games.gaps.solver import values as addiction_values
from addiction.games.gaps.solver._pyfamily import (
    EXHAUSTED,
    FamilySearch,
    end_key,
    end_value,
    values_length,
)
from addiction.games.gaps.solver.advisor import Advisor
from addiction.games.gaps.solver.family import (
    AdvisorLike,
    FamilyAdvisor,
    advisor_for,
    learned_tables,
)
from addiction.games.gaps.solver.family_tables import tables_of
from addiction.games.gaps.solver.family_values import (
    FEATURES,
    LENGTHS,
    end_features,
    end_lengths,
    flat_values,
    grid_values,
    row_full,
    shipped_grid,
    shipped_values,
)
from addiction.games.gaps.solver.values import phase_end_table
from tests.compiled_cores import compiled_core
from tools import make_family_values

LEARNED = ["montana", "spaces", "blue-moon", "red-moon", "galary", "moonlight", "jungle",
           "paganini"]


def compiled_family() -> Any:
    return compiled_core("family").FamilySearch


@pytest.fixture(params=["python", "compiled"])
def core(request: pytest.FixtureRequest) -> Any:
    return FamilySearch if request.param == "python" else compiled_family()


def snapshot(search: Any) -> tuple[object, ...]:
    return (search.status, search.nodes, search.best_value, search.path(), search.best_line())


def random_values(v: Variant, seed: int) -> list[float]:
    gen = random.Random(seed)
    return [round(gen.uniform(0, 1000), 2) for _ in range(values_length(row_full(v), v.rows))]


def table_of(v: Variant, worth: Any) -> list[float]:
    """A table whose entry for each multiset of row lengths (ascending) is worth(lengths)."""
    full = row_full(v)
    out = [0.0] * values_length(full, v.rows)
    for lengths in combinations_with_replacement(range(full + 1), v.rows):
        out[end_key(lengths, full)] = float(worth(lengths))
    return out


def by_features(v: Variant, worth: Any) -> list[float]:
    """A table whose entry for (score, complete rows, empty rows) is worth(...)."""
    full = row_full(v)
    return table_of(v, lambda ls: worth(sum(ls), sum(n == full for n in ls), ls.count(0)))


def replay(v: Variant, cells: Any, line: list[tuple[int, int]]) -> Board:
    board = Board(cells, v)
    for src, dst in line:
        board.move(src, dst)
    return board


def worth_of(v: Variant, values: list[float], board: Board) -> float:
    key = end_key(board.sequence_lengths(), row_full(v))
    return values[key] + 1.0 / (2 + len(list(board.legal_moves())))


# --- the key ------------------------------------------------------------------------------


@given(st.integers(1, 8), st.integers(0, 14))
def test_every_multiset_of_row_lengths_has_its_own_key(rows: int, full: int) -> None:
    keys = [end_key(ls, full) for ls in combinations_with_replacement(range(full + 1), rows)]
    assert sorted(keys) == list(range(values_length(full, rows)))
    assert values_length(full, rows) == math.comb(full + rows, rows)


@given(st.lists(st.integers(0, 20), min_size=1, max_size=8), st.randoms(), st.integers(1, 14))
def test_the_key_ignores_which_row_holds_which_length(lengths: list[int], gen: random.Random,
                                                      full: int) -> None:
    shuffled = list(lengths)
    gen.shuffle(shuffled)
    assert end_key(shuffled, full) == end_key(lengths, full)
    # a row is never longer than a complete one in the key
    assert end_key(lengths, full) == end_key([min(n, full) for n in lengths], full)
    assert end_lengths(shuffled, full) == end_lengths(lengths, full)


# --- the cores ----------------------------------------------------------------------------


@pytest.mark.parametrize("vid", ["blue-moon", "galary", "paganini", "double-montana"])
def test_cores_search_node_for_node_with_a_table(vid: str) -> None:
    compiled = compiled_family()
    v = variant(vid)
    values = random_values(v, 7)
    for deal in (1, 2):
        cells = Board.deal(deal, v).cells
        for every_node in (False, True):
            fast = compiled(tables_of(v), cells, every_node=every_node, tt_cap=1 << 13, values=values)
            slow = FamilySearch(tables_of(v), cells, every_node=every_node, tt_cap=1 << 13, values=values)
            for _ in range(8):
                assert fast.run(700) == slow.run(700)
                assert snapshot(fast) == snapshot(slow), (deal, every_node)


@pytest.mark.parametrize("every_node", [False, True])
def test_the_best_end_is_worth_its_table_entry(every_node: bool, core: Any) -> None:
    v = variant("blue-moon")
    values = random_values(v, 3)
    cells = Board.deal(5, v).cells
    search = core(tables_of(v), cells, every_node=every_node, values=values)
    for _ in range(4):
        search.run(2000)
        line = search.best_line()
        if line is not None:
            end = replay(v, cells, line)
            assert search.best_value == worth_of(v, values, end)
            assert every_node or not end.has_move()


def test_a_table_of_the_score_searches_as_no_table(core: Any) -> None:
    v = variant("red-moon")
    same = table_of(v, sum)
    for every_node in (False, True):
        cells = Board.deal(3, v).cells
        plain = core(tables_of(v), cells, every_node=every_node)
        tabled = core(tables_of(v), cells, every_node=every_node, values=same)
        for _ in range(5):
            assert plain.run(3000) == tabled.run(3000)
            assert snapshot(plain) == snapshot(tabled)
            assert plain.best_value == end_value(
                replay(v, cells, plain.best_line() or []).score(),
                len(list(replay(v, cells, plain.best_line() or []).legal_moves())))


def first_exhausted(v: Variant, core: Any) -> tuple[Any, Any]:
    """A deal whose first phase a search sees whole, and that search (score only)."""
    for deal in range(1, 60):
        cells = Board.deal(deal, v).cells
        search = core(tables_of(v), cells)
        if search.run(200_000) == EXHAUSTED:
            return cells, search
    raise AssertionError("no first phase was searched to its end")


def test_a_table_changes_the_chosen_end_where_it_says_so(core: Any) -> None:
    # Worth more with fewer complete rows, then with more cards: the end chosen is the one
    # with the fewest complete rows that the score-only search would not have to pick.
    v = variant("blue-moon")
    cells, plain = first_exhausted(v, core)
    fewer_complete = by_features(v, lambda s, c, e: 1000 * (v.rows - c) + s)
    fewest_cards = table_of(v, lambda ls: -sum(ls))
    # the same score in rows of more even lengths first, as Paganini's learned table has it
    evenest = table_of(v, lambda ls: 100 * sum(ls) - (max(ls) - min(ls)))
    by_score = replay(v, cells, plain.best_line())
    for values in (fewer_complete, fewest_cards, evenest):
        tabled = core(tables_of(v), cells, values=values)
        assert tabled.run(200_000) == EXHAUSTED and tabled.nodes == plain.nodes
        end = replay(v, cells, tabled.best_line())
        assert not end.has_move()
        assert tabled.best_value == worth_of(v, values, end)
        # nothing the exhaustive score-only search met as an end beats it by this table
        assert tabled.best_value >= worth_of(v, values, by_score)
    least = replay(v, cells, core(tables_of(v), cells, values=fewest_cards).best_line() or [])
    assert least.score() < by_score.score()


def test_bad_tables_are_refused_alike(core: Any) -> None:
    v = variant("blue-moon")
    cells = Board.deal(1, v).cells
    n = values_length(row_full(v), v.rows)
    with pytest.raises(ValueError, match=f"values must hold {n} numbers, not 3"):
        core(tables_of(v), cells, values=[1.0, 2.0, 3.0])
    with pytest.raises(ValueError, match="finite"):
        core(tables_of(v), cells, values=[float("nan")] * n)
    with pytest.raises(TypeError):
        core(tables_of(v), cells, values=["x"] * n)
    with pytest.raises(TypeError):
        core(tables_of(v), cells, values=3)


# --- the shipped tables and the advisor ------------------------------------------------------


@pytest.mark.parametrize("vid", LEARNED)
def test_the_shipped_tables_cover_every_redeal_and_key(vid: str) -> None:
    v = variant(vid)
    shipped = json.loads((Path(family_values.__file__).parent / family_values.TABLE_FILE)
                         .read_text(encoding="utf-8"))
    # Moonlight's deal leaves rows with no sequence, so its table was learned from 0 up.
    settings = shipped["settings"][vid]
    keys = make_family_values.profiles(v, settings["least"], settings["key"])
    for left in range(1, v.redeals + 1):
        table = shipped_values(v, left)
        assert table is not None and len(table) == values_length(row_full(v), v.rows)
        raw = shipped["values"][vid][str(left)]
        assert set(raw) == set(keys)
        assert all(0 <= x <= family_values.WIN_WEIGHT + v.full_score for x in raw.values())
    assert shipped_values(v, 0) is None
    assert shipped_values(v, 3) == shipped_values(v, v.redeals)


@pytest.mark.parametrize("v", [v for v in VARIANTS if v.id not in LEARNED], ids=lambda v: v.id)
def test_a_variant_without_a_table_values_an_end_by_its_score(v: Variant) -> None:
    assert all(shipped_values(v, left) is None for left in range(4))


def test_flat_values_put_each_key_at_its_place() -> None:
    v = variant("paganini")
    flat = flat_values(v, {"20,1,0": 700.0}, FEATURES)
    assert end_features((1, 5, 5, 9), 9) == "20,1,0"
    assert flat[end_key((1, 5, 5, 9), 9)] == flat[end_key((9, 2, 3, 6), 9)] == 700.0
    assert flat[end_key((1, 5, 6, 9), 9)] == 21.0  # not learned: its score
    assert flat[end_key((9, 9, 9, 9), 9)] == 1036.0  # a win
    by_lengths = flat_values(v, {"1,5,5,9": 700.0}, LENGTHS)
    assert by_lengths[end_key((5, 9, 1, 5), 9)] == 700.0
    assert by_lengths[end_key((9, 2, 3, 6), 9)] == 20.0  # same features, another multiset


def test_the_grid_for_addictions_core_is_laid_out_as_its_own_table() -> None:
    # Addiction's own table, keyed by features as a relative's may be: the same numbers in
    # the same places as the tables Addiction's player searches with.
    v = variant("montana")
    possible = [i for i, lengths in enumerate(product(range(14), repeat=4)) if max(lengths) <= 12]
    for left in (1, 2):
        by_key = addiction_values._shipped()["after-sequence"][str(left)]
        grid, own = grid_values(v, by_key, FEATURES), phase_end_table("after-sequence", left)
        assert len(grid) == len(own) and [grid[i] for i in possible] == [own[i] for i in possible]
    grid = grid_values(v, {"0,3,7,12": 700.0}, LENGTHS)
    assert grid[((7 * 14 + 0) * 14 + 12) * 14 + 3] == grid[3 * 14**2 + 7 * 14 + 12] == 700.0
    assert grid[((7 * 14 + 1) * 14 + 12) * 14 + 2] == 22.0  # not learned: its score
    assert grid[-1 - 14**3 - 14**2 - 14 - 1] == 1048.0  # twelve cards in every row: a win


@pytest.mark.parametrize("vid", ["montana", "spaces"])
def test_addictions_player_takes_a_relatives_own_table(vid: str) -> None:
    v = variant(vid)
    tables = learned_tables(v)
    for left in (1, 2):
        grid = tables(v.gaps, left)
        assert grid == shipped_grid(v, left) != phase_end_table(v.gaps, left)
        assert grid == grid_values(v, family_values._shipped()["values"][vid][str(left)], LENGTHS)
    assert tables(v.gaps, 0) == phase_end_table(v.gaps, 0)  # no redeal left: the score
    # Addiction itself has no such table: its own
    assert learned_tables(ADDICTION)("random", 2) == phase_end_table("random", 2)


def test_the_levels_player_keeps_addictions_table_in_montana() -> None:
    # The deal levels were calibrated with Addiction's values: the unlearned player plays as
    # Addiction's player over every move, the learned one by Montana's table.
    game = GapsGame.new(7, Rules.of("montana"))
    plain = Advisor(nodes=3_000, reduce=False)
    assert_same_play(game, advisor_for("montana", nodes=3_000, learned=False), plain)
    own = Advisor(nodes=3_000, tables=learned_tables(variant("montana")))
    assert_same_play(game, advisor_for("montana", nodes=3_000), own)


def assert_same_play(game: GapsGame, one: AdvisorLike, other: AdvisorLike) -> None:
    game, twin = game.copy(), game.copy()
    while (decision := one.choose(game)) is not None:
        assert decision == other.choose(twin)
        for g in (game, twin):
            if decision == "redeal":
                g.redeal()
            else:
                g.play(decision)
    assert other.choose(twin) is None


def test_the_advisor_asks_for_the_values_of_the_redeals_left() -> None:
    asked: list[int] = []

    def values(left: int) -> None:
        asked.append(left)

    game = GapsGame.new(4, Rules.of("red-moon"))
    advisor = FamilyAdvisor("red-moon", nodes=20_000, values=values)
    plain = FamilyAdvisor("red-moon", nodes=20_000, values=lambda left: None)
    twin = game.copy()
    while (decision := advisor.choose(game)) is not None:
        assert decision == plain.choose(twin)  # no table: the same play as by the score alone
        for g in (game, twin):
            if decision == "redeal":
                g.redeal()
            else:
                g.play(decision)
    assert set(asked) <= {1, 2} and asked[0] == 2


# --- the tool ------------------------------------------------------------------------------------


def test_smoothing_makes_values_rise_with_the_score() -> None:
    raw = {"10,0,0": [500.0, 700.0], "11,0,0": [100.0], "12,0,0": [900.0], "11,1,0": [50.0]}
    out = make_family_values.smooth(raw)
    line = [out[f"{s},0,0"] for s in (10, 11, 12)]
    assert line == sorted(line) and out["11,1,0"] == 50.0


def test_the_tool_gives_the_same_table_for_a_seed(tmp_path: Path) -> None:
    def run(name: str, seed: int) -> dict[str, Any]:
        out = tmp_path / name
        make_family_values.main(["--variant", "paganini", "--samples", "1", "--nodes", "3000",
                                 "--jobs", "1", "--seed", str(seed), "--out", str(out),
                                 "--key", LENGTHS])
        data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
        return data

    first, again, other = run("a.json", 1), run("b.json", 1), run("c.json", 2)
    assert first == again
    assert first["values"]["paganini"] != other["values"]["paganini"]
    assert set(first["values"]["paganini"]) == {"1"}
    assert first["settings"]["paganini"]["key"] == LENGTHS
    assert set(first["values"]["paganini"]["1"]) == set(
        make_family_values.profiles(variant("paganini"), 1, LENGTHS))


def test_the_tool_learns_a_table_for_addictions_player(tmp_path: Path) -> None:
    # Montana is played by Addiction's player: the tool plays its redeals with that player,
    # here for the few keys with every row at 11 cards or more.
    out = tmp_path / "m.json"
    make_family_values.main(["--variant", "montana", "--samples", "2", "--nodes", "2000",
                             "--least", "11", "--key", LENGTHS, "--jobs", "1",
                             "--out", str(out)])
    data = json.loads(out.read_text(encoding="utf-8"))
    learned = data["values"]["montana"]
    assert set(learned) == {"1", "2"}
    for table in learned.values():
        assert set(table) == {"11,11,11,11", "11,11,11,12", "11,11,12,12", "11,12,12,12"}
        assert all(44 <= x <= family_values.WIN_WEIGHT + 48 for x in table.values())
    assert learned["1"]["11,12,12,12"] == family_values.WIN_WEIGHT + 48  # one card from a win
