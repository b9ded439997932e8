# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""BoardView: real clicks, keys and drags on scene items, answered by the model's real signals."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from addiction.cardart.art import CardArt
from addiction.cardart.items import CardItem, GapItem, GapState, Highlight
from addiction.core import CARDS, parse_card
from addiction.core.cards import Card
from addiction.core.rng import SplitMix64
from addiction.games.gaps.engine import COORDS, GapsGame, Move, Place, Rules
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.view import BoardView
from tests.games.gaps.positions import KING_LEFT, ONE_FROM_WIN, STUCK


def card(token: str) -> Card:
    c = parse_card(token)
    assert c is not None
    return c


def position(placed: dict[Place, str], gaps: set[Place]) -> str:
    """A legal board: ``placed`` cards and ``gaps`` where given, the other cards in deck order."""
    rest = [str(c) for c in CARDS if c.rank != 1 and str(c) not in placed.values()]
    rows = []
    for r in range(4):
        tokens = []
        for c in range(13):
            if (r, c) in gaps:
                tokens.append("--")
            elif (r, c) in placed:
                tokens.append(placed[(r, c)])
            else:
                tokens.append(rest.pop(0))
        rows.append(" ".join(tokens))
    return "\n".join(rows)


# One 2 (2H, in the middle of row 3) fits both column-1 gaps of rows 1 and 2.
ONE_TWO_TWO_GAPS = position({(2, 3): "2H", (3, 0): "2S", (3, 1): "3S"}, {(0, 0), (1, 0), (2, 8), (3, 8)})
# One column-1 gap (row 1) and four 2s that fit it, one (2D) already in column 1; the other
# gaps are dead (after a King).
FOUR_TWOS_ONE_GAP = position(
    {(1, 4): "2H", (2, 7): "2S", (3, 0): "2D", (1, 9): "2C", (2, 2): "KS", (2, 10): "KH", (3, 5): "KD"},
    {(0, 0), (2, 3), (2, 11), (3, 6)},
)


@pytest.fixture(scope="module")
def art(qapp: QApplication) -> CardArt:
    return CardArt()


MakeView = Callable[..., tuple[GapsModel, BoardView]]


@pytest.fixture
def make_view(qtbot: QtBot, art: CardArt) -> Iterator[MakeView]:
    def make(
        game: GapsGame | None = None, size: tuple[int, int] = (1280, 800)
    ) -> tuple[GapsModel, BoardView]:
        model = GapsModel(game if game is not None else GapsGame.new(7))
        view = BoardView(model, art)
        qtbot.addWidget(view)
        view.set_speed("off")
        view.resize(*size)
        view.show()
        qtbot.waitExposed(view)
        return model, view

    yield make


def sprite(view: BoardView, c: Card) -> CardItem:
    item = view.card_item(c)
    assert isinstance(item, CardItem)
    return item


def mark(view: BoardView, place: Place) -> GapItem:
    item = view.gap_item(place)
    assert isinstance(item, GapItem)
    return item


def centre(view: BoardView, place: Place) -> QPoint:
    """Where a place's card or gap is on screen, through the scene item that shows it."""
    layout = view.board_layout
    game = view._model.game
    c = game.cell(place)
    item = sprite(view, c) if c is not None else mark(view, place)
    middle = item.scenePos() + QPointF(layout.card_width / 2, layout.card_height / 2)
    return view.mapFromScene(middle)


def click(qtbot: QtBot, view: BoardView, place: Place) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(view, place))


def send_mouse(view: BoardView, kind: QEvent.Type, pos: QPoint, buttons: Qt.MouseButton) -> None:
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    event = QMouseEvent(
        kind,
        QPointF(pos),
        QPointF(view.viewport().mapToGlobal(pos)),
        button,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)


def drag(view: BoardView, start: QPoint, end: QPoint) -> None:
    """Press, move in steps (like a hand would), release."""
    left = Qt.MouseButton.LeftButton
    send_mouse(view, QEvent.Type.MouseButtonPress, start, left)
    for k in range(1, 9):
        step = start + (end - start) * (k / 8)
        send_mouse(view, QEvent.Type.MouseMove, step, left)
    send_mouse(view, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)


def assert_cards_shown_where_game_says(view: BoardView, game: GapsGame) -> None:
    layout = view.board_layout
    for place in COORDS:
        c = game.cell(place)
        if c is not None:
            item = sprite(view, c)
            assert item.pos() == layout.place_pos(place), (str(c), place)
            assert item.rotation() == 0.0 and item.scale() == 1.0
        gap = mark(view, place)
        assert isinstance(gap, GapItem)
        assert (gap.state is GapState.COVERED) == (c is not None)


def a_move(game: GapsGame, two: bool) -> Move:
    """A legal move of a 2 (``two``) or of a higher card into a non-first column."""
    for move in game.moves():
        alone = len(game.moves_of(move.card)) == 1 and len(game.moves_into(move.dst)) == 1
        if (move.card.rank == 2) == two and (alone or (two and len(game.moves_of(move.card)) == 1)):
            return move
    raise AssertionError("the test position has no such move")


# --- clicking --------------------------------------------------------------------------------


def test_clicking_a_card_moves_it_to_its_gap(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view()
    move = a_move(model.game, two=False)
    with qtbot.waitSignal(model.card_moved, timeout=1000) as blocker:
        click(qtbot, view, move.src)
    assert blocker.args == [move.card, move.src, move.dst]
    assert model.game.cell(move.dst) == move.card
    assert_cards_shown_where_game_says(view, model.game)


def test_two_quick_clicks_are_two_clicks(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view()
    first = a_move(model.game, two=False)
    click(qtbot, view, first.src)
    # The second click arrives as a double click when it is quick and close: it still counts.
    second = next(
        m for m in model.game.moves() if len(model.game.moves_of(m.card)) == 1 and m.card != first.card
    )
    with qtbot.waitSignal(model.card_moved, timeout=1000) as blocker:
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(view, second.src))
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=centre(view, second.src))
    assert blocker.args == [second.card, second.src, second.dst]


def test_clicking_a_gap_brings_the_card_that_fits(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view()
    move = a_move(model.game, two=False)
    with qtbot.waitSignal(model.card_moved, timeout=1000) as blocker:
        click(qtbot, view, move.dst)
    assert blocker.args == [move.card, move.src, move.dst]
    assert_cards_shown_where_game_says(view, model.game)


@pytest.mark.parametrize("gap", [(0, 0), (1, 0)])
def test_a_two_that_fits_two_gaps_waits_for_the_players_choice(
    qtbot: QtBot, make_view: MakeView, gap: Place
) -> None:
    model, view = make_view(GapsGame.from_text(ONE_TWO_TWO_GAPS))
    two = card("2H")
    with qtbot.assertNotEmitted(model.card_moved):
        click(qtbot, view, (2, 3))
    assert view.choosing
    assert model.game.cell((2, 3)) == two
    assert sprite(view, two).highlight is Highlight.CHOSEN
    for candidate in [(0, 0), (1, 0)]:
        assert mark(view, candidate).highlight is Highlight.CANDIDATE
    with qtbot.waitSignal(model.card_moved, timeout=1000) as blocker:
        click(qtbot, view, gap)
    assert blocker.args == [two, (2, 3), gap]
    assert not view.choosing
    other = (1, 0) if gap == (0, 0) else (0, 0)
    assert mark(view, other).highlight is Highlight.NONE
    assert_cards_shown_where_game_says(view, model.game)


@pytest.mark.parametrize("pick", [(1, 4), (2, 7), (1, 9)])
def test_a_gap_that_several_twos_fit_waits_for_the_players_choice(
    qtbot: QtBot, make_view: MakeView, pick: Place
) -> None:
    model, view = make_view(GapsGame.from_text(FOUR_TWOS_ONE_GAP))
    with qtbot.assertNotEmitted(model.card_moved):
        click(qtbot, view, (0, 0))
    assert view.choosing
    assert mark(view, (0, 0)).highlight is Highlight.CHOSEN
    for two in ("2H", "2S", "2C"):
        assert sprite(view, card(two)).highlight is Highlight.CANDIDATE
    # 2D is in column 1 already (row 4): moving it to row 1 would change nothing.
    assert sprite(view, card("2D")).highlight is Highlight.NONE
    chosen = model.game.cell(pick)
    with qtbot.waitSignal(model.card_moved, timeout=1000) as blocker:
        click(qtbot, view, pick)
    assert blocker.args == [chosen, pick, (0, 0)]
    for two in ("2H", "2S", "2D", "2C"):
        assert sprite(view, card(two)).highlight is Highlight.NONE


@pytest.mark.parametrize(("text", "clicked"), [(ONE_TWO_TWO_GAPS, (2, 3)), (FOUR_TWOS_ONE_GAP, (0, 0))])
def test_escape_cancels_a_choice(qtbot: QtBot, make_view: MakeView, text: str, clicked: Place) -> None:
    model, view = make_view(GapsGame.from_text(text))
    before = model.game.to_text()
    click(qtbot, view, clicked)
    assert view.choosing
    with qtbot.assertNotEmitted(model.card_moved):
        qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not view.choosing
    assert model.game.to_text() == before
    assert all(sprite(view, c).highlight is Highlight.NONE for c in CARDS if c.rank != 1)
    assert all(mark(view, p).highlight is Highlight.NONE for p in COORDS)


def test_clicking_the_chosen_two_again_puts_it_down(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.from_text(ONE_TWO_TWO_GAPS))
    click(qtbot, view, (2, 3))
    with qtbot.assertNotEmitted(model.card_moved):
        click(qtbot, view, (2, 3))
    assert not view.choosing


def highlight_is(item: CardItem | GapItem, highlight: Highlight) -> bool:
    return item.highlight is highlight


def test_a_useless_click_changes_nothing_but_gives_a_cue(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.from_text(FOUR_TWOS_ONE_GAP))
    before = model.game.to_text()
    dead = (2, 3)  # after the King of spades
    assert mark(view, dead).state is GapState.DEAD
    stuck_card = card("KS")
    assert not model.game.moves_of(stuck_card)
    for place in (dead, model.game.place_of(stuck_card)):
        with qtbot.assertNotEmitted(model.card_moved), qtbot.assertNotEmitted(model.redealt):
            click(qtbot, view, place)
        item: CardItem | GapItem = mark(view, place) if place == dead else sprite(view, stuck_card)
        assert item.highlight is Highlight.CUE
        qtbot.waitUntil(partial(highlight_is, item, Highlight.NONE), timeout=2000)
    assert model.game.to_text() == before
    assert_cards_shown_where_game_says(view, model.game)


def test_gaps_show_live_and_dead_and_sequences_show_in_place(qtbot: QtBot, make_view: MakeView) -> None:
    _model, view = make_view(GapsGame.from_text(FOUR_TWOS_ONE_GAP))
    states = {p: mark(view, p).state for p in COORDS}
    assert states[(0, 0)] is GapState.LIVE
    assert {p for p, s in states.items() if s is GapState.DEAD} == {(2, 3), (2, 11), (3, 6)}
    assert mark(view, (2, 3)).toolTip() != mark(view, (0, 0)).toolTip()
    # Only row 4 (2D, then not 3D) has a sequence; its tray spans exactly that card.
    spans = [tray.span for tray in view._trays]
    assert [s.isEmpty() for s in spans] == [True, True, True, False]
    layout = view.board_layout
    assert spans[3].contains(layout.place_rect((3, 0)))
    assert not spans[3].intersects(layout.place_rect((3, 1)))


# --- keyboard ----------------------------------------------------------------------------------


def walk_focus_to(qtbot: QtBot, view: BoardView, place: Place) -> None:
    if not view._focus_item.isVisible():
        qtbot.keyClick(view, Qt.Key.Key_Right)  # the first arrow only shows the focus
        qtbot.keyClick(view, Qt.Key.Key_Left)
    row, col = view.focus_place
    for _ in range((place[0] - row) % 4):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    for _ in range((place[1] - col) % 13):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focus_place == place


def test_arrow_keys_and_enter_play_a_move(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view._focus_item.isVisible()
    assert view.focus_place == (0, 0)  # shown where it was, not moved yet
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.focus_place == (0, 12)  # arrows wrap around the board
    move = a_move(model.game, two=False)
    walk_focus_to(qtbot, view, move.src)
    with qtbot.waitSignal(model.card_moved, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [move.card, move.src, move.dst]


def test_keyboard_choice_between_gaps(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.from_text(ONE_TWO_TWO_GAPS))
    view.setFocus()
    walk_focus_to(qtbot, view, (2, 3))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert view.choosing
    assert view.focus_place in {(0, 0), (1, 0)}  # focus jumps to a candidate
    walk_focus_to(qtbot, view, (1, 0))
    with qtbot.waitSignal(model.card_moved, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Enter)
    assert blocker.args == [card("2H"), (2, 3), (1, 0)]


def test_keys_the_board_does_not_use_go_to_the_window(qtbot: QtBot, make_view: MakeView) -> None:
    _, view = make_view()
    # The window's shortcuts (R redeal, H hint, Escape leaving full screen) must reach it.
    for key, text in ((Qt.Key.Key_R, "r"), (Qt.Key.Key_H, "h"), (Qt.Key.Key_Escape, "")):
        event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, text)
        view.keyPressEvent(event)
        assert not event.isAccepted()


# --- drag and drop --------------------------------------------------------------------------


def test_dragging_a_card_onto_its_gap_plays_it(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view()
    move = a_move(model.game, two=False)
    start, end = centre(view, move.src), centre(view, move.dst)
    left = Qt.MouseButton.LeftButton
    send_mouse(view, QEvent.Type.MouseButtonPress, start, left)
    for k in range(1, 9):
        send_mouse(view, QEvent.Type.MouseMove, start + (end - start) * (k / 8), left)
    # In the hand: raised, following the pointer, and the gap it would land in lights up.
    held = sprite(view, move.card)
    assert held.lifted and view.mapFromScene(held.pos()) != start
    assert mark(view, move.dst).hovered
    with qtbot.waitSignal(model.card_moved, timeout=1000) as blocker:
        send_mouse(view, QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)
    assert blocker.args == [move.card, move.src, move.dst]
    assert_cards_shown_where_game_says(view, model.game)


def test_dragging_a_card_where_it_does_not_fit_sends_it_home(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.from_text(FOUR_TWOS_ONE_GAP))
    before = model.game.to_text()
    two = card("2H")
    with qtbot.assertNotEmitted(model.card_moved):
        drag(view, centre(view, (1, 4)), centre(view, (2, 3)))  # a dead gap
        # and onto another card
        drag(view, centre(view, (1, 4)), centre(view, (0, 5)))
    assert model.game.to_text() == before
    assert model.game.cell((1, 4)) == two
    assert_cards_shown_where_game_says(view, model.game)
    assert sprite(view, two).zValue() < 100


def test_a_card_that_cannot_move_cannot_be_dragged(qtbot: QtBot, make_view: MakeView) -> None:
    _model, view = make_view(GapsGame.from_text(FOUR_TWOS_ONE_GAP))
    king = card("KS")
    home = sprite(view, king).pos()
    left = Qt.MouseButton.LeftButton
    start = centre(view, (2, 2))
    send_mouse(view, QEvent.Type.MouseButtonPress, start, left)
    send_mouse(view, QEvent.Type.MouseMove, start + QPoint(60, 40), left)
    assert sprite(view, king).pos() == home
    send_mouse(view, QEvent.Type.MouseButtonRelease, start + QPoint(60, 40), Qt.MouseButton.NoButton)
    assert sprite(view, king).pos() == home


# --- hover, hint, model-driven changes ----------------------------------------------------


def test_hovering_a_movable_card_lifts_it(qtbot: QtBot, make_view: MakeView) -> None:
    _model, view = make_view(GapsGame.from_text(FOUR_TWOS_ONE_GAP))
    qtbot.mouseMove(view.viewport(), centre(view, (1, 4)))
    two = sprite(view, card("2H"))
    assert isinstance(two, CardItem) and two.lifted
    assert view.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor
    qtbot.mouseMove(view.viewport(), centre(view, (2, 2)))  # the King of spades cannot move
    assert not two.lifted
    assert not sprite(view, card("KS")).lifted
    assert view.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor


def test_hint_marks_card_and_gap_until_the_next_action(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view()
    move = a_move(model.game, two=False)
    view.show_hint(move)
    assert sprite(view, move.card).highlight is Highlight.HINT
    assert mark(view, move.dst).highlight is Highlight.HINT
    with qtbot.waitSignal(model.card_moved, timeout=1000):
        click(qtbot, view, move.src)
    assert sprite(view, move.card).highlight is Highlight.NONE
    assert mark(view, move.dst).highlight is Highlight.NONE


def test_redeal_hint_marks_every_loose_card(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view()
    game = model.game
    view.show_hint("redeal")
    for place in COORDS:
        c = game.cell(place)
        if c is not None:
            expected = Highlight.NONE if game.in_place(place) else Highlight.HINT
            assert sprite(view, c).highlight is expected
    view.show_hint(None)
    assert all(sprite(view, c).highlight is Highlight.NONE for c in CARDS if c.rank != 1)


def test_undo_redo_redeal_and_new_game_follow_the_model(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view()
    move = a_move(model.game, two=False)
    model.play(move)
    model.undo()
    assert_cards_shown_where_game_says(view, model.game)
    model.redo()
    assert_cards_shown_where_game_says(view, model.game)
    model.load_position(FOUR_TWOS_ONE_GAP.replace("2H", "XX").replace("--", "2H", 1).replace("XX", "--"))
    assert_cards_shown_where_game_says(view, model.game)
    model.new_game(12345)
    assert_cards_shown_where_game_says(view, model.game)


# --- a whole game --------------------------------------------------------------------------


def progress(game: GapsGame, move: Move) -> tuple[bool, bool, int]:
    """Rank moves so the game gets somewhere: grow a sequence first, never shuffle 2s around."""
    row, col = move.dst
    grows = game.in_place((row, col - 1)) if col else move.src[1] != 0
    return grows, not (move.card.rank == 2 and move.src[1] == 0), -move.card.rank


def test_a_whole_deal_played_to_its_end_by_clicking(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.new(2024))
    game_over: list[int] = []
    model.game_over.connect(game_over.append)
    for _ in range(2000):
        game = model.game
        if game.is_over:
            break
        moves = game.moves()
        if not moves:
            with qtbot.waitSignal(model.redealt, timeout=1000):
                model.redeal()
            assert_cards_shown_where_game_says(view, model.game)
            continue
        move = max(moves, key=lambda m: progress(game, m))
        with qtbot.waitSignal(model.card_moved, timeout=1000) as blocker:
            if len(game.moves_of(move.card)) > 1:
                click(qtbot, view, move.src)
                assert view.choosing
            click(qtbot, view, move.dst if len(game.moves_of(move.card)) > 1 else move.src)
        assert blocker.args == [move.card, move.src, move.dst]
    assert model.game.is_over
    assert model.game.moves_played > 40 and model.game.redeals_used == 3, model.game
    assert game_over == [model.game.score]
    assert_cards_shown_where_game_says(view, model.game)


# --- layout ----------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (2560, 1440), (600, 900)])
def test_every_card_fits_the_view_and_no_two_overlap(
    qtbot: QtBot, make_view: MakeView, size: tuple[int, int]
) -> None:
    model, view = make_view(size=(1024, 700))
    view.resize(*size)
    qtbot.waitUntil(lambda: view.viewport().size().width() == size[0])
    layout = view.board_layout
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    rects = []
    for c in CARDS:
        if c.rank == 1:
            continue
        item = sprite(view, c)
        assert isinstance(item, CardItem)
        rect = layout.place_rect(model.game.place_of(c))
        assert item.pos() == rect.topLeft()
        assert visible.contains(rect), (str(c), rect, visible)
        rects.append(rect)
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b)
    # The board is as large as the view allows: it touches its margin on one side.
    board = layout.board_rect
    slack = min(visible.width() - board.width(), visible.height() - board.height())
    assert slack <= 2 * layout.card_width
    # Pixmaps are re-rendered for the new size, at the screen's pixel ratio.
    sample = sprite(view, card("7H"))
    assert sample.face_pixels == round(layout.card_width * view.devicePixelRatioF())


# --- animation -------------------------------------------------------------------------------


def single_moves(game: GapsGame) -> list[Move]:
    return [m for m in game.moves() if len(game.moves_of(m.card)) == 1]


def test_input_during_animations_leaves_the_game_consistent(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.new(99))
    view.set_speed("normal")
    layout = view.board_layout
    first = single_moves(model.game)[0]
    click(qtbot, view, first.src)
    flying = sprite(view, first.card)
    assert view.animating and flying.pos() != layout.place_pos(first.dst)
    # The next click lands mid-flight: the first card lands at once, then the click counts.
    second = next(m for m in single_moves(model.game) if m.card != first.card)
    click(qtbot, view, second.src)
    assert model.game.moves_played == 2
    assert flying.pos() == layout.place_pos(first.dst)
    assert sprite(view, second.card).pos() != layout.place_pos(second.dst)
    # An undo from the window mid-flight sends the card back from where it is.
    moving = sprite(view, second.card)
    qtbot.waitUntil(lambda: moving.pos() != layout.place_pos(second.src), timeout=2000)
    model.undo()
    assert view.animating
    view.finish_animations()
    assert_cards_shown_where_game_says(view, model.game)
    assert model.game.cell(second.src) == second.card
    with qtbot.waitSignal(view.animations_finished, timeout=3000):
        pass
    assert not view.animating


def test_a_click_during_a_redeal_lands_it_first(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.from_text(STUCK))
    view.set_speed("normal")
    with qtbot.waitSignal(model.redealt, timeout=1000):
        model.redeal()
    assert view.animating
    after = model.game.to_text()
    move = single_moves(model.game)[0]
    click(qtbot, view, move.dst)  # a gap: gaps do not fly, so this is where the player sees it
    assert model.game.redeals_used == 1 and model.game.moves_played == 1
    assert GapsGame.from_text(after).moves_of(move.card) == [move]
    with qtbot.waitSignal(view.animations_finished, timeout=3000):
        pass
    assert_cards_shown_where_game_says(view, model.game)


def test_a_storm_of_input_during_animations_never_corrupts_the_game(
    qtbot: QtBot, make_view: MakeView
) -> None:
    """Clicks, keys, drags, undo, redo and redeals in a fixed random order, cards still flying."""
    model, view = make_view(GapsGame.new(31, Rules(redeal_when="any")))
    view.set_speed("normal")
    gen = SplitMix64(7)
    keys = [
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Return,
        Qt.Key.Key_Escape,
    ]
    for step in range(160):
        game = model.game
        place = COORDS[gen.below(52)]
        action = gen.below(10)
        if action < 4:
            click(qtbot, view, place)
        elif action < 6:
            qtbot.keyClick(view, keys[gen.below(len(keys))])
        elif action == 6:
            drag(view, centre(view, place), centre(view, COORDS[gen.below(52)]))
        elif action == 7 and game.can_undo:
            model.undo()
        elif action == 8 and game.can_redo:
            model.redo()
        elif action == 9 and game.can_redeal:
            model.redeal()
        if step % 3 == 0:
            qtbot.wait(gen.below(40))  # let some animations run part of the way
        # Whatever happened, the game is a legal one and the board can always settle on it.
        assert GapsGame.from_text(model.game.to_text()).to_text() == model.game.to_text()
        if step % 40 == 39:
            # Left alone, every interrupted and restarted animation lands where the game says.
            qtbot.waitUntil(lambda: not view.animating, timeout=5000)
            assert_cards_shown_where_game_says(view, model.game)
    view.finish_animations()
    assert_cards_shown_where_game_says(view, model.game)
    assert model.game.moves_played > 0


def test_an_undo_mid_redeal_sends_every_card_back(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.from_text(STUCK))
    view.set_speed("fast")
    before = model.game.to_text()
    cards = [c for place in COORDS if (c := model.game.cell(place)) is not None]
    shown = {c: sprite(view, c).pos() for c in cards}
    model.redeal()
    # The pile is forming: some card has left its place, and the animation goes on.
    qtbot.waitUntil(lambda: any(sprite(view, c).pos() != shown[c] for c in cards), timeout=3000)
    assert view.animating
    model.undo()  # from the window's menu: no click to settle the board first
    assert model.game.to_text() == before
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert_cards_shown_where_game_says(view, model.game)


def test_animations_finished_after_a_move_lands(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view()
    view.set_speed("fast")
    move = a_move(model.game, two=False)
    with qtbot.waitSignal(view.animations_finished, timeout=3000):
        model.play(move)
        assert view.animating
        # Mid-flight the card is on its way, not yet at its gap.
        assert sprite(view, move.card).pos() != view.board_layout.place_pos(move.dst)
    assert not view.animating
    assert_cards_shown_where_game_says(view, model.game)


def test_a_new_game_is_dealt_in_and_lands_where_the_game_says(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view()
    view.set_speed("fast")
    with qtbot.waitSignal(view.animations_finished, timeout=5000):
        model.new_game(3)
        assert view.animating
    assert_cards_shown_where_game_says(view, model.game)


def test_the_shake_of_a_useless_click_ends_at_home(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.from_text(FOUR_TWOS_ONE_GAP))
    view.set_speed("fast")
    with qtbot.waitSignal(view.animations_finished, timeout=3000):
        click(qtbot, view, (2, 3))  # a dead gap
        click(qtbot, view, (2, 2))  # the King of spades, mid-shake of the gap
        assert view.animating
    assert mark(view, (2, 3)).pos() == view.board_layout.place_pos((2, 3))
    assert_cards_shown_where_game_says(view, model.game)


def test_speed_must_be_one_of_the_four(make_view: MakeView) -> None:
    _, view = make_view()
    with pytest.raises(ValueError, match="animation speed"):
        view.set_speed("warp")  # type: ignore[arg-type]
    assert view.speed == "off"


def test_refresh_cards_shows_the_four_colour_deck(make_view: MakeView, art: CardArt) -> None:
    model, view = make_view()
    diamond = sprite(view, card("7D"))
    two_colour = diamond._sprite.toImage()
    art.four_colour = True
    try:
        view.refresh_cards()
        assert diamond._sprite.toImage() != two_colour  # blue diamonds now
    finally:
        art.four_colour = False
        view.refresh_cards()
    assert diamond._sprite.toImage() == two_colour
    assert_cards_shown_where_game_says(view, model.game)


def test_a_sequence_claims_a_card_only_when_it_has_landed(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.from_text(FOUR_TWOS_ONE_GAP))
    view.set_speed("fast")
    tray = view._trays[0]
    assert tray.span.isEmpty()
    with qtbot.waitSignal(view.animations_finished, timeout=3000):
        model.play(Move(card("2H"), (1, 4), (0, 0)))
        assert view.animating and tray.span.isEmpty()
    assert tray.span.contains(view.board_layout.place_rect((0, 0)))


def test_win_celebration_ends_when_a_new_game_starts(qtbot: QtBot, make_view: MakeView) -> None:
    model, view = make_view(GapsGame.from_text(ONE_FROM_WIN))
    view.set_speed("normal")
    with qtbot.waitSignal(model.won, timeout=1000):
        click(qtbot, view, KING_LEFT.src)
    layout = view.board_layout

    def hopping() -> bool:
        return any(
            sprite(view, c).pos().y() < layout.place_pos(model.game.place_of(c)).y()
            for c in CARDS
            if c.rank != 1
        )

    qtbot.waitUntil(hopping, timeout=3000)
    view.set_speed("off")
    model.new_game(5)
    assert not view.animating
    assert_cards_shown_where_game_says(view, model.game)
