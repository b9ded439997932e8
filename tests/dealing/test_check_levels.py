# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The outside yardstick of the levels and the statistics of its table: the yardstick's players
are deterministic for a seed and play legal games through the engines; the statistics agree
with values worked out by hand; the table's goals pass an ordered set of deals and fail a
shuffled one."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path
from typing import Any

import pytest

from addiction.contract import LEVELS
from tools import check_levels, yardstick


def test_ranks_share_their_mean_rank_in_ties() -> None:
    assert check_levels.ranks([3.0, 1.0, 3.0, 2.0]) == [3.5, 1.0, 3.5, 2.0]


def test_spearman_against_a_hand_worked_example() -> None:
    assert check_levels.spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert check_levels.spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1.0)
    # Mid-ranks (1, 2.5, 2.5, 4) against (1, 3, 2, 4): 4.5 / sqrt(4.5 * 5).
    assert check_levels.spearman([1, 2, 2, 3], [1, 3, 2, 4]) == pytest.approx(4.5 / math.sqrt(22.5))
    assert math.isnan(check_levels.spearman([1, 1, 1], [1, 2, 3]))


def test_the_one_sided_test_against_a_hand_worked_example() -> None:
    high, low = [float(v) for v in range(11, 21)], [float(v) for v in range(1, 11)]
    # U = 100 of 100, variance 10 * 10 * 21 / 12, z = (100 - 50 - 0.5) / sqrt(175).
    z = 49.5 / math.sqrt(175)
    assert check_levels.greater_p(high, low) == pytest.approx(0.5 * math.erfc(z / math.sqrt(2)))
    assert check_levels.greater_p(high, low) < 1e-4
    assert check_levels.greater_p(low, high) > 0.999
    assert 0.5 <= check_levels.greater_p(high, high) < 0.6
    assert check_levels.greater_p([1.0] * 5, [1.0] * 5) == 0.5  # nothing to tell apart


def records(levels_and_wins: list[tuple[str, int]]) -> list[dict[str, Any]]:
    """Winnable deals with a level and yardstick games won (the first player's, the rest
    lost)."""
    players = yardstick.players("montana")
    games = len(players) * yardstick.SEEDS
    out = []
    for deal, (level, won) in enumerate(levels_and_wins, 1):
        flat = [1] * won + [0] * (games - won)
        out.append({"game": "montana", "deal": deal, "verdict": "winnable", "level": level,
                    "yardstick": {name: flat[i * yardstick.SEEDS:(i + 1) * yardstick.SEEDS]
                                  for i, name in enumerate(players)}})
    return out


def test_the_goals_pass_ordered_levels_and_fail_shuffled_ones() -> None:
    draw = random.Random(5)
    ordered = [(level, max(0, 5 - 2 * i - draw.randint(0, 1)))
               for i, level in enumerate(LEVELS) for _ in range(60)]
    result = check_levels.check("montana", records(ordered))
    assert result.deals == 240 and set(result.sizes.values()) == {60}
    assert all(result.holds.values()), result
    assert result.rho < -0.8
    shuffled = [(draw.choice(LEVELS), wins) for _, wins in ordered]
    mixed = check_levels.check("montana", records(shuffled))
    assert not mixed.holds["rho <= -0.5"] and -0.3 < mixed.rho < 0.3
    lopsided = check_levels.check("montana", records([("easy", 3)] * 300 + ordered[60:]))
    assert not lopsided.holds["every level offered"]


def test_seed_agreement_tells_luck_from_the_deal() -> None:
    decided = records([("easy", len(yardstick.GAPS_PLAYERS) * yardstick.SEEDS)] * 30
                      + [("hard", 0)] * 30)
    assert all(value == pytest.approx(1.0)
               for value in check_levels.seed_agreement(decided).values())
    draw = random.Random(2)
    lucky = [{"yardstick": {name: [draw.randint(0, 1) for _ in range(yardstick.SEEDS)]
                            for name in yardstick.GAPS_PLAYERS}} for _ in range(400)]
    assert all(abs(value) < 0.15 for value in check_levels.seed_agreement(lucky).values())


@pytest.mark.parametrize(("game", "deal"), [("addiction", 3), ("paganini", 1), ("pyramid", 2)])
def test_the_yardstick_is_deterministic_for_a_seed(game: str, deal: int) -> None:
    first = yardstick.games(game, deal)
    assert first == yardstick.games(game, deal)
    assert set(first) == set(yardstick.players(game))
    assert all(len(games) == yardstick.SEEDS for games in first.values())


def test_measure_judges_plays_and_resumes(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                          ) -> None:
    out = tmp_path / "check.jsonl"
    check_levels.main(["measure", "--game", "paganini", "--deals", "620001-620003",
                       "--out", str(out)])
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["deal"] for r in lines] == [620001, 620002, 620003]
    assert [r["verdict"] for r in lines] == ["winnable", "unknown", "unknown"]
    assert lines[0]["level"] in LEVELS and lines[1]["level"] == "expert"
    assert "yardstick" in lines[0] and "yardstick" not in lines[1]
    check_levels.main(["measure", "--game", "paganini", "--deals", "620001-620004",
                       "--out", str(out)])
    assert [json.loads(line)["deal"] for line in out.read_text(encoding="utf-8").splitlines()
            ] == [620001, 620002, 620003, 620004]
    check_levels.main(["table", str(out)])
    printed = capsys.readouterr().out
    assert printed.startswith("paganini: ") and "rho" in printed
    check_levels.main(["table", "--markdown", str(out)])
    header, rule, row = capsys.readouterr().out.splitlines()
    assert header.startswith("| game | deals | Easy") and rule.startswith("|---")
    assert row.startswith("| paganini | ") and row.count("|") == header.count("|")
    # A record of before a player joined the yardstick gets that player's games, and only them.
    first = lines[0]
    del first["yardstick"]["beam-32"]
    out.write_text(json.dumps(first) + "\n", encoding="utf-8")
    check_levels.main(["measure", "--game", "paganini", "--deals", "620001", "--out", str(out)])
    old, completed = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert completed["yardstick"] == lines[0]["yardstick"] | {
        "beam-32": [int(won) for won in yardstick.games("paganini", 620001, ("beam-32",))["beam-32"]]}
    assert completed["level"] == old["level"]


def test_players_agree_when_they_find_the_same_deals_hard() -> None:
    players = yardstick.players("montana")
    alike = [{"yardstick": {name: [int(deal % 3 == 0)] * yardstick.SEEDS for name in players}}
             for deal in range(60)]
    assert check_levels.players_agree(alike) == pytest.approx(1.0)
    draw = random.Random(9)
    apart = [{"yardstick": {name: [draw.randint(0, 1) for _ in range(yardstick.SEEDS)]
                            for name in players}} for _ in range(400)]
    assert abs(check_levels.players_agree(apart)) < 0.1
    never = [{"yardstick": {name: [0] * yardstick.SEEDS for name in players}}] * 5
    assert math.isnan(check_levels.players_agree(never))
