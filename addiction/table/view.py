# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What both card tables share: a frameless felt scene that fills the view, and animation speed."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGraphicsScene, QWidget

from addiction.cardart.animation import Animator, Speed, Timing
from addiction.cardart.art import CardArt
from addiction.cardart.felt import paint_felt
from addiction.cardart.items import CardItem
from addiction.table.accessibility import AccessibleTable


class CardTableView(AccessibleTable):
    """A view of its own scene on the felt, with the card art and the animations of one game.

    A subclass fills the scene, says in ``_come_to_rest`` how every item lies when nothing
    moves, and emits ``refused`` where it shows that a click or key can do nothing.
    """

    animations_finished = Signal()
    # A click or key that can do nothing where it was given (the table shows it: a red flash).
    refused = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport of our own making, the same plain widget Qt would make: the first
        # ``viewport()`` of Qt's own has PySide6 try every widget class of QtWidgets on it to
        # learn its type, creating each class and its enums (some 20 ms at start-up).
        self.setViewport(QWidget())
        self._art = art
        self._timing = Timing("normal")
        self._animator = Animator(self)
        self._pictures_released = False

        scene = QGraphicsScene(self)
        # Cards move all the time and there are only ~110 items: a spatial index costs more
        # to maintain than it saves.
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        # The felt is drawn once into a picture of the table's size and copied from it, like
        # QGraphicsView's CacheBackground, but a picture the view can give back when its page
        # is left: Qt keeps its own until the next paint, some 4 MB for every page visited.
        self._felt = QPixmap()
        self._felt_key: tuple[QSizeF, float] | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    @property
    def art(self) -> CardArt:
        """The window's one card art, which the cards, the felt and the outlines follow."""
        return self._art

    @property
    def speed(self) -> Speed:
        return self._timing.speed

    def set_speed(self, speed: Speed) -> None:
        """Animation speed: "off" (no motion), "fast", "normal" or "slow"."""
        self._timing.speed = speed
        if not self._timing.enabled:
            self.finish_animations()

    def finish_animations(self) -> None:
        """Jump every running animation to its end: every card lies where the game says."""
        if self._animator.busy:
            self._animator.stop_all()
            self._come_to_rest()

    @property
    def animating(self) -> bool:
        """Whether cards are still moving (``animations_finished`` follows when they land)."""
        return self._animator.busy

    def show_hint(self, advice: Any) -> None:
        """Light up what the solver's ``advice`` would play (None: clear the hint)."""
        raise NotImplementedError

    # --- pictures while out of sight --------------------------------------------------------

    @property
    def pictures_released(self) -> bool:
        """Whether the cards' pictures were given back (see ``release_pictures``)."""
        return self._pictures_released

    def release_pictures(self) -> None:
        """The view went out of sight: give back every card's picture (a face with its shadow,
        some 40 kB at the usual sizes, ~100 cards a game) and the cached felt behind them (one
        window-sized picture, ~4 MB). ``restore_pictures`` draws them again; the cards keep
        their places, so nothing else changes."""
        self.finish_animations()
        for item in self.scene().items():
            if isinstance(item, CardItem):
                item.drop_sprite()
        self.resetCachedContent()
        self._pictures_released = True

    def resetCachedContent(self) -> None:
        """Forget the felt's picture too (drawn again on the next paint)."""
        self._felt = QPixmap()
        self._felt_key = None
        super().resetCachedContent()

    @property
    def felt_cached(self) -> bool:
        """Whether the view holds a picture of its felt."""
        return not self._felt.isNull()

    def restore_pictures(self) -> None:
        """The view comes back on show: draw again what ``release_pictures`` gave back."""
        if self._pictures_released:
            self._pictures_released = False
            self.refresh_cards()

    def refresh_cards(self) -> None:
        """Draw every card again (the deck's colours changed)."""
        raise NotImplementedError

    def _come_to_rest(self) -> None:
        """Lay every item where the game says, without animation."""
        raise NotImplementedError

    # --- what a screen reader reads (see ``accessibility``) --------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # The card art's high-contrast switch is the table's too: one switch for the whole look.
        exposed, table = QRectF(rect), self.sceneRect()
        if self._art.high_contrast or table.isEmpty():  # one flat colour: nothing to keep
            paint_felt(painter, exposed, table, plain=self._art.high_contrast,
                       cloth=self._art.cloth)
            return
        if not table.contains(exposed):
            paint_felt(painter, exposed, table, cloth=self._art.cloth)
        dpr = self.devicePixelRatioF()
        key = (table.size(), dpr)
        if self._felt_key != key or self._felt.isNull():
            felt = QPixmap(max(1, math.ceil(table.width() * dpr)),
                           max(1, math.ceil(table.height() * dpr)))
            felt.setDevicePixelRatio(dpr)
            felt_painter = QPainter(felt)
            felt_painter.translate(-table.topLeft())
            paint_felt(felt_painter, table, table, cloth=self._art.cloth)
            felt_painter.end()
            self._felt, self._felt_key = felt, key
        part = exposed & table
        if part.isEmpty():
            return
        source = part.translated(-table.topLeft())
        painter.drawPixmap(part, self._felt, QRectF(source.x() * dpr, source.y() * dpr,
                                                    source.width() * dpr, source.height() * dpr))
