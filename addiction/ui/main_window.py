"""The main window: the board, the menus and toolbar, the status bar and the game's dialogs."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStyle,
    QToolBar,
    QWidget,
)

from addiction import __version__
from addiction.engine import FULL_SCORE, Rules
from addiction.model import GameModel
from addiction.ui.animation import Speed
from addiction.ui.board_view import BoardView
from addiction.ui.cardart import CardArt
from addiction.ui.dialogs import (
    DealDialog,
    EndOfGameDialog,
    PositionDialog,
    RulesDialog,
    format_time,
)
from addiction.ui.settings import ANIMATION_SPEEDS, Settings

# How long a status-bar note stays before the bar is clear again.
_NOTE_MS = 6000


class MainWindow(QMainWindow):
    """One game of Addiction in a window, in the manner of KPatience and Aisleriot."""

    def __init__(
        self,
        model: GameModel,
        settings: Settings,
        art: CardArt | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.settings = settings
        self.art = art if art is not None else CardArt()
        self.art.four_colour = settings.four_colour
        self.setWindowTitle(self.tr("Addiction"))
        self.setObjectName("MainWindow")

        self.board_view = BoardView(model, self.art, self)
        self.board_view.set_speed(settings.animation_speed)
        self.setCentralWidget(self.board_view)

        # The dialogs currently open (None when closed), kept so tests and the window reach them.
        self.deal_dialog: DealDialog | None = None
        self.position_dialog: PositionDialog | None = None
        self.end_dialog: EndOfGameDialog | None = None
        self.give_up_box: QMessageBox | None = None
        self.rules_dialog: RulesDialog | None = None
        self.about_box: QMessageBox | None = None
        self._end_pending = False

        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self._make_status_bar()
        self._connect_model()

        self.resize(1280, 800)
        if not settings.geometry.isEmpty():
            self.restoreGeometry(settings.geometry)
        self._game_started()

    # --- actions ---------------------------------------------------------------------------

    def _action(
        self,
        text: str,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        tip: str = "",
        icon: QIcon | None = None,
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        if icon is not None:
            action.setIcon(icon)
        action.triggered.connect(slot)
        # Shortcuts must work in full screen too, where the menu bar is hidden.
        self.addAction(action)
        return action

    def _icon(self, theme: str, fallback: QStyle.StandardPixmap) -> QIcon:
        return QIcon.fromTheme(theme, self.style().standardIcon(fallback))

    def _make_actions(self) -> None:
        sp = QStyle.StandardPixmap
        self.action_new = self._action(
            self.tr("&New Game"), self.new_random_game, QKeySequence.StandardKey.New,
            self.tr("Deal a new random game"), self._icon("document-new", sp.SP_FileIcon),
        )
        self.action_restart = self._action(
            self.tr("&Restart Deal"), self.model.restart, "Ctrl+R",
            self.tr("Play this deal again from the start"),
            self._icon("media-skip-backward", sp.SP_MediaSkipBackward),
        )
        self.action_choose_deal = self._action(
            self.tr("&Choose Deal Number…"), self.choose_deal, "Ctrl+D",
            self.tr("Play a deal by its number"),
        )
        self.action_copy = self._action(
            self.tr("&Copy Position"), self.copy_position, QKeySequence.StandardKey.Copy,
            self.tr("Copy the cards as text, to share or keep"),
        )
        self.action_paste = self._action(
            self.tr("&Paste Position…"), self.paste_position, QKeySequence.StandardKey.Paste,
            self.tr("Play on from a position written as text"),
        )
        self.action_give_up = self._action(
            self.tr("&Give Up"), self.give_up, None,
            self.tr("End this game with its score as it stands"),
        )
        self.action_quit = self._action(
            self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit,
        )
        self.action_quit.setShortcut(QKeySequence("Ctrl+Q"))
        self.action_quit.setMenuRole(QAction.MenuRole.QuitRole)

        self.action_undo = self._action(
            self.tr("&Undo"), self.model.undo, QKeySequence.StandardKey.Undo,
            self.tr("Take back the last move or redeal"),
            self._icon("edit-undo", sp.SP_ArrowBack),
        )
        self.action_redo = self._action(
            self.tr("Re&do"), self.model.redo, "Ctrl+Shift+Z",
            self.tr("Play again what you took back"),
            self._icon("edit-redo", sp.SP_ArrowForward),
        )
        self.action_redeal = self._action(
            self.tr("Re&deal"), self.model.redeal, "R",
            self.tr("Keep each row's ordered cards and deal the rest again"),
            self._icon("media-playlist-shuffle", sp.SP_BrowserReload),
        )

        self.action_full_screen = self._action(
            self.tr("&Full Screen"), self.set_full_screen, "F11",
        )
        self.action_full_screen.setCheckable(True)
        self.action_four_colour = self._action(
            self.tr("&Four-Colour Deck"), self.set_four_colour, None,
            self.tr("Blue diamonds and green clubs, so no two suits share a colour"),
        )
        self.action_four_colour.setCheckable(True)
        self.action_four_colour.setChecked(self.settings.four_colour)

        self.action_rules = self._action(
            self.tr("&Rules"), self.show_rules, QKeySequence.StandardKey.HelpContents,
        )
        self.action_about = self._action(self.tr("&About Addiction"), self.show_about)
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)

    def _radio_group(
        self, menu: QMenu, key: str, choices: list[tuple[object, str]], on_change: object
    ) -> QActionGroup:
        group = QActionGroup(self)
        group.setExclusive(True)
        current = self.settings.value(key)
        for value, text in choices:
            action = QAction(text, group)
            action.setCheckable(True)
            action.setData(value)
            action.setChecked(value == current)
            menu.addAction(action)
        group.triggered.connect(on_change)
        return group

    def _make_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        game.addAction(self.action_new)
        game.addAction(self.action_restart)
        game.addAction(self.action_choose_deal)
        game.addSeparator()
        game.addAction(self.action_copy)
        game.addAction(self.action_paste)
        game.addSeparator()
        game.addAction(self.action_give_up)
        game.addSeparator()
        game.addAction(self.action_quit)

        self.play_menu = bar.addMenu(self.tr("&Play"))
        self.play_menu.addAction(self.action_undo)
        self.play_menu.addAction(self.action_redo)
        self.play_menu.addSeparator()
        self.play_menu.addAction(self.action_redeal)

        settings = bar.addMenu(self.tr("&Settings"))
        note = settings.addAction(self.tr("Rules take effect from the next game"))
        note.setEnabled(False)
        redeals = settings.addMenu(self.tr("&Redeals per Game"))
        self.redeals_group = self._radio_group(
            redeals, "rules/redeals",
            [(0, self.tr("None")), (1, self.tr("1")), (2, self.tr("2")), (3, self.tr("3"))],
            self._rules_changed,
        )
        gaps = settings.addMenu(self.tr("&Gap Placement on Redeal"))
        self.gaps_group = self._radio_group(
            gaps, "rules/gaps",
            [
                ("after-sequence", self.tr("After Each Row's Sequence")),
                ("random", self.tr("Anywhere (Classic Gaps)")),
            ],
            self._rules_changed,
        )
        when = settings.addMenu(self.tr("Redeal &Allowed"))
        self.redeal_when_group = self._radio_group(
            when, "rules/redeal_when",
            [("stuck", self.tr("Only When Stuck")), ("any", self.tr("At Any Time"))],
            self._rules_changed,
        )
        settings.addSeparator()
        speed = settings.addMenu(self.tr("Animation &Speed"))
        names = {
            "off": self.tr("Off"), "fast": self.tr("Fast"),
            "normal": self.tr("Normal"), "slow": self.tr("Slow"),
        }
        self.speed_group = self._radio_group(
            speed, "view/animation_speed",
            [(s, names[s]) for s in ANIMATION_SPEEDS],
            self._speed_changed,
        )
        settings.addAction(self.action_four_colour)
        settings.addSeparator()
        settings.addAction(self.action_full_screen)

        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.action_rules)
        help_menu.addAction(self.action_about)

    def _make_toolbar(self) -> None:
        self.toolbar = QToolBar(self.tr("Main Toolbar"), self)
        self.toolbar.setObjectName("MainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setFloatable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        for action in (self.action_new, self.action_restart):
            self.toolbar.addAction(action)
        self.toolbar.addSeparator()
        for action in (self.action_undo, self.action_redo, self.action_redeal):
            self.toolbar.addAction(action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _make_status_bar(self) -> None:
        bar = self.statusBar()
        self.score_label = QLabel(self)
        self.redeals_label = QLabel(self)
        self.moves_label = QLabel(self)
        self.time_label = QLabel(self)
        self.deal_label = QLabel(self)
        for label in (
            self.score_label, self.redeals_label, self.moves_label, self.time_label,
            self.deal_label,
        ):
            label.setContentsMargins(8, 0, 8, 0)
            bar.addPermanentWidget(label)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

    # --- the model's signals -----------------------------------------------------------------

    def _connect_model(self) -> None:
        m = self.model
        m.undo_available.connect(self.action_undo.setEnabled)
        m.redo_available.connect(self.action_redo.setEnabled)
        m.redeal_available.connect(self.action_redeal.setEnabled)
        m.score_changed.connect(self._show_score)
        m.redeals_left_changed.connect(self._show_redeals)
        m.moves_changed.connect(self._show_moves)
        m.elapsed_changed.connect(self._show_time)
        m.stuck_changed.connect(self._stuck_changed)
        m.game_started.connect(self._game_started)
        m.game_over.connect(self._game_over)
        self.board_view.animations_finished.connect(self._show_pending_end)

    def _show_score(self, score: int) -> None:
        self.score_label.setText(self.tr("Score: {score}/{full}").format(
            score=score, full=FULL_SCORE))

    def _show_redeals(self, left: int) -> None:
        self.redeals_label.setText(self.tr("Redeals left: {left}").format(left=left))

    def _show_moves(self, moves: int) -> None:
        self.moves_label.setText(self.tr("Moves: {moves}").format(moves=moves))

    def _show_time(self, seconds: int) -> None:
        self.time_label.setText(self.tr("Time: {time}").format(time=format_time(seconds)))

    def _game_started(self) -> None:
        game = self.model.game
        self._refresh_state()
        if game.deal:
            self.deal_label.setText(self.tr("Deal {deal}").format(deal=game.deal))
            self.deal_label.setToolTip(self.tr("Deal number: choose it again from the Game menu"))
        else:
            self.deal_label.setText(self.tr("Pasted position"))
            self.deal_label.setToolTip("")
        self.action_give_up.setEnabled(not game.is_over)
        self._close_end_dialog()
        self._end_pending = False
        # An unfinished numbered deal is offered again at the next start.
        self.settings.last_deal = game.deal if not game.is_over else 0
        if game.is_over:
            self.statusBar().showMessage(self.tr("This position has no move left."), _NOTE_MS)
        else:
            self.statusBar().clearMessage()

    def _refresh_state(self) -> None:
        """Show the whole state; used before the model's own signals have ever fired."""
        m, game = self.model, self.model.game
        self._show_score(game.score)
        self._show_redeals(game.redeals_left)
        self._show_moves(game.moves_played)
        self._show_time(m.elapsed)
        self.action_undo.setEnabled(game.can_undo)
        self.action_redo.setEnabled(game.can_redo)
        self.action_redeal.setEnabled(game.can_redeal)

    def _stuck_changed(self, stuck: bool) -> None:
        game = self.model.game
        if stuck and game.can_redeal:
            self.statusBar().showMessage(
                self.tr("No card can move. Redeal (R) to go on: {left} left.").format(
                    left=game.redeals_left
                )
            )
        elif not stuck:
            self.statusBar().clearMessage()

    def _game_over(self, score: int) -> None:
        del score  # the dialog reads the whole game, the score included
        self.action_give_up.setEnabled(False)
        self.settings.last_deal = 0
        self.statusBar().clearMessage()
        if self.board_view.animating:
            # Let the last card land (and the win celebrate) before the dialog covers it.
            self._end_pending = True
        else:
            self.show_end_dialog()

    def _show_pending_end(self) -> None:
        if self._end_pending:
            self._end_pending = False
            self.show_end_dialog()

    # --- Game menu -----------------------------------------------------------------------

    def new_game(self, deal: int | None = None) -> None:
        """A new game under the rules chosen in Settings: a random deal, or ``deal``."""
        self.model.new_game(deal, self.settings.rules())

    def new_random_game(self) -> None:
        self.new_game(None)

    def choose_deal(self) -> None:
        dialog = DealDialog(self.model.game.deal, self)
        dialog.deal_chosen.connect(self.new_game)
        dialog.finished.connect(self._forget_deal_dialog)
        self.deal_dialog = dialog
        dialog.open()

    def _forget_deal_dialog(self) -> None:
        if self.deal_dialog is not None:
            self.deal_dialog.deleteLater()
        self.deal_dialog = None

    def copy_position(self) -> None:
        QGuiApplication.clipboard().setText(self.model.game.to_text() + "\n")
        self.statusBar().showMessage(
            self.tr("Position copied: paste it to share this game."), _NOTE_MS
        )

    def paste_position(self) -> None:
        text = QGuiApplication.clipboard().text()
        dialog = PositionDialog(text, self._load_position, self)
        dialog.finished.connect(self._forget_position_dialog)
        self.position_dialog = dialog
        dialog.open()

    def _load_position(self, text: str) -> None:
        self.model.load_position(text, self.settings.rules())

    def _forget_position_dialog(self) -> None:
        if self.position_dialog is not None:
            self.position_dialog.deleteLater()
        self.position_dialog = None

    def give_up(self) -> None:
        if self.model.game.is_over:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Give Up?"),
            self.tr("End this game now with a score of {score}?").format(
                score=self.model.game.score
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Give Up"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep Playing"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(self._give_up_answered)
        self.give_up_box = box
        box.open()

    def _give_up_answered(self, result: int) -> None:
        box, self.give_up_box = self.give_up_box, None
        if box is not None:
            box.deleteLater()
        if result == QMessageBox.StandardButton.Yes and not self.model.game.is_over:
            self.model.give_up()

    def show_end_dialog(self) -> None:
        self._close_end_dialog()
        dialog = EndOfGameDialog(self.model.game, self.model.elapsed, self)
        dialog.new_game_requested.connect(self.new_random_game)
        dialog.restart_requested.connect(self.model.restart)
        self.end_dialog = dialog
        dialog.open()

    def _close_end_dialog(self) -> None:
        if self.end_dialog is not None:
            dialog, self.end_dialog = self.end_dialog, None
            dialog.close()
            dialog.deleteLater()

    # --- Settings menu -----------------------------------------------------------------------

    def _rules_changed(self) -> None:
        rules = Rules(
            redeals=self.redeals_group.checkedAction().data(),
            gaps=self.gaps_group.checkedAction().data(),
            redeal_when=self.redeal_when_group.checkedAction().data(),
        )
        self.settings.set_rules(rules)
        if rules == self.model.game.rules:
            message = self.tr("Rules: {rules}.").format(rules=rules.describe())
        else:
            message = self.tr("Rules: {rules}. They apply from your next game.").format(
                rules=rules.describe()
            )
        self.statusBar().showMessage(message, _NOTE_MS)

    def _speed_changed(self, action: QAction) -> None:
        speed: Speed = action.data()
        self.settings.animation_speed = speed
        self.board_view.set_speed(speed)

    def set_four_colour(self, on: bool) -> None:
        self.settings.four_colour = on
        self.art.four_colour = on
        self.board_view.viewport().update()

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    # --- Help menu -------------------------------------------------------------------------

    def show_rules(self) -> None:
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def show_about(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About Addiction"))
        box.setIconPixmap(QIcon.fromTheme("applications-games").pixmap(64))
        box.setText(self.tr("<h3>Addiction {version}</h3>").format(version=__version__))
        box.setInformativeText(
            self.tr(
                "Gaps, Montana, Spaces: the patience where you put four rows in order, "
                "2 to King, by sliding cards into the gaps.<br><br>"
                "Free software under the GNU GPL, version 3 or later."
            )
        )
        box.setStandardButtons(QMessageBox.StandardButton.Close)
        box.finished.connect(self._forget_about)
        self.about_box = box
        box.open()

    def _forget_about(self) -> None:
        if self.about_box is not None:
            self.about_box.deleteLater()
        self.about_box = None

    # --- window events -----------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            # The clock only runs while the player can see the game.
            self.model.set_paused(self.isMinimized())
            self.action_full_screen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        super().closeEvent(event)
