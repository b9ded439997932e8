# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A game in the window: the page that owns one game, its table, status strip and solver work.

The window is a shell over pages. It binds its menus and toolbar to the page on show and asks
it through the verbs below, never which game it is; the page tells the window what changed
through its signals. Everything a game does differently lives in its page subclass, which
implements the hooks of ``addiction.table.hooks`` and which the registry
(``addiction.registry``) names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QLabel, QWidget

from addiction.cardart.animation import Speed
from addiction.cardart.art import CardArt
from addiction.contract import TITLES_CONTEXT
from addiction.core import IllegalAction
from addiction.dealing.window.judging import Judging
from addiction.store import RecordKind
from addiction.store.keeper import Keeper, Storage
from addiction.table.heap import give_back
from addiction.table.hooks import PageHooks
from addiction.table.model import PlayModel
from addiction.table.settings import Settings
from addiction.table.solver_bridge import SolverBridge
from addiction.table.sound import Sounds
from addiction.table.status_strip import KEPT, USUAL, StatusStrip, format_time
from addiction.table.view import CardTableView

# A replay or the demo is loaded when first asked for, not before the first frame.
if TYPE_CHECKING:
    from addiction.table.pause_cover import PauseCover
    from addiction.table.showing import Show

# How long a status-bar sentence from a page stays.
NOTE_MS = 6000
# Play to the End gives up on a position met this many times: play goes round in a circle.
PLAY_TO_END_REVISITS = 2
# Keys that say nothing on their own: holding one does not stop Play to the End.
_MODIFIER_KEYS = frozenset({Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt,
                            Qt.Key.Key_Meta, Qt.Key.Key_AltGr, Qt.Key.Key_CapsLock,
                            Qt.Key.Key_NumLock, Qt.Key.Key_Super_L, Qt.Key.Key_Super_R})
# How long the strip's own fields stay in a narrow window (a game's fields are USUAL, or
# say otherwise): the deal's level goes first, then the game's name (the window's title
# too), then the time; the Assisted mark stays long, and the deal's number with the moves
# (KEPT) longer.
TITLE = 3
TIME = 4
ASSISTED = 7


@dataclass(frozen=True, slots=True)
class PageContext:
    """What every page is given: the settings, the card art, the player's data and a parent.

    ``storage`` is None when the window must touch none of the player's data (screenshots);
    ``window`` parents the page's menus and questions; ``sounds`` plays what happens on the
    table (None: the page is silent). ``deal`` False: the page's maker deals (or loads) the
    game it wants at once, so a page without a saved game to bring back deals none of its own
    first.
    """

    settings: Settings
    art: CardArt
    storage: Storage | None
    window: QWidget
    sounds: Sounds | None = None
    # The window's judge of deals (one per window, shared by its pages); a page made alone
    # (a test, a benchmark) gets one of its own.
    judging: Judging = field(default_factory=Judging)
    deal: bool = True


class GamePage(PageHooks, QObject):
    """One game in the window: the controller between the window, the game's model, view,
    keeper and computer player, and the hooks (``PageHooks``) its game's subclass implements.

    Signals: ``changed`` when what the menus offer may have changed (undo, redo, the game
    ending, Play to the End starting or stopping); ``note`` a sentence for the status bar
    and how many ms it stays (0: until the next); ``problem`` a sentence about the player's
    saved data; ``started`` when a game is dealt or brought back; ``ended`` once a finished
    game is recorded and its cards landed.
    """

    changed = Signal()
    note = Signal(str, int)
    problem = Signal(str)
    started = Signal()
    ended = Signal()

    def __init__(
        self,
        context: PageContext,
        model: PlayModel,
        view: CardTableView,
        keeper: Keeper[Any] | None,
        solver: SolverBridge,
    ) -> None:
        super().__init__(context.window)
        self.context = context
        self.model = model
        self.view = view
        self.keeper = keeper
        self.solver = solver
        for child in (keeper, solver):
            if child is not None:
                child.setParent(self)
        view.set_speed(context.settings.effective_speed)
        # The records the finished game broke, for the end-of-game dialog.
        self.records_fell: frozenset[RecordKind] = frozenset()
        # Whether the page brought back the game its keeper had saved.
        self.resumed = False
        # Problems wait until the page is first shown: the window listens from then on.
        self._shown = False
        self._end_pending = False
        self.taking_back = False
        # Whether the game now coming onto the model is the player's, given back after a
        # replay or the demo (a game's page says nothing of it as a new position).
        self.giving_back = False
        # Play to the End: whether it runs, whether an answer of the solver is on its way,
        # and how often each position was met on the way (to notice play going round).
        self._playing = False
        self._awaiting = False
        self._met: dict[str, int] = {}
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.setInterval(0)
        self._step_timer.timeout.connect(self._play_step)
        # A replay of the deal or the demo, while one is on (see ``addiction.table.showing``).
        self._show: Show | None = None
        # The clock stands still while the page is out of sight (the window minimised, another
        # page on show) or the player paused the game (P); then the table is covered.
        self._away = False
        self._held = False
        self._cover: PauseCover | None = None
        # The page's own actions' state before a pause turned them off.
        self._enabled_before_pause: dict[QAction, bool] = {}
        # In a narrow window the least important fields give way (see ``StatusStrip``).
        self.status = StatusStrip()
        # The game's name first: the games of a family lay out alike, and the window title
        # is out of sight in full screen.
        title = QCoreApplication.translate(TITLES_CONTEXT, self.spec.title)
        self.title_label = self._status_label(title, TITLE)
        self.title_label.setObjectName("game_title")
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.title_label.setToolTip(
            QCoreApplication.translate(TITLES_CONTEXT, self.spec.description))
        self.assisted_label = self._status_label(self.tr("Assisted"), ASSISTED, shown=False)
        self.assisted_label.setToolTip(self.tr("Hint, Auto or Play to the End helped in this game"))
        self.time_label = QLabel()
        # The deal's level and its chances, or the position's (``PageDeals``).
        self.level_label = QLabel()
        self.level_label.setObjectName("deal_level")
        self.deal_label = QLabel()
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        for signal in (model.undo_available, model.redo_available, model.game_over):
            signal.connect(self.changed)
        model.game_started.connect(self._game_started)
        model.game_over.connect(self._game_over)
        model.elapsed_changed.connect(self._show_time)
        model.assisted_changed.connect(partial(self.show_field, self.assisted_label))
        view.animations_finished.connect(self._landed)
        solver.decided.connect(self._decided)
        sounds = context.sounds
        if sounds is not None:
            # Whoever played it (the player, Auto, Play to the End, Undo), a card laid sounds
            # alike; a redeal shuffles.
            model.played.connect(lambda whole: sounds.play("shuffle" if whole else "placed"))
            model.won.connect(partial(sounds.play, "won"))
            view.refused.connect(partial(sounds.play, "refused"))
        # For a player who cannot see the strip: S says what it shows.
        self.action_status = QAction(self.tr("Read the Status Aloud"), self)
        self.action_status.setShortcut("S")
        self.action_status.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.action_status.triggered.connect(lambda: self.view.announce(self.status_text()))
        view.addAction(self.action_status)
        view.setAccessibleName(QCoreApplication.translate(TITLES_CONTEXT, self.spec.title))
        view.setAccessibleDescription(self.tr(
            "The arrow keys move between the places, Enter or Space plays the one you are on, "
            "S reads the score and the time."))
        # Winnable Deals Only, a new game of a level, the deal of the day, the deal's level.
        from addiction.dealing.window.page_deals import PageDeals  # noqa: PLC0415 - not before the first frame

        self.deals = PageDeals(self, self)

    def say(self, text: str, ms: int = 0, aloud: str = "") -> None:
        """Show ``text`` in the status bar for ``ms`` (0: until the next) and have a screen
        reader say it (or ``aloud``, its spoken form)."""
        self.note.emit(text, ms)
        self.view.announce(aloud or text)

    def status_text(self) -> str:
        """What the status strip has to show, as sentences (with the fields a narrow window
        leaves out of sight)."""
        return ". ".join(label.text() for label in self.status.fields())

    def show_field(self, label: QLabel, on: bool) -> None:
        """Whether the strip's field ``label`` has something to show."""
        self.status.show_field(label, on)

    def _status_label(self, text: str = "", priority: int = USUAL, *,
                      shown: bool = True) -> QLabel:
        """A field of the status strip, after the ones made before it; ``priority`` says how
        long it stays in a narrow window (``addiction.table.status_strip``)."""
        label = QLabel(text)
        self.status.add(label, priority, shown=shown)
        return label

    def _bring_back(self) -> None:
        """Bring back the game the keeper saved, or else deal a new one (unless the page's
        maker deals); ``resumed`` says which."""
        self.resumed = self.keeper is not None and self.keeper.resume()
        if not self.resumed and self.context.deal:
            self.new_game()

    def _finish_strip(self) -> None:
        """Put the deal's level and chances, the time and the deal number last, where every
        game has them."""
        # The one word on winning (see PageDeals) stays as long as a game's own fields.
        self.status.add(self.level_label, USUAL, shown=False)
        self.status.add(self.time_label, TIME)
        self.status.add(self.deal_label, KEPT)

    # --- what the window reads -------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    @property
    def score(self) -> int:
        return self.game.score

    @property
    def given_up(self) -> bool:
        return self.game.is_given_up

    @property
    def in_progress(self) -> bool:
        """Whether leaving this game now would throw away play."""
        game = self.game
        return not self.is_over and bool(game.history or game.can_redo)

    @property
    def can_undo(self) -> bool:
        return not self.is_over and bool(self.game.can_undo)

    @property
    def can_redo(self) -> bool:
        return not self.is_over and bool(self.game.can_redo)

    @property
    def elapsed(self) -> int:
        return self.model.elapsed

    @property
    def assisted(self) -> bool:
        return self.model.assisted

    @property
    def playing_to_end(self) -> bool:
        """Whether Play to the End is playing the computer player's moves."""
        return self._playing

    @property
    def held(self) -> bool:
        """Whether the player has paused the game (P): the clock stands, the table is covered
        and nothing can be played until they resume."""
        return self._held

    @property
    def show(self) -> Show | None:
        """The replay or demo on the table now: the player's game is put aside meanwhile."""
        return self._show

    @property
    def can_show_how(self) -> bool:
        """Whether the game in play is a deal lost or given up, which the computer may show
        how to win."""
        game = self.game
        return self._show is None and game.is_over and not game.is_won and game.deal > 0

    # --- what the window asks --------------------------------------------------------------

    def shows_position(self, text: str) -> bool:
        """Whether ``text`` is the position on the table now, however it is written."""
        written = self.position_of(text)
        return written is not None and written == self.game.to_text()

    def play_from(self, game: Any, hint: Any = None) -> None:
        """Play on from ``game`` (an engine game built elsewhere: a position of a finished
        game, to try again from there) as a new practice game, marked assisted and recorded
        apart from the player's own games; with ``hint``, show it as Hint would (what the
        computer would have played there)."""
        self.stop_playing(quietly=True)
        if self.keeper is not None:
            self.keeper.deal_as("practice")
        cast(Any, self.model).show_game(game, assisted=True)
        if hint is not None and not self.is_over:
            self.view.show_hint(hint)
            self.say(self.describe_advice(hint), NOTE_MS, self.describe_advice(hint, aloud=True))

    def restart(self) -> None:
        self.model.restart()

    def undo(self) -> None:
        self.stop_playing()
        if self.can_undo and not self._held:
            # What the model says next is a move taken back, and is told so.
            self.taking_back = True
            try:
                self.model.undo()
            finally:
                self.taking_back = False

    def redo(self) -> None:
        self.stop_playing()
        if self.can_redo and not self._held:
            self.model.redo()

    def give_up(self) -> None:
        if not self.is_over:
            self.model.give_up()

    def ask(self, purpose: str) -> bool:
        """Ask the solver for the next action, to show (``"hint"``) or to play (``"auto"``);
        False when there is nothing to ask or an answer is already on its way. Either stops
        Play to the End. Nothing is asked while the game is paused."""
        self.stop_playing()
        if self.is_over or self._held or not self.solver.ask(purpose):
            return False
        if purpose == "hint":
            self.note.emit(self.tr("Looking for the best move…"), 0)
        else:
            self.note.emit(self.tr("Choosing a move…"), 0)
        return True

    def enter(self) -> None:
        """The page comes on show: its clock runs while the window is not minimised, and its
        cards' pictures are drawn again if they were given back when it was left."""
        self._shown = True
        self.deals.resume()
        self.view.restore_pictures()
        self.set_paused(self.context.window.isMinimized())
        self.tell_problems()

    def leave(self) -> None:
        """The page goes out of sight: no answer for it is played or shown any more, its clock
        stops and its time is saved. It keeps its game but gives back what can be drawn
        again (its cards' pictures, the felt's cache): memory follows the page on show, not
        the pages visited."""
        self.stop_playing(quietly=True)
        self.stop_show(quietly=True)
        self.solver.cancel()
        self.deals.stop()
        self.set_paused(True)
        self.view.release_pictures()
        if self.keeper is not None:
            self.keeper.save()
        give_back()

    def set_paused(self, paused: bool) -> None:
        """Stop the clock while the page is out of sight (``paused``), and run it again when
        it comes back, unless the player paused the game."""
        self._away = paused
        self.model.set_paused(self._away or self._held)

    def pause(self, on: bool | None = None) -> None:
        """The player's pause (P; ``on`` None: the other way round): the clock stops, as when
        the window is minimised, and the table is covered until the player resumes (P again,
        a click on the cover or its Resume button); meanwhile no move, hint or Auto can
        happen. A finished game, a replay or the demo has nothing to pause; Play to the End
        stops (and says so)."""
        on = not self._held if on is None else on
        if on == self._held or (on and (self.is_over or self._show is not None)):
            return
        self._held = on
        if on:
            if self._playing:
                # Pausing stops Play to the End, and says so in the status bar, which stays
                # in sight (a quiet stop would leave the player wondering where it went).
                self.stop_playing()
            else:
                self.note.emit("", 0)
            self.solver.cancel()
            self.view.finish_animations()
            if self._cover is None:
                from addiction.table.pause_cover import PauseCover  # noqa: PLC0415 - on demand

                self._cover = PauseCover(self.context.art, self.view)
                self._cover.resume_asked.connect(partial(self.pause, False))
            self._cover.cover()
            for action in self.play_actions():
                self._enabled_before_pause[action] = action.isEnabled()
                action.setEnabled(False)
            if self.keeper is not None:
                # The time played so far, as when the window is minimised.
                self.keeper.save()
        else:
            if self._cover is not None:
                self._cover.hide()
            for action, enabled in self._enabled_before_pause.items():
                action.setEnabled(enabled)
            self._enabled_before_pause.clear()
            self.view.setFocus()
        self.model.set_paused(self._away or self._held)
        self._show_time(self.model.elapsed)
        self.view.announce(self.tr("Paused — press P to resume") if on else self.tr("Resumed"))
        self.changed.emit()

    def set_speed(self, speed: Speed) -> None:
        self.view.set_speed(speed)

    def refresh_cards(self) -> None:
        """Draw the cards again (the deck's colours changed)."""
        self.view.refresh_cards()
        if self._cover is not None:
            # The cover is the table's felt (the player may change it while paused).
            self._cover.update()

    def shutdown(self) -> None:
        """The window closes: stop the solver and put the game on disk."""
        self.stop_playing(quietly=True)
        # The player's game comes back from under a replay or the demo before it is saved.
        self.stop_show(quietly=True)
        self.deals.stop()
        self.solver.shutdown()
        if self.keeper is not None:
            self.keeper.close()

    def tell_problems(self) -> None:
        """Hand over, once each, what went wrong with the player's saved data."""
        if self.keeper is not None and self._shown:
            for sentence in self.keeper.take_problems():
                self.problem.emit(sentence)

    # --- Play to the End ------------------------------------------------------------------

    def play_to_end(self) -> None:
        """Play the computer player's moves (and redeals) one after another until the game
        ends, each once the cards of the one before have landed; asked again while it plays,
        stop. A click on the table or a key stops it too, as do Undo, Redo, Hint, Auto, a new
        game and leaving the page. A game played so counts as assisted, as with Auto."""
        if self._playing:
            self.stop_playing()
            return
        if self.is_over or self._held:
            return
        self._playing = True
        self._awaiting = False
        self._met = {}
        for watched in (self.view, self.view.viewport(), self.context.window):
            watched.installEventFilter(self)
        self.say(self._playing_text(),
                 aloud=self.tr("Playing to the end. Press Escape to stop."))
        self.changed.emit()
        self._step_timer.start()

    def stop_playing(self, quietly: bool = False) -> None:
        """Stop Play to the End (nothing when it is not playing): no answer on its way is
        played. Unless ``quietly`` (the game ended, or the page goes), the player is told."""
        if not self._playing:
            return
        self._playing = False
        self._awaiting = False
        self._step_timer.stop()
        for watched in (self.view, self.view.viewport(), self.context.window):
            watched.removeEventFilter(self)
        # The cards in motion land as they would; only what comes after is dropped.
        self.solver.cancel()
        if quietly:
            self.note.emit("", 0)
        else:
            self.say(self.tr("Play to the End stopped."), NOTE_MS)
        self.changed.emit()

    def _playing_text(self) -> str:
        return self.tr("Playing to the end — click the table or press Esc to stop")

    def _play_step(self) -> None:
        """Ask for the next action once the table is still (``_landed`` calls again when the
        cards land; with animations off they land at once, through the event loop)."""
        if not self._playing or self._awaiting or self.view.animating:
            return
        if self.is_over:
            self.stop_playing(quietly=True)
            return
        position = self.game.to_text()
        self._met[position] = met = self._met.get(position, 0) + 1
        if met > PLAY_TO_END_REVISITS:
            self._no_way_on()
            return
        # An answer to a hint or Auto asked just before is taken as this step's.
        self._awaiting = self.solver.ask("end") or self.solver.busy
        if not self._awaiting:
            self.stop_playing(quietly=True)

    def _play_answer(self, advice: object) -> None:
        self._awaiting = False
        if not self._playing:
            return
        if self.is_over:
            self.stop_playing(quietly=True)
            return
        if advice is None:
            self._no_way_on()
            return
        self.model.mark_assisted()
        try:
            self.play_advice(advice)
        except IllegalAction as exc:
            # Only a bug in the solver gets here; say so rather than fail silently.
            self.stop_playing(quietly=True)
            self.say(self.tr("Auto could not play: {reason}").format(reason=exc), NOTE_MS)
            return
        if self._playing:
            # The game may have put words of its own up ("No card can move…").
            self.note.emit(self._playing_text(), 0)
            self._step_timer.start()

    def _no_way_on(self) -> None:
        """The computer player sees nothing more to do, though the game is not over."""
        self.stop_playing(quietly=True)
        self.say(self._no_way_text(), NOTE_MS)

    def _no_way_text(self) -> str:
        return self.tr("No play can lead to a win or a redeal from here: undo, or give up.")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """While Play to the End plays, a click on the table or a key stops it (and does
        nothing else); on the rest of the window, Escape does."""
        if self._playing:
            kind = event.type()
            table = watched is self.view or watched is self.view.viewport()
            if table and kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
                self.stop_playing()
                return True
            if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
                key = event.key()
                if (table and key not in _MODIFIER_KEYS) or key == Qt.Key.Key_Escape:
                    self.stop_playing()
                    return True
        return super().eventFilter(watched, event)

    # --- Show How It Could Be Won, and the demo ---------------------------------------------

    def show_how(self) -> None:
        """Replay the lost (or given-up) deal from its start with the computer's winning line,
        once the window's judge has found it; the player's game is given back when the replay
        stops, and neither is saved nor recorded (see ``addiction.table.showing``)."""
        if not self.can_show_how or self._held:
            return
        from addiction.table.showing import LineReplay  # noqa: PLC0415 - on demand

        self.stop_playing(quietly=True)
        self.solver.cancel()
        replay = LineReplay(self, self.context.judging)
        self._begin_show(replay)
        replay.begin()

    def demo(self) -> None:
        """The computer plays new deals one after another until a key or a click; the game in
        play is put aside meanwhile and comes back as it was, and nothing is recorded."""
        if self._show is not None or self._held:
            return
        from addiction.table.showing import Demo  # noqa: PLC0415 - on demand

        self.stop_playing(quietly=True)
        self.solver.cancel()
        demo = Demo(self)
        self._begin_show(demo)
        demo.begin()

    def _begin_show(self, show: Show) -> None:
        self._show = show
        show.changed.connect(self.changed)
        show.stopped.connect(partial(self._show_stopped, show))
        self.changed.emit()

    def pause_show(self) -> None:
        """Hold the replay where it is, or play on."""
        if self._show is not None:
            self._show.toggle_pause()

    def step_show(self) -> None:
        """Play one move of the replay, then hold."""
        if self._show is not None:
            self._show.step()

    def stop_show(self, quietly: bool = False) -> None:
        """End the replay or the demo: the player's game comes back."""
        if self._show is not None:
            self._show.stop(quietly)

    def _show_stopped(self, show: Show) -> None:
        # The show goes by itself, once the key or click that stopped it is over.
        if self._show is show:
            self._show = None
            self.changed.emit()

    # --- the model's signals ---------------------------------------------------------------

    def _game_started(self) -> None:
        game = self.game
        self._show_time(self.model.elapsed)
        self.show_field(self.assisted_label, self.model.assisted)
        if game.deal:
            self.deal_label.setText(self.tr("Deal {deal}").format(deal=game.deal))
            self.deal_label.setToolTip(self.tr("Deal number: choose it again from the Game menu"))
        else:
            self.deal_label.setText(self.tr("Pasted position"))
            self.deal_label.setToolTip("")
        self.records_fell = frozenset()
        self._end_pending = False
        # A game dealt or brought back is played: a pause ends with the game paused.
        self.pause(False)
        self.stop_playing()
        self.deals.game_started()
        self.started.emit()
        self.changed.emit()
        self.tell_problems()

    def _show_time(self, seconds: int) -> None:
        # The strip says why the clock stands still.
        text = self.tr("Time: {time} (paused)") if self._held else self.tr("Time: {time}")
        self.time_label.setText(text.format(time=format_time(seconds)))

    def _game_over(self) -> None:
        if self._show is not None:
            # A game the computer plays for the player to watch: no record, no dialog.
            self._show.game_ended()
            return
        # The end-of-game dialog says how it ended.
        self.stop_playing(quietly=True)
        title, sentence, figures = self.end_summary()
        self.view.announce(" ".join((title, sentence, *(
            f"{name}: {value}." for name, value in figures.items()))))
        if self.keeper is not None:
            self.records_fell = self.keeper.record_finished()
            self.tell_problems()
        if self.view.animating:
            # Let the last cards land (and a win celebrate) before the dialog covers them.
            self._end_pending = True
        else:
            self.ended.emit()

    def _landed(self) -> None:
        # Look once the table has finished reacting: a win's celebration starts right after
        # the last card lands, and the dialog waits for it too.
        QTimer.singleShot(0, self._end_if_settled)
        if self._playing:
            self._step_timer.start()
        if self._show is not None:
            self._show.landed()

    def _end_if_settled(self) -> None:
        if self._end_pending and not self.view.animating:
            self._end_pending = False
            self.ended.emit()

    def _decided(self, purpose: str, advice: object) -> None:
        if purpose == "end":
            self._play_answer(advice)
            return
        if purpose == "demo":
            if self._show is not None:
                self._show.answer(advice)
            return
        self.note.emit("", 0)
        if self.is_over or self._held:
            return
        if advice is None:
            # The game is not over, yet its computer player sees no play that leads anywhere.
            self.say(self._no_way_text(), NOTE_MS)
            return
        self.model.mark_assisted()
        if purpose == "hint":
            self.view.show_hint(advice)
            self.say(self.describe_advice(advice), NOTE_MS, self.describe_advice(advice, aloud=True))
            return
        try:
            self.play_advice(advice)
        except IllegalAction as exc:
            # Only a bug in the solver gets here; say so rather than fail silently.
            self.say(self.tr("Auto could not play: {reason}").format(reason=exc), NOTE_MS)
