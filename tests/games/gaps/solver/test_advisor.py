# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The advisor: legal, fair, and it redeals when it must."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Any

import pytest

from addiction.core import rng
from addiction.games.gaps.engine import GapsGame, Move, Rules
from addiction.games.gaps.engine.rules import RedealWhen
from addiction.games.gaps.solver import Advisor, _pysearch, phase
from addiction.games.gaps.solver import advisor as advisor_module
from addiction.games.gaps.solver.advisor import RESEARCHES, _after, shorten, successors

# Every gap right of a King: no card can move.
STUCK = """\
2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS --
2H 3H 4H 5H 6H 7H 8H 9H 5D JH QH KH --
2D 3D 4D 6D 7D 8D 9D TD TH JD QD KD --
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --"""

ALL_RULES = [
    Rules(redeals=r, gaps=g, redeal_when=w)  # type: ignore[arg-type]
    for r, g, w in itertools.product((0, 1, 3), ("after-sequence", "random"), ("stuck", "any"))
]


def play_out(game: GapsGame, advisor: Advisor, meddle: random.Random | None = None) -> int:
    """Play to the end, checking every decision; ``meddle`` sometimes plays a random move."""
    steps = 0
    while True:
        decision = advisor.choose(game)
        if decision is None:
            assert game.is_over
            return steps
        if decision == "redeal":
            assert game.can_redeal
            game.redeal()
        else:
            assert decision in game.moves()
            game.play(decision)
        steps += 1
        if meddle is not None and meddle.random() < 0.05 and game.moves():
            game.play(meddle.choice(game.moves()))


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: r.describe())
def test_every_action_is_legal(rules: Rules) -> None:
    for deal in (1, 2):
        game = GapsGame.new(deal, rules)
        play_out(game, Advisor(nodes=3_000), random.Random(deal))
        assert game.is_over


def test_wins_replay_and_win_under_default_rules() -> None:
    game = GapsGame.new(4)
    play_out(game, Advisor(nodes=200_000))
    assert game.is_won and game.score == 48


def test_same_decision_for_another_deal_number() -> None:
    for rules in (Rules(), Rules(gaps="random", redeal_when="any", redeals=2)):
        for deal in (3, 8):
            game = GapsGame.new(deal, rules)
            for _ in range(12):
                # a fresh advisor each time: a kept plan would come from an earlier position
                decision = Advisor(nodes=5_000).choose(game)
                if decision is None:
                    break
                # the same board and redeals left, other deal numbers: other future redeals
                left = Rules(game.redeals_left, rules.gaps, rules.redeal_when)
                twins = [GapsGame.from_text(game.to_text(), left, n) for n in (0, 17, rng.MAX_DEAL)]
                assert all(Advisor(nodes=5_000).choose(t) == decision for t in twins)
                game.play(decision) if decision != "redeal" else game.redeal()


def test_never_uses_the_games_redeal_shuffle(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*args: object) -> object:
        raise AssertionError("the advisor looked at the game's redeal shuffle")

    for rules in (Rules(), Rules(gaps="random", redeal_when="any")):
        game = GapsGame.new(5, rules)
        advisor = Advisor(nodes=5_000)
        while True:
            with monkeypatch.context() as patch:
                patch.setattr(rng, "stream", forbidden)
                decision = advisor.choose(game)
            if decision is None:
                break
            game.play(decision) if decision != "redeal" else game.redeal()


def test_stuck_position_gets_redeal_when_allowed() -> None:
    when: RedealWhen
    for when in ("stuck", "any"):
        for redeals in (1, 3):
            rules = Rules(redeals=redeals, redeal_when=when)
            assert Advisor(nodes=1_000).choose(GapsGame.from_text(STUCK, rules)) == "redeal"
    over = GapsGame.from_text(STUCK, Rules(redeals=0))
    assert over.is_over and Advisor(nodes=1_000).choose(over) is None


def test_no_redeal_decision_without_redeals() -> None:
    game = GapsGame.new(6, Rules(redeals=0, redeal_when="any"))
    advisor = Advisor(nodes=2_000)
    while (decision := advisor.choose(game)) is not None:
        assert decision != "redeal"
        game.play(decision)
    assert game.is_over


def test_won_game_gets_none() -> None:
    game = GapsGame.new(13, Rules(redeals=0))
    play_out(game, Advisor(nodes=200_000))
    assert game.is_won and Advisor().choose(game) is None


def test_shorten_cuts_detours() -> None:
    start: tuple[int | None, ...] = GapsGame.new(9).cells
    detour = []
    position = start
    walker = random.Random(2)
    for _ in range(40):
        moves = successors(position)
        if not moves:
            break
        move = walker.choice(moves)
        detour.append(move)
        position = _after(position, move)
    # the same walk there and back again, plus a two-move loop, lands at the same place
    src, dst = detour[0]
    padded = [(src, dst), (dst, src)] if (dst, src) in successors(_after(start, (src, dst))) else []
    line = padded + detour
    short = shorten(start, line)
    end = start
    for move in short:
        assert move in successors(end)
        end = _after(end, move)
    assert end == position
    assert len(short) <= len(detour)


def test_pure_python_core_plays_legally(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phase, "CORE", _pysearch.Search)
    monkeypatch.setattr(phase, "SLICE", 1_500)
    game = GapsGame.new(2, Rules(redeals=1))
    play_out(game, Advisor(nodes=2_000))
    assert game.is_over


def test_shorten_a_deep_search_path() -> None:
    start: tuple[int | None, ...] = GapsGame.new(9).cells
    search = phase.CORE(start)
    search.run(100_000)
    line = search.path()
    short = shorten(start, line)
    end, target = start, start
    for move in short:
        assert move in successors(end)
        end = _after(end, move)
    for move in line:
        target = _after(target, move)
    assert end == target
    assert len(short) < len(line)


def spy_searches(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, bool]]:
    """Record each phase search of the advisor as (variant, settled)."""
    calls: list[tuple[int, bool]] = []
    real = phase.search_phase

    def spy(cells: Sequence[int | None], **options: Any) -> phase.PhaseResult:
        result = real(cells, **options)
        calls.append((options["variant"], result.won or result.complete))
        return result

    monkeypatch.setattr(advisor_module, "search_phase", spy)
    return calls


def test_searches_again_while_the_phase_is_unsettled(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = spy_searches(monkeypatch)
    game = GapsGame.new(1, Rules(redeals=0))  # far from settled within 20,000 positions
    advisor = Advisor(nodes=20_000)
    for _ in range(RESEARCHES + 5):
        decision = advisor.choose(game)
        assert isinstance(decision, Move)
        game.play(decision)
    # the first search, then one more per decision with new seeds, RESEARCHES times at most
    assert [variant for variant, _ in calls] == list(range(RESEARCHES + 1))
    assert not any(settled for _, settled in calls)


def test_a_settled_plan_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = spy_searches(monkeypatch)
    game = GapsGame.new(13, Rules(redeals=0))
    play_out(game, Advisor(nodes=200_000))
    assert game.is_won
    assert calls == [(0, True)]  # the win found first is played out without searching again


@pytest.mark.parametrize("rules", [Rules(), Rules(gaps="random"), Rules(redeal_when="any")],
                         ids=lambda r: r.describe())
@pytest.mark.parametrize("nodes", [1, 5])
def test_a_starved_search_still_leads_to_a_legal_end(rules: Rules, nodes: int) -> None:
    # A budget that ends before any phase end is valued (a tiny one, or a clock spent on a
    # loaded machine) must neither plan a redeal where none is allowed nor go round in circles.
    for deal in (1, 2, 3):
        game = GapsGame.new(deal, rules)
        advisor = Advisor(nodes=nodes)
        for _ in range(3_000):
            decision = advisor.choose(game)
            if decision is None:
                break
            if decision == "redeal":
                assert game.can_redeal, f"deal {deal}: a redeal planned where none is allowed"
                game.redeal()
            else:
                assert decision in game.moves()
                game.play(decision)
        assert game.is_over, f"deal {deal}: still playing after 3,000 decisions"
