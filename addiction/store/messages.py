# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The store's sentences for the player, translated by Qt when the application has loaded it."""

from __future__ import annotations

import sys


def translate(context: str, text: str) -> str:
    """``QCoreApplication.translate`` if the application has loaded Qt, else the text as written.

    The store must stay usable by scripts and tests without Qt, yet its messages reach the
    player through the window, which has Qt and its translators loaded by then.
    """
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is None:
        return text
    translated: str = qtcore.QCoreApplication.translate(context, text)
    return translated
