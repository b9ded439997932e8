# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How the Pyramid table looks: of a card under others only its index shows, in the window at
any size and on the start screen's miniature; and a win's celebration."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QRegion
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from addiction.cardart.art import CardArt
from addiction.cardart.painting import CARD_ASPECT
from addiction.core.cards import Card
from addiction.games.pyramid.engine import Action, PyramidGame
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.games.pyramid.solver import solve
from addiction.games.pyramid.view import PyramidView

# Deal 2 clears in Classic; 14 actions into its winning line the pyramid is half gone, the
# waste fans out two cards and some cards are covered on one side only.
WINNING_DEAL = 2
MIDGAME = 14


@pytest.fixture
def line() -> list[Action]:
    verdict, actions = solve(PyramidGame.new(WINNING_DEAL), 30)
    assert verdict == "winnable" and actions
    return actions


def make_view(qtbot: QtBot, art: CardArt, width: int, height: int) -> PyramidView:
    view = PyramidView(PyramidModel(PyramidGame.new(WINNING_DEAL)), art)
    qtbot.addWidget(view)
    view.set_speed("off")
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    return view


def _is_ink(image: QImage, x: int, y: int) -> bool:
    """Whether a pixel is anything but the blank face (pips, pictures and indices are ink;
    the face's cream gradient and the high-contrast white are not)."""
    colour = image.pixelColor(x, y)
    return min(colour.red(), colour.green(), colour.blue()) < 205


def stray_ink(view: PyramidView, art: CardArt) -> dict[Card, int]:
    """For every face-up card that others overlap: how many pixels of ink show on the part
    of it in view, apart from its corner indices (there should be none)."""
    image = view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    game = view.model.game
    w = view.card_rect(game.stock[0]).width()
    index = art.index_size(round(w))
    # Round the index for anti-aliasing; leave out the card's own edge and rounded corners and
    # the shadows the cards over it cast.
    grow = 2.0
    inset = max(2.0, w * 0.07)
    shadow = max(4.0, w * 0.07)
    every = [view.card_item(c) for c in game.pyramid if c is not None]
    every += [view.card_item(c) for c in game.waste]
    strays: dict[Card, int] = {}
    for item in every:
        card = item.card
        rect = view.card_rect(card)
        over = [view.card_rect(other.card) for other in every
                if other.zValue() > item.zValue() and view.card_rect(other.card).intersects(rect)]
        if not over:
            continue
        seen = QRegion(rect.adjusted(inset, inset, -inset, -inset).toRect())
        for cover in over:
            seen -= QRegion(cover.adjusted(-shadow, -shadow, shadow, shadow).toRect())
        corner = QRectF(rect.topLeft(), index).adjusted(-grow, -grow, grow, grow)
        turned = QRectF(rect.bottomRight() - QPointF(index.width(), index.height()),
                        index).adjusted(-grow, -grow, grow, grow)
        seen -= QRegion(corner.toRect())
        seen -= QRegion(turned.toRect())
        count = 0
        for part in seen:
            box: QRect = view.mapFromScene(QRectF(part)).boundingRect()
            for y in range(box.top(), box.bottom() + 1):
                for x in range(box.left(), box.right() + 1):
                    count += _is_ink(image, x, y)
        if count:
            strays[card] = count
    return strays


@pytest.mark.parametrize(("width", "height", "large_print"), [
    (500, 340, False),  # narrow faces: the index across the top
    (800, 520, False),
    (1280, 720, False),
    (2560, 1360, False),
    (1280, 720, True),
])
def test_a_covered_card_shows_only_its_index(
    qtbot: QtBot, line: list[Action], width: int, height: int, large_print: bool
) -> None:
    art = CardArt(large_print=large_print)
    view = make_view(qtbot, art, width, height)
    for action in line[:MIDGAME]:
        view.model.play(action)
    game = view.model.game
    assert game.waste_count >= 2
    covered = [c for p, c in enumerate(game.pyramid) if c is not None and not game.is_available(p)]
    assert covered
    assert stray_ink(view, art) == {}


def test_the_rows_leave_every_index_in_view(qtbot: QtBot) -> None:
    art = CardArt()
    view = make_view(qtbot, art, 800, 520)
    game = view.model.game
    apex, left = game.pyramid[0], game.pyramid[1]
    assert apex is not None and left is not None
    top, under = view.card_rect(apex), view.card_rect(left)
    assert under.top() - top.top() >= art.index_size(round(top.width())).height()


class RecordingArt(CardArt):
    """A card art that notes every face the miniature paints."""

    def __init__(self) -> None:
        super().__init__()
        self.faces: list[tuple[QRectF, bool]] = []

    def paint(self, painter: QPainter, rect: QRectF, card: Card, *, figure: bool = True) -> None:
        self.faces.append((QRectF(rect), figure))
        super().paint(painter, rect, card, figure=figure)


@pytest.mark.parametrize(("width", "height"), [(220, 140), (340, 210), (600, 380)])
def test_the_miniature_shows_only_the_index_of_a_covered_card(
    qtbot: QtBot, width: int, height: int
) -> None:
    del qtbot  # for the application
    art = RecordingArt()
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.darkGreen)
    painter = QPainter(image)
    PyramidPage.paint_miniature(painter, QRectF(0, 0, width, height), art)
    painter.end()
    assert len(art.faces) == 28
    for i, (rect, figure) in enumerate(art.faces):
        over = [later for later, _ in art.faces[i + 1:] if later.intersects(rect)]
        assert figure == (not over)
        if over:
            index = art.index_size(round(rect.width()))
            assert min(o.top() for o in over) - rect.top() >= index.height()
    assert all(rect.height() == pytest.approx(rect.width() * CARD_ASPECT) for rect, _ in art.faces)


# --- the end --------------------------------------------------------------------------------


def shown_texts(view: PyramidView) -> list[str]:
    return [item.text() for item in view.scene().items()
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()]


def test_a_win_celebrates_until_a_key_ends_it(qtbot: QtBot, line: list[Action]) -> None:
    view = make_view(qtbot, CardArt(), 900, 640)
    for action in line[:-1]:
        view.model.play(action)
    view.set_speed("normal")
    view.model.play(line[-1])
    assert view.model.game.is_won
    qtbot.waitUntil(lambda: view.celebrating, timeout=3000)
    removed = [view.card_item(card) for card in view.model.game.removed]
    qtbot.waitUntil(lambda: any(item.rotation() != 0 for item in removed), timeout=3000)
    assert not any("cleared!" in text for text in shown_texts(view))
    qtbot.keyClick(view, Qt.Key.Key_Shift)  # type: ignore[no-untyped-call]
    assert not view.animating and not view.celebrating
    pile = {(round(item.pos().x(), 3), round(item.pos().y(), 3)) for item in removed}
    assert len(pile) == 1 and all(item.rotation() == 0 for item in removed)


def test_a_win_celebrates_to_its_end_then_lets_the_page_know(
    qtbot: QtBot, line: list[Action]
) -> None:
    view = make_view(qtbot, CardArt(), 900, 640)
    for action in line[:-1]:
        view.model.play(action)
    view.set_speed("fast")
    qtbot.wait(20)  # the plays without motion have said so
    landed: list[bool] = []
    view.animations_finished.connect(lambda: landed.append(view.animating))
    view.model.play(line[-1])
    qtbot.waitUntil(lambda: view.celebrating, timeout=3000)
    qtbot.waitUntil(lambda: not view.animating, timeout=6000)
    # Once for the last pair, once for the celebration: never while the cards still move.
    qtbot.waitUntil(lambda: len(landed) >= 2, timeout=1000)
    pile = {(round(view.card_item(c).pos().x(), 3), round(view.card_item(c).pos().y(), 3))
            for c in view.model.game.removed}
    assert len(pile) == 1


def test_without_animation_a_win_does_not_celebrate(qtbot: QtBot, line: list[Action]) -> None:
    view = make_view(qtbot, CardArt(), 900, 640)
    for action in line:
        view.model.play(action)
    assert view.model.game.is_won
    qtbot.wait(50)
    assert not view.animating and not view.celebrating
