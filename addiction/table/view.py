# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What both card tables share: a frameless felt scene that fills the view, and animation speed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from addiction.table.accessibility import AccessibleTable
from addiction.table.animation import Animator, Speed, Timing
from addiction.table.cardart import CardArt
from addiction.table.felt import paint_felt


class CardTableView(AccessibleTable):
    """A view of its own scene on the felt, with the card art and the animations of one game.

    A subclass fills the scene and says in ``_come_to_rest`` how every item lies when
    nothing moves.
    """

    animations_finished = Signal()

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._art = art
        self._timing = Timing("normal")
        self._animator = Animator(self)

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
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
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

    def refresh_cards(self) -> None:
        """Draw every card again (the deck's colours changed)."""
        raise NotImplementedError

    def _come_to_rest(self) -> None:
        """Lay every item where the game says, without animation."""
        raise NotImplementedError

    # --- what a screen reader reads (see ``accessibility``) --------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # The card art's high-contrast switch is the table's too: one switch for the whole look.
        paint_felt(painter, QRectF(rect), self.sceneRect(), plain=self._art.high_contrast)
