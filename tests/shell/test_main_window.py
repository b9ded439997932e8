# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The main window: menus drive the page on show, actions follow its signals, dialogs validate
input, and answers of the solver for a page out of sight are never played."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt, QThreadPool
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.engine.variants import ADDICTION
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage, chosen_rules, keep_rules
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.shell.window import MainWindow
from addiction.table.page import GamePage, PageContext
from addiction.table.settings import Settings
from tests.games.gaps.positions import KING_LEFT, ONE_FROM_STUCK, ONE_FROM_WIN, STUCK
from tests.games.gaps.test_view import a_move, click

MakeWindow = Callable[..., MainWindow]


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


def open_settings(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


@pytest.fixture
def make_window(qtbot: QtBot, settings_file: Path) -> Iterator[MakeWindow]:
    """Windows over deal 1 with animations off, all sharing one settings file."""
    made: list[MainWindow] = []

    def make(game: GapsGame | None = None, **solver: Any) -> MainWindow:
        settings = open_settings(settings_file)
        if not made:
            settings.animation_speed = "off"
            settings.winnable_indicator = False
        model = GapsModel(game or GapsGame.new(1))

        def addiction(context: PageContext) -> GapsPage:
            return GapsPage(context, model=model, **solver)

        window = MainWindow(settings, start="addiction", factories={"addiction": addiction})
        qtbot.addWidget(window)
        made.append(window)
        return window

    yield make
    for window in made:
        for page in window.pages.values():
            page.model.deleteLater()


@pytest.fixture
def window(make_window: MakeWindow) -> MainWindow:
    return make_window()


def addiction_page(window: MainWindow) -> GapsPage:
    """The Addiction page, which the window has on show."""
    page = window.page
    assert isinstance(page, GapsPage)
    return page


def action(window: MainWindow, name: str) -> QAction:
    """A command of the window, or of the page on show (Redeal, Show Whether Still Winnable)."""
    found = getattr(window.menus, name, None)
    if found is None:
        found = getattr(window.page, name)
    assert isinstance(found, QAction)
    return found


def menu_texts(window: MainWindow) -> dict[str, list[str]]:
    """Each top-level menu's title with the texts of the actions in it (ampersands removed)."""
    result = {}
    for entry in window.menuBar().actions():
        menu = entry.menu()
        assert isinstance(menu, QMenu)
        result[entry.text().replace("&", "")] = [
            a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()
        ]
    return result


ADDICTION_OPTIONS = ["Rules take effect from the next game", "Redeals per Game",
                     "Gap Placement on Redeal", "Redeal Allowed", "Show Whether Still Winnable"]
SHARED_SETTINGS = ["Animation Speed", "Four-Colour Deck", "Full Screen"]


def test_menus_are_laid_out_like_a_patience_game(window: MainWindow) -> None:
    menus = menu_texts(window)
    assert list(menus) == ["Game", "Play", "Settings", "Help"]
    assert menus["Game"] == [
        "New Game", "New Game of Difficulty", "Deal of the Day", "Restart Deal",
        "Choose Deal Number…", "Pause", "Copy Position", "Paste Position…",
        "Give Up", "Demo", "Statistics…", "Choose Game…", "Addiction", "Pyramid", "Gaps Family", "Quit",
    ]
    family = window.menus.family_menus["gaps"]
    assert [a.text().replace("&", "") for a in family.actions()] == [
        "Montana", "Spaces", "Blue Moon", "Red Moon", "Galary", "Moonlight", "Jungle",
        "Spaces and Aces", "Paganini", "Double Montana"]
    assert menus["Play"] == ["Undo", "Redo", "Redeal", "Hint", "Auto", "Play to the End",
                             "Show How It Could Be Won"]
    # The game's own options first, Winnable Deals Only beside them, then the window's.
    assert menus["Settings"][:6] == [*ADDICTION_OPTIONS, "Winnable Deals Only"]
    for entry in SHARED_SETTINGS:
        assert entry in menus["Settings"][6:]
    assert menus["Help"] == ["Rules", "About Addiction"]


def test_a_games_own_commands_are_there_only_while_it_is_on_show(window: MainWindow) -> None:
    page = addiction_page(window)
    toolbar = window.menus.toolbar
    actions = toolbar.actions()
    assert actions.index(window.menus.action_redo) < actions.index(page.action_redeal)
    assert actions.index(page.action_redeal) < actions.index(window.menus.action_hint)

    pyramid = window.play_game("pyramid")
    assert isinstance(pyramid, PyramidPage)
    menus = menu_texts(window)
    assert menus["Play"] == ["Undo", "Redo", "Hint", "Auto", "Play to the End",
                             "Show How It Could Be Won"]
    assert menus["Settings"][0] == "Pyramid Mode"
    assert not set(ADDICTION_OPTIONS) & set(menus["Settings"])
    assert page.action_redeal not in toolbar.actions()
    assert page.action_redeal not in window.actions()  # its shortcut R is gone too
    for entry in SHARED_SETTINGS:
        assert entry in menus["Settings"]

    window.choose_game()
    menus = menu_texts(window)
    assert menus["Play"] == ["Undo", "Redo", "Hint", "Auto", "Play to the End",
                             "Show How It Could Be Won"]
    assert "Pyramid Mode" not in menus["Settings"]
    assert not set(ADDICTION_OPTIONS) & set(menus["Settings"])
    assert "Winnable Deals Only" not in menus["Settings"]

    window.play_game("addiction")
    assert menu_texts(window)["Settings"][:5] == ADDICTION_OPTIONS
    assert menu_texts(window)["Play"] == ["Undo", "Redo", "Redeal", "Hint", "Auto",
                                          "Play to the End", "Show How It Could Be Won"]
    assert page.action_redeal in toolbar.actions()


@pytest.mark.parametrize(
    ("name", "keys"),
    [
        ("action_new", "Ctrl+N"), ("action_restart", "Ctrl+R"), ("action_quit", "Ctrl+Q"),
        ("action_undo", "Ctrl+Z"), ("action_redo", "Ctrl+Shift+Z"), ("action_redeal", "R"),
        ("action_full_screen", "F11"), ("action_statistics", "Ctrl+T"),
        ("action_play_to_end", "Shift+A"),
    ],
)
def test_shortcuts(window: MainWindow, name: str, keys: str) -> None:
    assert QKeySequence(keys) in action(window, name).shortcuts()


def test_new_game_uses_the_rules_chosen_in_settings(qtbot: QtBot, window: MainWindow) -> None:
    model = addiction_page(window).model
    keep_rules(window.settings, Rules(redeals=1, gaps="random"))
    with qtbot.waitSignal(model.game_started):
        window.menus.action_new.trigger()
    assert model.game.rules == Rules(redeals=1, gaps="random")
    assert model.game.moves_played == 0


def test_restart_replays_the_same_deal(qtbot: QtBot, window: MainWindow) -> None:
    model = addiction_page(window).model
    start = model.game.cells
    model.play(model.game.moves()[0])
    window.menus.action_restart.trigger()
    # Restarting throws away the move played: the player is asked first.
    assert window.dialogs.question is not None
    with qtbot.waitSignal(model.game_started):
        window.dialogs.question.button(QMessageBox.StandardButton.Yes).click()
    assert model.game.cells == start and model.game.deal == 1


@pytest.mark.parametrize("game_id", ["addiction", "pyramid"])
def test_no_two_actions_share_a_shortcut(window: MainWindow, game_id: str) -> None:
    window.play_game(game_id)
    keys = [
        key.toString() for entry in window.actions() for key in entry.shortcuts()
    ]
    assert len(keys) == len(set(keys))


def test_undo_redo_enabled_states_follow_the_model(qtbot: QtBot, window: MainWindow) -> None:
    model = addiction_page(window).model
    menus = window.menus
    assert not menus.action_undo.isEnabled() and not menus.action_redo.isEnabled()
    move = model.game.moves()[0]
    model.play(move)
    assert menus.action_undo.isEnabled() and not menus.action_redo.isEnabled()
    with qtbot.waitSignal(model.card_moved) as undone:
        menus.action_undo.trigger()
    assert undone.args == [move.card, move.dst, move.src]
    assert not menus.action_undo.isEnabled() and menus.action_redo.isEnabled()
    with qtbot.waitSignal(model.card_moved):
        menus.action_redo.trigger()
    assert menus.action_undo.isEnabled() and not menus.action_redo.isEnabled()


def test_redeal_is_enabled_only_when_stuck(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(GapsGame.from_text(ONE_FROM_STUCK, Rules(redeals=2)))
    page = addiction_page(window)
    assert not page.action_redeal.isEnabled()
    page.model.play(KING_LEFT)
    assert page.action_redeal.isEnabled()
    assert "Redeal" in window.statusBar().currentMessage()
    with qtbot.waitSignal(page.model.redealt):
        page.action_redeal.trigger()
    assert not page.action_redeal.isEnabled()
    assert page.redeals_label.text() == "Redeals left: 1"


def test_status_bar_shows_score_redeals_moves_time_and_deal(window: MainWindow) -> None:
    page = addiction_page(window)
    game = page.model.game
    assert page.status.isVisibleTo(window)
    assert page.score_label.text() == f"Score: {game.score}/48"
    assert page.redeals_label.text() == "Redeals left: 3"
    assert page.moves_label.text() == "Moves: 0"
    assert page.time_label.text() == "Time: 0:00"
    assert page.deal_label.text() == "Deal 1"
    page.model.play(game.moves()[0])
    assert page.moves_label.text() == "Moves: 1"
    page.model.elapsed_changed.emit(75)
    assert page.time_label.text() == "Time: 1:15"


def test_minimising_pauses_the_clock(qtbot: QtBot, window: MainWindow) -> None:
    model = addiction_page(window).model
    window.show()
    qtbot.waitExposed(window)
    window.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(lambda: model.paused)
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.waitUntil(lambda: not model.paused)


def choose_deal(window: MainWindow, text: str) -> tuple[bool, str]:
    """Type into the open deal dialog: whether OK is enabled, and the message shown."""
    dialog = window.dialogs.deal_dialog
    assert dialog is not None
    dialog.edit.setText(text)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    return ok.isEnabled(), dialog.error.text()


def test_deal_dialog_rejects_bad_numbers_and_leaves_the_game(window: MainWindow) -> None:
    model = addiction_page(window).model
    model.play(model.game.moves()[0])
    before = model.game.to_text()
    window.menus.action_choose_deal.trigger()
    dialog = window.dialogs.deal_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.edit.text() == "1"
    # The highest deal is written the way the player's locale writes numbers.
    highest = f"from 1 to {QLocale().toString(2147483647)}"
    for text, words in [
        ("0", highest),
        ("2147483648", highest),
        ("twelve", "whole number"),
        ("-5", "whole number"),
        ("", "Type a deal number"),
    ]:
        enabled, message = choose_deal(window, text)
        assert not enabled and words in message, text
        dialog.accept()
        assert dialog.isVisible()
    assert model.game.to_text() == before and model.game.deal == 1


def test_deal_dialog_starts_the_chosen_deal(qtbot: QtBot, window: MainWindow) -> None:
    page = addiction_page(window)
    window.menus.action_choose_deal.trigger()
    enabled, message = choose_deal(window, " 2147483647 ")
    assert enabled and message == ""
    with qtbot.waitSignal(page.model.game_started):
        assert window.dialogs.deal_dialog is not None
        window.dialogs.deal_dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert page.model.game.deal == 2147483647
    assert page.deal_label.text() == "Deal 2147483647"
    assert window.dialogs.deal_dialog is None


def test_copy_then_paste_round_trips_a_position(qtbot: QtBot, window: MainWindow) -> None:
    page = addiction_page(window)
    model = page.model
    model.play(model.game.moves()[0])
    text = model.game.to_text()
    window.menus.action_copy.trigger()
    assert QGuiApplication.clipboard().text().strip() == text
    model.new_game(5)
    window.menus.action_paste.trigger()
    dialog = window.dialogs.position_dialog
    assert dialog is not None and dialog.edit.toPlainText().strip() == text
    with qtbot.waitSignal(model.game_started):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert model.game.to_text() == text
    assert page.deal_label.text() == "Pasted position"
    assert window.dialogs.position_dialog is None


def test_paste_rejects_a_bad_position_naming_line_and_token(window: MainWindow) -> None:
    model = addiction_page(window).model
    before = model.game.to_text()
    QGuiApplication.clipboard().setText(ONE_FROM_WIN.replace("4H", "4X"))
    window.menus.action_paste.trigger()
    dialog = window.dialogs.position_dialog
    assert dialog is not None
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.isVisible()
    assert "line 2, token 3" in dialog.error.text() and "'4X'" in dialog.error.text()
    assert model.game.to_text() == before
    dialog.edit.setPlainText("2S 3S")
    dialog.accept()
    assert "non-empty lines" in dialog.error.text()
    assert model.game.to_text() == before


def test_pasted_position_uses_the_settings_rules(window: MainWindow) -> None:
    model = addiction_page(window).model
    keep_rules(window.settings, Rules(redeals=0))
    QGuiApplication.clipboard().setText(ONE_FROM_STUCK)
    window.menus.action_paste.trigger()
    assert window.dialogs.position_dialog is not None
    window.dialogs.position_dialog.accept()
    assert model.game.rules.redeals == 0


def test_a_win_opens_the_end_dialog_with_score_moves_and_time(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(GapsGame.from_text(ONE_FROM_WIN))
    model = addiction_page(window).model
    assert window.dialogs.end_dialog is None
    model.play(KING_LEFT)
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "You won!"
    summary = dialog.summary()
    assert "Score: 48/48" in summary and "Moves: 1" in summary and "Time: 0:00" in summary
    assert not window.menus.action_give_up.isEnabled()
    with qtbot.waitSignal(model.game_started):
        dialog.restart_button.click()
    assert model.game.score < 48 and window.dialogs.end_dialog is None


def test_end_dialog_waits_for_the_last_card_and_the_celebration(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(GapsGame.from_text(ONE_FROM_WIN))
    page = addiction_page(window)
    [normal] = [a for a in window.menus.speed_group.actions() if a.data() == "normal"]
    normal.trigger()
    window.show()
    qtbot.waitExposed(window)
    landed: list[bool] = []
    page.view.animations_finished.connect(lambda: landed.append(True))
    page.model.play(KING_LEFT)
    assert page.view.animating and window.dialogs.end_dialog is None
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None, timeout=10_000)
    # The card's slide and then the celebration each ended before the dialog came.
    assert len(landed) >= 2 and not page.view.animating


def test_end_dialog_new_game_button_deals_again(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(GapsGame.from_text(ONE_FROM_STUCK, Rules(redeals=0)))
    model = addiction_page(window).model
    model.play(KING_LEFT)
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.windowTitle() == "Game over"
    with qtbot.waitSignal(model.game_started):
        dialog.new_button.click()
    assert model.game.deal >= 1 and not model.game.is_over


def test_give_up_asks_first_then_ends_the_game(window: MainWindow) -> None:
    model = addiction_page(window).model
    model.play(model.game.moves()[0])
    window.menus.action_give_up.trigger()
    box = window.dialogs.question
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.No).click()
    assert not model.game.is_over and window.dialogs.end_dialog is None
    assert window.dialogs.question is None

    window.menus.action_give_up.trigger()
    box = window.dialogs.question
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    assert model.game.status == "given-up"
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert f"Score: {model.game.score}/48" in dialog.summary()
    assert not window.menus.action_undo.isEnabled()


def checked_data(window: MainWindow) -> tuple[object, ...]:
    page = addiction_page(window)
    return tuple(
        group.checkedAction().data()
        for group in (page.redeals_group, page.gaps_group, page.redeal_when_group,
                      window.menus.speed_group)
    )


def test_settings_persist_across_windows(make_window: MakeWindow) -> None:
    first = make_window()
    page = addiction_page(first)
    assert checked_data(first) == (3, "after-sequence", "stuck", "off")
    for group, value in [
        (page.redeals_group, 1), (page.gaps_group, "random"),
        (page.redeal_when_group, "any"), (first.menus.speed_group, "slow"),
    ]:
        [chosen] = [a for a in group.actions() if a.data() == value]
        chosen.trigger()
    first.menus.action_four_colour.trigger()
    first.close()

    second = make_window()
    assert checked_data(second) == (1, "random", "any", "slow")
    assert second.menus.action_four_colour.isChecked() and second.art.four_colour
    assert chosen_rules(second.settings, ADDICTION) == Rules(redeals=1, gaps="random", redeal_when="any")


def test_a_rules_change_says_it_applies_to_the_next_game(window: MainWindow) -> None:
    page = addiction_page(window)
    [one] = [a for a in page.redeals_group.actions() if a.data() == 1]
    one.trigger()
    assert "next game" in window.statusBar().currentMessage()
    assert page.model.game.rules.redeals == 3
    window.menus.action_new.trigger()
    assert page.model.game.rules.redeals == 1


def test_invalid_stored_settings_read_as_defaults(settings_file: Path) -> None:
    raw = QSettings(str(settings_file), QSettings.Format.IniFormat)
    for key, value in [
        ("rules/redeals", "7"), ("rules/gaps", "sideways"), ("rules/redeal_when", 3),
        ("view/animation_speed", "warp"), ("view/four_colour", "maybe"),
        ("window/geometry", "not bytes"),
    ]:
        raw.setValue(key, value)
    raw.sync()
    settings = open_settings(settings_file)
    assert chosen_rules(settings, ADDICTION) == Rules()
    assert settings.animation_speed == "normal"
    assert settings.four_colour is False
    assert settings.geometry.isEmpty()


def test_stored_settings_read_back_with_their_types(settings_file: Path) -> None:
    settings = open_settings(settings_file)
    keep_rules(settings, Rules(redeals=0, gaps="random", redeal_when="any"))
    settings.four_colour = True
    settings.sync()
    again = open_settings(settings_file)
    assert chosen_rules(again, ADDICTION) == Rules(redeals=0, gaps="random", redeal_when="any")
    assert again.four_colour is True
    with pytest.raises(ValueError):
        again.set_value("rules/redeals", 4)


def test_without_storage_nothing_is_recorded_and_statistics_are_off(
    make_window: MakeWindow,
) -> None:
    window = make_window(GapsGame.from_text(ONE_FROM_WIN))
    page = addiction_page(window)
    assert window.storage is None and page.keeper is None
    assert not window.menus.action_statistics.isEnabled()
    window.menus.action_statistics.trigger()
    assert window.dialogs.stats_dialog is None
    page.model.play(KING_LEFT)
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.findChild(QLabel, "records") is None


def test_rules_and_about_open_without_blocking(window: MainWindow) -> None:
    dialogs = window.dialogs
    window.menus.action_rules.trigger()
    assert dialogs.rules_dialog is not None and dialogs.rules_dialog.isVisible()
    assert "King" in dialogs.rules_dialog.text.toPlainText()
    window.menus.action_about.trigger()
    box = dialogs.about_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    box.button(QMessageBox.StandardButton.Close).click()
    assert dialogs.about_box is None  # forgotten once closed, like every dialog here


def test_the_rules_follow_the_game_on_show(window: MainWindow) -> None:
    window.menus.action_rules.trigger()
    dialog = window.dialogs.rules_dialog
    assert dialog is not None and dialog.windowTitle() == "Rules of Addiction"
    window.play_game("pyramid")
    window.menus.action_rules.trigger()
    dialog = window.dialogs.rules_dialog
    assert dialog is not None and dialog.windowTitle() == "Rules of Pyramid"
    assert "13" in dialog.text.toPlainText()


def test_full_screen_toggles(qtbot: QtBot, window: MainWindow) -> None:
    window.show()
    window.menus.action_full_screen.trigger()
    qtbot.waitUntil(window.isFullScreen)
    window.menus.action_full_screen.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_four_colour_deck_redraws_the_cards(qtbot: QtBot, window: MainWindow) -> None:
    view = addiction_page(window).view
    window.show()
    qtbot.waitExposed(window)
    before = view.grab().toImage()
    window.menus.action_four_colour.trigger()
    assert window.art.four_colour and window.settings.four_colour
    assert view.grab().toImage() != before


# --- Hint, Auto and the "still winnable" indicator -------------------------------------------


class Gate:
    """An advisor or judge that waits until the test opens the gate, then answers."""

    def __init__(self, answer: object) -> None:
        self.answer = answer
        self.open = threading.Event()
        self.returned = threading.Event()
        self.calls = 0

    def choose(self, game: object) -> object:
        self.calls += 1
        self.open.wait(10)
        self.returned.set()
        return self.answer

    def judge(self, cells: Sequence[object], budget: float, cancelled: Callable[[], bool]) -> str:
        self.calls += 1
        while not self.open.wait(0.005):
            if cancelled():
                return "unknown"
        return str(self.answer)


def test_hint_shows_the_solver_move_and_marks_the_game_assisted(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(GapsGame.from_text(ONE_FROM_WIN))
    page = addiction_page(window)
    assert window.menus.action_hint.shortcut() == QKeySequence("H")
    with qtbot.waitSignal(page.solver.decided, timeout=10_000) as decided:
        window.menus.action_hint.trigger()
    assert decided.args == ["hint", KING_LEFT]
    assert page.model.assisted and page.assisted_label.isVisibleTo(window)
    assert "K♣" in window.statusBar().currentMessage()
    assert page.model.game.moves_played == 0


def test_auto_plays_the_solver_move(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(GapsGame.from_text(ONE_FROM_WIN))
    model = addiction_page(window).model
    assert window.menus.action_auto.shortcut() == QKeySequence("A")
    with qtbot.waitSignal(model.won, timeout=10_000):
        window.menus.action_auto.trigger()
    assert model.assisted and not window.menus.action_auto.isEnabled()


def test_auto_redeals_when_that_is_the_choice(qtbot: QtBot, make_window: MakeWindow) -> None:
    gate = Gate("redeal")
    gate.open.set()
    window = make_window(GapsGame.from_text(STUCK), advisor_factory=lambda: gate)
    model = addiction_page(window).model
    with qtbot.waitSignal(model.redealt):
        window.menus.action_auto.trigger()
    assert model.game.redeals_used == 1


def test_auto_pressed_while_a_hint_is_worked_out_plays_it(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    gate = Gate(KING_LEFT)
    window = make_window(GapsGame.from_text(ONE_FROM_WIN), advisor_factory=lambda: gate)
    window.menus.action_hint.trigger()
    window.menus.action_auto.trigger()
    with qtbot.waitSignal(addiction_page(window).model.won):
        gate.open.set()
    assert gate.calls == 1


def test_advice_for_an_old_position_is_dropped(qtbot: QtBot, make_window: MakeWindow) -> None:
    gate = Gate(None)
    window = make_window(advisor_factory=lambda: gate)
    page = addiction_page(window)
    window.menus.action_auto.trigger()
    window.menus.action_auto.trigger()  # already thinking: not asked twice
    move = page.model.game.moves()[0]
    gate.answer = move
    page.model.play(move)  # the position changes while the solver thinks
    with qtbot.assertNotEmitted(page.solver.decided, wait=100):
        gate.open.set()
        page.solver.shutdown()
    assert gate.calls == 1
    assert page.model.game.moves_played == 1 and not page.model.assisted


def settle(page: GamePage, gate: Gate, qtbot: QtBot) -> None:
    """Let ``gate``'s answer come back to the UI thread and whatever takes it run."""
    qtbot.waitUntil(gate.returned.is_set, timeout=5000)
    # The answer is sent from the solver's thread right after the advisor returns.
    for pool in page.solver.findChildren(QThreadPool):
        assert pool.waitForDone(5000)
    QApplication.processEvents()


def assert_actions_follow(window: MainWindow, page: GamePage) -> None:
    """The window's Undo, Redo, Give Up, Hint and Auto say what ``page`` can do."""
    menus = window.menus
    assert window.page is page
    assert menus.action_undo.isEnabled() == page.can_undo
    assert menus.action_redo.isEnabled() == page.can_redo
    for entry in (menus.action_give_up, menus.action_hint, menus.action_auto):
        assert entry.isEnabled() == (not page.is_over), entry.text()


def test_auto_asked_on_addiction_is_not_played_after_switching_to_pyramid(
    qtbot: QtBot, settings_file: Path
) -> None:
    settings = open_settings(settings_file)
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    game = GapsGame.new(1)
    gate = Gate(game.moves()[0])  # a legal move, had it been asked for here
    never = Gate(None)

    def addiction(context: PageContext) -> GapsPage:
        return GapsPage(context, model=GapsModel(game), advisor_factory=lambda: gate)

    def pyramid(context: PageContext) -> PyramidPage:
        return PyramidPage(context, model=PyramidModel(PyramidGame.new(2)),
                           advisor_factory=lambda: never)

    window = MainWindow(settings, start="addiction",
                        factories={"addiction": addiction, "pyramid": pyramid})
    qtbot.addWidget(window)
    page = addiction_page(window)
    history = page.model.game.history
    window.menus.action_auto.trigger()
    qtbot.waitUntil(lambda: gate.calls == 1, timeout=5000)
    other = window.play_game("pyramid")
    gate.open.set()
    settle(page, gate, qtbot)

    assert page.model.game.history == history and page.model.game.moves_played == 0
    assert not page.model.assisted
    assert_actions_follow(window, other)
    assert not window.menus.action_undo.isEnabled()
    assert never.calls == 0
    # Back on Addiction, the game is as it was left and Auto can be asked again.
    window.play_game("addiction")
    assert page.model.game.history == history
    assert_actions_follow(window, page)


def test_auto_asked_on_pyramid_is_not_played_after_switching_to_addiction(
    qtbot: QtBot, settings_file: Path
) -> None:
    settings = open_settings(settings_file)
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    pyramid_game = PyramidGame.new(2)
    gate = Gate(pyramid_game.actions()[0])  # a legal action, had it been asked for here
    never = Gate(None)

    def addiction(context: PageContext) -> GapsPage:
        return GapsPage(context, model=GapsModel(GapsGame.new(1)),
                             advisor_factory=lambda: never)

    def pyramid(context: PageContext) -> PyramidPage:
        return PyramidPage(context, model=PyramidModel(pyramid_game),
                           advisor_factory=lambda: gate)

    window = MainWindow(settings, start="pyramid",
                        factories={"addiction": addiction, "pyramid": pyramid})
    qtbot.addWidget(window)
    page = window.page
    assert isinstance(page, PyramidPage)
    history = page.model.game.history
    window.menus.action_auto.trigger()
    qtbot.waitUntil(lambda: gate.calls == 1, timeout=5000)
    other = window.play_game("addiction")
    gate.open.set()
    settle(page, gate, qtbot)

    assert page.model.game.history == history and page.model.game.moves_played == 0
    assert not page.model.assisted
    assert_actions_follow(window, other)
    assert not window.menus.action_undo.isEnabled()
    assert never.calls == 0
    window.play_game("pyramid")
    assert page.model.game.history == history
    assert_actions_follow(window, page)


def test_winnable_indicator_reports_the_verdict(qtbot: QtBot, make_window: MakeWindow) -> None:
    gate = Gate("winnable")
    window = make_window(GapsGame.from_text(ONE_FROM_WIN), judge=gate.judge)
    page = addiction_page(window)
    page.action_winnable.trigger()
    assert window.settings.winnable_indicator
    assert page.level_label.isVisibleTo(window)
    assert page.level_label.text() == "Thinking…"
    assert "without a redeal" in page.level_label.toolTip()
    gate.open.set()
    qtbot.waitUntil(lambda: page.level_label.text() == "Winnable without a redeal",
                    timeout=5000)
    page.action_winnable.trigger()
    assert not page.level_label.isVisibleTo(window)


def test_winnable_search_is_cancelled_when_the_position_changes(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    gate = Gate("not-winnable")
    window = make_window(judge=gate.judge)
    page = addiction_page(window)
    page.action_winnable.trigger()
    qtbot.waitUntil(lambda: gate.calls == 1, timeout=5000)
    page.model.play(page.model.game.moves()[0])
    # The first search sees it is stale and stops; the next one answers for the new board.
    gate.open.set()
    # After the deal's level, once the deal is judged: "Easy · A redeal will be needed".
    qtbot.waitUntil(lambda: page.level_label.text().endswith("A redeal will be needed"),
                    timeout=5000)
    assert gate.calls == 2


def test_not_winnable_without_redeals_left_says_so(qtbot: QtBot, make_window: MakeWindow) -> None:
    gate = Gate("not-winnable")
    gate.open.set()
    window = make_window(GapsGame.new(1, Rules(redeals=0)), judge=gate.judge)
    page = addiction_page(window)
    # A card moved: the search of the position answers, not the judgement of the deal.
    page.model.play(page.model.game.moves()[0])
    page.action_winnable.trigger()
    qtbot.waitUntil(lambda: page.level_label.text().endswith("Cannot be won"), timeout=5000)


@pytest.mark.parametrize(("verdict", "rules", "said"), [
    ("winnable", Rules(), ("Winnable without a redeal", "without redealing")),
    ("not-winnable", Rules(), ("A redeal will be needed", "until no card can move")),
    ("not-winnable", Rules(redeal_when="any"), ("A redeal will be needed", "Order what you can")),
    ("not-winnable", Rules(redeals=0), ("Cannot be won", "no redeal is left")),
    ("unknown", Rules(), ("Not known yet", "after your next move")),
])
def test_each_winnable_verdict_is_said_in_plain_words_with_a_tooltip(
    qtbot: QtBot, make_window: MakeWindow, verdict: str, rules: Rules, said: tuple[str, str]
) -> None:
    words, explained = said
    gate = Gate(verdict)
    gate.open.set()
    window = make_window(GapsGame.new(1, rules), judge=gate.judge)
    page = addiction_page(window)
    page.model.play(page.model.game.moves()[0])
    with qtbot.waitSignal(page.solver.judged, timeout=5000):
        page.action_winnable.trigger()
    assert page.level_label.text().endswith(words)
    assert explained in page.level_label.toolTip()
    # The strip read aloud (S) says the same words.
    assert words in page.status_text()


@pytest.mark.parametrize("game_id", ["addiction", "pyramid"])
def test_no_two_entries_of_a_menu_share_an_accelerator(window: MainWindow, game_id: str) -> None:
    window.play_game(game_id)

    def walk(menu: QMenu) -> None:
        keys = []
        for entry in menu.actions():
            text = entry.text().replace("&&", "")
            if "&" in text:
                keys.append(text[text.index("&") + 1].lower())
            if isinstance(submenu := entry.menu(), QMenu):
                walk(submenu)
        assert len(keys) == len(set(keys)), (menu.title(), keys)

    for entry in window.menuBar().actions():
        menu = entry.menu()
        assert isinstance(menu, QMenu)
        walk(menu)


def test_the_strip_says_once_whether_the_deal_then_the_position_can_be_won(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    # The search of a position finds no answer in its time; deal 1 is judged for real.
    gate = Gate("unknown")
    gate.open.set()
    window = make_window(judge=gate.judge)
    window.show()
    qtbot.waitExposed(window)
    page = addiction_page(window)
    page.action_winnable.trigger()
    judging = page.context.judging
    qtbot.waitUntil(lambda: judging.known("addiction", 1, page.rules_key) is not None,
                    timeout=60_000)
    judged = judging.known("addiction", 1, page.rules_key)
    assert judged is not None and judged.verdict == "winnable"
    # The deal untouched: its judgement answers, and nothing beside it says otherwise.
    qtbot.waitUntil(lambda: page.level_label.text() == page.deals.describe(judged))
    said = page.status_text()
    assert "Not known yet" not in said and "Thinking" not in said
    # A card clicked into its gap: the search of the position takes over, in the same field.
    move = a_move(page.model.game, two=False)
    with qtbot.waitSignal(page.model.card_moved, timeout=5000):
        click(qtbot, page.view, move.src)
    level = page.deals.describe(judged).partition(",")[0]
    assert page.level_label.text() == f"{level} · Thinking…"
    qtbot.waitUntil(lambda: page.level_label.text() == f"{level} · Not known yet", timeout=10_000)
    assert "winnable" not in page.status_text()
    # Taken back to the deal's start: the deal's judgement answers again.
    window.menus.action_undo.trigger()
    qtbot.waitUntil(lambda: page.level_label.text() == page.deals.describe(judged))
