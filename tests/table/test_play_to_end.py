# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Play to the End in the window: the computer player's moves one after another, each
animated once the one before has landed, until the game ends or the player stops it (a click
on the table, a key, the command again, Undo); Auto still plays one move."""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.games.pyramid.solver import hint
from addiction.registry import game_spec, games
from addiction.shell.window import MainWindow
from addiction.table.page import GamePage, PageContext
from tests.conftest import OpenWindow
from tests.games.gaps.positions import STUCK
from tests.table.quick_window import quick_window

RANKS = "23456789TJQK"


def gapped_row(suit: str, gap_at: int) -> str:
    """A row in order from 2 to King of one suit, with its gap ``gap_at`` cards in."""
    cards = [rank + suit for rank in RANKS]
    return " ".join([*cards[:gap_at], "--", *cards[gap_at:]])


# Two rows done and two with three cards each to shift left into the gap: six moves to a win.
SIX_FROM_WIN = "\n".join(
    [gapped_row("S", 9), gapped_row("H", 9), gapped_row("D", 12), gapped_row("C", 12)])
# Every row's gap right after its 2: eleven moves a row, 44 in all, so there is time to stop.
LONG_WIN = "\n".join(gapped_row(suit, 1) for suit in "SHDC")

OpenGame = Callable[..., MainWindow]


@pytest.fixture
def open_game(open_window: OpenWindow) -> OpenGame:
    """A window over ``game`` (a Gaps position, or a Pyramid game) at animation ``speed``,
    played by the game's own computer player."""

    def open_(game: GapsGame | PyramidGame, speed: str = "fast",
              advisor: Callable[[], Any] | None = None) -> MainWindow:
        if isinstance(game, GapsGame):
            def addiction(context: PageContext) -> GamePage:
                return GapsPage(context, model=GapsModel(game), advisor_factory=advisor)
            factories: dict[str, Callable[[PageContext], GamePage]] = {"addiction": addiction}
        else:
            def pyramid(context: PageContext) -> GamePage:
                return PyramidPage(context, model=PyramidModel(game))
            factories = {"pyramid": pyramid}
        [start] = factories
        return open_window(start, storage=None, factories=factories, size=(1000, 700),
                           animation_speed=speed)

    return open_


def page_of(window: MainWindow) -> GamePage:
    page = window.page
    assert page is not None
    return page


def moves(page: GamePage) -> int:
    return page.game.moves_played


def start_playing(qtbot: QtBot, window: MainWindow, at_least: int) -> GamePage:
    """Choose Play to the End and wait until ``at_least`` moves are played."""
    page = page_of(window)
    window.menus.action_play_to_end.trigger()
    assert page.playing_to_end
    qtbot.waitUntil(lambda: moves(page) >= at_least, timeout=10_000)
    assert page.playing_to_end
    return page


def assert_stopped(qtbot: QtBot, window: MainWindow, page: GamePage) -> int:
    """Play to the End has stopped: the cards in motion land and no move follows them."""
    assert not page.playing_to_end
    action = window.menus.action_play_to_end
    assert not action.isChecked() and action.text() == "Play to the E&nd"
    qtbot.waitUntil(lambda: not page.view.animating, timeout=5000)
    played = moves(page)
    with qtbot.assertNotEmitted(page.model.moves_changed, wait=400):
        pass
    assert moves(page) == played and not page.is_over
    return played


def test_play_to_the_end_is_in_the_play_menu_and_on_the_toolbar(open_game: OpenGame) -> None:
    window = open_game(GapsGame.from_text(SIX_FROM_WIN))
    menus = window.menus
    action = menus.action_play_to_end
    assert action.shortcut() == QKeySequence("Shift+A")
    assert action.isCheckable() and not action.isChecked() and action.isEnabled()
    play = [a for a in menus.play_menu.actions() if not a.isSeparator()]
    assert play.index(action) == play.index(menus.action_auto) + 1
    toolbar = menus.toolbar.actions()
    assert toolbar.index(action) == toolbar.index(menus.action_auto) + 1


def test_it_plays_an_easy_deal_to_the_win_one_animated_move_after_another(
    qtbot: QtBot, open_game: OpenGame
) -> None:
    window = open_game(GapsGame.from_text(SIX_FROM_WIN))
    page = page_of(window)
    assert isinstance(page, GapsPage)
    heard: list[str] = []
    page.view.announce = heard.append  # type: ignore[method-assign]
    landings: list[int] = []
    # Each move: whether its card slides, and how many landings came before it.
    seen: list[tuple[bool, int]] = []
    page.view.animations_finished.connect(lambda: landings.append(1))
    page.model.card_moved.connect(lambda *_: seen.append((page.view.animating, len(landings))))

    window.menus.action_play_to_end.trigger()
    action = window.menus.action_play_to_end
    assert page.playing_to_end and action.isChecked() and action.text() == "&Stop Playing"
    assert "Playing to the end" in window.statusBar().currentMessage()
    assert heard == ["Playing to the end. Press Escape to stop."]
    assert moves(page) == 0  # the moves come through the event loop, not all at once

    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None, timeout=15_000)
    assert page.game.is_won and moves(page) == 6
    assert window.dialogs.end_dialog is not None
    assert window.dialogs.end_dialog.windowTitle() == "You won!"
    # Six slides, each begun after the one before had landed.
    assert [sliding for sliding, _ in seen] == [True] * 6
    before = [landed for _, landed in seen]
    assert all(later > earlier for earlier, later in pairwise(before))
    assert page.assisted and page.assisted_label.isVisibleTo(window)
    assert not page.playing_to_end and not action.isChecked() and not action.isEnabled()


def test_with_animations_off_it_still_plays_move_by_move_to_the_win(
    qtbot: QtBot, open_game: OpenGame
) -> None:
    window = open_game(GapsGame.from_text(SIX_FROM_WIN), speed="off")
    page = page_of(window)
    played: list[int] = []
    page.model.moves_changed.connect(played.append)
    window.menus.action_play_to_end.trigger()
    assert moves(page) == 0
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None, timeout=15_000)
    assert page.game.is_won and played == [1, 2, 3, 4, 5, 6]


def test_a_click_on_the_table_stops_it_and_plays_nothing(
    qtbot: QtBot, open_game: OpenGame
) -> None:
    window = open_game(GapsGame.from_text(LONG_WIN))
    page = start_playing(qtbot, window, at_least=2)
    assert isinstance(page, GapsPage)
    # A card that could move: a click on it would play it, were it not for stopping.
    game = page.model.game
    card = game.moves()[0].card
    view = page.view
    centre = view.card_item(card).sceneBoundingRect().center()
    heard: list[str] = []
    view.announce = heard.append  # type: ignore[method-assign]
    played = moves(page)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[no-untyped-call]
                     pos=view.mapFromScene(centre))
    # Neither the click's card nor the answer on its way is played.
    assert assert_stopped(qtbot, window, page) == played
    assert game.cell(game.place_of(card)) == card and game.moves()[0].card == card
    assert heard == ["Play to the End stopped."]
    assert window.statusBar().currentMessage() == "Play to the End stopped."


def test_escape_stops_it(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game(GapsGame.from_text(LONG_WIN))
    page = start_playing(qtbot, window, at_least=2)
    played = moves(page)
    qtbot.keyClick(page.view, Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    assert assert_stopped(qtbot, window, page) == played


def test_choosing_it_again_stops_it(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game(GapsGame.from_text(LONG_WIN))
    page = start_playing(qtbot, window, at_least=2)
    played = moves(page)
    window.menus.action_play_to_end.trigger()
    assert assert_stopped(qtbot, window, page) == played
    # And once more starts it again, from where it stopped.
    window.menus.action_play_to_end.trigger()
    qtbot.waitUntil(lambda: moves(page) > played, timeout=10_000)
    window.menus.action_play_to_end.trigger()
    assert_stopped(qtbot, window, page)


def test_undo_stops_it_and_takes_back_a_move(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game(GapsGame.from_text(LONG_WIN))
    page = start_playing(qtbot, window, at_least=3)
    played = moves(page)
    window.menus.action_undo.trigger()
    assert not page.playing_to_end
    assert moves(page) == played - 1
    assert assert_stopped(qtbot, window, page) == played - 1
    assert page.can_redo


def test_a_new_game_stops_it(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game(GapsGame.from_text(LONG_WIN))
    page = start_playing(qtbot, window, at_least=2)
    page.new_game(7)
    assert not page.playing_to_end
    assert assert_stopped(qtbot, window, page) == 0


def test_leaving_the_page_stops_it(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game(GapsGame.from_text(LONG_WIN))
    page = start_playing(qtbot, window, at_least=2)
    window.choose_game()
    assert not page.playing_to_end and not window.menus.action_play_to_end.isEnabled()
    qtbot.waitUntil(lambda: not page.view.animating, timeout=5000)
    played = moves(page)
    with qtbot.assertNotEmitted(page.model.moves_changed, wait=400):
        pass
    assert moves(page) == played


def test_escape_elsewhere_in_the_window_stops_it(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game(GapsGame.from_text(LONG_WIN))
    page = start_playing(qtbot, window, at_least=2)
    played = moves(page)
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    assert assert_stopped(qtbot, window, page) == played


class Script:
    """A computer player that answers from a list, then has nothing more to say."""

    def __init__(self, *answers: object) -> None:
        self.answers = list(answers)

    def choose(self, game: object) -> object:
        del game
        return self.answers.pop(0) if self.answers else None


def test_it_redeals_and_says_when_the_computer_sees_no_way_on(
    qtbot: QtBot, open_game: OpenGame
) -> None:
    script = Script("redeal")
    window = open_game(GapsGame.from_text(STUCK, Rules(redeals=2)), advisor=lambda: script)
    page = page_of(window)
    assert isinstance(page, GapsPage)
    with qtbot.waitSignal(page.model.redealt, timeout=10_000):
        window.menus.action_play_to_end.trigger()
    qtbot.waitUntil(lambda: not page.playing_to_end, timeout=10_000)
    assert page.game.redeals_used == 1 and not page.is_over
    assert "No play can lead to a win" in window.statusBar().currentMessage()
    assert not window.menus.action_play_to_end.isChecked()
    assert window.menus.action_play_to_end.isEnabled()


def test_auto_still_plays_exactly_one_move(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game(GapsGame.from_text(LONG_WIN))
    page = page_of(window)
    with qtbot.waitSignal(page.model.moves_changed, timeout=10_000):
        window.menus.action_auto.trigger()
    assert not page.playing_to_end
    qtbot.waitUntil(lambda: not page.view.animating, timeout=5000)
    with qtbot.assertNotEmitted(page.model.moves_changed, wait=400):
        pass
    assert moves(page) == 1 and page.assisted


def test_auto_stops_it_and_plays_one_move_of_its_own(
    qtbot: QtBot, open_game: OpenGame
) -> None:
    window = open_game(GapsGame.from_text(LONG_WIN))
    page = start_playing(qtbot, window, at_least=2)
    qtbot.waitUntil(lambda: not page.view.animating, timeout=5000)
    played = moves(page)
    with qtbot.waitSignal(page.model.moves_changed, timeout=10_000):
        window.menus.action_auto.trigger()
        assert not page.playing_to_end
    assert assert_stopped(qtbot, window, page) in (played + 1, played + 2)


def test_pyramid_plays_to_the_end_too(qtbot: QtBot, open_game: OpenGame) -> None:
    # Deal 2 clears; its first 44 actions played by the solver leave a few to animate.
    game = PyramidGame.new(2)
    for _ in range(44):
        action = hint(game, 3.0)
        assert action is not None
        game.play(action)
    window = open_game(game)
    page = page_of(window)
    assert isinstance(page, PyramidPage)
    start = moves(page)
    landings: list[int] = []
    page.view.animations_finished.connect(lambda: landings.append(1))
    window.menus.action_play_to_end.trigger()
    assert page.playing_to_end
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None, timeout=15_000)
    assert page.game.is_won and page.assisted
    left = moves(page) - start
    assert left >= 3 and len(landings) >= left
    assert not page.playing_to_end


def test_pyramid_stops_at_a_click_on_the_stock(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game(PyramidGame.new(2))
    page = start_playing(qtbot, window, at_least=2)
    assert isinstance(page, PyramidPage)
    view = page.view
    stock = view.stock_item().sceneBoundingRect().center()
    played = moves(page)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[no-untyped-call]
                     pos=view.mapFromScene(stock))
    # The click turns no card of the stock either.
    assert assert_stopped(qtbot, window, page) == played


@pytest.mark.parametrize("game_id", [spec.id for spec in games()])
def test_every_game_plays_on_and_stops(
    qtbot: QtBot, tmp_path: Path, game_id: str
) -> None:
    window = quick_window(tmp_path, game_id)
    qtbot.addWidget(window)
    page = page_of(window)
    assert page.spec.id == game_id
    page.new_game(page.spec.self_test_deal)
    window.menus.action_play_to_end.trigger()
    qtbot.waitUntil(lambda: moves(page) >= 3 or page.is_over, timeout=20_000)
    window.menus.action_play_to_end.trigger()
    assert not page.playing_to_end
    assert page.assisted
    window.close()




@pytest.mark.parametrize("game_id", [spec.id for spec in games()])
def test_every_games_rules_tell_of_play_to_the_end_and_its_key(qtbot: QtBot, game_id: str) -> None:
    del qtbot  # only for the application the rules' translations need
    assert "Play to the End (Shift+A)" in game_spec(game_id).page_class().rules_html()
