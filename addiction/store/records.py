# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The record book: every finished game as one SQLite row, and the records drawn from them."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from functools import cache, partial
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Literal

from addiction.registry import games, spec_of_rules_key
from addiction.store.files import (
    Reason,
    Unreadable,
    check_own,
    clear_companions,
    create_private_file,
    default_data_dir,
    make_private_folder,
    not_text,
    set_aside,
)
from addiction.store.messages import translate

RECORDS_FILE: Final = "records.sqlite"
BUSY_TIMEOUT_S: Final = 5.0
# Written into the header of every record book (``PRAGMA application_id``, ASCII "Addi"), so a
# SQLite file at our path that carries another number is known to be another program's.
APPLICATION_ID: Final = 0x41646469
# When the record book's name is taken by another program's database, the records go to
# ``records-2.sqlite`` beside it, then ``-3`` and so on: the same walk finds them at every start.
MAX_RECORD_FILES: Final = 9
# A record book of a lifetime's games, their moves and analyses kept, stays far below this; a
# larger file is not one (a sparse file of terabytes would take SQLite's check hours).
MAX_BOOK_BYTES: Final = 2**30

RecordKind = Literal["score", "moves", "time"]
# How a game's deal was chosen: at random or by its number ("normal"), by Winnable Deals Only
# ("winnable"), or as a deal of the day ("daily", with the day it was the deal of); or a
# practice game ("practice"): played on from a position of a game already analysed. Each kind
# keeps records and streaks of its own: a winnable deal is easier than a random one. Practice
# games are kept apart from every other: they set no record, count in no streak and are left
# out of the totals of all deals.
DealKind = Literal["normal", "winnable", "daily", "practice"]
DEAL_KINDS: Final[tuple[DealKind, ...]] = ("normal", "winnable", "daily", "practice")

# The columns a rebuild of the games table copies, beside the id.
_COPIED: Final = (
    "game, rules, deal, score, won, moves, redeals, seconds, started, finished, assisted,"
    " given_up, kind, day"
)
# One entry per schema version, applied in order; entry n takes a version-n database to n+1.
# Released entries are never edited: a change to the schema is a new entry at the end.
MIGRATIONS: Final[tuple[tuple[str, ...], ...]] = (
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            rules TEXT NOT NULL,
            deal INTEGER NOT NULL CHECK (deal >= 0),
            score INTEGER NOT NULL CHECK (score >= 0),
            won INTEGER NOT NULL CHECK (won IN (0, 1)),
            moves INTEGER NOT NULL CHECK (moves >= 0),
            redeals INTEGER NOT NULL CHECK (redeals >= 0),
            seconds INTEGER NOT NULL CHECK (seconds >= 0),
            started TEXT NOT NULL,
            finished TEXT NOT NULL,
            assisted INTEGER NOT NULL CHECK (assisted IN (0, 1)),
            given_up INTEGER NOT NULL CHECK (given_up IN (0, 1))
        )""",
        # Rows of one rule set in id order come straight from this index (the rowid is part
        # of every index entry), which is what the streaks and the recent list read.
        "CREATE INDEX games_by_rules ON games (rules)",
    ),
    (
        # Every game before this version was dealt at random or by its number: "normal".
        "ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'normal'"
        " CHECK (kind IN ('normal', 'winnable', 'daily'))",
        # The day a daily deal was the deal of (YYYY-MM-DD, the player's calendar), else NULL.
        "ALTER TABLE games ADD COLUMN day TEXT"
        " CHECK (day IS NULL OR day GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]')",
        "CREATE INDEX games_by_day ON games (game, day)",
    ),
    (
        # A game's moves, as its engine's saved-game data (JSON), so that it can be analysed
        # later; and once it has been, the analysis (JSON), so that it is done only once.
        # Games recorded before this version have no row here.
        """CREATE TABLE game_moves (
            game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
            moves TEXT NOT NULL,
            analysis TEXT
        )""",
    ),
    (
        # A fourth kind, "practice". SQLite cannot change a CHECK, so the table is built anew
        # as SQLite's documentation says (within the migration's one transaction): every row
        # copied with its id, the old table dropped, the new one renamed, the indexes made
        # again. The moves refer to games by id and so find their games again. The copy runs
        # with the CHECKs off (see _migrate): a row that breaks one stays as it was.
        """CREATE TABLE games_rebuilt (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            rules TEXT NOT NULL,
            deal INTEGER NOT NULL CHECK (deal >= 0),
            score INTEGER NOT NULL CHECK (score >= 0),
            won INTEGER NOT NULL CHECK (won IN (0, 1)),
            moves INTEGER NOT NULL CHECK (moves >= 0),
            redeals INTEGER NOT NULL CHECK (redeals >= 0),
            seconds INTEGER NOT NULL CHECK (seconds >= 0),
            started TEXT NOT NULL,
            finished TEXT NOT NULL,
            assisted INTEGER NOT NULL CHECK (assisted IN (0, 1)),
            given_up INTEGER NOT NULL CHECK (given_up IN (0, 1)),
            kind TEXT NOT NULL DEFAULT 'normal'
                CHECK (kind IN ('normal', 'winnable', 'daily', 'practice')),
            day TEXT
                CHECK (day IS NULL OR day GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]')
        )""",
        f"INSERT INTO games_rebuilt (id, {_COPIED}) SELECT id, {_COPIED} FROM games",
        "DROP TABLE games",
        "ALTER TABLE games_rebuilt RENAME TO games",
        "CREATE INDEX games_by_rules ON games (rules)",
        "CREATE INDEX games_by_day ON games (game, day)",
    ),
)
SCHEMA_VERSION: Final = len(MIGRATIONS)

_COLUMNS: Final = (
    "game, rules, deal, score, won, moves, redeals, seconds, started, finished, assisted, given_up,"
    " kind, day"
)
MAX_DEAL: Final = 2**31 - 1
# Ten years of play, as for the clock of a saved game; far above any real game.
MAX_SECONDS: Final = 10 * 365 * 24 * 3600
# A count of moves or redeals no real game reaches, within what every part of the app handles.
MAX_COUNT: Final = 2**31 - 1
# A moment as _to_text writes it; through a day number it comes back unchanged only if real
# (SQLite reads 30 February as 2 March).
_MOMENT: Final = "[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]T[0-2][0-9]:[0-5][0-9]:[0-5][0-9]Z"
# Every read goes through this view of the rows that make a record. SQLite keeps whatever
# type a column is given, so a row edited by hand or by another program could hold text for a
# count or a score beyond the game's top; such a row is passed over instead of stopping the
# Statistics dialog or the end-of-game check. TEMP: it lives in the connection, not the file.
def _sound_games() -> str:
    """The view's definition, with each game's top score as the registry declares it."""
    top_score = " ".join(f"WHEN '{spec.id}' THEN {spec.max_score}" for spec in games())
    return f"""CREATE TEMP VIEW IF NOT EXISTS sound_games AS SELECT * FROM games WHERE
    typeof(game) = 'text' AND typeof(rules) = 'text' AND rules GLOB game || ':*'
    AND typeof(deal) = 'integer' AND deal BETWEEN 0 AND {MAX_DEAL}
    AND typeof(score) = 'integer'
    AND score BETWEEN 0 AND CASE game {top_score} ELSE {MAX_COUNT} END
    AND typeof(moves) = 'integer' AND moves BETWEEN 0 AND {MAX_COUNT}
    AND typeof(redeals) = 'integer' AND redeals BETWEEN 0 AND {MAX_COUNT}
    AND typeof(seconds) = 'integer' AND seconds BETWEEN 0 AND {MAX_SECONDS}
    AND typeof(won) = 'integer' AND won IN (0, 1)
    AND typeof(assisted) = 'integer' AND assisted IN (0, 1)
    AND typeof(given_up) = 'integer' AND given_up IN (0, 1)
    AND typeof(started) = 'text' AND started GLOB '{_MOMENT}'
    AND strftime('%Y-%m-%dT%H:%M:%SZ', julianday(started)) = started
    AND typeof(finished) = 'text' AND finished GLOB '{_MOMENT}'
    AND strftime('%Y-%m-%dT%H:%M:%SZ', julianday(finished)) = finished
    AND typeof(kind) = 'text' AND (
        kind IN ('normal', 'winnable', 'practice') AND day IS NULL
        OR kind = 'daily' AND typeof(day) = 'text' AND date(day) IS day)"""
# Which games count in the figures, the chart and the streaks: those played without help
# (no Hint, Auto or Play to the End) from a real deal. A practice game counts on the page of
# practice games alone, where every game was helped; see ``counted``.
_UNHELPED: Final = "NOT assisted AND deal > 0"
_DAMAGE_CODES: Final = frozenset({sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT})
# What ``PRAGMA quick_check`` says of a row whose values break a CHECK or NOT NULL constraint
# (written by hand, or by a program that switched the checks off). The file around it is
# sound and the sound_games view passes the row over, so such a line is no damage.
_BAD_ROW: Final = re.compile(r"CHECK constraint failed in \w+|NULL value in \w+\.\w+")
# quick_check stops after this many complaints. Far above the rows a book holds, so that a
# flood of bad rows cannot push a line about real damage out of sight.
_CHECK_LIMIT: Final = 2**31 - 1


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


class _Damaged(Exception):
    """The database file cannot be used as it is: ``why`` is "damaged" or "newer"; ``say``
    tells what is wrong, where that is known in a few words."""

    def __init__(self, why: Literal["damaged", "newer"], say: Reason | None = None) -> None:
        super().__init__(why)
        self.why = why
        self.say = say


def _is_damage(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    # Extended result codes keep the primary code in their low byte.
    return isinstance(code, int) and (code & 0xFF) in _DAMAGE_CODES


Whose = Literal["absent", "ours", "foreign", "unknown"]


def _text(raw: bytes) -> str:
    """SQLite's text as Python's: bytes that are not UTF-8 (a row written by another program,
    a damaged page) become U+FFFD instead of an exception that would lose every row read with
    them. The schema's own text is checked apart (``_schema_is_text``)."""
    return raw.decode("utf-8", "replace")


def _connect_lenient(target: str, **options: Any) -> sqlite3.Connection:
    db: sqlite3.Connection = sqlite3.connect(target, **options)
    db.text_factory = _text
    return db


def _schema_of(db: sqlite3.Connection) -> list[tuple[str, str, str, str]]:
    """Every table, index, view and trigger a database declares (SQLite's own left out)."""
    rows = db.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite!_%' "
        "ESCAPE '!' ORDER BY type, name"
    ).fetchall()
    return [(str(t), str(n), str(tb), str(sql)) for t, n, tb, sql in rows]


@cache
def _schema_at(version: int) -> list[tuple[str, str, str, str]]:
    """The schema our migrations give a database of ``version``, as ``_schema_of`` reads it."""
    with closing(_connect_lenient(":memory:")) as db:
        for statements in MIGRATIONS[:version]:
            for statement in statements:
                db.execute(statement)
        return _schema_of(db)


def whose(path: Path) -> Whose:
    """Whether the file at ``path`` is a record book of ours, without writing a byte to it.

    ``ours``: it carries our application id; or, as databases written before the id existed
    do, no id and exactly the schema of its ``user_version``; or it is an empty database (a
    first start cut short). ``foreign``: a readable SQLite database that is none of these.
    ``absent``: no file, or an empty one. ``unknown``: it cannot be read at all (damaged,
    locked, not a database), which opening it for real sorts out.
    """
    try:
        # Not a regular file (a named pipe would hold SQLite's open for ever), or far too
        # large: opening it for real sets it aside.
        if not check_own(path, MAX_BOOK_BYTES) or path.stat().st_size == 0:
            return "absent"
    except (Unreadable, OSError):
        return "unknown"
    # Read-only: a look at another program's file must leave it exactly as it was. Even a
    # read-only connection to a WAL database creates its -wal and -shm files and leaves them
    # behind; without a -wal file everything committed is in the main file, which "immutable"
    # reads alone, without companions or locks.
    flags = "mode=ro" if path.with_name(path.name + "-wal").exists() else "mode=ro&immutable=1"
    try:
        db = _connect_lenient(f"{path.resolve().as_uri()}?{flags}", uri=True,
                              timeout=BUSY_TIMEOUT_S)
    except sqlite3.Error:
        return "unknown"
    try:
        application_id = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        schema = _schema_of(db)
    except sqlite3.Error:
        return "unknown"
    finally:
        db.close()
    if application_id == APPLICATION_ID:
        return "ours"
    if application_id != 0:
        return "foreign"
    if version == 0 and not schema:
        return "ours"
    if 0 < version <= SCHEMA_VERSION and schema == _schema_at(version):
        return "ours"
    return "foreign"


class RecordsStore:
    """Finished games and records in one SQLite file, safe with several windows at once.

    Never raises for a damaged, foreign or unwritable file: a damaged one is kept aside and a
    fresh book started; another program's database is never written to, renamed or read
    beyond a look at its header and schema, and the records go to a file of their own beside
    it (``records-2.sqlite``); a folder that cannot be written gives an in-memory book.
    ``problem`` then holds one sentence for the player; ``path`` is the file in use.
    """

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.problem: str | None = None
        # The id of the game ``record_game`` added last (None before the first).
        self.last_recorded: int | None = None
        self.persistent = True
        # Whether the book in use is a copy in memory of one that can be read, not written.
        self.read_only_copy = False
        self._db = self._open_chosen()

    @classmethod
    def open(cls, directory: Path | str | None = None) -> RecordsStore:
        """The record book in ``directory`` (default: ``default_data_dir()``)."""
        folder = Path(directory) if directory is not None else default_data_dir()
        return cls(folder / RECORDS_FILE)

    # --- opening ---------------------------------------------------------------------

    def _candidates(self) -> list[Path]:
        path = self.path
        return [path] + [path.with_name(f"{path.stem}-{n}{path.suffix}")
                         for n in range(2, MAX_RECORD_FILES + 1)]

    def _open_chosen(self) -> sqlite3.Connection:
        """Open the first record book of ours among the candidates, or start one at the first
        free name; another program's database is passed over untouched."""
        found = [(candidate, whose(candidate)) for candidate in self._candidates()]
        foreign = [candidate for candidate, kind in found if kind == "foreign"]
        # A book of ours wins wherever it is: records-2.sqlite exists only because
        # records.sqlite was a stranger's, which stays so even once it is damaged or gone.
        chosen = next((candidate for candidate, kind in found if kind == "ours"), None)
        free = next((candidate for candidate, kind in found if kind in ("absent", "unknown")),
                    None)
        if chosen is None and free is None:
            self.problem = translate(
                "RecordsStore",
                "{name} and the files beside it in {folder} belong to other programs, so the "
                "games of this session will be forgotten when you quit.",
            ).format(name=self.path.name, folder=self.path.parent)
            return self._open_memory(copy_from=None)
        requested, self.path = self.path, chosen or free or self.path
        db = self._open()
        # Said when the book beside the stranger's file is started; later starts simply find it.
        if chosen is None and requested in foreign and self.persistent and self.problem is None:
            self.problem = translate(
                "RecordsStore",
                "{name} in {folder} belongs to another program, so it was left as it is and "
                "your records are kept in {other} beside it.",
            ).format(name=requested.name, folder=self.path.parent, other=self.path.name)
        return db

    def _open(self) -> sqlite3.Connection:
        unreadable: str | None = None
        try:
            # Looked at before SQLite opens it: SQLite would wait for ever on a named pipe,
            # read a device without end, or check a file of terabytes page by page.
            check_own(self.path, MAX_BOOK_BYTES)
            clear_companions(self.path)
            return self._open_file()
        except Unreadable as exc:
            why: Literal["damaged", "newer"] = "damaged"
            unreadable = exc.reason
        except _Damaged as damage:
            why = damage.why
            if damage.say is not None:
                unreadable = damage.say()
        except (sqlite3.Error, OSError):
            db = self._open_memory(copy_from=self.path)
            self._say_unwritable()
            return db
        try:
            kept = set_aside(self.path)
        except OSError:
            self._say_unwritable()
            return self._open_memory(copy_from=None)
        name = kept.name if kept is not None else self.path.name
        if unreadable is not None:
            self.problem = translate(
                "RecordsStore",
                "Your records file could not be read ({reason}), so it was kept aside as {name} "
                "and a new record book was started.",
            ).format(reason=unreadable, name=name)
        elif why == "newer":
            self.problem = translate(
                "RecordsStore",
                "Your records were written by a newer version of Addiction, so they were kept "
                "aside as {name} and a new record book was started.",
            ).format(name=name)
        else:
            self.problem = translate(
                "RecordsStore",
                "Your records file was damaged, so it was kept aside as {name} and a new record "
                "book was started.",
            ).format(name=name)
        try:
            return self._open_file()
        except (_Damaged, sqlite3.Error, OSError):
            self._say_unwritable()
            return self._open_memory(copy_from=None)

    def _open_file(self) -> sqlite3.Connection:
        make_private_folder(self.path.parent)
        # SQLite would create the file readable by all (0644 under the usual umask). Made
        # here first, owner-only; SQLite gives its -wal, -shm and -journal files the mode
        # of the database file, so they are private too. A file already there keeps its mode.
        # (Looked for first, so that a book on a read-only disk still opens to be read.)
        if not os.path.lexists(self.path):
            create_private_file(self.path)
        db = self._connect(self.path)
        try:
            self._prepare(db, wal=True)
        except BaseException:
            db.close()
            raise
        return db

    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        # Autocommit mode: every transaction below is explicit and as short as possible.
        return _connect_lenient(str(path), timeout=BUSY_TIMEOUT_S, isolation_level=None)

    def _open_memory(self, copy_from: Path | None) -> sqlite3.Connection:
        """A record book in memory for this session: a copy of ``copy_from`` when that can be
        read (a book in a read-only folder, or on a full disk), else an empty one."""
        self.persistent = False
        self.read_only_copy = False
        db = _connect_lenient(":memory:", isolation_level=None)
        if copy_from is not None and copy_from.is_file():
            # A book in WAL mode is read with its -shm file, which a read-only folder or a full
            # disk cannot give: then it is read as it is on disk, without its journal
            # ("immutable"; what a clean quit left is all in the file).
            for flags in ("mode=ro", "mode=ro&immutable=1"):
                try:
                    source = _connect_lenient(f"{copy_from.resolve().as_uri()}?{flags}",
                                              uri=True)
                    try:
                        source.backup(db)
                    finally:
                        source.close()
                    self._prepare(db, wal=False)
                    self.read_only_copy = True
                    return db
                except (_Damaged, sqlite3.Error):
                    # The old records cannot be read this way: the session starts a blank book.
                    db.close()
                    db = _connect_lenient(":memory:", isolation_level=None)
        self._prepare(db, wal=False)
        return db

    def _say_unwritable(self) -> None:
        if self.read_only_copy:
            sentence = translate(
                "RecordsStore",
                "Your records in {folder} are shown as they are, but new games cannot be saved "
                "there, so the games of this session will be forgotten when you quit.",
            ).format(folder=self.path.parent)
        else:
            sentence = translate(
                "RecordsStore",
                "Your records cannot be saved in {folder}, so the games of this session will be "
                "forgotten when you quit.",
            ).format(folder=self.path.parent)
        # A damage notice already in place stays first: it names the file that was kept.
        self.problem = f"{self.problem} {sentence}" if self.problem else sentence

    @staticmethod
    def _prepare(db: sqlite3.Connection, *, wal: bool) -> None:
        """Check the file, bring its schema up to date, and fail with ``_Damaged`` if unusable."""
        try:
            if not RecordsStore._structure_sound(db):
                raise _Damaged("damaged")
            RecordsStore._check_schema_text(db)
            if db.execute("PRAGMA user_version").fetchone()[0] > SCHEMA_VERSION:
                raise _Damaged("newer")
            if wal:
                RecordsStore._use_wal(db)
            if (db.execute("PRAGMA user_version").fetchone()[0] < SCHEMA_VERSION
                    or db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID):
                RecordsStore._migrate(db)
            db.execute(f"SELECT id, {_COLUMNS} FROM games LIMIT 0")
            db.execute(_sound_games())
        except sqlite3.DatabaseError as exc:
            # A readable database without our table and columns is not ours to use either.
            foreign = isinstance(exc, sqlite3.OperationalError) and "no such" in str(exc)
            if foreign or _is_damage(exc):
                raise _Damaged("damaged") from exc
            raise

    @staticmethod
    def _structure_sound(db: sqlite3.Connection) -> bool:
        """Whether SQLite finds the file itself whole: pages, b-trees, records.

        A row that merely breaks a constraint is not damage: setting the whole book aside for
        it would take every good record from Statistics. The constraint checks are switched
        off for the look (they stay on for every write), and a complaint about a single row
        that still gets through is passed over like the row itself.
        """
        db.execute("PRAGMA ignore_check_constraints = ON")
        try:
            lines = [str(row[0]) for row in db.execute(f"PRAGMA quick_check({_CHECK_LIMIT})")]
        finally:
            db.execute("PRAGMA ignore_check_constraints = OFF")
        return all(line == "ok" or _BAD_ROW.fullmatch(line) for line in lines)

    @staticmethod
    def _check_schema_text(db: sqlite3.Connection) -> None:
        """``_Damaged``, quoting it, unless the schema's text is UTF-8, as SQLite's text must
        be: a damaged byte in it is damage, even where SQLite still makes sense of it."""
        for (raw,) in db.execute("SELECT CAST(sql AS BLOB) FROM sqlite_master"):
            text = bytes(raw or b"")
            try:
                text.decode("utf-8")
            except UnicodeDecodeError:
                raise _Damaged("damaged", partial(not_text, text)) from None

    @staticmethod
    def _use_wal(db: sqlite3.Connection) -> None:
        """WAL mode lets readers and one writer proceed side by side; it stays in the file."""
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            # Switching needs every other connection gone for a moment, and SQLite answers
            # "busy" at once instead of waiting, so the wait is done here.
            deadline = time.monotonic() + BUSY_TIMEOUT_S
            while True:
                try:
                    db.execute("PRAGMA journal_mode = WAL")
                    break
                except sqlite3.OperationalError as exc:
                    code = getattr(exc, "sqlite_errorcode", None)
                    if code != sqlite3.SQLITE_BUSY or time.monotonic() > deadline:
                        raise
                    time.sleep(0.005)
        # A commit happens once per finished game, so it can afford to reach the disk even
        # if the power fails right after it.
        db.execute("PRAGMA synchronous = FULL")

    @staticmethod
    def _migrate(db: sqlite3.Connection) -> None:
        # Dropping the games table to build it anew must not take the moves with it: with
        # foreign keys enforced, a DROP deletes the rows that refer to it. (Off by default;
        # said here because it cannot be changed inside the transaction.)
        db.execute("PRAGMA foreign_keys = OFF")
        db.execute("BEGIN IMMEDIATE")
        # Rows move as they are: one that breaks a CHECK (see _structure_sound) is kept, not
        # the reason the whole book cannot open. The checks guard every write after this.
        db.execute("PRAGMA ignore_check_constraints = ON")
        try:
            # Read again under the write lock: another process may have migrated meanwhile.
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise _Damaged("newer")
            for statements in MIGRATIONS[version:]:
                for statement in statements:
                    db.execute(statement)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            # Books written before the id existed are stamped too, the first time they open.
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
        finally:
            db.execute("PRAGMA ignore_check_constraints = OFF")
        db.execute("COMMIT")

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
                    f"INSERT INTO games ({_COLUMNS})"
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
            f"SELECT {_COLUMNS}, id FROM sound_games {where} ORDER BY id DESC LIMIT ?",
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
    record_id = int(row[-1]) if len(row) > _COLUMNS.count(",") + 1 else None
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
