# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the two game models share: the play clock, the assisted flag and change-only signals."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from addiction.core import rng

# The clock is sampled a few times a second so the shown seconds never lag by a whole second.
_TICK_MS = 250

StateValues = Sequence[tuple[str, int | bool, SignalInstance]]


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
