# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The felt's grain: the same specks, pixel for pixel, as the generator's bytes say."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from addiction.cardart.felt import _GRAIN_SIZE, _grain
from addiction.core.rng import SplitMix64


def reference_grain() -> QImage:
    """The tile drawn the slow, obvious way: one QColor per pixel."""
    gen = SplitMix64(0xFE17)
    tile = QImage(_GRAIN_SIZE, _GRAIN_SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(QColor(0, 0, 0, 0))
    for y in range(_GRAIN_SIZE):
        for x in range(_GRAIN_SIZE):
            value = gen.next64() & 0xFF
            if value < 40:
                tile.setPixelColor(x, y, QColor(0, 0, 0, 10 + value // 4))
            elif value > 225:
                tile.setPixelColor(x, y, QColor(255, 255, 255, 6 + (value - 225) // 4))
    return tile


def test_the_grain_is_the_generators_specks_pixel_for_pixel(qtbot: QtBot) -> None:
    del qtbot  # only for the application the images need
    grain = _grain()
    assert grain.format() == QImage.Format.Format_ARGB32_Premultiplied
    assert grain == reference_grain()


def test_the_grain_has_light_and_dark_specks_on_a_clear_ground(qtbot: QtBot) -> None:
    del qtbot
    grain = _grain()
    colours = [grain.pixelColor(x, y) for y in range(_GRAIN_SIZE) for x in range(_GRAIN_SIZE)]
    clear = sum(c.alpha() == 0 for c in colours)
    dark = sum(c.alpha() > 0 and c.red() == 0 for c in colours)
    light = sum(c.alpha() > 0 and c.red() == 255 for c in colours)
    assert clear + dark + light == len(colours)
    # About 40 and 30 of every 256 bytes make a speck.
    assert 0.10 < dark / len(colours) < 0.20
    assert 0.07 < light / len(colours) < 0.16
