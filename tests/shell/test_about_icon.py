# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Help › About shows the program's own icon, also when no icon theme has it installed."""

from __future__ import annotations

from collections.abc import Iterator
from importlib.resources import files

import pytest
from PySide6.QtGui import QIcon, QImage
from pytestqt.qtbot import QtBot

from addiction.shell.about import AboutDialog


@pytest.fixture
def no_icon_theme(qtbot: QtBot) -> Iterator[None]:
    """No icon theme anywhere, as on a desktop where Addiction was never installed."""
    saved = (QIcon.themeName(), QIcon.fallbackThemeName(), QIcon.themeSearchPaths(),
             QIcon.fallbackSearchPaths())
    QIcon.setThemeSearchPaths([])
    QIcon.setFallbackSearchPaths([])
    QIcon.setThemeName("no-such-theme")
    QIcon.setFallbackThemeName("no-such-theme")
    yield
    QIcon.setThemeSearchPaths(saved[2])
    QIcon.setFallbackSearchPaths(saved[3])
    QIcon.setThemeName(saved[0])
    QIcon.setFallbackThemeName(saved[1])


@pytest.mark.usefixtures("no_icon_theme")
def test_about_shows_the_icon_shipped_in_the_package(qtbot: QtBot) -> None:
    assert QIcon.fromTheme("applications-games").isNull()
    box = AboutDialog()
    qtbot.addWidget(box)
    shown = box.iconPixmap()
    assert not shown.isNull()
    assert shown.width() / shown.devicePixelRatio() == 64
    # The program's own drawing, not some other icon.
    expected = QImage(str(files("addiction.data").joinpath("addiction-64.png")))
    image = shown.toImage().convertToFormat(expected.format())
    assert image.scaled(expected.size()) == expected
