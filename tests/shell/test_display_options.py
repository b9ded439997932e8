# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Large print, high contrast and reduced motion: stored and validated, switched from the
Settings menu, seen on the table, and following the desktop where Qt can tell."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QObject, QPoint, QSettings, Qt, Signal
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from addiction.cardart.felt import FELT_PLAIN
from addiction.cardart.items import STARK_FOCUS
from addiction.games.gaps.engine import GapsGame, Move
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.gaps.view import BoardView
from addiction.shell.window import MainWindow
from addiction.table.page import PageContext
from addiction.table.settings import (
    OPTIONS,
    Settings,
    desktop_high_contrast,
    desktop_hints,
    desktop_reduced_motion,
)

Hints = Callable[[], object | None]
MakeWindow = Callable[..., MainWindow]


class FakeHints:
    """Stands in for ``QAccessibilityHints``: what the desktop asks for, fixed by the test."""

    def __init__(self, contrast: Any = None, motion: Any = None) -> None:
        self._contrast = contrast
        if motion is not None:
            # Only a Qt that knows about motion (6.12 on) has the method at all.
            self.motionPreference = lambda: motion

    def contrastPreference(self) -> Any:
        return self._contrast if self._contrast is not None else Qt.ContrastPreference.NoPreference


class ChangingHints(QObject):
    """Hints whose contrast the test changes, telling as Qt's do."""

    contrastPreferenceChanged = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.contrast = Qt.ContrastPreference.NoPreference

    def contrastPreference(self) -> Qt.ContrastPreference:
        return self.contrast

    def change(self, contrast: Qt.ContrastPreference) -> None:
        self.contrast = contrast
        self.contrastPreferenceChanged.emit(contrast)


HIGH_CONTRAST_DESKTOP = FakeHints(contrast=Qt.ContrastPreference.HighContrast)
# Qt 6.12's enumeration, as far as this code relies on it: a member whose name says "reduce".
REDUCED_MOTION = SimpleNamespace(name="ReducedMotion")
NO_MOTION_PREFERENCE = SimpleNamespace(name="NoPreference")


def open_settings(path: Path, desktop: Hints | None = None) -> Settings:
    store = QSettings(str(path), QSettings.Format.IniFormat)
    return Settings(store) if desktop is None else Settings(store, desktop=desktop)


@pytest.fixture
def settings_file(tmp_path: Path) -> Path:
    return tmp_path / "settings.ini"


@pytest.fixture
def make_window(qtbot: QtBot, settings_file: Path) -> Iterator[MakeWindow]:
    """Shown windows over deal 1 at normal speed, all sharing one settings file."""
    models: list[GapsModel] = []

    def make(desktop: Hints | None = None, game: GapsGame | None = None) -> MainWindow:
        settings = open_settings(settings_file, desktop)
        settings.winnable_indicator = False
        model = GapsModel(game or GapsGame.new(1))
        models.append(model)

        def addiction(context: PageContext) -> GapsPage:
            return GapsPage(context, model=model)

        window = MainWindow(settings, start="addiction", factories={"addiction": addiction})
        qtbot.addWidget(window)
        window.resize(1000, 700)
        window.show()
        qtbot.waitExposed(window)
        board(window).finish_animations()
        return window

    yield make
    for model in models:
        model.deleteLater()


@pytest.fixture
def window(make_window: MakeWindow) -> MainWindow:
    return make_window()


def board(window: MainWindow) -> BoardView:
    page = window.pages["addiction"]
    assert isinstance(page.view, BoardView)
    return page.view


def table_image(window: MainWindow) -> QImage:
    return board(window).viewport().grab().toImage()


def settings_menu(window: MainWindow) -> QMenu:
    return window.menus.settings_menu


# --- settings --------------------------------------------------------------------------------


def test_defaults_are_off_and_follow_the_desktop(settings_file: Path) -> None:
    settings = open_settings(settings_file, lambda: None)
    assert settings.large_print is False
    assert settings.high_contrast_choice == settings.reduced_motion_choice == "system"
    assert settings.high_contrast is False
    assert settings.reduced_motion is False


def test_display_options_read_back_in_a_new_session(settings_file: Path) -> None:
    settings = open_settings(settings_file, lambda: None)
    settings.large_print = True
    settings.high_contrast = True
    settings.reduced_motion = False
    settings.sync()
    again = open_settings(settings_file, lambda: HIGH_CONTRAST_DESKTOP)
    assert again.large_print is True
    assert again.high_contrast_choice == "on" and again.high_contrast is True
    assert again.reduced_motion_choice == "off" and again.reduced_motion is False


@pytest.mark.parametrize(("key", "raw"), [
    ("view/large_print", "maybe"), ("view/large_print", 2), ("view/large_print", [True]),
    ("view/high_contrast", "bright"), ("view/high_contrast", True), ("view/high_contrast", 1),
    ("view/high_contrast", ["on"]), ("view/reduced_motion", "sometimes"),
    ("view/reduced_motion", QPoint(1, 0)), ("view/reduced_motion", ""),
])
def test_a_bad_stored_value_reads_as_the_default(settings_file: Path, key: str, raw: Any) -> None:
    store = QSettings(str(settings_file), QSettings.Format.IniFormat)
    store.setValue(key, raw)
    store.sync()
    settings = open_settings(settings_file, lambda: None)
    assert settings.value(key) == OPTIONS[key].default
    assert settings.large_print is False
    assert settings.high_contrast is False and settings.reduced_motion is False


def test_a_choice_that_could_not_be_read_back_is_refused(settings_file: Path) -> None:
    settings = open_settings(settings_file)
    with pytest.raises(ValueError):
        settings.high_contrast_choice = "bright"
    with pytest.raises(ValueError):
        settings.set_value("view/reduced_motion", True)
    with pytest.raises(ValueError):
        settings.set_value("view/large_print", "large")


def test_reduced_motion_keeps_the_chosen_speed(settings_file: Path) -> None:
    settings = open_settings(settings_file, lambda: None)
    settings.animation_speed = "slow"
    settings.reduced_motion = True
    assert settings.effective_speed == "off"
    assert settings.animation_speed == "slow"
    settings.reduced_motion = False
    assert settings.effective_speed == "slow"


# --- the desktop's preferences ----------------------------------------------------------------


def test_the_desktop_asking_for_high_contrast_is_recognised() -> None:
    assert desktop_high_contrast(HIGH_CONTRAST_DESKTOP)
    assert not desktop_high_contrast(FakeHints())
    # No hints at all (no application, or a Qt before 6.10), or hints without the property.
    assert not desktop_high_contrast(None)
    assert not desktop_high_contrast(object())


def test_motion_is_read_only_where_qt_offers_it() -> None:
    # Qt 6.11 has no motionPreference: the player's setting alone decides.
    assert not hasattr(FakeHints(), "motionPreference")
    assert not desktop_reduced_motion(FakeHints())
    assert not desktop_reduced_motion(None)
    assert desktop_reduced_motion(FakeHints(motion=REDUCED_MOTION))
    assert not desktop_reduced_motion(FakeHints(motion=NO_MOTION_PREFERENCE))
    # A value the code cannot name counts as no preference.
    assert not desktop_reduced_motion(FakeHints(motion=3))


def test_this_qt_is_asked_safely_again_and_again(qapp: object) -> None:
    del qapp
    # Unless the style hints' wrapper is kept, PySide 6.11 reports the accessibility hints
    # deleted once it is collected, and asking again can crash.
    for _ in range(20):
        hints = desktop_hints()
        assert hints is not None  # PySide6 6.10 and later
        gc.collect()
        # Offscreen, the desktop asks for nothing.
        assert desktop_high_contrast(hints) is False
        assert desktop_reduced_motion(hints) is False
        del hints
        gc.collect()


@pytest.mark.parametrize(("choice", "desktop", "expected"), [
    ("system", HIGH_CONTRAST_DESKTOP, True), ("system", FakeHints(), False),
    ("system", None, False), ("on", FakeHints(), True), ("on", None, True),
    ("off", HIGH_CONTRAST_DESKTOP, False),
])
def test_high_contrast_follows_the_desktop_until_the_player_chooses(
    settings_file: Path, choice: str, desktop: object | None, expected: bool
) -> None:
    settings = open_settings(settings_file, lambda: desktop)
    settings.high_contrast_choice = choice
    assert settings.high_contrast is expected


@pytest.mark.parametrize(("choice", "desktop", "expected"), [
    ("system", FakeHints(motion=REDUCED_MOTION), True),
    ("system", FakeHints(motion=NO_MOTION_PREFERENCE), False),
    ("system", FakeHints(), False), ("on", FakeHints(), True),
    ("off", FakeHints(motion=REDUCED_MOTION), False),
])
def test_reduced_motion_follows_the_desktop_until_the_player_chooses(
    settings_file: Path, choice: str, desktop: object, expected: bool
) -> None:
    settings = open_settings(settings_file, lambda: desktop)
    settings.reduced_motion_choice = choice
    assert settings.reduced_motion is expected


def test_a_window_opens_in_high_contrast_when_the_desktop_asks(make_window: MakeWindow) -> None:
    first = make_window(lambda: HIGH_CONTRAST_DESKTOP)
    assert first.art.high_contrast
    assert first.menus.action_high_contrast.isChecked()
    # The player turns it off: that choice outlasts the desktop's.
    first.menus.action_high_contrast.trigger()
    assert not first.art.high_contrast
    assert first.settings.high_contrast_choice == "off"
    first.close()
    second = make_window(lambda: HIGH_CONTRAST_DESKTOP)
    assert not second.art.high_contrast
    assert not second.menus.action_high_contrast.isChecked()


def test_a_window_follows_the_desktop_changing_its_mind(make_window: MakeWindow) -> None:
    hints = ChangingHints()
    window = make_window(lambda: hints)
    felt = _felt_samples(table_image(window))
    hints.change(Qt.ContrastPreference.HighContrast)
    assert window.art.high_contrast and window.menus.action_high_contrast.isChecked()
    assert _felt_samples(table_image(window)) != felt
    hints.change(Qt.ContrastPreference.NoPreference)
    assert not window.art.high_contrast
    # Once the player has chosen, the desktop no longer decides.
    window.menus.action_high_contrast.trigger()
    hints.change(Qt.ContrastPreference.HighContrast)
    hints.change(Qt.ContrastPreference.NoPreference)
    assert window.art.high_contrast and window.settings.high_contrast_choice == "on"
    hints.deleteLater()


def test_a_window_holds_cards_still_when_the_desktop_asks(make_window: MakeWindow) -> None:
    window = make_window(lambda: FakeHints(motion=REDUCED_MOTION))
    assert window.menus.action_reduced_motion.isChecked()
    assert board(window).speed == "off"
    assert window.settings.animation_speed == "normal"


# --- the menu ------------------------------------------------------------------------------------


def test_the_options_sit_after_the_four_colour_deck(window: MainWindow) -> None:
    texts = [a.text().replace("&", "") for a in settings_menu(window).actions()
             if not a.isSeparator()]
    at = texts.index("Four-Colour Deck")
    assert texts[at + 1:at + 4] == ["Large Print Cards", "High-Contrast Table", "Reduced Motion"]
    menus = window.menus
    for action in (menus.action_large_print, menus.action_high_contrast,
                   menus.action_reduced_motion):
        assert action.isCheckable() and not action.isChecked()
        assert action.statusTip()


@pytest.mark.parametrize("game", ["addiction", "pyramid"])
def test_no_two_settings_entries_share_an_accelerator(window: MainWindow, game: str) -> None:
    window.play_game(game)
    letters = []
    for action in settings_menu(window).actions():
        text = action.text().replace("&&", "")
        if "&" in text:
            letters.append(text[text.index("&") + 1].lower())
    assert len(letters) == len(set(letters)), letters
    assert {"i", "h", "m"} <= set(letters)


# --- what the table shows ---------------------------------------------------------------------


def test_large_print_changes_the_cards_on_the_table_and_the_start_screen(
    window: MainWindow,
) -> None:
    view = board(window)
    card = window.pages["addiction"].game.cell((0, 0))
    before = window.art.pixmap(card, view.board_layout.card_width, view.devicePixelRatioF())
    table = table_image(window)
    window.menus.action_large_print.trigger()
    assert window.art.large_print and window.settings.large_print
    assert window.menus.action_large_print.isChecked()
    after = window.art.pixmap(card, view.board_layout.card_width, view.devicePixelRatioF())
    assert after.toImage() != before.toImage()
    assert table_image(window) != table
    window.choose_game()
    tile = next(iter(window.start_screen.tiles.values()))
    picture = tile.grab().toImage()
    window.menus.action_large_print.trigger()
    assert not window.art.large_print and not window.settings.large_print
    assert tile.grab().toImage() != picture


def _felt_samples(image: QImage) -> list[QColor]:
    """Pixels of the table's top margin, above every card: only felt."""
    return [image.pixelColor(x, y) for x in range(2, image.width() - 2, 37) for y in (2, 6, 11)]


def test_high_contrast_makes_the_felt_plain_and_dark(window: MainWindow) -> None:
    felt = _felt_samples(table_image(window))
    # The ordinary felt is green, shaded and grained.
    assert len({c.name() for c in felt}) > 3
    assert all(c.green() > c.red() + 10 for c in felt)
    window.menus.action_high_contrast.trigger()
    assert window.art.high_contrast and window.settings.high_contrast_choice == "on"
    plain = _felt_samples(table_image(window))
    assert {c.name() for c in plain} == {FELT_PLAIN.name()}
    assert FELT_PLAIN.lightnessF() < 0.1
    window.menus.action_high_contrast.trigger()
    assert _felt_samples(table_image(window)) == felt


def test_on_the_dark_felt_the_gaps_stay_bright_and_the_cards_edged(window: MainWindow) -> None:
    view = board(window)
    window.menus.action_high_contrast.trigger()
    game = window.pages["addiction"].game
    gap = next(p for p in game.variant.coords if game.cell(p) is None)
    rect = view.board_layout.place_rect(gap).toRect()
    image = table_image(window)
    edge = [image.pixelColor(x, rect.top() + 1) for x in range(rect.left() + 2, rect.right() - 2)]
    # The dashed edge of a live gap is white where it is drawn.
    assert max(c.lightnessF() for c in edge) > 0.9
    # A card's edge is black, between its white face and the dark felt.
    card_place = next(p for p in game.variant.coords if game.cell(p) is not None)
    card_rect = view.board_layout.place_rect(card_place).toRect()
    row = [image.pixelColor(x, card_rect.center().y())
           for x in range(card_rect.left() - 3, card_rect.left() + 6)]
    assert min(c.lightnessF() for c in row) < 0.05
    assert max(c.lightnessF() for c in row) > 0.95


def _yellow_pixels(image: QImage) -> int:
    target = STARK_FOCUS
    return sum(
        1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
        if abs(image.pixelColor(x, y).red() - target.red()) < 20
        and abs(image.pixelColor(x, y).green() - target.green()) < 20
        and image.pixelColor(x, y).blue() < 60
    )


def test_the_keyboard_frame_turns_yellow_and_bold_in_high_contrast(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = board(window)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert _yellow_pixels(table_image(window)) == 0
    window.menus.action_high_contrast.trigger()
    assert _yellow_pixels(table_image(window)) > 100


def _single_move(game: GapsGame) -> Move:
    return next(m for m in game.moves() if len(game.moves_of(m.card)) == 1)


def test_reduced_motion_lands_a_move_at_once_and_gives_the_speed_back(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = board(window)
    page = window.pages["addiction"]
    assert isinstance(page, GapsPage)
    model = page.model
    assert view.speed == "normal"
    window.menus.action_reduced_motion.trigger()
    assert window.settings.reduced_motion and window.menus.action_reduced_motion.isChecked()
    assert view.speed == "off" and window.settings.animation_speed == "normal"
    assert not window.menus.speed_menu.isEnabled()
    move = _single_move(model.game)
    model.play(move)
    assert not view.animating
    assert view.card_item(move.card).pos() == view.board_layout.place_pos(move.dst)

    # The speed chosen meanwhile waits for reduced motion to end.
    [slow] = [a for a in window.menus.speed_group.actions() if a.data() == "slow"]
    slow.trigger()
    assert window.settings.animation_speed == "slow" and view.speed == "off"
    window.menus.action_reduced_motion.trigger()
    assert not window.settings.reduced_motion
    assert view.speed == "slow" and window.menus.speed_menu.isEnabled()
    model.play(_single_move(model.game))
    assert view.animating
    with qtbot.waitSignal(view.animations_finished, timeout=5000):
        pass


def test_reduced_motion_holds_for_a_game_opened_later(window: MainWindow) -> None:
    window.menus.action_reduced_motion.trigger()
    pyramid = window.play_game("pyramid")
    assert pyramid.view.speed == "off"
    window.menus.action_reduced_motion.trigger()
    assert pyramid.view.speed == "normal"
