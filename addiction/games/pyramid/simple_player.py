# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Simple players of Pyramid: greedy, with one action of lookahead, as a casual player might
play. The *greedy* player checks the difficulty levels; the *quick* player makes them.

Each action is valued by the most pyramid cards cleared after it or after one more action; a
removal goes before a turn of the stock of the same value. The greedy player draws one of the
best by a seeded generator, so its games on a deal barely differ (it wins all or none of them
on nearly every deal). The quick player draws among the actions at most ``QUICK_MARGIN`` below
the best (half a card for each step: a turn instead of an equal removal, or a card less), so
its seeds play other games and win a share of them. Pure Python, deterministic for a seed.
"""

from __future__ import annotations

import random
from typing import Final

from addiction.games.pyramid.engine import Action, Mode, PyramidGame

# Relaxed play may turn the stock for ever: a game of more actions than this is lost.
MOST_ACTIONS: Final = 600
# How far below the best action, in half cards, the quick player still draws from (why 2:
# docs/computer-player.md).
QUICK_MARGIN: Final = 2


def _value(game: PyramidGame, action: Action) -> tuple[int, bool]:
    twin = game.copy()
    twin.play(action)
    best = twin.score
    for after in twin.actions():
        if after.is_removal:
            again = twin.copy()
            again.play(after)
            best = max(best, again.score)
    return best, action.is_removal


def _play(deal: int, mode: Mode, seed: int, margin: int) -> PyramidGame:
    """A game of ``deal`` played to its end, drawing among the actions at most ``margin`` half
    cards below the best with ``seed``."""
    game = PyramidGame.new(deal, mode)
    draw = random.Random(seed)
    for _ in range(MOST_ACTIONS):
        actions = game.actions()
        if not actions:
            break
        values = [2 * cleared + removal for cleared, removal in (_value(game, a) for a in actions)]
        least = max(values) - margin
        game.play(draw.choice([a for a, v in zip(actions, values, strict=True) if v >= least]))
    return game


def simple_play(deal: int, mode: Mode, seed: int) -> float:
    """The share of the pyramid the greedy player clears in ``deal`` (1.0: a win), drawing
    its ties with ``seed``."""
    game = _play(deal, mode, seed, 0)
    return game.score / game.max_score


def quick_play(deal: int, mode: Mode, seed: int) -> bool:
    """Whether the quick player, drawing with ``seed``, clears the pyramid of ``deal``."""
    return _play(deal, mode, seed, QUICK_MARGIN).is_won


def simple_scores(game_id: str, deal: int, lines: int, options: Mode | None = None
                  ) -> list[float]:
    """The shares of the pyramid ``lines`` seeded games of the greedy player clear."""
    del game_id
    return [simple_play(deal, options or "classic", seed) for seed in range(lines)]
