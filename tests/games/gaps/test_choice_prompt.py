# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A click that several moves answer: the status bar says what to choose (and that Esc
cancels) until the choice is made or cancelled; a 2 already in column 1 is no candidate."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from addiction.cardart.items import Highlight
from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.shell.window import MainWindow
from addiction.table.page import PageContext
from addiction.table.settings import Settings
from tests.games.gaps.test_view import (
    FOUR_TWOS_ONE_GAP,
    ONE_TWO_TWO_GAPS,
    card,
    click,
    position,
    sprite,
)

OpenPage = Callable[[str], tuple[MainWindow, GapsPage, list[str]]]

# The only column-1 gap (row 1); 2H lies loose in row 2, the other 2s are in column 1.
ONE_LOOSE_TWO = position(
    {(1, 0): "2C", (2, 0): "2S", (3, 0): "2D", (1, 8): "2H", (1, 5): "KS", (2, 4): "KH",
     (3, 4): "KD"},
    {(0, 0), (1, 6), (2, 5), (3, 5)},
)


@pytest.fixture
def open_page(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> OpenPage:
    def open_(text: str) -> tuple[MainWindow, GapsPage, list[str]]:
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        settings.animation_speed = "off"
        settings.winnable_indicator = False
        model = GapsModel(GapsGame.from_text(text))

        def addiction(context: PageContext) -> GapsPage:
            return GapsPage(context, model=model)

        window = MainWindow(settings, start="addiction", factories={"addiction": addiction})
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        page = window.page
        assert isinstance(page, GapsPage)
        heard: list[str] = []
        monkeypatch.setattr(page.view, "announce", heard.append)  # what a screen reader is told
        return window, page, heard

    return open_


def message(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_choosing_a_gap_for_a_two_is_prompted_until_the_choice_is_made(
    qtbot: QtBot, open_page: OpenPage
) -> None:
    window, page, heard = open_page(ONE_TWO_TWO_GAPS)
    click(qtbot, page.view, (2, 3))
    assert page.view.choosing
    assert message(window) == "Choose a gap for 2♥ — Esc cancels"
    assert heard[-1] == "Choose a gap for Two of hearts. Escape cancels."
    with qtbot.waitSignal(page.model.card_moved, timeout=1000):
        click(qtbot, page.view, (1, 0))
    assert not page.view.choosing
    assert message(window) == ""


@pytest.mark.parametrize(("text", "clicked", "prompt"), [
    (ONE_TWO_TWO_GAPS, (2, 3), "Choose a gap for 2♥ — Esc cancels"),
    (FOUR_TWOS_ONE_GAP, (0, 0), "Choose a card for row 1, column 1 — Esc cancels"),
])
def test_escape_takes_the_prompt_back(
    qtbot: QtBot, open_page: OpenPage, text: str, clicked: tuple[int, int], prompt: str
) -> None:
    window, page, _heard = open_page(text)
    click(qtbot, page.view, clicked)
    assert message(window) == prompt
    with qtbot.assertNotEmitted(page.model.card_moved):
        qtbot.keyClick(page.view, Qt.Key.Key_Escape)
    assert not page.view.choosing
    assert message(window) == ""


def test_choosing_a_two_for_a_gap_is_prompted_and_cleared_after_the_pick(
    qtbot: QtBot, open_page: OpenPage
) -> None:
    window, page, heard = open_page(FOUR_TWOS_ONE_GAP)
    click(qtbot, page.view, (0, 0))
    assert message(window) == "Choose a card for row 1, column 1 — Esc cancels"
    assert heard[-1] == "Choose a card for row 1, column 1. Escape cancels."
    with qtbot.waitSignal(page.model.card_moved, timeout=1000) as blocker:
        click(qtbot, page.view, (1, 4))
    assert blocker.args == [card("2H"), (1, 4), (0, 0)]
    assert message(window) == ""


def test_a_two_in_column_1_is_no_candidate_for_a_gap(qtbot: QtBot, open_page: OpenPage) -> None:
    _window, page, _heard = open_page(FOUR_TWOS_ONE_GAP)
    view = page.view
    click(qtbot, view, (0, 0))
    assert view.choosing
    assert sprite(view, card("2D")).highlight is Highlight.NONE  # in place at row 4, column 1
    for two in ("2H", "2S", "2C"):
        assert sprite(view, card(two)).highlight is Highlight.CANDIDATE
    with qtbot.assertNotEmitted(page.model.card_moved):
        click(qtbot, view, (3, 0))  # not a candidate: the choice ends, nothing moves
    assert not view.choosing
    assert page.model.game.cell((3, 0)) == card("2D")


def test_a_gap_that_one_loose_two_fits_takes_it_at_once(qtbot: QtBot, open_page: OpenPage) -> None:
    window, page, _heard = open_page(ONE_LOOSE_TWO)
    assert len(page.model.game.moves_into((0, 0))) == 4  # legal still: the engine is unchanged
    with qtbot.waitSignal(page.model.card_moved, timeout=1000) as blocker:
        click(qtbot, page.view, (0, 0))
    assert blocker.args == [card("2H"), (1, 8), (0, 0)]
    assert not page.view.choosing
    assert message(window) == ""


def test_clicking_a_two_in_column_1_moves_nothing(qtbot: QtBot, open_page: OpenPage) -> None:
    _window, page, _heard = open_page(FOUR_TWOS_ONE_GAP)
    before = page.model.game.to_text()
    assert page.model.game.moves_of(card("2D"))  # legal still: the engine is unchanged
    with qtbot.assertNotEmitted(page.model.card_moved):
        click(qtbot, page.view, (3, 0))
    assert not page.view.choosing
    assert sprite(page.view, card("2D")).highlight is Highlight.CUE
    assert page.model.game.to_text() == before
