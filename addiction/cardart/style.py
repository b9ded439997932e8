# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The look chosen for the cards and the table: the colour scheme, large print, high contrast, a
desktop deck or the app's own, a back and the cloth; what a picture's key says of them."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final, NamedTuple, Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from addiction.cardart.felt import DEFAULT_CLOTH, Cloth
from addiction.core.cards import Card

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter as _Painter


class BackStyle(NamedTuple):
    """One of the app's own backs: the field, its pattern's lines, the gold of the rosette
    and frame; ``grid``: lines across and down instead of a diagonal lattice."""

    field: QColor
    light: QColor
    gold: QColor
    grid: bool = False


# The app's own deck, and what the id of one of the desktop's may look like in the settings:
# its kind, then its folder (KDE's) or file (Aisleriot's) name (see ``addiction.cardart.decks``).
OUR_DECK: Final = "ours"
DECK_ID: Final = re.compile(r"ours|kde/svg-[\w.+-]{1,100}|aisleriot/[\w.+-]{1,100}\.svgz?")

# "deck": the chosen deck's own back (ours: the blue one).
DECK_BACK: Final = "deck"
BACK_STYLES: Final[dict[str, BackStyle]] = {
    "blue": BackStyle(QColor("#17386b"), QColor("#5d86c4"), QColor("#d9b45a")),
    "red": BackStyle(QColor("#7a1424"), QColor("#c65a6a"), QColor("#e2c274")),
    "green": BackStyle(QColor("#0f4a2c"), QColor("#4f9a6e"), QColor("#d9b45a")),
    "black": BackStyle(QColor("#202028"), QColor("#5a5a68"), QColor("#c9a44c"), grid=True),
}
BACKS: Final[tuple[str, ...]] = (DECK_BACK, *BACK_STYLES)


class DeckPainter(Protocol):
    """A deck of the desktop's (``addiction.cardart.decks.SvgDeck``), as the art asks it."""

    @property
    def id(self) -> str: ...

    def paint_face(self, painter: _Painter, rect: QRectF, card: Card) -> None: ...

    def paint_back(self, painter: _Painter, rect: QRectF) -> None: ...

    def picture(self, card: int, width: int, height: int, *,
                renderer: Any = None) -> QImage:
        """Card ``card`` (-1: the back) ``width`` × ``height`` pixels (off the GUI thread:
        with a ``renderer`` from ``new_renderer`` made on that thread)."""
        ...

    def new_renderer(self, parse: Any = None) -> Any:
        """A renderer of the deck for the drawing thread, made with ``parse`` (ValueError: the
        file is unfit)."""
        ...

    def stored(self, card: int, width: int, height: int) -> bool:
        """Whether that picture is on disk already (fast to have)."""
        ...




Look = tuple[object, ...]


class CardStyle:
    """The look chosen, as plain state: read by the painting (``addiction.cardart.painting``)
    and the pictures (``addiction.cardart.pictures``), set through ``CardArt``, which drops the
    pictures a change makes stale."""

    def __init__(self, four_colour: bool = False, *, large_print: bool = False,
                 high_contrast: bool = False) -> None:
        self.four_colour = four_colour
        self.large_print = large_print
        self.high_contrast = high_contrast
        # The desktop's deck chosen (None: the app's own), the back and the table's cloth.
        self.deck: DeckPainter | None = None
        self.back = DECK_BACK
        self.cloth: Cloth = DEFAULT_CLOTH

    @property
    def deck_shown(self) -> DeckPainter | None:
        """The deck drawn now: none under large print or high contrast, whose faces are made
        to be read at a glance, which another deck's are not."""
        return None if self.large_print or self.high_contrast else self.deck

    @property
    def card_look(self) -> Look:
        """Everything that changes how a card looks, for the keys of its pictures."""
        deck = self.deck.id if self.deck is not None else ""
        return (self.four_colour, self.large_print, self.high_contrast, deck, self.back)

    @property
    def look(self) -> Look:
        """Everything that changes how a card or the felt looks, for the keys of pictures
        made from them (a table in small, a miniature)."""
        return (*self.card_look, self.cloth.key, id(self.cloth.image))

    def back_style(self) -> BackStyle | None:
        """The app's own back drawn now (None: the deck's own back)."""
        if self.back == DECK_BACK:
            deck = self.deck_shown
            return BACK_STYLES["blue"] if deck is None else None
        return BACK_STYLES[self.back]
