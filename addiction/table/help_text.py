# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The help every game's rules share, in the same words and translated once (the "Rules"
context of the catalogues): a game's ``rules_html`` puts these beside its own paragraphs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def help_heading_html() -> str:
    return QCoreApplication.translate("Rules", "<h3>Help</h3>")


def play_to_the_end_html() -> str:
    """What Play to the End does, and how it is stopped."""
    return QCoreApplication.translate(
        "Rules", "<p>Play to the End (Shift+A) goes on playing the game's own moves until the "
        "game ends; a click on the table or a key stops it.</p>")
