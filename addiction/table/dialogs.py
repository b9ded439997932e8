# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window's dialogs: deal number, paste position, end of game, rules, leave-the-game question.

Each opens window-modal with ``open()`` and reports through signals, so nothing waits in a
nested event loop (and tests can drive them like a player would).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPicture,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from addiction.cardart.art import CardArt
from addiction.cardart.felt import paint_felt
from addiction.cardart.style import Look
from addiction.core import MAX_DEAL, MIN_DEAL, AddictionError

# The most a dialog takes of the screen by default: room on an 800×600 screen, with the
# window's frame and a desktop's panel.
DIALOG_ROOM: Final = QSize(760, 540)
# The most digits a deal number has, leading zeros aside.
_DEAL_DIGITS: Final = len(str(MAX_DEAL))

# Draws a game's table in small, filling the rectangle, with the card art: a page class's
# ``paint_miniature``, as the start screen's tiles show it.
Miniature = Callable[[QPainter, QRectF, CardArt], None]


def fit_to_screen(dialog: QWidget, width: int, height: int) -> None:
    """Give ``dialog`` the size ``width`` x ``height``, or as much of it as ``DIALOG_ROOM`` and
    the screen it opens on leave (the player can make it larger)."""
    room = DIALOG_ROOM
    screen = dialog.screen()
    if screen is not None:
        available = screen.availableGeometry().size()
        room = room.boundedTo(QSize(available.width() - 40, available.height() - 60))
    dialog.resize(max(dialog.minimumWidth(), min(width, room.width())),
                  max(dialog.minimumHeight(), min(height, room.height())))


def _error_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setStyleSheet("color: #d9433b;")
    label.setObjectName("error")
    return label


class DealDialog(QDialog):
    """Asks for a deal number; the OK button stays off until the text is one.

    With ``judge`` (a deal number to its level in words, or None while it is being judged)
    the dialog says under the number how hard that deal is and whether the computer won it;
    an answer that comes later is handed to ``show_level``.
    """

    deal_chosen = Signal(int)

    def __init__(self, current: int, parent: QWidget | None = None, *,
                 judge: Callable[[int], str | None] | None = None) -> None:
        super().__init__(parent)
        self._judge = judge
        self.setWindowTitle(self.tr("Choose Deal"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        prompt = QLabel(
            self.tr("Deal number ({low} to {high}):").format(
                low=MIN_DEAL, high=QLocale().toString(MAX_DEAL)
            ),
            self,
        )
        self.edit = QLineEdit(self)
        self.edit.setText(str(current) if current >= MIN_DEAL else "")
        self.edit.selectAll()
        prompt.setBuddy(self.edit)
        self.error = _error_label(self)
        # The level of the deal typed, once judged (a deal is judged once typing pauses).
        self.level = QLabel(self)
        self.level.setObjectName("deal_level")
        self.level.setTextFormat(Qt.TextFormat.PlainText)
        self.level.setVisible(judge is not None)
        self._judge_timer = QTimer(self)
        self._judge_timer.setSingleShot(True)
        self._judge_timer.setInterval(250)
        self._judge_timer.timeout.connect(self._look_up)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for widget in (prompt, self.edit, self.error, self.level, self.buttons):
            layout.addWidget(widget)
        # Until the player changes the text, an empty box is no error: OK is simply off.
        self._typed = False
        self.edit.textChanged.connect(self._text_changed)
        self._check()
        # Wide enough that no message wraps, so the dialog never changes height while typing.
        longest = max(
            (self._parse_text(t)[1] for t in ("", "x", "0")), key=self.fontMetrics().horizontalAdvance
        )
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(longest) + 60)

    def deal(self) -> int | None:
        """The number typed, or None while the text is not a deal number."""
        return self._parse()[0]

    def _parse(self) -> tuple[int | None, str]:
        return self._parse_text(self.edit.text())

    def _parse_text(self, typed: str) -> tuple[int | None, str]:
        # The number may come back as the prompt writes it, grouped the locale's way
        # ("2,147,483,647", "2 147 483 647", "2.147.483.647").
        text = "".join(typed.split()).replace(QLocale().groupSeparator(), "")
        text = text.replace(",", "").replace("_", "")
        if not text:
            return None, self.tr("Type a deal number.")
        if not text.isdigit() or not text.isascii():
            return None, self.tr("A deal number is a whole number, like 1234.")
        # Counted before it is converted: int() refuses more than 4,300 digits with an error of
        # its own, and a number with more digits than the highest deal is out of range anyway.
        significant = text.lstrip("0")
        number = int(significant or "0") if len(significant) <= _DEAL_DIGITS else MAX_DEAL + 1
        if not MIN_DEAL <= number <= MAX_DEAL:
            return None, self.tr("Deal numbers run from {low} to {high}.").format(
                low=MIN_DEAL, high=QLocale().toString(MAX_DEAL)
            )
        return number, ""

    def _text_changed(self) -> None:
        self._typed = True
        self._check()

    def _check(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        # Off first, so that text the checks below did not foresee can never leave it on.
        ok.setEnabled(False)
        number, message = self._parse()
        if not self._typed and not self.edit.text().strip():
            message = ""
        self.error.setText(message)
        ok.setEnabled(number is not None)
        if self._judge is not None:
            self.level.setText("")
            self._judge_timer.start()

    def _look_up(self) -> None:
        number = self.deal()
        if self._judge is None or number is None:
            return
        described = self._judge(number)
        self.level.setText(self.tr("Level: {level}").format(level=described)
                           if described is not None else self.tr("Judging this deal…"))
        self.level.setAccessibleName(self.level.text())

    def show_level(self, deal: int, described: str) -> None:
        """What the judge found of ``deal``: shown while that number is the one typed."""
        if self._judge is not None and deal == self.deal():
            self.level.setText(self.tr("Level: {level}").format(level=described))
            self.level.setAccessibleName(self.level.text())

    def accept(self) -> None:
        number = self.deal()
        if number is None:
            self._check()
            return
        super().accept()
        self.deal_chosen.emit(number)


class PositionDialog(QDialog):
    """A text box for a position in the notation; a bad one is explained and the dialog stays."""

    def __init__(
        self,
        text: str,
        load: Callable[[str], None],
        explained: str,
        lines: int,
        parent: QWidget | None = None,
    ) -> None:
        """``explained`` says how a position is written; ``lines`` is the box's height in lines."""
        super().__init__(parent)
        self._load = load
        self.setWindowTitle(self.tr("Paste Position"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        help_text = QLabel(explained, self)
        help_text.setWordWrap(True)
        self.edit = QPlainTextEdit(self)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.edit.setFont(font)
        self.edit.setPlainText(text)
        self.edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        metrics = self.edit.fontMetrics()
        # Thirteen cards a row, or the longest line of the position it opens with (a wider
        # table's), up to what an 800×600 screen has room for.
        longest = max((metrics.horizontalAdvance(line) for line in text.splitlines()), default=0)
        widest = metrics.horizontalAdvance("QD " * 13)
        self.edit.setMinimumSize(
            min(max(widest, longest), DIALOG_ROOM.width() - 100) + 40, metrics.height() * lines
        )
        self.error = _error_label(self)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play This"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for widget in (help_text, self.edit, self.error, self.buttons):
            layout.addWidget(widget)
        self.edit.textChanged.connect(self.error.clear)
        self.setMinimumWidth(self.edit.minimumWidth() + 40)

    def accept(self) -> None:
        try:
            self._load(self.edit.toPlainText())
        except AddictionError as exc:
            self.error.setText(self.tr("That is not a position: {reason}").format(reason=exc))
            return
        super().accept()


class EndOfGameDialog(QDialog):
    """Says how the game ended, with its figures, and offers what to do next.

    The page of the game writes ``title``, ``detail`` and ``figures`` (name to value, shown in
    that order); see ``GamePage.end_summary``.
    """

    new_game_requested = Signal()
    restart_requested = Signal()
    show_how_requested = Signal()
    analyse_requested = Signal()

    def __init__(
        self,
        title: str,
        detail_text: str,
        figures: dict[str, str],
        parent: QWidget | None = None,
        *,
        offer_show_how: bool = False,
    ) -> None:
        super().__init__(parent)
        self.figures = figures
        self.setWindowTitle(title)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        headline = QLabel(title, self)
        font = QFont(headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        headline.setFont(font)
        detail = QLabel(detail_text, self)
        detail.setWordWrap(True)
        form = QFormLayout()
        form.setHorizontalSpacing(24)
        for name, value in self.figures.items():
            shown = QLabel(value, self)
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            form.addRow(self.tr("{name}:").format(name=name), shown)
        layout.addWidget(headline)
        layout.addWidget(detail)
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(self)
        self.new_button = QPushButton(self.tr("New Game"), self)
        self.restart_button = QPushButton(self.tr("Restart Deal"), self)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.restart_button, QDialogButtonBox.ButtonRole.ActionRole)
        # After a loss or a give-up: the computer replays the deal to a win, if it finds one.
        self.show_how_button: QPushButton | None = None
        if offer_show_how:
            self.show_how_button = QPushButton(self.tr("Show How It Could Be Won"), self)
            self.show_how_button.setToolTip(self.tr(
                "Watch the computer play this deal from its start to a win; your game and "
                "its record stay as they are"))
            self.buttons.addButton(self.show_how_button, QDialogButtonBox.ButtonRole.ActionRole)
            self.show_how_button.clicked.connect(self._show_how)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.new_button.clicked.connect(self._new_game)
        self.restart_button.clicked.connect(self._restart)
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 26)

    def offer_analysis(self) -> None:
        """Add "Analyse This Game" (for a game the computer can analyse move by move)."""
        self.analyse_button = QPushButton(self.tr("Analyse This Game"), self)
        self.buttons.addButton(self.analyse_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.analyse_button.clicked.connect(self._analyse)

    def _analyse(self) -> None:
        self.accept()
        self.analyse_requested.emit()

    def summary(self) -> str:
        """The figures as one line each, ``Score: 48/48``: what the dialog tells the player."""
        return "\n".join(f"{name}: {value}" for name, value in self.figures.items())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.new_button.setDefault(True)
        self.new_button.setFocus()

    def _new_game(self) -> None:
        self.accept()
        self.new_game_requested.emit()

    def _restart(self) -> None:
        self.accept()
        self.restart_requested.emit()

    def _show_how(self) -> None:
        self.accept()
        self.show_how_requested.emit()


class TablePicture(QWidget):
    """A game's table in small on the felt, drawn by ``paint`` (a page's ``paint_miniature``)
    with the player's card art, so four colours, large print and high contrast show in it too.

    Drawn for the screen's pixel ratio, so it is as sharp as the table itself; the accessible
    name and description say what it shows.
    """

    # The felt around the cards, in logical pixels.
    MARGIN: Final = 10.0

    def __init__(self, paint: Miniature, art: CardArt, name: str, description: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._paint = paint
        self._art = art
        self._cache: QPixmap | None = None
        self._cache_key: tuple[int, int, float, Look] | None = None
        self.aspect = _drawn_aspect(paint, art)
        self.setAccessibleName(name)
        self.setAccessibleDescription(description)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def height_for(self, width: int) -> int:
        """The height that shows the whole table at ``width``, felt around it."""
        return round((width - 2 * self.MARGIN) / self.aspect + 2 * self.MARGIN)

    def sizeHint(self) -> QSize:
        return QSize(480, max(self.height(), 80))

    def picture_at(self, size: QSize, dpr: float) -> QPixmap:
        """The picture at ``size`` logical pixels for a screen of pixel ratio ``dpr``."""
        pixmap = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        whole = QRectF(0, 0, size.width(), size.height())
        felt = QPainterPath()
        felt.addRoundedRect(whole, 8, 8)
        painter.save()
        painter.setClipPath(felt)
        paint_felt(painter, whole, whole, plain=self._art.high_contrast,
                   cloth=self._art.cloth)
        painter.restore()
        margin = self.MARGIN
        self._paint(painter, whole.adjusted(margin, margin, -margin, -margin), self._art)
        if self._art.high_contrast:
            # The plain dark felt's edge, plain to see against a dark window too.
            painter.setPen(QPen(QColor(255, 255, 255, 150), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(whole.adjusted(0.75, 0.75, -0.75, -0.75), 8, 8)
        painter.end()
        return pixmap

    def paintEvent(self, event: QPaintEvent) -> None:
        del event
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr, self._art.look)
        if self._cache is None or self._cache_key != key:
            # Drawn again only when the size, the screen or the cards' look changes.
            self._cache, self._cache_key = self.picture_at(self.size(), dpr), key
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._cache)
        painter.end()


def _drawn_aspect(paint: Miniature, art: CardArt) -> float:
    """How much wider than tall the miniature is: drawn once into a square, and measured."""
    recorded = QPicture()
    painter = QPainter(recorded)
    paint(painter, QRectF(0, 0, 1000, 1000), art)
    painter.end()
    drawn = recorded.boundingRect()
    if drawn.isEmpty():
        return 1.6
    return min(4.0, max(0.75, drawn.width() / drawn.height()))


class RulesDialog(QDialog):
    """The rules in short, in a window the player can keep open beside the game.

    With ``miniature`` and ``art`` it shows the game's table above the text, drawn as the start
    screen draws it; ``picture_text`` describes that picture to a screen reader. The window
    opens big enough for the picture and the whole text, as far as the screen allows (see
    ``fit_to``), and the player may resize it.
    """

    # The lines' length, in the font's average characters: comfortable to read, and longer
    # only as far as needed to show the whole text on the screen.
    READING_CHARACTERS: Final = (80, 90)

    def __init__(self, game_id: str, title: str, html: str, parent: QWidget | None = None, *,
                 miniature: Miniature | None = None, art: CardArt | None = None,
                 picture_text: str = "") -> None:
        super().__init__(parent)
        # Which game's rules are shown, so the window can tell when another's are wanted.
        self.game_id = game_id
        self.setWindowTitle(title)
        layout = self._column = QVBoxLayout(self)
        self.picture: TablePicture | None = None
        if miniature is not None and art is not None:
            self.picture = TablePicture(miniature, art, self.tr("Picture of the table"),
                                        picture_text, self)
            layout.addWidget(self.picture)
        self.text = QTextBrowser(self)
        self.text.setHtml(html)
        self.text.setOpenExternalLinks(False)
        self.text.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text.setMinimumHeight(self.fontMetrics().lineSpacing() * 6)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        screen = (parent or self).screen()
        self.fit_to(screen.availableGeometry().size())

    def fit_to(self, room: QSize) -> None:
        """Size the window for the picture and the text, within ``room`` (a screen's free area).

        The text is set at a comfortable line length, longer lines only where the whole text
        would not otherwise fit the room's height; the window is as tall as the picture and the
        whole text, or as the room less the window's frame (then the text scrolls). The picture
        takes at most a third of the room's height, so the text keeps the most of a small
        screen.
        """
        # The window's title bar and edges, which the room must hold as well.
        most_width, most_height = room.width() - 16, room.height() - 48
        average = self.fontMetrics().averageCharWidth()
        width = height = 0
        for characters in self.READING_CHARACTERS:
            width = min(most_width, max(360, average * characters + self._around()))
            height = self._height_at(width, room)
            if height <= most_height or width == most_width:
                break
        if self.picture is not None:
            self.picture.setFixedHeight(self._picture_height(width, room))
        self.resize(width, min(height, most_height))

    def _around(self) -> int:
        """The width the text's frame and the window's margins add to the lines'."""
        margins = self._column.contentsMargins()
        return margins.left() + margins.right() + 2 * self.text.frameWidth()

    def _picture_height(self, width: int, room: QSize) -> int:
        assert self.picture is not None
        margins = self._column.contentsMargins()
        inner = width - margins.left() - margins.right()
        # No taller than half its width either: a picture above the text, not a poster.
        return max(60, min(self.picture.height_for(inner), room.height() // 3, inner // 2))

    def _height_at(self, width: int, room: QSize) -> int:
        """The window's height for the picture and the whole text at ``width``."""
        margins = self._column.contentsMargins()
        spacing = max(0, self._column.spacing())
        picture = self._picture_height(width, room) + spacing if self.picture is not None else 0
        chrome = 2 * self.text.frameWidth()
        fixed = (margins.top() + picture + chrome + spacing + self.buttons.sizeHint().height()
                 + margins.bottom())
        document = self.text.document().clone(self)
        lines = width - self._around()
        document.setTextWidth(lines)
        if fixed + document.size().height() > room.height():
            # It will scroll: the scroll bar takes its width from the lines.
            document.setTextWidth(lines - self.text.verticalScrollBar().sizeHint().width())
        text = math.ceil(document.size().height())
        document.deleteLater()
        return fixed + text


def keep_playing_question(parent: QWidget, title: str, text: str, yes: str) -> QMessageBox:
    """A Yes/No question (not yet shown) whose default, the safe answer, is "Keep Playing"."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.button(QMessageBox.StandardButton.Yes).setText(yes)
    box.button(QMessageBox.StandardButton.No).setText(
        QCoreApplication.translate("MainWindow", "Keep Playing"))
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box
