# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The suite never reaches the player's own files: every place the game would write to by
default lies in the suite's sandbox (``conftest.SANDBOX``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from pytestqt.qtbot import QtBot

from addiction.store import default_data_dir
from addiction.table.settings import Settings
from tests.conftest import SANDBOX


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
