# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Addiction's relatives in the window: each played to a win with Auto and recorded, each
with its own table, options, rules and saved game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.keeper import rules_key as addiction_rules_key
from addiction.games.gaps.page import GapsPage
from addiction.games.gaps.solver.family import advisor_for
from addiction.registry import game_spec, members
from addiction.shell.statistics import describe_rules
from addiction.shell.window import MainWindow, PageFactory
from addiction.store import RecordsStore
from addiction.store.keeper import Storage
from addiction.table.page import PageContext
from tests.conftest import OpenWindow

RELATIVES = [spec.id for spec in members("gaps")]
# Blue Moon one move from a win.
NEAR_WIN = """\
AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC --
AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD --
AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS -- KS"""
# Positions per search: the same decisions on any machine, however busy.
NODES = 200_000


def node_limited(game: str) -> PageFactory:
    def make(context: PageContext) -> GapsPage:
        page_class = game_spec(game).page_class()
        page: GapsPage = page_class(context, advisor_factory=lambda: advisor_for(game, nodes=NODES))
        return page

    return make


def open_relative(open_window: OpenWindow, game: str, *, storage: Storage | None) -> MainWindow:
    """The window on ``game``, its computer player bounded by positions."""
    return open_window(game, storage=storage, factories={game: node_limited(game)}, size=(1280, 800))


@pytest.mark.parametrize("game", RELATIVES)
def test_auto_wins_a_deal_of_each_relative_and_the_record_lands(
    qtbot: QtBot, open_window: OpenWindow, data_dir: Path, game: str
) -> None:
    spec = game_spec(game)
    window = open_relative(open_window, game, storage=Storage.open())
    page = window.page
    assert isinstance(page, GapsPage) and page.variant.id == game
    page.new_game(spec.self_test_deal)
    assert page.game.rules == Rules.of(game)
    for _ in range(3000):
        if page.is_over:
            break
        with qtbot.waitSignal(page.solver.decided, timeout=20_000):
            window.menus.action_auto.trigger()
    assert page.game.is_won, page.game.to_text()
    assert page.score == spec.max_score == page.variant.full_score
    # The end-of-game dialog comes, and the win is in the record book under the game's rules.
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None
                    and window.dialogs.end_dialog.isVisible())
    window.close()
    with RecordsStore.open(data_dir) as store:
        summary = store.summary(addiction_rules_key(Rules.of(game)))
        [record] = store.recent(limit=5)
    # Won with Auto: listed, and counted in no figure.
    assert (summary.games, summary.wins, summary.helped) == (0, 0, 1)
    assert (record.game, record.deal, record.score, record.assisted) == (
        game, spec.self_test_deal, spec.max_score, True)


@pytest.mark.parametrize("game", ["blue-moon", "double-montana", "galary"])
def test_a_click_plays_on_the_relatives_table(qtbot: QtBot, open_window: OpenWindow, game: str) -> None:
    window = open_relative(open_window, game, storage=None)
    page = window.page
    assert isinstance(page, GapsPage)
    page.new_game(3)
    view = page.view
    game_now = page.game
    v = game_now.variant
    # Every place of the table lies inside the view, none overlapping the next.
    layout = view.board_layout
    assert (layout.rows, layout.cols) == (v.rows, v.cols)
    board = layout.board_rect
    assert board.left() >= 0 and board.right() <= view.viewport().width()
    assert board.top() >= 0 and board.bottom() <= view.viewport().height()
    assert layout.step_x > layout.card_width and layout.step_y > layout.card_height
    # Click a card that can move: it goes to its gap, or, when it fits several (an Ace and
    # several empty first columns), the gaps light up and a second click chooses one.
    move = game_now.moves()[-1]

    def click(place: tuple[int, int]) -> None:
        centre = layout.place_rect(place).center()
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(QPointF(centre)))

    with qtbot.waitSignal(page.model.card_moved) as moved:
        click(move.src)
        if len(game_now.moves_of(move.card)) > 1:
            assert view.choosing
            click(move.dst)
    assert moved.args == [move.card, move.src, move.dst]
    assert page.game.cell(move.dst) == move.card


def test_each_relative_keeps_its_own_saved_game(open_window: OpenWindow, data_dir: Path) -> None:
    del data_dir
    storage = Storage.open()
    window = open_relative(open_window, "jungle", storage=storage)
    jungle = window.page
    assert isinstance(jungle, GapsPage)
    jungle.new_game(5)
    jungle.model.play(jungle.game.moves()[0])
    window.play_game("addiction")
    window.close()
    again = open_relative(open_window, "jungle", storage=Storage.open())
    page = again.page
    assert isinstance(page, GapsPage)
    assert page.resumed and page.game.deal == 5 and page.game.moves_played == 1
    assert isinstance(page.game, GapsGame) and page.game.variant.id == "jungle"
    # Addiction's own saved game is a different one.
    addiction = again.play_game("addiction")
    assert addiction.game.rules.variant == "addiction"


def test_a_relative_offers_only_when_a_redeal_is_allowed(open_window: OpenWindow) -> None:
    window = open_relative(open_window, "blue-moon", storage=None)
    texts = [a.text().replace("&", "") for a in window.menus.settings_menu.actions()]
    assert "Redeal Allowed" in texts
    assert "Redeals per Game" not in texts and "Gap Placement on Redeal" not in texts
    page = window.page
    assert isinstance(page, GapsPage)
    assert "Ace" in page.rules_html() and "14" not in page.rules_title()
    assert page.parse_options("redeal_when=any") == Rules.of("blue-moon", "any")
    with pytest.raises(ValueError, match="fixes its redeals"):
        page.parse_options("redeals=3")


def test_statistics_name_each_relatives_rules(qapp: object) -> None:
    del qapp
    assert describe_rules("montana:redeal_when=stuck") == "Montana: 2 redeals, gaps after sequence"
    assert describe_rules("spaces:redeal_when=any") == "Spaces: 2 redeals, random gaps, redeal any time"
    assert describe_rules("double-montana:redeal_when=any") == "Double Montana: no redeals"
    # A key this version cannot read is shown as it was stored.
    assert describe_rules("jungle:redeals=3") == "jungle:redeals=3"


def test_the_still_winnable_indicator_judges_a_relatives_table(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("blue-moon", storage=None, show=False, winnable_indicator=True)
    page = window.page
    assert isinstance(page, GapsPage)
    with qtbot.waitSignal(page.solver.judged, timeout=20_000) as judged:
        page.load_position(NEAR_WIN)
    assert judged.args == ["winnable"]
    assert page.level_label.text() == "Winnable without a redeal"
