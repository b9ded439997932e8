# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Card Deck and Table dialog: the app's own deck or one of the desktop's, a back, and the
felt's colour or the player's own image.

What is chosen shows on the tables at once (through ``apply``; a deck not read lately once the
drawing thread has read it); OK keeps it, Cancel puts back what was there. The decks' previews
are read and drawn on the drawing thread of the dialog's own card art, one deck after another
once the dialog is up, so it opens at once however many decks are installed; a deck found
unfit is greyed, with its sentence.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Final

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QColorDialog,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from addiction.cardart import decks
from addiction.cardart.art import DECK_MODEL_WIDTH, CardArt
from addiction.cardart.felt import Cloth, paint_felt
from addiction.cardart.painting import CARD_ASPECT
from addiction.cardart.style import BACKS, DECK_BACK, OUR_DECK
from addiction.cardart.table_look import TableLook, Verdict
from addiction.core.cards import CARDS, card

# What a deck's preview shows: an ace, two courts and a ten, then the back.
_PREVIEW_CARDS: Final = (card(1, 0), card(13, 1), card(12, 3), card(11, 2), card(10, 1))
_CARD_W: Final = 38
_PREVIEW: Final = QSize(_CARD_W * 4 + 8, round(_CARD_W * CARD_ASPECT) + 4)
_BACK_ICON: Final = QSize(44, round(44 * CARD_ASPECT))
_SWATCH: Final = QSize(56, 40)
# The felt's presets: "" is the green of old.
FELT_PRESETS: Final = ("", "#1d4f7a", "#7a1f2e", "#6b4a2b", "#3d4249", "#4d2f6e")
_ROLE_ID: Final = Qt.ItemDataRole.UserRole


Apply = Callable[[TableLook, Verdict], tuple[TableLook, list[str]]]
# A deck's pictures in its preview: the cards of ``_PREVIEW_CARDS`` and -1 its back.
Pictures = dict[int, QImage]


class TableLookDialog(QDialog):
    """Chooses ``look`` for the tables drawn with ``art``; ``apply`` shows a look on them and
    says what it set aside."""

    def __init__(self, art: CardArt, look: TableLook, apply: Apply,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Card Deck and Table"))
        self._art = art
        self._apply = apply
        self.look = look
        # Pictures for the previews, apart from the window's art (and its cache).
        self._painter_art = CardArt(cache_size=8)
        self._entries = {entry.id: entry for entry in decks.discover()}
        self._to_preview = set(self._entries)
        self._deck_backs: dict[str, QPixmap] = {}
        self._closed = False

        self.decks = QListWidget(self)
        self.decks.setAccessibleName(self.tr("Card decks"))
        self.decks.setIconSize(_PREVIEW)
        self.decks.setSpacing(2)
        self.decks.setUniformItemSizes(True)
        own = QListWidgetItem(self._icon(self._deck_preview(None)), self.tr("Addiction's own"))
        own.setData(_ROLE_ID, OUR_DECK)
        self.decks.addItem(own)
        blank = QPixmap(_PREVIEW)
        blank.fill(Qt.GlobalColor.transparent)
        for entry in self._entries.values():
            item = QListWidgetItem(QIcon(blank), entry.name)
            item.setData(_ROLE_ID, entry.id)
            item.setToolTip(entry.path.as_posix())
            self.decks.addItem(item)
        decks_label = QLabel(self.tr("&Cards:"), self)
        decks_label.setBuddy(self.decks)
        self.own_faces_note = QLabel(self)
        self.own_faces_note.setWordWrap(True)
        if art.large_print or art.high_contrast:
            text = self.tr("Large Print and High Contrast show the game's own faces, whatever "
                           "deck is chosen here.")
            self.own_faces_note.setText(text)
            self.decks.setToolTip(text)
        else:
            self.own_faces_note.hide()

        self.backs = QListWidget(self)
        self.backs.setAccessibleName(self.tr("Card backs"))
        self.backs.setViewMode(QListView.ViewMode.IconMode)
        self.backs.setFlow(QListView.Flow.LeftToRight)
        self.backs.setWrapping(False)
        self.backs.setMovement(QListView.Movement.Static)
        self.backs.setIconSize(_BACK_ICON)
        self.backs.setFixedHeight(_BACK_ICON.height() + 48)
        names = {DECK_BACK: self.tr("The deck's own"), "blue": self.tr("Blue"),
                 "red": self.tr("Red"), "green": self.tr("Green"), "black": self.tr("Black")}
        for back in BACKS:
            item = QListWidgetItem(names[back])
            item.setData(_ROLE_ID, back)
            self.backs.addItem(item)
        backs_label = QLabel(self.tr("&Back:"), self)
        backs_label.setBuddy(self.backs)

        self.felts = QListWidget(self)
        self.felts.setAccessibleName(self.tr("Table colours"))
        self.felts.setViewMode(QListView.ViewMode.IconMode)
        self.felts.setFlow(QListView.Flow.LeftToRight)
        self.felts.setWrapping(False)
        self.felts.setMovement(QListView.Movement.Static)
        self.felts.setIconSize(_SWATCH)
        self.felts.setFixedHeight(_SWATCH.height() + 48)
        felt_names = (self.tr("Green"), self.tr("Blue"), self.tr("Red"), self.tr("Brown"),
                      self.tr("Grey"), self.tr("Purple"))
        for colour, name in zip(FELT_PRESETS, felt_names, strict=True):
            item = QListWidgetItem(self._icon(self._swatch(Cloth(colour))), name)
            item.setData(_ROLE_ID, colour)
            self.felts.addItem(item)
        felts_label = QLabel(self.tr("&Table:"), self)
        felts_label.setBuddy(self.felts)
        self.colour_button = QPushButton(self.tr("Choose C&olour…"), self)
        self.colour_button.clicked.connect(self.choose_colour)
        self.image_button = QPushButton(self.tr("Choose &Image…"), self)
        self.image_button.clicked.connect(self.choose_image)
        self.colour_dialog: QColorDialog | None = None
        self.file_dialog: QFileDialog | None = None

        # What was set aside, in one sentence each; a screen reader reads it as it changes.
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setAccessibleName(self.tr("Note"))
        self.note.hide()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        grid = QGridLayout()
        grid.addWidget(decks_label, 0, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.decks, 0, 1)
        grid.addWidget(self.own_faces_note, 1, 1)
        grid.addWidget(backs_label, 2, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.backs, 2, 1)
        grid.addWidget(felts_label, 3, 0, Qt.AlignmentFlag.AlignTop)
        grid.addWidget(self.felts, 3, 1)
        row = QHBoxLayout()
        row.addWidget(self.colour_button)
        row.addWidget(self.image_button)
        row.addStretch(1)
        grid.addLayout(row, 4, 1)
        grid.setRowStretch(0, 1)
        column = QVBoxLayout(self)
        column.addLayout(grid, 1)
        column.addWidget(self.note)
        column.addWidget(self.buttons)
        self.resize(560, 620)

        self._select(self.decks, look.deck)
        self._select(self.backs, look.back)
        self._select(self.felts, look.felt_colour if not look.felt_image else None)
        self._draw_backs()
        self.decks.currentItemChanged.connect(self._deck_chosen)
        self.backs.currentItemChanged.connect(self._back_chosen)
        self.felts.currentItemChanged.connect(self._felt_chosen)
        # Asked once the dialog is up: the first errand's thread starts after the first frame.
        QTimer.singleShot(0, self._ask_previews)

    # --- what the player chooses ----------------------------------------------------------

    def _deck_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._show(replace(self.look, deck=str(item.data(_ROLE_ID))))
            self._draw_backs()

    def _back_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._show(replace(self.look, back=str(item.data(_ROLE_ID))))

    def _felt_chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._show(replace(self.look, felt_colour=str(item.data(_ROLE_ID)), felt_image=""))

    def choose_colour(self) -> None:
        """Any colour for the felt, from the desktop's colour dialog."""
        start = QColor(self.look.felt_colour or "#1f6039")
        dialog = self.colour_dialog = QColorDialog(start, self)
        dialog.setWindowTitle(self.tr("Table Colour"))
        dialog.colorSelected.connect(self.use_colour)
        dialog.open()

    def use_colour(self, colour: QColor) -> None:
        if colour.isValid():
            self.felts.setCurrentRow(-1)
            self._show(replace(self.look, felt_colour=colour.name(), felt_image=""))

    def choose_image(self) -> None:
        """A picture of the player's own on the table."""
        dialog = self.file_dialog = QFileDialog(
            self, self.tr("Table Picture"), "",
            self.tr("Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.use_image)
        dialog.open()

    def use_image(self, path: str) -> None:
        if path:
            self._show(replace(self.look, felt_image=path))
            if self.look.felt_image:
                self.felts.setCurrentRow(-1)

    def _show(self, look: TableLook) -> None:
        shown, said = self._apply(look, lambda shown, said: self._shown(look, shown, said))
        self._shown(look, shown, said)

    def _shown(self, look: TableLook, shown: TableLook, said: list[str]) -> None:
        """``look`` chosen, ``shown`` on the tables (now, or once its deck was read)."""
        if self._closed:
            return
        self.look = shown
        if shown.deck != look.deck:
            self._set_aside(look.deck, said[0] if said else "")
            self._quietly(self.decks, shown.deck)
        if said:
            self.note.setText("\n".join(said))
            self.note.show()
        else:
            self.note.hide()

    def _quietly(self, widget: QListWidget, value: str) -> None:
        widget.blockSignals(True)
        self._select(widget, value)
        widget.blockSignals(False)

    @staticmethod
    def _select(widget: QListWidget, value: str | None) -> None:
        for row in range(widget.count()):
            if widget.item(row).data(_ROLE_ID) == value:
                widget.setCurrentRow(row)
                return
        widget.setCurrentRow(-1)

    def _set_aside(self, deck_id: str, sentence: str) -> None:
        """Grey out the deck ``deck_id``: it cannot be drawn (``sentence`` says why)."""
        for row in range(self.decks.count()):
            item = self.decks.item(row)
            if item.data(_ROLE_ID) == deck_id:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
                item.setToolTip(sentence)
                item.setText(self.tr("{name} (set aside)").format(
                    name=self._entries[deck_id].name if deck_id in self._entries else deck_id))

    # --- previews -------------------------------------------------------------------------

    @property
    def previews_pending(self) -> int:
        """How many decks' previews are still to be drawn."""
        return len(self._to_preview)

    def _ask_previews(self) -> None:
        if self._closed:
            return
        for deck_id, entry in self._entries.items():
            self._painter_art.errand(partial(_preview_pictures, entry),
                                     partial(self._preview_drawn, deck_id))

    def _preview_drawn(self, deck_id: str, outcome: object) -> None:
        self._to_preview.discard(deck_id)
        if not self._to_preview:  # the last: the previews' thread is no longer wanted
            self._painter_art.stop_drawing()
        if self._closed:
            return
        if not isinstance(outcome, dict):  # DeckError: set aside
            self._set_aside(deck_id, str(outcome))
            return
        for row in range(self.decks.count()):
            item = self.decks.item(row)
            if item.data(_ROLE_ID) == deck_id:
                item.setIcon(self._icon(self._deck_preview(outcome)))
        self._deck_backs[deck_id] = self._back_picture(outcome.get(-1))
        if deck_id == self.look.deck:
            self._draw_backs()

    def _back_picture(self, deck_back: QImage | None, back: str = DECK_BACK) -> QPixmap:
        """The back ``back`` (the deck's own: ``deck_back``, or our blue) for the list of
        backs."""
        art = self._painter_art
        art.back = back
        picture = QPixmap(_BACK_ICON * 2)
        picture.setDevicePixelRatio(2.0)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        rect = QRectF(0, 0, _BACK_ICON.width(), _BACK_ICON.height())
        if deck_back is not None:
            _draw_scaled(painter, rect, deck_back)
        else:
            art.paint_back(painter, rect)
        painter.end()
        art.back = DECK_BACK
        return picture

    def _deck_preview(self, pictures: Pictures | None) -> QPixmap:
        """Four faces fanned and the back, small: the deck's ``pictures``, or our own."""
        art = self._painter_art
        ratio = 2.0
        pixmap = QPixmap(_PREVIEW * ratio)
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        h = _CARD_W * CARD_ASPECT
        step = _CARD_W * 0.62
        places = [(int(face), QRectF(2 + i * step, 2, _CARD_W, h))
                  for i, face in enumerate(_PREVIEW_CARDS[:4])]
        places.append((-1, QRectF(_PREVIEW.width() - _CARD_W - 2, 2, _CARD_W, h)))
        for number, rect in places:
            if pictures is not None:
                _draw_scaled(painter, rect, pictures[number])
            elif number < 0:
                art.paint_back(painter, rect)
            else:
                art.paint(painter, rect, CARDS[number])
        painter.end()
        return pixmap

    def _draw_backs(self) -> None:
        """The backs' pictures; the deck's own follows the deck chosen."""
        for row in range(self.backs.count()):
            item = self.backs.item(row)
            back = str(item.data(_ROLE_ID))
            picture = self._deck_backs.get(self.look.deck) if back == DECK_BACK else None
            item.setIcon(self._icon(picture or self._back_picture(None, back)))

    @staticmethod
    def _swatch(cloth: Cloth) -> QPixmap:
        pixmap = QPixmap(_SWATCH)
        painter = QPainter(pixmap)
        whole = QRectF(0, 0, _SWATCH.width(), _SWATCH.height())
        paint_felt(painter, whole, whole, cloth=cloth)
        painter.end()
        return pixmap

    @staticmethod
    def _icon(pixmap: QPixmap) -> QIcon:
        icon = QIcon(pixmap)
        # The same picture when the row is selected: a tinted preview would misrepresent it.
        icon.addPixmap(pixmap, QIcon.Mode.Selected)
        return icon

    def done(self, result: int) -> None:
        self._closed = True
        self._painter_art.stop_drawing()
        super().done(result)


def _preview_pictures(entry: decks.DeckEntry, parse: decks.Parse) -> Pictures:
    """On the drawing thread: the deck of ``entry`` read and checked, and the pictures of its
    preview, drawn at the size kept on disk for previews and miniatures (read back from there
    when drawn before)."""
    deck = decks.read_deck(entry, parse)
    width, height = DECK_MODEL_WIDTH, round(DECK_MODEL_WIDTH * CARD_ASPECT)
    renderer = None
    pictures: Pictures = {}
    for number in (*(int(face) for face in _PREVIEW_CARDS[:4]), -1):
        if renderer is None and not deck.stored(number, width, height):
            renderer = deck.new_renderer(parse)
        pictures[number] = deck.picture(number, width, height, renderer=renderer)
    return pictures


def _draw_scaled(painter: QPainter, rect: QRectF, picture: QImage) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.drawImage(rect, picture, QRectF(picture.rect()))
    painter.restore()
