# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The computer player off the UI thread: hints, auto moves and "still winnable", for any game."""

from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, QThreadPool, Signal, SignalInstance

from addiction.table.heap import bound_heap


class AdvisedModel(Protocol):
    """What the bridge needs of a game's model: its game (copied for the advisor's thread)
    and the signal of a new game, which ends the plan of the last one."""

    @property
    def game(self) -> Any: ...

    @property
    def game_started(self) -> SignalInstance: ...


class Advisor(Protocol):
    """A computer player: the decision it would take in ``game``, None when it has none.
    Each game's page hands over a factory of its own (the solver loads on first use)."""

    def choose(self, game: Any) -> object | None: ...


# The "still winnable" search of a position (copied on the UI thread): its verdict within a
# budget in seconds, stopping early when the callable says the question is stale.
Judge = Callable[[Any, float, Callable[[], bool]], str]


class SolverBridge(QObject):
    """Runs the solver on pool threads and reports back only answers that are still current.

    Every change of position starts a new generation; an answer computed for an older one is
    dropped, and a "still winnable" search of an older one is told to stop.
    """

    # (purpose "hint" | "auto" | "end" (Play to the End), the game's decision or None)
    decided = Signal(str, object)
    judged = Signal(str)  # "winnable" | "not-winnable" | "unknown" for the current position
    _decision_ready = Signal(int, object, object)
    _verdict_ready = Signal(int, str)

    def __init__(
        self,
        model: AdvisedModel,
        advisor_factory: Callable[[], Advisor],
        position_signals: Sequence[SignalInstance],
        judge: Judge | None = None,
        parent: QObject | None = None,
        *,
        prepare: Callable[[], None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        # Imports what the searches use, on this (the window's) thread: a pool thread must
        # never import, or two of them (and the deal judge's) race in one module.
        self._prepare = prepare
        self._advisor_factory = advisor_factory
        self._judge = judge
        self._advisor: Advisor | None = None
        self._generation = 0
        self._asking = False
        self._purpose = "hint"
        # One search at a time each: the machine's other core stays free for the animations.
        self._advice_pool = QThreadPool(self)
        self._judge_pool = QThreadPool(self)
        for pool in (self._advice_pool, self._judge_pool):
            pool.setMaxThreadCount(1)
            # A thread ends with its search, not after Qt's 30 idle seconds: every page has two
            # pools, and each live thread takes a malloc arena of its own (up to 8 per core)
            # that keeps the freed search tables; with twelve pages, sixteen arenas grew round
            # after round (benchmarks/memory_rounds.py).
            pool.setExpiryTimeout(0)
        self._decision_ready.connect(self._deliver_decision)
        self._verdict_ready.connect(self._deliver_verdict)
        model.game_started.connect(self._new_game)
        for signal in position_signals:
            signal.connect(self.position_changed)

    @property
    def judges_positions(self) -> bool:
        """Whether the game has a "still winnable" search, which its page runs while the
        setting asks for it (``Settings.winnable_indicator``); its verdicts come by ``judged``."""
        return self._judge is not None

    @property
    def busy(self) -> bool:
        """A hint or an auto move is being worked out for the current position."""
        return self._asking

    def ask(self, purpose: str) -> bool:
        """Work out the app's own choice for ``purpose``; False if one is already on its way.

        Hint, Auto and Play to the End want the same choice, so a second request while the
        first is worked out only changes what the answer is for (the later request wins).
        """
        if self._model.game.is_over:
            return False
        self._purpose = purpose
        if self._asking:
            return False
        advisor, game, generation = self._advisor, self._model.game.copy(), self._generation
        # The model's game and its adviser always belong to the same game.
        factory: Callable[[], Any] = self._advisor_factory
        self._asking = True
        bound_heap()
        self._prepare()

        def work() -> None:
            decision: object = None
            try:
                # Made here, not on the UI thread (the solver was imported by prepare).
                chosen = advisor if advisor is not None else factory()
                decision = chosen.choose(game)
            except Exception:  # reported here: a pool thread has nobody to raise to
                traceback.print_exc()
                chosen = None
            self._decision_ready.emit(generation, decision, chosen)

        self._advice_pool.start(work)
        return True

    def judge(self, position: object, budget: float) -> None:
        """Find out whether ``position`` (the current one, copied) can still be won."""
        judge, generation = self._judge, self._generation
        if judge is None:
            return  # a game without a "still winnable" search
        bound_heap()
        self._prepare()

        def stale() -> bool:
            return self._generation != generation

        def work() -> None:
            try:
                verdict = judge(position, budget, stale)
            except Exception:  # reported here: a pool thread has nobody to raise to
                traceback.print_exc()
                verdict = "unknown"
            self._verdict_ready.emit(generation, verdict)

        self._judge_pool.start(work)

    def position_changed(self) -> None:
        """Answers on their way are for an older position now: drop them when they come."""
        self._generation += 1
        self._asking = False

    def cancel(self) -> None:
        """Forget every request on its way (the page went out of sight)."""
        self.position_changed()

    def shutdown(self) -> None:
        """Stop listening to searches still running and wait for them to end."""
        self.position_changed()
        self._advice_pool.waitForDone()
        self._judge_pool.waitForDone()

    def _new_game(self) -> None:
        # The advisor keeps the plan of one game.
        self._advisor = None
        self.position_changed()

    def _deliver_decision(
        self, generation: int, decision: object, advisor: Advisor | None
    ) -> None:
        if generation == self._generation:
            self._asking = False
            if self._advisor is None:
                self._advisor = advisor
            self.decided.emit(self._purpose, decision)

    def _deliver_verdict(self, generation: int, verdict: str) -> None:
        if generation == self._generation:
            self.judged.emit(verdict)

