# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A damaged, foreign, newer or unwritable records file never stops the app."""

from __future__ import annotations

import os
import random
import sqlite3
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

import pytest

from addiction.store import RECORDS_FILE, SCHEMA_VERSION, GameRecord, RecordsStore, records_file, set_aside

KEY = "addiction:redeals=3,gaps=after-sequence,redeal_when=stuck"


def game(score: int) -> GameRecord:
    return GameRecord(
        game="addiction", rules_key=KEY, deal=9, score=score, won=score == 48, moves=40,
        redeals_used=0, seconds=90, started=datetime(2026, 11, 29, tzinfo=UTC),
    )


@pytest.fixture
def book(tmp_path: Path) -> Path:
    """A healthy records file holding three games, closed."""
    with RecordsStore.open(tmp_path) as store:
        for score in (10, 20, 30):
            store.record_game(game(score))
    return tmp_path / RECORDS_FILE


def kept_aside(folder: Path) -> list[Path]:
    """The records files kept aside, without their journals."""
    found = folder.glob(f"{RECORDS_FILE}.damaged-*")
    return sorted(p for p in found if not p.name.endswith(("-wal", "-shm")))


def assert_fresh_and_working(store: RecordsStore) -> None:
    assert store.persistent
    assert store.summary(KEY).games == 0
    store.record_game(game(12))
    assert store.summary(KEY).best_score == 12


@pytest.mark.parametrize("length", [50, 100, 2048, 5000])
def test_a_truncated_file_is_kept_aside(book: Path, length: int) -> None:
    original = book.read_bytes()
    assert len(original) > length
    book.write_bytes(original[:length])
    store = RecordsStore(book)
    [aside] = kept_aside(book.parent)
    assert aside.read_bytes() == original[:length]
    assert store.problem is not None
    assert "damaged" in store.problem
    assert aside.name in store.problem
    assert_fresh_and_working(store)


def test_random_bytes_are_kept_aside(book: Path) -> None:
    noise = random.Random(5).randbytes(8192)
    book.write_bytes(noise)
    store = RecordsStore(book)
    [aside] = kept_aside(book.parent)
    assert aside.read_bytes() == noise
    assert store.problem is not None
    assert_fresh_and_working(store)


def test_a_newer_schema_is_kept_aside_untouched(book: Path) -> None:
    with closing(sqlite3.connect(book)) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    store = RecordsStore(book)
    assert store.problem is not None
    assert "newer version" in store.problem
    [aside] = kept_aside(book.parent)
    with closing(sqlite3.connect(aside)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
        assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 3
    assert_fresh_and_working(store)


def other_programs_database(path: Path, *statements: str) -> bytes:
    """A SQLite file made by someone else; its bytes, to check that they never change."""
    with closing(sqlite3.connect(path)) as db:
        for statement in statements:
            db.execute(statement)
        db.commit()
    return path.read_bytes()


OUR_TABLE = records_file.MIGRATIONS[0][0]
FOREIGN = {
    # Before: adopted without a word, our games table added to it.
    "plain": ("CREATE TABLE scores (who TEXT, points INTEGER)",
              "INSERT INTO scores VALUES ('ann', 3)"),
    "claims-our-version": ("CREATE TABLE scores (who TEXT)",
                           f"PRAGMA user_version = {SCHEMA_VERSION}"),
    # Before: "cannot be saved in the folder", and the session's records lost at quit.
    "own-games-table": ("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT)",
                        "INSERT INTO games (title) VALUES ('chess')"),
    "our-schema-their-id": (OUR_TABLE, *records_file.MIGRATIONS[0][1:],
                            f"PRAGMA user_version = {SCHEMA_VERSION}",
                            "PRAGMA application_id = 1196444237"),
    "our-schema-and-more": (OUR_TABLE, *records_file.MIGRATIONS[0][1:], "CREATE TABLE notes (t TEXT)",
                            f"PRAGMA user_version = {SCHEMA_VERSION}"),
    "wal-mode": ("PRAGMA journal_mode = WAL", "CREATE TABLE scores (who TEXT)"),
}


@pytest.mark.parametrize("statements", FOREIGN.values(), ids=FOREIGN.keys())
def test_another_programs_database_is_left_alone(tmp_path: Path, statements: tuple[str]) -> None:
    path = tmp_path / RECORDS_FILE
    before = other_programs_database(path, *statements)
    store = RecordsStore.open(tmp_path)
    beside = tmp_path / "records-2.sqlite"
    assert store.path == beside and store.persistent
    assert store.problem == (
        f"{RECORDS_FILE} in {tmp_path} belongs to another program, so it was left as it is "
        "and your records are kept in records-2.sqlite beside it."
    )
    assert_fresh_and_working(store)
    store.close()
    assert path.read_bytes() == before
    # Not even a journal left beside it.
    assert sorted(p.name for p in tmp_path.iterdir()) == ["records-2.sqlite", RECORDS_FILE]
    # The next start finds the records again, and has nothing to say.
    with RecordsStore.open(tmp_path) as again:
        assert again.path == beside and again.problem is None
        assert again.summary(KEY).games == 1
    assert path.read_bytes() == before


def test_the_records_beside_are_found_when_the_strangers_file_is_gone(tmp_path: Path) -> None:
    other_programs_database(tmp_path / RECORDS_FILE, *FOREIGN["plain"])
    with RecordsStore.open(tmp_path) as store:
        store.record_game(game(30))
    (tmp_path / RECORDS_FILE).unlink()
    with RecordsStore.open(tmp_path) as store:
        assert store.path.name == "records-2.sqlite" and store.problem is None
        assert store.summary(KEY).best_score == 30


def test_the_strangers_file_is_left_alone_even_once_it_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / RECORDS_FILE
    other_programs_database(path, *FOREIGN["plain"])
    with RecordsStore.open(tmp_path) as store:
        store.record_game(game(30))
    noise = random.Random(7).randbytes(4096)
    path.write_bytes(noise)
    with RecordsStore.open(tmp_path) as store:
        assert store.path.name == "records-2.sqlite" and store.problem is None
        assert store.summary(KEY).best_score == 30
    assert path.read_bytes() == noise and kept_aside(tmp_path) == []


def test_when_every_name_is_taken_the_records_stay_in_memory(tmp_path: Path) -> None:
    names = [RECORDS_FILE] + [f"records-{n}.sqlite" for n in range(2, records_file.MAX_RECORD_FILES + 1)]
    before = {name: other_programs_database(tmp_path / name, *FOREIGN["plain"]) for name in names}
    store = RecordsStore.open(tmp_path)
    assert not store.persistent
    assert store.problem is not None and "belong to other programs" in store.problem
    assert store.record_game(game(5)) == frozenset()
    assert store.summary(KEY).games == 1
    store.close()
    assert {name: (tmp_path / name).read_bytes() for name in names} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names)


def test_a_book_written_by_the_first_release_is_adopted_and_stamped(tmp_path: Path) -> None:
    # Written by the release before application ids (tests/data), so it carries none.
    fixture = Path(__file__).parent.parent / "data" / "records-written-by-release-1.sqlite"
    path = tmp_path / RECORDS_FILE
    path.write_bytes(fixture.read_bytes())
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA application_id").fetchone()[0] == 0
    with RecordsStore.open(tmp_path) as store:
        assert store.path == path and store.problem is None and store.persistent
        assert [r.deal for r in store.recent()] == [5, 1030, 1048, 1017]
        assert store.summary(KEY).wins == 1
        store.record_game(game(12))
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA application_id").fetchone()[0] == records_file.APPLICATION_ID
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 5


def test_a_new_book_carries_our_application_id(tmp_path: Path) -> None:
    RecordsStore.open(tmp_path).close()
    with closing(sqlite3.connect(tmp_path / RECORDS_FILE)) as db:
        assert db.execute("PRAGMA application_id").fetchone()[0] == records_file.APPLICATION_ID
    assert records_file.whose(tmp_path / RECORDS_FILE) == "ours"


def test_an_empty_database_is_taken_as_a_first_start_cut_short(tmp_path: Path) -> None:
    # What a first start leaves when it stops after the journal mode, before the schema.
    other_programs_database(tmp_path / RECORDS_FILE, "PRAGMA journal_mode = WAL")
    store = RecordsStore.open(tmp_path)
    assert store.path == tmp_path / RECORDS_FILE and store.problem is None
    assert_fresh_and_working(store)


def test_an_empty_file_is_simply_a_new_book(tmp_path: Path) -> None:
    (tmp_path / RECORDS_FILE).write_bytes(b"")
    store = RecordsStore.open(tmp_path)
    assert store.problem is None
    assert kept_aside(tmp_path) == []
    assert_fresh_and_working(store)


def test_the_journal_files_travel_with_a_file_kept_aside(tmp_path: Path) -> None:
    # A journal left beside a new database would be replayed into it, so it must move too.
    path = tmp_path / RECORDS_FILE
    path.write_bytes(b"main")
    path.with_name(RECORDS_FILE + "-wal").write_bytes(b"journal")
    aside = set_aside(path)
    assert aside is not None
    assert aside.read_bytes() == b"main"
    assert aside.with_name(aside.name + "-wal").read_bytes() == b"journal"
    assert sorted(p.name for p in tmp_path.iterdir()) == [aside.name, aside.name + "-wal"]
    assert set_aside(path) is None  # already gone: another window moved it first


def test_a_folder_that_cannot_be_created_keeps_records_in_memory(tmp_path: Path) -> None:
    # Tests run as root, which ignores permissions: a regular file where the folder should
    # be stops anyone from creating it.
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    store = RecordsStore.open(blocker / "data")
    assert not store.persistent
    assert store.problem is not None
    assert "cannot be saved" in store.problem
    assert store.record_game(game(20)) == frozenset()
    assert store.record_game(game(25)) == {"score"}
    assert store.summary(KEY).games == 2


def refuse_writing(path: Path) -> sqlite3.Connection:
    error = sqlite3.OperationalError("attempt to write a readonly database")
    error.sqlite_errorcode = sqlite3.SQLITE_READONLY  # type: ignore[attr-defined]
    raise error


def test_a_read_only_book_still_shows_its_records(
    book: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(records_file.RecordsFile, "_connect", staticmethod(refuse_writing))
    store = RecordsStore(book)
    assert not store.persistent
    assert store.problem is not None
    assert "cannot be saved" in store.problem
    assert store.summary(KEY).games == 3
    store.record_game(game(48))
    assert store.summary(KEY).wins == 1
    assert kept_aside(book.parent) == []
    monkeypatch.undo()
    with RecordsStore(book) as reopened:
        assert reopened.summary(KEY).games == 3  # the file itself was never touched


def test_damage_in_a_folder_that_refuses_the_rename(
    book: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(path: Path) -> Path:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(records_file, "set_aside", refuse)
    book.write_bytes(os.urandom(4096))
    store = RecordsStore(book)
    assert not store.persistent
    assert store.problem is not None
    assert store.record_game(game(3)) == frozenset()
    assert store.summary(KEY).games == 1


def test_a_failure_while_playing_is_reported_not_raised(book: Path) -> None:
    store = RecordsStore(book)
    with closing(sqlite3.connect(book)) as other:
        other.execute("DROP TABLE games")
    assert store.record_game(game(40)) == frozenset()
    assert store.problem is not None
    assert store.summary(KEY).games == 0
    assert store.recent(KEY) == []


BAD_ROWS = {
    "deal-as-text": {"deal": "'nine'"},
    "deal-beyond-31-bits": {"deal": str(2**31)},
    "score-above-the-top": {"score": "49"},
    "score-as-real": {"score": "12.5"},
    "moves-as-blob": {"moves": "x'00'"},
    "seconds-over-ten-years": {"seconds": str(10**12)},
    "started-not-a-moment": {"started": "'yesterday'"},
    "finished-30-february": {"finished": "'2026-02-30T10:00:00Z'"},
    "rules-of-another-game": {"rules": "'pyramid:classic'"},
    "redeals-as-text": {"redeals": "'two'"},
}


@pytest.mark.parametrize("change", BAD_ROWS.values(), ids=BAD_ROWS.keys())
def test_a_row_that_is_not_a_record_is_passed_over(book: Path, change: dict[str, str]) -> None:
    # SQLite keeps whatever type a column is given; a hand edit can leave any of these.
    values = {
        "game": "'addiction'", "rules": f"'{KEY}'", "deal": "7", "score": "48", "won": "1",
        "moves": "3", "redeals": "0", "seconds": "5", "started": "'2026-11-29T10:00:00Z'",
        "finished": "'2026-11-29T10:01:00Z'", "assisted": "0", "given_up": "0",
    } | change
    with closing(sqlite3.connect(book)) as db:
        db.execute(f"INSERT INTO games ({', '.join(values)}) VALUES ({', '.join(values.values())})")
        db.commit()
    with RecordsStore(book) as store:
        assert store.problem is None
        summary = store.summary(KEY)
        assert (summary.games, summary.wins, summary.best_score) == (3, 0, 30)
        assert len(store.distribution(KEY)) == 49
        assert [r.score for r in store.recent()] == [30, 20, 10]
        assert store.rule_sets() == [KEY]
        assert store.record_game(game(35)) == {"score"}


def good_book(folder: Path, games: int) -> Path:
    """A closed records file of ``games`` sound records (scores 1 to ``games``)."""
    with RecordsStore.open(folder) as store:
        for score in range(1, games + 1):
            store.record_game(game(score))
    return folder / RECORDS_FILE


def insert_unchecked(path: Path, **changes: int) -> None:
    """Add one row breaking the table's CHECK constraints, as a program with checks off can."""
    values: dict[str, object] = {
        "game": "addiction", "rules": KEY, "deal": 7, "score": 5, "won": 0, "moves": 3,
        "redeals": 0, "seconds": 5, "started": "2026-11-29T10:00:00Z",
        "finished": "2026-11-29T10:01:00Z", "assisted": 0, "given_up": 0,
    } | changes
    with closing(sqlite3.connect(path)) as db:
        db.execute("PRAGMA ignore_check_constraints = ON")
        db.execute(f"INSERT INTO games ({', '.join(values)}) VALUES ({', '.join('?' * len(values))})",
                   tuple(values.values()))
        db.commit()
        # What used to throw the whole book away: the file is sound, one row is not.
        db.execute("PRAGMA ignore_check_constraints = OFF")
        assert db.execute("PRAGMA quick_check").fetchone()[0].startswith("CHECK constraint")


@pytest.mark.parametrize("change", [{"score": -1}, {"seconds": -60}, {"won": 2}],
                         ids=["negative-score", "negative-seconds", "won-two"])
def test_a_row_breaking_a_check_is_passed_over_and_the_book_kept(
    tmp_path: Path, change: dict[str, int]
) -> None:
    path = good_book(tmp_path, 10)
    insert_unchecked(path, **change)
    with RecordsStore.open(tmp_path) as store:
        assert store.problem is None and store.persistent and store.path == path
        summary = store.summary(KEY)
        assert (summary.games, summary.best_score) == (10, 10)
        assert sorted(r.score for r in store.recent(KEY)) == list(range(1, 11))
        # The checks still guard every write of ours.
        store.record_game(game(11))
        assert store.summary(KEY).games == 11
        with pytest.raises(sqlite3.IntegrityError):
            store._db.execute("UPDATE games SET score = -5 WHERE score = 11")
    assert kept_aside(tmp_path) == []


def overwrite_inside_the_games_table(path: Path) -> None:
    """Scribble over the record in the middle of the games table's page, as a bad disk might."""
    with closing(sqlite3.connect(path)) as db:
        page_size = db.execute("PRAGMA page_size").fetchone()[0]
        [root] = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'games'").fetchone()
    raw = bytearray(path.read_bytes())
    page = (root - 1) * page_size
    assert raw[page] == 13, "ten records fit on the table's one leaf page"
    # A leaf page's 8-byte header gives its number of cells (bytes 3-4); the offsets of the
    # cells follow it, two bytes each. The middle cell begins with its length and row id.
    count = int.from_bytes(raw[page + 3:page + 5], "big")
    pointer = page + 8 + 2 * (count // 2)
    cell = page + int.from_bytes(raw[pointer:pointer + 2], "big")
    raw[cell:cell + 8] = b"\xff" * 8
    path.write_bytes(bytes(raw))


@pytest.mark.parametrize("bad_row", [False, True], ids=["only-damage", "damage-and-bad-row"])
def test_a_book_damaged_inside_a_page_is_still_kept_aside(tmp_path: Path, bad_row: bool) -> None:
    path = good_book(tmp_path, 10)
    if bad_row:
        insert_unchecked(path, score=-1)
    overwrite_inside_the_games_table(path)
    damaged = path.read_bytes()
    store = RecordsStore.open(tmp_path)
    [aside] = kept_aside(tmp_path)
    assert aside.read_bytes() == damaged
    assert store.problem is not None and aside.name in store.problem
    assert_fresh_and_working(store)
    store.close()
