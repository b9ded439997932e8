# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Card Deck and Table dialog, driven as a player would, and the choice kept in the
settings across a restart (a deck gone since falls back to ours, with one sentence)."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialogButtonBox, QListWidget
from pytestqt.qtbot import QtBot

from addiction.cardart import decks, felt
from addiction.cardart.deck_drawer import THREAD_NAME
from addiction.cardart.table_look import TableLook
from addiction.core.cards import CARDS
from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.gaps.view import BoardView
from addiction.shell.window import MainWindow
from addiction.table.look_dialog import TableLookDialog
from addiction.table.page import PageContext
from addiction.table.settings import Settings
from tests.cardart.fake_decks import (
    BACK_COLOUR,
    add_aisleriot_deck,
    add_kde_deck,
    deck_svg,
    face_colour,
)

MakeWindow = Callable[[], MainWindow]


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A system data folder with two decks of our making (KDE's kind and Aisleriot's) and a
    damaged one."""
    system = tmp_path / "system"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    add_kde_deck(system, "made", "Made Here", deck_svg("kde"))
    add_aisleriot_deck(system, "gnome_made.svgz", deck_svg("aisleriot"))
    add_aisleriot_deck(system, "damaged.svg", b"<svg><g id='1_club'")
    decks.forget_loaded()
    return system


@pytest.fixture
def make_window(qtbot: QtBot, tmp_path: Path, xdg: Path) -> Iterator[MakeWindow]:
    """Shown windows over Addiction's deal 1, sharing one settings file (a restart)."""
    del xdg
    models: list[GapsModel] = []

    def make() -> MainWindow:
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        settings.animation_speed = "off"
        settings.winnable_indicator = False
        model = GapsModel(GapsGame.new(1))
        models.append(model)

        def addiction(context: PageContext) -> GapsPage:
            return GapsPage(context, model=model)

        window = MainWindow(settings, start="addiction", factories={"addiction": addiction})
        qtbot.addWidget(window)
        window.resize(1000, 700)
        window.show()
        qtbot.waitExposed(window)
        return window

    yield make
    for model in models:
        model.deleteLater()


def board(window: MainWindow) -> BoardView:
    view = window.pages["addiction"].view
    assert isinstance(view, BoardView)
    return view


CARD = CARDS[1]  # the two of spades: on the board of every deal


def first_card_colour(window: MainWindow) -> QColor:
    """The colour in the middle of ``CARD`` on the board, as the player sees it."""
    view = board(window)
    item = view.card_item(CARD)
    centre = view.mapFromScene(item.sceneBoundingRect().center())
    image: QImage = view.viewport().grab().toImage()
    return image.pixelColor(round(centre.x() * image.devicePixelRatio()),
                            round(centre.y() * image.devicePixelRatio()))


def open_dialog(qtbot: QtBot, window: MainWindow) -> TableLookDialog:
    window.menus.action_table_look.trigger()
    dialog = window.dialogs.look_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.previews_pending == 0)
    return dialog


def row_named(widget: QListWidget, text: str) -> int:
    return next(row for row in range(widget.count()) if widget.item(row).text().startswith(text))


def click_row(qtbot: QtBot, widget: QListWidget, row: int) -> None:
    item = widget.item(row)
    widget.scrollToItem(item)
    qtbot.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton,
                     pos=widget.visualItemRect(item).center())


def test_the_dialog_lists_our_deck_and_the_desktops_by_name(qtbot: QtBot,
                                                              make_window: MakeWindow) -> None:
    dialog = open_dialog(qtbot, make_window())
    names = [dialog.decks.item(row).text() for row in range(dialog.decks.count())]
    assert names == ["Addiction's own", "Damaged (set aside)", "Gnome Made", "Made Here"]
    damaged = dialog.decks.item(1)
    assert not damaged.flags() & Qt.ItemFlag.ItemIsEnabled
    assert damaged.toolTip().startswith('The card deck "Damaged" was set aside')
    assert dialog.decks.accessibleName() == "Card decks"
    assert dialog.decks.currentRow() == 0


def read_on(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the threads the decks' files are read on, from now on."""
    threads: list[str] = []
    read_deck = decks.read_deck

    def noted(entry: decks.DeckEntry, parse: decks.Parse | None = None) -> decks.SvgDeck:
        threads.append(threading.current_thread().name)
        return read_deck(entry, parse)

    monkeypatch.setattr(decks, "read_deck", noted)
    return threads


def test_the_chooser_opens_at_once_and_its_previews_fill_in_from_the_drawing_thread(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    threads = read_on(monkeypatch)
    window.menus.action_table_look.trigger()
    dialog = window.dialogs.look_dialog
    assert dialog is not None
    # Up before any deck was read: each a blank picture, none set aside yet.
    assert dialog.previews_pending == 3
    made = dialog.decks.item(row_named(dialog.decks, "Made Here"))
    assert made.icon().pixmap(dialog.decks.iconSize()).toImage().pixelColor(20, 20).alpha() == 0
    assert all(dialog.decks.item(row).flags() & Qt.ItemFlag.ItemIsEnabled
               for row in range(dialog.decks.count()))
    qtbot.waitUntil(lambda: dialog.previews_pending == 0)
    assert threads == [THREAD_NAME] * 3
    # The back, last in the preview, is the deck's.
    preview = made.icon().pixmap(dialog.decks.iconSize()).toImage()
    back = preview.pixelColor(preview.width() - 20, preview.height() // 2)
    assert back == QColor(BACK_COLOUR)
    assert dialog.decks.item(row_named(dialog.decks, "Damaged")).text() == "Damaged (set aside)"
    # Every preview in, the previews' thread has ended.
    qtbot.waitUntil(lambda: not any(thread.name == THREAD_NAME
                                    for thread in threading.enumerate()))


def test_choosing_a_deck_redraws_the_table_and_cancel_puts_ours_back(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    ours = first_card_colour(window)
    spoken = [board(window).place_info(i) for i in range(board(window).place_count())]
    dialog = open_dialog(qtbot, window)
    click_row(qtbot, dialog.decks, row_named(dialog.decks, "Made Here"))
    qtbot.waitUntil(lambda: first_card_colour(window) == QColor(face_colour(CARD)))
    assert window.art.deck is not None and window.art.deck.name == "Made Here"
    # What a screen reader reads of the table does not change with the pictures.
    assert [board(window).place_info(i) for i in range(board(window).place_count())] == spoken
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    qtbot.waitUntil(lambda: window.dialogs.look_dialog is None)
    assert first_card_colour(window) == ours
    assert window.art.deck is None
    assert window.settings.card_deck == "ours"


def test_ok_keeps_the_deck_back_and_felt_across_a_restart(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    dialog = open_dialog(qtbot, window)
    click_row(qtbot, dialog.decks, row_named(dialog.decks, "Gnome Made"))
    click_row(qtbot, dialog.backs, row_named(dialog.backs, "Red"))
    click_row(qtbot, dialog.felts, row_named(dialog.felts, "Purple"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.dialogs.look_dialog is None)
    settings = window.settings
    assert (settings.card_deck, settings.card_back, settings.felt_colour) == (
        "aisleriot/gnome_made.svgz", "red", "#4d2f6e")
    window.close()
    again = make_window()
    # Read on the drawing thread, the deck comes on once found fit.
    qtbot.waitUntil(lambda: not again.art.sharpening)
    assert again.art.deck is not None and again.art.deck.id == "aisleriot/gnome_made.svgz"
    assert (again.art.back, again.art.cloth.colour) == ("red", "#4d2f6e")
    assert first_card_colour(again) == QColor(face_colour(CARD))
    assert again.notice.isHidden()


def test_a_deck_no_longer_installed_falls_back_to_ours_with_one_sentence(
        qtbot: QtBot, make_window: MakeWindow, xdg: Path) -> None:
    window = make_window()
    window.keep_table_look(TableLook(deck="kde/svg-made"))
    assert window.settings.card_deck == "kde/svg-made"
    window.close()
    for file in (xdg / "carddecks" / "svg-made").iterdir():
        file.unlink()
    (xdg / "carddecks" / "svg-made").rmdir()
    again = make_window()
    assert again.art.deck is None
    assert again.settings.card_deck == "ours"
    assert again.notice.isVisible()
    assert again.notice.text() == ("The card deck svg-made is no longer installed: the game's "
                                   "own cards are back.")


def test_a_chosen_deck_found_damaged_is_greyed_and_ours_stays(
        qtbot: QtBot, make_window: MakeWindow, xdg: Path) -> None:
    window = make_window()
    dialog = open_dialog(qtbot, window)
    # Damaged after the previews were drawn: found so when it is chosen.
    (xdg / "aisleriot" / "cards" / "gnome_made.svgz").write_bytes(b"\x1f\x8b broken")
    row = row_named(dialog.decks, "Gnome Made")
    click_row(qtbot, dialog.decks, row)
    # Back at once: the deck is read on the drawing thread; its verdict comes later.
    assert dialog.note.isHidden()
    assert dialog.decks.currentRow() == row
    qtbot.waitUntil(dialog.note.isVisible)
    assert dialog.note.text().startswith('The card deck "Gnome Made" was set aside')
    assert dialog.decks.item(row).text() == "Gnome Made (set aside)"
    assert not dialog.decks.item(row).flags() & Qt.ItemFlag.ItemIsEnabled
    assert dialog.look.deck == "ours"
    assert window.art.deck is None
    assert dialog.decks.currentRow() == 0


def test_a_damaged_deck_chosen_over_another_leaves_that_one_on_the_table(
        qtbot: QtBot, make_window: MakeWindow, xdg: Path) -> None:
    window = make_window()
    dialog = open_dialog(qtbot, window)
    click_row(qtbot, dialog.decks, row_named(dialog.decks, "Made Here"))
    qtbot.waitUntil(lambda: first_card_colour(window) == QColor(face_colour(CARD)))
    (xdg / "aisleriot" / "cards" / "gnome_made.svgz").write_bytes(b"<svg><g id='club_1'")
    click_row(qtbot, dialog.decks, row_named(dialog.decks, "Gnome Made"))
    qtbot.waitUntil(dialog.note.isVisible)
    # Where the XML parser found the damage is said, as the deck check reads the file.
    assert dialog.note.text() == ('The card deck "Gnome Made" was set aside: its file is '
                                  "damaged (line 1, column 6: unclosed token).")
    assert dialog.look.deck == "kde/svg-made"
    assert dialog.decks.currentRow() == row_named(dialog.decks, "Made Here")
    assert window.art.deck is not None and window.art.deck.id == "kde/svg-made"
    assert first_card_colour(window) == QColor(face_colour(CARD))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.settings.card_deck == "kde/svg-made"


def test_a_switch_returns_before_the_drawing_thread_has_read_the_deck(
        qtbot: QtBot, make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    threads = read_on(monkeypatch)
    ours = first_card_colour(window)
    verdicts: list[tuple[TableLook, list[str]]] = []
    look = TableLook(deck="kde/svg-made", back="red")
    shown, said = window.show_table_look(look, lambda *verdict: verdicts.append(verdict))
    assert (shown, said) == (look, [])
    # The deck not read yet: no verdict, the table as it was, but its back already red.
    assert verdicts == []
    assert window.art.deck is None and window.art.back == "red"
    assert window.art.sharpening
    assert first_card_colour(window) == ours
    qtbot.waitUntil(lambda: verdicts == [(look, [])])
    assert threads == [THREAD_NAME]
    assert window.art.deck is not None and window.art.deck.id == "kde/svg-made"
    qtbot.waitUntil(lambda: not window.art.sharpening)
    assert first_card_colour(window) == QColor(face_colour(CARD))
    # Read lately, and the file unchanged: a switch back to it is at once.
    window.show_table_look(TableLook())
    window.show_table_look(look, lambda *verdict: verdicts.append(verdict))
    assert window.art.deck is not None and window.art.deck.id == "kde/svg-made"
    assert first_card_colour(window) == QColor(face_colour(CARD))


def test_only_the_last_deck_asked_for_comes_on_the_table(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    verdicts: list[tuple[TableLook, list[str]]] = []
    for deck in ("kde/svg-made", "aisleriot/damaged.svg", "aisleriot/gnome_made.svgz"):
        window.show_table_look(TableLook(deck=deck), lambda *verdict: verdicts.append(verdict))
    qtbot.waitUntil(lambda: not window.art.sharpening)
    assert verdicts == [(TableLook(deck="aisleriot/gnome_made.svgz"), [])]
    assert window.art.deck is not None and window.art.deck.id == "aisleriot/gnome_made.svgz"
    assert window.notice.isHidden()


def test_an_unreadable_image_keeps_the_felt_with_one_sentence(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window()
    dialog = open_dialog(qtbot, window)
    junk = tmp_path / "holiday.png"
    junk.write_bytes(b"\x89PNG\r\n\x1a\n not really")
    dialog.use_image(str(junk))
    assert dialog.note.text().startswith('The image "holiday.png" was not used')
    assert window.art.cloth.image is None
    good = tmp_path / "cloth.png"
    picture = QImage(64, 48, QImage.Format.Format_RGB32)
    picture.fill(QColor("#aa5500"))
    assert picture.save(str(good))
    dialog.use_image(str(good))
    assert window.art.cloth.image is not None
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.settings.felt_image == str(good)
    corner = board(window).viewport().grab().toImage().pixelColor(3, 3)
    assert corner == QColor("#aa5500")


def test_large_print_says_the_deck_is_not_drawn(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    window.set_large_print(True)
    dialog = open_dialog(qtbot, window)
    assert dialog.own_faces_note.isVisible()
    assert "Large Print and High Contrast show the game's own faces" in dialog.decks.toolTip()


def test_stored_junk_reads_as_the_defaults(tmp_path: Path) -> None:
    store = QSettings(str(tmp_path / "junk.ini"), QSettings.Format.IniFormat)
    for key, value in (("view/card_deck", "../../etc/passwd"), ("view/card_back", "plaid"),
                       ("view/felt_colour", "red"), ("view/felt_image", "relative.png")):
        store.setValue(key, value)
    settings = Settings(store)
    assert (settings.card_deck, settings.card_back, settings.felt_colour,
            settings.felt_image) == ("ours", "deck", "", "")


def test_a_resized_table_shows_the_decks_cards_scaled_then_sharp(
        qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    window.keep_table_look(TableLook(deck="kde/svg-made"))
    view = board(window)
    before = view.card_item(CARD).face_pixels
    window.resize(1200, 820)
    qtbot.waitUntil(lambda: view.card_item(CARD).face_pixels != before)
    # Not drawn from the deck at once: scaled from the picture at the old size, for now.
    assert window.art.sharpening
    qtbot.waitUntil(lambda: not window.art.sharpening, timeout=5000)
    assert first_card_colour(window) == QColor(face_colour(CARD))


def test_choose_colour_puts_any_colour_on_the_felt(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window()
    dialog = open_dialog(qtbot, window)
    dialog.colour_button.click()
    chooser = dialog.colour_dialog
    assert chooser is not None
    qtbot.waitExposed(chooser)
    chooser.setCurrentColor(QColor("#123456"))
    chooser.accept()
    assert window.art.cloth.colour == "#123456"
    assert dialog.felts.currentRow() == -1  # no preset is that colour
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.settings.felt_colour == "#123456"


def test_a_huge_image_is_refused_with_one_sentence(
        qtbot: QtBot, make_window: MakeWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(felt, "MAX_IMAGE_SIDE", 100)
    window = make_window()
    dialog = open_dialog(qtbot, window)
    big = tmp_path / "poster.png"
    picture = QImage(300, 120, QImage.Format.Format_RGB32)
    picture.fill(QColor("#00aa00"))
    assert picture.save(str(big))
    dialog.use_image(str(big))
    assert dialog.note.text() == ('The image "poster.png" was not used: it is 300×120 pixels, '
                                  "more than 100 on a side.")
    assert window.art.cloth.image is None and dialog.look.felt_image == ""


def test_large_print_over_a_deck_says_why_its_faces_went(qtbot: QtBot,
                                                         make_window: MakeWindow) -> None:
    window = make_window()
    window.keep_table_look(TableLook(deck="kde/svg-made"))
    qtbot.waitUntil(lambda: first_card_colour(window) == QColor(face_colour(CARD)))
    window.menus.action_large_print.trigger()
    assert window.statusBar().currentMessage().startswith(
        "Large Print and High Contrast show the game's own faces")
    assert first_card_colour(window) != QColor(face_colour(CARD))
    window.menus.action_large_print.trigger()
    assert first_card_colour(window) == QColor(face_colour(CARD))


def stored_pictures() -> set[Path]:
    """The decks' pictures in the disk cache."""
    return {path.relative_to(decks.cache_folder()) for path in decks.cache_folder().rglob("*.png")}


def test_a_switch_to_a_heavy_deck_returns_at_once_and_ends_as_if_drawn_at_once(
        qtbot: QtBot, make_window: MakeWindow, xdg: Path) -> None:
    add_kde_deck(xdg, "heavy", "Heavy", deck_svg("kde", detail=150))
    window = make_window()
    view = board(window)
    ours = first_card_colour(window)
    before = stored_pictures()
    window.show_table_look(TableLook(deck="kde/svg-heavy"))
    # Back before the deck was read (on the drawing thread): the table as it was.
    assert window.art.sharpening
    assert first_card_colour(window) == ours
    qtbot.waitUntil(lambda: window.art.deck is not None, timeout=30000)
    # Then each card on show is awaited, our own face standing in.
    assert window.art.awaited > 0
    qtbot.waitUntil(lambda: not window.art.sharpening, timeout=30000)
    assert first_card_colour(window) == QColor(face_colour(CARD))
    drawn_aside = view.viewport().grab().toImage()
    stored_aside = stored_pictures() - before
    # The same table with every picture drawn at once on this thread, from nothing on disk.
    shutil.rmtree(decks.cache_folder())
    window.art.draw_in_background = False
    window.art.mark_in_use()
    window.art.forget_unused()
    window.show_table_look(TableLook(deck="kde/svg-heavy"))
    assert not window.art.sharpening
    assert view.viewport().grab().toImage() == drawn_aside
    # And the same pictures went to the disk cache.
    assert stored_aside == stored_pictures()


def test_switching_again_or_closing_while_a_deck_is_drawn_is_safe(
        qtbot: QtBot, make_window: MakeWindow, xdg: Path) -> None:
    add_kde_deck(xdg, "heavy", "Heavy", deck_svg("kde", detail=300))
    window = make_window()
    window.show_table_look(TableLook(deck="kde/svg-heavy"))
    window.show_table_look(TableLook(deck="kde/svg-made"))
    # The heavy deck's pictures still being drawn are not waited for, nor shown.
    qtbot.waitUntil(lambda: not window.art.sharpening, timeout=30000)
    assert window.art.deck is not None and window.art.deck.id == "kde/svg-made"
    window.show_table_look(TableLook(deck="kde/svg-heavy"))
    waiting = window.art.awaited
    qtbot.waitUntil(lambda: 0 < window.art.awaited < waiting, timeout=30000)
    window.close()
    assert not any(thread.name == THREAD_NAME for thread in threading.enumerate())
