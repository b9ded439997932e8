# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Reads, checks and draws a desktop deck on a thread of its own, so that switching to a deck
whose document QtSvg takes a fifth of a second to parse, and whose cards a fifth of a second
each to draw, never holds the window.

Two threads work here. The drawing thread (Python's) takes the jobs: a deck's file read and
checked (``errand``), a card's picture drawn (``ask``). QtSvg itself runs on a second thread,
Qt's own (``svg_thread``), with no Python in it: PySide keeps Python's lock while a
``QSvgRenderer`` parses or renders when called from Python, which would stop the GUI thread's
Python too; invoked as a slot on a thread of Qt's, the work is Qt's alone, and the drawing
thread waits for it without the lock. A renderer lives on that thread (``SvgRenderer``); the
card art turns the pictures into pixmaps on the GUI thread when they arrive. Loaded with the
first deck read this way.
"""

from __future__ import annotations

import atexit
import threading
import weakref
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, Final, Protocol

from PySide6.QtCore import (
    Q_ARG,
    QByteArray,
    QDeadlineTimer,
    QMetaObject,
    QObject,
    QRectF,
    Qt,
    QThread,
    Signal,
    Slot,
)
from PySide6.QtGui import QPainter

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer


class DeckPainter(Protocol):
    """What is asked of a deck here (``addiction.cardart.art.DeckPainter`` has it)."""

    def picture(self, card: int, width: int, height: int, *, renderer: Any = None) -> QImage: ...

    def new_renderer(self, parse: Callable[[bytes], Any] | None = None) -> Any: ...


# What the drawing thread runs for someone else (a deck read and checked, previews drawn):
# given how to parse a document off Python's lock, it returns what ``done`` is handed.
Errand = Callable[[Callable[[bytes], "SvgRenderer"]], object]

THREAD_NAME: Final = "addiction-deck-drawer"
SVG_THREAD_NAME: Final = "addiction-svg"
# The renderers kept by the thread: the deck on show and the one before (switching back).
_RENDERERS: Final = 2

# How long quitting waits for the picture under way (the biggest decks parse in a fifth of a
# second) and, as Python ends, for QtSvg's thread: never longer. QtSvg can be held for good by
# a file that never answers (a FIFO an <image> names, a hung network mount), which the deck
# check keeps out; were one to get through, quitting would otherwise never end.
STOP_WAIT: Final = 2.0
EXIT_WAIT_MS: Final = 5000

_svg_lock = threading.Lock()
_svg_thread: QThread | None = None


def svg_thread() -> QThread:
    """The one thread of Qt's where every deck's renderer lives (started when first wanted,
    ended when Python ends)."""
    global _svg_thread  # noqa: PLW0603 - one for the process, shared by every drawer
    with _svg_lock:
        if _svg_thread is None or not _svg_thread.isRunning():
            thread = QThread()
            thread.setObjectName(SVG_THREAD_NAME)
            thread.start()
            if _svg_thread is None:
                atexit.register(_end_svg_thread)
            _svg_thread = thread
        return _svg_thread


def _end_svg_thread() -> None:
    with _svg_lock:
        if _svg_thread is not None:
            _svg_thread.quit()
            if not _svg_thread.wait(QDeadlineTimer(EXIT_WAIT_MS)):
                # Held inside QtSvg (reading a file: a point where a thread can be ended). A
                # thread left running would abort the process as Qt's objects go.
                _svg_thread.terminate()
                _svg_thread.wait(QDeadlineTimer(EXIT_WAIT_MS))


class SvgRenderer:
    """A ``QSvgRenderer`` living on ``svg_thread``, parsing and drawing there for whichever
    thread calls, which waits without Python's lock (one caller at a time: see
    ``SvgDeck.new_renderer``); it answers ``isValid`` and ``elementExists`` as one does."""

    def __init__(self, data: bytes) -> None:
        from PySide6.QtSvg import QSvgRenderer  # noqa: PLC0415 - only for the desktop's decks

        renderer = QSvgRenderer()
        # An animated document would start a timer on the thread of QtSvg, which could not be
        # stopped from another when the renderer goes: a deck is one still picture.
        renderer.setFramesPerSecond(0)
        renderer.moveToThread(svg_thread())
        self._renderer: QSvgRenderer = renderer
        QMetaObject.invokeMethod(renderer, "load", Qt.ConnectionType.BlockingQueuedConnection,
                                 Q_ARG(QByteArray, QByteArray(data)))

    def isValid(self) -> bool:
        return self._renderer.isValid()

    def elementExists(self, element: str) -> bool:
        return self._renderer.elementExists(element)

    def render(self, painter: QPainter, element: str, bounds: QRectF) -> None:
        QMetaObject.invokeMethod(self._renderer, "render",
                                 Qt.ConnectionType.BlockingQueuedConnection,
                                 Q_ARG("QPainter*", painter), Q_ARG(str, element),
                                 Q_ARG(QRectF, bounds))


class DeckDrawer(QObject):
    """One worker thread drawing deck pictures asked for with ``ask``; ``arrived`` (the
    callback given) is called on the GUI thread with each job's key and picture (None: the
    deck's file could not be read again). It also runs errands (``errand``)."""

    # Emitted from the worker thread; delivered queued to ``_deliver`` on the GUI thread.
    _drawn = Signal(object, object)
    _ran = Signal(object, object)

    def __init__(self, arrived: Callable[[Hashable, QImage | None], None]) -> None:
        super().__init__()
        # Not kept alive by its thread: the art gone, its ``__del__`` stops the thread.
        self._arrived = weakref.WeakMethod(arrived)
        self._jobs: deque[tuple[Hashable, DeckPainter, int, int, int]] = deque()
        self._errands: deque[tuple[Errand, Callable[[object], None]]] = deque()
        self._wake = threading.Condition()
        self._stopping = False
        self._drawn.connect(self._deliver, Qt.ConnectionType.QueuedConnection)
        self._ran.connect(self._report, Qt.ConnectionType.QueuedConnection)
        svg_thread()  # started here, on the GUI thread, not on the first errand's
        self._thread = threading.Thread(target=self._run, name=THREAD_NAME, daemon=True)
        self._thread.start()

    def ask(self, key: Hashable, deck: DeckPainter, card: int, width: int, height: int) -> None:
        """Draw ``card`` (-1: the back) of ``deck`` at ``width`` × ``height`` pixels."""
        with self._wake:
            self._jobs.append((key, deck, card, width, height))
            self._wake.notify()

    def errand(self, work: Errand, done: Callable[[object], None]) -> None:
        """Run ``work`` on the thread before any picture not begun; ``done`` is called on the
        GUI thread with what it returned, or the ``ValueError`` it raised."""
        with self._wake:
            self._errands.append((work, done))
            self._wake.notify()

    def cancel(self) -> None:
        """Forget the pictures asked for and not yet begun."""
        with self._wake:
            self._jobs.clear()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self) -> None:
        """Forget the pictures and errands not begun, and wait for the one under way (the
        thread ends), at most ``STOP_WAIT`` seconds: a thread still drawing then is left to
        end with the process (a daemon, it holds nothing the process needs to end)."""
        with self._wake:
            self._stopping = True
            self._jobs.clear()
            self._errands.clear()
            self._wake.notify()
        if self._thread is not threading.current_thread():
            self._thread.join(STOP_WAIT)

    def _run(self) -> None:
        # Made, used and dropped on this thread only.
        renderers: OrderedDict[int, tuple[DeckPainter, object]] = OrderedDict()
        while True:
            with self._wake:
                while not self._jobs and not self._errands and not self._stopping:
                    self._wake.wait()
                if self._stopping:
                    break
                errand = self._errands.popleft() if self._errands else None
                job = self._jobs.popleft() if errand is None else None
            try:
                if errand is not None:
                    self._ran.emit(errand[1], self._outcome(errand[0]))
                elif job is not None:
                    self._drawn.emit(job[0], self._draw(renderers, *job[1:]))
            except RuntimeError:  # the art that asked is gone (the application quits)
                break
        renderers.clear()

    @staticmethod
    def _outcome(work: Errand) -> object:
        try:
            return work(SvgRenderer)
        except ValueError as error:  # DeckError: set aside, with its sentence
            return error

    @staticmethod
    def _draw(renderers: OrderedDict[int, tuple[DeckPainter, object]], deck: DeckPainter,
              card: int, width: int, height: int) -> QImage | None:
        try:
            held = renderers.get(id(deck))
            if held is None or held[0] is not deck:
                held = renderers[id(deck)] = (deck, deck.new_renderer(SvgRenderer))
                while len(renderers) > _RENDERERS:
                    renderers.popitem(last=False)
            renderers.move_to_end(id(deck))
            return deck.picture(card, width, height, renderer=held[1])
        except ValueError:  # DeckError: the file changed or went since it was checked
            return None

    @Slot(object, object)
    def _deliver(self, key: Hashable, image: QImage | None) -> None:
        arrived = self._arrived()
        if not self._stopping and arrived is not None:
            arrived(key, image)

    @Slot(object, object)
    def _report(self, done: Callable[[object], None], outcome: object) -> None:
        if not self._stopping:
            done(outcome)
