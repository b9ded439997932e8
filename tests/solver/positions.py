"""Positions for the solver tests: near-finished boards whose whole phase is tiny."""

from __future__ import annotations

import random

from addiction.engine import CARDS, Board, Card

Cells = list[Card | None]

# Won only by moving the 2 that heads row 1 into column 1 of row 3: a search that never moves
# a 2 from column 1 to column 1 runs out of moves here without finding the win.
TWO_SWAP_WIN = """\
2S -- 4S 5S 6S 7S 8S 2D TS JS QS KS 2H
JH 3H 4H 5H 3S 7H 8H 6H TH -- QH KH --
4D 3D 9D 5D 6D 7D 9S -- TD JD QD KD 9H
2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 8D"""


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
