# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A simple player of the Gaps family, a second yardstick of the difficulty levels (beside the
quick player of ``deals``, whose wins make them): greedy, with one move of lookahead and
random tie-breaks, as a casual player might play.

Each move is valued by the best score (cards in order) it or one move after it reaches, then
by the gaps it leaves that a card can fill; among the best, one is drawn by a seeded
generator. It never returns to a position it saw in the
same deal phase (where a card could shuttle between two gaps), redeals when stuck (or, with
redeals at any time, when no move is left to it), and gives up when no new move is left.
Pure Python, deterministic for a seed.
"""

from __future__ import annotations

import random

from addiction.core import Card
from addiction.games.gaps.engine import GapsGame, Move, Rules
from addiction.games.gaps.engine.board import Board


def _live_gaps(board: Board) -> int:
    return sum(1 for gap in board.gaps if board.takes(gap))


def _value(board: Board) -> tuple[int, int]:
    """The best score this position or one move on reaches, then its gaps that can be filled."""
    best = board.score()
    for _, src, dst in list(board.legal_moves()):
        twin = board.copy()
        twin.move(src, dst)
        best = max(best, twin.score())
    return best, _live_gaps(board)


def simple_play(deal: int, rules: Rules, seed: int) -> float:
    """The share of the full score the simple player ends ``deal`` with (1.0: a win), drawing
    its ties with ``seed``."""
    game = GapsGame.new(deal, rules)
    v = game.variant
    draw = random.Random(seed)
    seen = {tuple(game.board.cells)}
    while not game.is_over:
        board = game.board
        choices: list[tuple[Card, int, int]] = []
        best = (-1, -1)
        for card, src, dst in list(board.legal_moves()):
            twin = board.copy()
            twin.move(src, dst)
            if tuple(twin.cells) in seen:
                continue
            value = _value(twin)
            if value > best:
                best, choices = value, []
            if value == best:
                choices.append((card, src, dst))
        if not choices:
            if game.redeals_left > 0 and (game.can_redeal or rules.redeal_when == "any"):
                game.redeal()
                seen = {tuple(game.board.cells)}
                continue
            break
        card, src, dst = draw.choice(choices)
        game.play(Move(card, v.coords[src], v.coords[dst]))
        seen.add(tuple(game.board.cells))
    return game.score / v.full_score


def simple_scores(game_id: str, deal: int, lines: int, options: Rules | None = None
                  ) -> list[float]:
    """The score shares of ``lines`` seeded games of the simple player on ``deal``."""
    rules = options if options is not None else Rules.of(game_id)
    return [simple_play(deal, rules, seed) for seed in range(lines)]
