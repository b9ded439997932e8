# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The player's choice of cards and cloth (a deck, a back, a felt colour or image), put on the
window's one ``CardArt``: what the settings keep and the Card Deck and Table dialog changes.

Loaded only when the choice differs from the app's own look, so a start with the own deck and
the green felt reads none of this (nor QtSvg).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QLocale

from addiction.cardart.art import CardArt
from addiction.cardart.felt import Cloth, load_felt_image
from addiction.cardart.style import DECK_BACK, OUR_DECK, DeckPainter

if TYPE_CHECKING:
    from addiction.cardart.decks import DeckEntry


@dataclass(frozen=True, slots=True)
class TableLook:
    """A deck id (``"ours"`` or one of ``addiction.cardart.decks``'s), a back (one of
    ``cardart.BACKS``), a felt colour (``#rrggbb``, ``""`` the green) and an image's path."""

    deck: str = OUR_DECK
    back: str = DECK_BACK
    felt_colour: str = ""
    felt_image: str = ""


DEFAULT_LOOK: Final = TableLook()


# The outcome of a deck read on the drawing thread: what was put on the art in the end, and
# one sentence for each part set aside.
Verdict = Callable[["TableLook", list[str]], None]

# The look each art was last asked for whose deck is being read: an outcome arriving for
# another (asked for before) is not put on the art.
_WANTED: weakref.WeakKeyDictionary[CardArt, object] = weakref.WeakKeyDictionary()


def dress(art: CardArt, look: TableLook, verdict: Verdict,
          language: str = "") -> tuple[TableLook, list[str]]:
    """Put ``look`` on ``art``; what was put (a deck that is gone falls back to the app's own,
    an unreadable image to the colour) and one sentence for each part set aside; ``language``
    (``""``: the system's) picks the deck names KDE's decks give.

    A deck not read lately is read and checked on the drawing thread, so this returns at once:
    the art keeps its deck meanwhile, then ``verdict`` is called on the GUI thread with what
    was put in the end (a damaged or hostile deck set aside with its sentence, the deck on
    show before kept)."""
    language = language or QLocale().name()
    said: list[str] = []
    _WANTED.pop(art, None)
    deck: DeckPainter | None = None
    if look.deck != OUR_DECK:
        from addiction.cardart import decks  # noqa: PLC0415 - only for the desktop's decks

        deck = decks.kept(look.deck)
        entry = decks.find(look.deck, language) if deck is None else deck.entry
        if entry is None:
            said.append(QCoreApplication.translate(
                "CardDecks", "The card deck {deck} is no longer installed: the game's own cards "
                "are back.").format(deck=look.deck.partition("/")[2]))
            look = replace(look, deck=OUR_DECK)
        elif deck is None:
            deck = art.deck  # until the deck chosen is known fit
            _read_aside(art, look, entry, verdict)
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


def _read_aside(art: CardArt, look: TableLook, entry: DeckEntry, verdict: Verdict) -> None:
    """Read and check the deck of ``entry`` on ``art``'s drawing thread, then put it on the
    art, or keep the deck on show (see ``dress``)."""
    from addiction.cardart import decks  # noqa: PLC0415 - only for the desktop's decks

    wanted = _WANTED[art] = object()

    def work(parse: decks.Parse) -> decks.SvgDeck:
        return decks.read_deck(entry, parse)

    def checked(outcome: object) -> None:
        if isinstance(outcome, decks.SvgDeck):
            decks.remember(outcome)  # wanted again soon, most likely, even if not now
        if _WANTED.get(art) is not wanted:  # another look asked for since
            return
        del _WANTED[art]
        if isinstance(outcome, decks.SvgDeck):
            art.deck = outcome
            verdict(look, [])
            return
        before = art.deck.id if art.deck is not None else OUR_DECK
        verdict(replace(look, deck=before), [str(outcome)])

    art.errand(work, checked)
