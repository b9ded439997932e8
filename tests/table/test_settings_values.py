# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A settings value of a wrong type or out of range reads as its default; none stops a start."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QPoint, QSettings, QSize

from addiction.games.gaps.engine import Rules
from addiction.games.gaps.engine.variants import ADDICTION
from addiction.games.gaps.page import chosen_rules
from addiction.registry import games
from addiction.table.settings import Settings, options, winnable_only_key
from tests.junk import ANYTHING

FUZZ = settings(max_examples=60, deadline=None)

# What QSettings.setValue can take without complaining: no ints beyond 64 bits inside lists.
STORABLE = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**31), max_value=2**31 - 1)
    | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=10,
)

# What a QSettings backend can hand back besides text: numbers, flags, lists, maps, Qt values.
QT_VALUES = st.sampled_from([
    float("inf"), float("-inf"), float("nan"), 2.5, 2.0, -1, 4, 2**40, True, False, 0, 1,
    QPoint(1, 2), QSize(3, 4), QByteArray(b"1"), b"2", ["2"], ["true"], {"a": 1}, "", " 2 ",
    "٢",  # a digit Python's int() reads, but no settings file of ours writes
    "1e3", "0x2", "2_0", "+2", "-0",
])


def reads_back(key: str, value: Any) -> None:
    """``value`` is what ``key`` may hold: of its default's type, and accepted on writing."""
    option = options()[key]
    assert type(value) is type(option.default)
    assert option.parse(value) == value


def store(tmp_path: Path, name: str = "settings.ini") -> QSettings:
    return QSettings(str(tmp_path / name), QSettings.Format.IniFormat)


@pytest.mark.parametrize("raw", [float("inf"), float("-inf")])
def test_an_infinite_count_reads_as_the_default(tmp_path: Path, raw: float) -> None:
    # Before: int(inf) raised OverflowError out of Settings.value, at every start.
    qt = store(tmp_path)
    qt.setValue("rules/redeals", raw)
    assert Settings(qt).value("rules/redeals") == 3
    assert chosen_rules(Settings(qt), ADDICTION) == Rules()


@pytest.mark.parametrize(("key", "raw"), [
    ("rules/redeals", 2.7), ("rules/redeals", "٢"), ("rules/redeals", True), ("rules/redeals", 9),
    ("rules/redeals", "9" * 5000), ("rules/gaps", ["random"]), ("view/four_colour", 2),
    ("view/four_colour", [1]), ("view/four_colour", QPoint(0, 1)), ("game/game", 0),
    ("window/geometry", "AAAA"), ("sound/volume", 101), ("sound/volume", "-1"),
    ("sound/on", "loud"),
])
def test_a_value_of_a_wrong_type_or_range_reads_as_the_default(
    tmp_path: Path, key: str, raw: Any
) -> None:
    qt = store(tmp_path)
    qt.setValue(key, raw)
    assert Settings(qt).value(key) == options()[key].default


@pytest.mark.parametrize(("key", "raw", "expected"), [
    ("rules/redeals", "2", 2), ("rules/redeals", " 0 ", 0), ("rules/redeals", 1, 1),
    ("view/four_colour", "true", True), ("view/four_colour", 0, False),
    ("rules/gaps", "random", "random"), ("window/geometry", b"xy", QByteArray(b"xy")),
])
def test_sound_values_still_read(tmp_path: Path, key: str, raw: Any, expected: Any) -> None:
    qt = store(tmp_path)
    qt.setValue(key, raw)
    assert Settings(qt).value(key) == expected


# Values each setting must take, as a settings file writes them or as Qt hands them back.
SOUND: dict[str, list[Any]] = {
    "view/animation_speed": ["off", "fast", "normal", "slow"],
    "view/four_colour": [True, False, "true", "false", 1, 0],
    "view/large_print": [True, "false"],
    "view/high_contrast": ["system", "on", "off"],
    "view/reduced_motion": ["system", "on", "off"],
    "view/winnable_indicator": [False, "true"],
    "view/confirm_leave": [False, "true"],
    "view/language": ["system", "en", "pt_BR", "es", "pl"],
    "window/geometry": [QByteArray(b"\x01\xd9"), b""],
    "game/game": ["", "addiction", "pyramid", "montana"],
    "rules/redeals": [0, 3, "2", " 1 "],
    "rules/gaps": ["after-sequence", "random"],
    "rules/redeal_when": ["stuck", "any"],
    "game/pyramid_mode": ["classic", "relaxed"],
    "sound/on": [True, "false", 1],
    "sound/volume": [0, 60, "100", " 35 "],
    "sound/missing_said": [True, "false", 0],
    # Each game's Winnable Deals Only.
    **{winnable_only_key(spec.id): [True, "false", 0] for spec in games()},
    # The cards and the table's cloth.
    "view/card_deck": ["ours", "kde/svg-oxygen", "aisleriot/bonded.svgz", "aisleriot/a_b.svg"],
    "view/card_back": ["deck", "blue", "red", "green", "black"],
    "view/felt_colour": ["", "#1d4f7a", "#ABCDEF"],
    "view/felt_image": ["", "/home/me/Pictures/wood.jpg"],
}


def test_every_setting_has_sound_values_to_test() -> None:
    assert set(SOUND) == set(options())


@pytest.mark.parametrize(("key", "raw"), [(key, raw) for key, values in SOUND.items() for raw in values])
def test_every_reader_takes_its_sound_values(key: str, raw: Any) -> None:
    # The other half of the fuzz test below: a reader that refused everything would pass it.
    reads_back(key, options()[key].parse(raw))


@FUZZ
@given(st.sampled_from(sorted(options())), ANYTHING | QT_VALUES)
def test_every_reader_refuses_or_returns_a_sound_value(key: str, raw: Any) -> None:
    try:
        value = options()[key].parse(raw)
    except ValueError:
        return
    reads_back(key, value)


@FUZZ
@given(st.sampled_from(sorted(options())), STORABLE | QT_VALUES)
def test_whatever_the_store_holds_a_sound_value_is_read(
    tmp_path_factory: pytest.TempPathFactory, key: str, raw: Any
) -> None:
    qt = store(tmp_path_factory.mktemp("settings"))
    qt.setValue(key, raw)
    reads_back(key, Settings(qt).value(key))


@FUZZ
@given(st.sampled_from(sorted(options())),
       st.text(alphabet=st.characters(blacklist_characters="\r\n", blacklist_categories=("Cs",)),
               max_size=40))
def test_whatever_text_a_settings_file_holds_a_sound_value_is_read(
    tmp_path_factory: pytest.TempPathFactory, key: str, text: str
) -> None:
    # Written as a file, as another program or a hand edit would leave it, and read fresh.
    path = tmp_path_factory.mktemp("settings") / "settings.ini"
    group, name = key.split("/")
    path.write_text(f"[{group}]\n{name}={text}\n", encoding="utf-8")
    reads_back(key, Settings(QSettings(str(path), QSettings.Format.IniFormat)).value(key))
