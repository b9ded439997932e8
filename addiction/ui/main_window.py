"""The main window: the board, the menus and toolbar, the status bar and the game's dialogs."""

from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from typing import Literal, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QColor,
    QFont,
    QGuiApplication,
    QIcon,
    QKeySequence,
    QPalette,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStyle,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from addiction import __version__
from addiction.engine import FULL_SCORE, Card, Game, IllegalAction, Move, Rules
from addiction.model import GameModel
from addiction.store import RecordKind, rules_from_key
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
from addiction.ui.game_keeper import GameKeeper
from addiction.ui.settings import ANIMATION_SPEEDS, Settings
from addiction.ui.stats_dialog import BEST_COLOUR, StatisticsDialog, new_records_text

# How long a status-bar note stays before the bar is clear again.
_NOTE_MS = 6000
# The "still winnable" search waits for play to pause this long, then searches this long.
_JUDGE_DELAY_MS = 400
_JUDGE_BUDGET_S = 4.0

Decision = Move | Literal["redeal"]


class AdvisorLike(Protocol):
    """What the window needs of ``addiction.solver.Advisor``."""

    def choose(self, game: Game) -> Decision | None: ...


Judge = Callable[[Sequence[Card | None], float, Callable[[], bool]], str]


def _solver_advisor() -> AdvisorLike:
    # The solver loads on first use, so the window appears without waiting for it.
    from addiction.solver import Advisor  # noqa: PLC0415

    return Advisor()


def _solver_judge(
    cells: Sequence[Card | None], budget: float, cancelled: Callable[[], bool]
) -> str:
    from addiction.solver import winnable  # noqa: PLC0415

    return winnable(cells, budget, cancelled)


class SolverBridge(QObject):
    """Runs the solver on pool threads and reports back only answers that are still current.

    Every change of position starts a new generation; an answer computed for an older one is
    dropped, and a "still winnable" search of an older one is told to stop.
    """

    decided = Signal(str, object)  # (purpose "hint" | "auto", Decision | None)
    judged = Signal(str)  # "winnable" | "not-winnable" | "unknown" for the current position
    _decision_ready = Signal(int, object, object)
    _verdict_ready = Signal(int, str)

    def __init__(
        self,
        model: GameModel,
        advisor_factory: Callable[[], AdvisorLike] = _solver_advisor,
        judge: Judge = _solver_judge,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._advisor_factory = advisor_factory
        self._judge = judge
        self._advisor: AdvisorLike | None = None
        self._generation = 0
        self._asking = False
        self._purpose = "hint"
        # One search at a time each: the machine's other core stays free for the animations.
        self._advice_pool = QThreadPool(self)
        self._advice_pool.setMaxThreadCount(1)
        self._judge_pool = QThreadPool(self)
        self._judge_pool.setMaxThreadCount(1)
        self._decision_ready.connect(self._deliver_decision)
        self._verdict_ready.connect(self._deliver_verdict)
        model.game_started.connect(self._new_game)
        model.card_moved.connect(self.position_changed)
        model.redealt.connect(self.position_changed)
        model.game_over.connect(self.position_changed)

    @property
    def busy(self) -> bool:
        """A hint or an auto move is being worked out for the current position."""
        return self._asking

    def ask(self, purpose: str) -> bool:
        """Work out the app's own choice for ``purpose``; False if one is already on its way.

        Hint and Auto want the same choice, so a second request while the first is worked
        out only changes what the answer is for (the later request wins).
        """
        if self._model.game.is_over:
            return False
        self._purpose = purpose
        if self._asking:
            return False
        advisor, game, generation = self._advisor, self._model.game.copy(), self._generation
        factory = self._advisor_factory
        self._asking = True

        def work() -> None:
            decision: Decision | None = None
            try:
                # Made here, not on the UI thread: the first one imports the solver.
                chosen = advisor if advisor is not None else factory()
                decision = chosen.choose(game)
            except Exception:  # reported here: a pool thread has nobody to raise to
                traceback.print_exc()
                chosen = None
            self._decision_ready.emit(generation, decision, chosen)

        self._advice_pool.start(work)
        return True

    def judge(self, budget: float) -> None:
        """Find out whether the current board can still be won without a further redeal."""
        cells, generation = self._model.game.cells, self._generation
        judge = self._judge

        def stale() -> bool:
            return self._generation != generation

        def work() -> None:
            try:
                verdict = judge(cells, budget, stale)
            except Exception:  # reported here: a pool thread has nobody to raise to
                traceback.print_exc()
                verdict = "unknown"
            self._verdict_ready.emit(generation, verdict)

        self._judge_pool.start(work)

    def position_changed(self) -> None:
        self._generation += 1
        self._asking = False

    def shutdown(self) -> None:
        """Stop listening to searches still running and wait for them to end."""
        self.position_changed()
        self._advice_pool.waitForDone()
        self._judge_pool.waitForDone()

    def _new_game(self) -> None:
        # The advisor keeps the plan of one game.
        self._advisor = None
        self.position_changed()

    def _deliver_decision(
        self, generation: int, decision: Decision | None, advisor: AdvisorLike | None
    ) -> None:
        if generation == self._generation:
            self._asking = False
            if self._advisor is None:
                self._advisor = advisor
            self.decided.emit(self._purpose, decision)

    def _deliver_verdict(self, generation: int, verdict: str) -> None:
        if generation == self._generation:
            self.judged.emit(verdict)


class MainWindow(QMainWindow):
    """One game of Addiction in a window, in the manner of KPatience and Aisleriot.

    With a ``keeper`` the game in progress is saved after every action, finished games go
    into the records and the Statistics dialog reads them; without one (screenshots) the
    window touches none of the player's data.
    """

    def __init__(
        self,
        model: GameModel,
        settings: Settings,
        art: CardArt | None = None,
        parent: QWidget | None = None,
        *,
        keeper: GameKeeper | None = None,
        advisor_factory: Callable[[], AdvisorLike] = _solver_advisor,
        judge: Judge = _solver_judge,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.settings = settings
        self.keeper = keeper
        self.art = art if art is not None else CardArt()
        self.art.four_colour = settings.four_colour
        self.setWindowTitle(self.tr("Addiction"))
        self.setObjectName("MainWindow")

        self.board_view = BoardView(model, self.art, self)
        self.board_view.set_speed(settings.animation_speed)
        # Above the board: news about the player's saved data that must not stop play.
        self.notice = NoticeBar(self)
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.notice)
        column.addWidget(self.board_view, 1)
        self.setCentralWidget(central)
        # Arrow keys and Enter play on the board from the first moment.
        self.board_view.setFocus()

        # The dialogs currently open (None when closed), kept so tests and the window reach them.
        self.deal_dialog: DealDialog | None = None
        self.position_dialog: PositionDialog | None = None
        self.end_dialog: EndOfGameDialog | None = None
        self.give_up_box: QMessageBox | None = None
        self.rules_dialog: RulesDialog | None = None
        self.about_box: QMessageBox | None = None
        self.stats_dialog: StatisticsDialog | None = None
        self.replay_box: QMessageBox | None = None
        self._end_pending = False
        # The records the finished game broke, for the end-of-game dialog.
        self._records_fell: frozenset[RecordKind] = frozenset()
        self._replay_wanted: tuple[int, Rules] | None = None

        self.solver = SolverBridge(model, advisor_factory, judge, self)
        self._judge_timer = QTimer(self)
        self._judge_timer.setSingleShot(True)
        self._judge_timer.setInterval(_JUDGE_DELAY_MS)
        self._judge_timer.timeout.connect(self._judge_now)

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
            self.tr("Choose &Deal Number…"), self.choose_deal, "Ctrl+D",
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
        self.action_statistics = self._action(
            self.tr("&Statistics…"), self.show_statistics, "Ctrl+T",
            self.tr("Your records, final scores and recent games"),
        )
        self.action_statistics.setEnabled(self.keeper is not None)
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
            self.tr("&Redo"), self.model.redo, "Ctrl+Shift+Z",
            self.tr("Play again what you took back"),
            self._icon("edit-redo", sp.SP_ArrowForward),
        )
        self.action_redeal = self._action(
            self.tr("R&edeal"), self.model.redeal, "R",
            self.tr("Keep each row's ordered cards and deal the rest again"),
            self._icon("media-playlist-shuffle", sp.SP_BrowserReload),
        )

        self.action_hint = self._action(
            self.tr("&Hint"), self.hint, "H",
            self.tr("Show the move the game would play now"),
            self._icon("help-hint", sp.SP_MessageBoxInformation),
        )
        self.action_auto = self._action(
            self.tr("&Auto"), self.auto, "A",
            self.tr("Let the game play its own choice for you"),
            self._icon("media-playback-start", sp.SP_MediaPlay),
        )

        self.action_full_screen = self._action(
            self.tr("&Full Screen"), self.set_full_screen, "F11",
        )
        self.action_full_screen.setCheckable(True)
        self.action_four_colour = self._action(
            self.tr("Four-&Colour Deck"), self.set_four_colour, None,
            self.tr("Blue diamonds and green clubs, so no two suits share a colour"),
        )
        self.action_four_colour.setCheckable(True)
        self.action_four_colour.setChecked(self.settings.four_colour)
        self.action_winnable = self._action(
            self.tr("Show Whether Still &Winnable"), self.set_winnable_indicator, None,
            self.tr("Search in the background whether the cards can still be won "
                    "without a redeal"),
        )
        self.action_winnable.setCheckable(True)
        self.action_winnable.setChecked(self.settings.winnable_indicator)

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
        game.addAction(self.action_statistics)
        game.addSeparator()
        game.addAction(self.action_quit)

        self.play_menu = bar.addMenu(self.tr("&Play"))
        self.play_menu.addAction(self.action_undo)
        self.play_menu.addAction(self.action_redo)
        self.play_menu.addSeparator()
        self.play_menu.addAction(self.action_redeal)
        self.play_menu.addSeparator()
        self.play_menu.addAction(self.action_hint)
        self.play_menu.addAction(self.action_auto)

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
        settings.addAction(self.action_winnable)
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
        self.toolbar.addSeparator()
        for action in (self.action_hint, self.action_auto):
            self.toolbar.addAction(action)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _make_status_bar(self) -> None:
        bar = self.statusBar()
        self.assisted_label = QLabel(self.tr("Assisted"), self)
        self.assisted_label.setToolTip(self.tr("Hint or Auto helped in this game"))
        self.assisted_label.setVisible(False)
        self.winnable_label = QLabel(self)
        self.winnable_label.setVisible(False)
        self.score_label = QLabel(self)
        self.redeals_label = QLabel(self)
        self.moves_label = QLabel(self)
        self.time_label = QLabel(self)
        self.deal_label = QLabel(self)
        for label in (
            self.assisted_label, self.winnable_label, self.score_label, self.redeals_label,
            self.moves_label, self.time_label, self.deal_label,
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
        m.assisted_changed.connect(self.assisted_label.setVisible)
        m.card_moved.connect(self._position_changed)
        m.redealt.connect(self._position_changed)
        # A save that failed in the background is noticed at the next action.
        m.card_moved.connect(self._tell_problems)
        m.redealt.connect(self._tell_problems)
        self.board_view.animations_finished.connect(self._show_pending_end)
        self.solver.decided.connect(self._decided)
        self.solver.judged.connect(self._show_verdict)

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
        self.action_hint.setEnabled(not game.is_over)
        self.action_auto.setEnabled(not game.is_over)
        self.assisted_label.setVisible(self.model.assisted)
        self._position_changed()
        self._close_end_dialog()
        self._end_pending = False
        self._records_fell = frozenset()
        if game.is_over:
            self.statusBar().showMessage(self.tr("This position has no move left."), _NOTE_MS)
        else:
            self.statusBar().clearMessage()
        self._tell_problems()

    def _refresh_state(self) -> None:
        """Show the whole state at once; the model's own state signals follow game_started."""
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
        self.action_hint.setEnabled(False)
        self.action_auto.setEnabled(False)
        self._judge_timer.stop()
        self.winnable_label.setVisible(False)
        self.statusBar().clearMessage()
        if self.keeper is not None:
            self._records_fell = self.keeper.record_finished()
            if self.stats_dialog is not None:
                self.stats_dialog.refresh()
            self._tell_problems()
        if self.board_view.animating:
            # Let the last card land (and the win celebrate) before the dialog covers it.
            self._end_pending = True
        else:
            self.show_end_dialog()

    def _show_pending_end(self) -> None:
        # Look once the board has finished reacting: a win's celebration starts right after
        # the last card lands, and the dialog waits for it too.
        QTimer.singleShot(0, self._show_end_if_settled)

    def _show_end_if_settled(self) -> None:
        if self._end_pending and not self.board_view.animating:
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
        note = self._records_note()
        if note is not None:
            _add_records_note(dialog, *note)
        dialog.new_game_requested.connect(self.new_random_game)
        dialog.restart_requested.connect(self.model.restart)
        self.end_dialog = dialog
        dialog.open()

    def _records_note(self) -> tuple[str, bool] | None:
        """What the finished game means for the records, and whether it is a new best."""
        if self.keeper is None:
            return None
        if self.model.game.deal == 0:
            return self.tr("A pasted position sets no record."), False
        if self.model.assisted:
            return self.tr("Hint or Auto helped, so this game sets no record."), False
        text = new_records_text(self._records_fell)
        return (text, True) if text is not None else None

    def _close_end_dialog(self) -> None:
        if self.end_dialog is not None:
            dialog, self.end_dialog = self.end_dialog, None
            dialog.close()
            dialog.deleteLater()

    def show_statistics(self) -> None:
        """Open the Statistics dialog beside the game (play goes on while it is open)."""
        if self.keeper is None:
            return
        if self.stats_dialog is None:
            dialog = StatisticsDialog(self.keeper.records, self.keeper.rules_key, self)
            dialog.replay_requested.connect(self.replay_deal)
            dialog.finished.connect(self._forget_stats_dialog)
            self.stats_dialog = dialog
        self.stats_dialog.show()
        self.stats_dialog.raise_()
        self.stats_dialog.activateWindow()

    def _forget_stats_dialog(self) -> None:
        if self.stats_dialog is not None:
            self.stats_dialog.deleteLater()
        self.stats_dialog = None

    def replay_deal(self, deal: int, rules_key: str) -> None:
        """Deal ``deal`` again under the rules ``rules_key`` names, asking first mid-game."""
        try:
            rules = rules_from_key(rules_key)
        except ValueError:
            # A rule set of another game or a later version: nothing this window can deal.
            self.statusBar().showMessage(
                self.tr("That game cannot be played again here."), _NOTE_MS
            )
            return
        game = self.model.game
        if game.is_over or not (game.history or game.can_redo):
            self.model.new_game(deal, rules)
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Play Deal {deal}?").format(deal=deal),
            self.tr("Leave this game unfinished and play deal {deal} from the start?").format(
                deal=deal
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.button(QMessageBox.StandardButton.Yes).setText(
            self.tr("Play Deal {deal}").format(deal=deal)
        )
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep Playing"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(self._replay_answered)
        self._replay_wanted = (deal, rules)
        self.replay_box = box
        box.open()

    def _replay_answered(self, result: int) -> None:
        box, self.replay_box = self.replay_box, None
        wanted, self._replay_wanted = self._replay_wanted, None
        if box is not None:
            box.deleteLater()
        if result == QMessageBox.StandardButton.Yes and wanted is not None:
            self.model.new_game(*wanted)

    def _tell_problems(self) -> None:
        """Say once, without stopping play, what went wrong with the player's saved data."""
        if self.keeper is None:
            return
        for problem in self.keeper.take_problems():
            self.notice.tell(problem)

    # --- Play menu: the solver's advice ----------------------------------------------------

    def hint(self) -> None:
        if self.solver.ask("hint"):
            self.statusBar().showMessage(self.tr("Looking for the best move…"))

    def auto(self) -> None:
        if self.solver.ask("auto"):
            self.statusBar().showMessage(self.tr("Choosing a move…"))

    def _decided(self, purpose: str, decision: Decision | None) -> None:
        self.statusBar().clearMessage()
        game = self.model.game
        if decision is None or game.is_over:
            return
        self.model.mark_assisted()
        if purpose == "hint":
            self.board_view.show_hint(decision)
            self.statusBar().showMessage(self._describe(decision), _NOTE_MS)
            return
        try:
            if decision == "redeal":
                self.model.redeal()
            else:
                self.model.play(decision)
        except IllegalAction as exc:
            # Only a bug in the solver gets here; say so rather than fail silently.
            self.statusBar().showMessage(
                self.tr("Auto could not play: {reason}").format(reason=exc), _NOTE_MS
            )

    def _describe(self, decision: Decision) -> str:
        if decision == "redeal":
            return self.tr("Hint: redeal.")
        row, col = decision.dst
        return self.tr("Hint: move {card} to row {row}, column {col}.").format(
            card=decision.card.symbol, row=row + 1, col=col + 1
        )

    def _position_changed(self) -> None:
        """Ask again, after a pause in play, whether the board can still be won."""
        self._judge_timer.stop()
        if not self.settings.winnable_indicator or self.model.game.is_over:
            self.winnable_label.setVisible(False)
            return
        self.winnable_label.setText(self.tr("Winnable: …"))
        self.winnable_label.setToolTip(self.tr("Searching…"))
        self.winnable_label.setVisible(True)
        self._judge_timer.start()

    def _judge_now(self) -> None:
        if self.settings.winnable_indicator and not self.model.game.is_over:
            self.solver.judge(_JUDGE_BUDGET_S)

    def _show_verdict(self, verdict: str) -> None:
        if not self.settings.winnable_indicator:
            return
        if verdict == "winnable":
            text, tip = self.tr("Winnable"), self.tr("These cards can be won without a redeal.")
        elif verdict == "not-winnable" and self.model.game.redeals_left == 0:
            text, tip = self.tr("Cannot be won"), self.tr("No way to win remains.")
        elif verdict == "not-winnable":
            text = self.tr("Needs a redeal")
            tip = self.tr("No way to win remains without a redeal.")
        else:
            text = self.tr("Winnable: ?")
            tip = self.tr("The search found no answer in time.")
        self.winnable_label.setText(text)
        self.winnable_label.setToolTip(tip)

    def set_winnable_indicator(self, on: bool) -> None:
        self.settings.winnable_indicator = on
        self._position_changed()

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
        self.board_view.refresh_cards()

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
        icon = QIcon.fromTheme("addiction", QIcon.fromTheme("applications-games"))
        if not icon.isNull():
            box.setIconPixmap(icon.pixmap(64))
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
            if self.isMinimized() and self.keeper is not None:
                # The time played so far, in case the game is not reopened from here.
                self.keeper.save()
            self.action_full_screen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        self._judge_timer.stop()
        self.solver.shutdown()
        if self.stats_dialog is not None:
            self.stats_dialog.close()
        if self.keeper is not None:
            self.keeper.close()
        super().closeEvent(event)


class NoticeBar(QFrame):
    """A strip that tells the player something worth reading without stopping play.

    Hidden until told something; the player closes it when done reading. What it is told
    while still open is added below, so nothing said is lost.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        # Soft amber with dark text: a warning that reads the same on light and dark themes.
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor(255, 240, 200))
        palette.setColor(QPalette.ColorRole.WindowText, QColor(60, 45, 0))
        self.setPalette(palette)
        icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size)
        )
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QToolButton(self)
        self.close_button.setAutoRaise(True)
        self.close_button.setIcon(
            self.style().standardIcon(QStyle.StandardPixmap.SP_TitleBarCloseButton)
        )
        self.close_button.setToolTip(self.tr("Close this message"))
        self.close_button.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 6, 6)
        row.setSpacing(8)
        row.addWidget(icon)
        row.addWidget(self.label, 1)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def text(self) -> str:
        """What the bar says now ("" when it was never told anything)."""
        return self.label.text()

    def tell(self, sentence: str) -> None:
        shown = "" if self.isHidden() else self.label.text()
        self.label.setText(f"{shown}\n{sentence}" if shown else sentence)
        self.show()


def _add_records_note(dialog: EndOfGameDialog, text: str, new_best: bool) -> QLabel:
    """Put what the game meant for the records under the end-of-game figures."""
    label = QLabel(text, dialog)
    label.setObjectName("records")
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setContentsMargins(0, 6, 0, 2)
    if new_best:
        font = QFont(label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        label.setFont(font)
        palette = label.palette()
        # Darker than the chart's gold, so it reads on a light dialog as well as a dark one.
        palette.setColor(QPalette.ColorRole.WindowText, BEST_COLOUR.darker(125))
        label.setPalette(palette)
    else:
        # A remark beside the figures, not news: wrapped, and quieter than they are.
        label.setWordWrap(True)
        label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    layout = dialog.layout()
    if isinstance(layout, QBoxLayout):
        # Just above the buttons, below the score and the other figures.
        layout.insertWidget(layout.count() - 1, label)
    elif layout is not None:
        layout.addWidget(label)
    return label
