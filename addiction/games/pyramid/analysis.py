# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A finished Pyramid game analysed action by action (``addiction.core.analysis``).

The solver judges each position it is asked about: "winnable" with a clearing line,
"not-winnable" proven (its search saw every state), or "unknown" when its budget ran out. The
budget is counted in states (``solver.solve_within``, as the deal judge counts it), never in
seconds: the same game gets the same verdicts on every machine, however busy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from addiction.core.analysis import Analysis, Judged, ReplayAnalyst, leaving_point, trace
from addiction.core.cards import parse_card
from addiction.games.pyramid.engine import Action, PyramidGame
from addiction.games.pyramid.solver import solve_within

# The solver's budget per position, in states taken from its search queues.
STATES: Final = 300_000


class PyramidAnalyst(ReplayAnalyst):
    """What Pyramid tells the analysis (named by its declaration)."""

    @classmethod
    def game(cls, data: Any) -> PyramidGame:
        """The recorded game (``PyramidGame.to_dict``'s data); ``SaveError`` when it is not one."""
        return PyramidGame.from_dict(data)

    @classmethod
    def position(cls, data: Any, k: int) -> PyramidGame:
        """A new game at the position after the game's first ``k`` actions."""
        position: PyramidGame = super().position(data, k)
        return position

    @staticmethod
    def advice(item: Any) -> Action:
        """An analysis's ``alternative`` as an action."""
        kind, *tokens = item
        cards = [parse_card(t) for t in tokens]
        if kind not in ("pair", "king", "draw", "recycle") or None in cards:
            raise ValueError(f"{str(item)[:40]!r} is not a Pyramid action")
        return Action(kind, tuple(c for c in cards if c is not None))

    @classmethod
    def analyse(cls, data: Any, *, states: int = STATES,
                cancelled: Callable[[], bool] = lambda: False,
                progress: Callable[[int, int], None] = lambda done, expected: None) -> Analysis:
        game = cls.game(data)
        path = list(game.history)
        walk = game.restarted()
        scores, kinds = [walk.score], []
        for action in path:
            walk.play(action)
            scores.append(walk.score)
            # A turn of the waste starts a new pass (marked on the timeline); a removal or a
            # card turned from the stock is an ordinary move.
            kinds.append("pass" if action.kind == "recycle" else "move")
        checkpoints = {k for k, action in enumerate(path) if action.kind == "recycle"}

        def judge(k: int) -> Judged:
            verdict, line, _ = solve_within(cls.replayed(game, path, k), states, cancelled)
            return Judged(verdict, tuple(line or ()))

        traced = trace(len(path), judge, checkpoints=checkpoints, cancelled=cancelled,
                       progress=progress,
                       follows=lambda k, line: k + leaving_point(k, line, path))
        alternative = traced.line[0] if traced.line else None
        return Analysis(
            verdicts=traced.verdicts, scores=tuple(scores), kinds=tuple(kinds),
            max_score=game.max_score, turning_point=traced.turning_point,
            alternative=None if alternative is None
            else [alternative.kind, *map(str, alternative.cards)],
            searched=traced.searched)

