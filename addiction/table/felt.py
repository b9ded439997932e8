# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The green felt of the card table: a radial gradient with a fine woven grain, no image files
(or, for high contrast, one plain dark colour)."""

from __future__ import annotations

from functools import cache
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QRadialGradient

from addiction.core.rng import SplitMix64

FELT_CENTRE: Final = QColor(46, 122, 74)
FELT_MIDDLE: Final = QColor(31, 96, 57)
FELT_EDGE: Final = QColor(14, 55, 33)
# High contrast: nearly black with a hint of green, so white cards, bright outlines and the
# empty places' light edges stand out as strongly as they can, with nothing in the cloth to blur them.
FELT_PLAIN: Final = QColor(10, 24, 16)
_GRAIN_SIZE: Final = 96


@cache
def _grain() -> QImage:
    """A small tile of light and dark specks that repeats without visible seams.

    Drawn from the project's own generator with a fixed seed, so the table looks the same on
    every start and every machine.
    """
    gen = SplitMix64(0xFE17)
    tile = QImage(_GRAIN_SIZE, _GRAIN_SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(Qt.GlobalColor.transparent)
    for y in range(_GRAIN_SIZE):
        for x in range(_GRAIN_SIZE):
            value = gen.next64() & 0xFF
            # Mostly nothing; a sparse mix of faint light and dark specks reads as fibres.
            if value < 40:
                alpha = 10 + value // 4
                tile.setPixelColor(x, y, QColor(0, 0, 0, alpha))
            elif value > 225:
                alpha = 6 + (value - 225) // 4
                tile.setPixelColor(x, y, QColor(255, 255, 255, alpha))
    return tile


def paint_felt(painter: QPainter, rect: QRectF, table: QRectF, *, plain: bool = False) -> None:
    """Paint the part ``rect`` of a felt table that covers ``table``; ``plain``: one flat
    dark colour, without gradient or grain (high contrast)."""
    if plain:
        painter.fillRect(rect, FELT_PLAIN)
        return
    centre = table.center()
    radius = max(table.width(), table.height()) * 0.75
    gradient = QRadialGradient(QPointF(centre.x(), centre.y() - table.height() * 0.08), radius)
    gradient.setColorAt(0.0, FELT_CENTRE)
    gradient.setColorAt(0.55, FELT_MIDDLE)
    gradient.setColorAt(1.0, FELT_EDGE)
    painter.fillRect(rect, QBrush(gradient))
    painter.fillRect(rect, QBrush(_grain()))
