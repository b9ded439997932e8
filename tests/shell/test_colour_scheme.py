# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window's chrome and dialogs follow the desktop's light or dark colour scheme, at start
and when it changes; the table keeps the felt and cards the player chose."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from addiction.shell.colour_scheme import dark_palette, reads_dark
from addiction.shell.window import MainWindow
from addiction.table.settings import Settings

Scheme = Qt.ColorScheme


class DesktopScheme(QObject):
    """Stands in for Qt's style hints: the desktop's colour scheme, changed by the test and
    told as Qt tells it (the offscreen platform has no scheme of its own to change)."""

    colorSchemeChanged = Signal(Scheme)

    def __init__(self, scheme: Scheme) -> None:
        super().__init__()
        self.scheme = scheme

    def colorScheme(self) -> Scheme:
        return self.scheme

    def change(self, scheme: Scheme) -> None:
        self.scheme = scheme
        self.colorSchemeChanged.emit(scheme)


@pytest.fixture(autouse=True)
def _desktop_palette_after(qapp: QApplication) -> Iterator[None]:
    """Every other test starts from the desktop's own (light) palette, whatever this one did."""
    yield
    QApplication.setPalette(QPalette())
    qapp.processEvents()


@pytest.fixture
def open_in(qtbot: QtBot, tmp_path: Path) -> Callable[[DesktopScheme], MainWindow]:
    def open_(desktop: DesktopScheme) -> MainWindow:
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        settings.animation_speed = "off"
        settings.winnable_indicator = False
        window = MainWindow(settings, start="addiction", scheme_hints=desktop)
        qtbot.addWidget(window)
        window.resize(900, 650)
        window.show()
        qtbot.waitExposed(window)
        return window
    return open_


def window_colour(widget: QWidget, role: QPalette.ColorRole = QPalette.ColorRole.Window) -> str:
    colour: str = widget.palette().color(role).name()
    return colour


def ink(icon: QIcon, mode: QIcon.Mode = QIcon.Mode.Normal) -> int:
    """The mean lightness (0-255) of an icon's drawn pixels, as a 24-pixel toolbar shows it."""
    image = icon.pixmap(QSize(24, 24), mode).toImage()
    inked = [QColor.fromRgba(image.pixel(x, y)) for x in range(image.width())
             for y in range(image.height())]
    lightness = [colour.lightness() for colour in inked if colour.alpha() > 127]
    return sum(lightness) // len(lightness)


def table(window: MainWindow) -> QImage:
    assert window.page is not None
    return window.page.view.viewport().grab().toImage()


def test_the_chrome_and_a_dialog_turn_dark_with_the_desktop_and_back(
        open_in: Callable[[DesktopScheme], MainWindow], qtbot: QtBot) -> None:
    desktop = DesktopScheme(Scheme.Light)
    window = open_in(desktop)
    window.dialogs.choose_deal()
    dialog = window.dialogs.deal_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    light = {widget: window_colour(widget) for widget in (window, window.menuBar(),
                                                        window.statusBar(), dialog)}
    light_entry = window_colour(dialog, QPalette.ColorRole.Base)
    felt_and_cards = table(window)
    assert not any(reads_dark(widget.palette()) for widget in light)
    # The style's black symbols (no icon theme offscreen), greyed where they cannot be used.
    restart, undo = window.menus.action_restart, window.menus.action_undo
    assert ink(restart.icon()) < 64 and not undo.isEnabled()
    assert ink(undo.icon(), QIcon.Mode.Disabled) > 160

    desktop.change(Scheme.Dark)
    dark = dark_palette().color(QPalette.ColorRole.Window).name()
    qtbot.waitUntil(lambda: all(window_colour(widget) == dark for widget in light))
    assert window_colour(dialog, QPalette.ColorRole.WindowText) == "#f0f0f0"
    assert reads_dark(dialog.palette()) and window_colour(dialog, QPalette.ColorRole.Base) != light_entry
    assert table(window) == felt_and_cards
    # Drawn light on the dark toolbar, and a darker grey where the action cannot be used.
    assert ink(restart.icon()) > 200
    assert 100 < ink(undo.icon(), QIcon.Mode.Disabled) < 160

    desktop.change(Scheme.Light)
    qtbot.waitUntil(lambda: all(window_colour(widget) == colour for widget, colour in light.items()))
    assert window_colour(dialog, QPalette.ColorRole.Base) == light_entry
    assert table(window) == felt_and_cards
    assert ink(restart.icon()) < 64


def test_a_window_opened_on_a_dark_desktop_is_dark_from_the_start(
        open_in: Callable[[DesktopScheme], MainWindow], qtbot: QtBot) -> None:
    window = open_in(DesktopScheme(Scheme.Dark))
    qtbot.waitUntil(lambda: reads_dark(window.palette()) and reads_dark(window.menuBar().palette()))
