# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Deals judged off the UI thread, for any game: winnable or not, their level and winning line.

One ``Judging`` serves a window (``PageContext.judging``). ``ask`` answers at once from what
it already knows, through the same signal as a fresh answer, so a caller has one path; what
it does not know yet is judged on one worker thread, one deal at a time, in the order asked,
never blocking the window. A judgement is the same on every machine (the judges count
positions, not seconds), so whatever finished is kept for the rest of the session.
"""

from __future__ import annotations

import contextlib
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QThreadPool, Signal

from addiction.contract import GameSpec, Judgement

# (game id, deal, options as handed to the judge), and (game id, deal, rules key)
_AskKey = tuple[str, int, Any]
_KnownKey = tuple[str, int, str]


class Judging(QObject):
    """Judges deals on a worker thread and keeps every judgement it made.

    ``judged`` carries a ``Judgement``: one for every ``ask`` that was not cancelled, and only
    after control returns to the event loop, even when the answer was already known.
    """

    judged = Signal(object)
    # generation, (the asked key, rated), Judgement or None
    _finished = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: QThreadPool | None = None  # made on the first question
        self._generation = 0
        self._by_options: dict[_AskKey, Judgement] = {}
        self._known: dict[_KnownKey, Judgement] = {}
        # Judgements without their level (asked with ``rated`` False): ``known`` tells none.
        self._unrated: dict[_AskKey, Judgement] = {}
        self._pending: set[tuple[_AskKey, bool]] = set()
        # Queued even from this thread: an answer never comes before ``ask`` returns.
        self._finished.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def ask(self, spec: GameSpec, deal: int, options: Any, *, rated: bool = True) -> None:
        """Judge ``deal`` of ``spec`` under ``options`` (what the page's ``new_game`` takes;
        None: the game's default rules); the answer comes by ``judged``. Without ``rated``
        the verdict is what is wanted (a search for a winnable deal): a judge may then leave
        the level out (None), where it costs more than the verdict."""
        key: _AskKey = (spec.id, deal, options)
        found = self._by_options.get(key)
        if found is None and not rated:
            found = self._unrated.get(key)
        generation = self._generation
        if found is not None:
            # Queued, so that the caller sees the answer after it returns, as for a new one.
            self._finished.emit(generation, (key, rated), found)
            return
        if (key, rated) in self._pending:
            return  # on its way already: one answer serves both questions
        self._pending.add((key, rated))
        # The judge's modules are imported here, never on the worker thread (see prepare).
        spec.prepare()

        def stale() -> bool:
            return self._generation != generation

        def work() -> None:
            judgement: Judgement | None = None
            if not stale():
                try:
                    judgement = spec.judge_deal(deal, options, stale, rated=rated)
                except Exception:  # reported here: a pool thread has nobody to raise to
                    traceback.print_exc()
                # An answer cut short by ``cancel`` is not a judgement of the deal.
                if stale():
                    judgement = None
            # A window let go without being closed (a test's, say) takes its Judging with it
            # while the judge still works: nobody is left to hear the answer.
            with contextlib.suppress(RuntimeError):
                self._finished.emit(generation, (key, rated), judgement)

        self._start(work)

    def _start(self, work: Callable[[], None]) -> None:
        if self._pool is None:
            self._pool = QThreadPool(self)
            self._pool.setMaxThreadCount(1)  # the machine's other core stays free for play
            self._pool.setExpiryTimeout(0)
        self._pool.start(work)

    def known(self, game_id: str, deal: int, rules_key: str) -> Judgement | None:
        """The judgement of ``deal`` under the rule set ``rules_key``, if one was made."""
        return self._known.get((game_id, deal, rules_key))

    def cancel(self) -> None:
        """Drop every question on its way: the ones waiting never start, the one running is
        told to stop, and no answer to any of them comes."""
        self._generation += 1
        self._pending.clear()

    def shutdown(self) -> None:
        """Cancel everything and wait for the worker to end (the window closes)."""
        self.cancel()
        if self._pool is not None:
            self._pool.waitForDone()

    def _deliver(self, generation: int, asked: tuple[_AskKey, bool],
                 judgement: Judgement | None) -> None:
        self._pending.discard(asked)
        if judgement is None:
            return
        key, _ = asked
        if judgement.level is None:
            self._unrated[key] = judgement
        else:
            self._by_options[key] = judgement
            self._known[(judgement.game, judgement.deal, judgement.rules_key)] = judgement
        if generation == self._generation:
            self.judged.emit(judgement)
