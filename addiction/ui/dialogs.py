"""The window's dialogs: deal number, paste position, end of game, rules.

Each opens window-modal with ``open()`` and reports through signals, so nothing waits in a
nested event loop (and tests can drive them like a player would).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from addiction.engine import FULL_SCORE, MAX_DEAL, MIN_DEAL, AddictionError, Game
from addiction.engine.pyramid import SIZE as PYRAMID_SIZE
from addiction.engine.pyramid import PyramidGame


def format_time(seconds: int) -> str:
    """``m:ss``, or ``h:mm:ss`` from an hour on."""
    hours, rest = divmod(max(0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


def _error_label(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setStyleSheet("color: #d9433b;")
    label.setObjectName("error")
    return label


class DealDialog(QDialog):
    """Asks for a deal number; the OK button stays off until the text is one."""

    deal_chosen = Signal(int)

    def __init__(self, current: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for widget in (prompt, self.edit, self.error, self.buttons):
            layout.addWidget(widget)
        self.edit.textChanged.connect(self._check)
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
        number = int(text)
        if not MIN_DEAL <= number <= MAX_DEAL:
            return None, self.tr("Deal numbers run from {low} to {high}.").format(
                low=MIN_DEAL, high=QLocale().toString(MAX_DEAL)
            )
        return number, ""

    def _check(self) -> None:
        number, message = self._parse()
        self.error.setText(message)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(number is not None)

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
        parent: QWidget | None = None,
        *,
        pyramid: bool = False,
    ) -> None:
        super().__init__(parent)
        self._load = load
        self.setWindowTitle(self.tr("Paste Position"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        if pyramid:
            explained = self.tr(
                "Seven pyramid rows, apex first (-- for a removed card), then the lines "
                "stock:, waste: (bottom card first) and pass: N/3 (Classic) or N (Relaxed). "
                "A card is rank then suit (7H, TD, KS)."
            )
        else:
            explained = self.tr(
                "Four rows of 13 cards, top row first. A card is rank then suit "
                "(7H, TD, KS); a gap is --."
            )
        help_text = QLabel(explained, self)
        help_text.setWordWrap(True)
        self.edit = QPlainTextEdit(self)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.edit.setFont(font)
        self.edit.setPlainText(text)
        self.edit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        metrics = self.edit.fontMetrics()
        lines = 12 if pyramid else 7
        self.edit.setMinimumSize(
            metrics.horizontalAdvance("QD " * 13) + 40, metrics.height() * lines
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
    """Says how the game ended, with its score, moves and time, and offers what to do next.

    ``game`` is an Addiction ``Game`` or a ``PyramidGame``; a Pyramid game given up says so
    with ``given_up`` (its engine knows only won and lost).
    """

    new_game_requested = Signal()
    restart_requested = Signal()

    def __init__(
        self,
        game: Game | PyramidGame,
        seconds: int,
        parent: QWidget | None = None,
        *,
        given_up: bool = False,
    ) -> None:
        super().__init__(parent)
        titles = {
            "won": self.tr("You won!"),
            "over": self.tr("Game over"),
            "lost": self.tr("Game over"),
            "given-up": self.tr("Game ended"),
        }
        details = {
            "won": self.tr("Every row runs from 2 to King. Well played!"),
            "over": self.tr("No card can move and no redeal is left."),
            "given-up": self.tr("You gave up this deal."),
        }
        status: str
        if isinstance(game, PyramidGame):
            status = "given-up" if given_up else game.status
            details["won"] = self.tr("The pyramid is cleared. Well played!")
            details["lost"] = self.tr("No pair, King or turn of the stock is left.")
            cleared = PYRAMID_SIZE - game.pyramid_count
            self.figures: dict[str, str] = {
                self.tr("Score"): f"{cleared}/{PYRAMID_SIZE}",
                self.tr("Moves"): str(game.actions_played),
                self.tr("Passes"): str(game.pass_number),
                self.tr("Time"): format_time(seconds),
            }
        else:
            status = game.status
            self.figures = {
                self.tr("Score"): f"{game.score}/{FULL_SCORE}",
                self.tr("Moves"): str(game.moves_played),
                self.tr("Redeals used"): str(game.redeals_used),
                self.tr("Time"): format_time(seconds),
            }
        title = titles.get(status, self.tr("Game ended"))
        self.setWindowTitle(title)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        headline = QLabel(title, self)
        font = QFont(headline.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        headline.setFont(font)
        detail = QLabel(details.get(status, ""), self)
        detail.setWordWrap(True)
        if game.deal:
            self.figures[self.tr("Deal")] = str(game.deal)
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
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.new_button.clicked.connect(self._new_game)
        self.restart_button.clicked.connect(self._restart)
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * 26)

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


def rules_html() -> str:
    """The rules in short, as a player would explain them to a friend."""
    paragraphs = [
        QCoreApplication.translate("Rules", "<h3>Goal</h3>"),
        QCoreApplication.translate(
            "Rules",
            "<p>Put every row in order: a 2 in the first column, then 3, 4, … up to King, "
            "all of one suit. Which row gets which suit is up to you.</p>",
        ),
        QCoreApplication.translate("Rules", "<h3>Play</h3>"),
        QCoreApplication.translate(
            "Rules",
            "<p>The aces are taken out, leaving four gaps. Fill a gap with the card of the "
            "same suit one higher than the card on its left: after 7<font color=#c8102e>♥</font> "
            "only 8<font color=#c8102e>♥</font> fits. "
            "Any 2 fits a gap in the first column. A gap after a King or after another gap "
            "is dead: nothing fits there.</p>",
        ),
        QCoreApplication.translate(
            "Rules",
            "<p>Click a card to send it to its gap, or click a gap to bring the card that "
            "fits. When a 2 could go to several gaps, the choices light up: click one. "
            "You can also drag cards.</p>",
        ),
        QCoreApplication.translate("Rules", "<h3>Redeal</h3>"),
        QCoreApplication.translate(
            "Rules",
            "<p>When every gap is dead you are stuck. Redeal (R) keeps the cards already in "
            "order at the start of each row and deals all the others again, with a gap "
            "right after each row's ordered cards. You have up to three redeals (see "
            "Settings).</p>",
        ),
        QCoreApplication.translate("Rules", "<h3>Help</h3>"),
        QCoreApplication.translate(
            "Rules",
            "<p>Hint (H) shows the move the game itself would play; Auto (A) plays it. "
            "Undo (Ctrl+Z) takes back moves and redeals, as far as you like, until the "
            "game ends.</p>",
        ),
        QCoreApplication.translate("Rules", "<h3>Score</h3>"),
        QCoreApplication.translate(
            "Rules",
            "<p>Your score is the number of cards in order, 0 to 48. The game is over when "
            "you are stuck with no redeal left, or when you give up.</p>",
        ),
    ]
    return "".join(paragraphs)


def pyramid_rules_html() -> str:
    """The rules of Pyramid in short."""
    paragraphs = [
        QCoreApplication.translate("Rules", "<h3>Goal</h3>"),
        QCoreApplication.translate("Rules", "<p>Clear the pyramid: remove all 28 of its cards.</p>"),
        QCoreApplication.translate("Rules", "<h3>Play</h3>"),
        QCoreApplication.translate(
            "Rules",
            "<p>Remove two free cards whose values add up to 13: Ace and Queen, 2 and Jack, "
            "3 and 10, 4 and 9, 5 and 8, 6 and 7. A King is removed alone. A card is free "
            "when no card lies over it; the top card of the waste is free too.</p>",
        ),
        QCoreApplication.translate(
            "Rules",
            "<p>Click a card, then its partner; a King goes on one click. Click the stock to "
            "turn its next card onto the waste.</p>",
        ),
        QCoreApplication.translate("Rules", "<h3>Passes</h3>"),
        QCoreApplication.translate(
            "Rules",
            "<p>When the stock is empty, click its place to turn the waste over and go "
            "through the cards again, in the same order. Classic allows three passes in "
            "all; Relaxed as many as you like (see Settings).</p>",
        ),
        QCoreApplication.translate("Rules", "<h3>Help and score</h3>"),
        QCoreApplication.translate(
            "Rules",
            "<p>Hint (H) shows the action the game would play; Auto (A) plays it. Undo "
            "(Ctrl+Z) takes back anything until the game ends. Your score is the number of "
            "pyramid cards removed, 0 to 28; the game is over when nothing is left to do.</p>",
        ),
    ]
    return "".join(paragraphs)


class RulesDialog(QDialog):
    """The rules in short, in a window the player can keep open beside the game."""

    def __init__(self, parent: QWidget | None = None, *, pyramid: bool = False) -> None:
        super().__init__(parent)
        self.pyramid = pyramid
        if pyramid:
            self.setWindowTitle(self.tr("Rules of Pyramid"))
        else:
            self.setWindowTitle(self.tr("Rules of Addiction"))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setHtml(pyramid_rules_html() if pyramid else rules_html())
        self.text.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(520, 480)
