"""Whether a board can still be won without a further redeal."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, Literal

from addiction.engine import Board, Card

from .phase import search_phase

Verdict = Literal["winnable", "not-winnable", "unknown"]

# The question is asked with seconds to spare, so after one long unpruned pass (the only
# kind that can prove a loss) the rest goes to short pruned restarts with other seeds, each
# a fresh chance to find a win in a deep tree. (pruned, seed, share), as in ``phase.PASSES``.
SCHEDULE: Final = (
    (True, 0, 0.25),
    (False, 0, 0.25),
    (True, 1, 0.10),
    (True, 2, 0.10),
    (True, 3, 0.10),
    (True, 4, 0.10),
    (True, 5, 0.10),
)


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
    result = search_phase(cells, seconds=time_budget, cancelled=cancelled, schedule=SCHEDULE)
    if result.won:
        return "winnable"
    if result.complete:
        return "not-winnable"
    return "unknown"
