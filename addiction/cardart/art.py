# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Playing-card faces and backs, drawn by the app as vector graphics, with a pixmap cache.

Everything is painted with QPainter from paths built here (suit symbols, court emblems, the
rank glyphs turned into outlines), so a card stays crisp at any size and device pixel ratio.
Painting text and making pixmaps need a QGuiApplication (or QApplication) to exist first, and
pixmaps belong to the GUI thread: make one ``CardArt`` per application, after the application.

Longer than most modules on purpose: it is the whole deck's drawing (pips, courts, indices,
backs) sharing one set of proportions; split apart, those proportions would drift.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, Final, NamedTuple, Protocol

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from addiction.cardart.felt import DEFAULT_CLOTH, Cloth
from addiction.core.cards import CARDS, Card

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter as _Painter

    from addiction.cardart.deck_drawer import DeckDrawer

CARD_ASPECT: Final = 1.4
"""Height over width of a card: the 63.5 × 88.9 mm of a poker-size deck."""

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)

# Below this width (logical px) pips and court panels would be specks that crowd the index:
# show a big index and one big suit symbol instead. 60 puts a 13-column board in an 800 px
# wide window (cards about 55 px) on the side of legibility.
SMALL_WIDTH: Final = 60

_CACHE_SIZE: Final = 400

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


class BackStyle(NamedTuple):
    """One of the app's own backs: the field, its pattern's lines, the gold of the rosette
    and frame; ``grid``: lines across and down instead of a diagonal lattice."""

    field: QColor
    light: QColor
    gold: QColor
    grid: bool = False


# The app's own deck, and what the id of one of the desktop's may look like in the settings:
# its kind, then its folder (KDE's) or file (Aisleriot's) name (see ``addiction.cardart.decks``).
OUR_DECK: Final = "ours"
DECK_ID: Final = re.compile(r"ours|kde/svg-[\w.+-]{1,100}|aisleriot/[\w.+-]{1,100}\.svgz?")

# "deck": the chosen deck's own back (ours: the blue one).
DECK_BACK: Final = "deck"
BACK_STYLES: Final[dict[str, BackStyle]] = {
    "blue": BackStyle(QColor("#17386b"), QColor("#5d86c4"), QColor("#d9b45a")),
    "red": BackStyle(QColor("#7a1424"), QColor("#c65a6a"), QColor("#e2c274")),
    "green": BackStyle(QColor("#0f4a2c"), QColor("#4f9a6e"), QColor("#d9b45a")),
    "black": BackStyle(QColor("#202028"), QColor("#5a5a68"), QColor("#c9a44c"), grid=True),
}
BACKS: Final[tuple[str, ...]] = (DECK_BACK, *BACK_STYLES)

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


class DeckPainter(Protocol):
    """A deck of the desktop's (``addiction.cardart.decks.SvgDeck``), as the art asks it."""

    @property
    def id(self) -> str: ...

    def paint_face(self, painter: _Painter, rect: QRectF, card: Card) -> None: ...

    def paint_back(self, painter: _Painter, rect: QRectF) -> None: ...

    def picture(self, card: int, width: int, height: int, *,
                renderer: Any = None) -> QImage:
        """Card ``card`` (-1: the back) ``width`` × ``height`` pixels (off the GUI thread:
        with a ``renderer`` from ``new_renderer`` made on that thread)."""
        ...

    def new_renderer(self, parse: Any = None) -> Any:
        """A renderer of the deck for the drawing thread, made with ``parse`` (ValueError: the
        file is unfit)."""
        ...

    def stored(self, card: int, width: int, height: int) -> bool:
        """Whether that picture is on disk already (fast to have)."""
        ...


# A deck's cards in small (miniatures, previews) are scaled from their pictures this wide: one
# drawing a card, as a deck's courts may take a quarter of a second each to draw.
DECK_MODEL_WIDTH: Final = 160
# How long after the last new size a deck's cards, shown scaled meanwhile, are drawn sharp.
SHARPEN_MS: Final = 300
# A deck's pictures drawn on the drawing thread are shown this often as they arrive: a few at a
# time rather than one table drawn again per card.
ARRIVALS_MS: Final = 100


Look = tuple[object, ...]


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


class CardArt:
    """Paints card faces and backs, and keeps a bounded cache of ready pixmaps.

    Not a QObject: the owner (the window) keeps one and hands it to the views. It needs a
    QGuiApplication to exist before the first call, and is for the GUI thread only.
    """

    def __init__(self, four_colour: bool = False, cache_size: int = _CACHE_SIZE, *,
                 large_print: bool = False, high_contrast: bool = False) -> None:
        self._four_colour = four_colour
        self._large_print = large_print
        self._high_contrast = high_contrast
        self._cache_size = cache_size
        # The desktop's deck chosen (None: the app's own), the back and the table's cloth.
        self._deck: DeckPainter | None = None
        self._back = DECK_BACK
        self._cloth = DEFAULT_CLOTH
        self._cache: OrderedDict[tuple[int, bool, int, float, Look], QPixmap] = OrderedDict()
        # The keys asked for since ``mark_in_use``: the pictures of the table on show.
        self._in_use: set[tuple[int, bool, int, float, Look]] = set()
        self._index_sizes: dict[tuple[int, Look], QSizeF] = {}
        # A deck's cards asked for at a new size (a window resized) are first scaled from a
        # picture at another size, then drawn sharp once sizes stop changing: ``sharpen`` (the
        # window's) draws the tables again then. Without it, every picture is drawn at once.
        self.sharpen: Callable[[], None] | None = None
        self._blurry: set[tuple[int, bool, int, float, Look]] = set()
        self._sharp_only = False
        self._sharpen_timer: QTimer | None = None
        # With ``sharpen`` set, a deck's pictures not on disk are drawn on a thread of their
        # own (``addiction.cardart.deck_drawer``); each stands in the meanwhile (see ``_cached``)
        # and the tables are drawn again as they arrive, a few at a time. False: drawn at once.
        self.draw_in_background = True
        self._drawer: DeckDrawer | None = None
        self._awaited: set[tuple[int, bool, int, float, Look]] = set()
        self._arrival_timer: QTimer | None = None
        self._drawing_stopped = False
        # Errands given to the drawing thread whose outcome has not come back.
        self._errands = 0

    @property
    def four_colour(self) -> bool:
        """Diamonds blue and clubs green, so that all four suits differ by colour."""
        return self._four_colour

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        self._restyle("_four_colour", value)

    @property
    def large_print(self) -> bool:
        """Corner indices about twice the usual height, with one big suit symbol (or the
        court's emblem) in the middle instead of pips: for players who see the cards poorly."""
        return self._large_print

    @large_print.setter
    def large_print(self, value: bool) -> None:
        self._restyle("_large_print", value)

    @property
    def high_contrast(self) -> bool:
        """Flat white faces with a black edge; the views read this flag too, for a plain dark
        felt and bolder outlines, so the whole table follows one switch."""
        return self._high_contrast

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        self._restyle("_high_contrast", value)

    @property
    def deck(self) -> DeckPainter | None:
        """The desktop's deck whose faces and back are drawn (None: the app's own). Large
        print and high contrast keep the app's own faces whatever the deck: see ``deck_shown``."""
        return self._deck

    @deck.setter
    def deck(self, deck: DeckPainter | None) -> None:
        # The pictures made with another deck stay (their keys name it) while the cache has
        # room: switching back and forth draws nothing again.
        if deck is not self._deck:
            self._stop_awaiting()
        self._deck = deck

    @property
    def deck_shown(self) -> DeckPainter | None:
        """The deck drawn now: none under large print or high contrast, whose faces are made
        to be read at a glance, which another deck's are not."""
        return None if self._large_print or self._high_contrast else self._deck

    @property
    def back(self) -> str:
        """The back chosen: one of ``BACKS`` ("deck": the deck's own)."""
        return self._back

    @back.setter
    def back(self, back: str) -> None:
        if back not in BACKS:
            raise ValueError(f"no card back is called {back!r}")
        self._back = back

    @property
    def cloth(self) -> Cloth:
        """The table's felt colour or image, which every table and miniature is drawn on."""
        return self._cloth

    @cloth.setter
    def cloth(self, cloth: Cloth) -> None:
        self._cloth = cloth

    def _restyle(self, flag: str, value: bool) -> None:
        """Set one of the look's flags; the pictures made with the old look are dropped."""
        if value != getattr(self, flag):
            setattr(self, flag, value)
            self._forget_pictures()

    def _forget_pictures(self) -> None:
        self._stop_awaiting()
        self._cache.clear()
        self._index_sizes.clear()

    @property
    def card_look(self) -> Look:
        """Everything that changes how a card looks, for the keys of its pictures."""
        deck = self._deck.id if self._deck is not None else ""
        return (self._four_colour, self._large_print, self._high_contrast, deck, self._back)

    @property
    def look(self) -> Look:
        """Everything that changes how a card or the felt looks, for the keys of pictures
        made from them (a table in small, a miniature)."""
        return (*self.card_look, self._cloth.key, id(self._cloth.image))

    def suit_colour(self, suit: int) -> QColor:
        """The ink of a suit (0 ♠, 1 ♥, 2 ♦, 3 ♣) in the current colour scheme."""
        if suit == DIAMONDS and self._four_colour:
            return QColor(_BLUE)
        if suit == CLUBS and self._four_colour:
            return QColor(_GREEN)
        return QColor(_RED if suit in (HEARTS, DIAMONDS) else _BLACK)

    # --- pixmaps ---

    def pixmap(self, card: Card, width: int, dpr: float, *, figure: bool = True) -> QPixmap:
        """The face of ``card``, ``width`` logical px wide, for a screen of ratio ``dpr``
        (the two decks' copies of a card share one face); ``figure`` as in ``paint``."""
        return self._cached(int(card) % 52, width, dpr, figure)

    def back_pixmap(self, width: int, dpr: float) -> QPixmap:
        """The face-down card, ``width`` logical px wide, for a screen of ratio ``dpr``."""
        return self._cached(-1, width, dpr)

    def index_size(self, width: int) -> QSizeF:
        """How far from the top-left corner of a face ``width`` px wide its index (rank and
        suit) reaches in the current look, whatever the card: what must stay in view of a
        card that others overlap for it to be told."""
        key = (width, self.card_look)
        size = self._index_sizes.get(key)
        if size is None:
            right = bottom = 0.0
            for card in CARDS[:52]:
                for path in self._corner_index(float(width), card):
                    box = path.boundingRect()
                    right, bottom = max(right, box.right()), max(bottom, box.bottom())
            size = self._index_sizes[key] = QSizeF(right, bottom)
        return QSizeF(size)

    @property
    def cached(self) -> int:
        """How many pictures the cache holds."""
        return len(self._cache)

    def mark_in_use(self) -> None:
        """Start noting the pictures asked for (another table comes on show); the ones not
        asked for by the time of ``forget_unused`` are dropped then."""
        self._in_use = set()

    def forget_unused(self) -> None:
        """Drop the pictures not asked for since ``mark_in_use``: those of tables out of sight
        (each card size of each game a deck of some 2 MB); a table that comes back asks again."""
        for key in [key for key in self._cache if key not in self._in_use]:
            del self._cache[key]

    def _cached(self, card: int, width: int, dpr: float, figure: bool = True, *,
                now: bool = False) -> QPixmap:
        deck = self.deck_shown
        # A deck's faces have their figure whatever is over them: one picture serves both.
        figure = figure or deck is not None
        key = (card, figure, width, round(dpr, 3), self.card_look)
        self._in_use.add(key)
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        if deck is not None and (card >= 0 or self.back_style() is None):
            # Drawn once for each size (and kept on disk, where the deck keeps them).
            size = (max(1, round(width * dpr)), max(1, round(width * CARD_ASPECT * dpr)))
            if now or self.sharpen is None or deck.stored(card, *size):
                pixmap = QPixmap.fromImage(deck.picture(card, *size))
                pixmap.setDevicePixelRatio(dpr)
                return self._keep(key, pixmap)
            near = self._nearest(key)
            if near is not None and not self._sharp_only:
                # Sizes changing (a window resized): drawn sharp once they stop.
                self._blurry.add(key)
                self._sharpen_later()
            elif self.draw_in_background:
                self._draw_later(key, deck, card, size)
            else:
                pixmap = QPixmap.fromImage(deck.picture(card, *size))
                pixmap.setDevicePixelRatio(dpr)
                return self._keep(key, pixmap)
            # Meanwhile, the card scaled from a picture of it at another size, or our own.
            if near is not None:
                pixmap = near.scaled(*size, Qt.AspectRatioMode.IgnoreAspectRatio,
                                     Qt.TransformationMode.SmoothTransformation)
                pixmap.setDevicePixelRatio(dpr)
            else:
                pixmap = self._own_picture(card, figure, width, dpr)
            return self._keep(key, pixmap)
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(width * CARD_ASPECT * dpr)))
        pixmap.fill(Qt.GlobalColor.transparent)
        pixmap.setDevicePixelRatio(dpr)
        painter = QPainter(pixmap)
        rect = QRectF(0.0, 0.0, pixmap.width() / dpr, pixmap.height() / dpr)
        if card < 0:
            self.paint_back(painter, rect)
        else:
            self.paint(painter, rect, CARDS[card], figure=figure)
        painter.end()
        return self._keep(key, pixmap)

    def _own_picture(self, card: int, figure: bool, width: int, dpr: float) -> QPixmap:
        """Our own face of ``card`` (-1: our blue back), standing in for a deck's picture not
        drawn yet: always the right card, in a look the player knows, and most often on the
        table just before (the picture is taken from there: drawing 53 costs a quarter second)."""
        flags = (self._four_colour, self._large_print, self._high_contrast, "")
        for back in BACKS:
            for drawn in (True, figure) if card >= 0 else (True,):
                if card < 0 and back not in (DECK_BACK, "blue"):
                    continue
                ready = self._cache.get((card, drawn, width, round(dpr, 3), (*flags, back)))
                if ready is not None:
                    return ready
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(width * CARD_ASPECT * dpr)))
        pixmap.fill(Qt.GlobalColor.transparent)
        pixmap.setDevicePixelRatio(dpr)
        painter = QPainter(pixmap)
        rect = QRectF(0.0, 0.0, pixmap.width() / dpr, pixmap.height() / dpr)
        if card < 0:
            self._paint_own_back(painter, rect, BACK_STYLES["blue"])
        else:
            self._paint_own_face(painter, rect, CARDS[card], figure=figure)
        painter.end()
        return pixmap

    def _draw_later(self, key: tuple[int, bool, int, float, Look], deck: DeckPainter,
                    card: int, size: tuple[int, int]) -> None:
        if key in self._awaited or self._drawing_stopped:  # the window closed: no more
            return
        self._awaited.add(key)
        self._drawing_thread().ask(key, deck, card, *size)

    def _drawing_thread(self) -> DeckDrawer:
        if self._drawer is None or not self._drawer.running:
            from addiction.cardart.deck_drawer import DeckDrawer  # noqa: PLC0415 - with a deck

            self._drawer = DeckDrawer(self._arrived)
        return self._drawer

    def errand(self, work: Callable[[Callable[[bytes], Any]], object],
               done: Callable[[object], None]) -> None:
        """Run ``work`` on the drawing thread before the pictures waiting there (a deck read
        and checked: see ``addiction.cardart.deck_drawer``); ``done`` is called on the GUI thread
        with what it returned or the ValueError it raised. The art is ``sharpening`` until
        then; once the window closed, nothing is run."""
        if self._drawing_stopped:
            return

        def finished(outcome: object) -> None:
            self._errands -= 1
            done(outcome)

        self._errands += 1
        self._drawing_thread().errand(work, finished)

    def _arrived(self, key: object, image: QImage | None) -> None:
        """A picture drawn on the drawing thread: kept, and the tables drawn again soon (a few
        arrivals at a time)."""
        if key not in self._awaited:  # asked for by a deck or look since left
            return
        self._awaited.discard(key)
        if image is None:  # the deck's file went unfit: the stand-in stays
            return
        assert isinstance(key, tuple)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(key[3])
        self._keep(key, pixmap)
        if self._arrival_timer is None:
            self._arrival_timer = QTimer()
            self._arrival_timer.setSingleShot(True)
            self._arrival_timer.setInterval(ARRIVALS_MS)
            self._arrival_timer.timeout.connect(self._show_arrivals)
        if not self._arrival_timer.isActive():
            self._arrival_timer.start()

    def _show_arrivals(self) -> None:
        if self.sharpen is not None:
            self.sharpen()

    @property
    def awaited(self) -> int:
        """How many pictures on show are stand-ins for a deck's, being drawn."""
        return len(self._awaited)

    def _stop_awaiting(self) -> None:
        """Forget the pictures being drawn (another deck or look): their stand-ins go too."""
        if self._drawer is not None:
            self._drawer.cancel()
        for key in self._awaited:
            self._cache.pop(key, None)
        self._awaited.clear()

    def __del__(self) -> None:
        if self._drawer is not None:
            self._drawer.stop()

    def stop_drawing(self) -> None:
        """End the drawing thread (the window closes): the picture being drawn is finished,
        the others forgotten."""
        self._stop_awaiting()
        self._drawing_stopped = True
        self._errands = 0
        if self._arrival_timer is not None:
            self._arrival_timer.stop()
        if self._drawer is not None:
            self._drawer.stop()
            self._drawer = None

    def _nearest(self, key: tuple[int, bool, int, float, Look]) -> QPixmap | None:
        """A sharp picture of the same card in the same look at another size, the one asked
        for last (None: none)."""
        card, figure, _, dpr, look = key
        found = None
        for other, pixmap in self._cache.items():
            if (other[0], other[1], other[3], other[4]) == (card, figure, dpr, look) \
                    and other not in self._blurry and other not in self._awaited:
                found = pixmap
        return found

    def _sharpen_later(self) -> None:
        if self._sharpen_timer is None:
            self._sharpen_timer = QTimer()
            self._sharpen_timer.setSingleShot(True)
            self._sharpen_timer.setInterval(SHARPEN_MS)
            self._sharpen_timer.timeout.connect(self.sharpen_now)
        self._sharpen_timer.start()  # again: a window still being resized waits

    @property
    def sharpening(self) -> bool:
        """Whether some pictures on show are scaled ones or stand-ins waiting to be drawn sharp,
        or a deck chosen is still being read (see ``errand``)."""
        arriving = self._arrival_timer is not None and self._arrival_timer.isActive()
        return bool(self._blurry or self._awaited or self._errands) or arriving

    def sharpen_now(self) -> None:
        """Draw sharp the deck's pictures shown scaled (``sharpen`` asks for them again)."""
        if self._sharpen_timer is not None:
            self._sharpen_timer.stop()
        for key in self._blurry:
            self._cache.pop(key, None)
        self._blurry.clear()
        if self.sharpen is not None:
            self._sharp_only = True
            try:
                self.sharpen()
            finally:
                self._sharp_only = False

    def _keep(self, key: tuple[int, bool, int, float, Look], pixmap: QPixmap) -> QPixmap:
        self._cache[key] = pixmap
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return pixmap

    # --- vector painting ---

    def paint(self, painter: QPainter, rect: QRectF, card: Card, *, figure: bool = True) -> None:
        """Draw the face of ``card`` filling ``rect`` (uncached, at any scale).

        Without its ``figure`` (pips, ace, court panel, the big suit of a small card) the face
        keeps only its corner indices: for a card so overlapped that only slivers of the
        figure would show between the cards on it.
        """
        if self.deck_shown is not None:
            self._paint_model(painter, rect, int(card) % 52)
            return
        self._paint_own_face(painter, rect, card, figure=figure)

    def _paint_own_face(self, painter: QPainter, rect: QRectF, card: Card, *,
                        figure: bool = True) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(rect.topLeft())
        w, h = rect.width(), rect.height()
        self._paint_blank(painter, w, h)
        ink = self.suit_colour(card.suit)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        if self._large_print:
            self._paint_large(painter, w, h, card, ink, figure=figure)
        elif w < SMALL_WIDTH:
            self._paint_small(painter, w, h, card, ink, figure=figure)
        else:
            self._paint_full(painter, w, h, card, ink, figure=figure)
        painter.restore()

    def _paint_model(self, painter: QPainter, rect: QRectF, card: int) -> None:
        """A deck's card (-1: its back) scaled from its one picture ``DECK_MODEL_WIDTH`` wide."""
        model = self._cached(card, DECK_MODEL_WIDTH, 1.0, now=True)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawPixmap(rect, model, QRectF(model.rect()))
        painter.restore()

    def _corner_index(self, w: float, card: Card) -> tuple[QPainterPath, ...]:
        """The index in the top-left corner of a face ``w`` wide, in the current look."""
        if self._large_print:
            return _large_index(w, card)
        if w < SMALL_WIDTH:
            return _small_index(w, card)
        return _full_index(w, card)

    def back_style(self) -> BackStyle | None:
        """The app's own back drawn now (None: the deck's own back)."""
        if self._back == DECK_BACK:
            deck = self.deck_shown
            return BACK_STYLES["blue"] if deck is None else None
        return BACK_STYLES[self._back]

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the back of a card filling ``rect``: the deck's own, or one of the app's (a
        lattice and a rosette in a frame)."""
        style = self.back_style()
        deck = self.deck_shown
        if style is None and deck is not None:
            self._paint_model(painter, rect, -1)
            return
        self._paint_own_back(painter, rect, style or BACK_STYLES["blue"])

    def _paint_own_back(self, painter: QPainter, rect: QRectF, style: BackStyle) -> None:
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
        gradient.setColorAt(0.0, style.field.lighter(125))
        gradient.setColorAt(1.0, style.field.darker(115))
        painter.setBrush(QBrush(gradient))
        painter.drawPath(field)

        painter.save()
        painter.setClipPath(field)
        step = max(4.0, w / 9)
        pen = QPen(style.light, max(0.6, w / 140))
        painter.setPen(pen)
        cx, cy = w / 2, h / 2
        reach = math.ceil((w + h) / step) + 1
        for i in range(-reach, reach + 1):
            offset = i * step
            if style.grid:  # a woven check: lines across and down, every other one doubled
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

        self._paint_rosette(painter, w / 2, h / 2, w * (0.26 if w >= SMALL_WIDTH else 0.3), style)
        painter.setPen(QPen(style.gold, max(0.8, w / 90)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        gap = max(1.5, w * 0.03)
        frame = inner.adjusted(gap, gap, -gap, -gap)
        painter.drawRoundedRect(frame, radius * 0.6, radius * 0.6)
        if w >= SMALL_WIDTH:
            # A small gold lozenge in each corner of the frame.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(style.gold)
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
        if self._high_contrast:
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
