# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The demo: Game > Demo has the computer play new deals one after another, each move once the
one before has landed, until the player presses a key or clicks; nothing is recorded or
saved, and the player's game comes back as it was, clock and all."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from addiction import registry
from addiction.registry import games
from addiction.shell.window import MainWindow
from addiction.store import DATA_DIR_ENV
from addiction.store.keeper import Storage
from addiction.table import showing
from addiction.table.settings import SETTINGS_ENV, Settings
from tests.table.quick_window import quick_window
from tests.toy_game.page import ToyPage

OpenWindow = Callable[..., MainWindow]


@pytest.fixture
def toy_window(qtbot: QtBot, tmp_path: Path,
               monkeypatch: pytest.MonkeyPatch) -> Iterator[OpenWindow]:
    """Tens (the test tree's toy game, whose deals are short) from the registry, in a window
    with the test's own record book and saved games."""
    monkeypatch.setattr(registry, "PACKAGES", (*registry.PACKAGES, "tests.toy_game"))
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))
    made: list[MainWindow] = []

    def open_() -> MainWindow:
        settings = Settings()
        settings.animation_speed = "fast"
        window = MainWindow(settings, storage=Storage.open(), start="toy")
        qtbot.addWidget(window)
        window.resize(1000, 650)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield open_
    for window in made:
        window.close()


def toy_page(window: MainWindow) -> ToyPage:
    page = window.page
    assert isinstance(page, ToyPage)
    return page


def start_a_game(page: ToyPage) -> tuple[object, str, int]:
    """The player's own game under way: a deal with one pair removed."""
    page.new_game(1)
    game = page.model.game
    page.model.play(game.actions()[0])
    return game, game.to_text(), game.deal


def count_records(window: MainWindow) -> int:
    assert window.storage is not None
    return len(window.storage.records.recent(limit=1000))


def test_the_demo_plays_deal_after_deal_until_a_click_on_the_table(
    qtbot: QtBot, toy_window: OpenWindow
) -> None:
    window = toy_window()
    page = toy_page(window)
    game, position, deal = start_a_game(page)
    assert window.storage is not None and page.keeper is not None
    saved = window.storage.saves
    page.keeper.close()
    on_disk = saved.load("toy")
    assert on_disk is not None and on_disk["game"] == game.to_dict()  # type: ignore[attr-defined]
    records = count_records(window)
    heard: list[str] = []
    page.view.announce = heard.append  # type: ignore[method-assign]

    menus = window.menus
    game_menu = window.menuBar().actions()[0].menu()
    assert menus.action_demo.isEnabled() and menus.action_demo in game_menu.actions()
    menus.action_demo.trigger()
    demo = page.show
    assert isinstance(demo, showing.Demo)
    assert heard[0] == "Demo: the computer plays deal after deal. Press any key or click to stop."
    bar = menus.show_bar
    assert bar is not None and bar.isVisible()
    assert "Demo: deal" in bar.label.text()
    # While it plays, the page's commands rest: nothing reaches the game on the table.
    assert not menus.action_new.isEnabled() and not menus.action_undo.isEnabled()
    assert not menus.action_demo.isEnabled()

    # A first deal played out, a rest, and a second deal under way.
    first = page.game
    qtbot.waitUntil(lambda: demo.deals >= 2 and page.game.moves_played >= 1, timeout=20_000)
    assert page.game is not first and page.game is not game
    assert first.is_over or first.moves_played > 0
    assert count_records(window) == records  # nothing the computer played is recorded

    view = page.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[no-untyped-call]
                     pos=view.viewport().rect().center())
    # The player's game is back, the very one, with its move; the bar is gone.
    assert page.show is None
    assert page.game is game and page.game.to_text() == position and page.game.deal == deal
    assert not bar.isVisible()
    assert window.statusBar().currentMessage() == "Demo stopped: your game is back."
    assert heard[-1] == "Demo stopped: your game is back."
    assert menus.action_new.isEnabled() and menus.action_undo.isEnabled()
    assert count_records(window) == records
    # Nothing of the demo was saved over the player's game, which is kept as before.
    page.keeper.close()
    on_disk = saved.load("toy")
    assert on_disk is not None and on_disk["game"] == game.to_dict()  # type: ignore[attr-defined]
    # And the keeper keeps the player's game again from here.
    page.model.play(page.model.game.actions()[0])
    page.keeper.close()
    on_disk = saved.load("toy")
    assert on_disk is not None and on_disk["game"] == page.model.game.to_dict()


def test_a_key_stops_the_demo_and_does_nothing_else(
    qtbot: QtBot, toy_window: OpenWindow
) -> None:
    window = toy_window()
    page = toy_page(window)
    game, position, _ = start_a_game(page)
    window.menus.action_demo.trigger()
    assert page.show is not None
    qtbot.waitUntil(lambda: page.game is not game and page.game.moves_played >= 1,
                    timeout=10_000)
    # F11 would go full screen; here it only stops the demo.
    qtbot.keyClick(page.view, Qt.Key.Key_F11)  # type: ignore[no-untyped-call]
    assert page.show is None and not window.isFullScreen()
    assert page.game is game and page.game.to_text() == position
    # The next key is the player's again.
    qtbot.keyClick(page.view, Qt.Key.Key_F11)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(window.isFullScreen, timeout=2000)


def test_leaving_for_another_game_stops_the_demo_and_keeps_the_game(
    qtbot: QtBot, toy_window: OpenWindow
) -> None:
    window = toy_window()
    page = toy_page(window)
    game, position, _ = start_a_game(page)
    page.demo()
    qtbot.waitUntil(lambda: page.game is not game, timeout=10_000)
    window.close()
    assert page.show is None and page.game is game
    assert window.storage is not None
    on_disk = window.storage.saves.load("toy")
    assert on_disk is not None and on_disk["game"] == game.to_dict()  # type: ignore[attr-defined]
    assert position == game.to_text()  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", [spec.id for spec in games()])
def test_every_games_demo_plays_and_gives_the_game_back(
    qtbot: QtBot, tmp_path: Path, game_id: str
) -> None:
    window = quick_window(tmp_path, game_id)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    page = window.page
    assert page is not None and page.spec.id == game_id
    game = page.game
    window.menus.action_demo.trigger()
    qtbot.waitUntil(lambda: page.game is not game and page.game.moves_played >= 2, timeout=20_000)
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    assert page.show is None and page.game is game
    window.close()
