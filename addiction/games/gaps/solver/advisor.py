# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The one action the app would choose — for Auto and Hint — planned once per deal phase.

Fair play: the advisor reads only the board, the rules and the redeals left. It never reads
the deal number and never calls the game's redeal shuffle; what a redeal may bring comes from
the shipped table of phase-end values (``values``), so the same position gets the same
decision whatever deal it came from.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Sequence

from addiction.core import Card
from addiction.core.cards import CARDS
from addiction.games.gaps.engine import COORDS, Board, Decision, GapsGame, Move
from addiction.games.gaps.engine.variants import ADDICTION, Variant
from addiction.games.gaps.solver.phase import Line, search_phase
from addiction.games.gaps.solver.values import phase_end_table

Cells = tuple[Card | None, ...]
TableSource = Callable[[str, int], Sequence[float]]

# Share of the time budget for searching; the rest covers shortening the line and overheads.
SEARCH_SHARE = 0.8
# While the phase's plan is neither a win nor the best end of a complete search, the next
# decisions search again from the position reached, each with other tie-breaking seeds: the
# committed moves make a smaller problem, and an unlucky ordering gets another chance.
RESEARCHES = 10
# Positions a search may always visit, whatever its budget: enough to value a phase end.
FLOOR_NODES = 2_000


def successors(cells: Sequence[Card | None], variant: Variant = ADDICTION) -> list[tuple[int, int]]:
    """Every legal move ``(src, dst)`` of a board given as its cells (None for a gap, a
    position reached by legal moves), as the engine generates them: the rules of a move live
    in one place."""
    return [(src, dst) for _, src, dst in Board.trusted(cells, variant).legal_moves()]


def _after(cells: Cells, move: tuple[int, int]) -> Cells:
    src, dst = move
    out = list(cells)
    out[dst], out[src] = out[src], None
    return tuple(out)


def shorten(start: Cells, line: Line, variant: Variant = ADDICTION) -> Line:
    """The same line with its detours cut out, ending in the same position.

    Positions along a line are distinct; when a move leads from one position straight to a
    later one, everything between is a detour. From each position kept, the move that lands
    furthest along the line is taken. Only the kept positions are expanded, so a line of
    thousands of moves (a deep search can return one) is shortened in milliseconds.
    """
    positions = [start]
    for move in line:
        positions.append(_after(positions[-1], move))
    index = {p: i for i, p in enumerate(positions)}
    out: Line = []
    board = Board.trusted(start, variant)  # follows the kept positions move by move
    i = 0
    while i < len(line):
        best, best_move = i + 1, line[i]
        for _, src, dst in board.legal_moves():
            j = index.get(_after(positions[i], (src, dst)), -1)
            if j > best:
                best, best_move = j, (src, dst)
        out.append(best_move)
        board.move(*best_move)
        i = best
    return out


class Advisor:
    """Chooses moves and redeals to win, else to end with the highest score."""

    def __init__(
        self,
        time_budget: float = 0.9,
        *,
        nodes: int | None = None,
        tables: TableSource = phase_end_table,
        seed: int = 0,
        reduce: bool = True,
    ) -> None:
        """``nodes``, if given, bounds each search by positions instead of time: the advisor
        then decides the same on every machine (for tests and reproducible studies).
        ``seed`` shifts the searches' tie-breaking, so that advisors with other seeds play
        other lines where moves are equally good. ``reduce`` searches a phase over stubborn
        sets of moves where it may (``search_phase``); without it the advisor plays as the deal
        levels were calibrated."""
        self.time_budget = time_budget
        self.nodes = nodes
        self._reduce = reduce
        self._tables = tables
        self._lock = threading.Lock()
        # The plan of the current phase: position -> action, for one rules/redeals context.
        self._context: tuple[object, ...] = ()
        self._plan: dict[Cells, Decision] = {}
        self._value = -math.inf  # what the plan's end is worth (inf: a win)
        # Whether the plan is settled (a win, or the best end of a complete search); if not,
        # how many more times to search again this phase.
        self._settled = True
        self._researches = 0
        self._seed = seed
        self._variant = 0
        # Positions searched by every decision so far (for studies).
        self.searched = 0

    def choose(self, game: GapsGame) -> Decision | None:
        """The action to play now; None only when the game is over."""
        with self._lock:
            if game.is_over:
                return None
            cells: Cells = game.cells
            rules = game.rules
            redeals_left = game.redeals_left
            context = (rules, redeals_left)
            search = (cells, rules.gaps, rules.redeal_when == "any", redeals_left)
            if context == self._context and cells in self._plan:
                if not self._settled and self._researches > 0:
                    self._researches -= 1
                    self._variant += 1
                    plan, value, settled = self._search(
                        *search, variant=self._seed + self._variant)
                    if value > self._value or (settled and value >= self._value):
                        self._plan, self._value, self._settled = plan, value, settled
                decision = self._plan[cells]
                if decision != "redeal" or game.can_redeal:
                    return decision
            if not game.board.has_move():
                # Stuck and not over: a redeal is left (and allowed when stuck).
                return "redeal"
            if context != self._context:
                self._context = context
                self._researches = RESEARCHES
            self._plan, self._value, self._settled = self._search(*search, variant=self._seed)
            return self._plan[cells]

    def _search(
        self, cells: Cells, gaps: str, redeal_any: bool, redeals_left: int, variant: int = 0
    ) -> tuple[dict[Cells, Decision], float, bool]:
        """A plan from ``cells``, what its end is worth, and whether it is settled."""
        started = time.perf_counter()
        table = self._tables(gaps, redeals_left)
        every_node = redeal_any and redeals_left > 0
        result = search_phase(
            cells, table=table, every_node=every_node,
            seconds=None if self.nodes is not None
            else self.time_budget * SEARCH_SHARE - (time.perf_counter() - started),
            nodes=self.nodes,
            variant=variant,
            reduce=self._reduce,
        )
        self.searched += result.nodes
        if not result.won and not result.complete and result.value is None:
            # The budget ended before any phase end was valued (a tiny budget, or a clock
            # already spent on a loaded machine): a few positions of depth-first search
            # reach one, so the plan still leads somewhere a redeal is allowed.
            result = search_phase(cells, table=table, every_node=every_node,
                                  nodes=FLOOR_NODES, variant=variant, reduce=self._reduce)
            self.searched += result.nodes
        line = shorten(cells, result.line or [])
        plan: dict[Cells, Decision] = {}
        position = cells
        for src, dst in line:
            card = position[src]
            assert card is not None
            plan[position] = Move(CARDS[card], COORDS[src], COORDS[dst])
            position = _after(position, (src, dst))
        if not result.won and redeals_left > 0 and result.value is not None:
            # The best phase end: redeal there (when stuck, or at once if allowed any time).
            # A search stopped by its budget before it valued any end plans no redeal.
            plan[position] = "redeal"
        if cells not in plan:
            # The search reached no valued end (its budget ended first): any legal move.
            moves = successors(cells)
            src, dst = moves[0]
            card = cells[src]
            assert card is not None
            plan[cells] = Move(CARDS[card], COORDS[src], COORDS[dst])
        if result.won:
            return plan, math.inf, True
        value = -math.inf if result.value is None else result.value
        return plan, value, result.complete
