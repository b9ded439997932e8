# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the window tests share: a data folder and settings file of their own."""

from pathlib import Path

import pytest

from addiction.store import DATA_DIR_ENV
from addiction.table.settings import SETTINGS_ENV


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Never the player's own records, saved games or settings: a folder under ``tmp_path``."""
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))
    return folder
