# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Small SVG card decks made for the tests, laid out in a fake XDG data tree as KDE and
Aisleriot install theirs."""

from __future__ import annotations

import gzip
from pathlib import Path

SUITS = ("spade", "heart", "diamond", "club")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
CARD_W, CARD_H = 70, 98
# Every card its own colour, so that a test can tell from a picture which card it shows.
BACK_COLOUR = "#204080"


def face_colour(index: int) -> str:
    """The colour of card ``index`` (``Card`` numbering) in the decks made here."""
    return f"#{(40 + index * 4) % 256:02x}{(200 - index * 3) % 256:02x}{(index * 37) % 256:02x}"


def deck_svg(kind: str = "kde", *, leave_out: tuple[str, ...] = (), extra: str = "",
             prologue: str = "", detail: int = 0) -> bytes:
    """A whole deck: 52 faces and a back, each a coloured rectangle (``kind`` names the
    elements as KDE's or Aisleriot's decks do); ``leave_out`` drops elements by id;
    ``detail`` blurred rings along each card's top edge, slow to draw as a heavy deck's courts."""
    parts = []
    blur = ('<defs><filter id="soft"><feGaussianBlur stdDeviation="1.5"/></filter></defs>'
            if detail else "")
    for index in range(52):
        suit, rank = SUITS[index // 13], RANKS[index % 13]
        element = f"{rank}_{suit}" if kind == "kde" else f"{suit}_{rank}"
        if element in leave_out:
            continue
        x, y = (index % 13) * (CARD_W + 2), (index // 13) * (CARD_H + 2)
        rings = "".join(
            f'<circle cx="{x + 5 + i % 60}" cy="{y + 6 + i % 7}" r="{2 + i % 4}" fill="none" '
            f'stroke="#{(i * 41) % 256:02x}3050" stroke-opacity="0.3" filter="url(#soft)"/>'
            for i in range(detail))
        parts.append(f'<g id="{element}"><rect x="{x}" y="{y}" width="{CARD_W}" '
                     f'height="{CARD_H}" fill="{face_colour(index)}"/>{rings}</g>')
    if "back" not in leave_out:
        parts.append(f'<g id="back"><rect x="0" y="{4 * (CARD_H + 2)}" width="{CARD_W}" '
                     f'height="{CARD_H}" fill="{BACK_COLOUR}"/></g>')
    body = "".join(parts)
    return (f'<?xml version="1.0" encoding="UTF-8"?>{prologue}'
            f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            f'width="{13 * (CARD_W + 2)}" height="{5 * (CARD_H + 2)}">{blur}{body}{extra}</svg>'
            ).encode()


def add_kde_deck(base: Path, folder: str, name: str, svg: bytes, *, packed: bool = True,
                 file_name: str = "") -> Path:
    """A KDE deck under ``base/carddecks/svg-<folder>``; its SVG file's path."""
    deck = base / "carddecks" / f"svg-{folder}"
    deck.mkdir(parents=True, exist_ok=True)
    file_name = file_name or (f"{folder}.svgz" if packed else f"{folder}.svg")
    (deck / "index.desktop").write_text(
        f"[KDE Backdeck]\nName={name}\nName[de]={name} (de)\nSVG={file_name}\nBack=x\n",
        encoding="utf-8")
    path = deck / file_name
    path.write_bytes(gzip.compress(svg) if packed else svg)
    return path


def add_aisleriot_deck(base: Path, file_name: str, svg: bytes) -> Path:
    """An Aisleriot deck ``base/aisleriot/cards/<file_name>`` (packed when it ends .svgz)."""
    cards = base / "aisleriot" / "cards"
    cards.mkdir(parents=True, exist_ok=True)
    path = cards / file_name
    path.write_bytes(gzip.compress(svg) if file_name.endswith(".svgz") else svg)
    return path
