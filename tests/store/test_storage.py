# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Two copies of the game on one data folder that cannot reach each other (a home folder shared
between machines): neither overwrites the other's game in progress, and none is lost."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.keeper import GapsKeeper
from addiction.games.gaps.model import GapsModel
from addiction.store.keeper import LOCK_FILE, OTHER_COPIES, Storage


def played(deal: int, moves: int) -> GapsModel:
    game = GapsGame.new(deal)
    for _ in range(moves):
        game.play(game.moves()[0])
    model = GapsModel(game)
    return model


def test_a_second_copy_keeps_its_game_apart_and_the_next_start_records_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    del qtbot  # for the application the models need
    first = Storage.open(tmp_path)
    second = Storage.open(tmp_path)
    assert first.saves.directory == tmp_path
    assert second.saves.directory.parent == tmp_path / OTHER_COPIES
    assert second.saves.problem is not None and "Another copy" in second.saves.problem

    # Each copy saves its own game; neither file is the other's.
    mine, theirs = played(5, 2), played(9, 3)
    GapsKeeper(mine, first).save()
    GapsKeeper(theirs, second).save()
    first.saves.flush()
    second.saves.flush()
    assert first.saves.load("addiction")["game"]["deal"] == 5  # type: ignore[index]
    assert second.saves.load("addiction")["game"]["deal"] == 9  # type: ignore[index]

    # While the second copy runs, its game is no stray of the first's next start...
    again = Storage.open(tmp_path)
    assert again.strays == [] and again.saves.directory != tmp_path
    again.close()
    second.close()
    first.close()

    # ...once it has ended, the next start resumes its own game and records the other.
    third = Storage.open(tmp_path)
    assert third.saves.directory == tmp_path and len(third.strays) == 1
    model = GapsModel()
    assert GapsKeeper(model, third).resume()
    assert model.game.deal == 5
    [record] = third.records.recent()
    assert (record.deal, record.moves, record.given_up) == (9, 3, True)
    third.close()
    assert not (tmp_path / OTHER_COPIES).exists() or not any((tmp_path / OTHER_COPIES).iterdir())


def test_a_copy_that_crashed_leaves_its_lock_to_the_next(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    # What a crashed copy leaves: a lock naming a process of this machine that is gone.
    crashed = subprocess.run(
        [sys.executable, "-c", "from PySide6.QtCore import QLockFile; import sys; "
         "import os; lock = QLockFile(sys.argv[1]); assert lock.tryLock(0); os._exit(0)",
         str(tmp_path / LOCK_FILE)], check=True)
    assert crashed.returncode == 0 and (tmp_path / LOCK_FILE).exists()
    storage = Storage.open(tmp_path)
    assert storage.saves.directory == tmp_path
    storage.close()
