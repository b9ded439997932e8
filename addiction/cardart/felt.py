# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The felt of the card table: a radial gradient with a fine woven grain, green unless the
player chose another colour or an image of their own (and, for high contrast, one plain dark
colour)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Final

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QImageReader, QPainter, QRadialGradient

from addiction.core.rng import SplitMix64

FELT_CENTRE: Final = QColor(46, 122, 74)
FELT_MIDDLE: Final = QColor(31, 96, 57)
FELT_EDGE: Final = QColor(14, 55, 33)
# High contrast: nearly black with a hint of green, so white cards, bright outlines and the
# empty places' light edges stand out as strongly as they can, with nothing in the cloth to blur them.
FELT_PLAIN: Final = QColor(10, 24, 16)
_GRAIN_SIZE: Final = 96

# The player's own image: refused beyond these (a picture, not a poster for a stadium), and
# kept no bigger than a large screen needs.
MAX_IMAGE_BYTES: Final = 40 * 1024 * 1024
MAX_IMAGE_SIDE: Final = 12000
_KEPT_SIDE: Final = 2560


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


@dataclass(frozen=True, eq=False)
class Cloth:
    """What the player chose to cover the table with: a colour (``#rrggbb``; "" the green of
    old) or an image of their own (``image`` read and checked, ``image_path`` where from)."""

    colour: str = ""
    image_path: str = ""
    image: QImage | None = None

    @property
    def key(self) -> tuple[str, str]:
        """What tells two cloths apart, for the keys of pictures drawn on them."""
        return (self.colour, self.image_path)


DEFAULT_CLOTH: Final = Cloth()


def load_felt_image(path: str) -> QImage:
    """The image file ``path`` read for the felt, scaled down to a screen's size; ValueError
    with the sentence the player reads when it is unreadable, not an image or too big."""
    reader = QImageReader(path)
    reader.setAutoTransform(True)
    name = path.rsplit("/", 1)[-1][:60]
    size = reader.size()
    file = reader.device()
    if file is not None and file.size() > MAX_IMAGE_BYTES:
        raise ValueError(_tr('The image "{name}" was not used: it is bigger than {size} MB.')
                         .format(name=name, size=MAX_IMAGE_BYTES // 2**20))
    if size.isValid() and max(size.width(), size.height()) > MAX_IMAGE_SIDE:
        raise ValueError(_tr('The image "{name}" was not used: it is {w}×{h} pixels, more than '
                             "{side} on a side.").format(name=name, w=size.width(),
                                                         h=size.height(), side=MAX_IMAGE_SIDE))
    if size.isValid() and max(size.width(), size.height()) > _KEPT_SIDE:
        reader.setScaledSize(size.scaled(QSize(_KEPT_SIDE, _KEPT_SIDE),
                                         Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    if image.isNull():
        raise ValueError(_tr('The image "{name}" was not used: {reason}.').format(
            name=name, reason=reader.errorString()))
    return image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Felt", text)


def paint_felt(painter: QPainter, rect: QRectF, table: QRectF, *, plain: bool = False,
               cloth: Cloth = DEFAULT_CLOTH) -> None:
    """Paint the part ``rect`` of a felt table that covers ``table``; ``plain``: one flat
    dark colour, without gradient or grain (high contrast); ``cloth``: the player's colour or
    image in place of the green."""
    if plain:
        painter.fillRect(rect, FELT_PLAIN)
        return
    if cloth.image is not None and not cloth.image.isNull():
        _paint_image(painter, rect, table, cloth.image)
        return
    middle = QColor(cloth.colour) if cloth.colour else FELT_MIDDLE
    centre, edge = (FELT_CENTRE, FELT_EDGE) if not cloth.colour else (
        middle.lighter(135), middle.darker(220))
    centre_point = table.center()
    radius = max(table.width(), table.height()) * 0.75
    gradient = QRadialGradient(
        QPointF(centre_point.x(), centre_point.y() - table.height() * 0.08), radius)
    gradient.setColorAt(0.0, centre)
    gradient.setColorAt(0.55, middle)
    gradient.setColorAt(1.0, edge)
    painter.fillRect(rect, QBrush(gradient))
    painter.fillRect(rect, QBrush(_grain()))


def _paint_image(painter: QPainter, rect: QRectF, table: QRectF, image: QImage) -> None:
    """The image covering the whole table (cut at two sides rather than stretched); around
    the table, the green felt's dark edge."""
    if not table.contains(rect):
        painter.fillRect(rect, FELT_EDGE)
    if table.isEmpty():
        return
    scale = max(table.width() / image.width(), table.height() / image.height())
    shown_w, shown_h = table.width() / scale, table.height() / scale
    source = QRectF((image.width() - shown_w) / 2, (image.height() - shown_h) / 2,
                    shown_w, shown_h)
    painter.save()
    painter.setClipRect(rect)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawImage(table, image, source)
    painter.restore()
