# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Records, statistics and the saved game in progress; Qt only for the default data folder."""

from addiction.store.files import DATA_DIR_ENV, DATA_FOLDER, default_data_dir, set_aside
from addiction.store.records import (
    DEAL_KINDS,
    DealKind,
    GameRecord,
    RecordKind,
    RecordsStore,
    Summary,
    game_of,
)
from addiction.store.records_file import RECORDS_FILE, SCHEMA_VERSION
from addiction.store.saved_game import SavedGames

__all__ = [
    "DATA_DIR_ENV",
    "DATA_FOLDER",
    "DEAL_KINDS",
    "RECORDS_FILE",
    "SCHEMA_VERSION",
    "DealKind",
    "GameRecord",
    "RecordKind",
    "RecordsStore",
    "SavedGames",
    "Summary",
    "default_data_dir",
    "game_of",
    "set_aside",
]
