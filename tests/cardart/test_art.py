# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Tests of the card renderer: pixmap geometry, the cache, and what the ink on the cards says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from addiction.cardart.art import CardArt
from addiction.cardart.painting import CARD_ASPECT, suit_path
from addiction.core.cards import CARDS, Card, card

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


def _rgba(pixmap: QPixmap) -> list[tuple[int, int, int, int]]:
    """Every pixel as (r, g, b, alpha), premultiplication undone."""
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(image.constBits())
    stride = image.bytesPerLine()
    pixels: list[tuple[int, int, int, int]] = []
    for y in range(image.height()):
        row = data[y * stride: y * stride + image.width() * 4]
        pixels.extend(zip(row[0::4], row[1::4], row[2::4], row[3::4], strict=True))
    return pixels


def _ink(pixmap: QPixmap, inset: int = 0) -> dict[str, int]:
    """How many opaque pixels are clearly red, blue, green or near-black (``inset`` px from
    the card's sides left out: a high-contrast card's edge is black whatever its suit)."""
    counts = {"red": 0, "blue": 0, "green": 0, "black": 0}
    width, height = pixmap.width(), pixmap.height()
    for i, (r, g, b, a) in enumerate(_rgba(pixmap)):
        x, y = i % width, i // width
        if a < 250 or not (inset <= x < width - inset and inset <= y < height - inset):
            continue
        if r > 140 and r > g + 80 and r > b + 60:
            counts["red"] += 1
        elif b > 120 and b > r + 60 and b > g + 30:
            counts["blue"] += 1
        elif g > 90 and g > r + 40 and g > b + 20:
            counts["green"] += 1
        elif r < 80 and g < 80 and b < 80:
            counts["black"] += 1
    return counts


# Every way the deck can look: plain, large print, high contrast, both.
LOOKS = [
    pytest.param({}, id="plain"),
    pytest.param({"large_print": True}, id="large-print"),
    pytest.param({"high_contrast": True}, id="high-contrast"),
    pytest.param({"large_print": True, "high_contrast": True}, id="large-high"),
]


@pytest.fixture
def art(qapp: QApplication) -> CardArt:
    return CardArt()


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("width", [30, 47, 55, 80, 151])
def test_pixmap_has_the_physical_size_and_ratio_asked_for(art: CardArt, width: int, dpr: float) -> None:
    for pixmap in (art.pixmap(CARDS[9], width, dpr), art.back_pixmap(width, dpr)):
        assert pixmap.width() == round(width * dpr)
        assert pixmap.height() == round(width * CARD_ASPECT * dpr)
        assert pixmap.devicePixelRatio() == dpr


def test_aspect_is_a_playing_cards(qapp: QApplication) -> None:
    assert 1.3 < CARD_ASPECT < 1.5


def test_cache_returns_the_same_pixmap_until_the_colours_change(art: CardArt) -> None:
    ace = card(1, DIAMONDS)
    first = art.pixmap(ace, 80, 2.0)
    assert art.pixmap(ace, 80, 2.0) is first
    assert art.pixmap(ace, 80, 1.0) is not first
    assert art.pixmap(ace, 81, 2.0) is not first
    art.four_colour = True
    four = art.pixmap(ace, 80, 2.0)
    assert four is not first
    assert four.toImage() != first.toImage()
    art.four_colour = False
    assert art.pixmap(ace, 80, 2.0).toImage() == first.toImage()


@pytest.mark.parametrize("flag", ["large_print", "high_contrast"])
def test_cache_follows_the_large_print_and_high_contrast_switches(art: CardArt, flag: str) -> None:
    queen = card(12, HEARTS)
    first = art.pixmap(queen, 80, 1.0)
    assert art.look[:3] == (False, False, False)
    setattr(art, flag, True)
    assert getattr(art, flag)
    assert True in art.look
    changed = art.pixmap(queen, 80, 1.0)
    assert changed.toImage() != first.toImage()
    assert art.pixmap(queen, 80, 1.0) is changed
    setattr(art, flag, False)
    assert art.pixmap(queen, 80, 1.0).toImage() == first.toImage()


def _first_ink_height(image: QImage, reach: float) -> int:
    """The height in pixels of the first shape from the top in the card's left ``reach``
    (a fraction of its width): the rank of the top-left index."""
    def inked(y: int) -> bool:
        for x in range(3, round(image.width() * reach)):
            c = image.pixelColor(x, y)
            if c.alpha() == 255 and min(c.red(), c.green(), c.blue()) < 150:
                return True
        return False

    rows = [inked(y) for y in range(3, image.height() // 2)]
    top = rows.index(True)
    return rows[top:].index(False)


@pytest.mark.parametrize("width", [56, 86, 150])
def test_large_print_index_is_much_taller(qapp: QApplication, width: int) -> None:
    # The "8" has no tail: the rows of ink in the top-left corner are its height.
    eight = card(8, SPADES)
    plain = CardArt().pixmap(eight, width, 1.0).toImage()
    large = CardArt(large_print=True).pixmap(eight, width, 1.0).toImage()
    # Left of the pips of a wide card; a narrow one has none beside its index.
    reach = 0.45 if width < 60 else 0.2
    ordinary, big = _first_ink_height(plain, reach), _first_ink_height(large, reach)
    # A narrow card's index is already big; elsewhere large print roughly doubles it.
    assert big >= ordinary * (1.4 if width < 60 else 1.6), (ordinary, big)


def test_high_contrast_cards_have_a_black_edge_and_a_white_face(qapp: QApplication) -> None:
    image = CardArt(high_contrast=True).pixmap(card(5, HEARTS), 80, 1.0).toImage()
    middle_y = image.height() // 2
    edge = image.pixelColor(1, middle_y)
    assert edge.alpha() == 255 and max(edge.red(), edge.green(), edge.blue()) < 30
    face = image.pixelColor(8, image.height() - 30)
    assert min(face.red(), face.green(), face.blue()) == 255


def test_cache_is_bounded(qapp: QApplication) -> None:
    art = CardArt(cache_size=10)
    first = art.pixmap(CARDS[0], 60, 1.0)
    for c in CARDS[1:5]:
        art.pixmap(c, 60, 1.0)
    assert art.pixmap(CARDS[0], 60, 1.0) is first  # recently used: kept
    for c in CARDS[5:20]:
        art.pixmap(c, 60, 1.0)
    assert art.pixmap(CARDS[0], 60, 1.0) is not first


@pytest.mark.parametrize("look", LOOKS)
@pytest.mark.parametrize("width", [40, 56, 80])
def test_every_face_looks_different(qapp: QApplication, width: int, look: dict[str, bool]) -> None:
    art = CardArt(**look)
    images = [art.pixmap(c, width, 1.0).toImage() for c in CARDS]
    images.append(art.back_pixmap(width, 1.0).toImage())
    distinct = {bytes(image.constBits()) for image in images}
    assert len(distinct) == 53


@pytest.mark.parametrize("look", LOOKS)
@pytest.mark.parametrize("width", [40, 56, 80, 150])
def test_the_top_half_alone_tells_every_card_apart(qapp: QApplication, width: int,
                                                   look: dict[str, bool]) -> None:
    art = CardArt(**look)
    # In Pyramid the next row covers the lower half of a card.
    def top_half(c: Card) -> bytes:
        image = art.pixmap(c, width, 1.0).toImage()
        return bytes(image.copy(0, 0, image.width(), image.height() // 2).constBits())

    assert len({top_half(c) for c in CARDS}) == 52


@pytest.mark.parametrize("look", LOOKS)
@pytest.mark.parametrize("width", [40, 80])
def test_red_suits_are_inked_red_and_black_suits_black(qapp: QApplication, width: int,
                                                       look: dict[str, bool]) -> None:
    art = CardArt(**look)
    for c in CARDS:
        ink = _ink(art.pixmap(c, width, 1.0), inset=3)
        if c.suit in (HEARTS, DIAMONDS):
            assert ink["red"] > 40, c
            assert ink["black"] < ink["red"] // 10, c
        else:
            assert ink["black"] > 40, c
            assert ink["red"] == 0, c
        assert ink["blue"] == ink["green"] == 0, c


def test_four_colour_deck_has_blue_diamonds_and_green_clubs(qapp: QApplication) -> None:
    art = CardArt(four_colour=True)
    assert art.four_colour
    for rank in (1, 7, 12):
        diamonds = _ink(art.pixmap(card(rank, DIAMONDS), 80, 1.0))
        clubs = _ink(art.pixmap(card(rank, CLUBS), 80, 1.0))
        hearts = _ink(art.pixmap(card(rank, HEARTS), 80, 1.0))
        spades = _ink(art.pixmap(card(rank, SPADES), 80, 1.0))
        assert diamonds["blue"] > 40 and diamonds["red"] == 0
        assert clubs["green"] > 40 and clubs["black"] < clubs["green"] // 10
        assert hearts["red"] > 40 and hearts["blue"] == 0
        assert spades["black"] > 40 and spades["green"] == 0


def _contrast(colour: QColor, background: QColor) -> float:
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    lighter, darker = sorted((luminance(colour), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


@pytest.mark.parametrize("four_colour", [False, True])
def test_suit_colours_read_well_on_white(qapp: QApplication, four_colour: bool) -> None:
    art = CardArt(four_colour=four_colour)
    colours = [art.suit_colour(suit) for suit in range(4)]
    for colour in colours:
        assert _contrast(colour, QColor("white")) >= 4.5
    if four_colour:
        assert len({c.name() for c in colours}) == 4
    else:
        assert colours[HEARTS] == colours[DIAMONDS] != colours[SPADES] == colours[CLUBS]


@pytest.mark.parametrize("suit", range(4))
def test_suit_paths_fill_their_unit_box(suit: int) -> None:
    path = suit_path(suit)
    assert not path.isEmpty()
    box = path.boundingRect()
    assert box.left() >= -1e-6 and box.top() >= -1e-6
    assert box.right() <= 1 + 1e-6 and box.bottom() <= 1 + 1e-6
    assert box.width() >= 0.75 and box.height() >= 0.95
    assert path.contains(box.center())


def test_suit_path_is_a_copy(qapp: QApplication) -> None:
    path = suit_path(HEARTS)
    path.translate(5, 5)
    assert suit_path(HEARTS).boundingRect().top() < 1


def test_suit_paths_are_different_shapes() -> None:
    def samples(suit: int) -> tuple[bool, ...]:
        path = suit_path(suit)
        return tuple(path.contains(QRectF(x / 10, y / 10, 0, 0).topLeft())
                     for x in range(1, 10) for y in range(1, 10))

    assert len({samples(suit) for suit in range(4)}) == 4


@pytest.mark.parametrize("look", LOOKS)
@pytest.mark.parametrize("width", [40, 80, 150])
def test_corners_are_transparent_and_the_card_opaque(qapp: QApplication, width: int,
                                                     look: dict[str, bool]) -> None:
    art = CardArt(**look)
    for pixmap in (art.pixmap(CARDS[30], width, 2.0), art.back_pixmap(width, 2.0)):
        image = pixmap.toImage()
        right, bottom = image.width() - 1, image.height() - 1
        for x, y in ((0, 0), (right, 0), (0, bottom), (right, bottom)):
            assert image.pixelColor(x, y).alpha() == 0
        assert image.pixelColor(image.width() // 2, 3).alpha() == 255
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255


@pytest.mark.parametrize("look", LOOKS)
def test_paint_stays_inside_its_rectangle(qapp: QApplication, look: dict[str, bool]) -> None:
    art = CardArt(**look)
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    art.paint(painter, QRectF(50, 40, 100, 140), Card(CARDS[25]))
    painter.end()
    assert image.pixelColor(100, 110).alpha() == 255
    for x, y in ((49, 110), (151, 110), (100, 39), (100, 181), (10, 10)):
        assert image.pixelColor(x, y).alpha() == 0

