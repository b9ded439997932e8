# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The solver off the UI thread: hints, auto moves and "still winnable", for either game."""

from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, QThreadPool, Signal, SignalInstance

from addiction.engine import AddictionGame, Card, Decision
from addiction.engine.pyramid import Action, PyramidGame
from addiction.model import AddictionModel
from addiction.model.pyramid_model import PyramidModel

# How long a Pyramid hint may search before it settles for a legal action.
PYRAMID_HINT_BUDGET_S = 3.0



class AdvisorLike(Protocol):
    """What the window needs of ``addiction.solver.Advisor``."""

    def choose(self, game: AddictionGame) -> Decision | None: ...


class PyramidAdvisorLike(Protocol):
    """What the window needs of a Pyramid adviser (``PyramidHinter`` or a test's stand-in)."""

    def choose(self, game: PyramidGame) -> Action | None: ...


class PyramidHinter:
    """The Pyramid solver's hint as an adviser: the next action of a winning line, or a legal
    action when none is found in time."""

    def __init__(self, time_budget: float = PYRAMID_HINT_BUDGET_S) -> None:
        self._budget = time_budget

    def choose(self, game: PyramidGame) -> Action | None:
        from addiction.solver.pyramid import hint  # noqa: PLC0415

        return hint(game, self._budget)


Judge = Callable[[Sequence[Card | None], float, Callable[[], bool]], str]


def advisor_of(variant_id: str) -> Callable[[], AdvisorLike]:
    """What makes the computer player of a Gaps game (Addiction or a relative)."""

    def make() -> AdvisorLike:
        # The solver loads on first use, so the window appears without waiting for it.
        from addiction.solver import advisor_for  # noqa: PLC0415

        return advisor_for(variant_id)

    return make


def judge_of(variant_id: str) -> Judge:
    """The "still winnable" search of a Gaps game (Addiction or a relative)."""

    def judge(cells: Sequence[Card | None], budget: float, cancelled: Callable[[], bool]) -> str:
        from addiction.solver import winnable_for  # noqa: PLC0415

        return winnable_for(variant_id, cells, budget, cancelled)

    return judge


class SolverBridge(QObject):
    """Runs the solver on pool threads and reports back only answers that are still current.

    Every change of position starts a new generation; an answer computed for an older one is
    dropped, and a "still winnable" search of an older one is told to stop.
    """

    decided = Signal(str, object)  # (purpose "hint" | "auto", Decision | Action | None)
    judged = Signal(str)  # "winnable" | "not-winnable" | "unknown" for the current position
    _decision_ready = Signal(int, object, object)
    _verdict_ready = Signal(int, str)

    def __init__(
        self,
        model: AddictionModel | PyramidModel,
        advisor_factory: Callable[[], AdvisorLike] | Callable[[], PyramidAdvisorLike],
        position_signals: Sequence[SignalInstance],
        judge: Judge | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._advisor_factory = advisor_factory
        self._judge = judge
        # An Addiction or a Pyramid adviser, as the model's game wants.
        self._advisor: Any = None
        self._generation = 0
        self._asking = False
        self._purpose = "hint"
        # One search at a time each: the machine's other core stays free for the animations.
        self._advice_pool = QThreadPool(self)
        self._advice_pool.setMaxThreadCount(1)
        self._judge_pool = QThreadPool(self)
        self._judge_pool.setMaxThreadCount(1)
        self._decision_ready.connect(self._deliver_decision)
        self._verdict_ready.connect(self._deliver_verdict)
        model.game_started.connect(self._new_game)
        for signal in position_signals:
            signal.connect(self.position_changed)

    @property
    def busy(self) -> bool:
        """A hint or an auto move is being worked out for the current position."""
        return self._asking

    def ask(self, purpose: str) -> bool:
        """Work out the app's own choice for ``purpose``; False if one is already on its way.

        Hint and Auto want the same choice, so a second request while the first is worked
        out only changes what the answer is for (the later request wins).
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

        def work() -> None:
            decision: Decision | Action | None = None
            try:
                # Made here, not on the UI thread: the first one imports the solver.
                chosen = advisor if advisor is not None else factory()
                decision = chosen.choose(game)
            except Exception:  # reported here: a pool thread has nobody to raise to
                traceback.print_exc()
                chosen = None
            self._decision_ready.emit(generation, decision, chosen)

        self._advice_pool.start(work)
        return True

    def judge(self, budget: float) -> None:
        """Find out whether the current board can still be won without a further redeal."""
        game, judge = self._model.game, self._judge
        if judge is None or not isinstance(game, AddictionGame):
            return  # a game without a "still winnable" search
        cells, generation = game.cells, self._generation

        def stale() -> bool:
            return self._generation != generation

        def work() -> None:
            try:
                verdict = judge(cells, budget, stale)
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
        self, generation: int, decision: Decision | Action | None, advisor: object
    ) -> None:
        if generation == self._generation:
            self._asking = False
            if self._advisor is None:
                self._advisor = advisor
            self.decided.emit(self._purpose, decision)

    def _deliver_verdict(self, generation: int, verdict: str) -> None:
        if generation == self._generation:
            self.judged.emit(verdict)

