# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The kill benchmark's own reckoning: reports read, actions lost counted, orphans told apart."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.kill import (
    Event,
    GameFigures,
    actions_lost,
    figures_line,
    orphans,
    parse_report,
    read_on_disk,
    state_digest,
)


def saved(game: str, state: object) -> Event:
    return Event("save", game, state_digest(state), 120)


def test_a_game_handed_over_and_the_same_game_read_back_have_one_digest() -> None:
    game = {"deal": 5, "actions": [(1, 2), (3, 4)], "rules": {"redeals": 2}}
    read_back = json.loads(json.dumps({"b": 1, **game}))
    del read_back["b"]
    assert state_digest(game) == state_digest(read_back)
    assert state_digest(game) != state_digest({**game, "deal": 6})


def test_the_report_is_read_and_anything_else_passed_over() -> None:
    lines = ["S jungle 0123abcd 250", "This plugin does not support propagateSizeHints()",
             "READY", "C jungle", "S jungle 4567", "S jungle 89ab 1x", ""]
    assert parse_report(lines) == [Event("save", "jungle", "0123abcd", 250),
                                   Event("clear", "jungle")]


def test_actions_lost_counts_the_actions_reported_after_the_one_on_disk() -> None:
    events = [saved("pyramid", n) for n in (1, 2, 2, 3, 4)]  # 2 twice: the clock's save
    assert actions_lost(events, "pyramid", state_digest(4)).actions == 0
    assert actions_lost(events, "pyramid", state_digest(3)).actions == 1
    assert actions_lost(events, "pyramid", state_digest(2)).actions == 2
    assert actions_lost(events, "pyramid", state_digest(1)).actions == 3
    assert actions_lost(events, "pyramid", None).actions == 4


def test_a_game_on_disk_newer_than_the_reports_loses_nothing() -> None:
    events = [saved("pyramid", n) for n in (1, 2)]
    # The kill fell between a save and its report: the disk is ahead.
    loss = actions_lost(events, "pyramid", state_digest(3))
    assert (loss.actions, loss.ahead) == (0, True)


def test_a_finished_game_and_other_games_do_not_count() -> None:
    events = [saved("jungle", 1), saved("jungle", 2), Event("clear", "jungle"),
              saved("montana", 9), saved("jungle", 3)]
    assert actions_lost(events, "jungle", state_digest(3)).actions == 0
    assert actions_lost(events, "jungle", None).actions == 1
    assert actions_lost(events[:3], "jungle", None).actions == 0  # cleared: nothing to lose


def test_only_the_writers_temporary_files_are_orphans(tmp_path: Path) -> None:
    names = [".jungle-in-progress.json.4242-140211.tmp", ".red-moon-in-progress.json.7-1.tmp",
             "jungle-in-progress.json", ".jungle-in-progress.json.tmp", "notes.tmp",
             "jungle-in-progress.json.damaged-20261129T100000"]
    for name in names:
        (tmp_path / name).write_bytes(b"")
    assert orphans(tmp_path) == set(names[:2])
    assert orphans(tmp_path / "missing") == set()


def test_the_game_on_disk_is_read_without_the_store(tmp_path: Path) -> None:
    path = tmp_path / "jungle-in-progress.json"
    assert read_on_disk(path) == (None, False)
    path.write_text(json.dumps({"format": "addiction.saved-game", "data": {"game": {"deal": 1}}}))
    assert read_on_disk(path) == (state_digest({"deal": 1}), False)
    path.write_text('{"format": "addiction.sav')
    assert read_on_disk(path) == (None, True)


def test_a_game_that_never_started_still_has_a_line() -> None:
    figures = GameFigures("jungle", no_start=2)
    assert figures_line(figures).split()[:3] == ["jungle", "0", "n/a"]
    figures = GameFigures("jungle", losses=[0, 1, 0, 1], saves=400, seconds=2.0,
                          save_micros=[100, 200, 5000])
    assert figures_line(figures).split()[:5] == ["jungle", "4", "1", "0.50", "0"]
