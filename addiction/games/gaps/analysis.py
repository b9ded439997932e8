# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A finished game of the Gaps family analysed move by move (``addiction.core.analysis``).

"Winnable from position k": the family's computer player, with a fixed node budget per
search, plays a copy of the game at k (with the redeals it had left there) to a win.
"Lost at k": no redeal is left and a search of every position proves that no win without a
redeal exists; with a redeal left nothing is proven (the redeal's shuffle is the deal's own,
so a loss could be proven only by searching every phase after every shuffle). Node budgets,
never clocks: the same answer on every machine, however busy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from addiction.core.analysis import (
    Analysis,
    Judged,
    Judgement,
    ReplayAnalyst,
    leaving_point,
    trace,
)
from addiction.core.cards import parse_card
from addiction.games.gaps.engine import Decision, GapsGame, Move
from addiction.games.gaps.engine.game import Redeal, Step
from addiction.games.gaps.solver import family, phase
from addiction.games.gaps.solver.family import advisor_for, plays_like_addiction

# Positions per search of the computer player (Auto's searches, by nodes instead of time).
NODES: Final = 60_000
# Positions the proof of a loss may visit before it says "unknown".
PROOF_NODES: Final = 500_000
# Decisions after which a play-out is abandoned (far beyond any real game).
MAX_DECISIONS: Final = 5_000


def _decision(step: Step) -> Decision:
    return "redeal" if isinstance(step, Redeal) else step


def _data(decision: Decision) -> list[Any]:
    if decision == "redeal":
        return ["redeal"]
    return ["move", str(decision.card), *decision.src, *decision.dst]


def _same(a: Decision, b: Decision) -> bool:
    if a == "redeal" or b == "redeal":
        return a == b
    assert isinstance(a, Move) and isinstance(b, Move)
    return (a.src, a.dst) == (b.src, b.dst)


def _play(game: GapsGame, decision: Decision) -> None:
    if decision == "redeal":
        game.redeal()
    else:
        game.play(decision)


class GapsAnalyst(ReplayAnalyst):
    """What the Gaps family's games tell the analysis (named by their declarations): a step
    is a decision, a move or "redeal"."""

    @classmethod
    def game(cls, data: Any) -> GapsGame:
        """The recorded game (``GapsGame.to_dict``'s data); ``SaveError`` when it is not one."""
        return GapsGame.from_dict(data)

    @staticmethod
    def step(item: Any) -> Decision:
        return _decision(item)

    @staticmethod
    def replay(game: Any, step: Any) -> None:
        _play(game, step)

    @classmethod
    def position(cls, data: Any, k: int) -> GapsGame:
        """A new game at the position after the game's first ``k`` steps, with the redeals it
        had left there (a redeal deals what it dealt in the game: the deal's own shuffle)."""
        position: GapsGame = super().position(data, k)
        return position

    @staticmethod
    def advice(item: Any) -> Decision:
        """An analysis's ``alternative`` as a decision."""
        if item == ["redeal"]:
            return "redeal"
        _, token, r1, c1, r2, c2 = item
        card = parse_card(token)
        if card is None:
            raise ValueError(f"{str(token)[:20]!r} is not a card")
        return Move(card, (r1, c1), (r2, c2))

    @classmethod
    def analyse(cls, data: Any, *, nodes: int = NODES, proof_nodes: int = PROOF_NODES,
                cancelled: Callable[[], bool] = lambda: False,
                progress: Callable[[int, int], None] = lambda done, expected: None) -> Analysis:
        """Judge the game's path (see the module's text); ``Cancelled`` if ``cancelled``."""
        game = cls.game(data)
        path = [_decision(step) for step in game.history]
        start = game.restarted()
        scores, kinds, redeals_left = [start.score], [], [start.redeals_left]
        walk = start.copy()
        for decision in path:
            _play(walk, decision)
            scores.append(walk.score)
            kinds.append("redeal" if decision == "redeal" else "move")
            redeals_left.append(walk.redeals_left)
        # Before each redeal, and the first position with no redeal left (a loss can be
        # proven from there on).
        checkpoints = {k for k, d in enumerate(path) if d == "redeal"}
        checkpoints |= {k for k in range(1, len(redeals_left))
                        if redeals_left[k] == 0 < redeals_left[k - 1]}

        def judge(k: int) -> Judged:
            position: GapsGame = cls.replayed(game, path, k)
            if position.is_won:
                return Judged("winnable")
            line = _play_out(position.copy(), nodes, cancelled)
            if line is not None:
                return Judged("winnable", tuple(line))
            if position.redeals_left == 0 or position.is_over:
                return Judged(_proof(position, proof_nodes, cancelled))
            return Judged("unknown")

        traced = trace(
            len(path), judge, checkpoints=checkpoints, cancelled=cancelled, progress=progress,
            follows=lambda k, line: k + leaving_point(k, line, path, _same))
        return Analysis(
            verdicts=traced.verdicts, scores=tuple(scores), kinds=tuple(kinds),
            max_score=game.max_score, turning_point=traced.turning_point,
            alternative=_data(traced.line[0]) if traced.line else None,
            searched=traced.searched)


def _play_out(game: GapsGame, nodes: int, cancelled: Callable[[], bool]) -> list[Decision] | None:
    """The decisions with which the computer player wins ``game`` from where it is (None when
    it does not), as Auto plays: one decision after another, each searched by nodes."""
    advisor = advisor_for(game.variant.id, nodes=nodes)
    played: list[Decision] = []
    while not game.is_over and len(played) < MAX_DECISIONS:
        if cancelled():
            return None
        decision = advisor.choose(game)
        if decision is None:
            break
        _play(game, decision)
        played.append(decision)
    return played if game.is_won else None


def _proof(game: GapsGame, nodes: int, cancelled: Callable[[], bool]) -> Judgement:
    """Whether ``game`` (no redeal left) can still be won: a search of every position within
    ``nodes`` says "not-winnable" or finds a win; "unknown" when it runs out first."""
    if game.is_over:
        return "winnable" if game.is_won else "not-winnable"
    cells = game.cells
    if plays_like_addiction(game.variant):
        result = phase.search_phase(cells, nodes=nodes, cancelled=cancelled,
                                    schedule=((phase.UNLIMITED, 0, 1.0),), reduce=True)
        won, complete = result.won, result.complete
    else:
        found = family.search_phase(game.variant, cells, nodes=nodes, reduce=True)
        won, complete = found.won, found.complete
    if won:
        return "winnable"
    return "not-winnable" if complete else "unknown"
