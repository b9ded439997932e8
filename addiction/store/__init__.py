# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Records, statistics and the saved game in progress; Qt only for the default data folder."""

from .files import DATA_DIR_ENV, default_data_dir, set_aside
from .records import (
    RECORDS_FILE,
    SCHEMA_VERSION,
    GameRecord,
    RecordKind,
    RecordsStore,
    Summary,
    addiction_rules_key,
    game_of,
    pyramid_rules_key,
    rules_from_key,
)
from .saved_game import SavedGames

__all__ = [
    "DATA_DIR_ENV",
    "RECORDS_FILE",
    "SCHEMA_VERSION",
    "GameRecord",
    "RecordKind",
    "RecordsStore",
    "SavedGames",
    "Summary",
    "addiction_rules_key",
    "default_data_dir",
    "game_of",
    "pyramid_rules_key",
    "rules_from_key",
    "set_aside",
]
