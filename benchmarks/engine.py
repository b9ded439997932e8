# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Engine throughput: legal-move generation, play + undo, and random whole-game playouts.

Run ``python -m benchmarks.engine``. It prints rates per second on one core; the figure that
matters for the solver is the core cycle "generate moves, play one, undo it".
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from addiction.core.rng import SplitMix64
from addiction.games.gaps.engine import Board, GapsGame, Rules


def rate(label: str, unit: str, count: int, work: Callable[[], None]) -> float:
    start = time.perf_counter()
    work()
    elapsed = time.perf_counter() - start
    per_second = count / elapsed
    print(f"{label:<46} {per_second:>12,.0f} {unit}/s")
    return per_second


def sample_boards(n: int) -> list[Board]:
    """Positions from a little random play on many deals, so every kind of gap appears."""
    gen = SplitMix64(2026)
    boards = []
    for deal in range(1, n + 1):
        game = GapsGame.new(deal)
        for _ in range(gen.below(25)):
            moves = game.moves()
            if not moves:
                break
            game.play(moves[gen.below(len(moves))])
        boards.append(game.board.copy())
    return boards


def core_cycle(boards: list[Board], rounds: int) -> Callable[[], None]:
    def work() -> None:
        for _ in range(rounds):
            for board in boards:
                moves = list(board.legal_moves())
                if moves:
                    _card, src, dst = moves[0]
                    board.move(src, dst)
                    board.move(dst, src)
    return work


def game_cycle(games: list[GapsGame], rounds: int) -> Callable[[], None]:
    def work() -> None:
        for _ in range(rounds):
            for game in games:
                moves = game.moves()
                if moves:
                    game.play(moves[0])
                    game.undo()
    return work


def playouts(n: int, rules: Rules) -> Callable[[], None]:
    def work() -> None:
        gen = SplitMix64(7)
        for deal in range(1, n + 1):
            game = GapsGame.new(deal, rules)
            while not game.is_over:
                moves = game.moves()
                if moves:
                    game.play(moves[gen.below(len(moves))])
                else:
                    game.redeal()
    return work


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--scale", type=float, default=1.0, help="work multiplier (default 1)")
    args = parser.parse_args(argv)
    boards = sample_boards(500)
    rounds = max(1, int(200 * args.scale))
    cycles = len(boards) * rounds
    print(f"positions: {len(boards)}, rounds: {rounds}")
    rate("Board: all legal moves + play one + undo it", "cycles", cycles, core_cycle(boards, rounds))
    games = [GapsGame.from_text(b.to_text()) for b in boards]
    game_rounds = max(1, rounds // 4)
    rate("Game: moves() + play + undo (checked, recorded)", "cycles",
         len(games) * game_rounds, game_cycle(games, game_rounds))
    n = max(1, int(300 * args.scale))
    rate("random whole games (3 redeals, after-sequence)", "games", n, playouts(n, Rules()))
    rate("random whole games (3 redeals, random gaps)", "games", n, playouts(n, Rules(gaps="random")))


if __name__ == "__main__":
    main()
