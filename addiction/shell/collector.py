# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Python's cycle collector runs on the GUI thread only.

The collector runs in whichever thread happens to allocate when a threshold is crossed: in a
game, most often the solver's pool thread or the saved-games writer. If the cycle it frees
holds a QObject (a page's model, a timer, a finished dialog), the C++ object is destroyed in
that thread, Qt cannot stop its timers from there ("Timers cannot be stopped from another
thread"), and the GUI thread's next timer event goes to freed memory: a crash minutes later,
nowhere near its cause. So automatic collection is switched off and done here instead,
generation by generation as the counts call for it, from a timer of the GUI thread's event loop.
Objects freed by reference counting (nearly all of them) are unaffected.
"""

from __future__ import annotations

import gc
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, QTimer

# How often the counts are looked at: garbage cycles wait at most this long.
INTERVAL_MS: Final = 500
# The application's collector, kept on the application's Python object: ``findChild`` would
# have PySide6 wrap each of the application's children, making their classes (some 10 ms at
# start-up).
_ATTRIBUTE: Final = "_gui_thread_collector"


class GuiThreadCollector(QObject):
    """Takes over automatic collection until ``stop`` (see the module)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._thresholds = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> int:
        """Collect the oldest generation whose count has passed its threshold; the number of
        objects found unreachable (0 when nothing was due)."""
        counts = gc.get_count()
        for generation in (2, 1, 0):
            threshold = self._thresholds[generation]
            if threshold and counts[generation] > threshold:
                return gc.collect(generation)
        return 0

    def stop(self) -> None:
        """Collect everything now, here, and give collection back to Python as it was."""
        self._timer.stop()
        owner = self.parent()
        if owner is not None and getattr(owner, _ATTRIBUTE, None) is self:
            delattr(owner, _ATTRIBUTE)
        self.setParent(None)
        gc.collect()
        if self._was_enabled:
            gc.enable()


def collect_on_gui_thread(app: QCoreApplication) -> GuiThreadCollector:
    """Make ``app``'s thread the only one the cycle collector runs in (once per application)."""
    existing = getattr(app, _ATTRIBUTE, None)
    if isinstance(existing, GuiThreadCollector):
        return existing
    collector = GuiThreadCollector(app)
    setattr(app, _ATTRIBUTE, collector)
    return collector
