# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Language submenu of Settings: the player's language, chosen for the next start.

The window's words are made once, in the language of the start, so a new language shows from
the next start: the player is asked whether to restart now (the game in progress is saved and
comes back as it was left) or later.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from addiction.i18n import LANGUAGES, SYSTEM, system_language
from addiction.table.settings import Settings

if TYPE_CHECKING:
    # Imported where a box is shown: naming it at start would have PySide6 make the class
    # and its enums before the first frame.
    from PySide6.QtWidgets import QMessageBox


def build_language_menu(
    menu: QMenu, settings: Settings, tell: Callable[[str], None] | None = None,
    restart: Callable[[], None] | None = None,
) -> None:
    """Add a Language submenu to ``menu``: System Default and each language, as a radio group.

    Choosing one stores it in ``settings``; it takes effect at the next start. With ``restart``
    (which closes the program and starts it again) the player is asked "Restart Now" or
    "Later", a later start being recalled through ``tell`` (a status-bar message, say);
    without, a note beside the menu says when the language changes.
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
        owner = menu.parentWidget()
        parent = owner.window() if owner else None
        if restart is not None:
            ask_to_restart(parent, restart, tell, message)
            return
        if tell is not None:
            tell(message)
            return
        # Beside the window the menu hangs from (a menu's own window is its popup), and
        # without blocking it: nothing here needs an answer.
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - see the top

        box = QMessageBox(
            QMessageBox.Icon.Information, QCoreApplication.translate("Language", "Language"),
            message, QMessageBox.StandardButton.Ok, parent,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.show()

    group.triggered.connect(chosen)


def ask_to_restart(parent: QWidget | None, restart: Callable[[], None],
                   tell: Callable[[str], None] | None, later: str) -> QMessageBox:
    """Ask whether to restart in the new language now; "Later" says when it changes (through
    ``tell``, as ``later``). The question, open (window-modal) and answered by signal."""
    from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - see the top

    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("Language", "Restart in the New Language?"),
        QCoreApplication.translate(
            "Language", "The new language shows once Addiction starts again."),
        QMessageBox.StandardButton.NoButton, parent,
    )
    box.setObjectName("restart_question")
    box.setInformativeText(QCoreApplication.translate(
        "Language", "Restart now? The game in progress is saved and comes back as you left it."))
    now = box.addButton(QCoreApplication.translate("Language", "Restart Now"),
                        QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("Language", "Later"),
                  QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(now)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answered() -> None:
        if box.clickedButton() is now:
            restart()
        elif tell is not None:
            tell(later)

    box.finished.connect(answered)
    box.open()
    return box
