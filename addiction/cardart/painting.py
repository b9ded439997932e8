# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The app's own deck, painted as vector graphics: faces and backs drawn with QPainter from paths
built here (suit symbols, court emblems, the rank glyphs turned into outlines), so a card stays
crisp at any size and device pixel ratio.

Longer than most modules on purpose: it is the whole deck's drawing (pips, courts, indices,
backs) sharing one set of proportions; split apart, those proportions would drift.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

from addiction.cardart.style import BackStyle, CardStyle
from addiction.core.cards import Card

CARD_ASPECT: Final = 1.4
"""Height over width of a card: the 63.5 × 88.9 mm of a poker-size deck."""

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)

# Below this width (logical px) pips and court panels would be specks that crowd the index:
# show a big index and one big suit symbol instead. 60 puts a 13-column board in an 800 px
# wide window (cards about 55 px) on the side of legibility.
SMALL_WIDTH: Final = 60

_FACE: Final = QColor("#fffdf7")
_FACE_SHADE: Final = QColor("#f3eee2")
_EDGE: Final = QColor("#8a8478")
# High contrast: a flat white face inside a black edge, so every card stands out from the felt
# and from the card it overlaps.
_FACE_STARK: Final = QColor("#ffffff")
_EDGE_STARK: Final = QColor("#000000")
_BLACK: Final = QColor("#1b1b22")
_RED: Final = QColor("#c8102e")
_BLUE: Final = QColor("#1653b8")
_GREEN: Final = QColor("#0f7a35")
_PANEL: Final = QColor("#f8eccb")


_FONT_FAMILIES: Final = [
    "DejaVu Sans",
    "Liberation Sans",
    "Arial",
    "Helvetica Neue",
    "Helvetica",
    "Noto Sans",
    "Segoe UI",
    "sans-serif",
]

_RANK_TEXT: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


# --- suit symbols -------------------------------------------------------------------------


def _spade() -> QPainterPath:
    # One outline from the tip round the left lobe, down the flared stem and back up the
    # right side, so there is no overlap to merge.
    p = QPainterPath()
    p.moveTo(0.5, 0.0)
    p.cubicTo(0.40, 0.17, 0.04, 0.33, 0.04, 0.58)
    p.cubicTo(0.04, 0.73, 0.15, 0.81, 0.27, 0.81)
    p.cubicTo(0.36, 0.81, 0.43, 0.77, 0.47, 0.72)
    p.cubicTo(0.46, 0.84, 0.40, 0.94, 0.28, 1.0)
    p.lineTo(0.72, 1.0)
    p.cubicTo(0.60, 0.94, 0.54, 0.84, 0.53, 0.72)
    p.cubicTo(0.57, 0.77, 0.64, 0.81, 0.73, 0.81)
    p.cubicTo(0.85, 0.81, 0.96, 0.73, 0.96, 0.58)
    p.cubicTo(0.96, 0.33, 0.60, 0.17, 0.5, 0.0)
    p.closeSubpath()
    return p


def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 1.0)
    p.cubicTo(0.38, 0.82, 0.02, 0.62, 0.02, 0.32)
    p.cubicTo(0.02, 0.14, 0.14, 0.03, 0.28, 0.03)
    p.cubicTo(0.39, 0.03, 0.46, 0.10, 0.5, 0.20)
    p.cubicTo(0.54, 0.10, 0.61, 0.03, 0.72, 0.03)
    p.cubicTo(0.86, 0.03, 0.98, 0.14, 0.98, 0.32)
    p.cubicTo(0.98, 0.62, 0.62, 0.82, 0.5, 1.0)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 0.0)
    p.quadTo(0.66, 0.27, 0.90, 0.5)
    p.quadTo(0.66, 0.73, 0.5, 1.0)
    p.quadTo(0.34, 0.73, 0.10, 0.5)
    p.quadTo(0.34, 0.27, 0.5, 0.0)
    p.closeSubpath()
    return p


def _club() -> QPainterPath:
    r = 0.215
    stem = QPainterPath()
    stem.moveTo(0.47, 0.55)
    stem.cubicTo(0.47, 0.80, 0.40, 0.93, 0.27, 1.0)
    stem.lineTo(0.73, 1.0)
    stem.cubicTo(0.60, 0.93, 0.53, 0.80, 0.53, 0.55)
    stem.closeSubpath()
    return _union(
        _circle(0.5, 0.25, r), _circle(0.245, 0.585, r), _circle(0.755, 0.585, r),
        _circle(0.5, 0.52, 0.13), stem,
    )


def _circle(x: float, y: float, r: float, ry: float | None = None) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(x, y), r, r if ry is None else ry)
    return p


def _union(*pieces: QPainterPath) -> QPainterPath:
    """One path filling every piece (each a single closed outline).

    The pieces are turned to wind the same way, so the winding fill rule paints their union
    without a boolean operation (Qt's flattens curves into coarse polygons).
    """
    union = QPainterPath()
    union.setFillRule(Qt.FillRule.WindingFill)
    for piece in pieces:
        union.addPath(piece if _winds_clockwise(piece) else piece.toReversed())
    return union


def _winds_clockwise(path: QPainterPath) -> bool:
    """Whether the first outline of ``path`` turns clockwise on screen (y down)."""
    polygon = path.toSubpathPolygons()[0]
    area = 0.0
    for i in range(polygon.size()):
        a, b = polygon.at(i), polygon.at((i + 1) % polygon.size())
        area += a.x() * b.y() - b.x() * a.y()
    return area > 0


@cache
def _suit_paths() -> tuple[QPainterPath, ...]:
    return (_spade(), _heart(), _diamond(), _club())


def suit_path(suit: int) -> QPainterPath:
    """The symbol of a suit (0 ♠, 1 ♥, 2 ♦, 3 ♣) as a filled path in the box (0, 0)–(1, 1)."""
    return QPainterPath(_suit_paths()[suit])


# --- court emblems ------------------------------------------------------------------------
# Each emblem sits in a box 1 wide and 0.8 high: a silhouette in the suit colour, and details
# (jewels, a quill) cut back out of it in the face colour.


def _crown() -> tuple[QPainterPath, QPainterPath]:
    """The King's crown: five spikes tipped with pearls above a jewelled band."""
    spikes = QPainterPath()
    spikes.moveTo(0.10, 0.63)
    spikes.lineTo(0.04, 0.22)
    spikes.lineTo(0.29, 0.45)
    spikes.lineTo(0.50, 0.12)
    spikes.lineTo(0.71, 0.45)
    spikes.lineTo(0.96, 0.22)
    spikes.lineTo(0.90, 0.63)
    spikes.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(0.08, 0.62, 0.84, 0.16), 0.03, 0.03)
    shape = _union(spikes, band, _circle(0.04, 0.17, 0.055), _circle(0.5, 0.065, 0.065),
                   _circle(0.96, 0.17, 0.055))
    jewels = QPainterPath()
    for piece in (_circle(0.5, 0.70, 0.045, 0.038), _circle(0.28, 0.70, 0.03),
                  _circle(0.72, 0.70, 0.03), _circle(0.5, 0.44, 0.045, 0.07)):
        jewels.addPath(piece)
    return shape, jewels


def _tiara() -> tuple[QPainterPath, QPainterPath]:
    """The Queen's tiara: a curved band with scalloped arches, crowned by a flower."""
    band = QPainterPath()
    band.moveTo(0.06, 0.66)
    band.quadTo(0.5, 0.50, 0.94, 0.66)
    band.lineTo(0.92, 0.78)
    band.quadTo(0.5, 0.64, 0.08, 0.78)
    band.closeSubpath()
    arches = QPainterPath()
    arches.moveTo(0.10, 0.66)
    arches.quadTo(0.16, 0.40, 0.30, 0.52)
    arches.quadTo(0.40, 0.30, 0.5, 0.40)
    arches.quadTo(0.60, 0.30, 0.70, 0.52)
    arches.quadTo(0.84, 0.40, 0.90, 0.66)
    arches.quadTo(0.5, 0.52, 0.10, 0.66)
    arches.closeSubpath()
    petals = [
        _circle(0.5 + 0.085 * math.cos(a), 0.22 + 0.085 * math.sin(a), 0.07)
        for a in (math.radians(-90 + 72 * i) for i in range(5))
    ]
    shape = _union(band, arches, *petals, _circle(0.20, 0.40, 0.04), _circle(0.80, 0.40, 0.04))
    jewels = QPainterPath()
    for piece in (_circle(0.5, 0.22, 0.045), _circle(0.5, 0.62, 0.04, 0.03),
                  _circle(0.30, 0.645, 0.025, 0.022), _circle(0.70, 0.645, 0.025, 0.022)):
        jewels.addPath(piece)
    return shape, jewels


def _cap() -> tuple[QPainterPath, QPainterPath]:
    """The Jack's cavalier hat: a round crown, a wide upturned brim and a sweeping plume."""
    dome = QPainterPath()
    dome.moveTo(0.20, 0.62)
    dome.cubicTo(0.20, 0.40, 0.36, 0.28, 0.52, 0.28)
    dome.cubicTo(0.68, 0.28, 0.82, 0.40, 0.82, 0.62)
    dome.closeSubpath()
    brim = QPainterPath()
    brim.moveTo(0.0, 0.50)
    brim.cubicTo(0.14, 0.68, 0.88, 0.68, 1.0, 0.50)
    brim.cubicTo(0.98, 0.74, 0.76, 0.80, 0.5, 0.80)
    brim.cubicTo(0.24, 0.80, 0.02, 0.74, 0.0, 0.50)
    brim.closeSubpath()
    plume = QPainterPath()
    plume.moveTo(0.76, 0.50)
    plume.cubicTo(0.94, 0.18, 0.58, -0.04, 0.06, 0.08)
    plume.cubicTo(0.40, 0.14, 0.60, 0.26, 0.58, 0.48)
    plume.closeSubpath()
    shape = _union(dome, brim, plume)
    details = QPainterPath()
    # The quill along the plume, and the hatband just above the brim.
    details.moveTo(0.68, 0.46)
    details.cubicTo(0.80, 0.24, 0.56, 0.07, 0.20, 0.09)
    details.cubicTo(0.54, 0.095, 0.75, 0.24, 0.66, 0.47)
    details.closeSubpath()
    band = QPainterPath()
    band.moveTo(0.20, 0.555)
    band.cubicTo(0.40, 0.60, 0.64, 0.60, 0.82, 0.555)
    band.lineTo(0.82, 0.60)
    band.cubicTo(0.64, 0.645, 0.40, 0.645, 0.20, 0.60)
    band.closeSubpath()
    details.addPath(band)
    return shape, details


@cache
def _emblems() -> dict[int, tuple[QPainterPath, QPainterPath]]:
    return {11: _cap(), 12: _tiara(), 13: _crown()}


# --- rank glyphs --------------------------------------------------------------------------


@cache
def _rank_glyphs() -> tuple[tuple[QPainterPath, ...], float]:
    """Each rank's text as an outline with its baseline at y = 0, and the cap height."""
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setPixelSize(100)
    font.setWeight(QFont.Weight.Bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    font.setKerning(True)
    glyphs = []
    for text in _RANK_TEXT:
        path = QPainterPath()
        path.addText(0.0, 0.0, font, text)
        glyphs.append(path)
    cap = QPainterPath()
    cap.addText(0.0, 0.0, font, "K")
    return tuple(glyphs), -cap.boundingRect().top()


def _rank_path(rank: int, centre_x: float, top: float, cap: float, max_width: float) -> QPainterPath:
    """The rank's outline with cap height ``cap``, centred on ``centre_x`` below ``top``.

    A glyph wider than ``max_width`` (the "10") is squeezed horizontally, as printed decks do.
    """
    glyphs, cap_height = _rank_glyphs()
    path = glyphs[rank - 1]
    box = path.boundingRect()
    scale = cap / cap_height
    sx = min(scale, max_width / box.width()) if box.width() > 0 else scale
    t = QTransform()
    t.translate(centre_x - (box.left() + box.width() / 2) * sx, top + cap)
    t.scale(sx, scale)
    return t.map(path)


# --- the painter --------------------------------------------------------------------------

# Pip positions: column (-1 left, 0 middle, 1 right) and row (0 top … 1 bottom).
_PIPS: Final[dict[int, tuple[tuple[int, float], ...]]] = {
    2: ((0, 0.0), (0, 1.0)),
    3: ((0, 0.0), (0, 0.5), (0, 1.0)),
    4: ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    5: ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    6: ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    7: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    8: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1.0), (1, 1.0)),
    9: (
        (-1, 0.0), (1, 0.0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5),
        (-1, 2 / 3), (1, 2 / 3), (-1, 1.0), (1, 1.0),
    ),
    10: (
        (-1, 0.0), (1, 0.0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3),
        (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6), (-1, 1.0), (1, 1.0),
    ),
}


def _place(path: QPainterPath, cx: float, cy: float, size: float,
           upside_down: bool = False) -> QPainterPath:
    """A unit-box path scaled to ``size`` × ``size`` and centred on (cx, cy)."""
    t = QTransform()
    t.translate(cx, cy)
    if upside_down:
        t.rotate(180)
    t.scale(size, size)
    t.translate(-0.5, -0.5)
    return t.map(path)


def _pip_centres(rank: int, w: float, h: float, inner_left: float, size: float
                 ) -> list[tuple[float, float, bool]]:
    """Where the pips of a number card go, and whether each is turned upside down."""
    dx = w / 2 - inner_left - size / 2
    dy = h / 2 - h * 0.065 - size / 2
    return [(w / 2 + column * dx, h / 2 - dy + 2 * dy * row, row > 0.5)
            for column, row in _PIPS[rank]]


def _pip_size(w: float, h: float, inner_left: float) -> float:
    """The largest pip (up to a fifth of the card's width) with which no two pips touch.

    One size for every rank, as on a printed deck: the crowded 9 and 10 decide it.
    """
    size = min(w * 0.2, (w - 2 * inner_left) / 2.5)
    while not all(_pips_apart(_pip_centres(rank, w, h, inner_left, size), size * 1.15)
                  for rank in (9, 10)):
        size *= 0.96
    return size


def _pips_apart(centres: list[tuple[float, float, bool]], room: float) -> bool:
    # Pips are roundish, so diagonal neighbours may come closer than their boxes allow.
    return all(math.hypot(a[0] - b[0], a[1] - b[1]) >= room
               for i, a in enumerate(centres) for b in centres[i + 1:])


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * max(0.0, min(1.0, t))


def _full_metrics(w: float) -> tuple[float, float, float, float]:
    """A full face's corner index: its cap height, its width, and its margins from the left
    and the top edge."""
    # The index grows relative to the card as the card shrinks, so that it stays readable on
    # a crowded board.
    cap = w * _lerp(0.18, 0.125, (w - SMALL_WIDTH) / 90)
    return cap, cap * 0.92, w * 0.045, w * 0.06


def _large_metrics(w: float) -> tuple[float, float]:
    """Large print's index: its cap height and its margin from the edges."""
    # About twice the height of the ordinary index (a narrow card's is already big: there
    # the width of a "10" beside its suit sets the limit).
    small = w < SMALL_WIDTH
    return w * (0.5 if small else _lerp(0.33, 0.25, (w - SMALL_WIDTH) / 90)), w * 0.05


def _full_index(w: float, card: Card) -> tuple[QPainterPath, QPainterPath]:
    """A full face's top-left index: the rank above the suit, in a narrow column."""
    cap, index_width, margin_x, margin_y = _full_metrics(w)
    index_x = margin_x + index_width / 2
    index_suit = cap * 0.9
    suit_top = margin_y + cap + cap * 0.25
    return (
        _rank_path(card.rank, index_x, margin_y, cap, index_width),
        _place(suit_path(card.suit), index_x, suit_top + index_suit / 2, index_suit),
    )


def _small_index(w: float, card: Card) -> tuple[QPainterPath, QPainterPath]:
    """A narrow face's index: rank and suit big, side by side along the top."""
    margin = w * 0.09
    cap = w * 0.34
    rank_box = w * 0.44
    small = w * 0.3
    return (
        _rank_path(card.rank, margin + rank_box / 2, margin, cap, rank_box),
        _place(suit_path(card.suit), w - margin - small / 2, margin + cap / 2, small),
    )



def _large_index(w: float, card: Card) -> tuple[QPainterPath, QPainterPath]:
    """Large print's top index: the rank flush with the corner, the suit beside it."""
    cap, margin = _large_metrics(w)
    rank_box = w * 0.52
    gap = w * 0.06
    suit = min(cap * (0.6 if w < SMALL_WIDTH else 0.92), w - 2 * margin - rank_box - gap)
    rank = _rank_path(card.rank, 0.0, margin, cap, rank_box)
    # Flush with the corner, like a printed index, whatever the rank's width.
    rank.translate(margin - rank.boundingRect().left(), 0.0)
    return rank, _place(suit_path(card.suit), w - margin - suit / 2, margin + cap / 2, suit)



class OwnDeck:
    """Paints the app's own faces and backs in the look of a ``CardStyle`` (uncached, at any
    scale); ``CardArt`` holds one and keeps its pictures."""

    def __init__(self, style: CardStyle) -> None:
        self._style = style

    def suit_colour(self, suit: int) -> QColor:
        """The ink of a suit (0 ♠, 1 ♥, 2 ♦, 3 ♣) in the current colour scheme."""
        if suit == DIAMONDS and self._style.four_colour:
            return QColor(_BLUE)
        if suit == CLUBS and self._style.four_colour:
            return QColor(_GREEN)
        return QColor(_RED if suit in (HEARTS, DIAMONDS) else _BLACK)

    def corner_index(self, w: float, card: Card) -> tuple[QPainterPath, ...]:
        """The index in the top-left corner of a face ``w`` wide, in the current look."""
        if self._style.large_print:
            return _large_index(w, card)
        if w < SMALL_WIDTH:
            return _small_index(w, card)
        return _full_index(w, card)

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card, *,
                        figure: bool = True) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(rect.topLeft())
        w, h = rect.width(), rect.height()
        self._paint_blank(painter, w, h)
        ink = self.suit_colour(card.suit)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        if self._style.large_print:
            self._paint_large(painter, w, h, card, ink, figure=figure)
        elif w < SMALL_WIDTH:
            self._paint_small(painter, w, h, card, ink, figure=figure)
        else:
            self._paint_full(painter, w, h, card, ink, figure=figure)
        painter.restore()

    def paint_back(self, painter: QPainter, rect: QRectF, back: BackStyle) -> None:
        """Draw one of the app's backs filling ``rect``: a lattice and a rosette in a frame."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(rect.topLeft())
        w, h = rect.width(), rect.height()
        self._paint_blank(painter, w, h)
        inset = max(2.0, w * 0.065)
        inner = QRectF(inset, inset, w - 2 * inset, h - 2 * inset)
        radius = max(1.5, w * 0.035)
        field = QPainterPath()
        field.addRoundedRect(inner, radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        gradient = QRadialGradient(QPointF(w / 2, h / 2), max(w, h) * 0.7)
        gradient.setColorAt(0.0, back.field.lighter(125))
        gradient.setColorAt(1.0, back.field.darker(115))
        painter.setBrush(QBrush(gradient))
        painter.drawPath(field)

        """Draw one of the app's backs filling ``rect``: a lattice and a rosette in a frame."""
        painter.save()
        painter.setClipPath(field)
        step = max(4.0, w / 9)
        pen = QPen(back.light, max(0.6, w / 140))
        painter.setPen(pen)
        cx, cy = w / 2, h / 2
        reach = math.ceil((w + h) / step) + 1
        for i in range(-reach, reach + 1):
            offset = i * step
            if back.grid:  # a woven check: lines across and down, every other one doubled
                painter.drawLine(QPointF(cx + offset, 0), QPointF(cx + offset, h))
                painter.drawLine(QPointF(0, cy + offset), QPointF(w, cy + offset))
                if i % 2 == 0:
                    painter.drawLine(QPointF(cx + offset + step / 5, 0),
                                     QPointF(cx + offset + step / 5, h))
                    painter.drawLine(QPointF(0, cy + offset + step / 5),
                                     QPointF(w, cy + offset + step / 5))
                continue
            painter.drawLine(QPointF(cx + offset - h, cy - h), QPointF(cx + offset + h, cy + h))
            painter.drawLine(QPointF(cx + offset + h, cy - h), QPointF(cx + offset - h, cy + h))
        painter.restore()

        self._paint_rosette(painter, w / 2, h / 2, w * (0.26 if w >= SMALL_WIDTH else 0.3), back)
        painter.setPen(QPen(back.gold, max(0.8, w / 90)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        gap = max(1.5, w * 0.03)
        frame = inner.adjusted(gap, gap, -gap, -gap)
        painter.drawRoundedRect(frame, radius * 0.6, radius * 0.6)
        if w >= SMALL_WIDTH:
            # A small gold lozenge in each corner of the frame.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(back.gold)
            size = w * 0.075
            inset = gap + size * 0.45
            for corner in (frame.topLeft(), frame.topRight(), frame.bottomLeft(),
                           frame.bottomRight()):
                x = corner.x() + (inset if corner.x() < w / 2 else -inset)
                y = corner.y() + (inset if corner.y() < h / 2 else -inset)
                painter.drawPath(_place(suit_path(DIAMONDS), x, y, size))
        painter.restore()

    def _paint_rosette(self, painter: QPainter, cx: float, cy: float, radius: float,
                       style: BackStyle) -> None:
        """A gold medallion: two rings of petals in a ringed disc."""
        painter.save()
        painter.translate(cx, cy)
        painter.setPen(QPen(style.gold, radius * 0.05))
        painter.setBrush(style.field.darker(125))
        painter.drawEllipse(QPointF(0, 0), radius * 1.1, radius * 1.1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.light)
        inner_petal = QPainterPath()
        inner_petal.addEllipse(QRectF(-radius * 0.11, -radius * 0.8, radius * 0.22, radius * 0.8))
        painter.rotate(22.5)
        for _ in range(8):
            painter.drawPath(inner_petal)
            painter.rotate(45)
        painter.rotate(-22.5)
        petal = QPainterPath()
        petal.addEllipse(QRectF(-radius * 0.17, -radius * 0.98, radius * 0.34, radius * 0.98))
        painter.setBrush(style.gold)
        for _ in range(8):
            painter.drawPath(petal)
            painter.rotate(45)
        painter.setBrush(style.field.darker(125))
        painter.drawEllipse(QPointF(0, 0), radius * 0.3, radius * 0.3)
        painter.setBrush(style.gold)
        painter.drawEllipse(QPointF(0, 0), radius * 0.17, radius * 0.17)
        painter.restore()

    def _paint_blank(self, painter: QPainter, w: float, h: float) -> None:
        """The rounded card itself, with an edge kept inside the rectangle."""
        radius = w * 0.06
        if self._style.high_contrast:
            edge = max(1.5, w / 40)
            painter.setBrush(_FACE_STARK)
            painter.setPen(QPen(_EDGE_STARK, edge))
        else:
            edge = max(1.0, w / 110)
            gradient = QLinearGradient(0.0, 0.0, 0.0, h)
            gradient.setColorAt(0.0, _FACE)
            gradient.setColorAt(1.0, _FACE_SHADE)
            painter.setBrush(QBrush(gradient))
            painter.setPen(QPen(_EDGE, edge))
        shape = QRectF(edge / 2, edge / 2, w - edge, h - edge)
        painter.drawRoundedRect(shape, radius, radius)

    def _paint_small(self, painter: QPainter, w: float, h: float, card: Card, ink: QColor,
                     *, figure: bool = True) -> None:
        """A narrow card: rank and suit big along the top, one large suit symbol below.

        Everything that tells the card apart sits in the top half, which stays visible where
        cards overlap; a court card shows its suit on a framed parchment panel.
        """
        for path in _small_index(w, card):
            painter.drawPath(path)
        if not figure:
            return
        big = w * 0.56
        centre_y = h * 0.66
        if card.rank >= 11:
            panel = QRectF(w * 0.14, centre_y - big * 0.72, w * 0.72, big * 1.44)
            painter.save()
            painter.setPen(QPen(ink, max(0.8, w / 45)))
            painter.setBrush(_PANEL)
            painter.drawRoundedRect(panel, w * 0.06, w * 0.06)
            painter.restore()
            big *= 0.8
        painter.drawPath(_place(suit_path(card.suit), w / 2, centre_y, big))

    def _paint_large(self, painter: QPainter, w: float, h: float, card: Card, ink: QColor,
                     *, figure: bool = True) -> None:
        """Large print: the rank and the suit side by side across the top, as tall as the
        card's width allows, and one bold figure below them.

        The top strip alone tells the card (where cards overlap, the lower half is covered). A
        card wide enough has the index again, upside down, at the bottom; the figure is a big
        suit symbol on a number card or an ace, the court's emblem on a framed panel on a court
        card.
        """
        small = w < SMALL_WIDTH
        cap, margin = _large_metrics(w)
        turn = QTransform()
        turn.translate(w, h)
        turn.rotate(180)
        for path in _large_index(w, card):
            painter.drawPath(path)
            # Without the figure, no index upside down either: across the whole card, it would
            # show cut where another card lies over it.
            if not small and figure:
                painter.drawPath(turn.map(path))
        if not figure:
            return

        # Below the index, with room for the tail of a J or a Q.
        top = margin + cap * 1.28 + w * 0.03
        bottom = h - margin * 1.5 if small else h - top
        middle = QRectF(margin, top, w - 2 * margin, bottom - top)
        if card.rank >= 11:
            self._paint_large_court(painter, middle, card, ink, emblem=not small)
            return
        size = min(w * (0.56 if small else 0.5), middle.height() * 0.95)
        painter.drawPath(_place(suit_path(card.suit), w / 2, middle.center().y(), size))

    def _paint_large_court(self, painter: QPainter, middle: QRectF, card: Card, ink: QColor,
                           emblem: bool) -> None:
        """A court card's figure in large print: a framed panel with the court's emblem, or
        with its suit where the card is too narrow for an emblem to read."""
        height = middle.height()
        width = min(middle.width() * 0.8, height * 1.3)
        panel = QRectF(middle.center().x() - width / 2, middle.top(), width, height)
        painter.save()
        painter.setPen(QPen(ink, max(1.0, width * 0.035)))
        painter.setBrush(_PANEL)
        radius = width * 0.08
        painter.drawRoundedRect(panel, radius, radius)
        painter.restore()
        if not emblem:
            size = min(width, height) * 0.7
            painter.drawPath(_place(suit_path(card.suit), panel.center().x(), panel.center().y(),
                                    size))
            return
        shape, details = _emblems()[card.rank]
        ew = min(width * 0.8, height)
        t = QTransform()
        t.translate(panel.center().x() - ew / 2, panel.center().y() - ew * 0.8 / 2 - ew * 0.05)
        t.scale(ew, ew)
        painter.drawPath(t.map(shape))
        painter.save()
        painter.setBrush(_PANEL)
        painter.drawPath(t.map(details))
        painter.restore()

    def _paint_full(self, painter: QPainter, w: float, h: float, card: Card, ink: QColor,
                    *, figure: bool = True) -> None:
        turn = QTransform()
        turn.translate(w, h)
        turn.rotate(180)
        for path in _full_index(w, card):
            painter.drawPath(path)
            painter.drawPath(turn.map(path))
        if not figure:
            return

        _, index_width, margin_x, margin_y = _full_metrics(w)
        inner_left = margin_x + index_width + max(3.0, w * 0.05)
        if card.rank == 1:
            self._paint_ace(painter, w, h, card.suit, ink)
        elif card.rank >= 11:
            self._paint_court(painter, QRectF(inner_left, margin_y, w - 2 * inner_left,
                                              h - 2 * margin_y), card, ink)
        else:
            size = _pip_size(w, h, inner_left)
            pips = QPainterPath()
            pips.setFillRule(Qt.FillRule.WindingFill)
            for x, y, upside_down in _pip_centres(card.rank, w, h, inner_left, size):
                pips.addPath(_place(suit_path(card.suit), x, y, size, upside_down))
            painter.drawPath(pips)

    def _paint_ace(self, painter: QPainter, w: float, h: float, suit: int, ink: QColor) -> None:
        """One large pip; the ace of spades, by tradition, is bigger and ringed."""
        if suit != SPADES:
            painter.drawPath(_place(suit_path(suit), w / 2, h / 2, w * 0.4))
            return
        size = w * 0.46
        painter.drawPath(_place(suit_path(suit), w / 2, h / 2, size))
        if w >= 90:
            painter.save()
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(ink, w / 120))
            painter.drawPath(_place(suit_path(suit), w / 2, h / 2 + size * 0.02, size * 1.22))
            painter.restore()

    def _paint_court(self, painter: QPainter, panel: QRectF, card: Card, ink: QColor) -> None:
        """A framed panel with the court's emblem, its large letter and its suit."""
        w = panel.width()
        painter.save()
        line = max(0.8, w * 0.025)
        painter.setPen(QPen(ink, line))
        parchment = QLinearGradient(panel.topLeft(), panel.bottomLeft())
        parchment.setColorAt(0.0, _PANEL)
        parchment.setColorAt(1.0, _PANEL.darker(106))
        painter.setBrush(QBrush(parchment))
        radius = w * 0.06
        painter.drawRoundedRect(panel, radius, radius)
        thin = QPen(ink, max(0.5, line * 0.45))
        painter.setPen(thin)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        gap = line * 2.2
        painter.drawRoundedRect(panel.adjusted(gap, gap, -gap, -gap), radius * 0.6, radius * 0.6)
        painter.restore()

        shape, details = _emblems()[card.rank]
        ew = w * 0.74
        eh = ew * 0.8
        ex = panel.center().x() - ew / 2
        ey = panel.top() + panel.height() * 0.09
        t = QTransform()
        t.translate(ex, ey)
        t.scale(ew, ew)
        painter.drawPath(t.map(shape))
        painter.save()
        painter.setBrush(_PANEL)
        painter.drawPath(t.map(details))
        painter.restore()

        cap = min(panel.height() * 0.26, w * 0.5)
        letter_top = ey + eh + panel.height() * 0.05
        painter.drawPath(_rank_path(card.rank, panel.center().x(), letter_top, cap, w * 0.7))
        suit = min(w * 0.34, panel.bottom() - (letter_top + cap) - panel.height() * 0.1)
        suit_y = (letter_top + cap + panel.bottom()) / 2
        painter.drawPath(_place(suit_path(card.suit), panel.center().x(), suit_y, suit))
