# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The record book's file: the one of ours found among the names it may have, checked, set
aside when damaged or written by a newer version, brought to the current schema; another
program's database never touched; an in-memory book when no file can be written."""

from __future__ import annotations

import os
import re
import sqlite3
import time
from contextlib import closing
from functools import cache, partial
from pathlib import Path
from typing import Any, Final, Literal

from addiction.registry import games
from addiction.store.files import (
    Reason,
    Unreadable,
    check_own,
    clear_companions,
    create_private_file,
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

COLUMNS: Final = (
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
_DAMAGE_CODES: Final = frozenset({sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT})
# What ``PRAGMA quick_check`` says of a row whose values break a CHECK or NOT NULL constraint
# (written by hand, or by a program that switched the checks off). The file around it is
# sound and the sound_games view passes the row over, so such a line is no damage.
_BAD_ROW: Final = re.compile(r"CHECK constraint failed in \w+|NULL value in \w+\.\w+")
# quick_check stops after this many complaints. Far above the rows a book holds, so that a
# flood of bad rows cannot push a line about real damage out of sight.
_CHECK_LIMIT: Final = 2**31 - 1


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


class RecordsFile:
    """The record book opened for a ``RecordsStore`` (``db``), never raising for a damaged,
    foreign or unwritable file: ``path`` is the file in use, ``persistent`` False for a book
    in memory (``read_only_copy``: a copy of one that can be read), ``problem`` one sentence
    for the player about what was done, or None."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem: str | None = None
        self.persistent = True
        # Whether the book in use is a copy in memory of one that can be read, not written.
        self.read_only_copy = False
        self.db = self._open_chosen()

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
            if not RecordsFile._structure_sound(db):
                raise _Damaged("damaged")
            RecordsFile._check_schema_text(db)
            if db.execute("PRAGMA user_version").fetchone()[0] > SCHEMA_VERSION:
                raise _Damaged("newer")
            if wal:
                RecordsFile._use_wal(db)
            if (db.execute("PRAGMA user_version").fetchone()[0] < SCHEMA_VERSION
                    or db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID):
                RecordsFile._migrate(db)
            db.execute(f"SELECT id, {COLUMNS} FROM games LIMIT 0")
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
