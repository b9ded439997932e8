# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pyramid solver: lines that really win, verdicts that agree with brute force, hints."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.core.cards import CARDS, KING, Card
from addiction.core.errors import NotationError
from addiction.games.pyramid.engine import DRAW, SIZE, Mode, PyramidGame, place_of
from addiction.games.pyramid.solver import SHAPES, hint, solve
from addiction.games.pyramid.study import DealResult, summary
from addiction.study import cli as study


def test_1430_shapes() -> None:
    assert len(SHAPES) == 1430
    assert SHAPES[0] == ()
    assert SHAPES[(1 << SIZE) - 1] == tuple(place_of(6, c) for c in range(7))


@pytest.mark.parametrize("mode", ["classic", "relaxed"])
@pytest.mark.parametrize("deal", [2, 3, 4, 7, 10, 11])
def test_found_lines_win_on_a_real_game(deal: int, mode: Mode) -> None:
    game = PyramidGame.new(deal, mode)
    verdict, line = solve(game, 30)
    assert verdict == "winnable" and line
    for action in line:
        game.play(action)
    assert game.is_won


@pytest.mark.parametrize("deal", [1, 5, 8, 13])
def test_lost_deals(deal: int) -> None:
    assert solve(PyramidGame.new(deal), 30) == ("not-winnable", None)


def test_solving_does_not_touch_the_game() -> None:
    game = PyramidGame.new(3)
    game.play(DRAW)
    before = game.to_dict()
    solve(game, 30)
    assert game.to_dict() == before


def test_solve_reads_a_position_in_the_notation() -> None:
    verdict, line = solve(PyramidGame.new(2).to_text(), 30)
    assert verdict == "winnable" and line
    with pytest.raises(NotationError):
        solve("not a position", 1)


def test_out_of_time_is_unknown() -> None:
    # Deal 726 is lost in Classic only; proving that takes well over 1,024 search steps,
    # the interval at which the search looks at the clock and the cancel flag.
    game = PyramidGame.new(726)
    assert solve(game, 60, cancelled=lambda: True) == ("unknown", None)
    assert solve(game, 0.0) == ("unknown", None)


# Apex 5C alone; its only partner 8D lies under TD and 3D in the waste.
def _stranded(passes: str) -> str:
    rows = ["5C", *("--" + " --" * r for r in range(1, 7))]
    return "\n".join([*rows, "stock:", "waste: 8D TD 3D", f"pass: {passes}"]) + "\n"


@pytest.mark.parametrize(("passes", "verdict"), [
    ("3/3", "not-winnable"), ("2/3", "winnable"), ("3", "winnable")])
def test_passes_decide(passes: str, verdict: str) -> None:
    game = PyramidGame.from_text(_stranded(passes))
    found, line = solve(game, 5)
    assert found == verdict
    if line is not None:
        for action in line:
            game.play(action)
        assert game.is_won


# --- brute force on small positions -----------------------------------------------------------


def brute_force(game: PyramidGame) -> bool:
    """Whether any sequence of legal actions clears the pyramid (plain search over texts)."""
    seen: set[str] = set()
    todo = [game.copy()]
    while todo:
        here = todo.pop()
        if here.is_won:
            return True
        for action in here.actions():
            child = here.copy()
            child.play(action)
            text = child.to_text()
            if child.mode == "relaxed":
                # Relaxed passes are unlimited, so the pass count tells states apart for nothing.
                text = text.rpartition("pass:")[0]
            if text not in seen:
                seen.add(text)
                todo.append(child)
    return False


def small_position(seed: int, mode: Mode) -> PyramidGame | None:
    """A random position with the top 1 to 3 pyramid rows left and a short stock, or None
    when the random pick is not one play could reach."""
    gen = random.Random(seed)
    rows = gen.choice([1, 2, 3])
    left = rows * (rows + 1) // 2
    deck = list(CARDS)
    gen.shuffle(deck)
    pyramid = deck[:left]
    rest = deck[left:]
    stock_size = gen.randint(0, 7)
    # The removed cards must pair away: keep whole pairs and Kings out of the stock's pool.
    removed: list[Card] = []
    pool = rest.copy()
    while len(pool) > stock_size:
        card = pool.pop(gen.randrange(len(pool)))
        if card.rank == KING:
            removed.append(card)
            continue
        partners = [c for c in pool if c.rank == 13 - card.rank]
        if not partners:
            pool.append(card)
            if all(not any(d.rank == 13 - c.rank for d in pool) and c.rank != KING
                   for c in pool):
                return None
            continue
        partner = gen.choice(partners)
        pool.remove(partner)
        removed += [card, partner]
    if len(pool) != stock_size:
        return None
    split = gen.randint(0, len(pool))
    cells = [str(c) for c in pyramid] + ["--"] * (SIZE - left)
    lines = [" ".join(cells[place_of(r, 0):place_of(r, r) + 1]) for r in range(7)]
    waste, stock = pool[:split], pool[split:]
    passes = f"{gen.randint(1, 3)}/3" if mode == "classic" else str(gen.randint(1, 5))
    lines += [" ".join(["stock:", *map(str, stock)]), " ".join(["waste:", *map(str, waste)]),
              f"pass: {passes}"]
    try:
        return PyramidGame.from_text("\n".join(lines) + "\n")
    except NotationError:
        return None


@settings(max_examples=300)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from(["classic", "relaxed"]))
def test_verdict_agrees_with_brute_force(seed: int, mode: Mode) -> None:
    game = small_position(seed, mode)
    if game is None:
        return
    verdict, line = solve(game, 30)
    assert verdict == ("winnable" if brute_force(game) else "not-winnable")
    if line is not None:
        for action in line:
            game.play(action)
        assert game.is_won


def test_small_positions_cover_both_verdicts() -> None:
    verdicts = set()
    for seed in range(60):
        game = small_position(seed, "classic")
        if game is not None:
            verdicts.add(solve(game, 30)[0])
    assert verdicts == {"winnable", "not-winnable"}


def test_hint_follows_a_winning_line() -> None:
    game = PyramidGame.new(2)
    while not game.is_won:
        action = hint(game, 30)
        assert action is not None
        game.play(action)
    assert hint(game) is None


def test_hint_on_a_lost_deal_is_still_legal() -> None:
    game = PyramidGame.new(1)
    action = hint(game, 30)
    assert action in game.actions()


def test_study_for_the_study_command(capsys: pytest.CaptureFixture[str]) -> None:
    study.main(["--game", "pyramid", "--mode", "relaxed", "--time-limit", "30", "--deals", "1-5",
                "--jobs", "1"])
    out = capsys.readouterr().out
    won = sum(solve(PyramidGame.new(d, "relaxed"), 30)[0] == "winnable" for d in range(1, 6))
    assert f"winnable:  {won}/5 resolved" in out
    assert "resolved:  5/5 (not winnable" in out
    assert "Pyramid, relaxed, deals 1-5, 30 s per deal" in out


def test_summary_counts_unknown_deals() -> None:
    results = [DealResult(1, "winnable", 0.5, 60), DealResult(2, "unknown", 2.0, None),
               DealResult(3, "not-winnable", 0.01, None)]
    text = "\n".join(summary(results, "classic", 2.0))
    assert "winnable:  1/2 resolved = 50.0%" in text
    assert "resolved:  2/3 (not winnable 1, unknown 1)" in text
    assert "<0.03s: 1" in text and "<1s: 1" in text and "<3s: 1" in text
