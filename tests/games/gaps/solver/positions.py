# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Positions for the solver tests: near-finished boards whose whole phase is tiny."""

from __future__ import annotations

import random

from addiction.core import CARDS, Card
from addiction.games.gaps.engine import Board

Cells = list[Card | None]

# Won only by moving a 2 that heads a sequence of two or more cards (here 2H, heading a full
# row) to another row's column 1, a break: searches allowed no break run out of moves here
# without finding the win.
TWO_SWAP_WIN = """\
2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 5S
-- QC 4D 5D 6D 7D 8D 9D TD JD -- KD --
2C 3S 4S 2S 6S 7S 8S 9S TS JS QS KS 2D
QD -- 4C 5C 6C 7C 8C 9C TC JC 3D KC 3C"""

# Lost (only 2,850 positions): 2D heads no sequence, so it can shuttle between the gaps of
# column 1 and its own place for as long as a search lets it.
LONE_TWO_SHUTTLE = """\
2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH --
-- 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2S
2D 4D 3D 5D 6D 7D 8D 9D TD JD QD KD --
-- 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"""


def near_finished(rng: random.Random, loose: int) -> Cells:
    """A won layout with ``loose`` cards and the four gaps shuffled among their places."""
    suits = [0, 1, 2, 3]
    rng.shuffle(suits)
    cells: Cells = []
    for suit in suits:
        cells += [CARDS[suit * 13 + rank] for rank in range(1, 13)]
        cells.append(None)
    places = rng.sample([i for i, c in enumerate(cells) if c is not None], loose)
    places += [i for i, c in enumerate(cells) if c is None]
    shuffled = [cells[i] for i in places]
    rng.shuffle(shuffled)
    for place, c in zip(places, shuffled, strict=True):
        cells[place] = c
    return cells


def brute_force_winnable(cells: Cells) -> bool:
    """Every position reachable without redeal, through the engine's own move generator."""
    seen = {tuple(cells)}
    todo = [Board(cells)]
    while todo:
        board = todo.pop()
        if board.score() == 48:
            return True
        for _, src, dst in list(board.legal_moves()):
            nxt = board.copy()
            nxt.move(src, dst)
            key = tuple(nxt.cells)
            if key not in seen:
                seen.add(key)
                todo.append(nxt)
    return False
