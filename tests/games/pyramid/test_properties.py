# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pyramid engine invariants over random legal play (hypothesis)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from addiction.core.cards import CARDS, KING
from addiction.core.rng import MAX_DEAL
from addiction.games.pyramid.engine import COVERED_BY, MODES, Action, Mode, PyramidGame

deals = st.integers(min_value=1, max_value=MAX_DEAL)
modes = st.sampled_from(MODES)
choices = st.lists(st.integers(min_value=0, max_value=1000), max_size=120)


def play_out(deal: int, mode: Mode, picks: list[int]) -> tuple[PyramidGame, list[Action]]:
    game = PyramidGame.new(deal, mode)
    line = []
    for pick in picks:
        actions = game.actions()
        if not actions:
            break
        action = actions[pick % len(actions)]
        game.play(action)
        line.append(action)
    return game, line


def check_accounts(game: PyramidGame) -> None:
    present = [c for c in game.pyramid if c is not None] + [*game.stock, *game.waste]
    assert sorted(present + game.removed) == list(CARDS)
    ranks = Counter(c.rank for c in game.removed if c.rank != KING)
    assert all(ranks[r] == ranks[13 - r] for r in range(1, 7))
    for p, card in enumerate(game.pyramid):
        if card is None:
            assert not any(game.pyramid[q] is not None for q in COVERED_BY[p])


@given(deals, modes, choices)
def test_every_card_accounted_for_and_text_round_trips(deal: int, mode: Mode,
                                                      picks: list[int]) -> None:
    game = PyramidGame.new(deal, mode)
    for pick in picks:
        check_accounts(game)
        text = game.to_text()
        assert PyramidGame.from_text(text, mode).to_text() == text
        actions = game.actions()
        if not actions:
            assert game.is_over
            break
        game.play(actions[pick % len(actions)])
    check_accounts(game)


@given(deals, modes, choices)
def test_undo_redo_identity(deal: int, mode: Mode, picks: list[int]) -> None:
    game, line = play_out(deal, mode, picks)
    if game.is_over and line:
        # An ended game keeps its end; replay all but the last action instead.
        game, line = play_out(deal, mode, picks[:len(line) - 1])
    texts = [PyramidGame.new(deal, mode).to_text()]
    replay = PyramidGame.new(deal, mode)
    for action in line:
        replay.play(action)
        texts.append(replay.to_text())
    assert texts[-1] == game.to_text()
    for expected in reversed(texts[:-1]):
        game.undo()
        assert game.to_text() == expected
    for expected in texts[1:]:
        game.redo()
        assert game.to_text() == expected


@given(deals, modes, choices)
def test_determinism_and_save(deal: int, mode: Mode, picks: list[int]) -> None:
    one, line_one = play_out(deal, mode, picks)
    two, line_two = play_out(deal, mode, picks)
    assert line_one == line_two and one.to_text() == two.to_text()
    again = PyramidGame.from_dict(one.to_dict())
    assert again.to_text() == one.to_text() and again.history == one.history
    assert again.actions() == one.actions()


@given(deals, choices)
def test_classic_never_goes_past_three_passes(deal: int, picks: list[int]) -> None:
    game, _ = play_out(deal, "classic", picks)
    assert 1 <= game.pass_number <= 3 and game.passes_left == 3 - game.pass_number
