# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The difficulty levels: made of the quick player's wins (the Gaps family's computer player at a
small budget, Pyramid's greedy player drawing among near-best actions), the same as the
calibration tool computes them, and the simple players that check them are deterministic for a
seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from addiction.contract import LEVELS
from addiction.games.gaps import deals as gaps_deals
from addiction.games.gaps import simple_player as gaps_simple
from addiction.games.gaps.engine import Rules
from addiction.games.pyramid import deals as pyramid_deals
from addiction.games.pyramid import engine as pyramid_engine
from addiction.games.pyramid import simple_player as pyramid_simple
from addiction.registry import game_spec
from tools import calibrate_levels


@pytest.mark.parametrize(("game", "deal"), [("addiction", 3), ("paganini", 1), ("red-moon", 3),
                                            ("moonlight", 2), ("jungle", 4)])
def test_a_gaps_level_is_the_quick_players_rating(game: str, deal: int) -> None:
    judgement = game_spec(game).judge_deal(deal)
    rules = Rules.of(game)
    won, line = gaps_deals.play_line(deal, rules, gaps_deals.JUDGE_NODES)
    assert won == (judgement.verdict == "winnable")
    assert judgement.line == (line if won else ())
    shares = [gaps_deals.quick_score(deal, rules, seed)
              for seed in range(gaps_deals.LEVEL_LINES[game])]
    wins = [share == 1.0 for share in shares]
    assert all(0.0 <= share <= 1.0 for share in shares)
    rated = sum(shares) if game in gaps_deals.SCORED else sum(wins)
    assert gaps_deals.rating(game, shares) == rated
    assert judgement.level == gaps_deals.level_of(game, rated)


def test_the_quick_player_still_plays_the_calibrated_games() -> None:
    # The bands are quarters of ratings kept in tools/calibration: were the quick player to
    # change (a stronger family player, learned end values), every deal's level would drift
    # from them. The first deal of each game in the first calibration file plays as recorded.
    firsts: dict[str, dict[str, object]] = {}
    path = Path(calibrate_levels.__file__).parent / "calibration" / "levels-A.jsonl"
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        if record["game"] in gaps_deals.LEVEL_NODES:
            firsts.setdefault(record["game"], record)
    assert set(firsts) == set(gaps_deals.LEVEL_NODES)
    for game, record in firsts.items():
        assert record["quick_nodes"] == gaps_deals.LEVEL_NODES[game]
        deal, rules = int(str(record["deal"])), Rules.of(game)
        shares = [gaps_deals.quick_score(deal, rules, seed) for seed in range(3)]
        recorded = record["quick_scores" if game in gaps_deals.SCORED else "quick"]
        assert isinstance(recorded, list)
        if game in gaps_deals.SCORED:
            assert shares == pytest.approx(recorded[:3]), game
        else:
            assert [int(share == 1.0) for share in shares] == recorded[:3], game


def test_the_quick_players_seeds_play_other_lines() -> None:
    # Were every seed to play the same game, a deal's rating could only be all or nothing.
    rules = Rules.of("addiction")
    nodes = gaps_deals.LEVEL_NODES["addiction"]
    lines = {gaps_deals.play_line(81002, rules, nodes, seed=seed * gaps_deals.SEED_STRIDE)[1]
             for seed in range(4)}
    assert len(lines) > 1
    assert 0 < gaps_deals.quick_rating(81002, rules) < gaps_deals.LEVEL_LINES["addiction"]


def test_a_scored_games_losses_count_for_their_score() -> None:
    # In Moonlight a lost game counts for the share of the cards it put in order; elsewhere a
    # loss is nothing.
    assert "moonlight" in gaps_deals.SCORED and "addiction" not in gaps_deals.SCORED
    shares = [1.0, 0.5, 0.25, 1.0]
    assert gaps_deals.rating("moonlight", shares) == 2.75
    assert gaps_deals.rating("addiction", shares) == 2.0
    least = gaps_deals.LEVEL_RATINGS["moonlight"]
    assert [gaps_deals.level_of("moonlight", rated) for rated in least] == list(LEVELS[:3])
    assert gaps_deals.level_of("moonlight", least[0] - 0.01) == "medium"
    assert gaps_deals.level_of("moonlight", least[-1] - 0.01) == "expert"


@pytest.mark.parametrize(("deal", "mode"), [(2, "classic"), (81033, "classic"), (3, "relaxed")])
def test_a_pyramid_level_is_the_quick_players_wins(deal: int, mode: pyramid_engine.Mode) -> None:
    judgement = game_spec("pyramid").judge_deal(deal, mode)
    assert judgement.verdict == "winnable"
    wins = pyramid_deals.quick_wins(deal, mode)
    assert judgement.level == pyramid_deals.level_of(mode, wins)
    # The judge stops playing once the level is settled: the same level as every game gives.
    assert pyramid_deals.rate(deal, mode) == judgement.level


def test_a_pyramid_deal_without_a_line_is_expert_whatever_the_quick_player() -> None:
    judgement = game_spec("pyramid").judge_deal(1, rated=False)
    assert (judgement.verdict, judgement.level) == ("not-winnable", "expert")


def test_the_pyramid_quick_players_seeds_play_other_games() -> None:
    # The greedy player wins all or none of its games on nearly every deal; the quick player's
    # seeds must play other games, or a deal's rating could only be all or nothing.
    assert 0 < pyramid_deals.quick_wins(81033, "classic") < pyramid_deals.LEVEL_LINES


def test_levels_follow_the_wins() -> None:
    fewest = gaps_deals.LEVEL_RATINGS["addiction"]
    assert gaps_deals.level_of("addiction", gaps_deals.LEVEL_LINES["addiction"]) == "easy"
    assert [gaps_deals.level_of("addiction", wins) for wins in fewest] == list(LEVELS[:3])
    assert gaps_deals.level_of("addiction", fewest[0] - 1) != "easy"
    assert gaps_deals.level_of("addiction", fewest[-1] - 1) == "expert"
    least = pyramid_deals.LEVEL_WINS["classic"]
    assert pyramid_deals.level_of("classic", pyramid_deals.LEVEL_LINES) == "easy"
    assert [pyramid_deals.level_of("classic", wins) for wins in least] == list(LEVELS[:3])
    assert pyramid_deals.level_of("classic", least[-1] - 1) == "expert"


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
    calibrate_levels.main(["measure", "--game", "pyramid", "--deals", "1-6", "--lines", "1",
                           "--out", str(out)])
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["deal"] for r in records] == list(range(1, 7))
    for record in records:
        assert len(record["quick"]) == 2 * pyramid_deals.LEVEL_LINES
        judged = game_spec("pyramid").judge_deal(record["deal"])
        assert record["won"] == (judged.verdict == "winnable")
        assert calibrate_levels.level(record, calibrate_levels.committed_edges("pyramid")) == (
            judged.level)
    # Measuring again adds nothing: the deals are there already.
    calibrate_levels.main(["measure", "--game", "pyramid", "--deals", "1-6", "--lines", "1",
                           "--out", str(out)])
    assert len(out.read_text().splitlines()) == 6
    capsys.readouterr()
    calibrate_levels.main(["table", str(out)])
    table = capsys.readouterr().out
    assert table.startswith("pyramid, deals 1-6 (6)") and "unseen seeds" in table
    assert sum(f"  {name} " in table for name in LEVELS) == 4
    calibrate_levels.main(["calibrate", str(out)])
    assert "edges" in capsys.readouterr().out


def test_the_tool_rates_gaps_deals_as_the_judge_does(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "levels.jsonl"
    # A line from an earlier run that lacks the quick player's games gets them, and keeps
    # what it had.
    out.write_text(json.dumps({"game": "paganini", "deal": 1, "won": True,
                               "scores": [0.5]}) + "\n")
    calibrate_levels.main(["measure", "--game", "paganini", "--deals", "1-4", "--lines", "1",
                           "--out", str(out)])
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["deal"] for r in records] == [1, 2, 3, 4]
    assert records[0]["scores"] == [0.5]
    for record in records:
        assert len(record["quick"]) == 2 * gaps_deals.LEVEL_LINES["paganini"]
        judged = game_spec("paganini").judge_deal(record["deal"])
        assert record["won"] == (judged.verdict == "winnable")
        assert calibrate_levels.level(record, calibrate_levels.committed_edges("paganini")) == (
            judged.level)
    capsys.readouterr()
    calibrate_levels.main(["table", str(out)])
    table = capsys.readouterr().out
    assert table.startswith("paganini, deals 1-4 (4)") and "unseen seeds" in table


def test_the_tool_measures_a_scored_game_again_at_its_budget(tmp_path: Path) -> None:
    out = tmp_path / "levels.jsonl"
    # A line of before the budgets were kept: its quick games may be another budget's, so they
    # are played again, with their score shares; the rest of the line stays.
    out.write_text(json.dumps({"game": "moonlight", "deal": 2, "won": True, "scores": [0.5],
                               "quick": [1] * (2 * gaps_deals.LEVEL_LINES["moonlight"])}) + "\n")
    assert calibrate_levels.measured([out]) == {}
    calibrate_levels.main(["measure", "--game", "moonlight", "--deals", "2", "--lines", "1",
                           "--out", str(out)])
    [record] = [json.loads(line) for line in out.read_text().splitlines()]
    assert record["scores"] == [0.5] and record["quick_nodes"] == gaps_deals.LEVEL_NODES["moonlight"]
    shares = record["quick_scores"]
    assert shares == [gaps_deals.quick_score(2, Rules.of("moonlight"), seed)
                      for seed in range(2 * gaps_deals.LEVEL_LINES["moonlight"])]
    assert record["quick"] == [int(share == 1.0) for share in shares]
    assert calibrate_levels.level(record, calibrate_levels.committed_edges("moonlight")) == (
        game_spec("moonlight").judge_deal(2).level)
    assert calibrate_levels.measured([out]) == {"moonlight": [record]}


@pytest.mark.parametrize("game", ["addiction", "double-montana", "pyramid"])
def test_a_verdict_alone_is_the_judgements_verdict(game: str) -> None:
    rated = game_spec(game).judge_deal(3)
    alone = game_spec(game).judge_deal(3, rated=False)
    assert (alone.verdict, alone.line) == (rated.verdict, rated.line)
    assert alone.level is None


def test_calibration_splits_the_winnable_deals_into_quarters() -> None:
    lines = gaps_deals.LEVEL_LINES["addiction"]
    # Eight winnable deals won 16, 15, ..., 9 times of 16 (two a quarter), and eight lost ones
    # that the quick player wins often: they are expert whatever it wins, and move no edge.
    won = [{"game": "addiction", "deal": d, "won": True, "quick": [1] * (16 - d) + [0] * (16 + d)}
           for d in range(8)]
    lost = [{"game": "addiction", "deal": 100 + d, "won": False, "quick": [1] * 32}
            for d in range(8)]
    edges = calibrate_levels.best_edges(won + lost)
    assert edges is not None
    bands = calibrate_levels.bands(won, edges)
    assert [len(band) for band in bands.values()] == [2, 2, 2, 2]
    assert all(calibrate_levels.level(record, edges) == "expert" for record in lost)
    assert [lines - lost_games for _, lost_games in edges] == [15, 13, 11]
    assert calibrate_levels.best_edges(lost) is None


@pytest.mark.parametrize("game", [g for g in gaps_deals.LEVEL_NODES if g != "double-montana"])
def test_a_level_stopped_early_is_the_level_of_every_game(game: str) -> None:
    rules = Rules.of(game)
    for deal in (620001, 620002):
        assert gaps_deals.quick_level(deal, rules) == gaps_deals.level_of(
            game, gaps_deals.quick_rating(deal, rules))
