# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What every game's model shares: the play clock, the assisted flag and change-only signals
(``PlayModel``), and the verbs every engine answers played, announced and timed (``GameModel``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from addiction.contract import DealtGame
from addiction.core import rng

# The clock is sampled a few times a second so the shown seconds never lag by a whole second.
_TICK_MS = 250

StateValues = Sequence[tuple[str, int | bool, SignalInstance]]
D = TypeVar("D", bound=DealtGame)


class PlayModel(QObject):
    """The part of a game model that does not depend on the game: clock, help, state signals.

    A subclass owns the engine game, lists its state signals in ``_state_values``, calls
    ``_begin`` whenever it takes a new game in hand, and emits ``played`` after every action
    played, undone or redone (the table's sounds follow it).
    """

    game_started = Signal()
    # Cards changed places: an action played, taken back or played again; True when it moved
    # the whole table at once (a redeal), False for a card or two.
    played = Signal(bool)
    won = Signal()
    game_over = Signal(int)  # the game ended; its final score

    moves_changed = Signal(int)
    elapsed_changed = Signal(int)
    undo_available = Signal(bool)
    redo_available = Signal(bool)
    assisted_changed = Signal(bool)

    def __init__(self, parent: QObject | None, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self._clock = clock
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

    # --- reading ---------------------------------------------------------------------------

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
        """Whether Hint, Auto or Play to the End helped in this game (records keep assisted games apart)."""
        return self._assisted

    def mark_assisted(self) -> None:
        """Note that Hint, Auto or Play to the End helped (perhaps asked of the solver on a worker thread)."""
        if not self._assisted:
            self._assisted = True
            self.assisted_changed.emit(True)

    # A deal number nobody can predict, for a new game of any model.
    random_deal = staticmethod(rng.random_deal)

    def set_paused(self, paused: bool) -> None:
        """Stop the clock while the player cannot see the game (window minimised)."""
        self._paused = paused
        self._update_clock()

    # --- the verbs every game answers (its subclass plays them on its engine) ----------------

    def restart(self) -> None:
        """Deal the same deal again from the start."""
        raise NotImplementedError

    def show_game(self, game: Any, *, elapsed: int = 0, assisted: bool = False) -> None:
        """Take over ``game``, built elsewhere or put aside earlier, with ``elapsed`` seconds
        already played and whether it was ``assisted``."""
        raise NotImplementedError

    def undo(self) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        raise NotImplementedError

    def give_up(self) -> None:
        """End the game as it stands."""
        raise NotImplementedError

    # --- for the subclasses ----------------------------------------------------------------

    def _state_values(self) -> StateValues:
        """Every state signal with its key and current value, in the order they are emitted."""
        raise NotImplementedError

    def _begin(self, elapsed: int, assisted: bool) -> None:
        """Announce the game just put in place; its clock stands at ``elapsed`` seconds."""
        self._disarm_clock()
        self._banked = float(elapsed)
        was_assisted, self._assisted = self._assisted, assisted
        self.game_started.emit()
        self._emit_state(force=True)
        if was_assisted != assisted:
            self.assisted_changed.emit(assisted)

    def _emit_state(self, force: bool) -> None:
        for key, value, signal in self._state_values():
            if force or self._last.get(key) != value:
                self._last[key] = value
                signal.emit(value)

    def _arm_clock(self) -> None:
        self._armed = True
        self._update_clock()

    def _disarm_clock(self) -> None:
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


class GameModel(PlayModel, Generic[D]):
    """A model over any engine that speaks ``addiction.contract.DealtGame``: it deals, restarts,
    reads positions, takes over games built elsewhere, plays, undoes, redoes and gives up,
    runs the clock from the first action to the end, and emits what happened.

    By default an action played (or played again) is announced as ``action_played`` and one
    taken back as ``action_undone``, each with the action; a game whose table wants other words
    overrides ``_announce`` and ``_announce_undone``. ``_moves_table`` says whether an action
    moved the whole table at once (``played``'s flag). The state signals are the score, the
    moves, the time, undo and redo, after the game's own (``_own_state_values``).
    """

    action_played = Signal(object)  # an action played, or played again by redo
    action_undone = Signal(object)  # an action taken back
    score_changed = Signal(int)

    def __init__(self, game: D, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent, clock)
        self._game = game
        # Nobody listens yet; this records the values that later changes are compared with.
        self._emit_state(force=True)

    @property
    def game(self) -> D:
        """The game in play. Read it; change it only through the model's methods."""
        return self._game

    # --- starting games --------------------------------------------------------------------

    def new_game(self, deal: int | None = None) -> None:
        """Deal ``deal`` (a random one when None)."""
        self._start(type(self._game).new(self.random_deal() if deal is None else deal))

    def restart(self) -> None:
        """The same deal again from its start."""
        self._start(self._game.restarted())

    def load_position(self, text: str) -> None:
        """Play on from a position in the notation; a bad one raises and changes nothing."""
        self._start(type(self._game).from_text(text))

    def show_game(self, game: D, *, elapsed: int = 0, assisted: bool = False) -> None:
        """Take over a game built elsewhere (a restored save, a position of an analysed game).

        A restored game brings the seconds already played and whether it was assisted; its
        clock runs on from ``elapsed`` if the game was under way.
        """
        if isinstance(elapsed, bool) or not isinstance(elapsed, int) or elapsed < 0:
            raise ValueError(f"elapsed must be a whole number of seconds, not {elapsed!r}")
        self._start(game, elapsed, assisted)

    def _start(self, game: D, elapsed: int = 0, assisted: bool = False) -> None:
        self._game = game
        self._begin(elapsed, assisted)
        # Under way: something was played (perhaps all taken back since) or time has passed.
        if elapsed or game.history or game.can_redo:
            self._start_clock()

    # --- actions ---------------------------------------------------------------------------

    def play(self, action: Any) -> None:
        """Play one action; ``IllegalAction`` when it is not legal now (nothing changes then)."""
        self._game.play(action)
        self._played(action)

    def undo(self) -> None:
        action = self._game.undo()
        self._announce_undone(action)
        self.played.emit(self._moves_table(action))
        self._after_action()

    def redo(self) -> None:
        self._played(self._game.redo())

    def give_up(self) -> None:
        """End the game as it stands; its score is final."""
        self._game.give_up()
        self._disarm_clock()
        self._emit_state(force=False)
        self.game_over.emit(self._game.score)

    # --- what a game may say otherwise -------------------------------------------------------

    def _announce(self, action: Any) -> None:
        """Tell the table what ``action`` did, played or played again."""
        self.action_played.emit(action)

    def _announce_undone(self, action: Any) -> None:
        """Tell the table that ``action`` was taken back."""
        self.action_undone.emit(action)

    def _moves_table(self, action: Any) -> bool:
        """Whether ``action`` moved the whole table at once (a redeal), not a card or two."""
        del action
        return False

    def _ended(self) -> None:
        """The game just ended by an action (not by giving up): a win is announced."""
        if self._game.is_won:
            self.won.emit()

    def _own_state_values(self) -> StateValues:
        """The game's own state signals, emitted before the score, the moves, the time, undo
        and redo."""
        return ()

    def _state_values(self) -> StateValues:
        game = self._game
        return (
            *self._own_state_values(),
            ("score", game.score, self.score_changed),
            ("moves", game.moves_played, self.moves_changed),
            ("elapsed", self.elapsed, self.elapsed_changed),
            ("undo", game.can_undo, self.undo_available),
            ("redo", game.can_redo, self.redo_available),
        )

    # --- internals -------------------------------------------------------------------------

    def _played(self, action: Any) -> None:
        self._start_clock()
        self._announce(action)
        self.played.emit(self._moves_table(action))
        self._after_action()

    def _after_action(self) -> None:
        game = self._game
        if game.is_over:
            self._disarm_clock()
        self._emit_state(force=False)
        if game.is_over:
            self._ended()
            self.game_over.emit(game.score)

    def _start_clock(self) -> None:
        if not self._game.is_over:
            self._arm_clock()
