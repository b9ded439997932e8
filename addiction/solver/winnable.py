"""Whether a board can still be won without a further redeal."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from addiction.engine import Board, Card

from .phase import search_phase

Verdict = Literal["winnable", "not-winnable", "unknown"]


def winnable(
    cells: Sequence[Card | None],
    time_budget: float,
    cancelled: Callable[[], bool] = lambda: False,
) -> Verdict:
    """"winnable" if a win was found, "not-winnable" only after a complete unpruned search.

    ``cancelled`` is polled about every 10 ms; once it returns True the answer is "unknown"
    unless the search had already settled the question.
    """
    Board(cells)  # validates: 48 non-aces and four gaps
    result = search_phase(cells, seconds=time_budget, cancelled=cancelled)
    if result.won:
        return "winnable"
    if result.complete:
        return "not-winnable"
    return "unknown"
