"""The main window: a thin shell of menus, toolbar, status bar and dialogs over game pages.

The central widget is a stack: the start screen, then one page per game, each made the first
time its game is shown. The window binds its actions to the page on show and asks it through
``GamePage``'s verbs; it never knows which game that is. The games are the registry's
(``addiction.games``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox, QStackedWidget, QStyle, QVBoxLayout, QWidget

from addiction.games import GAMES, TITLES_CONTEXT, GameSpec, game_spec, spec_of_rules_key
from addiction.i18n import build_language_menu
from addiction.model.keeper import Storage
from addiction.ui.animation import Speed
from addiction.ui.cardart import CardArt
from addiction.ui.dialogs import (
    DealDialog,
    EndOfGameDialog,
    PositionDialog,
    RulesDialog,
    keep_playing_question,
)
from addiction.ui.notices import NoticeBar, add_records_note, records_note
from addiction.ui.page import NOTE_MS, GamePage, PageContext
from addiction.ui.settings import ANIMATION_SPEEDS, Settings
from addiction.ui.start_screen import StartScreen

PageFactory = Callable[[PageContext], GamePage]
# What the window opens on: a game's id, or the start screen.
CHOOSE = "choose"


def opening_page(settings: Settings) -> str:
    """The game played last, or the start screen before any choice."""
    last = settings.game
    return last if any(spec.id == last for spec in GAMES) else CHOOSE


class MainWindow(QMainWindow):
    """The games in one window, in the manner of KPatience and Aisleriot.

    With a ``storage`` the games in progress are saved after every action, finished games go
    into the records and the Statistics dialog reads them; without one (screenshots) the
    window touches none of the player's data. ``factories`` make a game's page in place of
    the registry's (tests give pages their own models and solvers).
    """

    def __init__(
        self,
        settings: Settings,
        *,
        storage: Storage | None = None,
        art: CardArt | None = None,
        start: str = CHOOSE,
        factories: Mapping[str, PageFactory] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.storage = storage
        self.art = art if art is not None else CardArt()
        self.art.four_colour = settings.four_colour
        self._factories = dict(factories or {})
        self.setObjectName("MainWindow")
        # The pages made so far, by game id, and the one on show (None: the start screen).
        self.pages: dict[str, GamePage] = {}
        self.page: GamePage | None = None
        self._bound: list[QAction] = []
        # The dialogs open now (None when closed), kept so tests and the window reach them.
        self.deal_dialog: DealDialog | None = None
        self.position_dialog: PositionDialog | None = None
        self.end_dialog: EndOfGameDialog | None = None
        self.question: QMessageBox | None = None
        self.rules_dialog: RulesDialog | None = None
        self.stats_dialog: QWidget | None = None

        self.start_screen = StartScreen(self.art, self)
        self.start_screen.chosen.connect(self.play_game)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.start_screen)
        # Above the table: news about the player's saved data that must not stop play.
        self.notice = NoticeBar(self)
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.notice)
        column.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self._make_actions()
        self._make_menus()
        self.resize(1280, 800)
        if not settings.geometry.isEmpty():
            self.restoreGeometry(settings.geometry)
        if start == CHOOSE:
            self.choose_game()
        else:
            self.play_game(start)

    # --- actions and menus -----------------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], object], shortcut: object = None,
                tip: str = "", icon: tuple[str, QStyle.StandardPixmap] | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))  # type: ignore[call-overload]
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        if icon is not None:
            action.setIcon(QIcon.fromTheme(icon[0], self.style().standardIcon(icon[1])))
        action.triggered.connect(lambda _=False: slot())
        # Shortcuts must work in full screen too, where the menu bar is hidden.
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        sp, key = QStyle.StandardPixmap, QKeySequence.StandardKey
        self.action_new = self._action(
            self.tr("&New Game"), lambda: self.new_game(None), key.New,
            self.tr("Deal a new random game"), ("document-new", sp.SP_FileIcon))
        self.action_restart = self._action(
            self.tr("&Restart Deal"), self._on_page("restart"), "Ctrl+R",
            self.tr("Play this deal again from the start"),
            ("media-skip-backward", sp.SP_MediaSkipBackward))
        self.action_choose_deal = self._action(
            self.tr("Choose &Deal Number…"), self.choose_deal, "Ctrl+D",
            self.tr("Play a deal by its number"))
        self.action_copy = self._action(
            self.tr("&Copy Position"), self.copy_position, key.Copy,
            self.tr("Copy the cards as text, to share or keep"))
        self.action_paste = self._action(
            self.tr("&Paste Position…"), self.paste_position, key.Paste,
            self.tr("Play on from a position written as text"))
        self.action_give_up = self._action(
            self.tr("&Give Up"), self.give_up, None,
            self.tr("End this game with its score as it stands"))
        self.action_statistics = self._action(
            self.tr("&Statistics…"), self.show_statistics, "Ctrl+T",
            self.tr("Your records, final scores and recent games"))
        self.action_statistics.setEnabled(self.storage is not None)
        self.action_choose_game = self._action(
            self.tr("C&hoose Game…"), self.choose_game, "Ctrl+G",
            self.tr("Pick a game from pictures of their tables"))
        self.games_group = QActionGroup(self)
        self.game_actions: dict[str, QAction] = {}
        for spec in GAMES:
            title = QCoreApplication.translate(TITLES_CONTEXT, spec.title)
            action = QAction(title, self.games_group)
            action.setCheckable(True)
            action.setStatusTip(QCoreApplication.translate(TITLES_CONTEXT, spec.description))
            action.setData(spec.id)
            self.game_actions[spec.id] = action
        self.games_group.triggered.connect(lambda action: self.play_game(action.data()))
        self.action_quit = self._action(self.tr("&Quit"), self.close, "Ctrl+Q")
        self.action_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.action_undo = self._action(
            self.tr("&Undo"), self._on_page("undo"), key.Undo,
            self.tr("Take back the last move or redeal"), ("edit-undo", sp.SP_ArrowBack))
        self.action_redo = self._action(
            self.tr("&Redo"), self._on_page("redo"), "Ctrl+Shift+Z",
            self.tr("Play again what you took back"), ("edit-redo", sp.SP_ArrowForward))
        self.action_hint = self._action(
            self.tr("&Hint"), partial(self._ask, "hint"), "H",
            self.tr("Show the move the game would play now"),
            ("help-hint", sp.SP_MessageBoxInformation))
        self.action_auto = self._action(
            self.tr("&Auto"), partial(self._ask, "auto"), "A",
            self.tr("Let the game play its own choice for you"),
            ("media-playback-start", sp.SP_MediaPlay))
        self.action_full_screen = self._action(
            self.tr("&Full Screen"), lambda: self.set_full_screen(not self.isFullScreen()), "F11")
        self.action_full_screen.setCheckable(True)
        self.action_four_colour = self._action(
            self.tr("Four-&Colour Deck"), lambda: self.set_four_colour(not self.art.four_colour),
            None, self.tr("Blue diamonds and green clubs, so no two suits share a colour"))
        self.action_four_colour.setCheckable(True)
        self.action_four_colour.setChecked(self.settings.four_colour)
        self.action_rules = self._action(self.tr("&Rules"), self.show_rules, key.HelpContents)
        self.action_about = self._action(self.tr("&About Addiction"), self.show_about)
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)
        # What only makes sense with a game on show.
        self._playing = (self.action_new, self.action_restart, self.action_choose_deal,
                         self.action_copy, self.action_paste, self.action_give_up,
                         self.action_undo, self.action_redo, self.action_hint, self.action_auto)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        for entry in (self.action_new, self.action_restart, self.action_choose_deal, None,
                      self.action_copy, self.action_paste, None, self.action_give_up, None,
                      self.action_statistics, None, self.action_choose_game,
                      *self.game_actions.values(), None, self.action_quit):
            game.addAction(entry) if entry is not None else game.addSeparator()
        self.play_menu = bar.addMenu(self.tr("&Play"))
        self.play_menu.addActions([self.action_undo, self.action_redo])
        # The page's own actions go between these two separators.
        self._play_slot = self.play_menu.addSeparator()
        self._play_end = self.play_menu.addSeparator()
        self.play_menu.addActions([self.action_hint, self.action_auto])
        self.settings_menu = bar.addMenu(self.tr("&Settings"))
        # The page's options go above this separator.
        self._settings_slot = self.settings_menu.addSeparator()
        speed = self.settings_menu.addMenu(self.tr("Animation &Speed"))
        names = {"off": self.tr("Off"), "fast": self.tr("Fast"),
                 "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        self.speed_group = QActionGroup(self)
        for value in ANIMATION_SPEEDS:
            action = QAction(names[value], self.speed_group)
            action.setCheckable(True)
            action.setData(value)
            action.setChecked(value == self.settings.animation_speed)
            speed.addAction(action)
        self.speed_group.triggered.connect(lambda action: self.set_speed(action.data()))
        self.settings_menu.addAction(self.action_four_colour)
        self.settings_menu.addSeparator()
        build_language_menu(self.settings_menu, self.settings,
                            lambda note: self.statusBar().showMessage(note, NOTE_MS))
        self.settings_menu.addAction(self.action_full_screen)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([self.action_rules, self.action_about])

        self.toolbar = self.addToolBar(self.tr("Main Toolbar"))
        self.toolbar.setObjectName("MainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setFloatable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.toolbar.addActions([self.action_new, self.action_restart])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.action_undo, self.action_redo])
        self._toolbar_slot = self.toolbar.addSeparator()
        self.toolbar.addActions([self.action_hint, self.action_auto])

    # --- pages -----------------------------------------------------------------------------

    def page_for(self, game_id: str) -> GamePage:
        """The page of ``game_id``, made now if it is the first time it is wanted."""
        page = self.pages.get(game_id)
        if page is None:
            spec = game_spec(game_id)
            factory: PageFactory = self._factories.get(game_id) or spec.load("page")
            page = factory(PageContext(self.settings, self.art, self.storage, self))
            self.pages[game_id] = page
            self.stack.addWidget(page.view)
            self.statusBar().addPermanentWidget(page.status)
            page.status.hide()
            page.changed.connect(partial(self._from_page, page, self._sync_actions))
            page.note.connect(partial(self._from_page, page, self._note))
            page.problem.connect(self.notice.tell)
            page.started.connect(partial(self._from_page, page, self._close_end_dialog))
            page.ended.connect(partial(self._from_page, page, self.show_end_dialog))
        return page

    def _from_page(self, page: GamePage, slot: Callable[..., None], *args: object) -> None:
        # Only the page on show speaks to the player.
        if page is self.page:
            slot(*args)

    def choose_game(self) -> None:
        """Show the start screen; the game on show waits, paused, until one is chosen."""
        self._leave_page()
        self.stack.setCurrentWidget(self.start_screen)
        self.setWindowTitle(self.tr("Addiction"))
        checked = self.games_group.checkedAction()
        if checked is not None:
            # An exclusive group keeps one checked; no game is on show, so none should be.
            self.games_group.setExclusive(False)
            checked.setChecked(False)
            self.games_group.setExclusive(True)
        self.start_screen.offer(self.settings.game or GAMES[0].id)
        self._sync_actions()

    def play_game(self, game_id: str) -> GamePage:
        """Show game ``game_id`` where the player left it; its page."""
        page = self.page_for(game_id)
        if page is not self.page:
            self._leave_page()
            self.page = page
            self._bind(page)
        self.settings.game = game_id
        self.game_actions[game_id].setChecked(True)
        self.setWindowTitle(QCoreApplication.translate(TITLES_CONTEXT, page.spec.title))
        self.stack.setCurrentWidget(page.view)
        page.status.show()
        page.enter()
        # Arrow keys and Enter play on the table from the first moment.
        page.view.setFocus()
        self._sync_actions()
        return page

    def _leave_page(self) -> None:
        self.statusBar().clearMessage()
        page, self.page = self.page, None
        if page is not None:
            page.leave()
            page.status.hide()
            self._bind(None)

    def _bind(self, page: GamePage | None) -> None:
        """Put the page's own actions in the Play and Settings menus and the toolbar."""
        for action in self._bound:
            self.play_menu.removeAction(action)
            self.settings_menu.removeAction(action)
            self.toolbar.removeAction(action)
            self.removeAction(action)
        self._bound = []
        if page is None:
            return
        plays, options = page.play_actions(), page.settings_actions()
        self.play_menu.insertActions(self._play_end, plays)
        self.toolbar.insertActions(self._toolbar_slot, plays)
        self.settings_menu.insertActions(self._settings_slot, options)
        self.addActions(plays)
        self._bound = [*plays, *options]

    def _sync_actions(self) -> None:
        """Offer what the page on show can do now."""
        page = self.page
        for action in self._playing:
            action.setEnabled(page is not None)
        if page is not None:
            for action in (self.action_give_up, self.action_hint, self.action_auto):
                action.setEnabled(not page.is_over)
            self.action_undo.setEnabled(page.can_undo)
            self.action_redo.setEnabled(page.can_redo)

    def _on_page(self, verb: str) -> Callable[[], None]:
        def call() -> None:
            if self.page is not None:
                getattr(self.page, verb)()
        return call

    def _ask(self, purpose: str) -> None:
        if self.page is not None:
            self.page.ask(purpose)

    def _note(self, text: str, ms: int) -> None:
        if text:
            self.statusBar().showMessage(text, ms)
        else:
            self.statusBar().clearMessage()

    # --- Game menu -------------------------------------------------------------------------

    def new_game(self, deal: int | None = None) -> None:
        """A new game of the game on show: a random deal, or ``deal``."""
        if self.page is not None:
            self.page.new_game(deal)

    def choose_deal(self) -> None:
        if self.page is None:
            return
        dialog = DealDialog(self.page.game.deal, self)
        dialog.deal_chosen.connect(self.new_game)
        dialog.finished.connect(lambda _: self._forget("deal_dialog"))
        self.deal_dialog = dialog
        dialog.open()

    def copy_position(self) -> None:
        if self.page is not None:
            QGuiApplication.clipboard().setText(self.page.game.to_text().rstrip("\n") + "\n")
            self.statusBar().showMessage(
                self.tr("Position copied: paste it to share this game."), NOTE_MS)

    def paste_position(self) -> None:
        if self.page is None:
            return
        explained, lines = self.page.position_help()
        dialog = PositionDialog(QGuiApplication.clipboard().text(), self.page.load_position,
                                explained, lines, self)
        dialog.finished.connect(lambda _: self._forget("position_dialog"))
        self.position_dialog = dialog
        dialog.open()

    def _forget(self, name: str) -> None:
        dialog = getattr(self, name)
        if dialog is not None:
            dialog.deleteLater()
        setattr(self, name, None)

    def give_up(self) -> None:
        page = self.page
        if page is not None and not page.is_over:
            self._ask_first(
                self.tr("Give Up?"),
                self.tr("End this game now with a score of {score}?").format(score=page.score),
                self.tr("Give Up"), page.give_up)

    def _ask_first(self, title: str, text: str, yes: str, then: Callable[[], None]) -> None:
        """Do ``then`` once the player says yes; "Keep Playing" is the safe default."""
        box = keep_playing_question(self, title, text, yes)

        def answered(result: int) -> None:
            self._forget("question")
            if result == QMessageBox.StandardButton.Yes:
                then()

        box.finished.connect(answered)
        self.question = box
        box.open()

    def show_end_dialog(self) -> None:
        self._close_end_dialog()
        page = self.page
        if page is None:
            return
        if self.stats_dialog is not None:
            self.stats_dialog.refresh()  # type: ignore[attr-defined]
        dialog = EndOfGameDialog(*page.end_summary(), self)
        note = records_note(page.game.deal, page.assisted, page.records_fell)
        if self.storage is not None and note is not None:
            add_records_note(dialog, *note)
        dialog.new_game_requested.connect(lambda: self.new_game(None))
        dialog.restart_requested.connect(self._on_page("restart"))
        self.end_dialog = dialog
        dialog.open()

    def _close_end_dialog(self) -> None:
        self.statusBar().clearMessage()
        if self.end_dialog is not None:
            self.end_dialog.close()
            self._forget("end_dialog")

    def show_statistics(self) -> None:
        """Open the Statistics dialog beside the game (play goes on while it is open)."""
        if self.storage is None:
            return
        if self.stats_dialog is None:
            from addiction.ui.stats_dialog import StatisticsDialog  # noqa: PLC0415 - on demand

            key = self.page.rules_key if self.page is not None else ""
            dialog = StatisticsDialog(self.storage.records, key, self)
            dialog.replay_requested.connect(self.replay_deal)
            dialog.finished.connect(lambda _: self._forget("stats_dialog"))
            self.stats_dialog = dialog
        self.stats_dialog.show()
        self.stats_dialog.raise_()
        self.stats_dialog.activateWindow()

    def replay_deal(self, deal: int, rules_key: str) -> None:
        """Deal ``deal`` again under the rules ``rules_key`` names, asking first mid-game."""
        spec = spec_of_rules_key(rules_key)
        page = self.page_for(spec.id) if spec is not None else None
        play = page.replay(deal, rules_key) if page is not None and spec is not None else None
        if page is None or spec is None or play is None:
            self.statusBar().showMessage(self.tr("That game cannot be played again here."), NOTE_MS)
            return

        def go(spec: GameSpec = spec, play: Callable[[], None] = play) -> None:
            self.play_game(spec.id)
            play()

        if not page.in_progress:
            go()
            return
        self._ask_first(
            self.tr("Play Deal {deal}?").format(deal=deal),
            self.tr("Leave this game unfinished and play deal {deal} from the start?").format(
                deal=deal),
            self.tr("Play Deal {deal}").format(deal=deal), go)

    # --- Settings and Help ------------------------------------------------------------------

    def set_speed(self, speed: Speed) -> None:
        self.settings.animation_speed = speed
        for page in self.pages.values():
            page.set_speed(speed)

    def set_four_colour(self, on: bool) -> None:
        self.settings.four_colour = on
        self.art.four_colour = on
        self.action_four_colour.setChecked(on)
        for page in self.pages.values():
            page.refresh_cards()
        self.start_screen.refresh_cards()

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def show_rules(self) -> None:
        """The rules of the game on show (the first game's from the start screen)."""
        spec = self.page.spec if self.page is not None else GAMES[0]
        if self.rules_dialog is not None and self.rules_dialog.game_id != spec.id:
            self.rules_dialog.close()
            self._forget("rules_dialog")
        if self.rules_dialog is None:
            page_class = spec.load("page")
            self.rules_dialog = RulesDialog(spec.id, page_class.rules_title(),
                                            page_class.rules_html(), self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def show_about(self) -> None:
        from addiction.ui.notices import show_about  # noqa: PLC0415 - on demand

        show_about(self)

    # --- window events ---------------------------------------------------------------------

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
        if self.stats_dialog is not None:
            self.stats_dialog.close()
        for page in self.pages.values():
            page.shutdown()
        if self.storage is not None:
            self.storage.close()
        super().closeEvent(event)
