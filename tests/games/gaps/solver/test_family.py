# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The computer player of Addiction's relatives: Auto's choices, "still winnable", dispatch."""

from __future__ import annotations

from typing import Any

import pytest

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.engine.board import Board
from addiction.games.gaps.engine.variants import VARIANT_IDS, variant
from addiction.games.gaps.solver import Advisor, advisor_for, family, winnable_for
from addiction.games.gaps.solver.family import (
    COMPILED,
    PASSES,
    PASSES_OF,
    FamilyAdvisor,
    family_winnable,
    plays_like_addiction,
    search_phase,
)
from addiction.games.gaps.solver.family_values import shipped_values
from addiction.registry import game_spec
from tests.compiled_cores import needs_compiled_cores

# Moonlight with every row done but one, whose 9H can only shuttle between two gaps: no gap
# ever dies, so neither a win nor a redeal can be reached.
SHUTTLE = """\
2H 3H 4H 5H 6H 7H 8H 9H KH -- TH JH QH
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --"""
# Blue Moon one move from a win: the KS goes after the QS.
NEAR_WIN = """\
AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- KS"""


def play_out(game: GapsGame, advisor: FamilyAdvisor | Advisor) -> None:
    for _ in range(5000):
        decision = advisor.choose(game)
        if decision is None:
            return
        if decision == "redeal":
            game.redeal()
        else:
            game.play(decision)
    raise AssertionError("the advisor never let the game end")


def test_montana_and_spaces_get_addictions_own_solver() -> None:
    assert [vid for vid in VARIANT_IDS if plays_like_addiction(variant(vid))] == [
        "addiction", "montana", "spaces"]
    assert isinstance(advisor_for("montana"), Advisor)
    assert isinstance(advisor_for("jungle"), FamilyAdvisor)


@pytest.mark.parametrize("vid", ["blue-moon", "galary", "jungle", "paganini", "double-montana"])
def test_auto_wins_the_self_test_deal_the_same_way_every_time(vid: str) -> None:
    deal = game_spec(vid).self_test_deal
    lines = []
    for _ in range(2):
        game = GapsGame.new(deal, Rules.of(vid))
        play_out(game, FamilyAdvisor(vid, nodes=200_000))
        assert game.is_won and game.score == variant(vid).full_score
        lines.append(game.history)
    assert lines[0] == lines[1]


def test_a_redeal_comes_only_where_the_rules_allow_it() -> None:
    # Galary's deal 3 under both timings: every redeal Auto asks for is legal when asked.
    for when in ("stuck", "any"):
        game = GapsGame.new(3, Rules.of("galary", when))
        advisor = FamilyAdvisor("galary", nodes=50_000)
        for _ in range(3000):
            decision = advisor.choose(game)
            if decision is None:
                break
            if decision == "redeal":
                assert game.can_redeal
                game.redeal()
            else:
                game.play(decision)
        assert game.is_over


def test_a_game_that_can_only_be_given_up_is_said_to_be() -> None:
    game = GapsGame.from_text(SHUTTLE, Rules.of("moonlight"), deal=9)
    assert not game.is_over and game.redeals_left > 0
    assert FamilyAdvisor("moonlight", nodes=10_000).choose(game) is None
    assert family_winnable("moonlight", game.cells, 1.0) == "not-winnable"
    assert family_winnable("moonlight", game.cells, 1.0, pure=True) == "not-winnable"


def test_still_winnable_finds_the_last_move_and_cancels() -> None:
    cells = Board.from_text(NEAR_WIN, variant("blue-moon")).cells
    assert winnable_for("blue-moon", cells, 1.0) == "winnable"
    assert family_winnable("blue-moon", cells, 1.0, pure=True) == "winnable"
    deal = GapsGame.new(5, Rules.of("double-montana")).cells
    assert family_winnable("double-montana", deal, 5.0, cancelled=lambda: True) == "unknown"
    with pytest.raises(ValueError):
        family_winnable("blue-moon", cells[:-1], 1.0)


@needs_compiled_cores
def test_a_node_budget_gives_the_same_answer_on_both_cores() -> None:
    assert COMPILED, "the compiled family core is not built"
    cells = GapsGame.new(4, Rules.of("red-moon")).cells
    compiled = search_phase(variant("red-moon"), cells, nodes=20_000)
    pure = search_phase(variant("red-moon"), cells, nodes=20_000, pure=True)
    assert (compiled.won, compiled.line, compiled.value, compiled.nodes) == (
        pure.won, pure.line, pure.value, pure.nodes)
    with pytest.raises(ValueError):
        search_phase(variant("red-moon"), cells, nodes=1, seconds=1.0)


def test_the_advisor_plays_only_its_own_variant() -> None:
    with pytest.raises(ValueError, match="plays jungle"):
        FamilyAdvisor("jungle").choose(GapsGame.new(1, Rules.of("blue-moon")))


def test_a_search_again_that_finds_no_way_on_stops_auto(monkeypatch: pytest.MonkeyPatch) -> None:
    # The phase's plan reached no valued end and is unsettled, so the next decision searches
    # again; that search sees every position and no way on (Galary's deal 10257 met this at
    # its 243rd move, and the advisor looked for the position in an empty plan).
    game = GapsGame.new(3, Rules.of("galary"))
    advisor = FamilyAdvisor("galary", nodes=2_000)
    first = advisor.choose(game)
    assert first is not None and first != "redeal"
    assert not advisor._settled
    game.play(first)
    advisor._value = float("-inf")
    monkeypatch.setattr(advisor, "_search", lambda *args: ({}, float("-inf"), True))
    assert advisor.choose(game) is None


def cores_made_by_a_first_decision(monkeypatch: pytest.MonkeyPatch, game_id: str,
                                    learned: bool) -> list[dict[str, Any]]:
    """The keyword arguments of every search core made while the player of ``game_id`` (Auto's,
    or the levels' quick one) takes its first decision of deal 5."""
    made: list[dict[str, Any]] = []
    make = family._make

    def spy(*args: Any, **kwargs: Any) -> family.SearchCore:
        made.append(kwargs)
        return make(*args, **kwargs)

    monkeypatch.setattr(family, "_make", spy)
    advisor = advisor_for(game_id, nodes=20_000, learned=learned)
    assert advisor.choose(GapsGame.new(5, Rules.of(game_id))) is not None
    return made


@pytest.mark.parametrize("game_id", ["jungle", "spaces-and-aces", "double-montana"])
@pytest.mark.parametrize(("learned", "passes"), [(True, 20), (False, 3)])
def test_a_wide_fit_searches_a_phase_in_twenty_passes(
    monkeypatch: pytest.MonkeyPatch, game_id: str, learned: bool, passes: int
) -> None:
    # Auto's player of Jungle, Spaces and Aces and Double Montana tries twenty tie-breaking
    # orders a search; the levels' quick player keeps the three its deals were calibrated with.
    seeds = [made["seed"] for made in cores_made_by_a_first_decision(monkeypatch, game_id, learned)]
    assert seeds[:passes] == list(range(passes)) and set(seeds) <= set(range(passes))


@pytest.mark.parametrize(("game_id", "learned", "reduced"), [
    ("blue-moon", True, True), ("red-moon", True, True), ("blue-moon", False, False),
    ("galary", True, False), ("double-montana", True, False),
])
def test_the_moons_players_search_over_stubborn_sets(
    monkeypatch: pytest.MonkeyPatch, game_id: str, learned: bool, reduced: bool
) -> None:
    # Where it was measured to pay: Auto's player of the Moons sees more of a phase over
    # stubborn sets; the levels' quick player keeps every move, as it was calibrated.
    made = cores_made_by_a_first_decision(monkeypatch, game_id, learned)
    assert made and {bool(kwargs["reduce"]) for kwargs in made} == {reduced}


def test_red_moons_player_sees_a_first_phase_whole_in_one_pass(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Red Moon's deal 6 opens into some 29,000 positions over stubborn sets: the three passes
    # of 50,000 start afresh and none sees them all, the one pass Red Moon's player makes does.
    v = variant("red-moon")
    cells = Board.deal(6, v).cells
    values = shipped_values(v, 2)
    three = search_phase(v, cells, nodes=50_000, values=values, reduce=True, passes=PASSES)
    one = search_phase(v, cells, nodes=50_000, values=values, reduce=True,
                       passes=PASSES_OF["red-moon"])
    assert not three.complete and three.nodes == 50_000
    assert one.complete and not one.won and one.nodes < 50_000
    # Auto's player makes that one pass; the levels' quick player keeps its three.
    auto = cores_made_by_a_first_decision(monkeypatch, "red-moon", learned=True)
    assert {made["seed"] for made in auto} == {0}
    quick = cores_made_by_a_first_decision(monkeypatch, "red-moon", learned=False)
    assert {made["seed"] for made in quick} == {0, 1, 2}


def test_a_long_line_to_a_phase_end_is_followed_to_its_redeal() -> None:
    # Galary's deal 97570: the first phase's best end lies some 10,000 moves down the search's
    # line. Cut at 5,000 moves, each search from the cut found another such line, and play went
    # round in a circle until Auto gave up at a score of 6 with both redeals unused.
    game = GapsGame.new(97570, Rules.of("galary"))
    advisor = FamilyAdvisor("galary", nodes=200_000)
    for _ in range(2_000):
        decision = advisor.choose(game)
        assert decision is not None, f"Auto gave up at a score of {game.score}"
        if decision == "redeal":
            break
        game.play(decision)
    assert game.board.has_move() is False and game.redeals_left == 2


def test_a_plan_follows_only_the_start_of_a_long_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(family, "MAX_PLAN", 3)
    game = GapsGame.new(2, Rules.of("spaces-and-aces"))
    advisor = FamilyAdvisor("spaces-and-aces", nodes=20_000)
    first = advisor.choose(game)
    assert first is not None
    assert len(advisor._plan) <= 3 and "redeal" not in advisor._plan.values()
    # Where the plan stops, the next decision searches again and play goes on.
    for _ in range(10):
        decision = advisor.choose(game)
        assert decision is not None and decision != "redeal"
        game.play(decision)
