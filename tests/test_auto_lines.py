# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The computer player's moves, pinned: Auto replayed on fixed deals of every game must make
exactly the moves recorded in ``data/auto-lines.json``.

Gaps games play node-limited (the same moves on any machine); Pyramid's solver is asked for a
whole winning line on deals it settles in well under its time budget. Moving code around must
never change a move. ``python -m tests.test_auto_lines`` writes the file anew, which is only
right when a change to the player is meant.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Final

import pytest

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.engine.variants import VARIANT_IDS
from addiction.games.gaps.solver import advisor_for
from addiction.games.pyramid import solver as pyramid_solver
from addiction.games.pyramid.engine import PyramidGame

GOLDEN: Final = Path(__file__).parent / "data" / "auto-lines.json"
GAPS_DEALS: Final = (1, 2)
GAPS_NODES: Final = 2_000
PYRAMID_DEALS: Final = (1, 2, 3)
PYRAMID_MODES: Final = ("classic", "relaxed")
PYRAMID_BUDGET_S: Final = 60.0


def gaps_line(game_id: str, deal: int) -> list[str]:
    """Auto's decisions on one deal of a Gaps game, as the notation writes them."""
    game = GapsGame.new(deal, Rules.of(game_id))
    advisor = advisor_for(game_id, nodes=GAPS_NODES)
    line: list[str] = []
    while (decision := advisor.choose(game)) is not None:
        if decision == "redeal":
            game.redeal()
            line.append("redeal")
        else:
            game.play(decision)
            line.append(str(decision))
    line.append(f"score {game.score}")
    return line


def pyramid_line(mode: str, deal: int) -> list[str]:
    """The solver's winning line for one Pyramid deal, or its verdict when it has none."""
    verdict, actions = pyramid_solver.solve(PyramidGame.new(deal, mode), PYRAMID_BUDGET_S)  # type: ignore[arg-type]
    assert verdict != "unknown", "the deal took the whole budget: pick one the solver settles"
    return [verdict, *(f"{a.kind} {' '.join(map(str, a.cards))}".strip() for a in actions or [])]


def cases() -> list[tuple[str, int]]:
    return [(f"gaps:{g}", d) for g in VARIANT_IDS for d in GAPS_DEALS] + [
        (f"pyramid:{m}", d) for m in PYRAMID_MODES for d in PYRAMID_DEALS]


def line_of(case: str, deal: int) -> list[str]:
    family, _, member = case.partition(":")
    return gaps_line(member, deal) if family == "gaps" else pyramid_line(member, deal)


def recorded() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(GOLDEN.read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize(("case", "deal"), cases())
def test_auto_makes_the_recorded_moves(case: str, deal: int) -> None:
    assert line_of(case, deal) == recorded()[f"{case}/{deal}"]


def test_every_game_has_recorded_lines() -> None:
    assert set(recorded()) == {f"{case}/{deal}" for case, deal in cases()}


if __name__ == "__main__":
    lines = {f"{case}/{deal}": line_of(case, deal) for case, deal in cases()}
    GOLDEN.write_text(json.dumps(lines, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {len(lines)} lines to {GOLDEN}\n")
