# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The program's icon: the window's and the About box's, shipped inside the package so that it
shows from source, a wheel or a frozen build alike."""

from __future__ import annotations

from importlib.resources import files
from typing import Final

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

# The id of the .desktop file and AppStream metainfo in resources/, and of the installed icon.
DESKTOP_ID: Final = "io.github.addiction.Addiction"
# The icon's pictures in the package (rendered from the SVG in resources/icons/).
ICON_SIZES: Final = (16, 32, 48, 64, 128, 256)


def bundled_icon() -> QIcon:
    """The icon from the pictures in ``addiction.data``, whatever is installed on the desktop."""
    icon = QIcon()
    for size in ICON_SIZES:
        picture = files("addiction.data").joinpath(f"addiction-{size}.png")
        icon.addFile(str(picture), QSize(size, size))
    return icon


def app_icon() -> QIcon:
    """The installed icon when an icon theme has it (see README), else the package's own."""
    return QIcon.fromTheme(DESKTOP_ID, bundled_icon())
