# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Draws a desktop deck's card pictures on a thread of their own, so that switching to a deck
whose cards QtSvg takes a quarter of a second each to draw never holds the window.

The thread has its own SVG renderer for each deck (a renderer belongs to the thread that made
it) and draws into ``QImage``s, which may be made off the GUI thread; the card art turns them
into pixmaps on the GUI thread when they arrive. Loaded with the first deck drawn this way.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, Final, Protocol

from PySide6.QtCore import QObject, Qt, Signal, Slot

if TYPE_CHECKING:
    from PySide6.QtGui import QImage


class DeckPainter(Protocol):
    """What is asked of a deck here (``addiction.table.cardart.DeckPainter`` has it)."""

    def picture(self, card: int, width: int, height: int, *, renderer: Any = None) -> QImage: ...

    def new_renderer(self) -> Any: ...

THREAD_NAME: Final = "addiction-deck-drawer"
# The renderers kept by the thread: the deck on show and the one before (switching back).
_RENDERERS: Final = 2


class DeckDrawer(QObject):
    """One worker thread drawing deck pictures asked for with ``ask``; ``arrived`` (the
    callback given) is called on the GUI thread with each job's key and picture (None: the
    deck's file could not be read again)."""

    # Emitted from the worker thread; delivered queued to ``_deliver`` on the GUI thread.
    _drawn = Signal(object, object)

    def __init__(self, arrived: Callable[[Hashable, QImage | None], None]) -> None:
        super().__init__()
        # Not kept alive by its thread: the art gone, its ``__del__`` stops the thread.
        self._arrived = weakref.WeakMethod(arrived)
        self._jobs: deque[tuple[Hashable, DeckPainter, int, int, int]] = deque()
        self._wake = threading.Condition()
        self._stopping = False
        self._drawn.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._thread = threading.Thread(target=self._run, name=THREAD_NAME, daemon=True)
        self._thread.start()

    def ask(self, key: Hashable, deck: DeckPainter, card: int, width: int, height: int) -> None:
        """Draw ``card`` (-1: the back) of ``deck`` at ``width`` × ``height`` pixels."""
        with self._wake:
            self._jobs.append((key, deck, card, width, height))
            self._wake.notify()

    def cancel(self) -> None:
        """Forget the pictures asked for and not yet begun."""
        with self._wake:
            self._jobs.clear()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self) -> None:
        """Forget the pictures not begun, and wait for the one being drawn (the thread ends)."""
        with self._wake:
            self._stopping = True
            self._jobs.clear()
            self._wake.notify()
        self._thread.join()

    def _run(self) -> None:
        # Made, used and dropped on this thread only.
        renderers: OrderedDict[int, tuple[DeckPainter, object]] = OrderedDict()
        while True:
            with self._wake:
                while not self._jobs and not self._stopping:
                    self._wake.wait()
                if self._stopping:
                    break
                key, deck, card, width, height = self._jobs.popleft()
            image: QImage | None = None
            try:
                held = renderers.get(id(deck))
                if held is None or held[0] is not deck:
                    held = renderers[id(deck)] = (deck, deck.new_renderer())
                    while len(renderers) > _RENDERERS:
                        renderers.popitem(last=False)
                renderers.move_to_end(id(deck))
                image = deck.picture(card, width, height, renderer=held[1])
            except ValueError:  # DeckError: the file changed or went since it was checked
                image = None
            try:
                self._drawn.emit(key, image)
            except RuntimeError:  # the art that asked is gone (the application quits)
                break
        renderers.clear()

    @Slot(object, object)
    def _deliver(self, key: Hashable, image: QImage | None) -> None:
        arrived = self._arrived()
        if not self._stopping and arrived is not None:
            arrived(key, image)
