# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The slim bar over the status strip while the computer shows a game: what it is doing, and
Pause, Step and Stop for the mouse (Space, → or N, and Esc for the keyboard)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QSizePolicy, QStyle, QToolBar

from addiction.shell.colour_scheme import symbol_icon
from addiction.table.showing import Show


class ShowBar(QToolBar):
    """Bound to the window's bottom edge; shown while a page has a show on (``follow``)."""

    def __init__(self, window: QMainWindow, pause: Callable[[], None],
                 step: Callable[[], None], stop: Callable[[], None]) -> None:
        super().__init__(self.tr("Replay Controls"), window)
        self.setObjectName("ShowBar")
        self.setMovable(False)
        self.setFloatable(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        style = window.style()
        sp = QStyle.StandardPixmap
        self._icons = {
            "pause": symbol_icon("media-playback-pause", style.standardIcon(sp.SP_MediaPause)),
            "play": symbol_icon("media-playback-start", style.standardIcon(sp.SP_MediaPlay)),
        }
        self.label = QLabel(self)
        self.label.setObjectName("show_text")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setContentsMargins(8, 0, 8, 0)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.label.setMinimumWidth(40)
        self.addWidget(self.label)
        self.action_pause = self._action(self.tr("Pause"), pause, [QKeySequence(Qt.Key.Key_Space)],
                                         self._icons["pause"])
        self.action_step = self._action(
            self.tr("Step"), step, [QKeySequence(Qt.Key.Key_Right), QKeySequence(Qt.Key.Key_N)],
            symbol_icon("media-skip-forward", style.standardIcon(sp.SP_MediaSkipForward)))
        self.action_step.setToolTip(self.tr("Play one move, then hold (→ or N)"))
        self.action_stop = self._action(
            self.tr("Stop"), stop, [QKeySequence(Qt.Key.Key_Escape)],
            symbol_icon("media-playback-stop", style.standardIcon(sp.SP_MediaStop)))
        window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self)
        self.hide()

    def _action(self, text: str, slot: Callable[[], None], keys: list[QKeySequence],
                icon: QIcon) -> QAction:
        action = QAction(icon, text, self)
        action.setShortcuts(keys)
        # The bar's keys work wherever the focus is in the window, while the bar is shown.
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        return action

    def follow(self, show: Show | None) -> None:
        """Say what ``show`` is doing and offer what it can do now; hidden when None."""
        if show is None:
            self.hide()
            return
        self.label.setText(show.text)
        self.label.setAccessibleName(show.text)
        paused = show.state == "paused"
        self.action_pause.setVisible(show.can_pause or show.state == "thinking")
        self.action_pause.setEnabled(show.can_pause)
        self.action_pause.setText(self.tr("Resume") if paused else self.tr("Pause"))
        self.action_pause.setIcon(self._icons["play" if paused else "pause"])
        self.action_pause.setToolTip(self.tr("Play on (Space)") if paused
                                     else self.tr("Hold the replay where it is (Space)"))
        self.action_step.setVisible(show.can_pause or show.state == "thinking")
        self.action_step.setEnabled(show.can_step)
        self.action_stop.setText(show.stop_text)
        self.action_stop.setToolTip(self.tr("{action} (Esc)").format(action=show.stop_text))
        self.show()
