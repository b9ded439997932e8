# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The yardstick the difficulty levels are checked against: players of another kind than the
ladder that makes the levels (``addiction.games.*.deals``), written apart from it.

The ladder's players are the greedy simple player and the computer player's depth-first
searches. The yardstick's are:

* a **random player** that makes any move, one that moves no card in order where it can
  (Pyramid: any removal, the stock only when no removal is left);
* a **rule player** that looks no move ahead and follows a fixed list of preferences, as a
  beginner might (Gaps: put a card in order; else open a gap a card can fill; else anything;
  Pyramid: remove a King; then pair away a pyramid card, the one uncovering the most first;
  then pair with the waste; then turn the stock);
* **rollout players** that value each move by random playouts from it (``PLAYOUTS`` of them, at
  most ``DEPTH`` moves long) and take the best mean: flat Monte Carlo, with no search tree, no
  table of positions and no knowledge of the game beyond its score;
* in the Gaps family, a **beam player** that plans each deal phase breadth first, keeping the
  ``BEAM`` best positions of each depth by cards in order, then gaps a card can fill, and
  plays its way to the best it saw: the only player of the yardstick that wins the hardest
  relatives (Spaces and Aces, Double Montana) at all.

Each plays every deal with ``SEEDS`` seeds. Nothing here is read by the program: it is a
measuring instrument for ``tools.calibrate_levels``. Pure Python, deterministic for a seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from addiction.core import Card
from addiction.games.gaps.engine import GapsGame, Move, Rules
from addiction.games.gaps.engine.board import Board
from addiction.games.pyramid.engine import Action, Mode, PyramidGame

# The yardstick's players of each family, weakest first as meant (their measured strength is in
# the docs' table).
PYRAMID_PLAYERS: Final = ("random", "rules", "rollout-2", "rollout-8")
GAPS_PLAYERS: Final = (*PYRAMID_PLAYERS, "beam-32")
# Games each player plays a deal, on seeds 0 to SEEDS - 1.
SEEDS: Final = 2
# A rollout player's playouts per move, by name, and the moves a playout may take.
PLAYOUTS: Final = {"rollout-2": 2, "rollout-8": 8}
DEPTH: Final = 10
# The beam player's positions kept at each depth.
BEAM: Final = 32
# A Pyramid game of more actions than this is lost (Relaxed may turn the stock for ever).
MOST_ACTIONS: Final = 600


# --- the Gaps family --------------------------------------------------------------------------

# A move as the board lists it: the card, the place it leaves, the gap it fills.
_Move = tuple[Card, int, int]


def _gaps_rule_value(board: Board, card_src_dst: _Move) -> int:
    _, src, dst = card_src_dst
    before = board.score()
    board.move(src, dst)
    gained = board.score() > before
    opens = bool(board.takes(src))
    board.move(dst, src)
    return 2 * gained + opens


def _gaps_playout(board: Board, draw: random.Random) -> int:
    board = board.copy()
    best = board.score()
    for _ in range(DEPTH):
        moves = [(src, dst) for _, src, dst in board.legal_moves() if not board.in_place(src)]
        if not moves:
            break
        board.move(*draw.choice(moves))
        best = max(best, board.score())
    return best


def _live_gaps(board: Board) -> int:
    return sum(1 for gap in board.gaps if board.takes(gap))


def _gaps_beam_phase(board: Board, draw: random.Random) -> tuple[tuple[int, int], ...]:
    """The moves to the best position a beam search of this phase reaches (no card in order
    is moved; a position is seen once)."""
    best: tuple[tuple[int, int], tuple[tuple[int, int], ...]] = (
        (board.score(), _live_gaps(board)), ())
    frontier: list[tuple[Board, tuple[tuple[int, int], ...]]] = [(board, ())]
    seen = {tuple(board.cells)}
    while frontier:
        children = []
        for parent, path in frontier:
            for _, src, dst in list(parent.legal_moves()):
                if parent.in_place(src):
                    continue
                child = parent.copy()
                child.move(src, dst)
                key = tuple(child.cells)
                if key in seen:
                    continue
                seen.add(key)
                children.append(((child.score(), _live_gaps(child)), draw.random(), child,
                                 (*path, (src, dst))))
        children.sort(key=lambda c: (c[0], c[1]), reverse=True)
        frontier = [(child, path) for _, _, child, path in children[:BEAM]]
        if children and children[0][0] > best[0]:
            best = (children[0][0], children[0][3])
    return best[1]


def _gaps_beam_play(game: GapsGame, draw: random.Random) -> bool:
    v = game.variant
    while not game.is_over:
        for src, dst in _gaps_beam_phase(game.board.copy(), draw):
            card = game.board.cells[src]
            assert card is not None
            game.play(Move(card, v.coords[src], v.coords[dst]))
        if game.is_over or not game.can_redeal:
            break
        game.redeal()
    return game.is_won


def _gaps_chooser(name: str, draw: random.Random
                  ) -> Callable[[Board, list[_Move]], _Move]:
    def by_rules(board: Board, moves: list[_Move]) -> _Move:
        values = [_gaps_rule_value(board, m) for m in moves]
        top = max(values)
        return draw.choice([m for m, v in zip(moves, values, strict=True) if v == top])

    def by_rollouts(board: Board, moves: list[_Move]
                    ) -> _Move:
        if len(moves) == 1:
            return moves[0]
        means = []
        for _, src, dst in moves:
            twin = board.copy()
            twin.move(src, dst)
            means.append(sum(_gaps_playout(twin, draw) for _ in range(PLAYOUTS[name])))
        top = max(means)
        return draw.choice([m for m, v in zip(moves, means, strict=True) if v == top])

    def at_random(board: Board, moves: list[_Move]) -> _Move:
        free = [move for move in moves if not board.in_place(move[1])]
        return draw.choice(free or moves)

    if name == "random":
        return at_random
    return by_rules if name == "rules" else by_rollouts


def gaps_play(name: str, game_id: str, deal: int, seed: int) -> bool:
    """Whether yardstick player ``name`` wins ``deal`` of ``game_id`` (its own redeals) with
    ``seed``. It never returns to a position of the same phase, and redeals when stuck."""
    rules = Rules.of(game_id)
    game = GapsGame.new(deal, rules)
    v = game.variant
    draw = random.Random(seed)
    if name == "beam-32":
        return _gaps_beam_play(game, draw)
    choose = _gaps_chooser(name, draw)
    seen = {tuple(game.board.cells)}
    while not game.is_over:
        board = game.board.copy()
        moves = []
        for card, src, dst in list(board.legal_moves()):
            board.move(src, dst)
            if tuple(board.cells) not in seen:
                moves.append((card, src, dst))
            board.move(dst, src)
        if not moves:
            if game.redeals_left > 0 and (game.can_redeal or rules.redeal_when == "any"):
                game.redeal()
                seen = {tuple(game.board.cells)}
                continue
            break
        card, src, dst = choose(board, moves)
        game.play(Move(card, v.coords[src], v.coords[dst]))
        seen.add(tuple(game.board.cells))
    return game.is_won


# --- Pyramid ----------------------------------------------------------------------------------

def _uncovers(game: PyramidGame, action: Action) -> int:
    twin = game.copy()
    before = len(twin.available_places())
    twin.play(action)
    return len(twin.available_places()) - before


def _pyramid_rule_value(game: PyramidGame, action: Action) -> tuple[int, int]:
    if not action.is_removal:
        return 0, 0
    cards = action.cards
    from_pyramid = sum((game.location(card) or ("", 0))[0] == "pyramid" for card in cards)
    if len(cards) == 1:
        return 4, 0  # a King goes at once
    return 1 + from_pyramid, _uncovers(game, action)


def _pyramid_playout(game: PyramidGame, draw: random.Random) -> int:
    game = game.copy()
    for _ in range(DEPTH):
        actions = game.actions()
        if not actions:
            break
        removals = [a for a in actions if a.is_removal]
        game.play(draw.choice(removals or actions))
    return game.score


def pyramid_play(name: str, deal: int, seed: int, mode: Mode = "classic") -> bool:
    """Whether yardstick player ``name`` clears the pyramid of ``deal`` with ``seed``."""
    game = PyramidGame.new(deal, mode)
    draw = random.Random(seed)
    for _ in range(MOST_ACTIONS):
        actions = game.actions()
        if not actions:
            break
        if name == "random":
            values = [(int(a.is_removal), 0) for a in actions]
        elif name == "rules":
            values = [_pyramid_rule_value(game, a) for a in actions]
        else:
            values = []
            for action in actions:
                twin = game.copy()
                twin.play(action)
                total = sum(_pyramid_playout(twin, draw) for _ in range(PLAYOUTS[name]))
                values.append((total, 0))
        top = max(values)
        game.play(draw.choice([a for a, v in zip(actions, values, strict=True) if v == top]))
    return game.is_won


def players(game_id: str) -> tuple[str, ...]:
    """The yardstick's players of ``game_id``."""
    return PYRAMID_PLAYERS if game_id == "pyramid" else GAPS_PLAYERS


def games(game_id: str, deal: int, names: tuple[str, ...] | None = None
          ) -> dict[str, list[bool]]:
    """Whether each yardstick player (of ``names``; all of the game's by default) wins
    ``deal`` of ``game_id``, one game a seed."""
    if game_id == "pyramid":
        return {name: [pyramid_play(name, deal, seed) for seed in range(SEEDS)]
                for name in names or PYRAMID_PLAYERS}
    return {name: [gaps_play(name, game_id, deal, seed) for seed in range(SEEDS)]
            for name in names or GAPS_PLAYERS}
