# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Property tests: invariants of the engine over random deals and random legal play."""

from hypothesis import given
from hypothesis import strategies as st

from addiction.core import CARDS
from addiction.games.gaps.engine import GapsGame, Redeal, Rules
from addiction.games.gaps.engine.board import COLS, ROWS

NON_ACES = sorted(c for c in CARDS if c.rank != 1)

rules_strategy = st.builds(
    Rules,
    redeals=st.integers(0, 3),
    gaps=st.sampled_from(["after-sequence", "random"]),
    redeal_when=st.sampled_from(["stuck", "any"]),
)
deals = st.integers(1, 2**31 - 1)
choices = st.lists(st.integers(0, 10_000), max_size=120)


def recomputed_score(game: GapsGame) -> int:
    total = 0
    for row in range(ROWS):
        cells = [game.cell((row, col)) for col in range(COLS)]
        first = cells[0]
        if first is None or first.rank != 2:
            continue
        length = 1
        while length < COLS and cells[length] is not None and cells[length] == first + length:
            length += 1
        total += length
    return total


def check_invariants(game: GapsGame) -> None:
    assert sorted(c for c in game.cells if c is not None) == NON_ACES
    assert len(game.gaps) == 4
    assert game.score == recomputed_score(game) == sum(game.sequence_lengths)
    # Stuck means every gap is dead (a won board's gaps are dead too, but it is not stuck).
    assert game.is_stuck == (not game.is_won and game.dead_gaps == game.gaps)


def play_out(game: GapsGame, picks: list[int]) -> list[str]:
    """Play by the picks: a move, a redeal when offered, or an undo; log what happened."""
    log = []
    for pick in picks:
        if game.is_over:
            break
        moves = game.moves()
        options = len(moves) + (1 if game.can_redeal else 0) + (1 if game.can_undo else 0)
        if options == 0:
            break
        k = pick % options
        if k < len(moves):
            game.play(moves[k])
            log.append(str(moves[k]))
        elif k == len(moves) and game.can_redeal:
            before = game.sequence_lengths
            score = game.score
            record = game.redeal()
            check_redeal(game, record, before, score)
            log.append("redeal")
        else:
            game.undo()
            log.append("undo")
        check_invariants(game)
    return log


def check_redeal(game: GapsGame, record: Redeal, before: tuple[int, ...], score: int) -> None:
    after = game.sequence_lengths
    assert game.score >= score
    for row in range(ROWS):
        assert after[row] >= before[row]
        assert record.after[row * COLS: row * COLS + before[row]] == \
            record.before[row * COLS: row * COLS + before[row]]
        if game.rules.gaps == "after-sequence":
            # The kept sequence is followed by a gap, unless the shuffle extended it.
            assert after[row] == before[row]
            assert game.cell((row, before[row])) is None


@given(deals, rules_strategy, choices)
def test_invariants_hold_through_random_play(deal: int, rules: Rules, picks: list[int]) -> None:
    game = GapsGame.new(deal, rules)
    check_invariants(game)
    play_out(game, picks)


@given(deals, rules_strategy, choices)
def test_same_deal_and_actions_give_the_same_game(deal: int, rules: Rules, picks: list[int]) -> None:
    first, second = GapsGame.new(deal, rules), GapsGame.new(deal, rules)
    assert play_out(first, picks) == play_out(second, picks)
    assert first.to_dict() == second.to_dict()


@given(deals, rules_strategy, choices, st.integers(1, 30))
def test_undo_then_redo_is_the_identity(
    deal: int, rules: Rules, picks: list[int], back: int
) -> None:
    game = GapsGame.new(deal, rules)
    play_out(game, picks)
    if game.is_over:
        return
    saved = game.to_dict()
    snapshot = (game.to_text(), game.moves_played, game.redeals_left, game.score)
    undone = 0
    while undone < back and game.can_undo:
        game.undo()
        undone += 1
    for _ in range(undone):
        game.redo()
    assert (game.to_text(), game.moves_played, game.redeals_left, game.score) == snapshot
    assert GapsGame.from_dict(saved).to_dict() == saved
