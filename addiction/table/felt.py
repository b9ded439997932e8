# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The green felt of the card table: a radial gradient with a fine woven grain, no image files
(or, for high contrast, one plain dark colour)."""

from __future__ import annotations

from functools import cache
from typing import Final

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QRadialGradient

from addiction.core.rng import SplitMix64

FELT_CENTRE: Final = QColor(46, 122, 74)
FELT_MIDDLE: Final = QColor(31, 96, 57)
FELT_EDGE: Final = QColor(14, 55, 33)
# High contrast: nearly black with a hint of green, so white cards, bright outlines and the
# empty places' light edges stand out as strongly as they can, with nothing in the cloth to blur them.
FELT_PLAIN: Final = QColor(10, 24, 16)
_GRAIN_SIZE: Final = 96


def _speck(value: int) -> bytes:
    """The premultiplied RGBA bytes of the pixel for a random byte ``value``: mostly
    nothing; a sparse mix of faint dark and light specks reads as fibres."""
    if value < 40:
        alpha = 10 + value // 4
        return bytes((0, 0, 0, alpha))
    if value > 225:
        alpha = 6 + (value - 225) // 4
        return bytes((alpha, alpha, alpha, alpha))
    return bytes(4)


@cache
def _grain() -> QImage:
    """A small tile of light and dark specks that repeats without visible seams.

    Drawn from the project's own generator with a fixed seed, so the table looks the same on
    every start and every machine. The pixels are written as one buffer: setting them one by
    one through QColor cost twice as long, before the first frame.
    """
    gen = SplitMix64(0xFE17)
    specks = [_speck(value) for value in range(256)]
    pixels = b"".join([specks[gen.next64() & 0xFF] for _ in range(_GRAIN_SIZE * _GRAIN_SIZE)])
    tile = QImage(pixels, _GRAIN_SIZE, _GRAIN_SIZE, 4 * _GRAIN_SIZE,
                  QImage.Format.Format_RGBA8888_Premultiplied)
    # Byte order fixed whatever the machine's; the copy converted owns its pixels, which
    # ``pixels`` would not once this function returns.
    return tile.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


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
