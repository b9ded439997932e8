# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Store costs: the save after every move, recording a finished game, and the database size.

Run ``python -m benchmarks.store`` (``--games`` to change the 10,000 recorded games, ``--dir``
to measure on another disk; the default is a temporary folder). Times are wall-clock and
include the fsync that makes each write survive a power cut. Pass ``--dir`` on the disk the
player's data lives on: a RAM disk makes fsync free and the figures meaningless.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

from addiction.core.rng import SplitMix64
from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.engine.rules import rules_key as addiction_rules_key
from addiction.store import GameRecord, RecordsStore, SavedGames


def timings(label: str, runs: int, work: Callable[[int], object]) -> None:
    samples = []
    for n in range(runs):
        start = time.perf_counter()
        work(n)
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    median = statistics.median(samples)
    p95 = samples[min(len(samples) - 1, round(0.95 * len(samples)))]
    print(f"{label:<44} median {median:7.3f} ms   p95 {p95:7.3f} ms   ({runs} runs)")


def mid_game(deal: int, actions: int) -> GapsGame:
    """A game a player is halfway through: random moves, a redeal when stuck."""
    gen = SplitMix64(deal)
    game = GapsGame.new(deal, Rules())
    while game.moves_played + game.redeals_used < actions and not game.is_over:
        moves = game.moves()
        if moves:
            game.play(moves[gen.below(len(moves))])
        elif game.can_redeal:
            game.redeal()
    return game


def finished_games(count: int, rules_key: str) -> list[GameRecord]:
    """Finished games with scores, moves and times spread like a real history."""
    gen = SplitMix64(48)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    records = []
    for n in range(count):
        won = gen.below(4) == 0
        score = 48 if won else 8 + gen.below(40)
        seconds = 120 + gen.below(900)
        started = start + timedelta(minutes=30 * n)
        records.append(
            GameRecord(
                game="addiction", rules_key=rules_key, deal=1 + gen.below(2_000_000_000),
                score=score, won=won, moves=40 + gen.below(120), redeals_used=gen.below(4),
                seconds=seconds, started=started,
                finished=started + timedelta(seconds=seconds), assisted=gen.below(10) == 0,
                given_up=not won and gen.below(5) == 0,
            )
        )
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000, help="finished games to record")
    parser.add_argument("--dir", type=Path, default=None, help="folder to measure in")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        game = mid_game(deal=777, actions=90)
        extras = {"elapsed": 431, "assisted": False}
        saves = SavedGames(folder)
        data = {"game": game.to_dict(), **extras}
        saves.save("addiction", data)
        saves.flush()
        size = saves.path("addiction").stat().st_size
        print(f"saved game: {game.moves_played} moves, {game.redeals_used} redeals, {size} bytes")

        def save_after_move(_: int) -> None:
            saves.save("addiction", {"game": game.to_dict(), **extras})

        # What the window waits for: to_dict, JSON, and handing the bytes to the writer.
        timings("save after a move (window's share)", 500, save_after_move)
        saves.flush()
        # What the writer thread does for each save: temp file, fsync, rename.
        def save_and_wait(n: int) -> None:
            save_after_move(n)
            saves.flush()

        timings("save after a move, until on disk", 300, save_and_wait)
        timings("resume (load + Game.from_dict)", 100,
                lambda _: GapsGame.from_dict((saves.load("addiction") or {})["game"]))

        rules_key = addiction_rules_key(Rules())
        records = finished_games(args.games, rules_key)
        store = RecordsStore.open(folder)
        start = time.perf_counter()
        timings(f"record_game ({args.games:,} games)", args.games,
                lambda n: store.record_game(records[n]))
        print(f"recording all games took {time.perf_counter() - start:.1f} s")
        timings("summary of the rule set", 50, lambda _: store.summary(rules_key))
        timings("distribution + recent(50)", 50,
                lambda _: (store.distribution(rules_key), store.recent(rules_key, 50)))
        store.close()
        path = store.path
        timings("open the store (quick_check included)", 20, lambda _: RecordsStore(path).close())
        print(f"database size after {args.games:,} games: {path.stat().st_size:,} bytes "
              f"({path.stat().st_size / args.games:.0f} bytes per game)")


if __name__ == "__main__":
    main()
