# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``run_self_test``: the real window plays a deal of every game with Auto offscreen; failures
say what broke."""

from __future__ import annotations

import io
import os
import sys
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from addiction.games.gaps.keeper import GapsKeeper
from addiction.games.gaps.solver import Advisor
from addiction.games.pyramid.keeper import PyramidKeeper
from addiction.registry import game_spec, games
from addiction.selftest import run_self_test
from addiction.store import DATA_DIR_ENV
from addiction.store.keeper import Keeper
from addiction.table.settings import SETTINGS_ENV


# Auto plays a whole deal of every game through the window: about ten seconds each time.
@pytest.mark.slow
def test_self_test_passes_and_leaves_the_environment_alone(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(SETTINGS_ENV, "/nonexistent/settings.ini")
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    out = io.StringIO()

    assert run_self_test(out=out) == 0

    text = out.getvalue()
    assert "self-test passed" in text
    assert "sound: 4 sounds played through miniaudio (Null device)" in text
    # Every registered game was played to its end and found in the records.
    for spec in games():
        assert f"{spec.title} deal {spec.self_test_deal}: Auto played it to its end" in text
        assert f"records store: the window recorded the {spec.title} game as assisted" in text
    assert os.environ[SETTINGS_ENV] == "/nonexistent/settings.ini"
    assert DATA_DIR_ENV not in os.environ


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
    assert (
        f"self-test FAILED: the records hold 0 game(s) and 0 win(s) of {title} after its deal"
        in out.getvalue()
    )
