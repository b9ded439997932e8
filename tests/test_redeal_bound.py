# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The bound on what any player can win of a one-redeal relative (``benchmarks.redeal_bound``)."""

from __future__ import annotations

import pytest

from addiction.games.gaps.engine import GapsGame, Move, Rules
from addiction.games.gaps.engine.variants import VARIANTS, variant
from addiction.games.gaps.solver._pyfamily import end_key
from addiction.games.gaps.solver.family import advisor_for
from addiction.games.gaps.solver.family_values import (
    LENGTHS,
    WIN_WEIGHT,
    learned_key,
    row_full,
    shipped_values,
)
from benchmarks import redeal_bound


def test_it_fits_only_a_relative_with_one_redeal_and_a_table_of_lengths() -> None:
    assert [v.id for v in VARIANTS if redeal_bound.fits(v)] == ["paganini"]
    assert learned_key(variant("blue-moon")) == LENGTHS  # two redeals: no such bound
    assert learned_key(variant("montana")) == LENGTHS
    assert learned_key(variant("spaces-and-aces")) is None  # no redeal, no table


def test_the_bound_is_the_best_end_our_player_redeals_at() -> None:
    # Paganini's first phase is seen whole, so our player redeals at the end its table values
    # most: the bound of each deal is that end's value, as a chance at most.
    v = variant("paganini")
    table = shipped_values(v, 1)
    assert table is not None
    seen = set()
    for deal in range(1, 9):
        chance, end = redeal_bound.bound("paganini", deal)
        seen.add(end)
        if end == "won":
            assert chance == 1.0
            continue
        assert end == "whole" and 0.0 < chance <= 1.0
        game = GapsGame.new(deal, Rules.of("paganini"))
        player = advisor_for("paganini", nodes=200_000)
        while (decision := player.choose(game)) != "redeal":
            assert isinstance(decision, Move)
            game.play(decision)
        lengths = game.board.sequence_lengths()
        worth = table[end_key(lengths, row_full(v))]
        assert chance == pytest.approx(worth / (WIN_WEIGHT + v.full_score))
    assert seen == {"won", "whole"}


def test_it_prints_the_bound_beside_our_players_wins(capsys: pytest.CaptureFixture[str]) -> None:
    assert redeal_bound.main(["--deals", "1-4", "--nodes", "20000"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("paganini, deals 1-4: first phase won in ")
    assert lines[1].startswith("  our player wins ") and "at 20,000 positions" in lines[1]
    assert lines[2].startswith("  no player can expect more than ")


def test_a_relative_it_does_not_fit_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        redeal_bound.main(["--game", "blue-moon", "--deals", "1-2"])
    assert "invalid choice" in capsys.readouterr().err
