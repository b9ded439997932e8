# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The game in progress: saved atomically, restored exactly, damage kept aside, never a crash."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.core import SaveError
from addiction.games.gaps.engine import GapsGame, Rules
from addiction.store import SavedGames
from addiction.store import saved_game as saved_game_module
from addiction.store.saved_game import MAX_ELAPSED, MAX_FILE_BYTES, check_clock
from tests.junk import JSON_VALUES


def game_in_progress() -> GapsGame:
    game = GapsGame.new(deal=2024, rules=Rules(redeals=2))
    for _ in range(6):
        moves = game.moves()
        if not moves:
            break
        game.play(moves[-1])
    game.undo()
    return game


def saved_data(game: GapsGame) -> dict[str, object]:
    return {"game": game.to_dict(), "elapsed": 73, "assisted": True}


@pytest.fixture
def saves(tmp_path: Path) -> SavedGames:
    return SavedGames(tmp_path / "data")


def test_nothing_saved_loads_as_none(saves: SavedGames) -> None:
    assert saves.load("addiction") is None
    assert saves.problem is None


def test_a_saved_game_comes_back_exactly(saves: SavedGames) -> None:
    game = game_in_progress()
    saves.save("addiction", saved_data(game))
    loaded = saves.load("addiction")
    assert loaded is not None
    assert (loaded["elapsed"], loaded["assisted"]) == (73, True)
    restored = GapsGame.from_dict(loaded["game"])
    assert restored.to_text() == game.to_text()
    assert (restored.moves_played, restored.can_redo) == (game.moves_played, True)
    assert saves.problem is None


def test_each_save_replaces_the_last_and_leaves_no_temporary_file(saves: SavedGames) -> None:
    for elapsed in range(5):
        saves.save("addiction", {"elapsed": elapsed})
    assert saves.load("addiction") == {"elapsed": 4}
    assert [p.name for p in saves.directory.iterdir()] == ["addiction-in-progress.json"]


def test_the_data_is_taken_as_it_was_when_saved(saves: SavedGames) -> None:
    data = {"elapsed": 1, "history": [1, 2]}
    saves.save("addiction", data)
    data["elapsed"] = 99
    data["history"].append(3)  # type: ignore[attr-defined]
    assert saves.load("addiction") == {"elapsed": 1, "history": [1, 2]}


def test_a_save_cleared_before_it_was_written_does_not_come_back(saves: SavedGames) -> None:
    for elapsed in range(20):
        saves.save("addiction", {"elapsed": elapsed})
        saves.clear("addiction")
    assert saves.flush()
    assert not saves.path("addiction").exists()
    assert saves.load("addiction") is None


def test_flush_waits_until_the_file_is_on_disk(saves: SavedGames) -> None:
    saves.save("addiction", {"elapsed": 5})
    assert saves.flush()
    raw = json.loads(saves.path("addiction").read_bytes())
    assert raw["data"] == {"elapsed": 5}


def test_games_are_kept_apart_by_name(saves: SavedGames) -> None:
    saves.save("addiction", {"which": "addiction"})
    saves.save("pyramid", {"which": "pyramid", "stock": [1, 2, 3]})
    assert saves.load("pyramid") == {"which": "pyramid", "stock": [1, 2, 3]}
    saves.clear("pyramid")
    assert saves.load("pyramid") is None
    assert saves.load("addiction") == {"which": "addiction"}
    saves.clear("pyramid")  # clearing twice is harmless


@pytest.mark.parametrize("name", ["", "../escape", "Addiction", "a/b"])
def test_a_game_name_cannot_point_elsewhere(saves: SavedGames, name: str) -> None:
    with pytest.raises(ValueError, match="not a game name"):
        saves.save(name, {})


def test_data_json_cannot_hold_is_the_callers_mistake(saves: SavedGames) -> None:
    with pytest.raises(TypeError):
        saves.save("addiction", {"when": object()})
    with pytest.raises(ValueError):
        saves.save("addiction", {"score": float("nan")})


def write_raw(saves: SavedGames, content: bytes) -> None:
    saves.directory.mkdir(parents=True, exist_ok=True)
    saves.path("addiction").write_bytes(content)


def envelope(**changes: object) -> bytes:
    data = {"format": "addiction.saved-game", "version": 1, "game": "addiction", "data": {}}
    return json.dumps(data | changes).encode()


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b'{"format": "addiction.saved-game", "version": 1, "ga',  # cut off mid-write
        bytes(range(256)) * 4,
        b"[1, 2, 3]",
        envelope(version=2),
        envelope(format="something else"),
        envelope(game="pyramid"),
        envelope(data=[1]),
    ],
)
def test_a_damaged_saved_game_is_kept_aside(saves: SavedGames, content: bytes) -> None:
    write_raw(saves, content)
    assert saves.load("addiction") is None
    [aside] = saves.directory.glob("addiction-in-progress.json.damaged-*")
    assert aside.read_bytes() == content
    assert saves.problem is not None
    assert aside.name in saves.problem
    assert not saves.path("addiction").exists()
    saves.save("addiction", {"fresh": True})
    assert saves.load("addiction") == {"fresh": True}


def clock_data(**changes: object) -> bytes:
    """A saved game in its envelope whose clock fields are changed as given."""
    data = saved_data(game_in_progress()) | {"started": "2026-11-29T10:00:00+00:00"}
    return envelope(data=data | changes)


DEEP_JSON = b"[" * 5000 + b"]" * 5000


@pytest.mark.parametrize(
    "content",
    [
        # Each of these crashed the window on every start before the store checked them.
        clock_data(elapsed=2**31),  # Qt's int signal overflowed: a segmentation fault
        clock_data(elapsed=MAX_ELAPSED + 1),
        clock_data(elapsed=10**400),  # OverflowError when the clock took it as a float
        envelope(data={"game": {}, "x": json.loads(b"[" * 500 + b"]" * 500)})[:-2]
        + b',"y":' + DEEP_JSON + b"}}",  # RecursionError from json.loads
        DEEP_JSON,
        clock_data(elapsed=-1),
        clock_data(elapsed=1.5),
        clock_data(assisted="yes"),
        clock_data(started="0001-01-01T00:00:00+01:00"),  # OverflowError moving to UTC
        clock_data(started="9999-12-31T23:59:59-01:00"),
        clock_data(started="2026-11-29T10:00:00"),  # no time zone
        clock_data(started=12),
        envelope(version=True),
        b" " * (MAX_FILE_BYTES + 1),
    ],
    ids=["elapsed-2**31", "elapsed-over-ten-years", "elapsed-10**400", "nested-5000-inside",
         "nested-5000", "elapsed-negative", "elapsed-float", "assisted-text", "started-year-1",
         "started-year-9999", "started-naive", "started-number", "version-true", "too-large"],
)
def test_a_save_that_would_stop_the_start_is_kept_aside(saves: SavedGames, content: bytes) -> None:
    write_raw(saves, content)
    assert saves.load("addiction") is None
    [aside] = saves.directory.glob("addiction-in-progress.json.damaged-*")
    assert aside.read_bytes() == content
    assert saves.problem is not None and aside.name in saves.problem


def test_a_sound_clock_at_its_limits_loads(saves: SavedGames) -> None:
    write_raw(saves, clock_data(elapsed=MAX_ELAPSED, started="2026-11-29T11:00:00+01:00"))
    loaded = saves.load("addiction")
    assert loaded is not None and loaded["elapsed"] == MAX_ELAPSED
    assert MAX_ELAPSED < 2**31 - 1  # what a Qt int signal carries
    assert saves.problem is None


@settings(max_examples=60, deadline=None)
@given(st.integers(0, MAX_ELAPSED), st.booleans(),
       st.datetimes(min_value=datetime(1970, 1, 2), max_value=datetime(9998, 12, 31),
                    timezones=st.timezones()))
def test_the_clock_check_takes_every_sound_clock(elapsed: int, assisted: bool, started: datetime) -> None:
    # The other half of the test below: a check that refused everything would pass that one.
    data = json.loads(clock_data())["data"] | {
        "elapsed": elapsed, "assisted": assisted, "started": started.isoformat()}
    check_clock(data)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["elapsed", "assisted", "started"]), JSON_VALUES)
def test_the_clock_check_refuses_whatever_a_resume_could_not_use(field: str, value: object) -> None:
    data = json.loads(clock_data())["data"] | {field: value}
    try:
        check_clock(data)
    except ValueError:
        return
    # What passes is what the window can show: a clock that fits, a flag, a moment in UTC.
    elapsed, assisted, started = data["elapsed"], data["assisted"], data["started"]
    assert type(elapsed) is int and 0 <= elapsed <= MAX_ELAPSED
    assert isinstance(assisted, bool)
    assert datetime.fromisoformat(started).astimezone(UTC).tzinfo is UTC


@settings(max_examples=60, deadline=None)
@given(st.one_of(
    st.binary(max_size=200),
    JSON_VALUES.map(lambda value: json.dumps(value).encode()),
    JSON_VALUES.map(lambda value: envelope(data={"game": value, "elapsed": value})),
    st.integers(min_value=1, max_value=6000).map(lambda depth: b'{"a":' * depth + b"1"
                                                  + b"}" * depth),
))
def test_load_never_raises_and_keeps_aside_what_it_refuses(tmp_path_factory: pytest.TempPathFactory,
                                                            content: bytes) -> None:
    saves = SavedGames(tmp_path_factory.mktemp("saves"))
    write_raw(saves, content)
    loaded = saves.load("addiction")
    aside = list(saves.directory.glob("addiction-in-progress.json.damaged-*"))
    if loaded is None:
        assert [p.read_bytes() for p in aside] == [content] and saves.problem is not None
    else:
        assert aside == [] and saves.path("addiction").read_bytes() == content


def test_content_the_engine_refuses_is_set_aside_by_the_caller(saves: SavedGames) -> None:
    data = saved_data(game_in_progress())
    data["game"]["actions"] = [["nonsense"]]  # type: ignore[index]
    saves.save("addiction", data)
    loaded = saves.load("addiction")
    assert loaded is not None
    with pytest.raises(SaveError):
        GapsGame.from_dict(loaded["game"])
    saves.set_aside("addiction")
    assert saves.problem is not None
    assert saves.load("addiction") is None
    assert len(list(saves.directory.glob("*.damaged-*"))) == 1


def test_an_unwritable_folder_is_reported_not_raised(tmp_path: Path) -> None:
    # Root ignores permissions, so the folder is made impossible instead: a file is in the way.
    (tmp_path / "blocker").write_text("a file, not a folder")
    saves = SavedGames(tmp_path / "blocker" / "data")
    saves.save("addiction", {"elapsed": 1})
    assert not saves.flush()
    assert saves.problem is not None
    assert "cannot be saved" in saves.problem
    assert saves.load("addiction") is None
    saves.clear("addiction")


# --- a crash loses at most the newest save -------------------------------------------------------


def wait_until(condition: Callable[[], bool], what: str) -> None:
    """Poll ``condition`` (no timing is asserted: the limit only turns a hang into a failure)."""
    deadline = time.monotonic() + 30
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"waited 30 s for {what}")
        time.sleep(0.0005)


def count_on_disk(saves: SavedGames) -> int:
    """The ``count`` of the save a crash would leave now (0: no file yet)."""
    try:
        return int(json.loads(saves.path("addiction").read_bytes())["data"]["count"])
    except FileNotFoundError:
        return 0


def test_a_crash_at_any_moment_loses_at_most_the_newest_save(
    saves: SavedGames, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each write is held in its fsync, before its rename, until the test lets it go: a disk
    # far slower than the saves that a "UI" thread hands over as fast as it can.
    parked = threading.Event()
    go_on = threading.Semaphore(0)
    real_fsync = os.fsync

    def held_fsync(descriptor: int) -> None:
        parked.set()
        go_on.acquire()
        real_fsync(descriptor)

    monkeypatch.setattr(saved_game_module.os, "fsync", held_fsync)
    total = 20
    handed = [0]

    def play() -> None:
        for count in range(1, total + 1):
            saves.save("addiction", {"count": count})
            handed[0] = count  # save returned: the window may show this action now

    player = threading.Thread(target=play)
    player.start()

    def player_waits() -> bool:
        # Parked inside the store, waiting on a lock or condition, or finished.
        frame = sys._current_frames().get(player.ident or 0)
        return frame is None or frame.f_code.co_filename == threading.__file__

    def finished() -> bool:
        return not player.is_alive() and count_on_disk(saves) == total

    crashes = []
    while True:
        wait_until(lambda: finished() or (parked.is_set() and player_waits()),
                   "the writer held in fsync and the player waiting")
        if finished():
            break
        # A crash now: the disk cannot change (the writer is held before its rename), and the
        # player has handed over all it can until the writer goes on.
        on_disk, newest = count_on_disk(saves), handed[0]
        crashes.append((on_disk, newest))
        assert on_disk >= newest - 1, f"a crash now loses {newest - on_disk} saves: {crashes}"
        parked.clear()
        go_on.release()
    player.join()
    assert saves.flush()
    assert count_on_disk(saves) == total
    assert len(crashes) == total  # one look inside each write


# --- temporary files left by a kill --------------------------------------------------------------


def a_dead_pid() -> int:
    """The number of a process that has just ended (not reused within the test's moment)."""
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           check=True, capture_output=True, text=True)
    return int(ended.stdout)


@pytest.mark.skipif(os.name != "posix", reason="tells live processes by os.kill(pid, 0)")
def test_temporary_files_left_by_a_kill_are_removed_at_load(saves: SavedGames) -> None:
    saves.save("addiction", {"elapsed": 8})
    assert saves.flush()
    folder = saves.directory
    dead, alive = a_dead_pid(), os.getppid()
    orphans = [f".addiction-in-progress.json.{dead}-140211.tmp",
               f".pyramid-in-progress.json.{dead}-7.tmp",  # another game's, same writer
               f".addiction-in-progress.json.{os.getpid()}-99.tmp",  # an earlier run's, our pid
               f".jungle-in-progress.json.{alive}-3.tmp"]  # its process number reused since
    kept = [f".addiction-in-progress.json.{alive}-1.tmp",  # a live process may be writing it
            "notes.tmp", ".addiction-in-progress.json.tmp", f"addiction-in-progress.json.{dead}-1.tmp",
            f".addiction-in-progress.json.{dead}-1.tmp.mine", f".Addiction-in-progress.json.{dead}-1.tmp",
            "addiction-in-progress.json.damaged-20261129T100000"]
    for name in orphans + kept:
        (folder / name).write_bytes(b'{"format": "addiction.saved-game", "ver')
    hours_ago = time.time() - 2 * 3600
    os.utime(folder / orphans[3], (hours_ago, hours_ago))
    assert saves.load("addiction") == {"elapsed": 8}
    assert saves.problem is None
    left = sorted(path.name for path in folder.iterdir())
    assert left == sorted([*kept, "addiction-in-progress.json"])


def test_the_clean_up_leaves_a_write_under_way_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two stores on one folder in one process: one loads while the other is writing.
    writing, reading = SavedGames(tmp_path), SavedGames(tmp_path)
    parked, go_on = threading.Event(), threading.Event()
    real_fsync = os.fsync

    def held_fsync(descriptor: int) -> None:
        parked.set()
        go_on.wait()
        real_fsync(descriptor)

    monkeypatch.setattr(saved_game_module.os, "fsync", held_fsync)
    writing.save("pyramid", {"elapsed": 4})
    wait_until(parked.is_set, "the write to start")
    assert reading.load("addiction") is None
    go_on.set()
    assert writing.flush() and writing.problem is None
    assert reading.load("pyramid") == {"elapsed": 4}
    assert [path.name for path in tmp_path.iterdir()] == ["pyramid-in-progress.json"]
