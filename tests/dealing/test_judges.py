# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Every game's judge of deals: a winnable deal's line wins when the engine replays it from the
deal's start, a judgement is the same each time, and lost deals are proven lost by a count of
positions, never a clock."""

from __future__ import annotations

from typing import Any

import pytest

from addiction.contract import LEVELS, Judgement
from addiction.games.gaps import deals as gaps_deals
from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.pyramid import deals as pyramid_deals
from addiction.games.pyramid.engine import MODES, PyramidGame
from addiction.registry import game_ids, game_spec

# A deal of each game that its judge finds winnable quickly (chosen by running the judge on
# deals 1-12: the tests check the verdict, they do not assume it).
WINNABLE = {
    "addiction": 3, "pyramid": 2, "montana": 3, "spaces": 3, "blue-moon": 2, "red-moon": 2,
    "galary": 2, "moonlight": 4, "jungle": 2, "spaces-and-aces": 4, "paganini": 1,
    "double-montana": 12,
}


def replay(judgement: Judgement, options: Any = None) -> bool:
    """Whether the judgement's line, played by the engine from the deal's start, wins."""
    if judgement.game == "pyramid":
        pyramid = PyramidGame.new(judgement.deal, options or "classic")
        for action in judgement.line:
            pyramid.play(action)
        return pyramid.is_won
    game = GapsGame.new(judgement.deal, options or Rules.of(judgement.game))
    for decision in judgement.line:
        if decision == "redeal":
            game.redeal()
        else:
            game.play(decision)
    return game.is_won


def test_every_game_has_a_judge() -> None:
    assert set(WINNABLE) == set(game_ids())
    for game in game_ids():
        assert game_spec(game).judge


@pytest.mark.parametrize("game", sorted(WINNABLE))
def test_a_winnable_deals_line_wins_through_the_engine(game: str) -> None:
    spec = game_spec(game)
    judgement = spec.judge_deal(WINNABLE[game])
    assert judgement.verdict == "winnable"
    assert (judgement.game, judgement.deal) == (game, WINNABLE[game])
    assert judgement.rules_key.startswith(f"{game}:")
    assert judgement.level in LEVELS
    assert judgement.line
    assert replay(judgement)
    # Judged again: the very same judgement.
    assert spec.judge_deal(WINNABLE[game]) == judgement


@pytest.mark.parametrize(("game", "deal", "options"), [
    ("addiction", 4, Rules(redeals=1, gaps="random", redeal_when="any")),
    ("montana", 3, Rules.of("montana", "any")),
    ("pyramid", 2, "relaxed"),
])
def test_the_chosen_rules_are_judged(game: str, deal: int, options: Any) -> None:
    judgement = game_spec(game).judge_deal(deal, options)
    default = game_spec(game).judge_deal(deal)
    assert judgement.rules_key != default.rules_key
    if judgement.verdict == "winnable":
        assert replay(judgement, options)
    else:
        assert judgement.line == ()


def test_a_lost_pyramid_deal_is_proven_lost() -> None:
    judgement = game_spec("pyramid").judge_deal(1)
    assert (judgement.verdict, judgement.line, judgement.level) == ("not-winnable", (), "expert")


def test_a_proof_by_positions_gives_the_same_verdict_from_both_cores() -> None:
    """The no-redeal proof counts positions: the compiled core and its Python twin agree."""
    from addiction.games.gaps.solver import _pyfamily, family  # noqa: PLC0415

    cells = GapsGame.new(1, Rules.of("spaces-and-aces")).cells
    compiled = family.winnable_by_nodes("spaces-and-aces", cells, 30_000)
    twin = _pyfamily.FamilySearch(family.tables_of(family.variant("spaces-and-aces")), cells,
                                  tt_cap=30_000)
    status = twin.run(30_000)
    assert {family.WON: "winnable", family.EXHAUSTED: "not-winnable"}.get(
        status, "unknown") == compiled


def test_a_deal_with_no_redeal_lost_by_the_player_is_proven_lost_or_left_unknown() -> None:
    rules = Rules(redeals=0)
    for deal in range(1, 6):
        judgement = game_spec("addiction").judge_deal(deal, rules)
        if judgement.verdict == "winnable":
            assert replay(judgement, rules)
        else:
            assert judgement.line == ()
            assert judgement.level == "expert"


@pytest.mark.parametrize(("game", "deal", "rated"), [("red-moon", 620004, "hard"),
                                                     ("paganini", 620007, "easy")])
def test_a_deal_not_shown_winnable_is_expert_whatever_the_quick_player(game: str, deal: int,
                                                                      rated: str) -> None:
    # The quick player rates both deals easier, yet the judge's search does not win them: no
    # level below expert may promise a deal nobody has won.
    rules = Rules.of(game)
    assert gaps_deals.level_of(game, gaps_deals.quick_rating(deal, rules)) == rated
    judgement = game_spec(game).judge_deal(deal)
    assert (judgement.verdict, judgement.level, judgement.line) == ("unknown", "expert", ())


def test_cancelled_judging_says_unknown() -> None:
    judgement = game_spec("addiction").judge_deal(3, None, lambda: True)
    assert (judgement.verdict, judgement.line) == ("unknown", ())


@pytest.mark.parametrize(("game", "deal", "options", "words"), [
    ("addiction", 0, None, "deal"),
    ("addiction", 2**31, None, "deal"),
    ("pyramid", -1, None, "deal"),
    ("pyramid", 3, "easy", "not a Pyramid mode"),
    ("montana", 3, Rules.of("spaces"), "not rules of montana"),
])
def test_bad_questions_are_value_errors(game: str, deal: int, options: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        game_spec(game).judge_deal(deal, options)


def test_every_gaps_game_has_falling_level_edges() -> None:
    family = set(game_ids()) - {"pyramid"}
    assert set(gaps_deals.LEVEL_RATINGS) == set(gaps_deals.LEVEL_NODES) == family
    assert set(gaps_deals.LEVEL_LINES) == family
    for game, fewest in gaps_deals.LEVEL_RATINGS.items():
        assert list(fewest) == sorted(set(fewest), reverse=True)
        assert fewest[0] <= gaps_deals.LEVEL_LINES[game] and fewest[-1] >= 1


def test_pyramid_has_falling_level_edges_in_every_mode() -> None:
    assert set(pyramid_deals.LEVEL_WINS) == set(MODES)
    for fewest in pyramid_deals.LEVEL_WINS.values():
        assert list(fewest) == sorted(set(fewest), reverse=True)
        assert fewest[0] <= pyramid_deals.LEVEL_LINES and fewest[-1] >= 1


@pytest.mark.parametrize("game", game_ids())
def test_each_games_list_of_level_deals_is_judged_so(game: str) -> None:
    spec = game_spec(game)
    for level in LEVELS:
        known = spec.deals_of_level(level)
        assert known, (game, level)
        assert len(set(known)) == len(known) and all(1 <= deal < 2**31 for deal in known)
        judgement = spec.judge_deal(known[0])
        assert (judgement.verdict, judgement.level) == ("winnable", level), (game, known[0])


def test_level_deals_are_for_the_games_own_rules_only() -> None:
    assert game_spec("addiction").deals_of_level("easy", Rules(redeals=2)) == ()
    assert game_spec("addiction").deals_of_level("easy", Rules()) != ()
    assert game_spec("pyramid").deals_of_level("easy", "relaxed") == ()
    assert game_spec("montana").deals_of_level("easy", Rules.of("montana", "any")) == ()
