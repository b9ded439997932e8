# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The computer plays on a page while the player watches: a lost deal replayed with the
computer's winning line (Show How It Could Be Won), and the demo, deal after deal.

While a show is on, the player's game is put aside (the model plays other games) and the
page's keeper looks away, so nothing shown is saved or recorded; when the show stops, the
player's game is given back exactly as it was, clock and help included. Each move is played
once the cards of the one before have landed, as Play to the End does.
"""

from __future__ import annotations

import time
from typing import Any, Final, Literal, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from addiction.contract import GameSpec, PlayedGame
from addiction.core import IllegalAction
from addiction.store.keeper import Keeper
from addiction.table.model import PlayModel
from addiction.table.solver_bridge import SolverBridge
from addiction.table.view import CardTableView

# The pause after a replayed move's cards have landed, by animation speed, so that each move
# can be followed (with animations off the cards jump, and the pause is all there is to see).
STEP_PAUSE_MS: Final[dict[str, int]] = {"off": 350, "fast": 80, "normal": 160, "slow": 300}
# The demo's rest between deals, once the last cards (and a win's celebration) have landed.
BETWEEN_DEALS_MS: Final = 1800
# The demo moves on to the next deal when play comes back to a position this often.
DEMO_REVISITS: Final = 2
# Keys that say nothing on their own: holding one stops no demo.
_MODIFIER_KEYS: Final = frozenset({
    Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr,
    Qt.Key.Key_CapsLock, Qt.Key.Key_NumLock, Qt.Key.Key_Super_L, Qt.Key.Key_Super_R})
_CLICKS: Final = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
# What stops the demo, and what is left of it after (swallowed too).
_STOPPING: Final = (*_CLICKS, QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
_RELEASES: Final = (QEvent.Type.MouseButtonRelease, QEvent.Type.KeyRelease)
# The replay's keys, as the bar's shortcuts have them: the page's verb for each.
_REPLAY_KEYS: Final = {Qt.Key.Key_Space: "pause_show", Qt.Key.Key_Right: "step_show",
                       Qt.Key.Key_N: "step_show", Qt.Key.Key_Escape: "stop_show"}
# How long the demo, once stopped, waits for the release of what stopped it.
RELEASE_WAIT_MS: Final = 1000

# The show's sentences, under the "Show" context of the catalogues.
translate = QCoreApplication.translate

# What a show is doing: looking for the line, playing it, held by the player, or at the end
# of what it had to show.
State = Literal["thinking", "playing", "paused", "done"]


class _Context(Protocol):
    @property
    def window(self) -> QWidget: ...


class ShownPage(Protocol):
    """What a show uses of the page it plays on (``addiction.table.page.GamePage``)."""

    giving_back: bool

    @property
    def spec(self) -> GameSpec: ...

    @property
    def context(self) -> _Context: ...

    @property
    def model(self) -> PlayModel: ...

    @property
    def view(self) -> CardTableView: ...

    @property
    def keeper(self) -> Keeper[Any] | None: ...

    @property
    def solver(self) -> SolverBridge: ...

    @property
    def note(self) -> SignalInstance: ...

    @property
    def game(self) -> PlayedGame: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def rules_key(self) -> str: ...

    def say(self, text: str, ms: int = 0, aloud: str = "") -> None: ...

    def new_game(self, deal: int | None = None, options: Any = None) -> None: ...

    def deal_options(self) -> Any: ...

    def game_options(self) -> Any: ...

    def play_advice(self, advice: Any) -> None: ...

    def pause_show(self) -> None: ...

    def step_show(self) -> None: ...

    def stop_show(self, quietly: bool = False) -> None: ...


class Show(QObject):
    """What a replay and the demo share: the player's game put aside and given back, and moves
    played one after another on the page's model.

    ``changed`` says the bar's words or buttons may have changed; ``stopped`` that the show is
    over and the player's game is back.
    """

    changed = Signal()
    stopped = Signal()

    def __init__(self, page: ShownPage) -> None:
        # Lives with the page's table (the page ends it before the table goes).
        super().__init__(page.view)
        self.page = page
        self.state: State = "thinking"
        # What the bar says.
        self.text = ""
        self._aside: tuple[Any, int, bool] | None = None
        self._ended = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)

    # --- what the bar offers ---------------------------------------------------------------

    @property
    def can_pause(self) -> bool:
        return self.state in ("playing", "paused")

    @property
    def can_step(self) -> bool:
        return False

    @property
    def stop_text(self) -> str:
        """The words of the bar's Stop button now."""
        return translate("Show", "Stop")

    def toggle_pause(self) -> None:
        """Nothing here: only a replay pauses."""

    def step(self) -> None:
        """Nothing here: only a replay steps."""

    # --- starting and stopping -------------------------------------------------------------

    def put_aside(self) -> None:
        """Take the player's game off the model, to give it back at the end: its time so far is
        saved, then the keeper looks away."""
        page = self.page
        if self._aside is not None:
            return
        if page.keeper is not None:
            page.keeper.save()
            page.keeper.hold(True)
        self._aside = (page.game, page.model.elapsed, page.model.assisted)

    def stop(self, quietly: bool = False) -> None:
        """End the show and give the player's game back; unless ``quietly`` (the page goes, or
        the window closes), the player is told."""
        if self._ended:
            return
        self._ended = True
        self._timer.stop()
        self._stopping()
        had_game = self._aside is not None
        self._give_back()
        if not quietly:
            self._say_stopped(had_game)
        self.stopped.emit()
        self._done_with_events()

    def _done_with_events(self) -> None:
        """Go, once no event still on its way needs the show."""
        self.deleteLater()

    def _give_back(self) -> None:
        if self._aside is None:
            return
        page = self.page
        game, elapsed, assisted = self._aside
        self._aside = None
        page.view.finish_animations()
        page.giving_back = True
        try:
            page.model.show_game(game, elapsed=elapsed, assisted=assisted)
        finally:
            page.giving_back = False
        if page.keeper is not None:
            page.keeper.hold(False)
            page.keeper.save()

    def _stopping(self) -> None:
        """What the show undoes of its own before the player's game comes back."""

    def _say_stopped(self, had_game: bool) -> None:
        del had_game

    # --- the page's news -------------------------------------------------------------------

    def landed(self) -> None:
        """The cards came to rest: the next move may follow."""
        if self.state == "playing":
            self._timer.start(STEP_PAUSE_MS.get(self.page.view.speed, 0))

    def answer(self, advice: object) -> None:
        """The computer player's answer, for a show that asks it move by move."""
        del advice

    def game_ended(self) -> None:
        """The game on the model ended."""

    def _step(self) -> None:
        raise NotImplementedError

    def _tell(self, aloud: str) -> None:
        """Have a screen reader say ``aloud``; the bar shows the words, so the status bar
        leaves them to it."""
        self.page.note.emit("", 0)
        self.page.view.announce(aloud)

    def _set(self, state: State, text: str) -> None:
        self.state, self.text = state, text
        self.changed.emit()


class LineReplay(Show):
    """The player's finished deal from its start, played with the computer's winning line, with
    pause, step and stop. The computer's judge is asked first (``judging``, one per window);
    when it found no win, the player is told whether the deal was proven lost.
    """

    def __init__(self, page: ShownPage, judging: Any) -> None:
        super().__init__(page)
        self._judging = judging
        self._listening = False
        self.deal = page.game.deal
        self.options = page.game_options()
        self.rules_key = page.rules_key
        self.line: tuple[Any, ...] = ()
        # How many of the line's actions are on the table.
        self.played = 0
        # Seconds from the request to the first move of the line on the table.
        self.asked_at = time.monotonic()
        self.first_move_s: float | None = None
        self.verdict = ""

    def begin(self) -> None:
        """Ask for the line; the bar says so until it comes (the Judging answers from what it
        knows at once, through the event loop)."""
        view = self.page.view
        for watched in (view, view.viewport(), self.page.context.window):
            watched.installEventFilter(self)
        self._set("thinking", translate("Show", "Looking for a way to win deal {deal}…").format(
            deal=self.deal))
        self._tell(translate(
            "Show", "Looking for a way to win deal {deal}. Press Escape to cancel.").format(
                deal=self.deal))
        self._judging.judged.connect(self._judged)
        self._listening = True
        # The line is wanted, not the level (which can cost more than the line).
        self._judging.ask(self.page.spec, self.deal, self.options, rated=False)

    @property
    def can_step(self) -> bool:
        return self.state in ("playing", "paused") and self.played < len(self.line)

    @property
    def stop_text(self) -> str:
        if self.state == "thinking":
            return translate("Show", "Cancel")
        return translate("Show", "Back to Your Game")

    def _judged(self, judgement: Any) -> None:
        if (judgement.game, judgement.deal, judgement.rules_key) != (
                self.page.spec.id, self.deal, self.rules_key) or self.state != "thinking":
            return
        self._disconnect()
        self.verdict = judgement.verdict
        if judgement.verdict == "winnable" and judgement.line:
            self._play_line(tuple(judgement.line))
            return
        if judgement.verdict == "not-winnable":
            sentence = translate("Show", "No play can win this deal: it was lost from the start.")
        else:
            sentence = translate("Show", "The computer could not find a win for this deal either.")
        self.stop(quietly=True)
        self.page.say(sentence, 0)

    def _disconnect(self) -> None:
        if self._listening:
            self._listening = False
            self._judging.judged.disconnect(self._judged)

    def _play_line(self, line: tuple[Any, ...]) -> None:
        self.line = line
        self.played = 0
        self.put_aside()
        page = self.page
        page.new_game(self.deal, self.options)
        self._set("playing", self._progress())
        self._tell(translate(
            "Show", "Replaying deal {deal} as the computer won it, {count} moves. Space pauses, the "
            "right arrow plays one move, Escape goes back to your game.").format(
                deal=self.deal, count=len(line)))
        self._timer.start(0)

    def _progress(self) -> str:
        if self.state == "paused":
            return translate("Show", "Replay of deal {deal} paused at move {move} of {count}").format(
                deal=self.deal, move=self.played, count=len(self.line))
        return translate("Show", "Replay of deal {deal}: move {move} of {count}").format(
            deal=self.deal, move=self.played, count=len(self.line))

    def _step(self) -> None:
        if self.state == "playing" and not self.page.view.animating:
            self._play_next()

    def _play_next(self) -> None:
        if self.played >= len(self.line):
            self._line_ended()
            return
        advice = self.line[self.played]
        # Counted first: the last move ends the game before ``play_advice`` returns.
        self.played += 1
        try:
            self.page.play_advice(advice)
        except IllegalAction as exc:
            # Only a judge's line that is not the game's would get here: say so, stop.
            self.played -= 1
            self.stop(quietly=True)
            self.page.say(translate("Show", "The replay could not go on: {reason}").format(reason=exc), 0)
            return
        if self.first_move_s is None:
            self.first_move_s = time.monotonic() - self.asked_at
        if self.state in ("playing", "paused"):
            self.text = self._progress()
            self.changed.emit()
        if self.state == "playing":
            # ``landed`` starts it again if the cards are still moving when it fires.
            self._timer.start(STEP_PAUSE_MS.get(self.page.view.speed, 0))

    def toggle_pause(self) -> None:
        if self.state == "playing":
            self._timer.stop()
            self.state = "paused"
            self._set("paused", self._progress())
            self._tell(translate(
                "Show", "Paused at move {move} of {count}. Space plays on, the right arrow "
                "plays one move.").format(move=self.played, count=len(self.line)))
        elif self.state == "paused":
            self.state = "playing"
            self._set("playing", self._progress())
            self._tell(translate("Show", "Playing on."))
            self._timer.start(0)

    def step(self) -> None:
        """One move of the line, then hold (a step while it plays pauses it first)."""
        if self.state == "playing":
            self.toggle_pause()
        if self.state != "paused":
            return
        self.page.view.finish_animations()
        self._play_next()

    def game_ended(self) -> None:
        self._line_ended()

    def _line_ended(self) -> None:
        if self.state == "done":
            return
        self._timer.stop()
        if self.page.game.is_won:
            text = translate("Show", "The computer won deal {deal} in {count} moves.").format(
                deal=self.deal, count=self.played)
        else:
            text = translate("Show", "The computer's line ended without a win.")
        self._set("done", text)
        self._tell(text + " " + translate("Show", "Press Escape to go back to your game."))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The replayed game is the computer's: a click on the table pauses or resumes it, and
        the table's own keys play nothing (the bar's keys work as shortcuts)."""
        kind = event.type()
        view = self.page.view
        table = watched is view or watched is view.viewport()
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            # The bar's keys, when they reach the window rather than the bar's shortcuts (the
            # window not the active one).
            verb = _REPLAY_KEYS.get(Qt.Key(event.key()))
            if verb is not None:
                getattr(self.page, verb)()
                return True
            return table
        if table and kind in _CLICKS:
            self.toggle_pause()
            return True
        return table and kind == QEvent.Type.MouseButtonRelease

    def _stopping(self) -> None:
        view = self.page.view
        for watched in (view, view.viewport(), self.page.context.window):
            watched.removeEventFilter(self)
        # A search under way is left to finish rather than cancelled: the window's other
        # questions wait in the same queue, and its answer is kept for the next time.
        self._disconnect()

    def _say_stopped(self, had_game: bool) -> None:
        if had_game:
            self.page.say(translate("Show", "Back to your game as it ended."), 6000)
        else:
            self.page.say(translate("Show", "Show How It Could Be Won cancelled."), 6000)


class Demo(Show):
    """The computer plays new random deals one after another, each to its end (or until it
    sees no way on), with a short rest between deals, until the player presses a key or
    clicks anywhere in the window; that key or click does nothing else."""

    def __init__(self, page: ShownPage) -> None:
        super().__init__(page)
        self.deals = 0
        self._awaiting = False
        self._met: dict[str, int] = {}
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(BETWEEN_DEALS_MS)
        self._rest.timeout.connect(self._next_deal)
        self._app: QApplication | None = None

    def begin(self) -> None:
        self.put_aside()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            self._app = app
            app.installEventFilter(self)
        self._tell(translate(
            "Show", "Demo: the computer plays deal after deal. Press any key or click to stop."))
        self._next_deal()

    def _next_deal(self) -> None:
        if self.state == "done":
            return
        self.deals += 1
        self._met = {}
        self._awaiting = False
        page = self.page
        page.new_game(None, page.deal_options())
        self._set("playing", translate("Show", "Demo: deal {deal} — press any key or click to stop").format(
            deal=page.game.deal))
        self._timer.start(0)

    def _step(self) -> None:
        page = self.page
        if self.state != "playing" or self._awaiting or page.view.animating:
            return
        if page.is_over:
            self._deal_over()
            return
        position = page.game.to_text()
        self._met[position] = met = self._met.get(position, 0) + 1
        if met > DEMO_REVISITS:
            self._deal_over()
            return
        self._awaiting = page.solver.ask("demo") or page.solver.busy
        if not self._awaiting:
            self._deal_over()

    def answer(self, advice: object) -> None:
        self._awaiting = False
        if self.state != "playing":
            return
        if advice is None:
            self._deal_over()
            return
        try:
            self.page.play_advice(advice)
        except IllegalAction:
            self._deal_over()
            return
        if self.state == "playing":
            self._timer.start(0)

    def landed(self) -> None:
        if self.state == "playing":
            self._timer.start(0)

    def game_ended(self) -> None:
        self._deal_over()

    def _deal_over(self) -> None:
        """This deal is played out: the next after a rest."""
        if self.state != "playing":
            return
        self._timer.stop()
        game = self.page.game
        if game.is_won:
            text = translate("Show", "Demo: deal {deal} won — the next deal follows").format(
                deal=game.deal)
        else:
            text = translate("Show", "Demo: deal {deal} played out — the next deal follows").format(
                deal=game.deal)
        self._set("paused", text)
        self._rest.start()

    @property
    def can_pause(self) -> bool:
        return False

    def _stopping(self) -> None:
        self.state = "done"
        self._rest.stop()
        self._awaiting = False
        self.page.solver.cancel()

    def _done_with_events(self) -> None:
        # The key or click that stopped the demo does nothing else: its release (or the key
        # itself, after a shortcut's look) is swallowed too, so the filter stays until then.
        if self._app is None:
            self.deleteLater()
        else:
            QTimer.singleShot(RELEASE_WAIT_MS, self, self._unfilter)

    def _unfilter(self) -> None:
        if self._app is not None:
            self._app.removeEventFilter(self)
            self._app = None
            self.deleteLater()

    def _say_stopped(self, had_game: bool) -> None:
        del had_game
        self.page.say(translate("Show", "Demo stopped: your game is back."), 6000)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A key or a click in the page's window stops the demo, and does nothing else: no
        shortcut fires, no card is played."""
        kind = event.type()
        if kind not in _STOPPING and kind not in _RELEASES:
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self.page.context.window:
            return False
        if isinstance(event, QKeyEvent) and event.key() in _MODIFIER_KEYS:
            return False
        if self.state == "done":
            # What is left of the key or the click that stopped the demo.
            if kind in _RELEASES:
                self._unfilter()
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()
            return True
        if kind == QEvent.Type.ShortcutOverride:
            # Taken as the widget's own key, so that no shortcut fires; the key press that
            # follows is swallowed above.
            event.accept()
        if kind in _STOPPING:
            self.page.stop_show()
        return True
