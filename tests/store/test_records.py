# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The record book: rows, falling records, streaks, distribution, reset, schema, two writers."""

from __future__ import annotations

import multiprocessing
import sqlite3
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.keeper import record_of, rules_from_key
from addiction.games.gaps.keeper import rules_key as addiction_rules_key
from addiction.games.pyramid.keeper import rules_key as pyramid_rules_key
from addiction.store import RECORDS_FILE, SCHEMA_VERSION, GameRecord, RecordsStore, default_data_dir

if TYPE_CHECKING:
    from multiprocessing.synchronize import Barrier

KEY = "addiction:redeals=3,gaps=after-sequence,redeal_when=stuck"
OTHER = "addiction:redeals=0,gaps=random,redeal_when=any"
START = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def finished(
    score: int,
    *,
    won: bool | None = None,
    moves: int = 100,
    seconds: int = 300,
    assisted: bool = False,
    given_up: bool = False,
    deal: int = 7,
    key: str = KEY,
) -> GameRecord:
    return GameRecord(
        game=key.partition(":")[0],
        rules_key=key,
        deal=deal,
        score=score,
        won=score == 48 if won is None else won,
        moves=moves,
        redeals_used=1,
        seconds=seconds,
        started=START,
        finished=START + timedelta(seconds=seconds),
        assisted=assisted,
        given_up=given_up,
    )


@pytest.fixture
def store(tmp_path: Path) -> RecordsStore:
    return RecordsStore.open(tmp_path)


def test_a_fresh_store_is_empty_and_has_no_problem(store: RecordsStore, tmp_path: Path) -> None:
    assert store.problem is None
    assert store.persistent
    assert (tmp_path / RECORDS_FILE).is_file()
    assert store.rule_sets() == []
    summary = store.summary(KEY)
    assert (summary.games, summary.wins, summary.best_score, summary.win_rate) == (0, 0, None, 0.0)
    assert store.distribution(KEY) == [0] * 49
    assert store.recent(KEY) == []


def test_a_recorded_game_reads_back_field_for_field(store: RecordsStore) -> None:
    record = finished(31, moves=57, seconds=412, given_up=True, deal=123456)
    store.record_game(record)
    assert store.recent(KEY) == [record]


def test_records_fall_only_when_an_earlier_record_is_beaten(store: RecordsStore) -> None:
    assert store.record_game(finished(20)) == frozenset()  # the first game breaks nothing
    assert store.record_game(finished(19)) == frozenset()
    assert store.record_game(finished(25)) == {"score"}
    assert store.record_game(finished(25)) == frozenset()  # equal is not better
    assert store.record_game(finished(48, moves=120, seconds=500)) == {"score"}
    assert store.record_game(finished(48, moves=110, seconds=600)) == {"moves"}
    assert store.record_game(finished(48, moves=130, seconds=450)) == {"time"}
    assert store.record_game(finished(48, moves=90, seconds=400)) == {"moves", "time"}


def test_assisted_games_count_in_no_figure_and_never_set_a_record(store: RecordsStore) -> None:
    store.record_game(finished(30))
    store.record_game(finished(48, moves=80, seconds=100))
    assert store.record_game(finished(48, moves=10, seconds=10, assisted=True)) == frozenset()
    summary = store.summary(KEY)
    assert (summary.games, summary.wins, summary.helped) == (2, 1, 1)
    assert summary.average_score == pytest.approx(39)
    assert (summary.best_score, summary.fewest_moves, summary.fastest_seconds) == (48, 80, 100)
    # The assisted game did not lower the bar either: 90 moves beats nothing.
    assert store.record_game(finished(48, moves=90, seconds=200)) == frozenset()


def test_an_assisted_best_score_does_not_count(store: RecordsStore) -> None:
    store.record_game(finished(40, assisted=True))
    store.record_game(finished(12))
    assert store.summary(KEY).best_score == 12
    assert store.record_game(finished(13)) == {"score"}


def test_summary_totals_average_and_win_rate(store: RecordsStore) -> None:
    for score in (10, 48, 20, 48):
        store.record_game(finished(score))
    summary = store.summary(KEY)
    assert (summary.games, summary.wins, summary.win_rate) == (4, 2, 0.5)
    assert summary.average_score == pytest.approx(31.5)


@pytest.mark.parametrize(
    ("games", "longest", "current"),
    [
        ("", 0, 0),
        ("WWLWWWL", 3, 0),
        ("WWLWWW", 3, 3),
        ("WaW", 2, 2),  # an assisted game, won or lost, counts in no streak
        ("WWxW", 3, 3),
        ("WpW", 2, 2),  # nor does a game from a pasted position, even unassisted
        ("WWqW", 3, 3),
        ("LLL", 0, 0),
    ],
)
def test_win_streaks(store: RecordsStore, games: str, longest: int, current: int) -> None:
    for game in games:
        won = game in "Wap"
        store.record_game(
            finished(48 if won else 30, assisted=game in "ax", deal=0 if game in "pq" else 7)
        )
    summary = store.summary(KEY)
    assert (summary.longest_streak, summary.current_streak) == (longest, current)


def test_rule_sets_are_kept_apart(store: RecordsStore) -> None:
    store.record_game(finished(48, key=KEY))
    store.record_game(finished(5, key=OTHER))
    store.record_game(finished(7, key=OTHER))
    assert store.summary(KEY).games == 1
    assert store.summary(OTHER).best_score == 7
    assert store.rule_sets() == [OTHER, KEY]  # most recently played first
    store.record_game(finished(9, key=KEY))
    assert store.rule_sets() == [KEY, OTHER]


def test_distribution_counts_the_final_score_of_every_game_that_counts(
        store: RecordsStore) -> None:
    for score in (0, 12, 12, 48, 33, 12):
        store.record_game(finished(score, assisted=score == 33))
    store.record_game(finished(40, deal=0))
    counts = store.distribution(KEY)
    assert len(counts) == 49
    assert (counts[0], counts[12], counts[33], counts[48], sum(counts)) == (1, 3, 0, 1, 5)
    assert sum(counts) == store.summary(KEY).games


def test_pyramid_distribution_runs_to_its_own_top_score(store: RecordsStore) -> None:
    key = pyramid_rules_key("classic")
    store.record_game(finished(28, key=key))
    assert store.distribution(key)[-1] == 1
    assert len(store.distribution(key)) == 29


def test_recent_is_newest_first_and_limited(store: RecordsStore) -> None:
    for deal in range(1, 8):
        store.record_game(finished(deal, deal=deal))
    store.record_game(finished(3, deal=99, key=OTHER))
    assert [r.deal for r in store.recent(KEY, limit=3)] == [7, 6, 5]
    assert [r.deal for r in store.recent(None, limit=2)] == [99, 7]


def test_reset_one_rule_set_or_all(store: RecordsStore) -> None:
    store.record_game(finished(48, key=KEY))
    store.record_game(finished(4, key=OTHER))
    store.record_game(finished(5, key=OTHER))
    assert store.reset(OTHER) == 2
    assert store.rule_sets() == [KEY]
    assert store.reset() == 1
    assert store.rule_sets() == []
    assert store.summary(KEY).games == 0


def test_records_survive_closing_and_reopening(tmp_path: Path) -> None:
    with RecordsStore.open(tmp_path) as first:
        first.record_game(finished(40))
    with RecordsStore.open(tmp_path) as second:
        assert second.summary(KEY).best_score == 40
        assert second.problem is None


def test_the_schema_version_is_written(tmp_path: Path) -> None:
    RecordsStore.open(tmp_path).close()
    with closing(sqlite3.connect(tmp_path / RECORDS_FILE)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_record_from_a_finished_engine_game(store: RecordsStore) -> None:
    rules = Rules(redeals=2, gaps="random")
    game = GapsGame.new(deal=42, rules=rules)
    game.play(game.moves()[0])
    game.give_up()
    record = record_of(game, seconds=61, started=START, assisted=False)
    assert (record.deal, record.moves, record.given_up, record.won) == (42, 1, True, False)
    assert record.score == game.score
    assert record.rules_key == addiction_rules_key(rules)
    assert rules_from_key(record.rules_key) == rules
    assert store.record_game(record) == frozenset()


def test_a_pasted_position_played_alone_is_not_assisted() -> None:
    # Deal 0 is no real deal, and the records keep it out of the bests by that alone;
    # "assisted" says only that Hint or Auto helped.
    game = GapsGame.from_text(GapsGame.new(deal=3).to_text())
    assert game.deal == 0
    assert not record_of(game, seconds=1, started=START, assisted=False).assisted
    assert record_of(game, seconds=1, started=START, assisted=True).assisted


def test_pasted_positions_count_in_no_figure_and_never_set_a_record(store: RecordsStore) -> None:
    store.record_game(finished(30))
    store.record_game(finished(48, moves=80, seconds=100))
    assert store.record_game(finished(48, moves=10, seconds=10, deal=0)) == frozenset()
    assert store.record_game(finished(40, deal=0, key=OTHER)) == frozenset()
    summary = store.summary(KEY)
    assert (summary.games, summary.wins, summary.helped) == (2, 1, 1)
    assert (summary.best_score, summary.fewest_moves, summary.fastest_seconds) == (48, 80, 100)
    assert store.summary(OTHER).best_score is None
    # Nor did it lower the bar: 90 moves beats nothing, 12 is a first best score.
    assert store.record_game(finished(48, moves=90, seconds=200)) == frozenset()
    assert store.record_game(finished(12, key=OTHER)) == frozenset()
    assert store.summary(OTHER).best_score == 12


def test_rules_keys_are_canonical() -> None:
    assert addiction_rules_key(Rules()) == KEY
    assert pyramid_rules_key("relaxed") == "pyramid:relaxed"
    with pytest.raises(ValueError, match="not a Gaps family rule set"):
        rules_from_key("pyramid:classic")
    montana = Rules.of("montana", "any")
    assert addiction_rules_key(montana) == "montana:redeal_when=any"
    assert rules_from_key("montana:redeal_when=any") == montana


@pytest.mark.parametrize(
    "changes",
    [
        {"score": -1},
        {"moves": True},
        {"rules_key": "pyramid:classic"},
        {"started": datetime(2026, 1, 1)},  # no time zone
    ],
)
def test_a_malformed_record_is_refused(changes: dict[str, object]) -> None:
    fields = {
        "game": "addiction", "rules_key": KEY, "deal": 1, "score": 3, "won": False, "moves": 2,
        "redeals_used": 0, "seconds": 5, "started": START,
    } | changes
    with pytest.raises(ValueError):
        GameRecord(**fields)  # type: ignore[arg-type]


def test_the_data_folder_comes_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ADDICTION_DATA_DIR", str(tmp_path / "portable"))
    assert default_data_dir() == tmp_path / "portable"


def test_without_the_variable_the_folder_is_addiction_in_the_data_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ADDICTION_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    # Named once: not Qt's application folder, which names the organisation and the program.
    assert default_data_dir() == tmp_path / "share" / "Addiction"


# --- two processes writing at once ----------------------------------------------------------

GAMES_PER_WRITER = 150


def _write_games(folder: str, writer: int, barrier: Barrier) -> None:
    barrier.wait()  # both open the new file at once, too: creating it must not race
    store = RecordsStore.open(folder)
    for n in range(GAMES_PER_WRITER):
        store.record_game(finished(n % 49, deal=writer * 10_000 + n))
    problem = store.problem
    store.close()
    if problem is not None:
        raise SystemExit(problem)


def test_two_processes_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(2)
    writers = [
        context.Process(target=_write_games, args=(str(tmp_path), w, barrier)) for w in (1, 2)
    ]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join(timeout=60)
    assert [writer.exitcode for writer in writers] == [0, 0]
    with RecordsStore.open(tmp_path) as store:
        deals = {record.deal for record in store.recent(KEY, limit=10 * GAMES_PER_WRITER)}
        expected = {w * 10_000 + n for w in (1, 2) for n in range(GAMES_PER_WRITER)}
        assert deals == expected
        assert store.summary(KEY).games == 2 * GAMES_PER_WRITER
