# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The main window: a thin shell over game pages, with the window's commands and dialogs.

The central widget is a stack: the start screen, then one page per game, each made the first
time its game is shown. The window binds its commands (``WindowMenus``) to the page on show
and asks it through ``GamePage``'s verbs; its dialogs (``WindowDialogs``) read the same page.
It never knows which game that is: the games are the registry's (``addiction.registry``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from addiction.cardart.animation import Speed
from addiction.cardart.art import CardArt
from addiction.cardart.style import DECK_BACK, OUR_DECK
from addiction.contract import TITLES_CONTEXT
from addiction.dealing.window.judging import Judging
from addiction.registry import game_spec, games
from addiction.shell.colour_scheme import SchemeHints, dress_chrome
from addiction.shell.frame import Frame
from addiction.shell.menus import WindowMenus
from addiction.shell.notices import NoticeBar
from addiction.shell.window_dialogs import WindowDialogs
from addiction.store.keeper import Storage
from addiction.table.page import NOTE_MS, GamePage, PageContext
from addiction.table.settings import Settings
from addiction.table.sound import Sounds
from addiction.table.status_strip import MessageBar

if TYPE_CHECKING:
    from addiction.cardart.table_look import TableLook, Verdict
    from addiction.shell.start_screen import StartScreen

PageFactory = Callable[[PageContext], GamePage]
# What the window opens on: a game's id, or this for the start screen.
CHOOSE = "choose"
# The first window's size where the screen has room for it…
FIRST_SIZE = QSize(1280, 800)
# …and otherwise this share of the screen's free room each way: the desktop's frame and
# panels stay in sight, and the window still reads as a window.
FIRST_SHARE = 0.9
# What a window manager's frame may take around the window, before it is shown and known.
FRAME_GUESS = QMargins(8, 36, 8, 8)


def screen_room(at: QPoint) -> QRect:
    """The room the desktop leaves windows (its panels and docks left out) on the screen at
    ``at``, or on the main screen when no screen is there: the one place the window asks."""
    screen = QGuiApplication.screenAt(at) or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def opening_page(settings: Settings) -> str:
    """The game played last, or the start screen before any choice."""
    last = settings.game
    return last if any(spec.id == last for spec in games()) else CHOOSE


class MainWindow(Frame):
    """The games in one window, in the manner of KPatience and Aisleriot.

    With a ``storage`` the games in progress are saved after every action, finished games go
    into the records and the Statistics dialog reads them; without one (screenshots) the
    window touches none of the player's data. ``factories`` make a game's page in place of
    the registry's (tests give pages their own models and solvers); ``sounds`` plays the
    tables' sounds in place of the window's own (tests play into miniaudio's null device).
    ``start_dealt``: the maker deals (or loads) the game of ``start`` at once, so its page,
    with no saved game to bring back, deals no random one first. ``scheme_hints`` tell the
    desktop's light or dark colour scheme in place of Qt's style hints (tests choose it).
    """

    def __init__(
        self,
        settings: Settings,
        *,
        storage: Storage | None = None,
        art: CardArt | None = None,
        start: str = CHOOSE,
        factories: Mapping[str, PageFactory] | None = None,
        sounds: Sounds | None = None,
        start_dealt: bool = False,
        scheme_hints: SchemeHints | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        # Before anything asks for the bar: its messages are never cut mid-word.
        self.setStatusBar(MessageBar(self))
        self.settings = settings
        self.storage = storage
        self.art = art if art is not None else CardArt()
        self.art.four_colour = settings.four_colour
        self.art.large_print = settings.large_print
        self.art.high_contrast = settings.high_contrast
        # A deck's cards shown scaled while the window is resized are drawn sharp after.
        self.art.sharpen = self._redraw_tables
        self._factories = dict(factories or {})
        # Nothing is loaded or opened for sound until the first one is played.
        self.sounds = sounds if sounds is not None else Sounds(
            settings.sound, settings.sound_volume, parent=self)
        self.sounds.unavailable.connect(self._sound_unavailable)
        self.sounds.available.connect(self._sound_available)
        # Whether the player chose Sound in this session (then a missing device is always said).
        self._sound_chosen = False
        self.setObjectName("MainWindow")
        # Set when the player asked to restart (in a new language): whoever runs the event
        # loop starts the program again once it has ended (see ``addiction.program.app``).
        self.restart_requested = False
        # The pages made so far, by game id, and the one on show (None: the start screen).
        self.pages: dict[str, GamePage] = {}
        # Judges deals for every page (winnable, level, the winning line): one worker.
        self.judging = Judging(self)
        self.page: GamePage | None = None
        # Whether the next page made deals a game of its own when it has none to bring back:
        # not the first, when the window's maker deals one at once (``start_dealt``).
        self._page_deals = not start_dealt

        self.stack = QStackedWidget(self)
        # Made when first shown: a game asked for on the command line opens without it.
        self._start_screen: StartScreen | None = None
        # The game played last in this window, which the start screen offers to go back to.
        self._waiting = ""
        # Above the table: news about the player's saved data that must not stop play.
        self.notice = NoticeBar(self)
        central = QWidget(self)
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.notice)
        column.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self.dialogs = WindowDialogs(self)
        self.menus = WindowMenus(self, self.dialogs)
        if settings.sound and settings.sound_missing_said:
            # No device the last time: unticked until one opens (tried, quietly, at the
            # first sound).
            self.menus.show_sound(False, settings.sound_volume)
        self._follow_desktop_changes()
        self._follow_colour_scheme(
            scheme_hints if scheme_hints is not None else QGuiApplication.styleHints())
        self._dress_table()

        self._place_on_screen(settings.geometry)
        if start == CHOOSE:
            self.choose_game()
        else:
            self.play_game(start)
        self._page_deals = True

    def _place_on_screen(self, saved: QByteArray) -> None:
        """Where the window kept its place last time (``saved``), there again if it fits the
        screen it lands on, frame and all; otherwise (the first start, or a place kept on a
        bigger screen) a size that fits the screen's free room, in its middle."""
        if not saved.isEmpty() and self.restoreGeometry(saved):
            if self.isMaximized() or self.isFullScreen():
                return
            if screen_room(self.geometry().center()).contains(
                    self.geometry().marginsAdded(FRAME_GUESS)):
                return
            self.setWindowState(Qt.WindowState.WindowNoState)
        room = screen_room(self.geometry().center())
        size = FIRST_SIZE.boundedTo(QSize(int(room.width() * FIRST_SHARE),
                                          int(room.height() * FIRST_SHARE)))
        self.resize(size)
        # A window's position is its frame's.
        across = size.width() + FRAME_GUESS.left() + FRAME_GUESS.right()
        down = size.height() + FRAME_GUESS.top() + FRAME_GUESS.bottom()
        self.move(room.x() + max(0, (room.width() - across) // 2),
                  room.y() + max(0, (room.height() - down) // 2))

    # --- pages -----------------------------------------------------------------------------

    @property
    def start_screen(self) -> StartScreen:
        """The start screen, made the first time it is wanted."""
        if self._start_screen is None:
            from addiction.shell.start_screen import StartScreen  # noqa: PLC0415 - on demand

            self._start_screen = StartScreen(self.art, self)
            self._start_screen.chosen.connect(self.play_game)
            self._start_screen.daily_requested.connect(self.deal_of_the_day)
            self._start_screen.back_requested.connect(self._back_to_game)
            self.stack.addWidget(self._start_screen)
        return self._start_screen

    def page_for(self, game_id: str) -> GamePage:
        """The page of ``game_id``, made now if it is the first time it is wanted."""
        page = self.pages.get(game_id)
        if page is None:
            factory: PageFactory = self._factories.get(game_id) or game_spec(game_id).page_class()
            page = factory(PageContext(self.settings, self.art, self.storage, self, self.sounds,
                                       self.judging, deal=self._page_deals))
            self.pages[game_id] = page
            self.stack.addWidget(page.view)
            self.statusBar().addPermanentWidget(page.status)
            page.status.hide()
            page.changed.connect(partial(self._from_page, page, self._sync))
            page.note.connect(partial(self._from_page, page, self._note))
            page.problem.connect(self.notice.tell)
            page.started.connect(partial(self._from_page, page, self._started))
            page.ended.connect(partial(self._from_page, page, self.dialogs.show_end_dialog))
        return page

    def _from_page(self, page: GamePage, slot: Callable[..., None], *args: object) -> None:
        # Only the page on show speaks to the player.
        if page is self.page:
            slot(*args)

    def choose_game(self) -> None:
        """Show the start screen; the game on show waits, paused, until one is chosen, or
        until the player goes back to it (Escape, or the screen's Back button)."""
        left = self.page
        if left is not None:
            self._waiting = left.spec.id
        self._leave_page()
        self.art.mark_in_use()
        self.art.forget_unused()  # no table is on show
        self.stack.setCurrentWidget(self.start_screen)
        # The program's name, while no game is on show.
        self.setWindowTitle(self.tr("Addiction"))
        self.start_screen.offer(self.settings.game or games()[0].id, self._waiting)
        self._sync()

    def _back_to_game(self) -> None:
        """From the start screen back to the game left there, as it was."""
        if self._waiting and self.page is None:
            self.play_game(self._waiting)

    def play_game(self, game_id: str) -> GamePage:
        """Show game ``game_id`` where the player left it; its page."""
        changing = self.page is None or self.pages.get(game_id) is not self.page
        if changing:
            # The card pictures the page on show asks for are kept, the others dropped.
            self.art.mark_in_use()
        page = self.page_for(game_id)
        if page is not self.page:
            self._leave_page()
            self.page = page
            self.menus.bind(page)
        self.settings.game = game_id
        self.setWindowTitle(QCoreApplication.translate(TITLES_CONTEXT, page.spec.title))
        self.stack.setCurrentWidget(page.view)
        page.status.show()
        page.enter()
        if changing:
            self.art.forget_unused()
        # Arrow keys and Enter play on the table from the first moment.
        page.view.setFocus()
        self._sync()
        return page

    def _leave_page(self) -> None:
        self.statusBar().clearMessage()
        page, self.page = self.page, None
        if page is not None:
            page.leave()
            page.status.hide()
        self.menus.bind(None)

    def _sync(self) -> None:
        self.menus.sync(self.page)
        self._fit_toolbar()

    def _fit_toolbar(self) -> None:
        """Name the toolbar's buttons beside their icons when they fit the window's width, and
        show the icons alone (named in their tooltips) when they do not, rather than hide the
        last buttons behind the toolbar's » menu."""
        bar = self.menus.toolbar
        beside = Qt.ToolButtonStyle.ToolButtonTextBesideIcon
        if bar.toolButtonStyle() != beside:
            bar.setToolButtonStyle(beside)
        if bar.sizeHint().width() > self.width():
            bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)

    def _started(self) -> None:
        self.dialogs.close_end_dialog()
        self.statusBar().clearMessage()
        self._sync()

    def _note(self, text: str, ms: int) -> None:
        if text:
            self.statusBar().showMessage(text, ms)
        else:
            self.statusBar().clearMessage()

    def on_page(self, verb: str, *args: Any) -> None:
        """Ask the page on show to ``verb`` (a command of the menus); nothing on the start screen."""
        if self.page is not None:
            getattr(self.page, verb)(*args)

    # --- commands ----------------------------------------------------------------------------

    def new_game(self, deal: int | None = None) -> None:
        """A new game of the game on show: a random deal, or ``deal``; asking first while the
        game on show has play in it."""
        yes = self.tr("New Game") if deal is None else self.tr("Play Deal {deal}").format(deal=deal)
        self.dialogs.leave_first(yes, partial(self._deal, deal, None))

    def new_game_of_level(self, level: str) -> None:
        """A new game of the game on show whose deal the judge rates ``level``."""
        self.dialogs.leave_first(self.tr("New Game"), partial(self._deal, None, level))

    def _deal(self, deal: int | None, level: str | None) -> None:
        """Deal ``deal``, or (None) the next deal the page's choices ask for: any, winnable
        only, or of ``level``."""
        page = self.page
        if page is None:
            return
        if deal is None:
            page.deals.new_deal(level)
        else:
            # A number chosen is played as asked, whatever was being looked for.
            page.deals.stop()
            page.new_game(deal)

    def deal_of_the_day(self, game_id: str | None = None) -> None:
        """Today's deal of ``game_id`` (the game on show when None), the same for everyone."""
        if game_id is not None:
            self.play_game(game_id)
        page = self.page
        if page is not None and page.deals.available:
            self.dialogs.leave_first(self.tr("Play the Deal of the Day"),
                                     page.deals.deal_of_the_day)

    def restart(self) -> None:
        """The deal on show again from its start, asking first while it has play in it."""
        self.dialogs.leave_first(self.tr("Restart Deal"), partial(self.on_page, "restart"))

    def set_confirm_leave(self, on: bool) -> None:
        """Ask (or not) before a new game, another deal or a paste ends the game in play."""
        self.settings.confirm_leave = on
        self.menus.action_confirm_leave.setChecked(on)

    def set_sound(self, on: bool) -> None:
        """Play the tables' sounds (or not); turned on, a card's sound says how loud they are."""
        self.settings.sound = on
        self._sound_chosen = on
        self.sounds.set_enabled(on)
        self.menus.show_sound(on, self.settings.sound_volume)
        if on:
            self.sounds.play("placed")

    def _sound_unavailable(self, sentence: str) -> None:
        # Off for this session, so the menu says off; the setting stays for the next start,
        # which tries again at its first sound (a device may have come), and choosing Sound
        # again tries at once. Said once: not again at a later start while no device has
        # opened since, unless the player asks for sound in that session.
        self.menus.show_sound(False, self.settings.sound_volume)
        if self.settings.sound_missing_said and not self._sound_chosen:
            return
        self.settings.sound_missing_said = True
        self.statusBar().showMessage(sentence, NOTE_MS)

    def _sound_available(self) -> None:
        # A device opened: should it go again, that is news worth a sentence.
        self.settings.sound_missing_said = False
        self.menus.show_sound(self.settings.sound, self.settings.sound_volume)

    def set_sound_volume(self, volume: int) -> None:
        """How loud the sounds are (0-100), heard at once when sound is on."""
        self.settings.sound_volume = volume
        self.sounds.set_volume(volume)
        self.menus.show_sound(self.settings.sound, volume)
        self.sounds.play("placed")

    def copy_position(self) -> None:
        if self.page is not None:
            QGuiApplication.clipboard().setText(self.page.game.to_text().rstrip("\n") + "\n")
            self.statusBar().showMessage(
                self.tr("Position copied: paste it to share this game."), NOTE_MS)

    def set_speed(self, speed: Speed) -> None:
        """Animate at ``speed`` (kept, but held at "off" while reduced motion is on)."""
        self.settings.animation_speed = speed
        self._apply_motion()

    def set_four_colour(self, on: bool) -> None:
        self.settings.four_colour = on
        self.art.four_colour = on
        self.menus.action_four_colour.setChecked(on)
        self._redraw_tables()

    def set_large_print(self, on: bool) -> None:
        """Big corner indices on every card, on the tables and the start screen."""
        self.settings.large_print = on
        self.art.large_print = on
        self.menus.action_large_print.setChecked(on)
        self._redraw_tables()
        self._say_own_faces(on)

    def set_high_contrast(self, on: bool) -> None:
        """A plain dark felt, black-edged cards and bold outlines (the player's choice from now
        on, over the desktop's)."""
        self.settings.high_contrast = on
        self._apply_contrast()

    def set_reduced_motion(self, on: bool) -> None:
        """Cards jump to their places, whatever the animation speed (which is kept for when
        this is turned off again)."""
        self.settings.reduced_motion = on
        self._apply_motion()

    def _apply_contrast(self) -> None:
        on = self.settings.high_contrast
        self.menus.action_high_contrast.setChecked(on)
        if on != self.art.high_contrast:
            self.art.high_contrast = on
            self._redraw_tables()
            self._say_own_faces(on)

    def _apply_motion(self) -> None:
        reduced = self.settings.reduced_motion
        self.menus.action_reduced_motion.setChecked(reduced)
        # The speed stays as chosen, but choosing one would change nothing on the table.
        self.menus.speed_menu.setEnabled(not reduced)
        speed = self.settings.effective_speed
        for page in self.pages.values():
            page.set_speed(speed)

    def _redraw_tables(self) -> None:
        """Paint every table and miniature again: the cards', the felt's or the outlines'
        look changed."""
        for page in self.pages.values():
            page.refresh_cards()
            # The felt is cached by the view, and outlines are drawn from the art's switches.
            page.view.resetCachedContent()
            page.view.viewport().update()
        if self._start_screen is not None:
            self._start_screen.refresh_cards()
        self.dialogs.refresh_cards()

    # --- the player's cards and cloth (see ``addiction.cardart.table_look``) -------------------

    def _dress_table(self) -> None:
        """Put the deck, back and felt the settings keep on the art; with the app's own look
        (the usual start) nothing more is read."""
        s = self.settings
        if (s.card_deck, s.card_back, s.felt_colour, s.felt_image) == (
                OUR_DECK, DECK_BACK, "", ""):
            return
        from addiction.cardart.table_look import TableLook  # noqa: PLC0415 - a chosen look only

        self.keep_table_look(TableLook(s.card_deck, s.card_back, s.felt_colour, s.felt_image))

    def table_look(self) -> TableLook:
        """The cards and cloth the settings keep."""
        from addiction.cardart.table_look import TableLook  # noqa: PLC0415 - on demand

        s = self.settings
        return TableLook(s.card_deck, s.card_back, s.felt_colour, s.felt_image)

    def show_table_look(self, look: TableLook, verdict: Verdict | None = None
                        ) -> tuple[TableLook, list[str]]:
        """Draw every table with ``look`` (not kept: the chooser's preview); what was drawn,
        and one sentence for each part of it set aside. A deck not read lately is read aside:
        ``verdict`` is told later what was drawn in the end (see ``table_look.dress``)."""
        from addiction.cardart.table_look import dress  # noqa: PLC0415 - on demand

        def checked(shown: TableLook, said: list[str]) -> None:
            self._redraw_tables()
            if verdict is not None:
                verdict(shown, said)

        shown = dress(self.art, look, checked, self.settings.language.replace("system", ""))
        self._redraw_tables()
        return shown

    def _say_own_faces(self, on: bool) -> None:
        """Large print or high contrast turned on over a deck of the desktop's: say why its
        faces went."""
        if on and self.art.deck is not None:
            self.statusBar().showMessage(self.tr(
                "Large Print and High Contrast show the game's own faces; your deck comes back "
                "when both are off."), NOTE_MS)

    def keep_table_look(self, look: TableLook) -> None:
        """Draw with ``look`` and keep it; a part set aside (a deck no longer installed, a
        damaged deck, an unreadable image) is said once, and the settings fall back too (a
        deck read aside: when its verdict comes)."""
        from addiction.cardart.table_look import dress  # noqa: PLC0415 - on demand

        self._keep_shown(*dress(self.art, look, self._keep_shown,
                                self.settings.language.replace("system", "")))

    def _keep_shown(self, shown: TableLook, said: list[str]) -> None:
        s = self.settings
        s.card_deck, s.card_back = shown.deck, shown.back
        s.felt_colour, s.felt_image = shown.felt_colour, shown.felt_image
        for sentence in said:
            self.notice.tell(sentence)
        self._redraw_tables()

    def _follow_desktop_changes(self) -> None:
        """Follow the desktop's high contrast (and, with Qt 6.12, reduced motion) when they
        change while the game runs, where the player has not chosen for themselves."""
        hints = self.settings.desktop()
        for name in ("contrastPreferenceChanged", "motionPreferenceChanged"):
            signal = getattr(hints, name, None)
            if signal is not None and hasattr(signal, "connect"):
                signal.connect(self._desktop_changed)

    def _desktop_changed(self, *_: object) -> None:
        self._apply_contrast()
        self._apply_motion()

    def _follow_colour_scheme(self, hints: SchemeHints) -> None:
        """Dress the menus, toolbar, status strip and dialogs in the desktop's light or dark
        scheme, now and whenever it changes; the table keeps the felt and cards chosen."""
        hints.colorSchemeChanged.connect(self._colour_scheme_changed)
        dress_chrome(hints.colorScheme())

    def _colour_scheme_changed(self, scheme: Qt.ColorScheme) -> None:
        dress_chrome(scheme)

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def restart_program(self) -> None:
        """Close as a quit does (the game in progress saved), asking for a new start after."""
        self.restart_requested = True
        if not self.close():
            self.restart_requested = False

    # --- window events ---------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_toolbar()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            # The clock only runs while the player can see the game.
            page = self.page
            if page is not None:
                page.set_paused(self.isMinimized())
                if self.isMinimized() and page.keeper is not None:
                    # The time played so far, in case the game is not reopened from here.
                    page.keeper.save()
            self.menus.action_full_screen.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.geometry = self.saveGeometry()
        self.settings.sync()
        self.dialogs.close_all()
        for page in self.pages.values():
            page.shutdown()
        self.judging.shutdown()
        self.art.stop_drawing()
        self.sounds.close()
        if self.storage is not None:
            self.storage.close()
        super().closeEvent(event)
