# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The desktop's card decks: found through the XDG data folders, read with care (damaged,
incomplete, huge and hostile files set aside with one sentence, never a crash), and drawn
through the shared card art in place of the app's own faces and back."""

from __future__ import annotations

import gzip
import os
import random
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from addiction.cardart import decks
from addiction.cardart.art import CardArt
from addiction.cardart.painting import CARD_ASPECT
from addiction.core.cards import CARDS
from tests.cardart.fake_decks import (
    BACK_COLOUR,
    add_aisleriot_deck,
    add_kde_deck,
    deck_svg,
    face_colour,
)


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """An empty player's data folder and one system folder, and no other."""
    home, system = tmp_path / "home", tmp_path / "system"
    home.mkdir()
    system.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_DATA_DIRS", f"{system}:relative/ignored")
    decks.forget_loaded()
    return home, system


def middle_colour(image: QImage) -> QColor:
    return image.pixelColor(image.width() // 2, image.height() // 2)


def drawn(paint: object, width: int = 70) -> QImage:
    image = QImage(width, round(width * CARD_ASPECT), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, image.width(), image.height()))  # type: ignore[operator]
    painter.end()
    return image


def load_only(entries: list[decks.DeckEntry]) -> decks.SvgDeck:
    assert len(entries) == 1
    return decks.read_deck(entries[0])


# --- finding -------------------------------------------------------------------------------


def test_decks_are_found_in_every_xdg_folder_by_their_own_names(xdg: tuple[Path, Path]) -> None:
    home, system = xdg
    add_kde_deck(system, "plain", "Plain Cards", deck_svg("kde"))
    add_aisleriot_deck(system, "gnome_style.svgz", deck_svg("aisleriot"))
    add_aisleriot_deck(home, "mine.svg", deck_svg("aisleriot"))
    # Not decks: a KDE folder without its index, an index naming a file elsewhere, a PNG.
    (system / "carddecks" / "svg-empty").mkdir()
    stray = system / "carddecks" / "svg-stray"
    stray.mkdir()
    (stray / "index.desktop").write_text("[KDE Backdeck]\nName=Stray\nSVG=../plain/x.svgz\n")
    (system / "aisleriot" / "cards" / "picture.png").write_bytes(b"\x89PNG")
    found = decks.discover()
    assert [(entry.id, entry.name, entry.kind) for entry in found] == [
        ("aisleriot/gnome_style.svgz", "Gnome Style", "aisleriot"),
        ("aisleriot/mine.svg", "Mine", "aisleriot"),
        ("kde/svg-plain", "Plain Cards", "kde"),
    ]
    assert decks.discover("de_DE")[2].name == "Plain Cards (de)"


def test_the_players_own_deck_wins_over_the_systems_of_the_same_id(
        xdg: tuple[Path, Path]) -> None:
    home, system = xdg
    add_aisleriot_deck(system, "same.svg", deck_svg("aisleriot"))
    mine = add_aisleriot_deck(home, "same.svg", deck_svg("aisleriot"))
    assert [entry.path for entry in decks.discover()] == [mine]


def test_no_data_folders_no_decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "missing"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "missing-too"))
    assert decks.discover() == []


# --- drawing -------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["kde", "aisleriot"])
def test_a_whole_deck_draws_each_of_its_52_faces_and_its_back(
        qapp: object, xdg: tuple[Path, Path], kind: str) -> None:
    _, system = xdg
    if kind == "kde":
        add_kde_deck(system, "whole", "Whole", deck_svg("kde"))
    else:
        add_aisleriot_deck(system, "whole.svgz", deck_svg("aisleriot"))
    deck = load_only(decks.discover())
    for card in CARDS[:52]:
        image = drawn(lambda p, r, c=card: deck.paint_face(p, r, c))
        assert middle_colour(image) == QColor(face_colour(int(card))), card
    assert middle_colour(drawn(deck.paint_back)) == QColor(BACK_COLOUR)


def test_the_art_draws_the_chosen_deck_but_large_print_and_high_contrast_keep_our_faces(
        qapp: object, xdg: tuple[Path, Path]) -> None:
    add_kde_deck(xdg[1], "whole", "Whole", deck_svg("kde"))
    deck = load_only(decks.discover())
    art = CardArt()
    ours = art.pixmap(CARDS[5], 70, 1.0).toImage()
    art.deck = deck
    theirs = art.pixmap(CARDS[5], 70, 1.0).toImage()
    assert middle_colour(theirs) == QColor(face_colour(5))
    assert middle_colour(art.back_pixmap(70, 1.0).toImage()) == QColor(BACK_COLOUR)
    art.back = "red"  # one of our own backs over the deck's
    assert middle_colour(art.back_pixmap(70, 1.0).toImage()) != QColor(BACK_COLOUR)
    for flag in ("large_print", "high_contrast"):
        setattr(art, flag, True)
        assert art.deck_shown is None
        assert middle_colour(art.pixmap(CARDS[5], 70, 1.0).toImage()) != QColor(face_colour(5))
        setattr(art, flag, False)
    art.deck = None
    assert art.pixmap(CARDS[5], 70, 1.0).toImage() == ours


def test_a_decks_pictures_are_cached_per_size_and_kept_for_switching_back(
        qapp: object, xdg: tuple[Path, Path]) -> None:
    add_kde_deck(xdg[1], "whole", "Whole", deck_svg("kde"))
    art = CardArt()
    ours = art.pixmap(CARDS[0], 70, 1.0)
    deck = load_only(decks.discover())
    art.deck = deck
    first = art.pixmap(CARDS[0], 70, 1.0)
    assert first.cacheKey() != ours.cacheKey()
    assert art.pixmap(CARDS[0], 70, 1.0).cacheKey() == first.cacheKey()
    # Covered or not, a deck's face is one picture.
    assert art.pixmap(CARDS[0], 70, 1.0, figure=False).cacheKey() == first.cacheKey()
    art.pixmap(CARDS[0], 90, 1.0)
    assert art.cached == 3
    art.deck = None
    assert art.pixmap(CARDS[0], 70, 1.0).cacheKey() == ours.cacheKey()
    art.deck = deck
    assert art.pixmap(CARDS[0], 70, 1.0).cacheKey() == first.cacheKey()
    art.mark_in_use()
    art.forget_unused()
    assert art.cached == 0


def test_a_decks_pictures_are_kept_on_disk_and_drawn_again_when_damaged(
        qapp: object, xdg: tuple[Path, Path], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    add_kde_deck(xdg[1], "whole", "Whole", deck_svg("kde"))
    deck = load_only(decks.discover())
    image = deck.picture(3, 50, 70)
    kept = list((tmp_path / "cache" / "addiction" / "decks").glob("*/50x70/4_spade.png"))
    assert len(kept) == 1
    assert middle_colour(QImage(str(kept[0]))) == middle_colour(image) == QColor(face_colour(3))
    assert middle_colour(deck.picture(3, 50, 70)) == QColor(face_colour(3))  # read back
    kept[0].write_bytes(b"not a png")
    assert middle_colour(deck.picture(3, 50, 70)) == QColor(face_colour(3))  # drawn again
    assert middle_colour(QImage(str(kept[0]))) == QColor(face_colour(3))
    for width in range(10, 10 + decks.CACHE_SIZES_PER_DECK + 3):
        deck.picture(-1, width, 70)
    sizes = [entry for entry in kept[0].parent.parent.iterdir() if entry.is_dir()]
    assert len(sizes) == decks.CACHE_SIZES_PER_DECK


def installed() -> list[decks.DeckEntry]:
    return [entry for entry in decks.discover() if entry.path.is_relative_to("/usr/share")]


@pytest.mark.parametrize("entry", installed() or [None],
                         ids=lambda entry: entry.id if entry else "none")
def test_installed_decks_draw_all_their_faces_and_backs(
        qapp: object, entry: decks.DeckEntry | None) -> None:
    """Every deck installed on this machine (KDE's from kpat, Aisleriot's): 52 faces, no two
    alike and none blank, and a back unlike any of them."""
    if entry is None:
        pytest.skip("no SVG card decks installed here")
    deck = decks.read_deck(entry)
    blank = drawn(lambda p, r: None, 40)
    pictures = {drawn(lambda p, r, c=card: deck.paint_face(p, r, c), 40).bits().tobytes()
                for card in CARDS[:52]}
    pictures.add(drawn(deck.paint_back, 40).bits().tobytes())
    assert len(pictures) == 53
    assert blank.bits().tobytes() not in pictures


# --- set aside -----------------------------------------------------------------------------


def set_aside(entry: decks.DeckEntry) -> str:
    with pytest.raises(decks.DeckError) as raised:
        decks.read_deck(entry)
    sentence = str(raised.value)
    assert sentence.startswith(f'The card deck "{entry.name}" was set aside')
    assert sentence.endswith(".") and "\n" not in sentence and len(sentence) < 240
    return sentence


def test_a_deck_missing_a_card_or_its_back_is_set_aside(
        qapp: object, xdg: tuple[Path, Path]) -> None:
    add_kde_deck(xdg[1], "no-king", "No King", deck_svg("kde", leave_out=("king_heart",)))
    add_aisleriot_deck(xdg[1], "no-back.svg", deck_svg("aisleriot", leave_out=("back",)))
    no_king, no_back = sorted(decks.discover(), key=lambda entry: entry.name)[::-1]
    assert "K♥" in set_aside(no_king)
    assert "back" in set_aside(no_back)


@pytest.mark.parametrize(("damage", "said"), [
    (b"", "damaged"),
    (b"<svg><g id=", "damaged"),
    (b"\x00\x01\x02 not an svg at all", "UTF-8"),
    ("<svg>".encode("utf-16"), "UTF-8"),
])
def test_a_damaged_file_is_set_aside(qapp: object, xdg: tuple[Path, Path], damage: bytes,
                                     said: str) -> None:
    add_aisleriot_deck(xdg[1], "broken.svg", damage)
    assert said in set_aside(decks.discover()[0])


def test_a_cut_short_or_damaged_svgz_is_set_aside(qapp: object, xdg: tuple[Path, Path]) -> None:
    packed = gzip.compress(deck_svg("aisleriot"))
    cards = xdg[1] / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "short.svgz").write_bytes(packed[: len(packed) // 2])
    (cards / "garbled.svgz").write_bytes(packed[:20] + bytes(200) + packed[220:])
    sentences = [set_aside(entry) for entry in decks.discover()]
    assert "damaged" in sentences[0] and "cut short" in sentences[1]


def test_a_gzip_bomb_is_stopped_at_the_cap(qapp: object, xdg: tuple[Path, Path],
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(decks, "MAX_SVG_BYTES", 4 * 1024 * 1024)
    bomb = gzip.compress(deck_svg("aisleriot") + b" " * (16 * 1024 * 1024))
    add_aisleriot_deck(xdg[1], "bomb.svg", b"")
    (xdg[1] / "aisleriot" / "cards" / "bomb.svg").write_bytes(bomb)
    assert "unpacks to more than 4 MB" in set_aside(decks.discover()[0])


def test_a_huge_file_is_not_read(qapp: object, xdg: tuple[Path, Path],
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(decks, "MAX_FILE_BYTES", 1000)
    add_aisleriot_deck(xdg[1], "big.svg", deck_svg("aisleriot"))
    assert "too big" in set_aside(decks.discover()[0])


BILLION_LAUGHS = ('<!DOCTYPE svg [<!ENTITY a "haha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">'
                  '<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;">]>')


@pytest.mark.parametrize(("prologue", "extra", "said"), [
    (BILLION_LAUGHS, "<text>&c;</text>", "declares entities"),
    ('<!DOCTYPE svg [<!ATTLIST svg x CDATA "1">]>', "", "document type of its own"),
    ('<!DOCTYPE svg SYSTEM "file:///etc/passwd" [ ]>', "", "document type of its own"),
    ("", '<image xlink:href="file:///etc/passwd" width="9" height="9"/>', "outside itself"),
    ("", '<image href="http://example.com/x.png" width="9" height="9"/>', "outside itself"),
    ("", '<use xlink:href="other.svg#back"/>', "outside itself"),
    ("", '<rect fill="url(http://example.com/p.svg#g)" width="1" height="1"/>', "outside itself"),
    ("", "<style>@import url(http://example.com/s.css);</style>", "style sheet"),
    ('<?xml-stylesheet href="http://example.com/s.css"?>', "", "style sheet"),
    ("", '<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="/etc/passwd"/>',
     "includes other files"),
])
def test_a_hostile_file_is_set_aside(qapp: object, xdg: tuple[Path, Path], prologue: str,
                                     extra: str, said: str) -> None:
    add_kde_deck(xdg[1], "hostile", "Hostile", deck_svg("kde", extra=extra, prologue=prologue))
    assert said in set_aside(decks.discover()[0])


def test_references_inside_the_file_inline_data_and_comments_are_fine(
        qapp: object, xdg: tuple[Path, Path]) -> None:
    extra = ('<!-- once <image xlink:href="jack.svg"/> -->'
             '<rect id="g" fill="url(#nothing)" width="1" height="1"/><use xlink:href="#g"/>'
             '<image xlink:href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>')
    add_kde_deck(xdg[1], "fine", "Fine", deck_svg("kde", extra=extra,
                                                  prologue='<!DOCTYPE svg PUBLIC "-//W3C//DTD '
                                                  'SVG 1.1//EN" "http://www.w3.org/Graphics/'
                                                  'SVG/1.1/DTD/svg11.dtd">'))
    assert decks.read_deck(decks.discover()[0]).name == "Fine"


# --- the check reads the document as an XML parser does ---------------------------------

# Comment markers inside CDATA are text, not a comment: what stands between them is drawn.
HIDDEN = "<text><![CDATA[<!--]]></text>{}<text><![CDATA[-->]]></text>"
SECRET = "/home/other/secret.png"
PNG_DATA = "data:image/png;base64,iVBORw0KGgo="
XLINK = "http://www.w3.org/1999/xlink"


def inline_svg(body: str) -> str:
    """An SVG document as an <image>'s inline data (the picture can reach out in its turn)."""
    import base64  # noqa: PLC0415

    document = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="{XLINK}">'
                f"{body}</svg>").encode()
    return "data:image/svg+xml;base64," + base64.b64encode(document).decode()


@pytest.mark.parametrize(("extra", "said"), [
    (HIDDEN.format(f'<image xlink:href="{SECRET}" width="9" height="9"/>'), "outside itself"),
    (HIDDEN.format(f'<g><g><svg><image href="{SECRET}"/></svg></g></g>'), "outside itself"),
    (HIDDEN.format(f'<image xmlns:q="{XLINK}" q:href="{SECRET}"/>'), "outside itself"),
    (HIDDEN.format(f'<svg:image xmlns:svg="http://www.w3.org/2000/svg" xlink:href="{SECRET}"/>'),
     "outside itself"),
    (HIDDEN.format(f'<IMAGE XLINK:HREF="{SECRET}"/>'), "outside itself"),
    (HIDDEN.format('<use xlink:href="other.svg#back"/>'), "outside itself"),
    (HIDDEN.format('<?xml-stylesheet href="http://example.com/s.css"?>'), "style sheet"),
    (HIDDEN.format('<?other-instruction x?>'), "processing instruction"),
    (HIDDEN.format('<rect style="fill:url( \'/etc/p.svg#g\')"/>'), "outside itself"),
    (HIDDEN.format("<style><![CDATA[rect{fill:url(/etc/p.svg#g)}]]></style>"), "outside itself"),
    # CSS escapes spell url( and @import to a pattern's blind eye.
    ("<style>rect{fill:\\75 rl(/etc/p.svg#g)}</style>", "outside itself"),
    ("<style><![CDATA[@\\69mport 'http://example.com/s.css';]]></style>", "style sheet"),
    ('<g xml:base="file:///home/other/"><use xlink:href="#back"/></g>', "outside itself"),
    (f'<image xlink:href="{inline_svg(f"<image xlink:href={chr(34)}{SECRET}{chr(34)}/>")}"/>',
     "not PNG"),
    ('<image xlink:href="#back"/>', "outside itself"),
    ('<image xlink:href=" &#47;home/other/secret.png"/>', "outside itself"),
    ("<text>&nbsp;</text>", "entity it does not declare"),
])
def test_nothing_hidden_from_the_check_reaches_outside(xdg: tuple[Path, Path], tmp_path: Path,
                                                       extra: str, said: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    add_kde_deck(xdg[1], "hidden", "Hidden", deck_svg(
        "kde", extra=extra, prologue='<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" '
        '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">'))
    sentence = set_aside(decks.discover()[0])
    assert said in sentence
    assert "'" in sentence and len(sentence) < 200  # a short excerpt of what was found
    assert not list(cache.rglob("elements.txt"))  # nothing of it kept on disk


@pytest.mark.parametrize(("prologue", "said"), [
    ('<!DOCTYPE svg SYSTEM "/dev/zero">', "document type of its own"),
    ('<!DOCTYPE svg PUBLIC "x" "file:///home/other/x.dtd">', "document type of its own"),
    ('<!DOCTYPE svg [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p;]>', "declares entities"),
    ('<!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]>', "declares entities"),
    ('<!DOCTYPE svg [<!NOTATION n SYSTEM "x">]>', "document type of its own"),
    ('<?xml-stylesheet type="text/css" href="s.css"?>', "style sheet"),
    ('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" '
     '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><!--x-->', "entity it does not declare"),
])
def test_document_types_and_entities_are_refused(qapp: object, xdg: tuple[Path, Path],
                                                 prologue: str, said: str) -> None:
    extra = "<text>&x;</text>" if "does not declare" in said else ""
    add_kde_deck(xdg[1], "typed", "Typed", deck_svg("kde", extra=extra, prologue=prologue))
    assert said in set_aside(decks.discover()[0])


def test_a_declared_encoding_other_than_utf8_is_refused(qapp: object,
                                                        xdg: tuple[Path, Path]) -> None:
    document = deck_svg("kde").replace(b'encoding="UTF-8"', b'encoding="UTF-16"')
    add_kde_deck(xdg[1], "sixteen", "Sixteen", document)
    assert "UTF-8" in set_aside(decks.discover()[0])


def test_a_good_deck_with_every_kind_of_inner_reference_is_read(
        qapp: object, xdg: tuple[Path, Path]) -> None:
    extra = (f'<svg:image xmlns:svg="http://www.w3.org/2000/svg" xlink:href=" {PNG_DATA} "/>'
             '<style><![CDATA[rect.x{fill:url(#g)} /* <!-- --> */]]></style>'
             '<text><![CDATA[<!-- url(/not/a/link) -->]]></text>'
             '<rect id="g" style="fill:url( &quot;#g&quot; );stroke:url(#g)" width="1"/>'
             '<use xlink:href="#g"/><a xlink:href="#back"><text>&lt;&#35;&amp;</text></a>'
             "<!-- <image xlink:href='/home/other/secret.png'/> -->")
    add_kde_deck(xdg[1], "good", "Good", deck_svg("kde", extra=extra))
    deck = decks.read_deck(decks.discover()[0])
    assert middle_colour(drawn(deck.paint_back)) == QColor(BACK_COLOUR)


def test_a_deck_passed_by_an_older_check_is_checked_again(
        qapp: object, xdg: tuple[Path, Path], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache of a deck an older check let through names its elements: the deck is not
    taken from there, it is checked again (and refused)."""
    import hashlib  # noqa: PLC0415

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = add_kde_deck(xdg[1], "old", "Old", deck_svg("kde", extra=HIDDEN.format(
        f'<image xlink:href="{SECRET}"/>')))
    folder = decks.cache_folder() / hashlib.sha256(path.read_bytes()).hexdigest()[:32]
    folder.mkdir(parents=True)
    names = [name for pair in decks.element_names(decks.KDE) for name in pair[:1]]
    (folder / "elements.txt").write_text("\n".join([*names, "back"]) + "\n", encoding="utf-8")
    assert "outside itself" in set_aside(decks.discover()[0])


FIFO_CHILD = r"""
import sys
from pathlib import Path
from PySide6.QtGui import QGuiApplication
from addiction.cardart import decks
app = QGuiApplication([])
entry = decks.discover()[0]
try:
    decks.read_deck(entry)
except decks.DeckError as error:
    print(error)
else:
    print("read")
"""


def test_a_reference_to_a_fifo_is_refused_without_opening_it(tmp_path: Path) -> None:
    """QtSvg would wait forever on a FIFO an <image> names (holding Python's lock): the
    deck is refused before QtSvg sees it. In a process of its own, which a wait would stop."""
    import subprocess  # noqa: PLC0415
    import sys  # noqa: PLC0415

    fifo = tmp_path / "fifo.png"
    os.mkfifo(fifo)
    data = tmp_path / "data"
    add_kde_deck(data, "fifo", "Fifo", deck_svg("kde", extra=HIDDEN.format(
        f'<image xlink:href="{fifo}" width="9" height="9"/>')))
    env = {**os.environ, "XDG_DATA_HOME": str(data), "XDG_DATA_DIRS": str(tmp_path / "none"),
           "QT_QPA_PLATFORM": "offscreen"}
    try:
        done = subprocess.run([sys.executable, "-c", FIFO_CHILD], env=env, capture_output=True,
                              text=True, timeout=60, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail("reading the deck waited on the FIFO")
    assert "outside itself" in done.stdout, done.stderr[-2000:]


def test_a_deck_file_that_is_a_fifo_is_set_aside_at_once(qapp: object,
                                                          xdg: tuple[Path, Path]) -> None:
    path = add_aisleriot_deck(xdg[1], "fifo.svg", deck_svg("aisleriot"))
    entry = decks.discover()[0]
    path.unlink()
    os.mkfifo(path)  # after it was found as a file: a swap in between
    said: list[str] = []
    reader = threading.Thread(target=lambda: said.append(set_aside(entry)), daemon=True)
    reader.start()
    reader.join(30)
    if reader.is_alive():  # waiting on the FIFO: a writer come and gone lets it go on
        os.close(os.open(path, os.O_WRONLY))
        pytest.fail("reading the deck waited on a FIFO")
    assert "not a regular file" in said[0]


def fuzz_source() -> bytes:
    """A real deck's document when one is installed (the smallest), else one made here."""
    installed = sorted((entry for entry in decks.discover()
                        if entry.path.is_relative_to("/usr/share")),
                       key=lambda entry: entry.path.stat().st_size)
    if installed:
        raw = installed[0].path.read_bytes()
        return gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw
    return deck_svg("kde")


def test_random_damage_to_a_deck_never_crashes(qapp: object, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    source = fuzz_source()
    home = tmp_path / "fuzz"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "none"))
    rng = random.Random(29)
    outcomes = set()
    for attempt in range(24):
        data = bytearray(source)
        for _ in range(rng.choice((1, 8, 64))):
            data[rng.randrange(len(data))] = rng.randrange(256)
        if attempt % 4 == 0:
            del data[rng.randrange(len(data)):]
        packed = gzip.compress(bytes(data)) if attempt % 2 else bytes(data)
        name = f"fuzz{attempt}.svgz" if attempt % 2 else f"fuzz{attempt}.svg"
        add_aisleriot_deck(home, name, b"")
        (home / "aisleriot" / "cards" / name).write_bytes(packed)
        entry = next(e for e in decks.discover() if e.path.name == name)
        try:
            deck = decks.read_deck(entry)
        except decks.DeckError as error:
            outcomes.add("set aside")
            assert str(error).startswith('The card deck "')
            continue
        outcomes.add("read")
        for card in CARDS[:52:7]:
            drawn(lambda p, r, c=card, d=deck: d.paint_face(p, r, c), 30)
    assert "set aside" in outcomes


def test_decks_read_are_kept_but_only_a_couple(qapp: object, xdg: tuple[Path, Path],
                                               qtbot: QtBot) -> None:
    del qtbot
    for name in ("a", "b", "c"):
        add_kde_deck(xdg[1], name, name.upper(), deck_svg("kde"))
    a, b, c = (decks.read_deck(entry) for entry in decks.discover())
    decks.remember(a)
    assert decks.kept(a.id) is a
    decks.remember(b)
    assert decks.kept(a.id) is a
    decks.remember(c)
    assert decks.kept(a.id) is None
    assert decks.kept(c.id) is c


def test_a_deck_checked_before_is_parsed_only_for_a_picture_not_on_disk(
        qapp: object, xdg: tuple[Path, Path], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    add_kde_deck(xdg[1], "whole", "Whole", deck_svg("kde"))
    entry = decks.discover()[0]
    first = decks.read_deck(entry)
    assert first.parsed
    first.picture(7, 40, 56)
    again = decks.read_deck(entry)  # as in the next session
    assert not again.parsed
    assert middle_colour(again.picture(7, 40, 56)) == QColor(face_colour(7))
    assert not again.parsed
    assert middle_colour(again.picture(8, 40, 56)) == QColor(face_colour(8))
    assert again.parsed
    # A damaged list of elements is no shortcut: the deck is checked again.
    for kept in (tmp_path / "cache").rglob("elements.txt"):
        kept.write_text("1_club\n")
    assert decks.read_deck(entry).parsed


def test_the_disk_cache_keeps_table_sizes_of_the_last_decks_and_previews_of_more(
        qapp: object, xdg: tuple[Path, Path], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(decks, "CACHE_DECKS", 2)
    monkeypatch.setattr(decks, "CACHE_PREVIEWS", 3)
    root = tmp_path / "cache" / "addiction" / "decks"
    for number in range(5):
        # Five decks told apart by their content (which names their pictures on disk).
        add_kde_deck(xdg[1], f"d{number}", f"D{number}",
                     deck_svg("kde", extra=f'<desc id="n">{number}</desc>'))
    for number, entry in enumerate(decks.discover()):
        deck = decks.read_deck(entry)
        deck.picture(0, 160, 224)  # the model size, for previews and miniatures
        deck.picture(0, 70, 98)  # a table's size
        # A deck folder's age is its last use: each used a second after the one before.
        for folder in root.iterdir():
            if folder.stat().st_mtime > 1e9:  # the one just used (the others are set back)
                os.utime(folder, (1e6 + number, 1e6 + number))
    kept = sorted(root.iterdir(), key=lambda folder: folder.stat().st_mtime)
    assert len(kept) == 3
    assert [sorted(size.name for size in folder.iterdir() if size.is_dir())
            for folder in kept] == [["160x224"], ["160x224", "70x98"], ["160x224", "70x98"]]
