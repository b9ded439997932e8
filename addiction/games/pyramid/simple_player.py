# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A simple player of Pyramid, the yardstick of the difficulty levels: greedy, with one action
of lookahead and random tie-breaks, as a casual player might play.

Each action is valued by the most pyramid cards cleared after it or after one more action; a
removal goes before a turn of the stock of the same value; among the best, one is drawn by a
seeded generator. Pure Python, deterministic for a seed.
"""

from __future__ import annotations

import random
from typing import Final

from addiction.games.pyramid.engine import Action, Mode, PyramidGame

# Relaxed play may turn the stock for ever: a game of more actions than this is lost.
MOST_ACTIONS: Final = 600


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


def simple_play(deal: int, mode: Mode, seed: int) -> float:
    """The share of the pyramid the simple player clears in ``deal`` (1.0: a win), drawing
    its ties with ``seed``."""
    game = PyramidGame.new(deal, mode)
    draw = random.Random(seed)
    for _ in range(MOST_ACTIONS):
        actions = game.actions()
        if not actions:
            break
        values = [_value(game, a) for a in actions]
        best = max(values)
        game.play(draw.choice([a for a, v in zip(actions, values, strict=True) if v == best]))
    return game.score / game.max_score


def simple_scores(game_id: str, deal: int, lines: int, options: Mode | None = None
                  ) -> list[float]:
    """The shares of the pyramid ``lines`` seeded games of the simple player clear."""
    del game_id
    return [simple_play(deal, options or "classic", seed) for seed in range(lines)]
