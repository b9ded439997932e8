# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The data folder lost its doubled name (``Addiction/Addiction`` -> ``Addiction``): the old
folder's contents move up once, nothing is lost or overwritten, and no start fails for it."""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLockFile

from addiction.store import DATA_DIR_ENV, DATA_FOLDER, RECORDS_FILE, RecordsStore, SavedGames, old_folder
from addiction.store.files import default_data_dir
from addiction.store.keeper import LOCK_FILE, OTHER_COPIES
from addiction.store.old_folder import NOTE_FILE, move_old_folder, settle_data_folder

RELEASE = Path(__file__).resolve().parents[1] / "data" / "release-0.1.0"
GOLDEN = ("addiction-in-progress.json", "pyramid-in-progress.json", RECORDS_FILE)


def contents(folder: Path) -> dict[str, bytes | None]:
    """Every path under ``folder`` (relative) with its bytes; None for a folder."""
    return {path.relative_to(folder).as_posix(): None if path.is_dir() else path.read_bytes()
            for path in sorted(folder.rglob("*"))}


@pytest.fixture
def new(tmp_path: Path) -> Path:
    """The new data folder, ``<data home>/Addiction``, not made yet."""
    return tmp_path / "share" / DATA_FOLDER


@pytest.fixture
def old(new: Path) -> Path:
    """0.1.0's data folder, inside the new one as Qt named it, holding 0.1.0's files and more:
    a journal beside the records, a damaged file kept aside, another copy's saved game."""
    folder = new / "Addiction"
    folder.mkdir(parents=True)
    for name in GOLDEN:
        shutil.copy2(RELEASE / name, folder / name)
    (folder / f"{RECORDS_FILE}-wal").write_bytes(b"unfinished writes")
    (folder / "pyramid-in-progress.json.damaged-20261201T103853").write_bytes(b"{broken")
    other = folder / OTHER_COPIES / "laptop-4242"
    other.mkdir(parents=True)
    (other / "addiction-in-progress.json").write_bytes((RELEASE / GOLDEN[0]).read_bytes())
    return folder


def test_a_populated_old_folder_moves_whole_and_still_reads(old: Path, new: Path) -> None:
    before = contents(old)
    move = move_old_folder(old, new)
    assert (move.folder, move.outcome, move.sentence()) == (new, "moved", None)
    assert not old.exists()
    assert contents(new) == before  # every file, byte for byte, and nothing else
    # This version reads them there: the records of 0.1.0 and its games in progress.
    shutil.copy2(RELEASE / RECORDS_FILE, new / RECORDS_FILE)  # without the made-up journal
    (new / f"{RECORDS_FILE}-wal").unlink()
    with RecordsStore.open(new) as records:
        assert records.problem is None
        assert sorted(record.game for record in records.recent()) == ["addiction", "pyramid"]
    saves = SavedGames(new)
    for game in ("addiction", "pyramid"):
        assert saves.load(game) is not None and saves.problem is None


def test_with_both_folders_the_new_ones_files_win_and_the_old_ones_stay(
        old: Path, new: Path) -> None:
    # A record book and a game in progress of the new folder's own, and another copy's folder.
    (new / RECORDS_FILE).write_bytes(b"the new records")
    (new / "addiction-in-progress.json").write_bytes(b"the new game")
    (new / OTHER_COPIES / "desktop-7").mkdir(parents=True)
    (new / OTHER_COPIES / "desktop-7" / "pyramid-in-progress.json").write_bytes(b"desktop's")
    new_before = contents(new)
    old_before = contents(old)

    move = move_old_folder(old, new)

    assert (move.folder, move.outcome) == (new, "kept")
    sentence = move.sentence()
    assert sentence is not None and str(new) in sentence and str(old) in sentence
    # Nothing the new folder had was touched.
    assert {k: v for k, v in contents(new).items() if k in new_before and
            not k.startswith("Addiction")} == {k: v for k, v in new_before.items()
                                               if not k.startswith("Addiction")}
    # What it lacked came over: the other game, the damaged file, the other copy's folder.
    for name in ("pyramid-in-progress.json", "pyramid-in-progress.json.damaged-20261201T103853",
                 f"{OTHER_COPIES}/laptop-4242/addiction-in-progress.json"):
        assert (new / name).read_bytes() == old_before[name]
        assert not (old / name).exists()
    # What it had stays in the old folder, unchanged: the records with their journal (which
    # would corrupt the new book were it moved beside it) and the older game in progress.
    kept = {"addiction-in-progress.json", RECORDS_FILE, f"{RECORDS_FILE}-wal"}
    assert {k: v for k, v in contents(old).items() if k != NOTE_FILE} == {
        name: old_before[name] for name in kept}
    assert not (new / f"{RECORDS_FILE}-wal").exists()
    assert str(new) in (old / NOTE_FILE).read_text(encoding="utf-8")

    # The next start moves nothing more and does not say it again.
    again = move_old_folder(old, new)
    assert (again.folder, again.outcome, again.sentence()) == (new, "none", None)
    assert {k for k in contents(old) if k != NOTE_FILE} == kept

    # Once the player has deleted what was left, the note and the folder go too.
    for name in kept:
        (old / name).unlink()
    assert move_old_folder(old, new).outcome == "none"
    assert not old.exists()


def test_a_journal_never_moves_without_its_database(old: Path, new: Path) -> None:
    # Only the journal's name is taken in the new folder: the database stays with it.
    new.mkdir(exist_ok=True)
    (new / f"{RECORDS_FILE}-wal").write_bytes(b"a stray journal")
    move = move_old_folder(old, new)
    assert move.outcome == "kept"
    assert (old / RECORDS_FILE).read_bytes() == (RELEASE / RECORDS_FILE).read_bytes()
    assert not (new / RECORDS_FILE).exists()


def test_no_old_folder_is_no_work(new: Path) -> None:
    move = move_old_folder(new / "Addiction", new)
    assert (move.folder, move.outcome, move.sentence()) == (new, "none", None)
    assert not new.exists()


def test_a_file_where_the_old_folder_was_is_left_alone(new: Path) -> None:
    new.mkdir(parents=True)
    (new / "Addiction").write_bytes(b"not a folder")
    move = move_old_folder(new / "Addiction", new)
    assert (move.folder, move.outcome) == (new, "none")
    assert (new / "Addiction").read_bytes() == b"not a folder"


def test_a_file_where_the_new_folder_should_be_and_no_old_folder_is_no_work(new: Path) -> None:
    new.parent.mkdir(parents=True)
    new.write_bytes(b"in the way")  # the records store says so itself when it opens
    move = move_old_folder(new / "Addiction", new)
    assert (move.folder, move.outcome, move.sentence()) == (new, "none", None)


def test_a_file_where_the_new_folder_should_be_is_said_and_the_start_goes_on(
        old: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "file"
    elsewhere.write_bytes(b"in the way")
    before = contents(old)
    move = move_old_folder(old, elsewhere / "Addiction")
    assert (move.folder, move.outcome) == (elsewhere / "Addiction", "failed")
    sentence = move.sentence()
    assert sentence is not None and str(old) in sentence and "Not a directory" in sentence
    assert contents(old) == before


def test_permission_denied_is_said_in_one_sentence_and_nothing_is_lost(
        old: Path, new: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = contents(old)

    def refused(source: object, target: object, **_: object) -> None:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(source))

    # As a folder without write permission refuses both (root passes any mode, so the calls
    # are refused here rather than by chmod).
    monkeypatch.setattr(old_folder.os, "link", refused)
    monkeypatch.setattr(old_folder.os, "rename", refused)
    move = move_old_folder(old, new)
    monkeypatch.undo()
    assert (move.folder, move.outcome) == (new, "failed")
    sentence = move.sentence()
    assert sentence is not None and "Permission denied" in sentence and str(old) in sentence
    assert sentence.count(". ") == 0 and sentence.endswith(".")
    assert contents(old) == before
    assert not (old / NOTE_FILE).exists()  # a problem is told again until it is gone


def test_an_unreadable_old_folder_is_said_and_the_start_goes_on(
        old: Path, new: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = os.listdir

    def listdir(path: object) -> list[str]:
        if Path(str(path)) == old:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real(path)  # type: ignore[arg-type]

    monkeypatch.setattr(old_folder.os, "listdir", listdir)
    move = move_old_folder(old, new)
    monkeypatch.undo()
    assert (move.folder, move.outcome) == (new, "failed")
    assert "Permission denied" in (move.sentence() or "")
    assert (old / RECORDS_FILE).is_file()


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write into any folder")
def test_a_folder_without_write_permission_is_said(old: Path, new: Path) -> None:
    old.chmod(0o500)
    try:
        move = move_old_folder(old, new)
    finally:
        old.chmod(0o700)
    assert move.outcome == "failed" and "Permission denied" in (move.sentence() or "")
    assert (old / RECORDS_FILE).is_file()


def test_a_copy_running_from_the_old_folder_keeps_it(
        old: Path, new: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(old_folder, "LOCK_WAIT_MS", 0)
    running = QLockFile(str(old / LOCK_FILE))
    assert running.tryLock(0)
    try:
        before = contents(old)
        move = move_old_folder(old, new)
        assert (move.folder, move.outcome) == (old, "in use")
        assert "Another copy" in (move.sentence() or "")
        assert contents(old) == before
    finally:
        running.unlock()
    # Once it has ended, the next start moves the folder.
    assert move_old_folder(old, new).outcome == "moved"
    assert not old.exists() and not (new / LOCK_FILE).exists()


def test_the_lock_a_crashed_copy_left_is_no_obstacle(old: Path, new: Path) -> None:
    # A process that took the lock and ended without releasing it, as a crash does.
    script = (f"from PySide6.QtCore import QLockFile; l = QLockFile({str(old / LOCK_FILE)!r}); "
              "assert l.tryLock(0); import os; os._exit(0)")
    subprocess.run([sys.executable, "-c", script], check=True)
    assert (old / LOCK_FILE).exists()
    move = move_old_folder(old, new)
    assert move.outcome == "moved" and not old.exists()


def test_settling_finds_both_folders_from_qt_and_the_data_home(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.delenv(DATA_DIR_ENV)
    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    # As the game names itself (program/app.py), which names Qt's application folder.
    QCoreApplication.setOrganizationName("Addiction")
    QCoreApplication.setApplicationName("Addiction")
    try:
        assert default_data_dir() == home / "Addiction"
        assert old_folder.old_data_dir() == home / "Addiction" / "Addiction"
        (home / "Addiction" / "Addiction").mkdir(parents=True)
        (home / "Addiction" / "Addiction" / RECORDS_FILE).write_bytes(b"records")
        move = settle_data_folder()
        assert (move.folder, move.outcome) == (home / "Addiction", "moved")
        assert (home / "Addiction" / RECORDS_FILE).read_bytes() == b"records"
        assert sorted(path.name for path in (home / "Addiction").iterdir()) == [RECORDS_FILE]
    finally:
        QCoreApplication.setOrganizationName(names[0])
        QCoreApplication.setApplicationName(names[1])


def test_a_folder_named_by_the_variable_is_never_moved(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "portable"))
    left = tmp_path / "share" / "Addiction" / "Addiction"
    left.mkdir(parents=True)
    (left / RECORDS_FILE).write_bytes(b"records")
    assert old_folder.old_data_dir() is None
    move = settle_data_folder()
    assert (move.folder, move.outcome) == (tmp_path / "portable", "none")
    assert (left / RECORDS_FILE).is_file() and not (tmp_path / "portable").exists()


def test_a_moved_database_is_the_same_database(old: Path, new: Path) -> None:
    (old / f"{RECORDS_FILE}-wal").unlink()
    move_old_folder(old, new)
    with sqlite3.connect(new / RECORDS_FILE) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
