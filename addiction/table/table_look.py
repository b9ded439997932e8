# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The player's choice of cards and cloth (a deck, a back, a felt colour or image), put on the
window's one ``CardArt``: what the settings keep and the Card Deck and Table dialog changes.

Loaded only when the choice differs from the app's own look, so a start with the own deck and
the green felt reads none of this (nor QtSvg).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale

from addiction.table.cardart import DECK_BACK, OUR_DECK, CardArt
from addiction.table.felt import Cloth, load_felt_image


@dataclass(frozen=True, slots=True)
class TableLook:
    """A deck id (``"ours"`` or one of ``addiction.table.decks``'s), a back (one of
    ``cardart.BACKS``), a felt colour (``#rrggbb``, ``""`` the green) and an image's path."""

    deck: str = OUR_DECK
    back: str = DECK_BACK
    felt_colour: str = ""
    felt_image: str = ""


DEFAULT_LOOK: Final = TableLook()


def dress(art: CardArt, look: TableLook, language: str = "") -> tuple[TableLook, list[str]]:
    """Put ``look`` on ``art``; what was put (a deck that is gone, damaged or hostile falls
    back to the app's own, an unreadable image to the colour) and one sentence for each part
    set aside; ``language`` (``""``: the system's) picks the deck names KDE's decks give."""
    language = language or QLocale().name()
    said: list[str] = []
    deck = None
    if look.deck != OUR_DECK:
        from addiction.table import decks  # noqa: PLC0415 - only for the desktop's decks

        deck = decks.kept(look.deck)
        entry = decks.find(look.deck, language) if deck is None else deck.entry
        if entry is None:
            said.append(QCoreApplication.translate(
                "CardDecks", "The card deck {deck} is no longer installed: the game's own cards "
                "are back.").format(deck=look.deck.partition("/")[2]))
        elif deck is None:
            try:
                deck = decks.load(entry)
            except decks.DeckError as error:
                said.append(str(error))
        if deck is None:
            look = replace(look, deck=OUR_DECK)
    cloth = Cloth(look.felt_colour)
    if look.felt_image and look.felt_image == art.cloth.image_path and art.cloth.image:
        cloth = Cloth(look.felt_colour, look.felt_image, art.cloth.image)  # read already
    elif look.felt_image:
        try:
            cloth = Cloth(look.felt_colour, look.felt_image, load_felt_image(look.felt_image))
        except ValueError as error:
            said.append(str(error))
            look = replace(look, felt_image="")
    art.deck = deck
    art.back = look.back
    art.cloth = cloth
    return look, said
