"""The main window: the two games and the start screen, the menus and toolbar, the status bar
and the games' dialogs.

The central widget is a stack of pages: the start screen, Addiction's board and Pyramid's table.
Addiction is played by the window's own handlers below; Pyramid lives in a ``PyramidPage`` that
the same menus call while it is on show.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QEvent, Qt, QTimer
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
    QStackedWidget,
    QStyle,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from addiction import __version__
from addiction.engine import FULL_SCORE, AddictionError, Game, IllegalAction, Rules
from addiction.engine.pyramid import MODES, Action, Mode, PyramidGame
from addiction.i18n import build_language_menu
from addiction.model import GameModel
from addiction.model.pyramid_model import PyramidModel
from addiction.store import addiction_rules_key, game_of, rules_from_key
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
from addiction.ui.game_keeper import GameKeeper, PyramidKeeper
from addiction.ui.pages import AddictionPage, GameName, GamePage
from addiction.ui.pyramid_page import PyramidPage
from addiction.ui.settings import ANIMATION_SPEEDS, Settings
from addiction.ui.solver_bridge import (
    AdvisorLike,
    Decision,
    Judge,
    PyramidAdvisorLike,
    PyramidHinter,
    SolverBridge,
    default_advisor,
    default_judge,
)
from addiction.ui.start_screen import StartScreen
from addiction.ui.stats_dialog import (
    BEST_COLOUR,
    StatisticsDialog,
    describe_options,
    new_records_text,
)

# What the window opens on: a game, or the start screen.
Start = Literal["addiction", "pyramid", "choose"]
GAMES: tuple[GameName, ...] = ("addiction", "pyramid")

# How long a status-bar note stays before the bar is clear again.
_NOTE_MS = 6000
# The "still winnable" search waits for play to pause this long, then searches this long.
_JUDGE_DELAY_MS = 400
_JUDGE_BUDGET_S = 4.0


def opening_page(settings: Settings, resumed: Game | None) -> Start:
    """What the window opens on: the game played last; before any choice, an Addiction game
    played under an earlier version (``resumed``: the one brought back from disk), or else the
    start screen."""
    last = settings.game
    if last in GAMES:
        return "pyramid" if last == "pyramid" else "addiction"
    # A deal saved untouched is only the one dealt behind a start screen the player left.
    played = resumed is not None and bool(resumed.history or resumed.can_redo)
    return "addiction" if played else "choose"


class MainWindow(QMainWindow):
    """Addiction and Pyramid in one window, in the manner of KPatience and Aisleriot.

    ``model`` is the Addiction game; the Pyramid game is ``pyramid`` or a random deal in the
    mode chosen in Settings. ``start`` says what shows first. With a ``keeper`` the games in
    progress are saved after every action (Pyramid's saved game is resumed here), finished
    games go into the records and the Statistics dialog reads them; without one
    (screenshots) the window touches none of the player's data.
    """

    def __init__(
        self,
        model: GameModel,
        settings: Settings,
        art: CardArt | None = None,
        parent: QWidget | None = None,
        *,
        keeper: GameKeeper | None = None,
        advisor_factory: Callable[[], AdvisorLike] = default_advisor,
        judge: Judge = default_judge,
        pyramid: PyramidModel | None = None,
        pyramid_advisor_factory: Callable[[], PyramidAdvisorLike] = PyramidHinter,
        start: Start = "addiction",
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
        self.pyramid = self._make_pyramid(pyramid, pyramid_advisor_factory)
        self.start_screen = StartScreen(self.art, self)
        self.start_screen.chosen.connect(self.play_game)
        self.pages = QStackedWidget(self)
        for page in (self.start_screen, self.board_view, self.pyramid.view):
            self.pages.addWidget(page)
        # The game on show; None while the start screen is.
        self.game_name: GameName | None = None
        # Above the board: news about the player's saved data that must not stop play.
        self.notice = NoticeBar(self)
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.notice)
        column.addWidget(self.pages, 1)
        self.setCentralWidget(central)

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
        self._replay_wanted: Callable[[], None] | None = None
        self.mode_box: QMessageBox | None = None
        self._mode_wanted: Mode | None = None

        self.solver = SolverBridge(model, advisor_factory, judge, self)
        self.addiction = AddictionPage(model, self.board_view, keeper, self.solver,
                                       settings.rules, parent=self)
        self._pages: dict[GameName, GamePage] = {
            "addiction": self.addiction, "pyramid": self.pyramid,
        }
        self._judge_timer = QTimer(self)
        self._judge_timer.setSingleShot(True)
        self._judge_timer.setInterval(_JUDGE_DELAY_MS)
        self._judge_timer.timeout.connect(self._judge_now)

        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self._make_status_bar()
        self._connect_model()

        self._connect_pyramid()

        self.resize(1280, 800)
        if not settings.geometry.isEmpty():
            self.restoreGeometry(settings.geometry)
        self._game_started()
        if start == "choose":
            self.choose_game()
        else:
            self.play_game(start)
            if start == "pyramid" and self._pyramid_resumed:
                self.statusBar().showMessage(
                    self.tr("Your unfinished game is back, as you left it."), _NOTE_MS)

    def _make_pyramid(
        self, model: PyramidModel | None, advisor_factory: Callable[[], PyramidAdvisorLike]
    ) -> PyramidPage:
        given = model is not None
        if model is None:
            mode = self.settings.pyramid_mode
            model = PyramidModel(PyramidGame.new(PyramidModel.random_deal(), mode))
        keeper = None
        if self.keeper is not None:
            # One record book and one saved-games folder for both games.
            keeper = PyramidKeeper(model, self.keeper.records, self.keeper.saves, self,
                                   told=self.keeper.told)
        page = PyramidPage(self.art, model.mode, model=model, keeper=keeper,
                           advisor_factory=advisor_factory, parent=self)
        page.set_speed(self.settings.animation_speed)
        self._pyramid_resumed = keeper is not None and not given and keeper.resume()
        # A game made up here has never been shown: the first visit deals it afresh.
        self._pyramid_dealt = given or self._pyramid_resumed
        return page

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
            self.tr("&Restart Deal"), self.restart, "Ctrl+R",
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
        self.action_choose_game = self._action(
            self.tr("C&hoose Game…"), self.choose_game, "Ctrl+G",
            self.tr("Pick a game from pictures of their tables"),
        )
        self.games_group = QActionGroup(self)
        self.games_group.setExclusive(True)
        self.game_actions: dict[GameName, QAction] = {}
        entries: tuple[tuple[GameName, str, str], ...] = (
            ("addiction", self.tr("&Addiction"), self.tr("Play Addiction (Gaps, Montana)")),
            ("pyramid", self.tr("P&yramid"), self.tr("Play Pyramid")),
        )
        for name, text, tip in entries:
            action = QAction(text, self.games_group)
            action.setCheckable(True)
            action.setStatusTip(tip)
            action.setToolTip(tip)
            action.setData(name)
            self.game_actions[name] = action
        self.games_group.triggered.connect(lambda action: self.play_game(action.data()))
        self.action_quit = self._action(
            self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit,
        )
        self.action_quit.setShortcut(QKeySequence("Ctrl+Q"))
        self.action_quit.setMenuRole(QAction.MenuRole.QuitRole)

        self.action_undo = self._action(
            self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo,
            self.tr("Take back the last move or redeal"),
            self._icon("edit-undo", sp.SP_ArrowBack),
        )
        self.action_redo = self._action(
            self.tr("&Redo"), self.redo, "Ctrl+Shift+Z",
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
        game.addAction(self.action_choose_game)
        for action in self.game_actions.values():
            game.addAction(action)
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
        mode = settings.addMenu(self.tr("&Pyramid Mode"))
        self.pyramid_mode_group = self._radio_group(
            mode, "game/pyramid_mode",
            [("classic", self.tr("Classic: Three Passes")),
             ("relaxed", self.tr("Relaxed: Unlimited Passes"))],
            self._pyramid_mode_chosen,
        )
        self.pyramid_settings = [mode.menuAction()]
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
        # Shown only while Addiction is: Pyramid has no redeals.
        self.addiction_settings = [
            note, redeals.menuAction(), gaps.menuAction(), when.menuAction(),
            self.action_winnable,
        ]
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
        build_language_menu(
            settings, self.settings, lambda note: self.statusBar().showMessage(note, _NOTE_MS)
        )
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
        # Each game's fields in one strip, shown while that game is.
        self.addiction_status = QWidget(self)
        strip = QHBoxLayout(self.addiction_status)
        strip.setContentsMargins(0, 0, 0, 0)
        strip.setSpacing(0)
        self.assisted_label = QLabel(self.tr("Assisted"), self.addiction_status)
        self.assisted_label.setToolTip(self.tr("Hint or Auto helped in this game"))
        self.assisted_label.setVisible(False)
        self.winnable_label = QLabel(self.addiction_status)
        self.winnable_label.setVisible(False)
        self.score_label = QLabel(self.addiction_status)
        self.redeals_label = QLabel(self.addiction_status)
        self.moves_label = QLabel(self.addiction_status)
        self.time_label = QLabel(self.addiction_status)
        self.deal_label = QLabel(self.addiction_status)
        for label in (
            self.assisted_label, self.winnable_label, self.score_label, self.redeals_label,
            self.moves_label, self.time_label, self.deal_label,
        ):
            label.setContentsMargins(8, 0, 8, 0)
            strip.addWidget(label)
        bar.addPermanentWidget(self.addiction_status)
        bar.addPermanentWidget(self.pyramid.status)
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
        self.addiction.records_fell = frozenset()
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
                self.tr("No card can move. Redeal (R) to go on: %n left.", "", game.redeals_left)
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
            self.addiction.records_fell = self.keeper.record_finished()
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

    # --- choosing the game ---------------------------------------------------------------

    @property
    def on_pyramid(self) -> bool:
        return self.game_name == "pyramid"

    def choose_game(self) -> None:
        """Show the start screen; the game on show waits, paused, until one is chosen."""
        self._leave_game()
        self.game_name = None
        self.pages.setCurrentWidget(self.start_screen)
        self.setWindowTitle(self.tr("Addiction"))
        checked = self.games_group.checkedAction()
        if checked is not None:
            # An exclusive group keeps one checked; no game is on show, so none should be.
            self.games_group.setExclusive(False)
            checked.setChecked(False)
            self.games_group.setExclusive(True)
        self.start_screen.offer(self.settings.game or "addiction")
        self._update_for_game()

    def play_game(self, name: str) -> None:
        """Show game ``name`` ("addiction" or "pyramid") where the player left it."""
        game: GameName = "pyramid" if name == "pyramid" else "addiction"
        if game != self.game_name:
            self._leave_game()
        self.game_name = game
        self.settings.game = game
        self.game_actions[game].setChecked(True)
        page = self._pages[game]
        if game == "pyramid":
            self.setWindowTitle(self.tr("Pyramid"))
            if not self._pyramid_dealt:
                self._pyramid_dealt = True
                self.pyramid.new_game(None, self.settings.pyramid_mode)
        else:
            self.setWindowTitle(self.tr("Addiction"))
        self.pages.setCurrentWidget(page.view)
        page.set_paused(self.isMinimized())
        # Arrow keys and Enter play on the table from the first moment.
        page.view.setFocus()
        self._update_for_game()

    @property
    def page(self) -> GamePage | None:
        """The game on show (None: the start screen)."""
        return self._pages[self.game_name] if self.game_name is not None else None

    def _leave_game(self) -> None:
        """The game on show goes out of sight: its clock stops and its time is saved."""
        self.statusBar().clearMessage()
        page = self.page
        if page is not None:
            page.set_paused(True)
            if page.keeper is not None:
                page.keeper.save()

    def _update_for_game(self) -> None:
        """Menus, toolbar and status bar for the game on show (or the start screen)."""
        name = self.game_name
        self.addiction_status.setVisible(name == "addiction")
        self.pyramid.status.setVisible(name == "pyramid")
        for action in self.addiction_settings:
            action.setVisible(name != "pyramid")
        for action in self.pyramid_settings:
            action.setVisible(name != "addiction")
        self.action_redeal.setVisible(name != "pyramid")
        playing = (
            self.action_new, self.action_restart, self.action_choose_deal, self.action_copy,
            self.action_paste, self.action_give_up, self.action_undo, self.action_redo,
            self.action_redeal, self.action_hint, self.action_auto,
        )
        if name is None:
            for action in playing:
                action.setEnabled(False)
            return
        for action in (self.action_new, self.action_restart, self.action_choose_deal,
                       self.action_copy, self.action_paste):
            action.setEnabled(True)
        if name == "pyramid":
            self._pyramid_state()
        else:
            game = self.model.game
            self._refresh_state()
            for action in (self.action_give_up, self.action_hint, self.action_auto):
                action.setEnabled(not game.is_over)
            self._position_changed()

    def _pyramid_state(self) -> None:
        if not self.on_pyramid:
            return
        model = self.pyramid.model
        self.action_undo.setEnabled(model.game.can_undo and not model.is_over)
        self.action_redo.setEnabled(model.game.can_redo and not model.is_over)
        for action in (self.action_give_up, self.action_hint, self.action_auto):
            action.setEnabled(not model.is_over)

    def _connect_pyramid(self) -> None:
        page = self.pyramid
        m = page.model
        for signal in (m.undo_available, m.redo_available, m.game_started, m.game_over):
            signal.connect(self._pyramid_state)
        m.game_started.connect(self._pyramid_started)
        m.game_over.connect(self._pyramid_over)
        m.cards_removed.connect(self._tell_problems)
        m.card_drawn.connect(self._tell_problems)
        page.ended.connect(self.show_end_dialog)
        page.advice.connect(self._pyramid_advice)
        # The menu shows the mode of the game in play (a resumed one may differ).
        self._set_pyramid_mode(m.mode)

    def _pyramid_started(self) -> None:
        # A pasted position brings its own mode; the next game keeps it.
        self._set_pyramid_mode(self.pyramid.model.mode)
        if self.on_pyramid:
            self._close_end_dialog()
            self.statusBar().clearMessage()
            self._tell_problems()

    def _pyramid_over(self) -> None:
        self.statusBar().clearMessage()
        if self.stats_dialog is not None:
            self.stats_dialog.refresh()
        self._tell_problems()

    # --- Game menu -----------------------------------------------------------------------

    def new_game(self, deal: int | None = None) -> None:
        """A new game of the game on show: a random deal, or ``deal``. Addiction takes the
        rules chosen in Settings, Pyramid the mode."""
        if self.page is not None:
            self.page.new_game(deal)

    def new_random_game(self) -> None:
        self.new_game(None)

    def restart(self) -> None:
        if self.page is not None:
            self.page.restart()

    def undo(self) -> None:
        if self.page is not None:
            self.page.undo()

    def redo(self) -> None:
        if self.page is not None:
            self.page.redo()

    def choose_deal(self) -> None:
        if self.page is None:
            return
        dialog = DealDialog(self.page.game.deal, self)
        dialog.deal_chosen.connect(self.new_game)
        dialog.finished.connect(self._forget_deal_dialog)
        self.deal_dialog = dialog
        dialog.open()

    def _forget_deal_dialog(self) -> None:
        if self.deal_dialog is not None:
            self.deal_dialog.deleteLater()
        self.deal_dialog = None

    def copy_position(self) -> None:
        if self.page is None:
            return
        QGuiApplication.clipboard().setText(self.page.game.to_text().rstrip("\n") + "\n")
        self.statusBar().showMessage(
            self.tr("Position copied: paste it to share this game."), _NOTE_MS
        )

    def paste_position(self) -> None:
        if self.page is None:
            return
        text = QGuiApplication.clipboard().text()
        dialog = PositionDialog(text, self.page.load_position, self, pyramid=self.on_pyramid)
        dialog.finished.connect(self._forget_position_dialog)
        self.position_dialog = dialog
        dialog.open()

    def _forget_position_dialog(self) -> None:
        if self.position_dialog is not None:
            self.position_dialog.deleteLater()
        self.position_dialog = None

    def give_up(self) -> None:
        page = self.page
        if page is None or page.is_over:
            return
        box = self._keep_playing_question(
            self.tr("Give Up?"),
            self.tr("End this game now with a score of {score}?").format(score=page.score),
            self.tr("Give Up"),
        )
        box.finished.connect(self._give_up_answered)
        self.give_up_box = box
        box.open()

    def _keep_playing_question(self, title: str, text: str, yes: str) -> QMessageBox:
        """A Yes/No question (not yet shown) whose default, the safe answer, is "Keep Playing"."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.button(QMessageBox.StandardButton.Yes).setText(yes)
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep Playing"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box

    def _give_up_answered(self, result: int) -> None:
        box, self.give_up_box = self.give_up_box, None
        if box is not None:
            box.deleteLater()
        if result == QMessageBox.StandardButton.Yes and self.page is not None:
            self.page.give_up()

    def show_end_dialog(self) -> None:
        self._close_end_dialog()
        page = self.page
        if page is None:
            return
        dialog = EndOfGameDialog(page.game, page.elapsed, self, given_up=page.given_up)
        note = self._records_note(page.game.deal, page.assisted, page.records_fell)
        if note is not None:
            _add_records_note(dialog, *note)
        dialog.new_game_requested.connect(self.new_random_game)
        dialog.restart_requested.connect(self.restart)
        self.end_dialog = dialog
        dialog.open()

    def _records_note(
        self, deal: int, assisted: bool, fell: frozenset[str]
    ) -> tuple[str, bool] | None:
        """What the finished game means for the records, and whether it is a new best."""
        if self.keeper is None:
            return None
        if deal == 0:
            return self.tr("A pasted position sets no record."), False
        if assisted:
            return self.tr("Hint or Auto helped, so this game sets no record."), False
        text = new_records_text(fell)
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
            key = (self.page or self.addiction).rules_key
            dialog = StatisticsDialog(self.keeper.records, key, self)
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
        play: Callable[[], None]
        if game_of(rules_key) == "pyramid":
            mode = rules_key.partition(":")[2]
            if mode not in MODES:
                self.statusBar().showMessage(
                    self.tr("That game cannot be played again here."), _NOTE_MS)
                return
            pyramid_mode: Mode = "relaxed" if mode == "relaxed" else "classic"

            def play() -> None:
                self._set_pyramid_mode(pyramid_mode)
                self.play_game("pyramid")
                self.pyramid.new_game(deal, pyramid_mode)

            busy = self.pyramid.in_progress
        else:
            try:
                rules = rules_from_key(rules_key)
            except (ValueError, AddictionError):
                # A rule set of a later version: nothing this window can deal.
                self.statusBar().showMessage(
                    self.tr("That game cannot be played again here."), _NOTE_MS
                )
                return

            def play() -> None:
                self.play_game("addiction")
                self.model.new_game(deal, rules)

            game = self.model.game
            busy = not game.is_over and bool(game.history or game.can_redo)
        if not busy:
            play()
            return
        box = self._keep_playing_question(
            self.tr("Play Deal {deal}?").format(deal=deal),
            self.tr("Leave this game unfinished and play deal {deal} from the start?").format(
                deal=deal
            ),
            self.tr("Play Deal {deal}").format(deal=deal),
        )
        box.finished.connect(self._replay_answered)
        self._replay_wanted = play
        self.replay_box = box
        box.open()

    def _replay_answered(self, result: int) -> None:
        box, self.replay_box = self.replay_box, None
        wanted, self._replay_wanted = self._replay_wanted, None
        if box is not None:
            box.deleteLater()
        if result == QMessageBox.StandardButton.Yes and wanted is not None:
            wanted()

    def _tell_problems(self) -> None:
        """Say once, without stopping play, what went wrong with the player's saved data."""
        for keeper in (self.keeper, self.pyramid.keeper):
            if keeper is not None:
                for problem in keeper.take_problems():
                    self.notice.tell(problem)

    # --- Play menu: the solver's advice ----------------------------------------------------

    def hint(self) -> None:
        if self.page is not None and self.page.ask("hint"):
            self.statusBar().showMessage(self.tr("Looking for the best move…"))

    def auto(self) -> None:
        if self.page is not None and self.page.ask("auto"):
            self.statusBar().showMessage(self.tr("Choosing a move…"))

    def _pyramid_advice(self, purpose: str, action: Action | None) -> None:
        self.statusBar().clearMessage()
        if purpose == "hint" and action is not None:
            self.statusBar().showMessage(self.pyramid.describe(action), _NOTE_MS)

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
        # The engine's own description is English: the statistics have a translated one.
        described = describe_options(addiction_rules_key(rules).partition(":")[2])
        text = described or rules.describe()
        if rules == self.model.game.rules:
            message = self.tr("Rules: {rules}.").format(rules=text)
        else:
            message = self.tr("Rules: {rules}. They apply from your next game.").format(
                rules=text
            )
        self.statusBar().showMessage(message, _NOTE_MS)

    def _pyramid_mode_chosen(self, action: QAction) -> None:
        """A new mode starts a new game; one with play in it goes only if the player agrees."""
        mode: Mode = "relaxed" if action.data() == "relaxed" else "classic"
        if mode == self.pyramid.model.mode:
            self.settings.pyramid_mode = mode
            return
        if not self.pyramid.in_progress:
            self._set_pyramid_mode(mode)
            self.pyramid.new_game(None, mode)
            return
        names = {"classic": self.tr("Classic"), "relaxed": self.tr("Relaxed")}
        box = self._keep_playing_question(
            self.tr("Change Mode?"),
            self.tr("Playing {mode} starts a new game. Leave this one unfinished?").format(
                mode=names[mode]),
            self.tr("New Game"),
        )
        box.finished.connect(self._mode_answered)
        self._mode_wanted = mode
        self.mode_box = box
        box.open()

    def _mode_answered(self, result: int) -> None:
        box, self.mode_box = self.mode_box, None
        mode, self._mode_wanted = self._mode_wanted, None
        if box is not None:
            box.deleteLater()
        if result == QMessageBox.StandardButton.Yes and mode is not None:
            self._set_pyramid_mode(mode)
            self.pyramid.new_game(None, mode)
        else:
            # The game goes on in its mode, and the menu says so again.
            self._set_pyramid_mode(self.pyramid.model.mode)

    def _set_pyramid_mode(self, mode: Mode) -> None:
        self.settings.pyramid_mode = mode
        for action in self.pyramid_mode_group.actions():
            action.setChecked(action.data() == mode)

    def _speed_changed(self, action: QAction) -> None:
        speed: Speed = action.data()
        self.settings.animation_speed = speed
        self.board_view.set_speed(speed)
        self.pyramid.set_speed(speed)

    def set_four_colour(self, on: bool) -> None:
        self.settings.four_colour = on
        self.art.four_colour = on
        self.board_view.refresh_cards()
        self.pyramid.view.refresh_cards()
        self.start_screen.refresh_cards()

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    # --- Help menu -------------------------------------------------------------------------

    def show_rules(self) -> None:
        """The rules of the game on show (Addiction's from the start screen)."""
        if self.rules_dialog is not None and self.rules_dialog.pyramid != self.on_pyramid:
            self.rules_dialog.close()
            self.rules_dialog.deleteLater()
            self.rules_dialog = None
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self, pyramid=self.on_pyramid)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def show_about(self) -> None:
        # Imported when asked for: nothing of the About box is needed to start the game.
        from addiction.ui.about import AboutDialog  # noqa: PLC0415

        box = AboutDialog(__version__, self)
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
            page = self.page
            if page is not None:
                page.set_paused(self.isMinimized())
                if self.isMinimized() and page.keeper is not None:
                    # The time played so far, in case the game is not reopened from here.
                    page.keeper.save()
            self.action_full_screen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        self._judge_timer.stop()
        self.solver.shutdown()
        self.pyramid.shutdown()
        if self.stats_dialog is not None:
            self.stats_dialog.close()
        if self.pyramid.keeper is not None and self._pyramid_dealt:
            # A Pyramid game never shown stays unsaved: there is nothing to come back to.
            self.pyramid.keeper.close()
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
