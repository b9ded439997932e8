"""The main window: menus drive the model, actions follow its signals, dialogs validate input."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from addiction.engine import Game, Rules
from addiction.model import GameModel
from addiction.ui.main_window import MainWindow
from addiction.ui.settings import Settings
from tests.model.positions import KING_LEFT, ONE_FROM_STUCK, ONE_FROM_WIN, STUCK

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

    def make(game: Game | None = None, **solver: Any) -> MainWindow:
        settings = open_settings(settings_file)
        if not made:
            settings.animation_speed = "off"
            settings.winnable_indicator = False
        model = GameModel(game or Game.new(1))
        window = MainWindow(model, settings, **solver)
        qtbot.addWidget(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.model.deleteLater()


@pytest.fixture
def window(make_window: MakeWindow) -> MainWindow:
    return make_window()


def menu_texts(window: MainWindow) -> dict[str, list[str]]:
    """Each top-level menu's title with the texts of the actions in it (ampersands removed)."""
    result = {}
    for action in window.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        result[action.text().replace("&", "")] = [
            a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()
        ]
    return result


def test_menus_are_laid_out_like_a_patience_game(window: MainWindow) -> None:
    menus = menu_texts(window)
    assert list(menus) == ["Game", "Play", "Settings", "Help"]
    assert menus["Game"] == [
        "New Game", "Restart Deal", "Choose Deal Number…", "Copy Position", "Paste Position…",
        "Give Up", "Statistics…", "Choose Game…", "Addiction", "Pyramid", "Quit",
    ]
    assert menus["Play"][:3] == ["Undo", "Redo", "Redeal"]
    for entry in ("Redeals per Game", "Gap Placement on Redeal", "Redeal Allowed",
                  "Animation Speed", "Four-Colour Deck", "Full Screen"):
        assert entry in menus["Settings"]
    assert menus["Help"] == ["Rules", "About Addiction"]


@pytest.mark.parametrize(
    ("name", "keys"),
    [
        ("action_new", "Ctrl+N"), ("action_restart", "Ctrl+R"), ("action_quit", "Ctrl+Q"),
        ("action_undo", "Ctrl+Z"), ("action_redo", "Ctrl+Shift+Z"), ("action_redeal", "R"),
        ("action_full_screen", "F11"), ("action_statistics", "Ctrl+T"),
    ],
)
def test_shortcuts(window: MainWindow, name: str, keys: str) -> None:
    action: QAction = getattr(window, name)
    assert QKeySequence(keys) in action.shortcuts()


def test_new_game_uses_the_rules_chosen_in_settings(qtbot: QtBot, window: MainWindow) -> None:
    window.settings.set_rules(Rules(redeals=1, gaps="random"))
    with qtbot.waitSignal(window.model.game_started):
        window.action_new.trigger()
    assert window.model.game.rules == Rules(redeals=1, gaps="random")
    assert window.model.game.moves_played == 0


def test_restart_replays_the_same_deal(qtbot: QtBot, window: MainWindow) -> None:
    start = window.model.game.cells
    window.model.play(window.model.game.moves()[0])
    with qtbot.waitSignal(window.model.game_started):
        window.action_restart.trigger()
    assert window.model.game.cells == start and window.model.game.deal == 1


def test_no_two_actions_share_a_shortcut(window: MainWindow) -> None:
    keys = [
        key.toString() for action in window.actions() for key in action.shortcuts()
    ]
    assert len(keys) == len(set(keys))


def test_undo_redo_enabled_states_follow_the_model(qtbot: QtBot, window: MainWindow) -> None:
    model = window.model
    assert not window.action_undo.isEnabled() and not window.action_redo.isEnabled()
    move = model.game.moves()[0]
    model.play(move)
    assert window.action_undo.isEnabled() and not window.action_redo.isEnabled()
    with qtbot.waitSignal(model.card_moved) as undone:
        window.action_undo.trigger()
    assert undone.args == [move.card, move.dst, move.src]
    assert not window.action_undo.isEnabled() and window.action_redo.isEnabled()
    with qtbot.waitSignal(model.card_moved):
        window.action_redo.trigger()
    assert window.action_undo.isEnabled() and not window.action_redo.isEnabled()


def test_redeal_is_enabled_only_when_stuck(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(Game.from_text(ONE_FROM_STUCK, Rules(redeals=2)))
    assert not window.action_redeal.isEnabled()
    window.model.play(KING_LEFT)
    assert window.action_redeal.isEnabled()
    assert "Redeal" in window.statusBar().currentMessage()
    with qtbot.waitSignal(window.model.redealt):
        window.action_redeal.trigger()
    assert not window.action_redeal.isEnabled()
    assert window.redeals_label.text() == "Redeals left: 1"


def test_status_bar_shows_score_redeals_moves_time_and_deal(window: MainWindow) -> None:
    game = window.model.game
    assert window.score_label.text() == f"Score: {game.score}/48"
    assert window.redeals_label.text() == "Redeals left: 3"
    assert window.moves_label.text() == "Moves: 0"
    assert window.time_label.text() == "Time: 0:00"
    assert window.deal_label.text() == "Deal 1"
    window.model.play(game.moves()[0])
    assert window.moves_label.text() == "Moves: 1"
    window.model.elapsed_changed.emit(75)
    assert window.time_label.text() == "Time: 1:15"


def test_minimising_pauses_the_clock(qtbot: QtBot, window: MainWindow) -> None:
    window.show()
    qtbot.waitExposed(window)
    window.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(lambda: window.model.paused)
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.waitUntil(lambda: not window.model.paused)


def choose_deal(window: MainWindow, text: str) -> tuple[bool, str]:
    """Type into the open deal dialog: whether OK is enabled, and the message shown."""
    dialog = window.deal_dialog
    assert dialog is not None
    dialog.edit.setText(text)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    return ok.isEnabled(), dialog.error.text()


def test_deal_dialog_rejects_bad_numbers_and_leaves_the_game(window: MainWindow) -> None:
    window.model.play(window.model.game.moves()[0])
    before = window.model.game.to_text()
    window.action_choose_deal.trigger()
    dialog = window.deal_dialog
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
    assert window.model.game.to_text() == before and window.model.game.deal == 1


def test_deal_dialog_starts_the_chosen_deal(qtbot: QtBot, window: MainWindow) -> None:
    window.action_choose_deal.trigger()
    enabled, message = choose_deal(window, " 2147483647 ")
    assert enabled and message == ""
    with qtbot.waitSignal(window.model.game_started):
        assert window.deal_dialog is not None
        window.deal_dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.model.game.deal == 2147483647
    assert window.deal_label.text() == "Deal 2147483647"
    assert window.deal_dialog is None


def test_copy_then_paste_round_trips_a_position(qtbot: QtBot, window: MainWindow) -> None:
    window.model.play(window.model.game.moves()[0])
    text = window.model.game.to_text()
    window.action_copy.trigger()
    assert QGuiApplication.clipboard().text().strip() == text
    window.model.new_game(5)
    window.action_paste.trigger()
    dialog = window.position_dialog
    assert dialog is not None and dialog.edit.toPlainText().strip() == text
    with qtbot.waitSignal(window.model.game_started):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.model.game.to_text() == text
    assert window.deal_label.text() == "Pasted position"
    assert window.position_dialog is None


def test_paste_rejects_a_bad_position_naming_line_and_token(window: MainWindow) -> None:
    before = window.model.game.to_text()
    QGuiApplication.clipboard().setText(ONE_FROM_WIN.replace("4H", "4X"))
    window.action_paste.trigger()
    dialog = window.position_dialog
    assert dialog is not None
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.isVisible()
    assert "line 2, token 3" in dialog.error.text() and "'4X'" in dialog.error.text()
    assert window.model.game.to_text() == before
    dialog.edit.setPlainText("2S 3S")
    dialog.accept()
    assert "non-empty lines" in dialog.error.text()
    assert window.model.game.to_text() == before


def test_pasted_position_uses_the_settings_rules(window: MainWindow) -> None:
    window.settings.set_rules(Rules(redeals=0))
    QGuiApplication.clipboard().setText(ONE_FROM_STUCK)
    window.action_paste.trigger()
    assert window.position_dialog is not None
    window.position_dialog.accept()
    assert window.model.game.rules.redeals == 0


def test_a_win_opens_the_end_dialog_with_score_moves_and_time(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(Game.from_text(ONE_FROM_WIN))
    assert window.end_dialog is None
    window.model.play(KING_LEFT)
    dialog = window.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "You won!"
    summary = dialog.summary()
    assert "Score: 48/48" in summary and "Moves: 1" in summary and "Time: 0:00" in summary
    assert not window.action_give_up.isEnabled()
    with qtbot.waitSignal(window.model.game_started):
        dialog.restart_button.click()
    assert window.model.game.score < 48 and window.end_dialog is None


def test_end_dialog_waits_for_the_last_card_and_the_celebration(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(Game.from_text(ONE_FROM_WIN))
    [normal] = [a for a in window.speed_group.actions() if a.data() == "normal"]
    normal.trigger()
    window.show()
    qtbot.waitExposed(window)
    landed: list[bool] = []
    window.board_view.animations_finished.connect(lambda: landed.append(True))
    window.model.play(KING_LEFT)
    assert window.board_view.animating and window.end_dialog is None
    qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=10_000)
    # The card's slide and then the celebration each ended before the dialog came.
    assert len(landed) >= 2 and not window.board_view.animating


def test_end_dialog_new_game_button_deals_again(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(Game.from_text(ONE_FROM_STUCK, Rules(redeals=0)))
    window.model.play(KING_LEFT)
    dialog = window.end_dialog
    assert dialog is not None and dialog.windowTitle() == "Game over"
    with qtbot.waitSignal(window.model.game_started):
        dialog.new_button.click()
    assert window.model.game.deal >= 1 and not window.model.game.is_over


def test_give_up_asks_first_then_ends_the_game(window: MainWindow) -> None:
    window.model.play(window.model.game.moves()[0])
    window.action_give_up.trigger()
    box = window.give_up_box
    assert box is not None and box.isVisible()
    box.button(QMessageBox.StandardButton.No).click()
    assert not window.model.game.is_over and window.end_dialog is None

    window.action_give_up.trigger()
    box = window.give_up_box
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    assert window.model.game.status == "given-up"
    dialog = window.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert f"Score: {window.model.game.score}/48" in dialog.summary()
    assert not window.action_undo.isEnabled()


def checked_data(window: MainWindow) -> tuple[object, ...]:
    return tuple(
        group.checkedAction().data()
        for group in (window.redeals_group, window.gaps_group, window.redeal_when_group,
                      window.speed_group)
    )


def test_settings_persist_across_windows(make_window: MakeWindow) -> None:
    first = make_window()
    assert checked_data(first) == (3, "after-sequence", "stuck", "off")
    for group, value in [
        (first.redeals_group, 1), (first.gaps_group, "random"),
        (first.redeal_when_group, "any"), (first.speed_group, "slow"),
    ]:
        [action] = [a for a in group.actions() if a.data() == value]
        action.trigger()
    first.action_four_colour.trigger()
    first.close()

    second = make_window()
    assert checked_data(second) == (1, "random", "any", "slow")
    assert second.action_four_colour.isChecked() and second.art.four_colour
    assert second.settings.rules() == Rules(redeals=1, gaps="random", redeal_when="any")


def test_a_rules_change_says_it_applies_to_the_next_game(window: MainWindow) -> None:
    [one] = [a for a in window.redeals_group.actions() if a.data() == 1]
    one.trigger()
    assert "next game" in window.statusBar().currentMessage()
    assert window.model.game.rules.redeals == 3
    window.action_new.trigger()
    assert window.model.game.rules.redeals == 1


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
    assert settings.rules() == Rules()
    assert settings.animation_speed == "normal"
    assert settings.four_colour is False
    assert settings.geometry.isEmpty()


def test_stored_settings_read_back_with_their_types(settings_file: Path) -> None:
    settings = open_settings(settings_file)
    settings.set_rules(Rules(redeals=0, gaps="random", redeal_when="any"))
    settings.four_colour = True
    settings.sync()
    again = open_settings(settings_file)
    assert again.rules() == Rules(redeals=0, gaps="random", redeal_when="any")
    assert again.four_colour is True
    with pytest.raises(ValueError):
        again.set_value("rules/redeals", 4)


def test_without_a_keeper_nothing_is_recorded_and_statistics_are_off(
    make_window: MakeWindow,
) -> None:
    window = make_window(Game.from_text(ONE_FROM_WIN))
    assert window.keeper is None and not window.action_statistics.isEnabled()
    window.action_statistics.trigger()
    assert window.stats_dialog is None
    window.model.play(KING_LEFT)
    dialog = window.end_dialog
    assert dialog is not None and dialog.findChild(QLabel, "records") is None


def test_rules_and_about_open_without_blocking(window: MainWindow) -> None:
    window.action_rules.trigger()
    assert window.rules_dialog is not None and window.rules_dialog.isVisible()
    assert "King" in window.rules_dialog.text.toPlainText()
    window.action_about.trigger()
    assert window.about_box is not None and window.about_box.isVisible()
    window.about_box.button(QMessageBox.StandardButton.Close).click()
    assert window.about_box is None


def test_full_screen_toggles(qtbot: QtBot, window: MainWindow) -> None:
    window.show()
    window.action_full_screen.trigger()
    qtbot.waitUntil(window.isFullScreen)
    window.action_full_screen.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_four_colour_deck_redraws_the_cards(qtbot: QtBot, window: MainWindow) -> None:
    window.show()
    qtbot.waitExposed(window)
    before = window.board_view.grab().toImage()
    window.action_four_colour.trigger()
    assert window.art.four_colour and window.settings.four_colour
    assert window.board_view.grab().toImage() != before


# --- Hint, Auto and the "still winnable" indicator -------------------------------------------


class Gate:
    """An advisor or judge that waits until the test opens the gate, then answers."""

    def __init__(self, answer: object) -> None:
        self.answer = answer
        self.open = threading.Event()
        self.calls = 0

    def choose(self, game: Game) -> object:
        self.calls += 1
        self.open.wait(10)
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
    window = make_window(Game.from_text(ONE_FROM_WIN))
    assert window.action_hint.shortcut() == QKeySequence("H")
    with qtbot.waitSignal(window.solver.decided, timeout=10_000) as decided:
        window.action_hint.trigger()
    assert decided.args == ["hint", KING_LEFT]
    assert window.model.assisted and window.assisted_label.isVisibleTo(window)
    assert "K♣" in window.statusBar().currentMessage()
    assert window.model.game.moves_played == 0


def test_auto_plays_the_solver_move(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(Game.from_text(ONE_FROM_WIN))
    assert window.action_auto.shortcut() == QKeySequence("A")
    with qtbot.waitSignal(window.model.won, timeout=10_000):
        window.action_auto.trigger()
    assert window.model.assisted and not window.action_auto.isEnabled()


def test_auto_redeals_when_that_is_the_choice(qtbot: QtBot, make_window: MakeWindow) -> None:
    gate = Gate("redeal")
    gate.open.set()
    window = make_window(Game.from_text(STUCK), advisor_factory=lambda: gate)
    with qtbot.waitSignal(window.model.redealt):
        window.action_auto.trigger()
    assert window.model.game.redeals_used == 1


def test_auto_pressed_while_a_hint_is_worked_out_plays_it(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    gate = Gate(KING_LEFT)
    window = make_window(Game.from_text(ONE_FROM_WIN), advisor_factory=lambda: gate)
    window.action_hint.trigger()
    window.action_auto.trigger()
    with qtbot.waitSignal(window.model.won):
        gate.open.set()
    assert gate.calls == 1


def test_advice_for_an_old_position_is_dropped(qtbot: QtBot, make_window: MakeWindow) -> None:
    gate = Gate(None)
    window = make_window(advisor_factory=lambda: gate)
    window.action_auto.trigger()
    window.action_auto.trigger()  # already thinking: not asked twice
    move = window.model.game.moves()[0]
    gate.answer = move
    window.model.play(move)  # the position changes while the solver thinks
    with qtbot.assertNotEmitted(window.solver.decided, wait=100):
        gate.open.set()
        window.solver.shutdown()
    assert gate.calls == 1
    assert window.model.game.moves_played == 1 and not window.model.assisted


def test_winnable_indicator_reports_the_verdict(qtbot: QtBot, make_window: MakeWindow) -> None:
    gate = Gate("winnable")
    window = make_window(Game.from_text(ONE_FROM_WIN), judge=gate.judge)
    window.action_winnable.trigger()
    assert window.settings.winnable_indicator
    assert window.winnable_label.isVisibleTo(window)
    assert window.winnable_label.text() == "Winnable: …"
    gate.open.set()
    qtbot.waitUntil(lambda: window.winnable_label.text() == "Winnable", timeout=5000)
    window.action_winnable.trigger()
    assert not window.winnable_label.isVisibleTo(window)


def test_winnable_search_is_cancelled_when_the_position_changes(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    gate = Gate("not-winnable")
    window = make_window(judge=gate.judge)
    window.action_winnable.trigger()
    qtbot.waitUntil(lambda: gate.calls == 1, timeout=5000)
    window.model.play(window.model.game.moves()[0])
    # The first search sees it is stale and stops; the next one answers for the new board.
    gate.open.set()
    qtbot.waitUntil(lambda: window.winnable_label.text() == "Needs a redeal", timeout=5000)
    assert gate.calls == 2


def test_not_winnable_without_redeals_left_says_so(qtbot: QtBot, make_window: MakeWindow) -> None:
    gate = Gate("not-winnable")
    gate.open.set()
    window = make_window(Game.new(1, Rules(redeals=0)), judge=gate.judge)
    window.action_winnable.trigger()
    qtbot.waitUntil(lambda: window.winnable_label.text() == "Cannot be won", timeout=5000)


def test_no_two_entries_of_a_menu_share_an_accelerator(window: MainWindow) -> None:
    def walk(menu: QMenu) -> None:
        keys = []
        for action in menu.actions():
            text = action.text().replace("&&", "")
            if "&" in text:
                keys.append(text[text.index("&") + 1].lower())
            if isinstance(submenu := action.menu(), QMenu):
                walk(submenu)
        assert len(keys) == len(set(keys)), (menu.title(), keys)

    for action in window.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        walk(menu)
