# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The pictures of cards the tables show: a bounded cache of pixmaps, and a desktop deck's
pictures drawn on a thread of their own (``addiction.cardart.deck_drawer``), shown scaled or as
stand-ins meanwhile and drawn sharp once they arrive. For the GUI thread only.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QImage, QPainter, QPixmap

from addiction.cardart.painting import CARD_ASPECT, OwnDeck
from addiction.cardart.style import BACK_STYLES, BACKS, DECK_BACK, CardStyle, DeckPainter, Look
from addiction.core.cards import CARDS

if TYPE_CHECKING:
    from addiction.cardart.deck_drawer import DeckDrawer

# How long after the last new size a deck's cards, shown scaled meanwhile, are drawn sharp.
SHARPEN_MS: Final = 300
# A deck's pictures drawn on the drawing thread are shown this often as they arrive: a few at a
# time rather than one table drawn again per card.
ARRIVALS_MS: Final = 100


# A picture's key: the card (-1: the back), with its figure, its width, the screen's pixel
# ratio, and the look it was drawn in.
Key = tuple[int, bool, int, float, Look]


class Pictures:
    """Ready pictures of cards, a bounded number of them, and the drawing thread that draws a
    desktop deck's. Not a QObject: ``CardArt`` holds one."""

    def __init__(self, style: CardStyle, own: OwnDeck, cache_size: int) -> None:
        self._style = style
        self._own = own
        self._cache_size = cache_size
        self._cache: OrderedDict[Key, QPixmap] = OrderedDict()
        # The keys asked for since ``mark_in_use``: the pictures of the table on show.
        self._in_use: set[Key] = set()
        # A deck's cards asked for at a new size (a window resized) are first scaled from a
        # picture at another size, then drawn sharp once sizes stop changing: ``sharpen`` (the
        # window's) draws the tables again then. Without it, every picture is drawn at once.
        self.sharpen: Callable[[], None] | None = None
        self._blurry: set[Key] = set()
        self._sharp_only = False
        self._sharpen_timer: QTimer | None = None
        # With ``sharpen`` set, a deck's pictures not on disk are drawn on a thread of their
        # own (``addiction.cardart.deck_drawer``); each stands in the meanwhile (see ``get``)
        # and the tables are drawn again as they arrive, a few at a time. False: drawn at once.
        self.draw_in_background = True
        self._drawer: DeckDrawer | None = None
        self._awaited: set[Key] = set()
        self._arrival_timer: QTimer | None = None
        self._drawing_stopped = False
        # Errands given to the drawing thread whose outcome has not come back.
        self._errands = 0

    def __len__(self) -> int:
        """How many pictures the cache holds."""
        return len(self._cache)

    def mark_in_use(self) -> None:
        """Start noting the pictures asked for (another table comes on show); the ones not
        asked for by the time of ``forget_unused`` are dropped then."""
        self._in_use = set()

    def forget_unused(self) -> None:
        """Drop the pictures not asked for since ``mark_in_use``: those of tables out of sight
        (each card size of each game a deck of some 2 MB); a table that comes back asks again."""
        for key in [key for key in self._cache if key not in self._in_use]:
            del self._cache[key]

    def forget(self) -> None:
        """Drop every picture (the look changed), and those being drawn."""
        self.stop_awaiting()
        self._cache.clear()

    def get(self, card: int, width: int, dpr: float, figure: bool = True, *,
            now: bool = False) -> QPixmap:
        """Card ``card`` (-1: the back), ``width`` logical px wide for a screen of ratio ``dpr``,
        from the cache or made now; ``now``: a deck's picture drawn at once, never a stand-in."""
        deck = self._style.deck_shown
        # A deck's faces have their figure whatever is over them: one picture serves both.
        figure = figure or deck is not None
        key = (card, figure, width, round(dpr, 3), self._style.card_look)
        self._in_use.add(key)
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        if deck is not None and (card >= 0 or self._style.back_style() is None):
            # Drawn once for each size (and kept on disk, where the deck keeps them).
            size = (max(1, round(width * dpr)), max(1, round(width * CARD_ASPECT * dpr)))
            if now or self.sharpen is None or deck.stored(card, *size):
                pixmap = QPixmap.fromImage(deck.picture(card, *size))
                pixmap.setDevicePixelRatio(dpr)
                return self._keep(key, pixmap)
            near = self._nearest(key)
            if near is not None and not self._sharp_only:
                # Sizes changing (a window resized): drawn sharp once they stop.
                self._blurry.add(key)
                self._sharpen_later()
            elif self.draw_in_background:
                self._draw_later(key, deck, card, size)
            else:
                pixmap = QPixmap.fromImage(deck.picture(card, *size))
                pixmap.setDevicePixelRatio(dpr)
                return self._keep(key, pixmap)
            # Meanwhile, the card scaled from a picture of it at another size, or our own.
            if near is not None:
                pixmap = near.scaled(*size, Qt.AspectRatioMode.IgnoreAspectRatio,
                                     Qt.TransformationMode.SmoothTransformation)
                pixmap.setDevicePixelRatio(dpr)
            else:
                pixmap = self._own_picture(card, figure, width, dpr)
            return self._keep(key, pixmap)
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(width * CARD_ASPECT * dpr)))
        pixmap.fill(Qt.GlobalColor.transparent)
        pixmap.setDevicePixelRatio(dpr)
        painter = QPainter(pixmap)
        rect = QRectF(0.0, 0.0, pixmap.width() / dpr, pixmap.height() / dpr)
        if card < 0:
            self._own.paint_back(painter, rect, self._style.back_style() or BACK_STYLES["blue"])
        else:
            self._own.paint_face(painter, rect, CARDS[card], figure=figure)
        painter.end()
        return self._keep(key, pixmap)

    def _own_picture(self, card: int, figure: bool, width: int, dpr: float) -> QPixmap:
        """Our own face of ``card`` (-1: our blue back), standing in for a deck's picture not
        drawn yet: always the right card, in a look the player knows, and most often on the
        table just before (the picture is taken from there: drawing 53 costs a quarter second)."""
        flags = (self._style.four_colour, self._style.large_print, self._style.high_contrast, "")
        for back in BACKS:
            for drawn in (True, figure) if card >= 0 else (True,):
                if card < 0 and back not in (DECK_BACK, "blue"):
                    continue
                ready = self._cache.get((card, drawn, width, round(dpr, 3), (*flags, back)))
                if ready is not None:
                    return ready
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(width * CARD_ASPECT * dpr)))
        pixmap.fill(Qt.GlobalColor.transparent)
        pixmap.setDevicePixelRatio(dpr)
        painter = QPainter(pixmap)
        rect = QRectF(0.0, 0.0, pixmap.width() / dpr, pixmap.height() / dpr)
        if card < 0:
            self._own.paint_back(painter, rect, BACK_STYLES["blue"])
        else:
            self._own.paint_face(painter, rect, CARDS[card], figure=figure)
        painter.end()
        return pixmap

    def _draw_later(self, key: Key, deck: DeckPainter,
                    card: int, size: tuple[int, int]) -> None:
        if key in self._awaited or self._drawing_stopped:  # the window closed: no more
            return
        self._awaited.add(key)
        self._drawing_thread().ask(key, deck, card, *size)

    def _drawing_thread(self) -> DeckDrawer:
        if self._drawer is None or not self._drawer.running:
            from addiction.cardart.deck_drawer import DeckDrawer  # noqa: PLC0415 - with a deck

            self._drawer = DeckDrawer(self._arrived)
        return self._drawer

    def errand(self, work: Callable[[Callable[[bytes], Any]], object],
               done: Callable[[object], None]) -> None:
        """Run ``work`` on the drawing thread before the pictures waiting there (a deck read
        and checked: see ``addiction.cardart.deck_drawer``); ``done`` is called on the GUI thread
        with what it returned or the ValueError it raised. The art is ``sharpening`` until
        then; once the window closed, nothing is run."""
        if self._drawing_stopped:
            return

        def finished(outcome: object) -> None:
            self._errands -= 1
            done(outcome)

        self._errands += 1
        self._drawing_thread().errand(work, finished)

    def _arrived(self, key: object, image: QImage | None) -> None:
        """A picture drawn on the drawing thread: kept, and the tables drawn again soon (a few
        arrivals at a time)."""
        if key not in self._awaited:  # asked for by a deck or look since left
            return
        self._awaited.discard(key)
        if image is None:  # the deck's file went unfit: the stand-in stays
            return
        assert isinstance(key, tuple)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(key[3])
        self._keep(key, pixmap)
        if self._arrival_timer is None:
            self._arrival_timer = QTimer()
            self._arrival_timer.setSingleShot(True)
            self._arrival_timer.setInterval(ARRIVALS_MS)
            self._arrival_timer.timeout.connect(self._show_arrivals)
        if not self._arrival_timer.isActive():
            self._arrival_timer.start()

    def _show_arrivals(self) -> None:
        if self.sharpen is not None:
            self.sharpen()

    @property
    def awaited(self) -> int:
        """How many pictures on show are stand-ins for a deck's, being drawn."""
        return len(self._awaited)

    def stop_awaiting(self) -> None:
        """Forget the pictures being drawn (another deck or look): their stand-ins go too."""
        if self._drawer is not None:
            self._drawer.cancel()
        for key in self._awaited:
            self._cache.pop(key, None)
        self._awaited.clear()

    def __del__(self) -> None:
        if self._drawer is not None:
            self._drawer.stop()

    def stop_drawing(self) -> None:
        """End the drawing thread (the window closes): the picture being drawn is finished,
        the others forgotten."""
        self.stop_awaiting()
        self._drawing_stopped = True
        self._errands = 0
        if self._arrival_timer is not None:
            self._arrival_timer.stop()
        if self._drawer is not None:
            self._drawer.stop()
            self._drawer = None

    def _nearest(self, key: Key) -> QPixmap | None:
        """A sharp picture of the same card in the same look at another size, the one asked
        for last (None: none)."""
        card, figure, _, dpr, look = key
        found = None
        for other, pixmap in self._cache.items():
            if (other[0], other[1], other[3], other[4]) == (card, figure, dpr, look) \
                    and other not in self._blurry and other not in self._awaited:
                found = pixmap
        return found

    def _sharpen_later(self) -> None:
        if self._sharpen_timer is None:
            self._sharpen_timer = QTimer()
            self._sharpen_timer.setSingleShot(True)
            self._sharpen_timer.setInterval(SHARPEN_MS)
            self._sharpen_timer.timeout.connect(self.sharpen_now)
        self._sharpen_timer.start()  # again: a window still being resized waits

    @property
    def sharpening(self) -> bool:
        """Whether some pictures on show are scaled ones or stand-ins waiting to be drawn sharp,
        or a deck chosen is still being read (see ``errand``)."""
        arriving = self._arrival_timer is not None and self._arrival_timer.isActive()
        return bool(self._blurry or self._awaited or self._errands) or arriving

    def sharpen_now(self) -> None:
        """Draw sharp the deck's pictures shown scaled (``sharpen`` asks for them again)."""
        if self._sharpen_timer is not None:
            self._sharpen_timer.stop()
        for key in self._blurry:
            self._cache.pop(key, None)
        self._blurry.clear()
        if self.sharpen is not None:
            self._sharp_only = True
            try:
                self.sharpen()
            finally:
                self._sharp_only = False

    def _keep(self, key: Key, pixmap: QPixmap) -> QPixmap:
        self._cache[key] = pixmap
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return pixmap
