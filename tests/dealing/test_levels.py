# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The difficulty levels: made of the judging play's effort, the same as the calibration tool
computes them, and the simple players that check them are deterministic for a seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from addiction.games import LEVELS
from addiction.games.gaps import deals as gaps_deals
from addiction.games.gaps import simple_player as gaps_simple
from addiction.games.gaps.engine import Rules
from addiction.games.pyramid import deals as pyramid_deals
from addiction.games.pyramid import simple_player as pyramid_simple
from addiction.registry import game_spec
from tools import calibrate_levels


@pytest.mark.parametrize(("game", "deal"), [("addiction", 3), ("paganini", 1), ("red-moon", 3)])
def test_a_gaps_level_is_the_judging_plays_effort(game: str, deal: int) -> None:
    judgement = game_spec(game).judge_deal(deal)
    won, line, searched = gaps_deals.play_line(deal, Rules.of(game), gaps_deals.JUDGE_NODES)
    assert won == (judgement.verdict == "winnable")
    assert judgement.level == gaps_deals.level_of(game, won, gaps_deals.effort_of(line, searched))
    redeals, _ = gaps_deals.effort_of(line, searched)
    assert redeals == line.count("redeal")


def test_levels_follow_the_effort() -> None:
    edges = gaps_deals.LEVEL_EDGES["addiction"]
    assert gaps_deals.level_of("addiction", True, (0, 0)) == "easy"
    assert gaps_deals.level_of("addiction", True, (edges[0][0], edges[0][1] + 1)) != "easy"
    assert gaps_deals.level_of("addiction", True, (9, 0)) == "expert"
    assert gaps_deals.level_of("addiction", False, (0, 0)) == "expert"
    assert pyramid_deals.level_of("classic", True, 1) == "easy"
    assert pyramid_deals.level_of("classic", False, 1) == "expert"
    most = pyramid_deals.LEVEL_STATES["classic"]
    assert [pyramid_deals.level_of("classic", True, m) for m in most] == list(LEVELS[:3])
    assert pyramid_deals.level_of("classic", True, most[-1] + 1) == "expert"


def test_simple_players_are_deterministic_for_a_seed() -> None:
    first = gaps_simple.simple_scores("addiction", 7, 3)
    assert first == gaps_simple.simple_scores("addiction", 7, 3)
    assert all(0.0 < s <= 1.0 for s in first)
    pyramid = pyramid_simple.simple_scores("pyramid", 2, 2)
    assert pyramid == pyramid_simple.simple_scores("pyramid", 2, 2)
    assert all(0.0 <= s <= 1.0 for s in pyramid)


def test_a_simple_gaps_win_is_a_won_game() -> None:
    rules = Rules.of("addiction")
    wins = [(deal, seed) for deal in range(1, 6) for seed in range(3)
            if gaps_simple.simple_play(deal, rules, seed) == 1.0]
    assert wins  # the simple player wins some deals, not none


def test_the_tool_measures_calibrates_and_tables(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "levels.jsonl"
    calibrate_levels.main(["measure", "--game", "pyramid", "--deals", "1-12", "--lines", "1",
                           "--out", str(out)])
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["deal"] for r in records] == list(range(1, 13))
    for record in records:
        judged = game_spec("pyramid").judge_deal(record["deal"])
        assert calibrate_levels.level(record, calibrate_levels.committed_edges("pyramid")) == (
            judged.level)
    # Measuring again adds nothing: the deals are there already.
    calibrate_levels.main(["measure", "--game", "pyramid", "--deals", "1-12", "--lines", "1",
                           "--out", str(out)])
    assert len(out.read_text().splitlines()) == 12
    capsys.readouterr()
    calibrate_levels.main(["table", str(out)])
    table = capsys.readouterr().out
    assert table.startswith("pyramid, deals 1-12 (12)")
    assert sum(f"  {name} " in table for name in LEVELS) == 4
    calibrate_levels.main(["calibrate", str(out)])
    assert "edges" in capsys.readouterr().out
