# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The suite never reaches the player's own files: every place the game would write to by
default lies in the suite's sandbox (``conftest.SANDBOX``)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from pytestqt.qtbot import QtBot

from addiction.store import default_data_dir
from addiction.table.settings import Settings
from tests.conftest import SANDBOX, WORKER


def test_the_data_folder_settings_and_runtime_folder_are_the_sandbox(qtbot: QtBot) -> None:
    del qtbot  # a QApplication, as the game has when it asks
    assert default_data_dir().is_relative_to(SANDBOX)
    with pytest.MonkeyPatch.context() as patch:  # the folder the game picks when not told one
        patch.delenv("ADDICTION_DATA_DIR")
        assert default_data_dir().is_relative_to(SANDBOX)
    assert Path(Settings().store.fileName()).is_relative_to(SANDBOX)
    app_data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert Path(app_data).is_relative_to(SANDBOX)
    # Without the settings variable, Qt's own default file is in the sandbox too.
    assert Path(QSettings().fileName()).is_relative_to(SANDBOX)


def test_each_worker_has_a_sandbox_of_its_own() -> None:
    # Under pytest-xdist every worker (gw0, gw1, ...) is a process with its own sandbox; the
    # variables the game reads point into this process's one, whatever other workers set.
    assert os.environ.get("PYTEST_XDIST_WORKER", "main") == WORKER
    assert SANDBOX.name.startswith(f"addiction-tests-{WORKER}-")
    assert SANDBOX.is_dir()
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME",
                     "XDG_RUNTIME_DIR"):
        assert Path(os.environ[variable]).is_relative_to(SANDBOX), variable
