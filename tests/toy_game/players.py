# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Tens' computer players, in pure Python: the greedy player (Hint, Auto, the study), a search
that finds a winning line or proves there is none, the judge of deals and the analyst."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, Final

from addiction.contract import LEVELS, STANDARD_RULES, Judgement
from addiction.core.analysis import Judged, ReplayAnalyst
from addiction.study.player import player_study
from tests.toy_game.engine import SIZE, Pair, ToyGame, pair_of

# Positions a search may find lost before it gives up: far more than a deal of 18 cards has.
POSITIONS: Final = 50_000


def after(game: ToyGame, pair: Pair) -> ToyGame:
    played = game.copy()
    played.play(pair)
    return played


def greedy(game: ToyGame) -> Pair | None:
    """The pair that leaves the most pairs to play (a win first, then the first of equals)."""
    return max(game.actions(), default=None, key=lambda pair: SIZE
               if (next_ := after(game, pair)).is_won else len(next_.actions()))


class Greedy:
    """Hint and Auto: the greedy player's pair."""

    choose = staticmethod(greedy)


def play_out(deal: int) -> ToyGame:
    """Deal ``deal`` played by ``greedy`` until nothing is left to play."""
    game = ToyGame.new(deal)
    while (pair := greedy(game)) is not None:
        game.play(pair)
    return game


def solve(game: ToyGame) -> Judged:
    """A winning line from ``game``'s position, "not-winnable" once every position was seen,
    "unknown" when ``POSITIONS`` were visited first (a count, never a clock)."""
    lost: set[str] = set()

    def search(position: ToyGame) -> tuple[Pair, ...] | None:
        if position.is_won:
            return ()
        if position.to_text() in lost or len(lost) >= POSITIONS:
            return None
        for pair in position.actions():
            if (line := search(after(position, pair))) is not None:
                return (pair, *line)
        lost.add(position.to_text())
        return None

    line = search(game.copy())
    if line is not None:
        return Judged("winnable", line)
    return Judged("unknown" if len(lost) >= POSITIONS else "not-winnable")


def judge(game_id: str, deal: int, options: Any = None,
          cancelled: Callable[[], bool] = lambda: False, *, rated: bool = True) -> Judgement:
    """Deal ``deal`` judged from its start: easy when the greedy player wins it, hard when only
    the search does, expert when nothing can."""
    if options not in (None, STANDARD_RULES):
        raise ValueError(f"{options!r} is not a rule set of Tens")
    found = solve(ToyGame.new(deal))
    level = ("easy" if play_out(deal).is_won else "hard") if found.line else LEVELS[-1]
    rules_key = f"{game_id}:{STANDARD_RULES}"
    if cancelled():
        return Judgement(game_id, deal, rules_key, "unknown", LEVELS[-1])
    return Judgement(game_id, deal, rules_key, found.judgement, level if rated else None,
                     found.line)


class ToyAnalyst(ReplayAnalyst):
    """A finished game of Tens analysed pair by pair (``addiction.contract.Analyst``)."""

    best = SIZE
    game = staticmethod(ToyGame.from_dict)
    judge = staticmethod(solve)
    advice = staticmethod(pair_of)

    @staticmethod
    def data(step: Pair) -> list[str]:
        return [str(card) for card in step]


# The study of Tens (its declaration names it): the greedy player's deals.
toy_study = partial(player_study, title="Tens", play_out=play_out, player="greedy",
                    max_score=SIZE)
