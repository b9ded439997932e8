# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Regenerate the PNG application icons from addiction.svg: run it after editing the SVG.

    QT_QPA_PLATFORM=offscreen python resources/icons/render_icons.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SIZES = (16, 32, 48, 64, 128, 256)
HERE = Path(__file__).resolve().parent


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(HERE / "addiction.svg"))
    if not renderer.isValid():
        print("addiction.svg did not parse", file=sys.stderr)
        return 1
    for size in SIZES:
        target = HERE / "hicolor" / f"{size}x{size}" / "apps" / "addiction.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(renderer, size).save(str(target)):
            print(f"could not write {target}", file=sys.stderr)
            return 1
        print(target.relative_to(HERE))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
