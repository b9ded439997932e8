# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Language submenu of Settings: the player's language, chosen for the next start."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox

from addiction.i18n import LANGUAGES, SYSTEM, system_language
from addiction.table.settings import Settings


def build_language_menu(
    menu: QMenu, settings: Settings, tell: Callable[[str], None] | None = None
) -> None:
    """Add a Language submenu to ``menu``: System Default and each language, as a radio group.

    Choosing one stores it in ``settings``; it takes effect at the next start, which the
    player is told through ``tell`` (a status-bar message, say) or else a note beside the menu.
    """
    submenu = menu.addMenu(QCoreApplication.translate("Language", "&Language"))
    submenu.setObjectName("language_menu")
    group = QActionGroup(submenu)
    group.setExclusive(True)
    system_text = QCoreApplication.translate("Language", "System Default ({language})").format(
        language=LANGUAGES[system_language()]
    )
    current = settings.language
    for code, text in [(SYSTEM, system_text), *LANGUAGES.items()]:
        action = QAction(text, group)
        action.setCheckable(True)
        action.setData(code)
        action.setChecked(code == current)
        submenu.addAction(action)
        if code == SYSTEM:
            submenu.addSeparator()

    def chosen(action: QAction) -> None:
        code = str(action.data())
        if code == settings.language:
            return
        settings.language = code
        settings.sync()
        message = QCoreApplication.translate(
            "Language", "The language changes the next time you start Addiction."
        )
        if tell is not None:
            tell(message)
            return
        # Beside the window the menu hangs from (a menu's own window is its popup), and
        # without blocking it: nothing here needs an answer.
        owner = menu.parentWidget()
        box = QMessageBox(
            QMessageBox.Icon.Information, QCoreApplication.translate("Language", "Language"),
            message, QMessageBox.StandardButton.Ok, owner.window() if owner else None,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.show()

    group.triggered.connect(chosen)
