# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The scene items of the board: card sprites, gap marks, sequence trays and the keyboard focus."""

from __future__ import annotations

from enum import Enum
from typing import Final

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from addiction.cardart.animation import Leg, path_animation
from addiction.cardart.art import CardArt
from addiction.core import Card

# Corner radius of a card in card widths (matches the card art's own outline).
CARD_RADIUS: Final = 0.06

# Stacking order: table marks under cards, cards, flying cards, then highlights on top.
Z_TRAY: Final = -2.0
Z_GAP: Final = -1.0
Z_CARD: Final = 0.0
Z_LIFTED: Final = 5.0
Z_FLYING: Final = 100.0
Z_DRAGGED: Final = 1000.0
Z_FOCUS: Final = 2000.0

HINT_COLOUR: Final = QColor(92, 222, 255)
CANDIDATE_COLOUR: Final = QColor(255, 206, 64)
CHOSEN_COLOUR: Final = QColor(250, 250, 255)
CUE_COLOUR: Final = QColor(255, 82, 82)
HOVER_COLOUR: Final = QColor(255, 255, 255, 150)

# High contrast, on the plain dark felt: every outline opaque, bolder, and edged in black so
# it also stands out where it crosses a white card. Hint and cue keep their hues; the focus
# frame turns yellow (as in the desktops' own high-contrast themes), so the candidates of a
# choice go orange to stay apart from it.
STARK_HINT: Final = QColor(0, 229, 255)
STARK_CANDIDATE: Final = QColor(255, 140, 0)
STARK_CHOSEN: Final = QColor(255, 255, 255)
STARK_CUE: Final = QColor(255, 64, 64)
STARK_HOVER: Final = QColor(255, 255, 255)
STARK_FOCUS: Final = QColor(255, 235, 0)
STARK_HALO: Final = QColor(0, 0, 0)


class Highlight(Enum):
    """Why a card or gap is outlined; at most one reason at a time."""

    NONE = "none"
    CANDIDATE = "candidate"  # one of the places the player is choosing between
    CHOSEN = "chosen"  # the card or gap whose choice is being made
    HINT = "hint"
    CUE = "cue"  # brief flash: nothing can happen here


_OUTLINE: Final[dict[Highlight, QColor]] = {
    Highlight.CANDIDATE: CANDIDATE_COLOUR,
    Highlight.CHOSEN: CHOSEN_COLOUR,
    Highlight.HINT: HINT_COLOUR,
    Highlight.CUE: CUE_COLOUR,
}
_STARK_OUTLINE: Final[dict[Highlight, QColor]] = {
    Highlight.CANDIDATE: STARK_CANDIDATE,
    Highlight.CHOSEN: STARK_CHOSEN,
    Highlight.HINT: STARK_HINT,
    Highlight.CUE: STARK_CUE,
}


def outline_colour(highlight: Highlight, stark: bool = False) -> QColor | None:
    """The colour a card or place is outlined in for ``highlight`` (None: no outline);
    ``stark``: on the high-contrast table."""
    colour = (_STARK_OUTLINE if stark else _OUTLINE).get(highlight)
    return None if colour is None else QColor(colour)


def hint_colour(stark: bool = False) -> QColor:
    """The hint's colour, for the other things that light up the same way."""
    return QColor(STARK_HINT if stark else HINT_COLOUR)


def table_high_contrast(item: QGraphicsItem) -> bool:
    """Whether the table showing ``item`` is drawn in high contrast.

    The switch lives on the card art that the item's view paints the cards and the felt
    with, so the outlines can never disagree with the cards or the felt under them.
    """
    scene = item.scene()
    if scene is None:
        return False
    for view in scene.views():
        # Every table view shows the window's one CardArt (``CardTableView.art``).
        art = getattr(view, "art", None)
        if isinstance(art, CardArt):
            return art.high_contrast
    return False


def _outline_width(width: float, stark: bool) -> float:
    """How thick a highlight's line is on a card ``width`` wide."""
    return max(3.0, width * 0.05) if stark else max(2.0, width * 0.035)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _paint_outline(painter: QPainter, rect: QRectF, radius: float, colour: QColor, width: float,
                   *, stark: bool = False) -> None:
    """A glowing outline: a wide soft stroke under a crisp one (high contrast: a black halo
    instead of the glow, which would only grey the dark felt)."""
    halo = QColor(STARK_HALO) if stark else QColor(colour)
    if not stark:
        halo.setAlpha(90)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(halo, width * (1.8 if stark else 2.6)))
    painter.drawPath(_rounded(rect, radius))
    painter.setPen(QPen(colour, width))
    painter.drawPath(_rounded(rect, radius))


# The shadows drawn, by card size and pixel ratio: every card of a size shares one (drawing
# its antialiased outlines took most of the time of a table's redraw).
_SHADOWS: dict[tuple[float, float, float], QPixmap] = {}


def _shadow(w: float, h: float, dpr: float) -> QPixmap:
    """A card's shadow on the felt, in a picture with the card's margin around it."""
    key = (w, h, dpr)
    shadow = _SHADOWS.get(key)
    if shadow is not None:
        return shadow
    m = _card_margin(w)
    shadow = QPixmap(round((w + 2 * m) * dpr), round((h + 2 * m) * dpr))
    shadow.setDevicePixelRatio(dpr)
    shadow.fill(Qt.GlobalColor.transparent)
    painter = QPainter(shadow)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(m, m)
    drop = max(1.0, w * 0.025)
    radius = w * CARD_RADIUS
    painter.setPen(Qt.PenStyle.NoPen)
    # Two offset layers read as a soft shadow without a blur pass.
    painter.setBrush(QColor(0, 0, 0, 28))
    painter.drawPath(_rounded(QRectF(drop * 0.2, drop * 1.5, w, h), radius * 1.3))
    painter.setBrush(QColor(0, 0, 0, 48))
    painter.drawPath(_rounded(QRectF(drop * 0.4, drop, w, h), radius))
    painter.end()
    if len(_SHADOWS) >= 8:  # a few sizes: the tables on show, and the one before a resize
        del _SHADOWS[next(iter(_SHADOWS))]
    _SHADOWS[key] = shadow
    return shadow


def _card_margin(width: float) -> float:
    """Room around a card-sized item for its shadow and outline, in the item's units (enough
    for the bolder high-contrast outline of a chosen card, lifted off the table)."""
    return max(5.0, width * 0.1)


def card_bounds(width: float, height: float) -> QRectF:
    """What a card-sized item with its top-left corner at the origin may paint."""
    m = _card_margin(width)
    return QRectF(-m, -m, width + 2 * m, height + 2 * m)


class TableItem(QGraphicsObject):
    """A card-sized item the view places and animates: its size, highlight and path moves."""

    def __init__(self) -> None:
        super().__init__()
        self._width = 1.0
        self._height = 1.0
        self._highlight = Highlight.NONE
        # The view handles every click and drag itself (it knows the places, the items don't).
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def highlight(self) -> Highlight:
        return self._highlight

    def set_highlight(self, highlight: Highlight) -> None:
        if highlight != self._highlight:
            self._highlight = highlight
            self.update()

    def animate(self, legs: list[Leg]) -> QAbstractAnimation:
        """The one way the item moves on its own: a path of legs, returned unstarted."""
        return path_animation(self, legs)

    def boundingRect(self) -> QRectF:
        return card_bounds(self._width, self._height)


class CardItem(TableItem):
    """One card's sprite; ``pos`` (its top-left corner), ``rotation`` and ``scale`` animate."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card
        self._sprite = QPixmap()
        self._face_pixels = 0
        self._lifted = False
        self.setZValue(Z_CARD)

    def set_pixmap(self, pixmap: QPixmap, width: int, height: int) -> None:
        """Show ``pixmap`` (the face, ``width``×``height`` logical px) from now on."""
        self.prepareGeometryChange()
        self._width, self._height = float(width), float(height)
        self._sprite = self._make_sprite(pixmap)
        self._face_pixels = pixmap.width()
        self.setTransformOriginPoint(width / 2, height / 2)
        self.update()

    @property
    def face_pixels(self) -> int:
        """Width in device pixels of the face being shown (crisp when it is width × ratio)."""
        return self._face_pixels

    @property
    def has_sprite(self) -> bool:
        """Whether the card holds its picture (not while its page is out of sight)."""
        return not self._sprite.isNull()

    def drop_sprite(self) -> None:
        """Give back the card's picture (its page went out of sight); ``set_pixmap`` makes it
        again. Its size and place stay."""
        self._sprite = QPixmap()
        self._face_pixels = 0

    def _make_sprite(self, face: QPixmap) -> QPixmap:
        """The face with its shadow on the felt baked in: one pixmap blit per card per frame."""
        dpr = face.devicePixelRatio()
        m = _card_margin(self._width)
        sprite = QPixmap(_shadow(self._width, self._height, dpr))  # a copy, drawn on below
        painter = QPainter(sprite)
        painter.drawPixmap(QPointF(m, m), face)
        painter.end()
        return sprite

    @property
    def lifted(self) -> bool:
        return self._lifted

    def set_lifted(self, lifted: bool) -> None:
        """Raise the card a little off the table: the player can pick it up."""
        if lifted != self._lifted:
            self.prepareGeometryChange()
            self._lifted = lifted
            self.setZValue(Z_LIFTED if lifted else Z_CARD)

    def _lift(self) -> float:
        return max(2.0, self._width * 0.035) if self._lifted or self._highlight is Highlight.CHOSEN else 0.0

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        w, h = self._width, self._height
        radius = w * CARD_RADIUS
        lift = self._lift()
        m = _card_margin(self._width)
        if lift:
            # Held above the table: a wider shadow stays on the felt below the card.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 45))
            painter.drawPath(_rounded(QRectF(lift * 0.5, lift * 1.2, w, h), radius * 1.4))
        painter.drawPixmap(QPointF(-m, -m - lift), self._sprite)
        if self._highlight is Highlight.NONE and not self._lifted:
            return
        stark = table_high_contrast(self)
        colour = outline_colour(self._highlight, stark)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        card_rect = QRectF(0.0, -lift, w, h)
        if colour is not None:
            _paint_outline(painter, card_rect.adjusted(-1, -1, 1, 1), radius, colour,
                           _outline_width(w, stark), stark=stark)
        elif stark:
            _paint_outline(painter, card_rect.adjusted(-1, -1, 1, 1), radius, STARK_HOVER,
                           max(2.0, w * 0.03), stark=True)
        else:
            painter.setPen(QPen(HOVER_COLOUR, max(1.5, w * 0.02)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(_rounded(card_rect, radius))


class GapState(Enum):
    COVERED = "covered"  # a card lies here: nothing to draw
    LIVE = "live"  # a card can go here
    DEAD = "dead"  # after a King or another gap: nothing can go here


class GapItem(TableItem):
    """The mark of one place on the table, drawn only while the place is a gap (it moves only
    in the "nothing fits here" shake)."""

    def __init__(self, place: tuple[int, int]) -> None:
        super().__init__()
        self.place = place
        self._state = GapState.COVERED
        self._hovered = False
        self.setVisible(False)
        self.setZValue(Z_GAP)

    @property
    def state(self) -> GapState:
        return self._state

    def set_size(self, width: int, height: int) -> None:
        self.prepareGeometryChange()
        self._width, self._height = float(width), float(height)
        self.setTransformOriginPoint(width / 2, height / 2)

    def set_state(self, state: GapState, tooltip: str) -> None:
        if state != self._state:
            self._state = state
            # A covered mark is hidden rather than painted empty: fewer items per frame.
            self.setVisible(state is not GapState.COVERED)
            self.update()
        self.setToolTip(tooltip)

    @property
    def hovered(self) -> bool:
        return self._hovered

    def set_hovered(self, hovered: bool) -> None:
        if hovered != self._hovered:
            self._hovered = hovered
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self._state is GapState.COVERED:
            return
        w, h = self._width, self._height
        stark = table_high_contrast(self)
        radius = w * CARD_RADIUS
        line = max(2.0, w * 0.04) if stark else max(1.5, w * 0.028)
        inset = line / 2
        rect = QRectF(inset, inset, w - 2 * inset, h - 2 * inset)
        path = _rounded(rect, radius)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self._state is GapState.LIVE:
            self._paint_live(painter, path, line, stark)
        else:
            self._paint_dead(painter, path, line, stark)
        colour = outline_colour(self._highlight, stark)
        if colour is not None:
            # A white wash (a coloured one turns muddy on green felt) under a coloured edge.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 48))
            painter.drawPath(path)
            _paint_outline(painter, rect, radius, colour, _outline_width(w, stark), stark=stark)

    def _paint_live(self, painter: QPainter, path: QPainterPath, line: float, stark: bool) -> None:
        """A live gap reads as an open, lit slot: light wash, bright dashed edge."""
        if stark:
            # Opaque white dashes: the brightest thing on the dark felt after the cards.
            painter.setBrush(QColor(255, 255, 255, 70 if self._hovered else 36))
            pen = QPen(QColor(255, 255, 255), line * (1.3 if self._hovered else 1.0))
        else:
            painter.setBrush(QColor(255, 255, 255, 58 if self._hovered else 30))
            pen = QPen(QColor(240, 250, 240, 235 if self._hovered else 190), line)
        pen.setStyle(Qt.PenStyle.DashLine)
        pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        painter.drawPath(path)

    def _paint_dead(self, painter: QPainter, path: QPainterPath, line: float, stark: bool) -> None:
        """A dead gap reads as a closed, sunken hole: dark, hatched, no bright edge (high
        contrast: grey hatching in a solid grey edge, since darker than the felt is invisible)."""
        w, h = self._width, self._height
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 14) if stark else QColor(0, 0, 0, 72))
        painter.drawPath(path)
        # Hatching drawn as lines in item units, so it looks the same at every pixel ratio.
        painter.save()
        painter.setClipPath(path)
        hatch = QColor(150, 150, 150) if stark else QColor(0, 0, 0, 80)
        painter.setPen(QPen(hatch, max(1.0, w * 0.022)))
        spacing = max(4.0, w * 0.11)
        offset = -h
        while offset < w:
            painter.drawLine(QPointF(offset, h), QPointF(offset + h, 0.0))
            offset += spacing
        painter.restore()
        edge = QColor(170, 170, 170) if stark else QColor(0, 0, 0, 110)
        painter.setPen(QPen(edge, line * 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


class SequenceTray(QGraphicsItem):
    """A soft lighter tray under a row's sequence, with a gold rule beneath it: cards in place."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._rule = 1.0
        self.setZValue(Z_TRAY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def span(self) -> QRectF:
        return QRectF(self._rect)

    def set_span(self, rect: QRectF, rule: float) -> None:
        """Cover ``rect`` (empty: no sequence in this row)."""
        if rect != self._rect or rule != self._rule:
            self.prepareGeometryChange()
            self._rect, self._rule = QRectF(rect), rule

    def boundingRect(self) -> QRectF:
        return QRectF() if self._rect.isEmpty() else self._rect.adjusted(-1, -1, 1, 1)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if self._rect.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        stark = table_high_contrast(self)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 246, 214, 44 if stark else 34))
        painter.drawPath(_rounded(r, self._rule * 3))
        gold = QColor(255, 205, 80) if stark else QColor(240, 201, 105, 200)
        inset = self._rule * 3
        rule = QRectF(r.left() + inset, r.bottom() - self._rule * 1.6, r.width() - 2 * inset, self._rule)
        painter.setBrush(gold)
        painter.drawRoundedRect(rule, self._rule / 2, self._rule / 2)


class FocusItem(QGraphicsItem):
    """The keyboard focus: a two-tone frame around one place, visible on felt and on cards."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(Z_FOCUS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def _line(self, stark: bool) -> float:
        return max(3.5, self._rect.width() * 0.06) if stark else max(2.5, self._rect.width() * 0.04)

    def boundingRect(self) -> QRectF:
        # The padding and the halo's outer half, for the bolder of the two looks.
        reach = self._line(True) * 2.6 + 2
        return self._rect.adjusted(-reach, -reach, reach, reach)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        stark = table_high_contrast(self)
        width = self._line(stark)
        pad = width * 1.5
        rect = self._rect.adjusted(-pad, -pad, pad, pad)
        radius = self._rect.width() * CARD_RADIUS + pad
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        halo = QColor(STARK_HALO) if stark else QColor(10, 20, 40, 220)
        painter.setPen(QPen(halo, width * 2.2))
        painter.drawPath(_rounded(rect, radius))
        painter.setPen(QPen(STARK_FOCUS if stark else QColor(255, 255, 255), width))
        painter.drawPath(_rounded(rect, radius))
