# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The record book: every finished game as one SQLite row, and the records drawn from them (its
file is found, repaired and migrated by ``addiction.store.records_file``)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Literal

from addiction.registry import spec_of_rules_key
from addiction.store.files import (
    default_data_dir,
)
from addiction.store.messages import translate
from addiction.store.records_file import COLUMNS, RECORDS_FILE, RecordsFile

RecordKind = Literal["score", "moves", "time"]
# How a game's deal was chosen: at random or by its number ("normal"), by Winnable Deals Only
# ("winnable"), or as a deal of the day ("daily", with the day it was the deal of); or a
# practice game ("practice"): played on from a position of a game already analysed. Each kind
# keeps records and streaks of its own: a winnable deal is easier than a random one. Practice
# games are kept apart from every other: they set no record, count in no streak and are left
# out of the totals of all deals.
DealKind = Literal["normal", "winnable", "daily", "practice"]
DEAL_KINDS: Final[tuple[DealKind, ...]] = ("normal", "winnable", "daily", "practice")

# Which games count in the figures, the chart and the streaks: those played without help
# (no Hint, Auto or Play to the End) from a real deal. A practice game counts on the page of
# practice games alone, where every game was helped; see ``counted``.
_UNHELPED: Final = "NOT assisted AND deal > 0"


def game_of(rules_key: str) -> str:
    """The id of the game a rule-set key (``game:options``) belongs to."""
    return rules_key.partition(":")[0]


def _now() -> datetime:
    return datetime.now(UTC)


def _to_text(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _from_text(text: str) -> datetime:
    return datetime.fromisoformat(text).astimezone(UTC)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game (won, over or given up), as the record book keeps it."""

    game: str
    rules_key: str
    deal: int
    score: int
    won: bool
    moves: int
    redeals_used: int
    seconds: int
    started: datetime
    finished: datetime = field(default_factory=_now)
    assisted: bool = False
    given_up: bool = False
    kind: DealKind = "normal"
    # The day a daily deal was the deal of (in the player's calendar); None for other kinds.
    day: date | None = None
    # The book's row for the game (read from the book; None for a record not yet in it).
    record_id: int | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if game_of(self.rules_key) != self.game:
            raise ValueError(f"rule set {self.rules_key!r} does not belong to {self.game!r}")
        if self.kind not in DEAL_KINDS:
            raise ValueError(f"{self.kind!r} is not a kind of deal")
        if (self.kind == "daily") != (self.day is not None):
            raise ValueError("a daily deal, and only a daily deal, carries its day")
        for name in ("deal", "score", "moves", "redeals_used", "seconds"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{name} must be a whole number of at least 0, not {value!r}")
        if self.started.tzinfo is None or self.finished.tzinfo is None:
            raise ValueError("started and finished must carry a time zone")


@dataclass(frozen=True, slots=True)
class Summary:
    """The records and totals of one rule set.

    One rule for every figure: only games played without help (no Hint, Auto or Play to the
    End) from a real deal (not a pasted position) count, in the totals, the records, the
    streaks and the chart of final scores (``RecordsStore.distribution``) alike; ``helped``
    says how many games were left out so. A win streak counts wins in a row, a loss streak
    losses in a row, as KPatience does: a game given up or left unfinished for another is a
    loss too. Practice games count only among themselves, and hold no record and no streak.
    """

    rules_key: str
    games: int = 0
    # Games played with help or from a pasted position: listed, counted in no figure.
    helped: int = 0
    wins: int = 0
    best_score: int | None = None
    average_score: float | None = None
    longest_streak: int = 0
    current_streak: int = 0
    longest_loss_streak: int = 0
    current_loss_streak: int = 0
    fewest_moves: int | None = None
    fastest_seconds: int | None = None

    @property
    def win_rate(self) -> float:
        """Wins per game, 0.0 to 1.0 (0.0 before the first game)."""
        return self.wins / self.games if self.games else 0.0


class RecordsStore:
    """Finished games and records in one SQLite file, safe with several windows at once.

    Never raises for a damaged, foreign or unwritable file: a damaged one is kept aside and a
    fresh book started; another program's database is never written to, renamed or read
    beyond a look at its header and schema, and the records go to a file of their own beside
    it (``records-2.sqlite``); a folder that cannot be written gives an in-memory book.
    ``problem`` then holds one sentence for the player; ``path`` is the file in use.
    """

    def __init__(self, path: Path | str) -> None:
        book = RecordsFile(Path(path))
        self.path = book.path
        self.problem: str | None = book.problem
        # The id of the game ``record_game`` added last (None before the first).
        self.last_recorded: int | None = None
        self.persistent = book.persistent
        # Whether the book in use is a copy in memory of one that can be read, not written.
        self.read_only_copy = book.read_only_copy
        self._db = book.db

    @classmethod
    def open(cls, directory: Path | str | None = None) -> RecordsStore:
        """The record book in ``directory`` (default: ``default_data_dir()``)."""
        folder = Path(directory) if directory is not None else default_data_dir()
        return cls(folder / RECORDS_FILE)

    # --- writing ---------------------------------------------------------------------

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def _failed(self, exc: sqlite3.Error) -> None:
        self.problem = translate(
            "RecordsStore", "Your records could not be read or saved ({error})."
        ).format(error=exc)

    def record_game(self, record: GameRecord, moves: Any = None) -> frozenset[RecordKind]:
        """Add a finished game; the records it broke: ``"score"``, ``"moves"``, ``"time"``.

        ``moves``, the game's saved-game data (its engine's ``to_dict``), is kept with it for
        an analysis later; ``last_recorded`` is the new row's id.

        A record breaks only when an earlier unassisted game of a real deal of the same rule
        set and kind of deal held it (the first game of a rule set breaks nothing); an
        assisted game, a practice game or a pasted position (deal 0) never breaks one.
        """
        fell: set[RecordKind] = set()
        self.last_recorded = None
        try:
            with self._transaction() as db:
                if not record.assisted and record.deal != 0 and record.kind != "practice":
                    count, best, fewest, fastest = db.execute(
                        "SELECT COUNT(*), MAX(score), MIN(CASE WHEN won THEN moves END),"
                        " MIN(CASE WHEN won THEN seconds END)"
                        f" FROM sound_games WHERE rules = ? AND kind = ? AND {_UNHELPED}",
                        (record.rules_key, record.kind),
                    ).fetchone()
                    if count and record.score > best:
                        fell.add("score")
                    if record.won and fewest is not None and record.moves < fewest:
                        fell.add("moves")
                    if record.won and fastest is not None and record.seconds < fastest:
                        fell.add("time")
                db.execute(
                    f"INSERT INTO games ({COLUMNS})"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        record.game,
                        record.rules_key,
                        record.deal,
                        record.score,
                        int(record.won),
                        record.moves,
                        record.redeals_used,
                        record.seconds,
                        _to_text(record.started),
                        _to_text(record.finished),
                        int(record.assisted),
                        int(record.given_up),
                        record.kind,
                        record.day.isoformat() if record.day is not None else None,
                    ),
                )
                self.last_recorded = cursor_id = int(
                    db.execute("SELECT last_insert_rowid()").fetchone()[0])
                if moves is not None:
                    db.execute("INSERT INTO game_moves (game_id, moves) VALUES (?, ?)",
                               (cursor_id, json.dumps(moves, ensure_ascii=False,
                                                      separators=(",", ":"))))
        except sqlite3.Error as exc:
            self._failed(exc)
            return frozenset()
        return frozenset(fell)

    def moves_of(self, record_id: int) -> Any:
        """The moves kept with a recorded game (its saved-game data), or None when none were
        kept (a game recorded before moves were kept) or they cannot be read."""
        rows = self._rows("SELECT moves FROM game_moves WHERE game_id = ?", (record_id,))
        if not rows or not isinstance(rows[0][0], str):
            return None
        try:
            return json.loads(rows[0][0])
        except ValueError:
            return None

    def has_moves(self, record_ids: list[int]) -> set[int]:
        """Which of the recorded games have their moves kept."""
        if not record_ids:
            return set()
        marks = ", ".join("?" * len(record_ids))
        rows = self._rows(f"SELECT game_id FROM game_moves WHERE game_id IN ({marks})",
                          tuple(record_ids))
        return {int(row[0]) for row in rows}

    def analysis_of(self, record_id: int) -> str | None:
        """The analysis kept with a recorded game (as its JSON text), if it was analysed."""
        rows = self._rows("SELECT analysis FROM game_moves WHERE game_id = ?", (record_id,))
        return str(rows[0][0]) if rows and isinstance(rows[0][0], str) else None

    def keep_analysis(self, record_id: int, analysis: str) -> bool:
        """Keep a game's analysis (JSON text) with its moves; False when it has none kept."""
        try:
            with self._transaction() as db:
                cursor = db.execute("UPDATE game_moves SET analysis = ? WHERE game_id = ?",
                                    (analysis, record_id))
                return cursor.rowcount == 1
        except sqlite3.Error as exc:
            self._failed(exc)
            return False

    def reset(self, rules_key: str | None = None) -> int:
        """Forget the games of one rule set (or of all with None); how many were removed."""
        try:
            with self._transaction() as db:
                if rules_key is None:
                    cursor = db.execute("DELETE FROM games")
                else:
                    cursor = db.execute("DELETE FROM games WHERE rules = ?", (rules_key,))
                removed = cursor.rowcount
                # SQLite enforces no foreign keys unless asked: the moves go with their games.
                db.execute("DELETE FROM game_moves WHERE game_id NOT IN (SELECT id FROM games)")
                return removed
        except sqlite3.Error as exc:
            self._failed(exc)
            return 0

    # --- reading ---------------------------------------------------------------------

    def _rows(self, sql: str, parameters: tuple[object, ...] = ()) -> list[Any]:
        try:
            return self._db.execute(sql, parameters).fetchall()
        except sqlite3.Error as exc:
            self._failed(exc)
            return []

    def summary(self, rules_key: str, kind: DealKind | None = None) -> Summary:
        """Records and totals of one rule set: its games of one ``kind`` of deal, or of all
        but practice games; only the games that count (see ``Summary``)."""
        where, parameters = _where(rules_key, kind)
        practice = kind == "practice"
        totals = self._rows(
            f"SELECT COUNT(*), SUM(won), AVG(score), MAX(score),"
            f" MIN(CASE WHEN won THEN moves END), MIN(CASE WHEN won THEN seconds END),"
            f" (SELECT COUNT(*) FROM sound_games WHERE {where} AND NOT ({_counted(kind)}))"
            f" FROM sound_games WHERE {where} AND {_counted(kind)}",
            parameters + parameters,
        )
        if not totals or not (totals[0][0] or totals[0][6]):
            return Summary(rules_key)
        games, wins, average, best, fewest, fastest, helped = totals[0]
        streaks = _Streaks()
        if not practice:
            for (won,) in self._rows(
                f"SELECT won FROM sound_games WHERE {where} AND {_counted(kind)} ORDER BY id",
                parameters,
            ):
                streaks.add(bool(won))
        return Summary(
            rules_key=rules_key,
            games=int(games),
            helped=int(helped),
            wins=int(wins or 0),
            best_score=None if practice else best,
            average_score=average,
            longest_streak=streaks.longest_wins,
            current_streak=streaks.wins,
            longest_loss_streak=streaks.longest_losses,
            current_loss_streak=streaks.losses,
            fewest_moves=None if practice else fewest,
            fastest_seconds=None if practice else fastest,
        )

    def daily_results(self, game: str) -> dict[date, bool]:
        """Each day whose daily deal of ``game`` was played: whether it was won that day
        (by any of the games played of it)."""
        found: dict[date, bool] = {}
        for day, won in self._rows(
            "SELECT day, MAX(won) FROM sound_games WHERE game = ? AND kind = 'daily'"
            " GROUP BY day", (game,)
        ):
            try:
                found[date.fromisoformat(str(day))] = bool(won)
            except ValueError:
                continue
        return found

    def daily_streak(self, game: str, today: date) -> tuple[int, int]:
        """The current and the longest run of calendar days whose daily deal of ``game`` was
        won. The current run ends today, or yesterday while today's deal is not won yet (it
        may still be won: a day's deal lost is not a day lost until the day is over)."""
        won = sorted(day for day, result in self.daily_results(game).items() if result)
        longest = run = 0
        previous: date | None = None
        for day in won:
            run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
            longest = max(longest, run)
            previous = day
        current = 0
        days = set(won)
        day = today if today in days else today - timedelta(days=1)
        while day in days:
            current += 1
            day -= timedelta(days=1)
        return current, longest

    def distribution(self, rules_key: str, kind: DealKind | None = None) -> list[int]:
        """How many of the games that count (see ``Summary``) ended on each final score:
        index 0 to the game's top score (of one ``kind`` of deal, or of all but practice
        games)."""
        where, parameters = _where(rules_key, kind)
        counts = dict(
            self._rows(f"SELECT score, COUNT(*) FROM sound_games WHERE {where}"
                       f" AND {_counted(kind)} GROUP BY score", parameters)
        )
        spec = spec_of_rules_key(rules_key)
        top = max([spec.max_score if spec is not None else 0, *counts])
        return [int(counts.get(score, 0)) for score in range(top + 1)]

    def recent(self, rules_key: str | None = None, limit: int = 50,
               kind: DealKind | None = None) -> list[GameRecord]:
        """The latest games, newest first, of one rule set (or of all with None) and of one
        ``kind`` of deal (or of all but practice games with None)."""
        where = "WHERE kind != 'practice'" if kind is None else "WHERE kind = ?"
        parameters: tuple[object, ...] = () if kind is None else (kind,)
        if rules_key is not None:
            where = f"{where} AND rules = ?"
            parameters = (*parameters, rules_key)
        rows = self._rows(
            f"SELECT {COLUMNS}, id FROM sound_games {where} ORDER BY id DESC LIMIT ?",
            (*parameters, limit),
        )
        found = []
        for row in rows:
            try:
                found.append(_record_from_row(row))
            except ValueError:
                # A date the view's pattern lets through but the calendar has not (30 February).
                continue
        return found

    def rule_sets(self) -> list[str]:
        """Every rule set with at least one game, most recently played first."""
        rows = self._rows("SELECT rules FROM sound_games GROUP BY rules ORDER BY MAX(id) DESC")
        # A key whose bytes were not UTF-8 (read with U+FFFD in their place) names no rule set
        # the game wrote, and could not select its own rows again.
        return [str(row[0]) for row in rows if "\ufffd" not in str(row[0])]

    # --- life cycle ------------------------------------------------------------------

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> RecordsStore:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


def _where(rules_key: str, kind: DealKind | None) -> tuple[str, tuple[object, ...]]:
    """The condition picking the games of one rule set, of one kind of deal or of all but
    practice games."""
    if kind is None:
        return "rules = ? AND kind != 'practice'", (rules_key,)
    return "rules = ? AND kind = ?", (rules_key, kind)


def _counted(kind: DealKind | None) -> str:
    """The condition picking the games that count among those of ``kind``: every practice
    game among practice games, else those played without help from a real deal."""
    return "1" if kind == "practice" else _UNHELPED


@dataclass(slots=True)
class _Streaks:
    """Win and loss streaks, followed game by game in the order they were played."""

    wins: int = 0
    losses: int = 0
    longest_wins: int = 0
    longest_losses: int = 0

    def add(self, won: bool) -> None:
        """One more game that counts (see ``Summary``)."""
        if not won:
            self.wins = 0
            self.losses += 1
            self.longest_losses = max(self.longest_losses, self.losses)
        else:
            self.losses = 0
            self.wins += 1
            self.longest_wins = max(self.longest_wins, self.wins)


def _record_from_row(row: Any) -> GameRecord:
    game, rules, deal, score, won, moves, redeals, seconds, started, finished, *flags = row
    # ``recent`` reads the row's id after the columns, as the last value.
    record_id = int(row[-1]) if len(row) > COLUMNS.count(",") + 1 else None
    return GameRecord(
        game=str(game),
        rules_key=str(rules),
        deal=int(deal),
        score=int(score),
        won=bool(won),
        moves=int(moves),
        redeals_used=int(redeals),
        seconds=int(seconds),
        started=_from_text(str(started)),
        finished=_from_text(str(finished)),
        assisted=bool(flags[0]),
        given_up=bool(flags[1]),
        kind=flags[2],
        day=date.fromisoformat(flags[3]) if flags[3] is not None else None,
        record_id=record_id,
    )
