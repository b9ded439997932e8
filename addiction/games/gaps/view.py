# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Addiction board: shows the model's game, animates what the model says happened, and
turns the player's clicks, drags and keys into model calls (the view never decides a rule).

Longer than most modules on purpose: the press/drag/choose/keyboard gestures are one state
machine over the same items and animations, and split across files it would be harder to
follow which gesture may interrupt which.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QEasingCurve, QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsView,
    QWidget,
)

from addiction.cardart.animation import Leg
from addiction.cardart.art import CardArt
from addiction.cardart.items import (
    Z_CARD,
    Z_DRAGGED,
    Z_FLYING,
    Z_LIFTED,
    CardItem,
    FocusItem,
    GapItem,
    GapState,
    Highlight,
    SequenceTray,
)
from addiction.cardart.painting import CARD_ASPECT
from addiction.core import Card, IllegalAction
from addiction.games.gaps.engine import Decision, Move, Place
from addiction.games.gaps.layout import BoardLayout
from addiction.games.gaps.model import GapsModel
from addiction.table import spoken
from addiction.table.accessibility import PlaceInfo
from addiction.table.view import CardTableView

# How long the red "nothing can happen here" flash stays, at every speed (also "off").
_CUE_FLASH_MS = 260
# A moving card starts this far into its slide, so the frame right after the click shows it
# on its way (about half a frame at 60 Hz).
_HEAD_START_MS = 8

_ARROWS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}
_ACTIVATE_KEYS = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}


@dataclass(frozen=True, slots=True)
class _Choice:
    """A click that several moves answer: the player now picks one of their targets."""

    origin: Place  # the card (a 2) or the column-1 gap that was clicked
    moves: tuple[Move, ...]
    pick_gap: bool  # True: a 2 was clicked, pick a gap; False: a gap was clicked, pick a 2

    def target(self, move: Move) -> Place:
        return move.dst if self.pick_gap else move.src


def _useful(moves: list[Move]) -> list[Move]:
    """``moves`` without those of a card already in column 1 to another column-1 gap: column 1
    takes any base card, so such a card is in place already and the move would change nothing
    (still legal: a drag plays it; a click neither offers nor plays it)."""
    return [m for m in moves if not (m.src[1] == 0 and m.dst[1] == 0)]


class _Gesture(Enum):
    PRESSED = "pressed"  # the button is down, it may still become a click or a drag
    DRAGGING = "dragging"


@dataclass(slots=True)
class _Press:
    place: Place
    start: QPointF  # viewport position of the press
    card: Card | None
    grip: QPointF  # from the card's top-left corner to the pointer, in scene units
    gesture: _Gesture = _Gesture.PRESSED


class BoardView(CardTableView):
    """The table of cards and gaps of one member of the Gaps family (4×13 for Addiction),
    sized to the view. The table's shape and deck are those of the model's game."""

    # A click that several moves answer now waits for the player's pick: the place clicked
    # (a card to place, or a gap to fill); None once the pick is made or cancelled.
    choice_pending = Signal(object)

    def __init__(self, model: GapsModel, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(art, parent)
        self._model = model
        variant = model.game.variant
        self._variant = variant
        self._coords = variant.coords
        self._animator.idle.connect(self._on_idle)

        scene = self.scene()
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.viewport().setMouseTracking(True)
        self.setMinimumSize(400, 250)

        self._cards: dict[Card, CardItem] = {}
        for card in variant.deck:
            item = CardItem(card)
            self._cards[card] = item
            scene.addItem(item)
        self._gaps: dict[Place, GapItem] = {}
        for place in self._coords:
            gap = GapItem(place)
            self._gaps[place] = gap
            scene.addItem(gap)
        self._trays = [SequenceTray() for _ in range(variant.rows)]
        for tray in self._trays:
            scene.addItem(tray)
        self._focus_item = FocusItem()
        scene.addItem(self._focus_item)

        self._layout = self._fit(800, 500)
        self._dpr = 0.0  # no faces made yet: the first relayout always makes them
        self._focus: Place = (0, 0)
        self._choice: _Choice | None = None
        self._press: _Press | None = None
        self._hinted: list[CardItem | GapItem] = []
        self._hover_card: CardItem | None = None
        self._hover_gap: GapItem | None = None
        self._movable: frozenset[Card] = frozenset()
        self._fillable: frozenset[Place] = frozenset()
        self._celebration_due = False

        model.game_started.connect(self._on_game_started)
        model.card_moved.connect(self._on_card_moved)
        model.redealt.connect(self._on_redealt)
        model.won.connect(self._on_won)
        # Card faces are made at the first resize (always before the first paint): making
        # them now, at the placeholder size, would only double the start-up work.
        self._refresh_marks()

    # --- public API ----------------------------------------------------------------------

    def refresh_cards(self) -> None:
        """Fetch every card face again from the card art (after its four-colour switch)."""
        self._relayout(force=True)

    def show_hint(self, decision: Decision | None) -> None:
        """Point at a move (its card and target gap) or at the redeal; the next action clears it."""
        self.finish_animations()
        self._cancel_choice()
        self._clear_hint()
        if decision is None:
            return
        game = self._model.game
        if isinstance(decision, Move):
            card, gap = self._cards[decision.card], self._gaps[decision.dst]
            card.set_highlight(Highlight.HINT)
            gap.set_highlight(Highlight.HINT)
            self._hinted = [card, gap]
            return
        # A redeal deals again exactly the cards that are not in place: point at all of them.
        loose = [self._cards[c] for p in self._coords
                 if (c := game.cell(p)) is not None and not game.in_place(p)]
        for item in loose:
            item.set_highlight(Highlight.HINT)
        self._hinted = list(loose)
        if self._timing.enabled:
            half = self._timing.ms("hint_pulse") // 2
            for item in loose:
                home = item.pos()
                self._animator.run(item.animate([Leg(home, half, scale=1.07), Leg(home, half, scale=1.0)]))

    def card_item(self, card: Card) -> QGraphicsItem:
        return self._cards[card]

    def gap_item(self, place: Place) -> QGraphicsItem:
        """The mark of ``place`` on the table (drawn while the place is a gap)."""
        return self._gaps[place]

    @property
    def board_layout(self) -> BoardLayout:
        return self._layout

    @property
    def focus_place(self) -> Place:
        return self._focus

    @property
    def choosing(self) -> bool:
        """Whether the player is picking among candidate gaps or 2s."""
        return self._choice is not None

    # --- model signals -------------------------------------------------------------------

    def _interrupt(self, moving: frozenset[Card] = frozenset()) -> None:
        """A change arrives: stop all motion, drop any choice or hint, settle the other cards.

        Cards in ``moving`` stay where they are, so their next animation starts from there
        (from the pointer after a drop, or from mid-flight after a quick undo).
        """
        # Cards are off their places only while animations run or a card is dragged.
        unsettled = self._animator.busy
        self._animator.stop_all()
        self._cancel_choice()
        self._clear_hint()
        self._celebration_due = False
        dragged = self._dragged_item()
        self._press = None
        if dragged is not None:
            dragged.set_lifted(False)
            self.viewport().unsetCursor()
            unsettled = True
        if unsettled:
            self._snap(moving)

    def _on_game_started(self) -> None:
        self._interrupt()
        self._set_hover(None, None)
        self._snap()
        self._refresh_marks()
        self._accessible_places_changed(list(range(self.place_count())))
        if not self._timing.enabled:
            self._animator.settle()
            return
        # Deal in: every card flies from a deck below the board to its place, row by row.
        layout = self._layout
        deck = QPointF(layout.pile_pos.x(), self.viewport().height() + layout.card_height * 0.2)
        flight, spread = self._timing.ms("deal_in_flight"), self._timing.ms("deal_in_spread")
        game = self._model.game
        placed = [(p, c) for p in self._coords if (c := game.cell(p)) is not None]
        for k, (place, card) in enumerate(placed):
            item = self._cards[card]
            item.setPos(deck)
            item.setZValue(Z_FLYING + len(placed) - k)
            delay = round(spread * k / max(1, len(placed) - 1))
            self._animator.run(item.animate([Leg(layout.place_pos(place), flight, pause=delay)]))

    def _on_card_moved(self, card: Card, src: Place, dst: Place) -> None:
        self._interrupt(frozenset({card}))
        self._refresh_marks()
        self._accessible_places_changed([self._index(src), self._index(dst)])
        item = self._cards[card]
        target = self._layout.place_pos(dst)
        if self._timing.enabled and item.pos() != target:
            item.setZValue(Z_FLYING)
            slide = item.animate([Leg(target, self._timing.ms("move"), rotation=0.0, scale=1.0)])
            self._animator.run(slide, head_start=_HEAD_START_MS)
        else:
            self._put(item, target)
        self._animator.settle()

    def _on_redealt(self, relocations: list[tuple[Card, Place, Place]]) -> None:
        game = self._model.game
        # Sequences stay put; every other card is gathered, shuffled and dealt again.
        loose = [(c, old, new) for c, old, new in relocations if not (old == new and game.in_place(new))]
        self._interrupt(frozenset(c for c, _, _ in loose))
        self._refresh_marks()
        self._accessible_places_changed(sorted({self._index(p) for _, old, new in loose for p in (old, new)}))
        if not self._timing.enabled:
            self._snap()
            self._animator.settle()
            return
        self._animate_redeal(loose)

    def _animate_redeal(self, loose: list[tuple[Card, Place, Place]]) -> None:
        layout, ms = self._layout, self._timing.ms
        w = layout.card_width
        pile = layout.pile_pos
        gather, spread, swing = ms("gather"), ms("gather_spread"), ms("shuffle")
        flight, deal_spread = ms("deal_flight"), ms("deal_spread")
        count = len(loose)
        # The pile is stacked in the order the cards are picked up (reading order) and the
        # shuffle restacks it into dealing order (new places, reading order, top card first).
        dealing = sorted(loose, key=lambda r: self._variant.index(r[2]))
        for k, (card, old, new) in enumerate(dealing):
            item = self._cards[card]
            picked = self._variant.index(old)
            # Small fixed offsets per card make the pile look hand-made rather than stamped.
            jitter = QPointF(((card * 37) % 7 - 3) * w * 0.012, ((card * 53) % 5 - 2) * w * 0.012)
            tilt = ((card * 29) % 11 - 5) * 1.3
            spot = pile + jitter + QPointF(-(count - k) * 0.12, -(count - k) * 0.12)
            side = -1.0 if k % 2 == 0 else 1.0
            delay = round(spread * picked / (len(self._coords) - 1))
            item.setZValue(Z_FLYING + picked)
            top_z = Z_FLYING + 100 + count - k
            legs = [
                Leg(spot, gather, QEasingCurve.Type.InOutCubic, pause=delay, rotation=tilt),
                Leg(spot + QPointF(side * w * 0.58, -w * 0.04), swing, pause=spread - delay, rotation=-tilt),
                Leg(spot, swing, rotation=tilt, z=top_z),
                Leg(spot + QPointF(-side * w * 0.36, w * 0.03), swing, rotation=-tilt * 0.5),
                Leg(spot, swing, rotation=0.0),
                Leg(layout.place_pos(new), flight, pause=round(deal_spread * k / max(1, count - 1))),
            ]
            self._animator.run(item.animate(legs))

    def _on_won(self) -> None:
        # The keyboard's frame leaves the won table to its celebration and the dialog after
        # it; a key brings it back.
        self._focus_item.setVisible(False)
        if self._animator.busy:
            self._celebration_due = True
        else:
            self._celebrate()

    def _celebrate(self) -> None:
        """A wave of hopping cards across the finished board; any input ends it at once."""
        self._celebration_due = False
        if not self._timing.enabled:
            return
        layout, ms = self._layout, self._timing.ms
        hop, spread = ms("hop"), ms("hop_spread")
        height = layout.card_height * 0.32
        game = self._model.game
        for place in self._coords:
            card = game.cell(place)
            if card is None:
                continue
            row, col = place
            home = layout.place_pos(place)
            wave = self._variant.cols - 1 + (self._variant.rows - 1) * 0.6
            delay = round(spread * (col + row * 0.6) / wave)
            tilt = 6.0 if (row + col) % 2 else -6.0
            item = self._cards[card]
            up = Leg(home - QPointF(0, height), hop // 2, pause=delay, rotation=tilt)
            down = Leg(home, hop - hop // 2, rotation=0.0)
            self._animator.run(item.animate([up, down]))

    def _on_idle(self) -> None:
        self._place_trays()
        dragged = self._dragged_item()
        for item in self._cards.values():
            if item is not dragged:
                item.setZValue(Z_LIFTED if item.lifted else Z_CARD)
        self.animations_finished.emit()
        if self._celebration_due:
            self._celebrate()

    # --- state shown on the table --------------------------------------------------------

    def _refresh_marks(self) -> None:
        """Gap marks, sequence trays and what can move, from the game as it is now."""
        game = self._model.game
        board = game.board
        moves = game.moves()
        self._movable = frozenset(m.card for m in moves)
        self._fillable = frozenset(m.dst for m in moves)
        gaps = set(game.gaps)
        v = self._variant
        for place, item in self._gaps.items():
            if place not in gaps:
                item.set_state(GapState.COVERED, "")
                continue
            takes = board.takes(v.index(place))
            if not takes:
                item.set_state(GapState.DEAD, self.tr("Dead gap: nothing can follow a King or a gap")
                               if v.fit == "suit-next" else self.tr("Dead gap: no card can go here"))
            elif place[1] == 0:
                item.set_state(GapState.LIVE, self.tr("Gap: any 2 can go here") if takes[0].rank == 2
                               else self.tr("Gap: any Ace can go here"))
            elif len(takes) == 1:
                item.set_state(GapState.LIVE, self.tr("Gap: {card} goes here").format(card=takes[0].symbol))
            else:
                cards = ", ".join(dict.fromkeys(c.symbol for c in takes))
                item.set_state(GapState.LIVE, self.tr("Gap: {cards} can go here").format(cards=cards))
        if not self._timing.enabled:
            self._place_trays()
        # Otherwise the trays follow when the cards have landed, so a sequence never claims
        # a card that is still on its way.

    def _place_trays(self) -> None:
        layout = self._layout
        pad = max(2.0, layout.card_width * 0.05)
        lengths = self._model.game.sequence_lengths
        for row, tray in enumerate(self._trays):
            if lengths[row] == 0:
                tray.set_span(QRectF(), 1.0)
                continue
            span = layout.place_rect((row, 0)).united(layout.place_rect((row, lengths[row] - 1)))
            below = (layout.step_y - layout.card_height) * 0.75
            tray.set_span(span.adjusted(-pad, -pad, pad, below), max(1.5, layout.card_width * 0.035))

    def _put(self, item: CardItem, pos: QPointF) -> None:
        item.setPos(pos)
        item.setRotation(0.0)
        item.setScale(1.0)
        item.setZValue(Z_LIFTED if item.lifted else Z_CARD)

    def _snap(self, keep: frozenset[Card] = frozenset()) -> None:
        """Every card at its place in the game (except ``keep`` and the dragged card)."""
        game = self._model.game
        layout = self._layout
        dragged = self._dragged_item()
        for place in self._coords:
            self._gaps[place].setPos(layout.place_pos(place))
            card = game.cell(place)
            if card is None:
                continue
            item = self._cards[card]
            if card in keep or item is dragged:
                item.setRotation(0.0)
                item.setScale(1.0)
            else:
                self._put(item, layout.place_pos(place))

    def _dragged_item(self) -> CardItem | None:
        press = self._press
        if press is None or press.gesture is not _Gesture.DRAGGING or press.card is None:
            return None
        return self._cards[press.card]

    # --- layout ----------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._relayout()
        return super().event(event)

    def _relayout(self, force: bool = False) -> None:
        size = self.viewport().size()
        self.scene().setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetCachedContent()
        layout = self._fit(size.width(), size.height())
        dpr = self.devicePixelRatioF()
        if not force and layout == self._layout and dpr == self._dpr:
            return
        self._layout, self._dpr = layout, dpr
        w, h = layout.card_width, layout.card_height
        for card, item in self._cards.items():
            item.set_pixmap(self._art.pixmap(card, w, dpr), w, h)
        for gap in self._gaps.values():
            gap.set_size(w, h)
        dragged = self._dragged_item()
        if dragged is not None:
            dragged.set_lifted(False)
            self.viewport().unsetCursor()
        self._press = None
        self._animator.stop_all()
        self._come_to_rest()
        self._focus_item.set_rect(layout.place_rect(self._focus))

    def _fit(self, width: float, height: float) -> BoardLayout:
        v = self._variant
        return BoardLayout.fit(width, height, CARD_ASPECT, v.rows, v.cols)

    def _come_to_rest(self) -> None:
        self._snap()
        self._place_trays()

    # --- clicking ----------------------------------------------------------------------------

    def _activate(self, place: Place, by_keyboard: bool = False) -> None:
        """A click (or Enter) on ``place``, exactly as docs/manual.md, "Playing", says."""
        self.finish_animations()
        self._clear_hint()
        game = self._model.game
        choice = self._choice
        if choice is not None:
            self._cancel_choice()
            for move in choice.moves:
                if choice.target(move) == place:
                    self._play(move)
                    return
            if place == choice.origin:
                return  # clicking the chosen 2 (or gap) again puts it back down
        card = game.cell(place)
        moves = _useful(game.moves_of(card) if card is not None else game.moves_into(place))
        if not moves:
            self._cue(place)
        elif len(moves) == 1:
            self._play(moves[0])
        else:
            self._begin_choice(_Choice(place, tuple(moves), pick_gap=card is not None), by_keyboard)

    def _play(self, move: Move) -> None:
        try:
            self._model.play(move)
        except IllegalAction:
            # Only reachable if the game changed between reading its moves and playing one;
            # the player then gets the same "no" as for any useless click.
            self._cue(move.src)

    def _begin_choice(self, choice: _Choice, by_keyboard: bool) -> None:
        self._choice = choice
        self._item_at(choice.origin).set_highlight(Highlight.CHOSEN)
        for place in map(choice.target, choice.moves):
            self._item_at(place).set_highlight(Highlight.CANDIDATE)
        if by_keyboard:
            self._set_focus(choice.target(choice.moves[0]))
        self.choice_pending.emit(choice.origin)

    def _cancel_choice(self) -> None:
        choice, self._choice = self._choice, None
        if choice is None:
            return
        for place in (choice.origin, *map(choice.target, choice.moves)):
            self._item_at(place).set_highlight(Highlight.NONE)
        self.choice_pending.emit(None)

    def _item_at(self, place: Place) -> CardItem | GapItem:
        card = self._model.game.cell(place)
        return self._gaps[place] if card is None else self._cards[card]

    def _clear_hint(self) -> None:
        hinted, self._hinted = self._hinted, []
        for item in hinted:
            if item.highlight is Highlight.HINT:
                item.set_highlight(Highlight.NONE)

    def _cue(self, place: Place) -> None:
        """Nothing can happen here: a short red flash, and a little shake when animating."""
        self.refused.emit()
        item = self._item_at(place)
        if item.highlight is Highlight.NONE:
            item.set_highlight(Highlight.CUE)

            def clear() -> None:
                if item.highlight is Highlight.CUE:
                    item.set_highlight(Highlight.NONE)

            QTimer.singleShot(_CUE_FLASH_MS, item, clear)
        if self._timing.enabled:
            home = self._layout.place_pos(place)
            dx = self._layout.card_width * 0.06
            quarter = max(1, self._timing.ms("shake") // 4)
            legs = [
                Leg(home + QPointF(dx, 0), quarter),
                Leg(home - QPointF(dx, 0), quarter),
                Leg(home + QPointF(dx / 2, 0), quarter),
                Leg(home, quarter),
            ]
            self._animator.run(item.animate(legs))

    # --- mouse ---------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton:
            self._cancel_choice()
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        event.accept()
        self.finish_animations()
        self._focus_item.setVisible(False)
        scene_pos = self.mapToScene(event.position().toPoint())
        place = self._layout.place_at(scene_pos)
        if place is None:
            self._cancel_choice()
            return
        card = self._model.game.cell(place)
        grip = scene_pos - self._cards[card].pos() if card is not None else QPointF()
        self._press = _Press(place, event.position(), card, grip)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # Quick players click fast: the second click of a "double click" is a click too.
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        scene_pos = self.mapToScene(event.position().toPoint())
        press = self._press
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            self._update_hover(scene_pos)
            return
        if press.gesture is _Gesture.PRESSED:
            if press.card is None or press.card not in self._movable:
                return
            travelled = (event.position() - press.start).manhattanLength()
            if travelled < QApplication.startDragDistance():
                return
            press.gesture = _Gesture.DRAGGING
            self._set_hover(None, None)
            held = self._cards[press.card]
            held.set_lifted(True)  # in the hand: raised, with a longer shadow
            held.setZValue(Z_DRAGGED)
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        assert press.card is not None
        self._cards[press.card].setPos(scene_pos - press.grip)
        # The gap the card would go to if let go here lights up.
        landing = self._drop_move(press.card, scene_pos)
        self._set_hover(None, None if landing is None else self._gaps[landing.dst])

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        press = self._press
        scene_pos = self.mapToScene(event.position().toPoint())
        if press is None:
            return
        if press.gesture is _Gesture.DRAGGING:
            self.viewport().unsetCursor()
            self._drop(press, scene_pos)
        else:
            self._press = None
            if self._layout.place_at(scene_pos) == press.place:
                self._activate(press.place)
        self._update_hover(scene_pos)

    def _drop_move(self, card: Card, scene_pos: QPointF) -> Move | None:
        """The move a dragged card makes if let go at ``scene_pos``: onto the gap under the
        pointer, or else the gap nearest the card's centre (None: it fits neither)."""
        layout = self._layout
        centre = self._cards[card].pos() + QPointF(layout.card_width / 2, layout.card_height / 2)
        moves = self._model.game.moves_of(card)
        for target in (layout.place_at(scene_pos), layout.nearest_place(centre)):
            for move in moves:
                if move.dst == target:
                    return move
        return None

    def _drop(self, press: _Press, scene_pos: QPointF) -> None:
        """A dragged card let go: it plays if it lies on a gap it fits, else it flies home."""
        assert press.card is not None
        card, item = press.card, self._cards[press.card]
        item.set_lifted(False)
        self._set_hover(None, None)
        self._cancel_choice()
        self._clear_hint()
        move = self._drop_move(card, scene_pos)
        if move is not None:
            # The press stays a drag until the model answers, so the card slides in from
            # where it was let go rather than from its old place.
            self._play(move)
            self._press = None
            return
        self._press = None
        home = self._layout.place_pos(self._model.game.place_of(card))
        if self._timing.enabled:
            item.setZValue(Z_FLYING)
            self._animator.run(item.animate([Leg(home, self._timing.ms("fly_back"))]))
        else:
            self._put(item, home)
            self._animator.settle()

    def leaveEvent(self, event: QEvent) -> None:
        self._set_hover(None, None)
        super().leaveEvent(event)

    def _update_hover(self, scene_pos: QPointF) -> None:
        place = self._layout.place_at(scene_pos)
        card_item: CardItem | None = None
        gap_item: GapItem | None = None
        if place is not None:
            card = self._model.game.cell(place)
            choice = self._choice
            candidate = choice is not None and any(choice.target(m) == place for m in choice.moves)
            if card is not None and (card in self._movable or candidate):
                card_item = self._cards[card]
            elif card is None and (place in self._fillable or candidate):
                gap_item = self._gaps[place]
        self._set_hover(card_item, gap_item)

    def _set_hover(self, card_item: CardItem | None, gap_item: GapItem | None) -> None:
        if card_item is not self._hover_card:
            if self._hover_card is not None:
                self._hover_card.set_lifted(False)
            if card_item is not None:
                card_item.set_lifted(True)
            self._hover_card = card_item
        if gap_item is not self._hover_gap:
            if self._hover_gap is not None:
                self._hover_gap.set_hovered(False)
            if gap_item is not None:
                gap_item.set_hovered(True)
            self._hover_gap = gap_item
        if self._press is None or self._press.gesture is _Gesture.PRESSED:
            if card_item is not None or gap_item is not None:
                self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            else:
                self.viewport().unsetCursor()

    # --- keyboard ------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key in _ARROWS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            if self._focus_item.isVisible():
                dr, dc = _ARROWS[key]
                row, col = self._focus
                self._set_focus(((row + dr) % self._variant.rows, (col + dc) % self._variant.cols))
            else:
                self._set_focus(self._focus)
            event.accept()
        elif key in _ACTIVATE_KEYS and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self._set_focus(self._focus)
            self._activate(self._focus, by_keyboard=True)
            event.accept()
        elif key == Qt.Key.Key_Escape and self._choice is not None:
            self._cancel_choice()
            event.accept()
        else:
            super().keyPressEvent(event)

    def _set_focus(self, place: Place) -> None:
        self._focus = place
        self._focus_item.set_rect(self._layout.place_rect(place))
        self._focus_item.setVisible(True)
        self._accessible_focus_moved()

    # --- what a screen reader reads --------------------------------------------------------

    def place_count(self) -> int:
        return self._variant.rows * self._variant.cols

    def place_focus_index(self) -> int | None:
        return self._index(self._focus)

    def _index(self, place: Place) -> int:
        return place[0] * self._variant.cols + place[1]

    def place_info(self, index: int) -> PlaceInfo:
        place: Place = divmod(index, self._variant.cols)
        game = self._model.game
        where = spoken.place_name(*place)
        item = self._item_at(place)
        chosen = item.highlight is Highlight.CHOSEN
        rect = self._layout.place_rect(place)
        focused = place == self._focus
        card = game.cell(place)
        if card is not None:
            name = self.tr("{card}, {place}").format(card=spoken.card_name(card), place=where)
            targets = [spoken.place_name(*m.dst) for m in game.moves_of(card)]
            if chosen:
                text = self.tr("Chosen: pick the gap it goes to.")
            elif item.highlight is Highlight.CANDIDATE:
                text = self.tr("Can go to the chosen gap.")
            elif targets:
                text = self.tr("Can move to {places}.").format(places=spoken.either(targets))
            elif game.in_place(place):
                text = self.tr("In order.")
            else:
                text = ""
            return PlaceInfo(name, rect, text, focused, chosen)
        takes = game.takes(place)
        if not takes:
            return PlaceInfo(self.tr("Dead gap, {place}").format(place=where), rect, "", focused)
        if place[1] == 0 and len(takes) > 1:
            cards = self.tr("any {rank}").format(rank=spoken.rank_name(takes[0].rank))
        else:
            cards = spoken.card_names(list(takes))
        name = self.tr("Gap, {place}: takes {cards}").format(place=where, cards=cards)
        if item.highlight is Highlight.CANDIDATE:
            text = self.tr("The chosen card can go here.")
        else:
            # Where the cards it takes lie, so the player can go and fetch one.
            text = "; ".join(self.tr("{card} is at {place}").format(
                card=spoken.card_name(m.card), place=spoken.place_name(*m.src))
                for m in game.moves_into(place))
        return PlaceInfo(name, rect, text, focused, chosen)
