# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Choose Deal under hostile typing: no text raises, and OK is on exactly for a deal number."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from addiction.core import MAX_DEAL, MIN_DEAL
from addiction.table.dialogs import DealDialog


@pytest.fixture
def dialog(qtbot: QtBot) -> DealDialog:
    made = DealDialog(1)
    qtbot.addWidget(made)
    return made


def ok_enabled(dialog: DealDialog) -> bool:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def type_in(qtbot: QtBot, dialog: DealDialog, text: str) -> None:
    """Put ``text`` in the box; anything raised in the dialog's slots fails the test here."""
    with qtbot.captureExceptions() as raised:
        dialog.edit.setText(text)
    assert not raised, raised[0][1]


def test_thousands_of_digits_are_out_of_range_and_turn_ok_off(
    qtbot: QtBot, dialog: DealDialog
) -> None:
    assert ok_enabled(dialog)  # deal 1 is where it starts
    type_in(qtbot, dialog, "9" * 5000)
    assert not ok_enabled(dialog)
    assert "Deal numbers run from 1 to" in dialog.error.text()
    assert dialog.deal() is None
    # Leading zeros beyond Python's own limit still write a deal.
    type_in(qtbot, dialog, "0" * 5000 + "42")
    assert ok_enabled(dialog) and dialog.deal() == 42
    # Typed by keys, from a box that holds far too many digits, to a deal that is one.
    type_in(qtbot, dialog, "1" * 5000)
    assert not ok_enabled(dialog)
    dialog.edit.selectAll()
    with qtbot.captureExceptions() as raised:
        qtbot.keyClicks(dialog.edit, "1234")
    assert not raised
    assert dialog.edit.text() == "1234"
    assert ok_enabled(dialog) and dialog.error.text() == "" and dialog.deal() == 1234


def is_deal_number(text: str) -> bool:
    """Whether ``text`` writes a deal: ASCII digits, with spaces and digit-group marks allowed
    (the prompt writes the highest deal grouped the locale's way), from MIN_DEAL to MAX_DEAL."""
    digits = "".join(text.split())
    for mark in (QLocale().groupSeparator(), ",", "_"):
        digits = digits.replace(mark, "")
    if re.fullmatch(r"[0-9]+", digits) is None:
        return False
    significant = digits.lstrip("0") or "0"
    return len(significant) <= len(str(MAX_DEAL)) and MIN_DEAL <= int(significant) <= MAX_DEAL


# Text a player (or a paste) might put in the box: anything, digits with marks around them,
# numbers near the ends of the range, and numbers far beyond Python's 4,300-digit limit.
HOSTILE_TEXT = st.one_of(
    st.text(max_size=40),
    st.text(alphabet="0123456789 ,._-+x\u00a0\u202f\u0663\u00b2\n\t", max_size=30),
    st.integers(min_value=-(2**40), max_value=2**40).map(str),
    st.sampled_from([MIN_DEAL - 1, MIN_DEAL, MAX_DEAL, MAX_DEAL + 1]).map(str),
    st.integers(min_value=4290, max_value=6000).map(lambda n: "7" * n),
    st.integers(min_value=4290, max_value=6000).map(lambda n: "0" * n + "5"),
)


@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=HOSTILE_TEXT)
def test_ok_is_on_exactly_for_a_deal_number(
    qtbot: QtBot, dialog: DealDialog, text: str
) -> None:
    # One dialog for every example, as one player types one thing after another into it.
    type_in(qtbot, dialog, text)
    shown = dialog.edit.text()
    assert ok_enabled(dialog) == is_deal_number(shown)
    assert (dialog.deal() is not None) == is_deal_number(shown)
    assert (dialog.error.text() == "") == is_deal_number(shown)


def test_an_empty_box_shows_no_error_until_the_player_types(qtbot: QtBot) -> None:
    # No current deal: the box opens empty, with OK off and nothing in red.
    fresh = DealDialog(0)
    qtbot.addWidget(fresh)
    assert fresh.edit.text() == ""
    assert not ok_enabled(fresh)
    assert fresh.error.text() == ""
    # Typing explains what is wrong, and so does erasing everything typed.
    type_in(qtbot, fresh, "x")
    assert "whole number" in fresh.error.text() and not ok_enabled(fresh)
    type_in(qtbot, fresh, "")
    assert fresh.error.text() == "Type a deal number." and not ok_enabled(fresh)
    type_in(qtbot, fresh, "7")
    assert fresh.error.text() == "" and ok_enabled(fresh)
