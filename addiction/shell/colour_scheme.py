# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window's chrome and dialogs in the desktop's light or dark colour scheme.

Qt (6.5 on) tells the scheme through ``QStyleHints.colorScheme`` and ``colorSchemeChanged``.
Where the desktop's own palette already suits it (KDE's, or GNOME's through Qt's theme), the
program keeps it; where the palette stays light under a dark scheme (Fusion on a desktop whose
theme Qt cannot read), the application takes the dark colours Qt gives Fusion itself. Only the
application's palette changes: the felt and the cards are drawn in the player's colours. The
style's black toolbar symbols, used where the desktop has no icon theme, are drawn in the
palette's button text colour, so they stay in sight on dark chrome and grey out when disabled.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt, SignalInstance
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QIconEngine, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication

# Below this lightness (0-255) a window's background reads as dark.
_DARK_BELOW = 128


class SchemeHints(Protocol):
    """What the window reads of the desktop's colour scheme: Qt's ``QStyleHints``."""

    @property
    def colorSchemeChanged(self) -> SignalInstance: ...

    def colorScheme(self) -> Qt.ColorScheme: ...


def reads_dark(palette: QPalette) -> bool:
    """Whether ``palette``'s windows are dark."""
    return palette.color(QPalette.ColorRole.Window).lightness() < _DARK_BELOW


def dark_palette() -> QPalette:
    """Qt's Fusion palette for a dark desktop (``qt_fusionPalette`` in qtbase, Qt 6.5 on)."""
    text = QColor(240, 240, 240)
    window = QColor(50, 50, 50)
    dark = window.darker(150)
    mid = window.darker(130)
    highlight = QColor(48, 140, 198)
    placeholder = QColor(text)
    placeholder.setAlpha(128)
    disabled_text = QColor(130, 130, 130)
    shadow = dark.darker(135)
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    palette = QPalette(text, window, window.lighter(150), dark, mid, text, window.darker(140))
    palette.setColor(role.Midlight, mid.lighter(110))
    palette.setColor(role.Button, window)
    palette.setColor(role.Shadow, shadow)
    palette.setColor(role.HighlightedText, text)
    palette.setColor(role.PlaceholderText, placeholder)
    palette.setColor(role.Link, highlight)
    for disabled_role in (role.Text, role.WindowText, role.ButtonText):
        palette.setColor(group.Disabled, disabled_role, disabled_text)
    palette.setColor(group.Disabled, role.Base, window)
    palette.setColor(group.Disabled, role.Dark, QColor(209, 209, 209).darker(110))
    palette.setColor(group.Disabled, role.Shadow, shadow.lighter(150))
    for lit in (group.Active, group.Inactive):
        palette.setColor(lit, role.Highlight, highlight)
        palette.setColor(lit, role.Accent, highlight)
    palette.setColor(group.Disabled, role.Highlight, QColor(145, 145, 145))
    palette.setColor(group.Disabled, role.Accent, QColor(145, 145, 145))
    return palette


def dress_chrome(scheme: Qt.ColorScheme) -> None:
    """Give the application's windows and dialogs the colours of ``scheme``: the desktop's own
    palette, or Qt's dark one where the desktop's stays light under a dark scheme."""
    ours = QCoreApplication.testAttribute(Qt.ApplicationAttribute.AA_SetPalette)
    dark = scheme == Qt.ColorScheme.Dark
    if ours and not dark:
        # A palette without roles set: the desktop's own again, following its theme.
        QApplication.setPalette(QPalette())
    elif dark and not ours and not reads_dark(QApplication.palette()):
        QApplication.setPalette(dark_palette())


# A symbol's pixels average below this lightness and this saturation (0-255): a black symbol
# (the style's own arrows and media signs), drawn in the palette's button text colour.
_SYMBOL_LIGHTNESS = 64
_SYMBOL_SATURATION = 32
_SYMBOL_PROBE = QSize(32, 32)


def _black_symbol(icon: QIcon) -> bool:
    image = icon.pixmap(_SYMBOL_PROBE).toImage()
    inked = [colour for colour in (QColor.fromRgba(image.pixel(x, y)) for x in range(image.width())
                                   for y in range(image.height())) if colour.alpha() > 127]
    return bool(inked) and (
        sum(colour.lightness() for colour in inked) < _SYMBOL_LIGHTNESS * len(inked)
        and sum(colour.hslSaturation() for colour in inked) < _SYMBOL_SATURATION * len(inked))


class _Symbol(QIconEngine):
    """The style's black symbol in the palette's button text colour when it is painted: light
    on dark chrome, and greyed like the button's text where the action cannot be used (the
    style leaves a disabled black symbol black)."""

    def __init__(self, drawn: QIcon) -> None:
        super().__init__()
        self._drawn = drawn

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        tinted = self._drawn.pixmap(size, QIcon.Mode.Normal, state)
        group = QPalette.ColorGroup.Disabled if mode == QIcon.Mode.Disabled else QPalette.ColorGroup.Active
        painter = QPainter(tinted)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(tinted.rect(),
                         QGuiApplication.palette().color(group, QPalette.ColorRole.ButtonText))
        painter.end()
        return tinted

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        painter.drawPixmap(rect, self.pixmap(rect.size(), mode, state))

    def clone(self) -> QIconEngine:
        return _Symbol(self._drawn)


def symbol_icon(theme: str, fallback: QIcon) -> QIcon:
    """The desktop theme's icon named ``theme``; else ``fallback`` (the style's), a black
    symbol of which is drawn in the colours of the buttons' text."""
    if QIcon.hasThemeIcon(theme):
        return QIcon.fromTheme(theme)
    return QIcon(_Symbol(fallback)) if _black_symbol(fallback) else fallback
