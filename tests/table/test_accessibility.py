# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The tables as a screen reader sees them: queried through QAccessible, as Orca or NVDA
would, and played with the keyboard alone from what the tree and its events say."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage, keep_rules
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.i18n import TRANSLATED, install_translators
from addiction.shell.window import MainWindow, PageFactory
from addiction.table.page import PageContext
from addiction.table.settings import Settings
from tests.conftest import OpenWindow

PLACE_NAME = re.compile(r"^(?:.+ of \w+|Gap|Dead gap), row (\d+), column (\d+)")


@dataclass(frozen=True)
class Heard:
    kind: QAccessible.Event
    text: str  # an announcement's message, else ""
    source: QObject


@pytest.fixture
def heard(monkeypatch: pytest.MonkeyPatch) -> list[Heard]:
    """Every accessibility event the game sends, in order (then passed on to Qt)."""
    events: list[Heard] = []
    send = QAccessible.updateAccessibility

    def listen(event: object) -> None:
        assert isinstance(event, QAccessibleEvent)
        text = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        events.append(Heard(event.type(), text, event.object()))
        send(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(listen))
    return events


def spoken(events: list[Heard]) -> list[str]:
    return [e.text for e in events if e.kind == QAccessible.Event.Announcement]


def open_on(open_window: OpenWindow, start: str, page: PageFactory | None = None,
            rules: Rules | None = None) -> MainWindow:
    """The window on ``start`` (its page made by ``page`` if given), shown and active, with no
    record book; ``rules`` kept in the settings as the player's choice."""
    settings = Settings()  # the test's own settings file
    if rules is not None:
        keep_rules(settings, rules)
    return open_window(start, storage=None, settings=settings,
                       factories={start: page} if page else None, active=True)


def table(window: MainWindow) -> QAccessibleInterface:
    assert window.page is not None
    iface = QAccessible.queryAccessibleInterface(window.page.view)
    assert iface is not None and iface.isValid()
    return iface


def cells(iface: QAccessibleInterface) -> list[QAccessibleInterface]:
    found = [iface.child(i) for i in range(iface.childCount())]
    assert all(c is not None for c in found)
    return found


def name(iface: QAccessibleInterface) -> str:
    return iface.text(QAccessible.Text.Name)


def test_the_addiction_table_has_a_cell_per_place_named_as_a_player_says_it(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    def page(context: PageContext) -> GapsPage:
        return GapsPage(context, model=GapsModel(GapsGame.new(5)))

    window = open_on(open_window, "addiction", page)
    game = window.page.game
    iface = table(window)
    assert iface.role() == QAccessible.Role.Table
    assert name(iface) == "Addiction"
    assert "arrow keys" in iface.text(QAccessible.Text.Description)
    found = cells(iface)
    assert len(found) == 52
    view_box = iface.rect()
    for index, cell in enumerate(found):
        row, col = divmod(index, 13)
        assert cell.role() == QAccessible.Role.Cell
        assert cell.parent().object() is window.page.view
        assert iface.indexOfChild(cell) == index
        match = PLACE_NAME.match(name(cell))
        assert match is not None, name(cell)
        assert (int(match[1]), int(match[2])) == (row + 1, col + 1)
        card = game.cell((row, col))
        if card is not None:
            assert name(cell).lower().startswith(card.name)
        assert view_box.contains(cell.rect())
    # Deal 5's gaps, each with what it takes and where that card lies.
    gaps = [c for c in found if name(c).startswith(("Gap", "Dead gap"))]
    assert len(gaps) == 4
    for gap in gaps:
        if name(gap).startswith("Gap"):
            assert ": takes " in name(gap)
            assert " is at row " in gap.text(QAccessible.Text.Description)
    movable = [c for c in found if c.text(QAccessible.Text.Description).startswith("Can move to")]
    assert len(movable) == len({m.card for m in game.moves()})


def test_a_relatives_table_has_its_own_shape(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_on(open_window, "double-montana")
    found = cells(table(window))
    assert len(found) == 8 * 14
    assert name(found[-1]).endswith("row 8, column 14") or "row 8, column 14" in name(found[-1])


def test_the_pyramid_has_its_28_places_the_stock_and_the_waste(
    qtbot: QtBot, open_window: OpenWindow, heard: list[Heard]
) -> None:
    def page(context: PageContext) -> PyramidPage:
        return PyramidPage(context, model=PyramidModel(PyramidGame.new(3)))

    window = open_on(open_window, "pyramid", page)
    found = cells(table(window))
    assert len(found) == 30
    assert name(found[28]) == "Stock, 24 cards, pass 1 of 3"
    assert name(found[29]) == "Waste, empty"
    bottom = [c for c in found[21:28]]
    assert all(c.text(QAccessible.Text.Description).startswith("Free:") for c in bottom)
    assert all(c.text(QAccessible.Text.Description) == "Covered." for c in found[:21])
    # Space turns a card: the waste names it, and it is said.
    view = window.page.view
    qtbot.keyClick(view, Qt.Key.Key_Space)
    top = window.page.game.waste_top
    assert name(found[29]).startswith("Waste, 1 cards: ") and top is not None
    assert spoken(heard)[-1] == f"Turned {top.name[0].upper()}{top.name[1:]}; 23 cards left in the stock."


def test_keyboard_and_the_tree_alone_deal_move_read_redeal_and_undo(
    qtbot: QtBot, open_window: OpenWindow, heard: list[Heard]
) -> None:
    window = open_on(open_window, "addiction", rules=Rules(redeal_when="any"))
    # Start deal 5: Ctrl+D, type the number, Enter.
    assert window.page is not None
    view = window.page.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialogs.deal_dialog
    assert dialog is not None
    qtbot.keyClick(dialog.edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.edit, "5")
    qtbot.keyClick(dialog.edit, Qt.Key.Key_Return)
    page = window.page
    assert isinstance(page, GapsPage)
    assert page.game.deal == 5 and page.view is view
    qtbot.waitUntil(view.hasFocus)

    # Walk right until the cell the screen reader is told about can move.
    def focused_cell() -> QAccessibleInterface:
        focus = [e for e in heard if e.kind == QAccessible.Event.Focus]
        cell = QAccessible.queryAccessibleInterface(focus[-1].source)
        assert cell is not None and cell.state().focused
        return cell

    for _ in range(52):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        if focused_cell().text(QAccessible.Text.Description).startswith("Can move to"):
            break
    cell = focused_cell()
    card_said = name(cell).split(",")[0]
    target = cell.text(QAccessible.Text.Description).removeprefix("Can move to ").rstrip(".")
    # Enter plays it (a 2 that fits several gaps is chosen first, then Enter again on the gap).
    qtbot.keyClick(view, Qt.Key.Key_Return)
    if page.game.moves_played == 0:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert page.game.moves_played == 1
    said = spoken(heard)[-1]
    assert said.startswith(f"{card_said} to row ")
    assert said.endswith(f"; score {page.game.score}.")
    assert said.split(" to ")[1].split(";")[0] in target
    # S reads the status strip: the score, the redeals left, the moves, the time, the deal.
    qtbot.keyClick(view, Qt.Key.Key_S)
    status = spoken(heard)[-1]
    left = page.game.redeals_left
    for part in (f"Score: {page.game.score}/48", f"Redeals left: {left}", "Moves: 1", "Time: ",
                 "Deal 5"):
        assert part in status
    # R redeals (allowed at any time under these rules), Ctrl+Z takes it back.
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert page.game.redeals_left == left - 1
    assert re.fullmatch(rf"Redealt: \d+ cards dealt again; redeals left: {left - 1}; score "
                        rf"{page.game.score}\.", spoken(heard)[-1])
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.game.redeals_left == left
    assert spoken(heard)[-1] == f"Redeal taken back; score {page.game.score}."
    # The cells said what changed.
    assert any(e.kind == QAccessible.Event.NameChanged for e in heard)


def test_a_hint_is_said_with_card_names(qtbot: QtBot, open_window: OpenWindow, heard: list[Heard]) -> None:
    def page(context: PageContext) -> GapsPage:
        return GapsPage(context, model=GapsModel(GapsGame.new(5)))

    window = open_on(open_window, "addiction", page)
    with qtbot.waitSignal(window.page.solver.decided, timeout=20_000):
        window.menus.action_hint.trigger()
    said = spoken(heard)[-1]
    assert re.fullmatch(r"Hint: (\w+ of \w+, to row \d+, column \d+|redeal)\.", said), said
    assert "♠" not in said and "♥" not in said


@pytest.fixture(params=TRANSLATED)
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code: str = request.param
    translators = install_translators(qapp, code)
    yield code
    for translator in translators:
        qapp.removeTranslator(translator)


def test_the_tree_speaks_the_players_language(
    qtbot: QtBot, open_window: OpenWindow, heard: list[Heard], language: str
) -> None:
    def page(context: PageContext) -> GapsPage:
        return GapsPage(context, model=GapsModel(GapsGame.new(5)))

    window = open_on(open_window, "addiction", page)
    iface = table(window)
    texts = [name(c) + " " + c.text(QAccessible.Text.Description) for c in cells(iface)]
    texts.append(iface.text(QAccessible.Text.Description))
    move = window.page.game.moves()[0]
    window.page.model.play(move)
    window.page.action_status.trigger()
    texts += spoken(heard)
    english = re.compile(r"\b(row|column|of|Gap|gap|takes|Can move|Score|score)\b")
    assert [t for t in texts if english.search(t)] == [], language
    assert all(t.strip() for t in texts)
