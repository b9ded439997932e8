# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Regenerate the PNG application icons from the SVG: run it after editing the SVG.

It writes the desktop's icon theme sizes (``hicolor/``) and the same pictures into the package
(``addiction/data/addiction-SIZE.png``), where the window takes its icon from: PNGs, so that a
start needs neither Qt's SVG library nor its icon plugin. It also copies the SVG into the
package, for ``addiction --install-desktop`` to install as the scalable icon.

    QT_QPA_PLATFORM=offscreen python resources/icons/render_icons.py
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SIZES = (16, 32, 48, 64, 128, 256)
# The name the desktop entry's Icon= asks for, so the files can go into an icon theme as they are.
APP_ID = "io.github.addiction.Addiction"
HERE = Path(__file__).resolve().parent
PACKAGE_DATA = HERE.parents[1] / "addiction" / "data"


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
    renderer = QSvgRenderer(str(HERE / f"{APP_ID}.svg"))
    if not renderer.isValid():
        print(f"{APP_ID}.svg did not parse", file=sys.stderr)
        return 1
    for size in SIZES:
        image = render(renderer, size)
        theme = HERE / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        theme.parent.mkdir(parents=True, exist_ok=True)
        for target in (theme, PACKAGE_DATA / f"addiction-{size}.png"):
            if not image.save(str(target)):
                print(f"could not write {target}", file=sys.stderr)
                return 1
            print(target)
    shutil.copyfile(HERE / f"{APP_ID}.svg", PACKAGE_DATA / f"{APP_ID}.svg")
    print(PACKAGE_DATA / f"{APP_ID}.svg")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
