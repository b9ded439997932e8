# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``run_self_test``: the real window plays every feature of every game offscreen; failures say
what broke, and whatever goes wrong out of the checks' sight (an exception in any thread, a
Traceback or Error on the standard error) fails it too."""

from __future__ import annotations

import io
import os
import re
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QThreadPool, QTimer
from pytestqt.qtbot import QtBot

from addiction.cardart import decks
from addiction.games.gaps.keeper import GapsKeeper
from addiction.games.gaps.solver import Advisor
from addiction.games.pyramid.keeper import PyramidKeeper
from addiction.program.selftest import run_self_test
from addiction.registry import game_spec, games
from addiction.store import DATA_DIR_ENV
from addiction.store.keeper import Keeper
from addiction.table import sound
from addiction.table.settings import SETTINGS_ENV
from tests.cardart.fake_decks import add_kde_deck, deck_svg


# Every feature of every game through the window, with Auto playing a whole deal of each: a
# minute or two of CPU.
@pytest.mark.slow
def test_self_test_passes_and_leaves_the_environment_alone(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(SETTINGS_ENV, "/nonexistent/settings.ini")
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    cache = os.environ.get("XDG_CACHE_HOME")
    # A desktop deck of our making, where the desktop's decks are looked for.
    system = tmp_path / "system"
    add_kde_deck(system, "made", "Made Here", deck_svg("kde"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    decks.forget_loaded()
    out = io.StringIO()

    assert run_self_test(out=out) == 0

    text = out.getvalue()
    assert "self-test passed" in text
    assert "languages: en, pt_BR (" in text and "es (" in text and "pl (" in text
    assert "sound: 4 sounds played through miniaudio (Null device)" in text
    assert "sound device: " in text
    assert "card decks: the desktop's Made Here (kde/svg-made, one of 1 installed) put on" in text
    for spec in games():
        title = spec.title
        assert f"{title} deal {spec.self_test_deal}: the strip says it is '" in text
        assert "its move played, undone and played again; Auto played it to its end" in text
        assert f"{title}: the finished game analysed from its end-of-game dialog" in text
        assert f"{title}: a practice game from step " in text
        assert f"{title}: deal of the day for " in text
        assert "Show How played its first moves (Replay of deal " in text
        assert f"{title}: the given-up game, read back from the records, analysed" in text
        assert f"{title}: Winnable Deals Only dealt deal " in text
        assert f"records store: 3 {title} games read back" in text
    # The Gaps family's "still winnable" search (every game but Pyramid has it), and Redeal
    # pressed where Auto's deal needs it (Addiction's, Montana's and Spaces' do).
    assert text.count('"still winnable" said ') == len(games()) - 1
    assert re.search(r'Pyramid: a practice game from step \d+ of the analysed game: no "still '
                     r'winnable" search', text)
    assert "Redeal pressed when offered" in text
    assert os.environ[SETTINGS_ENV] == "/nonexistent/settings.ini"
    assert DATA_DIR_ENV not in os.environ
    assert os.environ.get("XDG_CACHE_HOME") == cache


def test_self_test_fails_when_the_sound_library_is_missing(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As in a bundle that left miniaudio out: its import fails.
    monkeypatch.setitem(sys.modules, "miniaudio", None)
    out = io.StringIO()

    assert run_self_test(out=out) == 1

    assert ("self-test FAILED: the sounds could not be played through miniaudio's null device"
            in out.getvalue())


def test_self_test_fails_when_auto_cannot_finish(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Advisor, "choose", lambda self, game: None)
    out = io.StringIO()

    assert run_self_test(out=out) == 1

    assert "self-test FAILED: the advisor gave up on a game that is not over" in out.getvalue()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game_id", "keeper"), [("addiction", GapsKeeper), ("pyramid", PyramidKeeper)]
)
def test_self_test_fails_when_the_window_keeps_no_record(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game_id: str, keeper: type[Keeper[Any]]
) -> None:
    monkeypatch.setattr(keeper, "record_finished", lambda self: frozenset())
    out = io.StringIO()

    assert run_self_test(out=out) == 1

    title = game_spec(game_id).title
    assert f"self-test FAILED: the window recorded no {title} game when it ended" in out.getvalue()


# --- what goes wrong out of the checks' sight ------------------------------------------------


def test_self_test_fails_when_a_games_judge_is_missing(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As in the first bundles, which lacked the judges: the window's judging thread prints its
    traceback, which ends the test at the first game's deal, not when the level is given up on."""
    monkeypatch.setitem(sys.modules, "addiction.games.gaps.deals", None)
    out = io.StringIO()

    assert run_self_test(out=out) == 1

    text = out.getvalue()
    assert "self-test FAILED: something went wrong out of the checks' sight" in text
    assert "the standard error said: Traceback (most recent call last):" in text
    assert "ModuleNotFoundError: import of addiction.games.gaps.deals halted" in text
    assert "Auto played it to its end" not in text


def _in_a_thread() -> None:
    def fail() -> None:
        raise RuntimeError("planted in a worker thread")

    worker = threading.Thread(target=fail, name="planted-worker")
    worker.start()
    worker.join()


def _printed_by_a_pool_thread() -> None:
    # What the game's workers do with an exception they catch: print its traceback.
    QThreadPool.globalInstance().start(
        lambda: print("Traceback (most recent call last):\n  planted", file=sys.stderr))
    QThreadPool.globalInstance().waitForDone()


def _written_by_a_c_library() -> None:
    os.write(2, b"planted: libsomething: Error opening the device\n")


def _in_a_slot() -> None:
    def fail() -> None:
        raise ValueError("planted in a slot")

    # Run by the event loop, on the window's thread: the exception goes back to Qt.
    QTimer.singleShot(0, fail)


@pytest.mark.parametrize(
    ("plant", "said"),
    [
        # pytest warns of the exception too, which the self-test passes on.
        pytest.param(_in_a_thread, "an exception in the thread planted-worker: RuntimeError: "
                     "planted in a worker thread", id="thread exception",
                     marks=pytest.mark.filterwarnings(
                         "ignore::pytest.PytestUnhandledThreadExceptionWarning")),
        pytest.param(_printed_by_a_pool_thread, "the standard error said: Traceback (most "
                     "recent call last):", id="traceback printed"),
        pytest.param(_written_by_a_c_library, "the standard error said: planted: libsomething: "
                     "Error opening", id="error line on fd 2"),
        # pytest-qt would fail the test for the exception it sees in Qt's event loop.
        pytest.param(_in_a_slot, "an exception nobody caught: ValueError: planted in a slot",
                     id="slot exception", marks=pytest.mark.qt_no_exception_capture),
    ],
)
def test_self_test_fails_on_what_goes_wrong_out_of_sight(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, plant: Callable[[], None], said: str
) -> None:
    """Planted where the sounds are first read, early in the run: the step fails there."""
    read_sound = sound.read_sound

    def planted(event: str) -> list[int]:
        plant()
        return read_sound(event)

    monkeypatch.setattr(sound, "read_sound", planted)
    hooks = (threading.excepthook, sys.excepthook, sys.unraisablehook)
    out = io.StringIO()

    assert run_self_test(out=out) == 1

    text = out.getvalue()
    assert "self-test FAILED: something went wrong out of the checks' sight" in text
    assert said in text
    assert "self-test passed" not in text
    # The hooks are the ones there were before.
    assert (threading.excepthook, sys.excepthook, sys.unraisablehook) == hooks
