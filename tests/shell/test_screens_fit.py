# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Every screen lays out at 800×600 and at 2560×1440, in every language, with no text cut off
and no needless scroll bar: the start screen and each family's chooser, each game's page with
its status strip, and the dialogs (which fit an 800×600 screen at their own size)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, QSize, Qt
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from addiction.contract import Judgement
from addiction.i18n import LANGUAGES, install_translators
from addiction.registry import families, games
from addiction.shell.about import AboutDialog, NoticesDialog, shipped_notices
from addiction.shell.language_menu import ask_to_restart
from addiction.shell.start_screen import GameTile
from addiction.shell.statistics import StatisticsDialog
from addiction.shell.window import MainWindow
from addiction.store import RecordsStore
from addiction.table.dialogs import (
    DealDialog,
    EndOfGameDialog,
    PositionDialog,
    RulesDialog,
    keep_playing_question,
)
from addiction.table.settings import Settings
from addiction.table.status_strip import MessageBar
from tests.shell.fitting import unfit, within

SIZES = [(800, 600), (2560, 1440)]


@pytest.fixture(params=list(LANGUAGES))
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code = request.param
    locale = QLocale()
    installed = install_translators(qapp, code)
    yield code
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(locale)


def make_window(qtbot: QtBot, tmp_path: Path, size: tuple[int, int]) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    settle()
    # Not grown past the size asked for by a minimum width or height of its own.
    assert window.size().toTuple() == size
    return window


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_start_screen_and_every_family_fit(
        qtbot: QtBot, tmp_path: Path, language: str, size: tuple[int, int]) -> None:
    window = make_window(qtbot, tmp_path, size)
    screen = window.start_screen
    assert screen.isVisible()
    problems = unfit(window)
    assert problems == [], "\n".join(problems)
    for found in families():
        screen.open_family(found.id)
        settle()
        tiles = [tile for tile in screen.findChildren(GameTile) if tile.isVisible()]
        assert len(tiles) == len([s for s in games() if s.family == found.id])
        problems = unfit(window)
        assert problems == [], f"{found.id}: {problems}"
        screen.show_games()
        settle()


def test_the_start_screen_with_a_game_to_go_back_to_fits(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    window = make_window(qtbot, tmp_path, (800, 600))
    window.play_game("spaces-and-aces")
    window.choose_game()
    settle()
    screen = window.start_screen
    assert screen.back_button.isVisible() and screen.daily_button.isVisible()
    problems = unfit(window)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_game_page_and_its_status_strip_fit(
        qtbot: QtBot, tmp_path: Path, language: str, size: tuple[int, int]) -> None:
    window = make_window(qtbot, tmp_path, size)
    for spec in games():
        page = window.play_game(spec.id)
        # The strip at its fullest: help marked, and the longest words of every field.
        page.model.mark_assisted()
        settle()
        problems = unfit(window)
        assert problems == [], f"{spec.id}: {problems}"
        strip = [label for label in page.status.findChildren(QLabel) if label.isVisible()]
        assert strip, spec.id
        # Nothing the strip shows is lost: what gives way for room is still read aloud by S,
        # and its "…" names it.
        text = page.status_text()
        for label in (page.title_label, page.assisted_label, page.time_label, page.deal_label):
            assert label.text() in text
        hidden = page.status.hidden_for_room()
        assert page.status.more.isVisible() == bool(hidden)
        for label in hidden:
            assert label.text() in page.status.more.toolTip()
        # The score, or what the game counts most, never gives way.
        assert page.assisted_label.isVisible()
        if size[0] >= 2560:
            assert all(label.isVisible() for label in (page.title_label, page.time_label,
                                                      page.deal_label, page.assisted_label))


def test_the_strip_gives_way_to_a_message(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    window = make_window(qtbot, tmp_path, (800, 600))
    page = window.play_game(games()[0].id)
    message = page.tr("Looking for the best move…")
    window.statusBar().showMessage(message)
    settle()
    room = page.status.geometry().left()
    assert room >= window.statusBar().fontMetrics().horizontalAdvance(message)
    assert unfit(window) == []
    # Once it goes, the strip takes its room back.
    window.statusBar().clearMessage()
    settle()
    assert page.status.geometry().left() <= room
    assert page.status.hidden_for_room() == [] or page.status.geometry().left() < room


def test_at_800_px_the_strip_keeps_moves_and_deal_and_a_message_keeps_whole_words(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    window = make_window(qtbot, tmp_path, (800, 600))
    bar = window.statusBar()
    assert isinstance(bar, MessageBar)
    for game_id in ("addiction", "pyramid"):
        page = window.play_game(game_id)
        # The strip at its fullest: help marked, the deal's level and its longest verdict shown.
        page.model.mark_assisted()
        page.level_label.setText(page.deals.describe(Judgement(
            game_id, page.game.deal, page.rules_key, "unknown", "expert")))
        page.show_field(page.level_label, True)
        settle()
        # What the player follows stays; what gives way goes whole, named by the "…".
        kept = [page.moves_label, page.deal_label]
        assert all(label.isVisible() for label in kept), page.status.hidden_for_room()
        assert unfit(window) == []
        with qtbot.waitSignal(page.note, check_params_cb=lambda text, _ms: bool(text) and not
                              text.endswith("…"), timeout=120_000):
            window.menus.action_hint.trigger()
        settle()
        hint = bar.currentMessage()
        # The hint is read whole beside the strip, which keeps what matters most.
        assert bar.shown_message() == hint
        assert bar.message_room().width() >= bar.fontMetrics().horizontalAdvance(hint)
        assert all(label.isVisible() for label in kept), (hint, page.status.hidden_for_room())
        # A sentence longer than the bar (a menu entry's tip, shown as the pointer rests on
        # it) is cut after a whole word, and said whole in the tooltip.
        action = window.menus.action_confirm_leave
        action.showStatusText(window)
        settle()
        tip = action.statusTip()
        assert bar.currentMessage() == tip
        shown = bar.shown_message()
        assert bar.fontMetrics().horizontalAdvance(shown) <= bar.message_room().width()
        if shown != tip:
            assert shown.endswith("…") and bar.toolTip() == tip
            kept_words = shown.removesuffix("…")
            assert kept_words and tip.startswith(kept_words)
            # Cut between words, never inside one.
            assert not tip[len(kept_words)].isalnum()
        bar.clearMessage()


def shown(qtbot: QtBot, dialog: QWidget, *, may_scroll: tuple[QWidget, ...] = (),
          may_scroll_across: tuple[QWidget, ...] = ()) -> list[str]:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    settle()
    problems = unfit(dialog, may_scroll=may_scroll, may_scroll_across=may_scroll_across)
    if not within(dialog, 800, 600):
        problems.append(f"{type(dialog).__name__} is {dialog.frameGeometry().size().toTuple()}")
    dialog.close()
    return problems


def test_the_dialogs_fit_an_800_by_600_screen(
        qtbot: QtBot, tmp_path: Path, language: str) -> None:
    window = make_window(qtbot, tmp_path, (800, 600))
    problems: list[str] = []
    dialogs: list[QDialog] = [DealDialog(2_147_483_647, window)]
    for spec in games():
        page = window.page_for(spec.id)
        explained, lines = page.position_help()
        dialogs.append(PositionDialog(page.game.to_text(), page.load_position, explained, lines,
                                      window))
        dialogs.append(EndOfGameDialog(*page.end_summary(), window))
        page_class = spec.page_class()
        rules = RulesDialog(spec.id, page_class.rules_title(), page_class.rules_html(), window)
        # Rules sizes itself to the screen it opens on: this one is 800x600.
        rules.fit_to(QSize(800, 600))
        problems += [f"{spec.id}: {p}" for p in shown(qtbot, rules, may_scroll=(rules.text,))]
    dialogs.append(StatisticsDialog(RecordsStore.open(tmp_path / "records"), window.page_for(
        games()[0].id).rules_key, window))
    dialogs.append(keep_playing_question(window, "Leave This Game?",
                                         "Leave this game unfinished? It will count as given up.",
                                         "New Game"))
    restart = ask_to_restart(window, lambda: None, None, "")
    restart.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    dialogs.append(restart)
    about = AboutDialog(parent=window)
    dialogs.append(about)
    for dialog in dialogs:
        problems += shown(qtbot, dialog)
    notices = NoticesDialog(shipped_notices(), bundled=False, parent=window)
    # Licences keep their own lines (wrapping would break their lists): they may scroll.
    problems += shown(qtbot, notices, may_scroll=(notices.text,),
                      may_scroll_across=(notices.text,))
    assert problems == [], "\n".join(problems)
