# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The computer player for every member of the Gaps family: Auto, Hint and "still winnable".

Montana and Spaces are Addiction's table with other redeals, so they get Addiction's own
tuned solver (``Advisor``, ``winnable``). The other relatives change the table, the deck or
the fit rule; they are searched by the family's core (the compiled ``_family`` or its twin
``_pyfamily``), which reads each variant's move tables from its declaration.

Fair play as for Addiction: the advisor reads the board, the rules and the redeals left,
never the deal number, and values a phase end by the cards it has in order, or, where a redeal
follows and the variant has a learned table (``family_values``), by what that redeal will
probably bring.
"""

from __future__ import annotations

import math
import os
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from addiction.core import Card
from addiction.core.cards import TWO_DECKS
from addiction.games.gaps.engine import Decision, GapsGame, Move
from addiction.games.gaps.engine.board import Board
from addiction.games.gaps.engine.variants import ADDICTION, Variant, variant
from addiction.games.gaps.solver import _pyfamily, phase
from addiction.games.gaps.solver.advisor import Advisor, Cells, TableSource, shorten
from addiction.games.gaps.solver.family_tables import tables_of
from addiction.games.gaps.solver.family_values import shipped_grid, shipped_values
from addiction.games.gaps.solver.phase import Line, SearchCore
from addiction.games.gaps.solver.values import phase_end_table
from addiction.games.gaps.solver.winnable import Verdict, winnable

try:
    from addiction.games.gaps.solver import _family
except ImportError:  # not built: the twin in Python
    _family = None  # type: ignore[assignment]

# What a phase end is worth, given the redeals left (see ``FamilyAdvisor``).
EndValues = Callable[[int], Sequence[float] | None]
# The passes of one phase search: (tie-breaking seed, share of the budget) each.
Passes = tuple[tuple[int, float], ...]

# ADDICTION_PURE_PYTHON=1 forces the Python core, as for Addiction's.
COMPILED: Final = _family is not None and not os.environ.get("ADDICTION_PURE_PYTHON")
RUNNING: Final = _pyfamily.RUNNING
WON: Final = _pyfamily.WON
EXHAUSTED: Final = _pyfamily.EXHAUSTED
TABLE_FULL: Final = _pyfamily.TABLE_FULL
# Nodes per slice (about 10 ms either way) and table entries per second of search; a compiled
# entry is 8 bytes, so a 0.9-second decision's table is at most 32 MB.
SLICE: Final = 20_000 if COMPILED else 1_000
TT_PER_SECOND: Final = 3_000_000 if COMPILED else 100_000
TT_MAX: Final = 1 << 22 if COMPILED else 1 << 19
TT_MIN: Final = 1 << 12
# Share of a decision's budget for searching; the rest covers shortening and overheads.
SEARCH_SHARE: Final = 0.8
# Passes of one phase search: (seed, share of the budget); unused budget rolls over. A fresh
# tie-breaking order escapes an unlucky early choice in a deep tree.
PASSES: Final = ((0, 0.5), (1, 0.25), (2, 0.25))
# Twenty equal passes, where a gap takes many cards (Jungle, Spaces and Aces) and in Double
# Montana's one long phase; the levels' quick player keeps the three it was calibrated with
# (the figures: docs/computer-player.md).
TWENTY_PASSES: Final = tuple((k, 1 / 20) for k in range(20))
# One pass with the whole budget, for Red Moon, whose first phase is best seen whole
# (docs/computer-player.md).
ONE_PASS: Final = ((0, 1.0),)
PASSES_OF: Final[Mapping[str, Passes]] = {"jungle": TWENTY_PASSES,
                                          "spaces-and-aces": TWENTY_PASSES,
                                          "double-montana": TWENTY_PASSES,
                                          "red-moon": ONE_PASS}
# The players that search a phase for its ends over stubborn sets, which reach every stuck
# position in fewer nodes; where it paid and where not: docs/computer-player.md.
REDUCED: Final = frozenset({"blue-moon", "red-moon"})
# The most moves of a search's line that one plan follows (see ``_search``): shortening costs
# 1-6 us a move, so at most some 0.2 s of a decision; a line cut shorter loses the phase end it
# leads to (docs/computer-player.md).
MAX_PLAN: Final = 30_000
# How often play may pass the same position in one phase before Auto stops (see ``choose``).
REVISITS: Final = 3
# Share of a decision's search for the phase's ends; the rest heads for a higher score when
# the search found none.
ENDS_SHARE: Final = 0.75
# Searches again from the position reached while the plan is unsettled (see ``Advisor``).
RESEARCHES: Final = 10
# "Still winnable": the first search is never restarted (only it can prove a loss); restarts
# with other seeds share the rest of the time, each for at most this long.
PROOF_SHARE: Final = 0.5
RESTART_SECONDS: Final = 1.0


def _make(v: Variant, cells: Sequence[Card | None], *, every_node: bool = False, seed: int = 0,
          tt_cap: int = TT_MIN, pure: bool = False,
          values: Sequence[float] | None = None, reduce: bool = False) -> SearchCore:
    tables = tables_of(v)
    core: Any = _pyfamily.FamilySearch if pure or not COMPILED else _family.FamilySearch
    search: SearchCore = core(tables, cells, every_node=every_node, seed=seed, tt_cap=tt_cap,
                              values=values, reduce=reduce)
    return search


def _tt_cap(seconds: float) -> int:
    return max(TT_MIN, min(TT_MAX, int(seconds * TT_PER_SECOND)))


@dataclass(slots=True)
class FamilyResult:
    """What the search of one phase found."""

    won: bool
    complete: bool  # a pass saw every position: the phase cannot be won
    line: Line | None  # the win, else the way to the best phase end (None if none was seen)
    value: float | None
    nodes: int


def search_phase(
    v: Variant,
    cells: Sequence[Card | None],
    *,
    every_node: bool = False,
    seconds: float | None = None,
    nodes: int | None = None,
    seed: int = 0,
    pure: bool = False,
    values: Sequence[float] | None = None,
    passes: Passes = PASSES,
    reduce: bool = False,
) -> FamilyResult:
    """Search a phase of ``v`` within ``seconds`` or ``nodes`` positions (exactly one given;
    a node budget gives the same answer on every machine) in ``passes``; ``values``, if
    given, is what a phase end is worth (``family_values``), else its score. ``reduce``
    plays only a stubborn set of the moves (not with ``every_node``): every stuck position is
    still reached, in fewer nodes."""
    if (seconds is None) == (nodes is None):
        raise ValueError("give exactly one of seconds or nodes")
    start = time.perf_counter()
    budget = float(seconds if seconds is not None else nodes)  # type: ignore[arg-type]
    slice_nodes = SLICE if not pure else 1_000
    allotted = 0.0
    total = 0
    best_value: float | None = None
    best_line: Line | None = None
    for pass_seed, share in passes:
        allotted += share * budget
        if seconds is None:
            cap = max(TT_MIN, min(TT_MAX, int(allotted) - total))
        else:
            cap = _tt_cap(allotted - (time.perf_counter() - start))
        search = _make(v, cells, every_node=every_node, seed=seed * len(passes) + pass_seed,
                       tt_cap=cap, pure=pure, values=values, reduce=reduce and not every_node)
        status = search.status
        while status == RUNNING:
            if seconds is not None:
                if time.perf_counter() - start >= allotted:
                    break
                step = slice_nodes
            else:
                step = min(slice_nodes, int(allotted) - total - search.nodes)
                if step <= 0:
                    break
            status = search.run(step)
        total += search.nodes
        if search.best_value is not None and (best_value is None or search.best_value > best_value):
            best_value, best_line = search.best_value, search.best_line()
        if status == WON:
            return FamilyResult(True, False, search.path(), best_value, total)
        if status == EXHAUSTED:
            # Every position was seen: another order would see the same ones.
            return FamilyResult(False, True, best_line, best_value, total)
        del search  # its table goes back before the next pass makes its own
    return FamilyResult(False, False, best_line, best_value, total)


class FamilyAdvisor:
    """Chooses moves and redeals for a relative of Addiction: a win, else the highest score.

    Planned once per deal phase, like ``Advisor``: the line found is followed move by move,
    and while it is neither a win nor the best end of a complete search, later decisions
    search again from where it led, with other seeds.
    """

    def __init__(self, variant_id: str, time_budget: float = 0.9, *, nodes: int | None = None,
                 seed: int = 0, values: EndValues | None = None,
                 passes: Passes | None = None, reduce: bool | None = None) -> None:
        """``values(redeals_left)`` gives what a phase end is worth with that many redeals
        left (None: its score); by default the variant's learned table, where it has one.
        ``passes`` are those of each phase search, by default the variant's own; ``reduce``
        whether a phase is searched for its ends over stubborn sets (see ``search_phase``),
        by default where the variant's player gains by it (``REDUCED``)."""
        self.variant = variant(variant_id)
        self._values: EndValues = values or (lambda left: shipped_values(self.variant, left))
        self._passes = passes or PASSES_OF.get(variant_id, PASSES)
        self.time_budget = time_budget
        self.nodes = nodes
        self._reduce = variant_id in REDUCED if reduce is None else reduce
        self._lock = threading.Lock()
        self._context: tuple[object, ...] = ()
        self._plan: dict[Cells, Decision] = {}
        self._value = -math.inf
        self._settled = True
        self._researches = 0
        self._seed = seed  # the searches' tie-breaking: other seeds, other equally good lines
        # The positions played through in this phase, and how often.
        self._seen: dict[Cells, int] = {}
        self.searched = 0

    def choose(self, game: GapsGame) -> Decision | None:
        """The action to play now; None when the game is over, or when no play can lead to a
        win or a redeal: where a gap may be filled from either side, the cards can be left
        where no gap ever dies (a card shuttling between two gaps), and such a game can only
        be given up. The search says so when it has seen every position; when it has not, a
        position met again ``REVISITS`` times in one phase says the same."""
        if game.variant is not self.variant:
            raise ValueError(f"this advisor plays {self.variant.id}, not {game.variant.id}")
        with self._lock:
            if game.is_over:
                return None
            cells: Cells = game.cells
            context = (game.rules, game.redeals_left)
            redeal_any = game.rules.redeal_when == "any"
            if context != self._context:
                self._seen.clear()
            visits = self._seen[cells] = self._seen.get(cells, 0) + 1
            if visits > REVISITS:
                # Play goes round in a circle: no way on was found (see ``choose``'s None).
                return None
            if context == self._context and cells in self._plan:
                if not self._settled and self._researches > 0:
                    self._researches -= 1
                    self._seed += 1
                    plan, value, settled = self._search(cells, redeal_any, game.redeals_left)
                    if value > self._value or (settled and value >= self._value):
                        self._plan, self._value, self._settled = plan, value, settled
                decision = self._plan.get(cells)  # none: searched again, nothing leads on
                if decision != "redeal" or game.can_redeal:
                    return decision
            if not game.board.has_move():
                return "redeal"  # stuck and not over: a redeal is left
            if context != self._context:
                self._context = context
                self._researches = RESEARCHES
            self._plan, self._value, self._settled = self._search(cells, redeal_any, game.redeals_left)
            return self._plan.get(cells)

    def _search(self, cells: Cells, redeal_any: bool,
                redeals_left: int) -> tuple[dict[Cells, Decision], float, bool]:
        """A plan to the best phase end the search reached, with a redeal there if one is left.

        A phase ends where no card can move (anywhere, with redeals allowed at any time). Where
        a gap can take a card from either side or of any suit, a search may find no such end
        within its budget: it then heads for the highest score it saw, and from there the next
        decision searches again.
        """
        started = time.perf_counter()
        v = self.variant
        every_node = redeal_any and redeals_left > 0

        def budget(share: float) -> dict[str, Any]:
            if self.nodes is not None:
                return {"nodes": max(1, round(self.nodes * share))}
            left = self.time_budget * SEARCH_SHARE - (time.perf_counter() - started)
            return {"seconds": max(0.0, left * share)}

        # Where a redeal follows, an end is worth what the redeal will probably bring.
        values = self._values(redeals_left) if redeals_left > 0 else None
        result = search_phase(v, cells, every_node=every_node, seed=self._seed, values=values,
                              passes=self._passes, reduce=self._reduce,
                              **budget(1.0 if every_node else ENDS_SHARE))
        self.searched += result.nodes
        if result.complete and result.line is None:
            return {}, -math.inf, True  # no win and no phase end can be reached
        line, ends = result.line, True
        if line is None and not result.won:
            progress = search_phase(v, cells, every_node=True, seed=self._seed,
                                    passes=self._passes, **budget(1.0))
            self.searched += progress.nodes
            line, ends = progress.line, False
        line = line or []
        if len(line) > MAX_PLAN:
            # Shortening costs time in proportion to the line: a deep search's line of some
            # 100,000 moves took 0.3 s. Its start is followed, and searched again from there.
            line, ends = line[:MAX_PLAN], False
        line = shorten(cells, line, v)
        plan: dict[Cells, Decision] = {}
        position = cells
        for src, dst in line:
            plan[position] = _move(v, position, src, dst)
            position = _after(position, src, dst)
        if not result.won and redeals_left > 0 and ends and result.line is not None:
            plan[position] = "redeal"  # the best phase end: redeal there
        if cells not in plan:
            # Nowhere better to head for: a move to a position not seen in this phase, so
            # that play never goes round in a circle.
            moves = [(src, dst) for _, src, dst in Board.trusted(cells, v).legal_moves()]
            fresh = [m for m in moves if _after(cells, *m) not in self._seen]
            src, dst = (fresh or moves)[0]
            plan[cells] = _move(v, cells, src, dst)
        if result.won:
            return plan, math.inf, True
        value = -math.inf if result.value is None else result.value
        return plan, value, result.complete and ends


def _move(v: Variant, cells: Cells, src: int, dst: int) -> Move:
    card = cells[src]
    assert card is not None
    return Move(TWO_DECKS[card], v.coords[src], v.coords[dst])


def _after(cells: Cells, src: int, dst: int) -> Cells:
    out = list(cells)
    out[dst], out[src] = out[src], None
    return tuple(out)


def family_winnable(
    variant_id: str,
    cells: Sequence[Card | None],
    time_budget: float,
    cancelled: Callable[[], bool] = lambda: False,
    *,
    pure: bool = False,
) -> Verdict:
    """"winnable" if a win without a redeal was found, "not-winnable" once a search ran to its
    end (any of them is a proof); ``cancelled`` is polled about every 10 ms.

    The first search is never restarted: a long one is the likeliest to end, and it plays only
    a stubborn set of the moves at each position (``reduce``), which reaches every stuck
    position in fewer. Restarts with other seeds, playing every move, share the rest of the
    time, each for ``RESTART_SECONDS`` at most.
    """
    v = variant(variant_id)
    Board(cells, v)  # validates the position
    proof = _make(v, cells, tt_cap=_tt_cap(time_budget * PROOF_SHARE), pure=pure, reduce=True)
    if proof.status == WON:
        return "winnable"
    restart_cap = _tt_cap(min(time_budget * (1 - PROOF_SHARE), RESTART_SECONDS))
    seed = 1
    restart = _make(v, cells, seed=seed, tt_cap=restart_cap, pure=pure)
    proof_spent = restarts_spent = this_restart = 0.0
    step = SLICE if not pure else 1_000
    start = time.perf_counter()
    while not cancelled() and time.perf_counter() - start < time_budget:
        # The one further behind its share runs next (the proof alone once its table is full).
        on_proof = proof.status == RUNNING and (
            proof_spent / PROOF_SHARE <= restarts_spent / (1 - PROOF_SHARE))
        search = proof if on_proof else restart
        before = time.perf_counter()
        status = search.run(step)
        took = time.perf_counter() - before
        if status == WON:
            return "winnable"
        if status == EXHAUSTED:
            return "not-winnable"
        if on_proof:
            proof_spent += took
            continue
        restarts_spent += took
        this_restart += took
        if status == TABLE_FULL or this_restart >= RESTART_SECONDS:
            seed += 1
            this_restart = 0.0
            del restart, search  # its table goes back before the next one is made
            restart = _make(v, cells, seed=seed, tt_cap=restart_cap, pure=pure)
    return "unknown"


def plays_like_addiction(v: Variant) -> bool:
    """Whether ``v`` is Addiction's table, deck and fit (Montana, Spaces): only the redeals
    differ, and Addiction's tuned solver plays it."""
    return (v.rows, v.cols, v.ranks, v.deal_style, v.fit, v.decks) == (
        ADDICTION.rows, ADDICTION.cols, ADDICTION.ranks, ADDICTION.deal_style, ADDICTION.fit,
        ADDICTION.decks)


class AdvisorLike(Protocol):
    searched: int

    def choose(self, game: GapsGame) -> Decision | None: ...


def learned_tables(v: Variant) -> TableSource:
    """The phase-end values of Addiction's player in ``v`` (a variant it plays): ``v``'s own
    learned table where it has one for the redeals left, else Addiction's."""
    def tables(gaps: str, redeals_left: int) -> Sequence[float]:
        return shipped_grid(v, redeals_left) or phase_end_table(gaps, redeals_left)
    return tables


def by_score(redeals_left: int) -> None:
    """End values for a relative's player that values every phase end by its score, whatever
    follows (``FamilyAdvisor``'s player before its learned tables)."""
    del redeals_left


def advisor_for(variant_id: str, time_budget: float = 0.9, *, nodes: int | None = None,
                seed: int = 0, learned: bool = True) -> AdvisorLike:
    """The computer player of ``variant_id`` (Addiction or a relative); ``seed`` draws its
    tie-breaks. A relative's player values phase ends by its learned tables and searches in
    its variant's passes unless not ``learned`` (then ends are worth their scores and every
    search runs the three ``PASSES`` over every move: the player the levels were calibrated
    with). Addiction's player (Montana's and Spaces' too) searches over stubborn sets and, in
    a relative, values ends by the relative's own learned table where it has one, unless not
    ``learned`` (then it plays with Addiction's table over every move)."""
    v = variant(variant_id)
    if plays_like_addiction(v):
        tables = learned_tables(v) if learned else phase_end_table
        return Advisor(time_budget, nodes=nodes, seed=seed, reduce=learned, tables=tables)
    if learned:
        return FamilyAdvisor(variant_id, time_budget, nodes=nodes, seed=seed)
    return FamilyAdvisor(variant_id, time_budget, nodes=nodes, seed=seed, values=by_score,
                         passes=PASSES, reduce=False)


def winnable_for(
    variant_id: str, cells: Sequence[Card | None], time_budget: float,
    cancelled: Callable[[], bool] = lambda: False,
) -> Verdict:
    """Whether a board of ``variant_id`` can still be won without a further redeal."""
    if plays_like_addiction(variant(variant_id)):
        return winnable(cells, time_budget, cancelled)
    return family_winnable(variant_id, cells, time_budget, cancelled)


def winnable_by_nodes(
    variant_id: str, cells: Sequence[Card | None], nodes: int,
    cancelled: Callable[[], bool] = lambda: False,
) -> Verdict:
    """Whether a board of ``variant_id`` can be won without a further redeal, within ``nodes``
    positions of one search over stubborn sets of moves: "not-winnable" once it has seen every
    position it needs to (every stuck one is among them), "winnable" once it wins, "unknown"
    when the budget (or ``cancelled``) ends it first. Its table holds the whole budget, so it
    never forgets a position, and the answer is the same on every machine and from either core
    (``winnable_for`` is bounded by a clock instead, for the window's "still winnable")."""
    if nodes < 1:
        raise ValueError("nodes must be at least 1")
    v = variant(variant_id)
    Board(cells, v)  # validates the position
    search: SearchCore
    if plays_like_addiction(v):
        search = phase.CORE(cells, None, tt_cap=max(phase.TT_MIN, nodes), reduce=True)
        step = phase.SLICE
    else:
        search = _make(v, cells, tt_cap=max(TT_MIN, nodes), reduce=True)
        step = SLICE
    status = search.status
    while status == RUNNING and not cancelled():
        left = nodes - search.nodes
        if left <= 0:
            break
        status = search.run(min(step, left))
    if status == WON:
        return "winnable"
    if status == EXHAUSTED:
        return "not-winnable"
    return "unknown"
