# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The decks' files and their pictures kept in the cache folder, damaged every way: a named
pipe, a folder, a loop of links, a device, a huge file, text that is not UTF-8. Nothing waits
or reads without end; a cache's damage costs only drawing again, a deck's sets it aside."""

from __future__ import annotations

import faulthandler
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from addiction.cardart import decks
from tests.cardart.fake_decks import add_kde_deck, deck_svg, face_colour

# Far longer than any of these takes: a read that waits ends the run with the stacks printed.
HANG_S = 60


@pytest.fixture(autouse=True)
def never_hang() -> Iterator[None]:
    faulthandler.dump_traceback_later(HANG_S, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The player's data folder (no system one) and cache folder; the data folder."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "no-system"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    decks.forget_loaded()
    return home


def middle_colour(image: QImage) -> QColor:
    return image.pixelColor(image.width() // 2, image.height() // 2)


def huge(path: Path) -> None:
    with open(path, "wb") as file:
        file.truncate(64 * 2**20)  # sparse: no disk space taken; above every limit here


def folder(path: Path) -> None:
    path.mkdir()
    (path / "inside").write_text("x")


def not_utf8(path: Path) -> None:
    path.write_bytes(b"\xff\xfe\x00garbage" * 10)


DAMAGE: dict[str, Callable[[Path], None]] = {
    "a named pipe": os.mkfifo,
    "a folder": folder,
    "a loop of symbolic links": lambda path: os.symlink(path.name, path),
    "a device through a link": lambda path: os.symlink("/dev/zero", path),
    "a huge file": huge,
    "not UTF-8": not_utf8,
}


def replace(path: Path, damage: str) -> None:
    if path.is_dir() and not path.is_symlink():
        raise AssertionError(path)
    path.unlink(missing_ok=True)
    DAMAGE[damage](path)


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_list_of_elements_is_no_shortcut(
        qapp: object, xdg: Path, tmp_path: Path, damage: str) -> None:
    add_kde_deck(xdg, "whole", "Whole", deck_svg("kde"))
    entry = decks.discover()[0]
    decks.read_deck(entry).picture(5, 40, 56)
    [elements] = (tmp_path / "cache").rglob("elements.txt")
    replace(elements, damage)
    again = decks.read_deck(entry)
    assert again.parsed  # checked again, not read from the damaged list
    assert middle_colour(again.picture(5, 40, 56)) == QColor(face_colour(5))


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_picture_on_disk_is_drawn_again(
        qapp: object, xdg: Path, tmp_path: Path, damage: str) -> None:
    add_kde_deck(xdg, "whole", "Whole", deck_svg("kde"))
    entry = decks.discover()[0]
    decks.read_deck(entry).picture(3, 50, 70)
    [kept] = (tmp_path / "cache").rglob("50x70/4_spade.png")
    replace(kept, damage)
    decks.forget_loaded()
    deck = decks.read_deck(entry)
    assert middle_colour(deck.picture(3, 50, 70)) == QColor(face_colour(3))


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_index_hides_that_deck_alone(xdg: Path, damage: str) -> None:
    add_kde_deck(xdg, "good", "Good", deck_svg("kde"))
    bad = add_kde_deck(xdg, "bad", "Bad", deck_svg("kde"))
    replace(bad.parent / "index.desktop", damage)
    # Not UTF-8 is read with the bad bytes replaced: it names no SVG file, so no deck.
    assert [entry.id for entry in decks.discover()] == ["kde/svg-good"]


@pytest.mark.parametrize("damage", [d for d in DAMAGE if d != "not UTF-8"])
def test_a_deck_file_damaged_after_it_was_found_is_set_aside_in_one_sentence(
        xdg: Path, damage: str) -> None:
    path = add_kde_deck(xdg, "late", "Late", deck_svg("kde"))
    [entry] = decks.discover()
    replace(path, damage)  # between the listing and the reading
    with pytest.raises(decks.DeckError) as raised:
        decks.read_deck(entry)
    said = str(raised.value)
    assert said.startswith('The card deck "Late" was set aside: its file ')
    assert said.count(".") == 1 and said.endswith(").") and "\n" not in said


def test_the_cache_is_never_pruned_through_a_link(
        qapp: object, xdg: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(decks, "CACHE_DECKS", 0)
    monkeypatch.setattr(decks, "CACHE_PREVIEWS", 5)  # pruned to previews only
    theirs = tmp_path / "player" / "photos"
    (theirs / "2025").mkdir(parents=True)
    (theirs / "2025" / "beach.jpg").write_bytes(b"jpeg")
    root = tmp_path / "cache" / "addiction" / "decks"
    root.mkdir(parents=True)
    (root / ("0" * 32)).symlink_to(theirs, target_is_directory=True)
    add_kde_deck(xdg, "whole", "Whole", deck_svg("kde"))
    decks.read_deck(decks.discover()[0]).picture(3, 50, 70)
    assert (theirs / "2025" / "beach.jpg").read_bytes() == b"jpeg"
