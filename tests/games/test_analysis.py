# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Where was it lost? The bisection along a game's path (``core.analysis.trace``) and each
family's analyst on fixed games: a won game is winnable all along, a game with a known blunder
has its turning point there."""

from __future__ import annotations

import math
from typing import Any

import pytest

from addiction.core import SaveError
from addiction.core.analysis import Analysis, Cancelled, Judged, leaving_point, trace
from addiction.games.gaps.analysis import PROOF_NODES, GapsAnalyst, _proof
from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.pyramid import analysis as pyramid_analysis
from addiction.games.pyramid.analysis import STATES, PyramidAnalyst
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.solver import solve, solve_within
from addiction.registry import game_spec
from tests.games import analysed_games as fixed

# --- the bisection, with judges whose truth the test decides ---------------------------------


def judge_with(boundary: int, proven_from: int, asked: list[int], *,
               misses: frozenset[int] = frozenset()) -> Any:
    """Positions before ``boundary`` can be won (except those the judge ``misses``), those
    from ``proven_from`` on are proven lost, those between unknown."""
    def judge(k: int) -> Judged:
        asked.append(k)
        if k < boundary and k not in misses:
            return Judged("winnable", ("step",))
        return Judged("not-winnable" if k >= proven_from else "unknown")
    return judge


@pytest.mark.parametrize(("steps", "boundary", "proven_from"),
                         [(100, 37, 37), (100, 37, 60), (9, 1, 5), (250, 249, 250), (64, 0, 10)])
def test_trace_finds_the_boundary_in_about_log2_searches(
        steps: int, boundary: int, proven_from: int) -> None:
    asked: list[int] = []
    traced = trace(steps, judge_with(boundary, proven_from, asked))
    assert traced.verdicts == tuple(
        "winnable" if k < boundary else "lost" if k >= proven_from else "unclear"
        for k in range(steps + 1))
    assert traced.turning_point == (boundary if boundary > 0 else None)
    assert len(set(asked)) == len(asked)  # no position is judged twice
    assert len(asked) <= 2 + 2 * math.ceil(math.log2(steps + 1))


def test_trace_of_a_won_game_judges_only_its_end() -> None:
    asked: list[int] = []
    traced = trace(50, judge_with(51, 99, asked))
    assert asked == [50]
    assert set(traced.verdicts) == {"winnable"} and traced.turning_point is None


def test_a_judge_that_misses_a_win_never_makes_a_later_position_lost() -> None:
    # The judge fails to win from position 20, which can be won: a later win vouches for it.
    asked: list[int] = []
    traced = trace(100, judge_with(70, 80, asked, misses=frozenset({20})), checkpoints=(20, 50))
    assert traced.verdicts[:70] == ("winnable",) * 70
    assert traced.turning_point == 70
    # Missing the wins of 20 and 50 too makes the answer less sharp, never wrong: nothing
    # that can be won is called lost.
    asked.clear()
    traced = trace(100, judge_with(70, 80, asked, misses=frozenset({20, 50})),
                   checkpoints=(20, 50))
    assert traced.turning_point is not None and traced.turning_point <= 70
    assert "lost" not in traced.verdicts[:80] and set(traced.verdicts[80:]) == {"lost"}


def test_a_line_that_follows_the_path_vouches_for_the_positions_it_passes() -> None:
    asked: list[int] = []
    path = list(range(40))

    def judge(k: int) -> Judged:
        asked.append(k)
        # Only from the start does the judge win: its line repeats the player's first 30
        # steps, then plays 99 where the player played 30.
        return Judged("winnable", (*path[:30], 99)) if k == 0 else Judged("unknown")

    traced = trace(40, judge, follows=lambda k, line: k + leaving_point(k, line, path))
    assert traced.turning_point == 31
    assert traced.line[0] == 99  # the computer's step where the player's left its line
    assert traced.verdicts[:31] == ("winnable",) * 31


def test_trace_stops_when_cancelled() -> None:
    calls: list[int] = []
    with pytest.raises(Cancelled):
        trace(100, judge_with(37, 60, calls), cancelled=lambda: len(calls) >= 2)
    assert len(calls) == 2


def test_an_analysis_survives_json_and_refuses_other_text() -> None:
    analysis = Analysis(("winnable", "unclear", "lost"), (0, 1, 1), ("move", "redeal"), 48, 1,
                        ["move", "8C", 0, 1, 2, 3], (0, 2))
    assert Analysis.from_json(analysis.to_json()) == analysis
    for text in ("", "[]", '{"format": 1}', '{"format": 99}', analysis.to_json()[:20]):
        with pytest.raises(ValueError):
            Analysis.from_json(text)


# --- each family's analyst on fixed games ----------------------------------------------------


def test_both_families_declare_an_analyst_that_the_registry_reaches() -> None:
    assert game_spec("addiction").load("analyst") is GapsAnalyst
    assert game_spec("blue-moon").load("analyst") is GapsAnalyst
    assert game_spec("pyramid").load("analyst") is PyramidAnalyst


def test_a_won_gaps_game_is_winnable_all_along() -> None:
    data = fixed.gaps_won()
    analysis = GapsAnalyst.analyse(data)
    assert set(analysis.verdicts) == {"winnable"}
    assert analysis.turning_point is None and analysis.alternative is None
    assert analysis.searched == (analysis.steps,)
    assert analysis.scores[-1] == analysis.max_score == 48


def test_a_gaps_blunder_is_the_turning_point() -> None:
    data, before = fixed.gaps_blundered()
    blunder = fixed.gaps_blunder_move(before)
    # The property the game was built for, checked here: the computer wins from just before
    # the blunder, and a search of every position proves the position after it lost.
    after = before.copy()
    after.play(blunder)
    assert _proof(after, PROOF_NODES, lambda: False) == "not-winnable"
    analysis = GapsAnalyst.analyse(data)
    k = fixed.GAPS_BLUNDER_AT
    assert analysis.turning_point == k + 1
    assert analysis.verdicts[:k + 1] == ("winnable",) * (k + 1)
    assert set(analysis.verdicts[k + 1:]) == {"lost"}
    # What the computer would have played instead is a move of that position, not the blunder.
    alternative = GapsAnalyst.advice(analysis.alternative)
    assert alternative != "redeal" and alternative in before.moves() and alternative != blunder
    # The position the timeline's mark opens is the one before the blunder.
    assert GapsAnalyst.position(data, k).to_text() == before.to_text()
    assert len(analysis.searched) <= 2 + 2 * math.ceil(math.log2(analysis.steps + 1))


def test_a_won_pyramid_game_is_winnable_all_along() -> None:
    analysis = PyramidAnalyst.analyse(fixed.pyramid_won())
    assert set(analysis.verdicts) == {"winnable"} and analysis.turning_point is None


def test_a_pyramid_blunder_is_the_turning_point() -> None:
    data, before = fixed.pyramid_blundered()
    after = before.copy()
    after.play(fixed.PYRAMID_BLUNDER)
    assert solve(before.copy(), 30.0)[0] == "winnable"
    assert solve(after.copy(), 30.0)[0] == "not-winnable"
    analysis = PyramidAnalyst.analyse(data)
    k = fixed.PYRAMID_BLUNDER_AT
    assert analysis.turning_point == k + 1
    assert analysis.verdicts[:k + 1] == ("winnable",) * (k + 1)
    assert set(analysis.verdicts[k + 1:]) == {"lost"}
    alternative = PyramidAnalyst.advice(analysis.alternative)
    assert alternative != fixed.PYRAMID_BLUNDER and before.is_legal(alternative)
    assert PyramidAnalyst.position(data, k).to_text() == before.to_text()


def test_the_pyramid_analyst_judges_as_solve_within_does(monkeypatch: pytest.MonkeyPatch) -> None:
    data, _ = fixed.pyramid_blundered()
    asked: list[tuple[str, int, str]] = []

    def watched(game: PyramidGame, states: int, cancelled: Any) -> Any:
        position = game.to_text()
        found = solve_within(game, states, cancelled)
        asked.append((position, states, found[0]))
        return found

    monkeypatch.setattr(pyramid_analysis, "solve_within", watched)
    first = PyramidAnalyst.analyse(data)
    assert asked and {states for _, states, _ in asked} == {STATES}
    # Every position the analyst asked about gets the verdict solve_within gives it alone.
    for k in range(len(PyramidAnalyst.steps(data)) + 1):
        position = PyramidAnalyst.position(data, k)
        for text, _, verdict in asked:
            if text == position.to_text():
                assert solve_within(position, STATES)[0] == verdict
                if verdict != "unknown":
                    assert first.verdicts[k] == ("winnable" if verdict == "winnable" else "lost")
    # Counted in states, not seconds: the same game, the same analysis.
    assert PyramidAnalyst.analyse(data) == first


def test_a_position_rebuilt_keeps_the_redeals_it_had_left() -> None:
    game = GapsGame.new(7, Rules(redeal_when="any"))
    for _ in range(3):
        game.play(game.moves()[0])
    game.redeal()
    game.play(game.moves()[0])
    data = game.to_dict()
    steps = len(game.history)
    rebuilt = GapsAnalyst.position(data, steps)
    assert rebuilt.to_text() == game.to_text() and rebuilt.redeals_left == game.redeals_left
    assert GapsAnalyst.steps(data)[-2] == "redeal"


def test_an_unreadable_game_is_refused_in_one_sentence() -> None:
    with pytest.raises(SaveError):
        GapsAnalyst.analyse({"format": "nonsense"})
    with pytest.raises(SaveError):
        PyramidAnalyst.steps([1, 2, 3])
    with pytest.raises(SaveError):
        PyramidAnalyst.position({**PyramidGame.new(1).to_dict(), "actions": [["fly"]]}, 0)
