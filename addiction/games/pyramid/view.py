# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Pyramid table: the overlapping rows, stock, waste and removed pile, played by clicking.

Longer than most modules on purpose: the layout, the selection of a pair and the animations
of removals, draws and recycles all move the same card items, and read best together.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QEasingCurve, QPoint, QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from addiction.cardart.animation import Leg
from addiction.cardart.art import CardArt
from addiction.cardart.items import (
    CARD_RADIUS,
    Z_FLYING,
    CardItem,
    FocusItem,
    Highlight,
    card_bounds,
    hint_colour,
    table_high_contrast,
)
from addiction.cardart.painting import CARD_ASPECT
from addiction.core.cards import CARDS, KING, Card
from addiction.core.errors import IllegalAction
from addiction.games.pyramid.engine import COORDS, SIZE, Action
from addiction.games.pyramid.model import PyramidModel
from addiction.table import spoken
from addiction.table.accessibility import PlaceInfo
from addiction.table.view import CardTableView

# The table in card widths: the pyramid's column step, the least row step, the margin, and
# the whole table's width (stock and waste sit in the empty corner left of the apex, removed
# cards right). A row lies over the one above it so that of a covered card only the strip
# with its index shows (``row_step``): at least ``ROW_STEP``, more where the index is tall.
COLUMN_STEP: Final = 1.12
ROW_STEP: Final = 0.56
INDEX_ROOM: Final = 0.07  # face left clear round a covered card's index, in card widths
MARGIN: Final = 0.3
TABLE_WIDTH: Final = 9.3
WASTE_GAP: Final = 1.15  # from the stock's left edge to the waste's
# The last three waste cards fan out so the player sees them come: each shows the strip with
# its index, when the index is a narrow column (the large-print and the narrow faces have it
# across the top: their waste is a plain pile).
FANNED: Final = 3
WASTE_FAN_ROOM: Final = 0.04
WASTE_FAN_MAX: Final = 0.26

FAN_ANGLE: Final = 70.0  # a win fans the cleared cards out this far either side, in degrees

Z_STOCK: Final = 10.0
Z_WASTE: Final = 40.0
Z_REMOVED: Final = 70.0
Z_TEXT: Final = 3000.0


def row_step(art: CardArt, width: float) -> float:
    """How far down, in card widths, each row of the pyramid lies from the one above, for
    cards ``width`` px wide: enough for a covered card's index to show whole, no more."""
    index = art.index_size(max(1, round(width))).height() / max(1.0, width)
    return max(ROW_STEP, index + INDEX_ROOM)


def table_height(step: float) -> float:
    """The table's height in card widths, for rows ``step`` apart."""
    return 2 * MARGIN + 6 * step + CARD_ASPECT


@dataclass(frozen=True, slots=True)
class _Home:
    """Where a card lies when nothing moves: its corner, stacking order, side up, and
    whether its figure shows (a card under others shows only its corner indices)."""

    pos: QPointF
    z: float
    face_up: bool
    figure: bool = True


class PileSlot(QGraphicsObject):
    """The outline of a pile's place on the felt. At the stock a click turns a card, or
    reuses the waste once the stock is empty (a circular arrow says so)."""

    def __init__(self) -> None:
        super().__init__()
        self._width = 1.0
        self._height = 1.0
        self._can_recycle = False
        self._hinted = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_STOCK - 1)

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._width, self._height = width, height

    def set_can_recycle(self, can: bool) -> None:
        if can != self._can_recycle:
            self._can_recycle = can
            self.update()

    def set_hinted(self, hinted: bool) -> None:
        if hinted != self._hinted:
            self._hinted = hinted
            self.update()

    def boundingRect(self) -> QRectF:
        return card_bounds(self._width, self._height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self._width, self._height
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        # High contrast: an opaque light edge, since the dark felt swallows a faint one.
        stark = table_high_contrast(self)
        plain = QColor(200, 200, 200) if stark else QColor(255, 255, 255, 90)
        outline = hint_colour(stark) if self._hinted else plain
        thin = 0.035 if stark else 0.025
        painter.setPen(QPen(outline, max(2.0 if stark else 1.5, w * (0.05 if self._hinted else thin))))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(QRectF(0, 0, w, h), w * CARD_RADIUS, w * CARD_RADIUS)
        # A circular arrow while the waste can go back; otherwise the place stays plain.
        if not self._can_recycle:
            return
        r = w * 0.22
        centre = QPointF(w / 2, h / 2)
        ring = QPainterPath()
        ring.arcMoveTo(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), 70)
        ring.arcTo(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), 70, 290)
        painter.setPen(QPen(QColor(255, 255, 255, 200), max(2.0, w * 0.06),
                            Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(ring)
        tip = ring.currentPosition()
        head = QPainterPath()
        a = w * 0.1
        head.moveTo(tip + QPointF(-a * 0.2, -a))
        head.lineTo(tip + QPointF(a * 0.9, a * 0.1))
        head.lineTo(tip + QPointF(-a * 0.6, a * 0.9))
        head.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 200))
        painter.drawPath(head)


class PyramidView(CardTableView):
    """Pyramid played with the mouse: click a free card, then its partner (a King goes on one
    click); click the stock to turn a card. Sized to the view; cards fly with Qt animations."""

    def __init__(self, model: PyramidModel, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(art, parent)
        self._model = model
        self._animator.idle.connect(self._on_idle)

        scene = self.scene()
        self.setMinimumSize(400, 300)

        self._cards: dict[Card, CardItem] = {}
        for card in CARDS:
            item = CardItem(card)
            self._cards[card] = item
            scene.addItem(item)
        # What each card's item shows: (face up, with its figure).
        self._faces: dict[Card, tuple[bool, bool]] = {}
        self._slot = PileSlot()
        scene.addItem(self._slot)
        self._removed_slot = PileSlot()
        scene.addItem(self._removed_slot)
        self._pass_text = self._text_item(scene)
        self._removed_text = self._text_item(scene)
        self._focus_item = FocusItem()
        scene.addItem(self._focus_item)
        # The keyboard's place: a card, or None for the stock. Shown once a key is used.
        self._focus: Card | None = None

        self._width = 0  # card width in logical px; 0 until the first resize
        self._row_step = ROW_STEP
        self._fan = WASTE_FAN_MAX
        self._dpr = 1.0
        self._origin = QPointF()
        self._selected: Card | None = None
        self._hinted: list[CardItem | PileSlot] = []
        self._cued: list[CardItem] = []
        self._cue_timer = QTimer(self)
        self._cue_timer.setSingleShot(True)
        self._cue_timer.timeout.connect(self._end_cue)
        self._celebration_due = False
        self._celebrating = False

        model.game_started.connect(self._on_game_started)
        model.cards_removed.connect(self._on_changed)
        model.card_drawn.connect(self._on_changed)
        model.recycled.connect(self._on_changed)
        model.action_undone.connect(self._on_changed)
        model.game_over.connect(self._on_ended)
        model.won.connect(self._on_won)
        self._relayout(800, 560)

    @staticmethod
    def _text_item(scene: QGraphicsScene) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setBrush(QColor(235, 245, 235))
        item.setZValue(Z_TEXT)
        scene.addItem(item)
        return item

    # --- public API --------------------------------------------------------------------------

    @property
    def model(self) -> PyramidModel:
        return self._model

    @property
    def selected(self) -> Card | None:
        """The first card of a pair being chosen, if any."""
        return self._selected

    def show_hint(self, action: Action | None) -> None:
        """Outline the cards of ``action`` (or the stock for a turn or reuse) until the next
        action or click."""
        self._clear_hint()
        if action is None:
            return
        items: list[CardItem | PileSlot] = [self._cards[c] for c in action.cards]
        if action.kind == "draw":
            items = [self._cards[self._model.game.stock[-1]]]
        elif action.kind == "recycle":
            items = [self._slot]
        for item in items:
            if isinstance(item, CardItem):
                item.set_highlight(Highlight.HINT)
            else:
                item.set_hinted(True)
        self._hinted = items

    def refresh_cards(self) -> None:
        """Draw every card again (the deck's colours changed)."""
        self._faces.clear()
        # The index may have grown (large print): the rows and the waste follow it.
        self._relayout(round(self.scene().width()), round(self.scene().height()))

    def card_item(self, card: Card) -> CardItem:
        """The scene item of a card (tests click it)."""
        return self._cards[card]

    def card_rect(self, card: Card) -> QRectF:
        """The scene rectangle of a card's face where it lies now."""
        w = self._unit()
        return QRectF(self._cards[card].pos(), QSizeF(w, round(w * CARD_ASPECT)))

    def stock_item(self) -> QGraphicsItem:
        """What to click to turn the stock: its top card, or the empty stock's place."""
        stock = self._model.game.stock
        return self._cards[stock[-1]] if stock else self._slot

    # --- layout ------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = event.size()
        self._relayout(size.width(), size.height())

    def _relayout(self, width: int, height: int) -> None:
        self.scene().setSceneRect(0, 0, width, height)
        # The rows close up as far as the index allows, which depends on the cards' size: a few
        # rounds settle both (the smaller the card, the taller its index in card widths).
        step = ROW_STEP
        for _ in range(4):
            card_width = max(24, int(min(width / TABLE_WIDTH, height / table_height(step))))
            step = row_step(self._art, card_width)
        self._row_step = step
        self._origin = QPointF((width - card_width * TABLE_WIDTH) / 2,
                               (height - card_width * table_height(step)) / 2)
        dpr = self.devicePixelRatioF()
        if card_width != self._width or dpr != self._dpr:
            self._width, self._dpr = card_width, dpr
            self._faces.clear()
        w = self._width
        fan = self._art.index_size(card_width).width() / card_width + WASTE_FAN_ROOM
        self._fan = fan if fan <= WASTE_FAN_MAX else 0.0
        self._slot.set_size(w, w * CARD_ASPECT)
        self._slot.setPos(self._stock_pos())
        self._removed_slot.set_size(w, w * CARD_ASPECT)
        self._removed_slot.setPos(self._removed_pos())
        font = QFont()
        font.setPixelSize(max(11, round(w * 0.2)))
        for item in (self._pass_text, self._removed_text):
            item.setFont(font)
        self._animator.stop_all()
        self._snap()

    def _unit(self) -> float:
        return float(self._width)

    def _stock_pos(self) -> QPointF:
        m = MARGIN * self._unit()
        return self._origin + QPointF(m, m)

    def _stock_card_pos(self, index: int) -> QPointF:
        # Each card a hair up and left of the one below: the stock shows its thickness.
        depth = self._unit() * 0.004 * index
        return self._stock_pos() - QPointF(depth, depth)

    def _waste_pos(self, index: int, count: int) -> QPointF:
        w = self._unit()
        fan = max(0, index - max(0, count - FANNED))
        return self._stock_pos() + QPointF(WASTE_GAP * w + fan * self._fan * w, 0)

    def _removed_pos(self) -> QPointF:
        w = self._unit()
        return self._origin + QPointF((TABLE_WIDTH - MARGIN - 1) * w, MARGIN * w)

    def _place_pos(self, place: int) -> QPointF:
        w = self._unit()
        row, col = COORDS[place]
        step = COLUMN_STEP * w
        x = TABLE_WIDTH * w / 2 - (row + 1) * step / 2 + col * step + (step - w) / 2
        return self._origin + QPointF(x, MARGIN * w + row * self._row_step * w)

    def _homes(self) -> dict[Card, _Home]:
        game = self._model.game
        homes: dict[Card, _Home] = {}
        for place, card in enumerate(game.pyramid):
            if card is not None:
                homes[card] = _Home(self._place_pos(place), COORDS[place][0], True,
                                    game.is_available(place))
        for i, card in enumerate(game.stock):
            homes[card] = _Home(self._stock_card_pos(i), Z_STOCK + i, False)
        waste = game.waste
        for i, card in enumerate(waste):
            homes[card] = _Home(self._waste_pos(i, len(waste)), Z_WASTE + i, True,
                                i == len(waste) - 1)
        order = [c for a in game.history if a.is_removal for c in a.cards]
        # A pasted position starts with cards already gone: they lie under the ones removed
        # in play, not wherever the previous game left them.
        played = set(order)
        order = [c for c in game.removed if c not in played] + order
        removed_pos = self._removed_pos()
        for i, card in enumerate(order):
            homes[card] = _Home(removed_pos, Z_REMOVED + i, True)
        return homes

    # --- keeping the items in step with the game ------------------------------------------------

    def _set_face(self, card: Card, face_up: bool, figure: bool = True) -> None:
        look = (face_up, figure)
        if self._faces.get(card) == look:
            return
        self._faces[card] = look
        w = self._width
        pixmap = (self._art.pixmap(card, w, self._dpr, figure=figure) if face_up
                  else self._art.back_pixmap(w, self._dpr))
        self._cards[card].set_pixmap(pixmap, w, round(w * CARD_ASPECT))

    def _snap(self) -> None:
        """Every card straight to where the game says, no motion."""
        for card, home in self._homes().items():
            item = self._cards[card]
            self._set_face(card, home.face_up, home.figure)
            item.setPos(home.pos)
            item.setZValue(home.z)
            item.setRotation(0.0)
        self._refresh_marks()

    def _settle_faces(self) -> None:
        """Once the cards have landed, the ones now under others lose their figure."""
        for card, home in self._homes().items():
            self._set_face(card, home.face_up, home.figure)

    def _animate_to_homes(self) -> None:
        if not self._timing.enabled or not self.isVisible():
            self._snap()
            self._animator.settle()
            return
        ms = self._timing.ms("move")
        moved = 0
        for card, home in self._homes().items():
            item = self._cards[card]
            # A card uncovered shows its figure at once; one being covered keeps it until
            # the cards coming over it have landed (``_settle_faces``).
            keeps = home.face_up and self._faces.get(card) == (True, True)
            self._set_face(card, home.face_up, home.figure or keeps)
            if item.pos() == home.pos:
                item.setZValue(home.z)
                continue
            item.setZValue(Z_FLYING + home.z)
            # Cards leaving together set off a few ms apart, so a pair reads as two cards.
            leg = Leg(home.pos, ms, pause=moved * ms // 6, z=home.z)
            self._animator.run(item.animate([leg]), head_start=8)
            moved += 1
        if not moved:
            self._animator.settle()
        self._refresh_marks()

    def _refresh_marks(self) -> None:
        game = self._model.game
        self._slot.set_can_recycle(game.can_recycle)
        if game.mode == "classic":
            passes = self.tr("Pass {0}/3").format(game.pass_number)
        else:
            passes = self.tr("Pass {0}").format(game.pass_number)
        in_stock = self.tr("{0} in stock").format(game.stock_count)
        self._pass_text.setText(f"{passes}\n{in_stock}")
        w = self._unit()
        stock = self._stock_pos()
        self._pass_text.setPos(stock + QPointF(0, w * CARD_ASPECT + w * 0.08))
        removed = self.tr("{0}/28 cleared").format(28 - game.pyramid_count)
        self._removed_text.setText(removed)
        right = self._removed_pos() + QPointF(w, w * CARD_ASPECT + w * 0.08)
        self._removed_text.setPos(right - QPointF(self._removed_text.boundingRect().width(), 0))
        if self._focus_item.isVisible():
            self._place_focus()
        for card, item in self._cards.items():
            if item.highlight in (Highlight.CHOSEN, Highlight.CANDIDATE) and card not in self._partners():
                item.set_highlight(Highlight.NONE)
        if self._selected is not None:
            self._cards[self._selected].set_highlight(Highlight.CHOSEN)
            for partner in self._partners():
                self._cards[partner].set_highlight(Highlight.CANDIDATE)

    def _partners(self) -> set[Card]:
        """The cards the selected card could pair with now."""
        if self._selected is None:
            return set()
        return {c for a in self._model.game.actions_of(self._selected) for c in a.cards
                if c != self._selected}

    # --- model signals ---------------------------------------------------------------------------

    def _on_game_started(self) -> None:
        self._celebration_due = self._celebrating = False
        self._selected = None
        self._clear_hint()
        self._end_cue()
        for item in self._cards.values():
            item.set_highlight(Highlight.NONE)
        self._animator.stop_all()
        self._snap()
        self._deal_in()

    def _deal_in(self) -> None:
        """A fresh deal: the pyramid cards fly from the stock to their places, row by row."""
        game = self._model.game
        if not self._timing.enabled or not self.isVisible() or game.history or game.can_redo:
            self._animator.settle()
            return
        flight = self._timing.ms("deal_in_flight")
        spread = self._timing.ms("deal_in_spread")
        cards = [c for c in game.pyramid if c is not None]
        start = self._stock_card_pos(max(0, game.stock_count - 1))
        for i, card in enumerate(cards):
            item = self._cards[card]
            home, z = item.pos(), item.zValue()
            item.setPos(start)
            item.setZValue(Z_FLYING + z)
            pause = spread * i // max(1, len(cards) - 1)
            self._animator.run(item.animate([Leg(home, flight, pause=pause, z=z)]))

    def _on_changed(self, *_: object) -> None:
        self._clear_hint()
        if self._selected is not None and self._model.game.location(self._selected) is None:
            self._selected = None
        self._animate_to_homes()

    def _on_ended(self) -> None:
        self._selected = None
        self._refresh_marks()

    def _on_won(self) -> None:
        # The keyboard's frame leaves the won table to its celebration and the dialog after
        # it; a key brings it back.
        self._focus_item.setVisible(False)
        if self._animator.busy:
            self._celebration_due = True
        else:
            self._celebrate()

    def _on_idle(self) -> None:
        if self._celebrating:
            # Exactly home, and upright, after so many turns.
            self._celebrating = False
            self._snap()
        self._settle_faces()
        self.animations_finished.emit()
        # After the signal: the page, which waits to show the end, looks again only once the
        # event loop turns, and by then the celebration is under way.
        if self._celebration_due:
            self._celebrate()

    @property
    def celebrating(self) -> bool:
        """Whether the cleared pyramid's cards are still fanning out and back."""
        return self._celebrating and self._animator.busy

    def _celebrate(self) -> None:
        """The cleared cards spring off the removed pile one by one into a wide fan across the
        empty table, hold it a moment, and sweep back; any click or key ends it at once."""
        self._celebration_due = False
        homes = self._homes()
        removed = self._removed_pos()
        cards = sorted((c for c, home in homes.items() if home.pos == removed),
                       key=lambda c: homes[c].z)
        if not self._timing.enabled or not self.isVisible() or len(cards) < 2:
            return
        self._celebrating = True
        ms = self._timing.ms
        flight, spread, hold = ms("deal_in_flight"), ms("hop_spread"), ms("hop")
        w = self._unit()
        h = w * CARD_ASPECT
        height = table_height(self._row_step) * w
        # An arc like a hand of cards held up: its centre at the foot of the table, its top
        # card just under the table's top edge.
        centre = self._origin + QPointF(TABLE_WIDTH * w / 2, height - MARGIN * w)
        radius = height - 2 * MARGIN * w - h / 2
        last = len(cards) - 1
        for i, card in enumerate(cards):
            angle = FAN_ANGLE * (2 * i / last - 1)
            theta = math.radians(angle)
            spot = centre + QPointF(radius * math.sin(theta) - w / 2,
                                    -radius * math.cos(theta) - h / 2)
            delay = round(spread * i / last)
            item = self._cards[card]
            # Fanned like a hand of cards: each shows its index, the last its whole face.
            self._set_face(card, True, i == last)
            item.setZValue(Z_FLYING + i)
            out = Leg(spot, flight, pause=delay, rotation=angle)
            back = Leg(removed, flight, QEasingCurve.Type.InOutCubic, pause=spread + hold,
                       rotation=0.0, z=homes[card].z)
            self._animator.run(item.animate([out, back]))

    # --- playing -------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.finish_animations()
        self._clear_hint()
        self._focus_item.setVisible(False)
        target = self._target_at(event.position().toPoint())
        if target is self._slot:
            self._stock_clicked()
        elif isinstance(target, CardItem):
            self._card_clicked(target.card)
        else:
            self._select(None)
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A quick second click is just another click (turning the stock fast, say).
        self.mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left and Right walk over what can be clicked (the stock, the waste top, the free
        pyramid cards, left to right); Enter clicks it; Space turns the stock; Escape lets
        go of a chosen card. Any key ends a win's celebration."""
        if self._celebrating:
            self.finish_animations()
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.finish_animations()
            self._step_focus(1 if key == Qt.Key.Key_Right else -1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish_animations()
            self._clear_hint()
            self._focus_item.setVisible(True)
            if self._focus is None:
                self._stock_clicked()
            else:
                self._card_clicked(self._focus)
            self._place_focus()
            self._accessible_focus_moved()
        elif key == Qt.Key.Key_Space:
            self.finish_animations()
            self._clear_hint()
            self._stock_clicked()
        elif key == Qt.Key.Key_Escape:
            self._select(None)
        else:
            super().keyPressEvent(event)

    def _focus_targets(self) -> list[Card | None]:
        """What the keyboard can reach, left to right: None stands for the stock."""
        game = self._model.game
        free = [c for p in sorted(game.available_places(), key=lambda p: self._place_pos(p).x())
                if (c := game.pyramid[p]) is not None]
        top = game.waste_top
        return [None, *([top] if top is not None else []), *free]

    def _step_focus(self, step: int) -> None:
        targets = self._focus_targets()
        if self._focus_item.isVisible() and self._focus in targets:
            index = (targets.index(self._focus) + step) % len(targets)
        else:
            index = 0 if step > 0 else len(targets) - 1
        self._focus = targets[index]
        self._focus_item.setVisible(True)
        self._place_focus()
        self._accessible_focus_moved()

    def _place_focus(self) -> None:
        """Keep the focus frame on its target, or on the nearest one left when it went."""
        targets = self._focus_targets()
        if self._focus not in targets:
            self._focus = targets[1] if len(targets) > 1 else None
        # Where the target will lie once any flight has landed.
        homes = self._homes()
        stock = self._model.game.stock
        if self._focus is not None:
            corner = homes[self._focus].pos
        else:
            corner = homes[stock[-1]].pos if stock else self._stock_pos()
        w = self._unit()
        self._focus_item.set_rect(QRectF(corner, QSizeF(w, round(w * CARD_ASPECT))))

    @property
    def focused(self) -> Card | None:
        """The card the keyboard is on (None: the stock)."""
        return self._focus

    # --- what a screen reader reads: the 28 places of the pyramid, the stock, the waste ------

    def place_count(self) -> int:
        return SIZE + 2

    def place_focus_index(self) -> int | None:
        if self._focus is None:
            return SIZE
        where = self._model.game.location(self._focus)
        if where is None:
            return None
        return where[1] if where[0] == "pyramid" else SIZE + 1

    def place_info(self, index: int) -> PlaceInfo:
        game = self._model.game
        focused = index == self.place_focus_index()
        w = self._unit()
        size = QSizeF(w, round(w * CARD_ASPECT))
        if index == SIZE:
            count = game.stock_count
            if game.passes_left is None:
                name = self.tr("Stock, {count} cards, pass {n}").format(
                    count=count, n=game.pass_number)
            else:
                name = self.tr("Stock, {count} cards, pass {n} of {total}").format(
                    count=count, n=game.pass_number, total=game.pass_number + game.passes_left)
            text = (self.tr("Enter turns its next card.") if game.can_draw
                    else self.tr("Enter turns the waste over.") if game.can_recycle else "")
            return PlaceInfo(name, QRectF(self._stock_pos(), size), text, focused)
        if index == SIZE + 1:
            top, count = game.waste_top, game.waste_count
            rect = QRectF(self._waste_pos(max(0, count - 1), count), size)
            if top is None:
                return PlaceInfo(self.tr("Waste, empty"), rect, "", focused)
            name = self.tr("Waste, {count} cards: {card} on top").format(
                count=count, card=spoken.card_name(top))
            return PlaceInfo(name, rect, self._pairing(top), focused, top == self._selected)
        row, col = COORDS[index]
        where = spoken.place_name(row, col)
        rect = QRectF(self._place_pos(index), size)
        card = game.pyramid[index]
        if card is None:
            return PlaceInfo(self.tr("Empty, {place}").format(place=where), rect, "", focused)
        name = self.tr("{card}, {place}").format(card=spoken.card_name(card), place=where)
        text = self._pairing(card) if game.is_available(index) else self.tr("Covered.")
        return PlaceInfo(name, rect, text, focused, card == self._selected)

    def _pairing(self, card: Card) -> str:
        """What a free card can do, in words."""
        if card.rank == KING:
            return self.tr("Free: a King goes on its own.")
        partners = [c for c in self._model.game.available_cards()
                    if c.rank + card.rank == 13]
        if not partners:
            return self.tr("Free: no free card pairs with it yet.")
        return self.tr("Free: pairs with {cards}.").format(cards=spoken.card_names(partners))

    def _target_at(self, pos: QPoint) -> QGraphicsItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem | PileSlot):
                return item
        return None

    def _stock_clicked(self) -> None:
        game = self._model.game
        self._select(None)
        try:
            if game.can_draw:
                self._model.draw()
            elif game.can_recycle:
                self._model.recycle()
            else:
                self._cue([])
        except IllegalAction:
            self._cue([])

    def _card_clicked(self, card: Card) -> None:
        game = self._model.game
        where = game.location(card)
        if where is not None and where[0] == "stock":
            self._stock_clicked()
            return
        if card not in game.available_cards() or self._model.is_over:
            self._cue([card])
            return
        if card.rank == KING:
            self._select(None)
            self._model.play(Action.king(card))
            return
        first = self._selected
        if first is None:
            self._select(card)
        elif first == card:
            self._select(None)
        elif first.rank + card.rank == 13 and game.is_legal(Action.pair(first, card)):
            self._select(None)
            self._model.play(Action.pair(first, card))
        else:
            self._select(None)
            self._cue([first, card])

    def _select(self, card: Card | None) -> None:
        if self._selected is not None:
            self._cards[self._selected].set_highlight(Highlight.NONE)
            for partner in self._partners():
                self._cards[partner].set_highlight(Highlight.NONE)
        self._selected = card
        self._refresh_marks()

    # --- cues -----------------------------------------------------------------------------------

    def _cue(self, cards: list[Card]) -> None:
        """A short red flash and shake: nothing happens here."""
        self.refused.emit()
        self._end_cue()
        stock = self.stock_item()
        self._cued = [self._cards[c] for c in cards] or (
            [stock] if isinstance(stock, CardItem) else [])
        for item in self._cued:
            item.set_highlight(Highlight.CUE)
        ms = self._timing.ms("shake")
        if ms and self.isVisible():
            swing = self._unit() * 0.05
            for item in self._cued:
                home = item.pos()
                legs = [Leg(home + QPointF(dx * swing, 0), ms // 4)
                        for dx in (1, -1, 0.5)] + [Leg(home, ms // 4)]
                self._animator.run(item.animate(legs))
        self._cue_timer.start(max(ms, 1) + 120)

    def _end_cue(self) -> None:
        for item in self._cued:
            if item.highlight is Highlight.CUE:
                item.set_highlight(Highlight.NONE)
        self._cued = []

    def _clear_hint(self) -> None:
        for item in self._hinted:
            if isinstance(item, PileSlot):
                item.set_hinted(False)
            elif item.highlight is Highlight.HINT:
                item.set_highlight(Highlight.NONE)
        self._hinted = []

    def _come_to_rest(self) -> None:
        self._celebrating = False
        self._snap()
