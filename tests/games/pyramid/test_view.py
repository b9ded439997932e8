# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""PyramidView: a whole winning deal played by clicking real scene items, and the refusals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from addiction.cardart.art import CardArt
from addiction.cardart.items import CardItem, Highlight
from addiction.core.cards import Card, parse_card
from addiction.games.pyramid.engine import DRAW, Action, PyramidGame
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.solver import hint, solve
from addiction.games.pyramid.view import PyramidView

# Deal 2 clears in Classic (the solver finds the line; the test checks it does).
WINNING_DEAL = 2


def c(token: str) -> Card:
    card = parse_card(token)
    assert card is not None
    return card


@pytest.fixture
def view(qtbot: QtBot) -> PyramidView:
    model = PyramidModel(PyramidGame.new(WINNING_DEAL))
    widget = PyramidView(model, CardArt())
    qtbot.addWidget(widget)
    widget.resize(900, 640)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_speed("off")
    return widget


def click(qtbot: QtBot, view: PyramidView, item: QGraphicsItem) -> None:
    """A left click in the middle of the item's card face, through the viewport."""
    if isinstance(item, CardItem):
        centre = view.card_rect(item.card).center()
    else:
        centre = item.sceneBoundingRect().center()
    point: QPoint = view.mapFromScene(centre)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)  # type: ignore[no-untyped-call]


def test_play_a_winning_deal_by_clicking(qtbot: QtBot, view: PyramidView) -> None:
    model = view.model
    verdict, line = solve(model.game.copy(), 30)
    assert verdict == "winnable" and line
    for action in line:
        if action.kind in ("draw", "recycle"):
            click(qtbot, view, view.stock_item())
        elif action.kind == "king":
            click(qtbot, view, view.card_item(action.cards[0]))
        else:
            first, second = action.cards
            click(qtbot, view, view.card_item(first))
            assert view.selected == first
            click(qtbot, view, view.card_item(second))
        assert model.game.history[-1] == action
    assert model.game.is_won
    assert any(a.kind == "pair" and model.game.location(a.cards[0]) is None for a in line)


def test_removed_cards_land_on_the_removed_pile(qtbot: QtBot, view: PyramidView) -> None:
    click(qtbot, view, view.card_item(c("KC")))  # the King on the bottom row goes alone
    assert view.model.game.location(c("KC")) is None
    pile = view.card_item(c("KC")).pos()
    assert pile.x() > view.card_item(c("5C")).pos().x()  # right of the apex


def test_a_wrong_pair_is_refused_with_a_cue(qtbot: QtBot, view: PyramidView) -> None:
    before = view.model.game.to_text()
    click(qtbot, view, view.card_item(c("AS")))
    assert view.card_item(c("AS")).highlight is Highlight.CHOSEN
    click(qtbot, view, view.card_item(c("8S")))  # A + 8 is not 13
    assert view.model.game.to_text() == before
    assert view.selected is None
    assert view.card_item(c("8S")).highlight is Highlight.CUE


def test_covered_cards_do_nothing(qtbot: QtBot, view: PyramidView) -> None:
    before = view.model.game.to_text()
    click(qtbot, view, view.card_item(c("5C")))  # the apex, covered by 7H and 2D
    assert view.model.game.to_text() == before and view.selected is None


def test_partners_light_up(qtbot: QtBot, view: PyramidView) -> None:
    game = view.model.game
    partners: list[Action] = []
    top = c("AS")
    while not partners:
        view.model.play(DRAW)
        drawn = game.waste_top
        assert drawn is not None
        top = drawn
        partners = [a for a in game.actions_of(top) if a.kind == "pair"]
    click(qtbot, view, view.card_item(top))
    other = next(x for x in partners[0].cards if x != top)
    assert view.card_item(other).highlight is Highlight.CANDIDATE
    click(qtbot, view, view.card_item(top))  # a second click lets go
    assert view.selected is None and view.card_item(other).highlight is Highlight.NONE


def test_hint_outlines_and_clears(qtbot: QtBot, view: PyramidView) -> None:
    action = hint(view.model.game, 10)
    assert action is not None
    view.show_hint(action)
    hinted: list[QGraphicsItem] = [view.card_item(card) for card in action.cards]
    hinted = hinted or [view.stock_item()]
    assert all(isinstance(i, CardItem) and i.highlight is Highlight.HINT for i in hinted)
    view.model.play(action)
    assert all(isinstance(i, CardItem) and i.highlight is not Highlight.HINT for i in hinted)


def test_animated_moves_land(qtbot: QtBot, view: PyramidView) -> None:
    view.set_speed("fast")
    with qtbot.waitSignal(view.animations_finished, timeout=3000):
        view.model.play(DRAW)
    top = view.model.game.waste_top
    assert top is not None
    assert view.card_item(top).zValue() > view.card_item(view.model.game.stock[-1]).zValue()
    with qtbot.waitSignal(view.animations_finished, timeout=3000):
        view.model.undo()
    assert view.card_item(top).pos() == view.stock_item().pos()


def test_layout_follows_the_window(qtbot: QtBot, view: PyramidView) -> None:
    small = view.card_item(c("5C")).boundingRect().width()
    view.resize(1500, 1000)
    qtbot.waitUntil(lambda: view.card_item(c("5C")).boundingRect().width() > small * 1.4, timeout=2000)


def test_a_new_deal_flies_in_and_lands(qtbot: QtBot, view: PyramidView) -> None:
    view.set_speed("fast")
    view.model.new_game(5)
    apex = view.model.game.pyramid[0]
    assert apex is not None
    assert view.card_item(apex).pos() == view.stock_item().pos()  # still at the stock
    with qtbot.waitSignal(view.animations_finished, timeout=5000):
        pass
    landed = view.card_item(apex).pos()
    view.set_speed("off")
    view.model.restart()
    assert view.card_item(apex).pos() == landed != view.stock_item().pos()


def test_keyboard_play(qtbot: QtBot, view: PyramidView) -> None:
    game = view.model.game

    def press(key: Qt.Key) -> Card | None:
        qtbot.keyClick(view, key)  # type: ignore[no-untyped-call]
        return view.focused

    assert press(Qt.Key.Key_Right) is None  # the stock comes first
    press(Qt.Key.Key_Return)
    assert game.waste_count == 1
    seen = [press(Qt.Key.Key_Right) for _ in range(9)]
    # Stock, waste top, then the seven free bottom-row cards, left to right; then round again.
    bottom = [game.pyramid[21 + col] for col in range(7)]
    assert seen == [game.waste_top, *bottom, None]
    while press(Qt.Key.Key_Left) != c("KC"):
        pass
    after = press(Qt.Key.Key_Return)
    assert game.location(c("KC")) is None
    assert after is not None and after in game.available_cards()
    press(Qt.Key.Key_Space)
    assert game.waste_count == 2
