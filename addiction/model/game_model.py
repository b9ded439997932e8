"""The Qt model of one Addiction game: the UI changes the engine only here, told back as signals."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from addiction.engine import MAX_DEAL, MIN_DEAL, Game, Move, Place, Redeal, Rules
from addiction.engine.cards import Card

Relocation = tuple[Card, Place, Place]

# The clock is sampled a few times a second so the shown seconds never lag by a whole second.
_TICK_MS = 250


class GameModel(QObject):
    """Owns one engine ``Game``; every change goes through here and is announced afterwards.

    Signals are emitted after the engine changed, so a slot may read ``model.game`` and see
    the new state. State signals fire only when their value changes, and all of them once
    after ``game_started``.
    """

    game_started = Signal()
    card_moved = Signal(object, object, object)
    redealt = Signal(object)
    won = Signal()
    game_over = Signal(int)

    score_changed = Signal(int)
    redeals_left_changed = Signal(int)
    moves_changed = Signal(int)
    elapsed_changed = Signal(int)
    undo_available = Signal(bool)
    redo_available = Signal(bool)
    redeal_available = Signal(bool)
    stuck_changed = Signal(bool)
    assisted_changed = Signal(bool)

    def __init__(
        self,
        game: Game | None = None,
        parent: QObject | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self._clock = clock
        self._game = game if game is not None else Game.new(self.random_deal())
        self._assisted = False
        # The clock is armed from the first action until the game ends; it counts while armed
        # and not paused. ``_banked`` holds the seconds of earlier stretches, ``_since`` the
        # start of the stretch being counted now (None when not counting).
        self._armed = False
        self._paused = False
        self._banked = 0.0
        self._since: float | None = None
        self._last: dict[str, int | bool] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(_TICK_MS)
        self._timer.timeout.connect(self._tick)
        # Nobody listens yet; this records the values that later changes are compared with.
        self._emit_state(force=True)

    # --- reading ---------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game in play. Read it; change it only through the model's methods."""
        return self._game

    @property
    def elapsed(self) -> int:
        """Whole seconds played so far (paused time and time before the first move excluded)."""
        running = 0.0 if self._since is None else self._clock() - self._since
        return int(self._banked + running)

    @property
    def clock_running(self) -> bool:
        return self._since is not None

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def assisted(self) -> bool:
        """Whether Hint or Auto helped in this game (records keep assisted games apart)."""
        return self._assisted

    def mark_assisted(self) -> None:
        if not self._assisted:
            self._assisted = True
            self.assisted_changed.emit(True)

    @staticmethod
    def random_deal() -> int:
        """A deal number nobody can predict, from the operating system's entropy."""
        return random.SystemRandom().randint(MIN_DEAL, MAX_DEAL)

    # --- starting games --------------------------------------------------------------------

    def new_game(self, deal: int | None = None, rules: Rules | None = None) -> None:
        """Deal ``deal`` (a random one when None) under ``rules`` (the current ones when None)."""
        number = self.random_deal() if deal is None else deal
        self._start(Game.new(number, rules or self._game.rules))

    def restart(self) -> None:
        """The same deal and rules again from the first card."""
        self._start(self._game.restarted())

    def load_position(self, text: str, rules: Rules | None = None) -> None:
        """Play on from a position in the notation; a bad one raises and changes nothing."""
        game = Game.from_text(text, rules or self._game.rules, deal=0)
        self._start(game)

    def show_game(self, game: Game, *, elapsed: int = 0, assisted: bool = False) -> None:
        """Take over a game built elsewhere (a restored save, a test position).

        A restored game brings the seconds already played and whether it was assisted; its
        clock runs on from ``elapsed`` if the game was under way.
        """
        if isinstance(elapsed, bool) or not isinstance(elapsed, int) or elapsed < 0:
            raise ValueError(f"elapsed must be a whole number of seconds, not {elapsed!r}")
        self._start(game, elapsed, assisted)

    def _start(self, game: Game, elapsed: int = 0, assisted: bool = False) -> None:
        self._game = game
        self._armed = False
        self._update_clock()
        self._banked = float(elapsed)
        was_assisted, self._assisted = self._assisted, assisted
        self.game_started.emit()
        self._emit_state(force=True)
        if was_assisted != assisted:
            self.assisted_changed.emit(assisted)
        # Under way: something was played (perhaps all taken back since) or time has passed.
        if elapsed or game.history or game.can_redo:
            self._start_clock()

    # --- actions ---------------------------------------------------------------------------

    def play(self, move: Move) -> None:
        """Play one move; ``IllegalAction`` when it is not legal now (nothing changes then)."""
        self._game.play(move)
        self._start_clock()
        self.card_moved.emit(move.card, move.src, move.dst)
        self._after_action()

    def redeal(self) -> None:
        record = self._game.redeal()
        self._start_clock()
        self.redealt.emit(record.relocations())
        self._after_action()

    def undo(self) -> None:
        action = self._game.undo()
        if isinstance(action, Move):
            self.card_moved.emit(action.card, action.dst, action.src)
        else:
            self.redealt.emit(_reversed(action))
        self._after_action()

    def redo(self) -> None:
        action = self._game.redo()
        if isinstance(action, Move):
            self.card_moved.emit(action.card, action.src, action.dst)
        else:
            self.redealt.emit(action.relocations())
        self._after_action()

    def give_up(self) -> None:
        """End the game as it stands; its score is final."""
        self._game.give_up()
        self._after_action()

    def set_paused(self, paused: bool) -> None:
        """Stop the clock while the player cannot see the game (window minimised)."""
        self._paused = paused
        self._update_clock()

    # --- internals -------------------------------------------------------------------------

    def _after_action(self) -> None:
        game = self._game
        if game.is_over:
            self._stop_clock()
        self._emit_state(force=False)
        if game.is_over:
            if game.is_won:
                self.won.emit()
            self.game_over.emit(game.score)

    def _emit_state(self, force: bool) -> None:
        game = self._game
        values: list[tuple[str, int | bool, SignalInstance]] = [
            ("score", game.score, self.score_changed),
            ("redeals_left", game.redeals_left, self.redeals_left_changed),
            ("moves", game.moves_played, self.moves_changed),
            ("elapsed", self.elapsed, self.elapsed_changed),
            ("undo", game.can_undo, self.undo_available),
            ("redo", game.can_redo, self.redo_available),
            ("redeal", game.can_redeal, self.redeal_available),
            ("stuck", game.is_stuck, self.stuck_changed),
        ]
        for key, value, signal in values:
            if force or self._last.get(key) != value:
                self._last[key] = value
                signal.emit(value)

    def _start_clock(self) -> None:
        if not self._game.is_over:
            self._armed = True
            self._update_clock()

    def _stop_clock(self) -> None:
        self._armed = False
        self._update_clock()

    def _update_clock(self) -> None:
        """Count time exactly while a game is under way and the player can see it."""
        counting = self._armed and not self._paused
        if counting and self._since is None:
            self._since = self._clock()
            self._timer.start()
        elif not counting and self._since is not None:
            self._banked += self._clock() - self._since
            self._since = None
            self._timer.stop()

    def _tick(self) -> None:
        seconds = self.elapsed
        if self._last.get("elapsed") != seconds:
            self._last["elapsed"] = seconds
            self.elapsed_changed.emit(seconds)


def _reversed(record: Redeal) -> list[Relocation]:
    """The relocations that take a redeal back: every card from its new place to its old."""
    return [(card, new, old) for card, old, new in record.relocations()]
