# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window's commands: its actions, menus and toolbar, bound to the game page on show.

The shared commands (new game, undo, hint…) call the window, which passes them to the page on
show; a page's own commands (a redeal, its rule options or modes) join the
Play and Settings menus and the toolbar while their page is on show, and leave with it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QStyle

from addiction.contract import LEVELS, TITLES_CONTEXT
from addiction.registry import family, games, members
from addiction.shell.colour_scheme import symbol_icon
from addiction.shell.frame import Frame
from addiction.shell.language_menu import build_language_menu
from addiction.shell.window_dialogs import WindowDialogs
from addiction.table.page import NOTE_MS, GamePage
from addiction.table.settings import ANIMATION_SPEEDS

# The volumes the Sound Volume menu offers (0-100); a stored one between them shows as the nearest.
SOUND_VOLUMES = (20, 40, 60, 80, 100)

# The replay's bar is made when a replay or the demo first starts.
if TYPE_CHECKING:
    from addiction.shell.show_bar import ShowBar


class WindowMenus(QObject):
    """The actions of ``window``, its menu bar and its toolbar."""

    def __init__(self, window: Frame, dialogs: WindowDialogs) -> None:
        super().__init__(window)
        self.window = window
        self.dialogs = dialogs
        self._bound: list[QAction] = []
        self.show_bar: ShowBar | None = None
        self._make_actions()
        self._make_menus()
        self._make_toolbar()

    def _action(self, text: str, slot: Callable[[], object], shortcut: object = None,
                tip: str = "", icon: tuple[str, QStyle.StandardPixmap] | None = None) -> QAction:
        window = self.window
        action = QAction(text, window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))  # type: ignore[call-overload]
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        if icon is not None:
            action.setIcon(symbol_icon(icon[0], window.style().standardIcon(icon[1])))
        action.triggered.connect(lambda _=False: slot())
        # Shortcuts must work in full screen too, where the menu bar is hidden.
        window.addAction(action)
        return action

    def _make_actions(self) -> None:
        w, dialogs = self.window, self.dialogs
        sp, key = QStyle.StandardPixmap, QKeySequence.StandardKey
        self.action_new = self._action(
            self.tr("&New Game"), lambda: w.new_game(None), key.New,
            self.tr("Deal a new random game"), ("document-new", sp.SP_FileIcon))
        self.action_restart = self._action(
            self.tr("&Restart Deal"), w.restart, "Ctrl+R",
            self.tr("Play this deal again from the start"),
            ("media-skip-backward", sp.SP_MediaSkipBackward))
        # F5 first, the one the menu shows: the desktop's Reload, KDE games' Restart Game.
        self.action_restart.setShortcuts([QKeySequence("F5"), QKeySequence("Ctrl+R")])
        self.action_pause = self._action(
            self.tr("Pa&use"), partial(w.on_page, "pause"), "P",
            self.tr("Stop the clock and cover the table until you resume (P, or a click)"),
            ("media-playback-pause", sp.SP_MediaPause))
        self.action_pause.setCheckable(True)
        self.action_choose_deal = self._action(
            self.tr("Choose &Deal Number…"), dialogs.choose_deal, "Ctrl+D",
            self.tr("Play a deal by its number"))
        self.level_actions: dict[str, QAction] = {}
        names = _level_names()
        for level in LEVELS:
            self.level_actions[level] = self._action(
                names.get(level, level), partial(w.new_game_of_level, level), None,
                self.tr("Deal the next deal the computer rates so"))
        self.action_daily = self._action(
            self.tr("Deal of the Da&y"), lambda: w.deal_of_the_day(None), None,
            self.tr("Today's deal of this game: the same deal for every player, one a day"))
        self.action_copy = self._action(
            self.tr("&Copy Position"), w.copy_position, key.Copy,
            self.tr("Copy the cards as text, to share or keep"))
        self.action_paste = self._action(
            self.tr("&Paste Position…"), dialogs.paste_position, key.Paste,
            self.tr("Play on from a position written as text"))
        self.action_give_up = self._action(
            self.tr("&Give Up"), dialogs.give_up, None, self.tr("End this game with its score as it stands"))
        self.action_statistics = self._action(
            self.tr("&Statistics…"), dialogs.show_statistics, "Ctrl+T",
            self.tr("Your records, final scores and recent games"))
        self.action_statistics.setEnabled(w.storage is not None)
        self.action_choose_game = self._action(
            self.tr("C&hoose Game…"), w.choose_game, "Ctrl+G",
            self.tr("Pick a game from pictures of their tables"))
        self.games_group = QActionGroup(w)
        self.game_actions: dict[str, QAction] = {}
        for spec in games():
            action = QAction(QCoreApplication.translate(TITLES_CONTEXT, spec.title), self.games_group)
            action.setCheckable(True)
            action.setStatusTip(QCoreApplication.translate(TITLES_CONTEXT, spec.description))
            action.setData(spec.id)
            self.game_actions[spec.id] = action
        self.games_group.triggered.connect(lambda action: w.play_game(action.data()))
        self.action_quit = self._action(self.tr("&Quit"), w.close, "Ctrl+Q")
        self.action_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.action_undo = self._action(
            self.tr("&Undo"), partial(w.on_page, "undo"), key.Undo,
            self.tr("Take back the last move or redeal"), ("edit-undo", sp.SP_ArrowBack))
        self.action_redo = self._action(
            self.tr("&Redo"), partial(w.on_page, "redo"), "Ctrl+Shift+Z",
            self.tr("Play again what you took back"), ("edit-redo", sp.SP_ArrowForward))
        self.action_hint = self._action(
            self.tr("&Hint"), partial(w.on_page, "ask", "hint"), "H",
            self.tr("Show the move the game would play now"),
            ("help-hint", sp.SP_MessageBoxInformation))
        self.action_auto = self._action(
            self.tr("&Auto"), partial(w.on_page, "ask", "auto"), "A",
            self.tr("Let the game play its own choice for you"),
            ("media-playback-start", sp.SP_MediaPlay))
        # Auto again and again, until the game ends: checked while it plays, when choosing
        # it again stops it.
        self._play_to_end_icons = (
            symbol_icon("media-seek-forward", w.style().standardIcon(sp.SP_MediaSeekForward)),
            symbol_icon("media-playback-stop", w.style().standardIcon(sp.SP_MediaStop)))
        self.action_play_to_end = self._action(
            self.tr("Play to the E&nd"), partial(w.on_page, "play_to_end"), "Shift+A")
        self.action_play_to_end.setCheckable(True)
        self._show_play_to_end(False)
        self.action_show_how = self._action(
            self.tr("Show How It Could Be &Won"), partial(w.on_page, "show_how"), None,
            self.tr("Watch the computer play this lost deal from its start to a win"))
        self.action_demo = self._action(
            self.tr("De&mo"), partial(w.on_page, "demo"), None,
            self.tr("Watch the computer play deal after deal; a key or a click stops it"))
        self.action_full_screen = self._action(
            self.tr("&Full Screen"), lambda: w.set_full_screen(not w.isFullScreen()), "F11")
        self.action_full_screen.setCheckable(True)
        self.action_four_colour = self._action(
            self.tr("Four-&Colour Deck"), lambda: w.set_four_colour(not w.art.four_colour), None,
            self.tr("Blue diamonds and green clubs, so no two suits share a colour"))
        self.action_four_colour.setCheckable(True)
        self.action_four_colour.setChecked(w.settings.four_colour)
        self.action_large_print = self._action(
            self.tr("Large Pr&int Cards"), lambda: w.set_large_print(not w.art.large_print), None,
            self.tr("Rank and suit in big type on every card, easy to read at a glance"))
        self.action_large_print.setCheckable(True)
        self.action_large_print.setChecked(w.art.large_print)
        self.action_high_contrast = self._action(
            self.tr("&High-Contrast Table"), lambda: w.set_high_contrast(not w.art.high_contrast),
            None, self.tr("A plain dark table, black-edged cards and bold outlines"))
        self.action_high_contrast.setCheckable(True)
        self.action_high_contrast.setChecked(w.art.high_contrast)
        self.action_table_look = self._action(
            self.tr("Card &Deck and Table…"), dialogs.show_table_look, None,
            self.tr("Choose the cards, their back and the table's colour or picture"))
        self.action_reduced_motion = self._action(
            self.tr("Reduced &Motion"),
            lambda: w.set_reduced_motion(not w.settings.reduced_motion), None,
            self.tr("Cards jump straight to their places: no sliding, shuffling, shaking or hops"))
        self.action_reduced_motion.setCheckable(True)
        self.action_reduced_motion.setChecked(w.settings.reduced_motion)
        self.action_confirm_leave = self._action(
            self.tr("As&k Before Leaving a Game"),
            lambda: w.set_confirm_leave(not w.settings.confirm_leave), None,
            self.tr("Ask before a new game, another deal or a pasted position ends the game "
                    "in play, which then counts as given up"))
        self.action_confirm_leave.setCheckable(True)
        self.action_confirm_leave.setChecked(w.settings.confirm_leave)
        self.action_sound = self._action(
            self.tr("So&und"), lambda: w.set_sound(self.action_sound.isChecked()), None,
            self.tr("A sound when a card is laid, the cards are shuffled, a click can do "
                    "nothing and a game is won"))
        self.action_sound.setCheckable(True)
        self.action_rules = self._action(self.tr("&Rules"), dialogs.show_rules, key.HelpContents)
        self.action_about = self._action(self.tr("&About Addiction"), dialogs.show_about)
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)
        # What a paused game does not offer: play, help to play, or a look at its cards. A
        # new game, another deal, a pasted position or another game stay: they end the pause.
        self._not_while_paused = (self.action_copy, self.action_give_up, self.action_undo,
                                  self.action_redo, self.action_hint, self.action_auto,
                                  self.action_play_to_end, self.action_show_how,
                                  self.action_demo)
        # What only makes sense with a game on show.
        self._playing = (self.action_new, self.action_restart, self.action_choose_deal,
                         self.action_copy, self.action_paste, self.action_give_up,
                         self.action_undo, self.action_redo, self.action_hint, self.action_auto,
                         self.action_play_to_end, self.action_show_how, self.action_demo,
                         self.action_daily, *self.level_actions.values())

    def _make_menus(self) -> None:
        w = self.window
        bar = w.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        # A family's members sit in a submenu of their own, where the family's tile would be.
        self.family_menus: dict[str, QMenu] = {}
        listed: list[QAction] = []
        for spec in games():
            if not spec.family:
                listed.append(self.game_actions[spec.id])
            elif spec.family not in self.family_menus:
                found = family(spec.family)
                submenu = QMenu(QCoreApplication.translate(TITLES_CONTEXT, found.title), w)
                submenu.menuAction().setStatusTip(
                    QCoreApplication.translate(TITLES_CONTEXT, found.description))
                submenu.addActions([self.game_actions[m.id] for m in members(found.id)])
                self.family_menus[found.id] = submenu
                listed.append(submenu.menuAction())
        self.level_menu = QMenu(self.tr("New Game of Di&fficulty"), w)
        self.level_menu.addActions(list(self.level_actions.values()))
        for entry in (self.action_new, self.level_menu.menuAction(), self.action_daily,
                      self.action_restart, self.action_choose_deal, self.action_pause, None,
                      self.action_copy, self.action_paste, None, self.action_give_up,
                      self.action_demo, None, self.action_statistics, None, self.action_choose_game,
                      *listed, None, self.action_quit):
            if entry is None:
                game.addSeparator()
            else:
                game.addAction(entry)
        # Each game's (and family's) title gets a keyboard accelerator no other entry of its
        # menu uses.
        taken = {_accelerator(action.text()) for action in game.actions()} - {None}
        for action in listed:
            action.setText(_with_accelerator(action.text(), taken))
        for submenu in self.family_menus.values():
            inner: set[str | None] = set()
            for action in submenu.actions():
                action.setText(_with_accelerator(action.text(), inner))
        self.play_menu = bar.addMenu(self.tr("&Play"))
        self.play_menu.addActions([self.action_undo, self.action_redo])
        # The page's own actions go between these two separators.
        self.play_menu.addSeparator()
        self._play_end = self.play_menu.addSeparator()
        self.play_menu.addActions([self.action_hint, self.action_auto, self.action_play_to_end])
        self.play_menu.addSeparator()
        self.play_menu.addAction(self.action_show_how)
        self.settings_menu = bar.addMenu(self.tr("&Settings"))
        # The page's options go above this separator.
        self._settings_slot = self.settings_menu.addSeparator()
        speed = self.speed_menu = self.settings_menu.addMenu(self.tr("Animation &Speed"))
        # Reduced motion holds the speed at "off"; the chosen one waits.
        speed.setEnabled(not w.settings.reduced_motion)
        names = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                 "slow": self.tr("Slow")}
        self.speed_group = QActionGroup(w)
        for value in ANIMATION_SPEEDS:
            action = QAction(names[value], self.speed_group)
            action.setCheckable(True)
            action.setData(value)
            action.setChecked(value == w.settings.animation_speed)
            speed.addAction(action)
        self.speed_group.triggered.connect(lambda action: w.set_speed(action.data()))
        self.settings_menu.addActions([self.action_table_look, self.action_four_colour,
                                       self.action_large_print, self.action_high_contrast,
                                       self.action_reduced_motion])
        self.settings_menu.addSeparator()
        self.settings_menu.addAction(self.action_sound)
        self.volume_menu = self.settings_menu.addMenu(self.tr("Sound &Volume"))
        self.volume_group = QActionGroup(w)
        for volume in SOUND_VOLUMES:
            action = QAction(self.tr("{volume}%").format(volume=volume), self.volume_group)
            action.setCheckable(True)
            action.setData(volume)
            self.volume_menu.addAction(action)
        self.volume_group.triggered.connect(lambda action: w.set_sound_volume(action.data()))
        self.show_sound(w.settings.sound, w.settings.sound_volume)
        self.settings_menu.addSeparator()
        self.settings_menu.addAction(self.action_confirm_leave)
        build_language_menu(self.settings_menu, w.settings,
                            lambda note: w.statusBar().showMessage(note, NOTE_MS),
                            w.restart_program)
        self.settings_menu.addAction(self.action_full_screen)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([self.action_rules, self.action_about])

    def _make_toolbar(self) -> None:
        self.toolbar = self.window.addToolBar(self.tr("Main Toolbar"))
        self.toolbar.setObjectName("MainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setFloatable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.toolbar.addActions([self.action_new, self.action_restart])
        self.toolbar.addSeparator()
        self.toolbar.addActions([self.action_undo, self.action_redo])
        self._toolbar_slot = self.toolbar.addSeparator()
        self.toolbar.addActions([self.action_hint, self.action_auto, self.action_play_to_end])

    def bind(self, page: GamePage | None) -> None:
        """Put the page's own actions in the Play and Settings menus and the toolbar (and
        take the previous page's out)."""
        for action in self._bound:
            self.play_menu.removeAction(action)
            self.settings_menu.removeAction(action)
            self.toolbar.removeAction(action)
            self.window.removeAction(action)
        self._bound = []
        if page is not None:
            plays = page.play_actions()
            # Winnable Deals Only goes with the game's own rules.
            options = [*page.settings_actions(), page.deals.action_winnable_only]
            self.play_menu.insertActions(self._play_end, plays)
            self.toolbar.insertActions(self._toolbar_slot, plays)
            self.settings_menu.insertActions(self._settings_slot, options)
            self.window.addActions(plays)
            self._bound = [*plays, *options]
            self.game_actions[page.spec.id].setChecked(True)
        elif (checked := self.games_group.checkedAction()) is not None:
            # An exclusive group keeps one checked; no game is on show, so none should be.
            self.games_group.setExclusive(False)
            checked.setChecked(False)
            self.games_group.setExclusive(True)

    def sync(self, page: GamePage | None) -> None:
        """Offer what the page on show can do now."""
        for action in self._playing:
            action.setEnabled(page is not None)
        self.level_menu.setEnabled(page is not None)
        if page is not None:
            for action in (self.action_give_up, self.action_hint, self.action_auto):
                action.setEnabled(not page.is_over)
            # Deals made for the player need the game's judge.
            for action in (self.action_daily, *self.level_actions.values()):
                action.setEnabled(page.deals.available)
            self.level_menu.setEnabled(page.deals.available)
            self.action_undo.setEnabled(page.can_undo)
            self.action_redo.setEnabled(page.can_redo)
        playing = page is not None and page.playing_to_end
        self._show_play_to_end(playing)
        self.action_play_to_end.setEnabled(page is not None and (playing or not page.is_over))
        self.action_show_how.setEnabled(page is not None and page.can_show_how)
        self._follow_show(page)
        self._follow_pause(page)

    def _follow_pause(self, page: GamePage | None) -> None:
        """While the player has paused the game, Pause is checked, and nothing that plays,
        helps or shows the cards is offered. A finished game, a replay or the demo has
        nothing to pause: Pause is greyed."""
        held = page is not None and page.held
        self.action_pause.setChecked(held)
        self.action_pause.setEnabled(page is not None and page.show is None
                                     and (held or not page.is_over))
        if held:
            for action in self._not_while_paused:
                action.setEnabled(False)

    def _follow_show(self, page: GamePage | None) -> None:
        """While the computer shows a game on the page (a replay, the demo), the page's
        commands rest, its own actions leave the toolbar, and the replay's bar is up."""
        show = page.show if page is not None else None
        if show is not None:
            for action in self._playing:
                action.setEnabled(False)
        if page is not None:
            for action in page.play_actions():
                action.setVisible(show is None)
        if show is not None and self.show_bar is None:
            from addiction.shell.show_bar import ShowBar  # noqa: PLC0415 - on demand

            w = self.window
            self.show_bar = ShowBar(w, partial(w.on_page, "pause_show"),
                                    partial(w.on_page, "step_show"), partial(w.on_page, "stop_show"))
        if self.show_bar is not None:
            self.show_bar.follow(show)

    def show_sound(self, on: bool, volume: int) -> None:
        """Check Sound when it is on, and the volume nearest ``volume``; the volumes wait while
        sound is off."""
        self.action_sound.setChecked(on)
        nearest = min(SOUND_VOLUMES, key=lambda step: abs(step - volume))
        for action in self.volume_group.actions():
            action.setChecked(action.data() == nearest)
        self.volume_menu.setEnabled(on)

    def _show_play_to_end(self, playing: bool) -> None:
        """Play to the End's words, icon and check mark: what choosing it does now."""
        action = self.action_play_to_end
        action.setChecked(playing)
        action.setIcon(self._play_to_end_icons[playing])
        if playing:
            action.setText(self.tr("&Stop Playing"))
            tip = self.tr("Stop playing the game's own choices (or click the table, or press Esc)")
        else:
            action.setText(self.tr("Play to the E&nd"))
            tip = self.tr("Let the game play its own choices one after another, to the end")
        action.setStatusTip(tip)
        action.setToolTip(tip)


def _level_names() -> dict[str, str]:
    """Each level's name in the menu, with its keyboard accelerator."""
    return {
        "easy": QCoreApplication.translate("WindowMenus", "&Easy"),
        "medium": QCoreApplication.translate("WindowMenus", "&Medium"),
        "hard": QCoreApplication.translate("WindowMenus", "&Hard"),
        "expert": QCoreApplication.translate("WindowMenus", "E&xpert"),
    }


def _accelerator(text: str) -> str | None:
    """The letter after the single ``&`` of a menu text, lower-cased (None when it has none)."""
    plain = text.replace("&&", "")
    at = plain.find("&")
    letter = plain[at + 1:at + 2]
    return letter.lower() if at >= 0 and letter else None


def _with_accelerator(title: str, taken: set[str | None]) -> str:
    """``title`` with an ``&`` before its first letter not in ``taken`` (which it joins)."""
    for i, letter in enumerate(title):
        if letter.isalnum() and letter.lower() not in taken:
            taken.add(letter.lower())
            return f"{title[:i]}&{title[i:]}"
    return title
