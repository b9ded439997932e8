"""The Qt model of one Pyramid game: the UI changes the engine only here, told back as signals."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from addiction.engine.cards import Card
from addiction.engine.errors import IllegalAction
from addiction.engine.pyramid import DRAW, RECYCLE, Action, Mode, PyramidGame
from addiction.engine.rng import MAX_DEAL, MIN_DEAL

_TICK_MS = 250


class PyramidModel(QObject):
    """Owns one engine ``PyramidGame``; every change goes through here and is announced after.

    Event signals say what happened, in the past tense; an undo is announced as
    ``action_undone`` with the action taken back, a redo like the action itself. State
    signals fire when their value changes, and all of them once after ``game_started``.
    """

    game_started = Signal()
    cards_removed = Signal(object)  # tuple[Card, ...]: a pair, or a King alone
    card_drawn = Signal(object)  # Card: turned from the stock onto the waste
    recycled = Signal()  # the waste went back as the stock for the next pass
    action_undone = Signal(object)  # Action taken back
    won = Signal()
    lost = Signal()
    game_over = Signal(int)  # the game ended (won or lost): cards removed from the pyramid

    passes_changed = Signal(int)  # the pass under way, from 1
    stock_count_changed = Signal(int)
    pyramid_count_changed = Signal(int)
    moves_changed = Signal(int)
    elapsed_changed = Signal(int)
    undo_available = Signal(bool)
    redo_available = Signal(bool)
    assisted_changed = Signal(bool)

    def __init__(self, game: PyramidGame | None = None, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self._clock = clock
        self._game = game if game is not None else PyramidGame.new(self.random_deal())
        self._assisted = False
        self._given_up = False
        self._banked = 0.0
        self._since: float | None = None
        self._paused = False
        self._last: dict[str, int | bool] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(_TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._emit_state(force=True)

    # --- reading ---------------------------------------------------------------------------

    @property
    def game(self) -> PyramidGame:
        """The game in play. Read it; change it only through the model's methods."""
        return self._game

    @property
    def mode(self) -> Mode:
        return self._game.mode

    @property
    def score(self) -> int:
        """Cards removed from the pyramid so far (28 is a win)."""
        return 28 - self._game.pyramid_count

    @property
    def elapsed(self) -> int:
        """Whole seconds played (from the first action, paused time excluded)."""
        running = 0.0 if self._since is None else self._clock() - self._since
        return int(self._banked + running)

    @property
    def assisted(self) -> bool:
        """Whether Hint helped in this game (records keep assisted games apart)."""
        return self._assisted

    @property
    def given_up(self) -> bool:
        """Whether the player gave this game up (the engine knows only won and lost)."""
        return self._given_up

    @property
    def is_over(self) -> bool:
        """Won, lost or given up: nothing more can be played."""
        return self._given_up or self._game.is_over

    @property
    def clock_running(self) -> bool:
        return self._since is not None

    def mark_assisted(self) -> None:
        """Note that Hint or Auto helped (asked of the solver on a worker thread)."""
        if not self._assisted:
            self._assisted = True
            self.assisted_changed.emit(True)

    @staticmethod
    def random_deal() -> int:
        return random.SystemRandom().randint(MIN_DEAL, MAX_DEAL)

    # --- starting games --------------------------------------------------------------------

    def new_game(self, deal: int | None = None, mode: Mode | None = None) -> None:
        """Deal ``deal`` (a random one when None) in ``mode`` (the current one when None)."""
        number = self.random_deal() if deal is None else deal
        self._start(PyramidGame.new(number, mode or self._game.mode))

    def restart(self) -> None:
        self._start(self._game.restarted())

    def load_position(self, text: str) -> None:
        """Play on from a position in the notation; a bad one raises and changes nothing."""
        self._start(PyramidGame.from_text(text))

    def show_game(self, game: PyramidGame, *, elapsed: int = 0, assisted: bool = False) -> None:
        """Take over a game built elsewhere (a restored save, a test position)."""
        self._start(game, elapsed, assisted)

    def _start(self, game: PyramidGame, elapsed: int = 0, assisted: bool = False) -> None:
        self._game = game
        self._given_up = False
        self._stop_clock()
        self._banked = float(elapsed)
        was_assisted, self._assisted = self._assisted, assisted
        self.game_started.emit()
        self._emit_state(force=True)
        if was_assisted != assisted:
            self.assisted_changed.emit(assisted)
        if (elapsed or game.history or game.can_redo) and not game.is_over:
            self._start_clock()

    # --- actions ---------------------------------------------------------------------------

    def play(self, action: Action) -> None:
        """Play one action; ``IllegalAction`` when it is not legal now (nothing changes)."""
        self._refuse_if_given_up()
        self._game.play(action)
        self._announce(action)

    def draw(self) -> None:
        self.play(DRAW)

    def recycle(self) -> None:
        self.play(RECYCLE)

    def undo(self) -> None:
        self._refuse_if_given_up()
        action = self._game.undo()
        self.action_undone.emit(action)
        self._after_action()

    def redo(self) -> None:
        self._refuse_if_given_up()
        self._announce(self._game.redo())

    def hint(self, time_budget: float = 1.0) -> Action | None:
        """The action the solver suggests (see ``addiction.solver.pyramid.hint``); asking
        marks the game as assisted."""
        # Imported here: the window opens without loading the solver.
        from addiction.solver.pyramid import hint as solver_hint  # noqa: PLC0415

        action = solver_hint(self._game, time_budget)
        if action is not None:
            self.mark_assisted()
        return action

    def give_up(self) -> None:
        """End the game as it stands: the cards removed so far are its final score."""
        if self.is_over:
            raise IllegalAction("the game has ended")
        self._given_up = True
        self._stop_clock()
        self._emit_state(force=False)
        self.game_over.emit(self.score)

    def set_paused(self, paused: bool) -> None:
        """Stop the clock while the player cannot see the game (window minimised)."""
        if paused and self._since is not None:
            self._bank()
        self._paused = paused
        if not paused and self._timer.isActive():
            self._since = self._clock()

    # --- internals -------------------------------------------------------------------------

    def _refuse_if_given_up(self) -> None:
        if self._given_up:
            raise IllegalAction("the game was given up")

    def _announce(self, action: Action) -> None:
        if self._since is None and not self._timer.isActive():
            self._start_clock()
        if action.is_removal:
            self.cards_removed.emit(action.cards)
        elif action.kind == "draw":
            top: Card | None = self._game.waste_top
            self.card_drawn.emit(top)
        else:
            self.recycled.emit()
        self._after_action()

    def _after_action(self) -> None:
        game = self._game
        if game.is_over:
            self._stop_clock()
        self._emit_state(force=False)
        if game.is_over:
            (self.won if game.is_won else self.lost).emit()
            self.game_over.emit(self.score)

    def _emit_state(self, force: bool) -> None:
        game = self._game
        values = (
            ("passes", game.pass_number, self.passes_changed),
            ("stock", game.stock_count, self.stock_count_changed),
            ("pyramid", game.pyramid_count, self.pyramid_count_changed),
            ("moves", game.actions_played, self.moves_changed),
            ("elapsed", self.elapsed, self.elapsed_changed),
            ("undo", game.can_undo and not self._given_up, self.undo_available),
            ("redo", game.can_redo and not self._given_up, self.redo_available),
        )
        for name, value, signal in values:
            if force or self._last.get(name) != value:
                self._last[name] = value
                signal.emit(value)

    def _start_clock(self) -> None:
        self._timer.start()
        if not self._paused:
            self._since = self._clock()

    def _stop_clock(self) -> None:
        if self._since is not None:
            self._bank()
        self._timer.stop()

    def _bank(self) -> None:
        if self._since is not None:
            self._banked += self._clock() - self._since
            self._since = None

    def _tick(self) -> None:
        value = self.elapsed
        if self._last.get("elapsed") != value:
            self._last["elapsed"] = value
            self.elapsed_changed.emit(value)
