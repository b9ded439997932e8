# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pictures held against what should be drawn there: a tile's, a dialog's or a screenshot's
picture against the same thing drawn directly from what it should show (a game's miniature,
a window on the deal asked for). A test that only counts colours passes for any picture;
these fail when the wrong game, the wrong deal or nothing at all was drawn."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QImage, QPainter

from addiction.cardart.art import CardArt
from addiction.registry import game_spec
from addiction.shell.start_screen import paint_miniature

# Fewer compared pixels than this and a comparison would prove nothing.
LEAST_COMPARED = 200


def drawn(paint: Callable[[QPainter, QRectF], None], size: QSizeF) -> QImage:
    """What ``paint`` draws into ``size`` (logical pixels, as a widget draws into its own
    picture of that size: the picture's pixels rounded) on a transparent ground."""
    image = QImage(max(1, round(size.width())), max(1, round(size.height())),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint(painter, QRectF(QPointF(0, 0), size))
    painter.end()
    return image


def miniature(game: str, size: QSizeF, art: CardArt) -> QImage:
    """Game ``game``'s table in small at ``size``, as its page draws it (the start screen's
    and the rules' picture), straight from the registry."""
    spec = game_spec(game)
    return drawn(lambda painter, rect: paint_miniature(spec, painter, rect, art), size)


def differing(shown: QImage, expected: QImage, *, at: QPoint | None = None,
              within: QRect | None = None, step: int = 2, tolerance: int = 8) -> float:
    """The share of ``expected``'s pixels (every ``step``-th, in ``within`` or all of it) that
    ``shown`` has otherwise at ``at`` + the same place; a colour channel may be off by
    ``tolerance``. Pixels ``expected`` leaves transparent are not compared: what lies under
    them (felt, a tile's frame) is not what is being checked."""
    at = at or QPoint(0, 0)
    area = within or expected.rect()
    compared = differ = 0
    for y in range(area.top(), area.bottom() + 1, step):
        for x in range(area.left(), area.right() + 1, step):
            want = expected.pixel(x, y)
            if want >> 24 != 0xFF:
                continue
            got = shown.pixel(at.x() + x, at.y() + y)
            compared += 1
            differ += any(abs((want >> shift & 0xFF) - (got >> shift & 0xFF)) > tolerance
                          for shift in (0, 8, 16))
    assert compared >= LEAST_COMPARED, f"only {compared} pixels to compare"
    return differ / compared
