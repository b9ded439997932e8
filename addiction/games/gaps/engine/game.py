# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A game of Addiction or another member of the Gaps family: the board, the rules in force,
and a history that undoes everything."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal, NamedTuple

from addiction.contract import History
from addiction.core import rng, saving
from addiction.core.cards import TWO_DECKS, Card, parse_card
from addiction.core.errors import AddictionError, IllegalAction, SaveError, shown
from addiction.games.gaps.engine.board import Board, Cell, Place
from addiction.games.gaps.engine.rules import Rules

# Addiction's full score: 4 rows of 2 to King (a variant's is ``Variant.full_score``).
FULL_SCORE: Final = 48
SAVE_FORMAT: Final = "addiction.game"
SAVE_VERSION: Final = 1
_SAVE_FIELDS: Final = ("format", "version", "rules", "deal", "start", "actions", "applied",
                       "given_up", "position")

Status = Literal["playing", "stuck", "won", "over", "given-up"]


class Move(NamedTuple):
    """One card into one gap; places are 0-based ``(row, col)``."""

    card: Card
    src: Place
    dst: Place

    def __str__(self) -> str:
        (r1, c1), (r2, c2) = self.src, self.dst
        return f"{self.card} {r1 + 1}:{c1 + 1}>{r2 + 1}:{c2 + 1}"


@dataclass(frozen=True, slots=True)
class Redeal:
    """A redeal that happened: which one (1-based) and the board before and after it."""

    index: int
    before: tuple[Cell, ...]
    after: tuple[Cell, ...]
    cols: int = 13

    def relocations(self) -> list[tuple[Card, Place, Place]]:
        """Every card with its place before and after the redeal (unmoved cards included)."""
        cols = self.cols
        old = {c: i for i, c in enumerate(self.before) if c is not None}
        return [(c, divmod(old[c], cols), divmod(i, cols))
                for i, c in enumerate(self.after) if c is not None]


# One step of a game's history as it happened: a move, or a redeal with the board before and
# after it (what the player chose is a ``Decision``).
Step = Move | Redeal


# What a player (or the solver) can choose to do: a move, or a redeal.
Decision = Move | Literal["redeal"]


class GapsGame:
    """One deal played under one set of rules.

    Every action is checked first and either happens completely or raises
    ``IllegalAction`` and changes nothing.
    """

    __slots__ = (
        "_board", "_given_up", "_history", "_moves", "_redeals", "_start", "deal", "rules",
        "variant",
    )

    def __init__(self, start: Board, rules: Rules, deal: int) -> None:
        if start.variant is not rules.spec:
            raise AddictionError(f"a {start.variant.id} table cannot be played as {rules.variant}")
        self.rules = rules
        self.variant = rules.spec
        self.deal = deal
        self._start = start.copy()
        self._board = start.copy()
        self._history: History[Step] = History()
        self._moves = 0
        self._redeals = 0
        self._given_up = False

    # --- construction ----------------------------------------------------------------

    @classmethod
    def new(cls, deal: int, rules: Rules | None = None) -> GapsGame:
        """Deal number ``deal`` (1 to 2,147,483,647)."""
        if rules is not None and not isinstance(rules, Rules):
            raise AddictionError(f"rules must be Rules, not {type(rules).__name__}")
        rules = rules or Rules()
        return cls(Board.deal(rng.check_deal_number(deal), rules.spec), rules, deal)

    @classmethod
    def from_text(cls, text: str, rules: Rules | None = None, deal: int = 0) -> GapsGame:
        """A game from a position in the notation; ``deal`` seeds the redeals that follow."""
        if isinstance(deal, bool) or not isinstance(deal, int) or not 0 <= deal <= rng.MAX_DEAL:
            raise AddictionError(f"deal must be a whole number from 0 to {rng.MAX_DEAL}")
        if rules is not None and not isinstance(rules, Rules):
            raise AddictionError(f"rules must be Rules, not {type(rules).__name__}")
        rules = rules or Rules()
        return cls(Board.from_text(text, rules.spec), rules, deal)

    def restarted(self) -> GapsGame:
        """The same deal and rules from the start position."""
        return GapsGame(self._start, self.rules, self.deal)

    def copy(self) -> GapsGame:
        twin = GapsGame.__new__(GapsGame)
        twin.rules, twin.deal, twin.variant = self.rules, self.deal, self.variant
        twin._start = self._start
        twin._board = self._board.copy()
        twin._history = self._history.copy()
        twin._moves = self._moves
        twin._redeals = self._redeals
        twin._given_up = self._given_up
        return twin

    # --- what the player sees ----------------------------------------------------------

    @property
    def board(self) -> Board:
        """The live board. Read it; change the game only through its actions."""
        return self._board

    @property
    def cells(self) -> tuple[Cell, ...]:
        return tuple(self._board.cells)

    @property
    def rows(self) -> int:
        return self.variant.rows

    @property
    def cols(self) -> int:
        return self.variant.cols

    @property
    def places(self) -> tuple[Place, ...]:
        """Every place of the table, row by row."""
        return self.variant.coords

    def cell(self, place: Place) -> Card | None:
        return self._board.cells[self.variant.index(place)]

    def place_of(self, card: Card) -> Place:
        where = self._board.where[card] if 0 <= card < len(self._board.where) else -1
        if where < 0:
            raise AddictionError(f"{card} is not on the board")
        return self.variant.coords[where]

    def to_text(self) -> str:
        return self._board.to_text()

    def start_text(self) -> str:
        return self._start.to_text()

    @property
    def gaps(self) -> list[Place]:
        return [self.variant.coords[g] for g in sorted(self._board.gaps)]

    @property
    def dead_gaps(self) -> list[Place]:
        board = self._board
        return [self.variant.coords[g] for g in sorted(board.gaps) if board.is_dead(g)]

    def takes(self, gap: Place) -> tuple[Card, ...]:
        """The cards a gap may take under the rules (none for a dead gap or a card's place)."""
        i = self.variant.index(gap)
        return self._board.takes(i) if self._board.cells[i] is None else ()

    @property
    def sequence_lengths(self) -> tuple[int, ...]:
        return self._board.sequence_lengths()

    def in_place(self, place: Place) -> bool:
        return self._board.in_place(self.variant.index(place))

    @property
    def score(self) -> int:
        return self._board.score()

    @property
    def moves_played(self) -> int:
        return self._moves

    @property
    def redeals_used(self) -> int:
        return self._redeals

    @property
    def redeals_left(self) -> int:
        return self.rules.redeals - self.redeals_used

    @property
    def is_won(self) -> bool:
        return self.score == self.variant.full_score

    @property
    def is_stuck(self) -> bool:
        """No card can move (every gap dead); a won game is not stuck."""
        return not self._board.has_move() and not self.is_won

    @property
    def is_given_up(self) -> bool:
        return self._given_up

    @property
    def is_over(self) -> bool:
        """Ended: won, given up, or stuck with no redeal left. An ended game stays ended."""
        if self._given_up:
            return True
        # A board with a live gap is neither won (a won board's gaps are all dead) nor stuck.
        return not self._board.has_move() and (self.redeals_left == 0 or self.is_won)

    @property
    def status(self) -> Status:
        if self._given_up:
            return "given-up"
        if self.is_won:
            return "won"
        if self.is_stuck:
            return "over" if self.redeals_left == 0 else "stuck"
        return "playing"

    # --- moves -------------------------------------------------------------------------

    def moves(self) -> list[Move]:
        """Every legal move now (none once the game is over)."""
        if self.is_over:
            return []
        coords = self.variant.coords
        return [Move(c, coords[s], coords[d]) for c, s, d in self._board.legal_moves()]

    def moves_of(self, card: Card | str) -> list[Move]:
        """The moves of one card: one per gap it fits (several for a base card in Addiction;
        a string names a face, so with two decks both copies count)."""
        if isinstance(card, str):
            face = self._card(card)
            return [m for m in self.moves() if m.card % 52 == face]
        c = self._card(card)
        return [m for m in self.moves() if m.card == c]

    def moves_into(self, gap: Place) -> list[Move]:
        """The moves that fill one gap: one card, or several (up to four 2s in column 1)."""
        return [m for m in self.moves() if m.dst == gap]

    def is_legal(self, move: Move) -> bool:
        if self.is_over:
            return False
        try:
            src, dst = self.variant.index(move.src), self.variant.index(move.dst)
        except (ValueError, TypeError):
            return False
        board = self._board
        card = board.cells[src]
        if card is None or card != move.card or board.cells[dst] is not None:
            return False
        return card in board.takes(dst)

    def play(self, move: Decision) -> None:
        """Play a move, or redeal for ``"redeal"``; ``IllegalAction`` (and no change) when it
        is not allowed now."""
        if move == "redeal":
            self.redeal()
            return
        if not self.is_legal(move):
            raise IllegalAction(self._why_illegal(move))
        self._board.move(self.variant.index(move.src), self.variant.index(move.dst))
        self._moves += 1
        (r1, c1), (r2, c2) = move.src, move.dst
        self._history.record(Move(TWO_DECKS[move.card], (r1, c1), (r2, c2)))

    def _why_illegal(self, move: Move) -> str:
        if self.is_over:
            return "the game has ended"
        try:
            src, dst = self.variant.index(move.src), self.variant.index(move.dst)
        except (ValueError, TypeError):
            return f"{move} names a place off the board"
        if self._board.cells[src] != move.card:
            return f"{move.card} is not at row {move.src[0] + 1}, column {move.src[1] + 1}"
        if self._board.cells[dst] is not None:
            return f"row {move.dst[0] + 1}, column {move.dst[1] + 1} is not a gap"
        takes = self._board.takes(dst)
        if dst % self.variant.cols == 0:
            rank = "A23456789TJQK"[takes[0].rank - 1]
            return f"only a {rank} can go to column 1"
        if not takes:
            return "that gap is dead: no card can fill it"
        return f"only {', '.join(dict.fromkeys(str(c) for c in takes))} fits that gap"

    # --- redeals -------------------------------------------------------------------------

    @property
    def can_redeal(self) -> bool:
        if self.is_over or self.redeals_left <= 0:
            return False
        return self.rules.redeal_when == "any" or self.is_stuck

    def redeal(self) -> Redeal:
        """Keep every row's sequence and deal the rest again; returns what happened."""
        if not self.can_redeal:
            if self.is_over:
                raise IllegalAction("the game has ended")
            if self.redeals_left <= 0:
                raise IllegalAction("no redeals left")
            raise IllegalAction("a redeal is allowed only when no card can move")
        index = self.redeals_used + 1
        gen = rng.stream(self.variant.stream, self.deal, index)
        after = self._board.redealt(gen, random_gaps=self.rules.gaps == "random")
        record = Redeal(index, tuple(self._board.cells), tuple(after.cells), self.variant.cols)
        self._board = after
        self._redeals += 1
        self._history.record(record)
        return record

    # --- ending, undo, redo ----------------------------------------------------------------

    def give_up(self) -> None:
        if self.is_over:
            raise IllegalAction("the game has already ended")
        self._given_up = True
        self._history.forget_undone()

    @property
    def can_undo(self) -> bool:
        return self._history.can_undo(self.is_over)

    @property
    def can_redo(self) -> bool:
        return self._history.can_redo(self.is_over)

    def undo(self) -> Step:
        """Take back the last move or redeal; returns it."""
        return self._history.undo(self._revert, over=self.is_over)

    def redo(self) -> Step:
        """Play again the last action undone; returns it."""
        return self._history.redo(self._apply, over=self.is_over)

    def _apply(self, action: Step) -> None:
        if isinstance(action, Move):
            self._board.move(self.variant.index(action.src), self.variant.index(action.dst))
            self._moves += 1
        else:
            self._board = Board(action.after, self.variant)
            self._redeals += 1

    def _revert(self, action: Step) -> None:
        if isinstance(action, Move):
            self._board.move(self.variant.index(action.dst), self.variant.index(action.src))
            self._moves -= 1
        else:
            self._board = Board(action.before, self.variant)
            self._redeals -= 1

    @property
    def history(self) -> tuple[Step, ...]:
        return self._history.done

    # --- save and restore ----------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain JSON-compatible data."""
        actions = self._history.saved()
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "rules": self.rules.to_dict(),
            "deal": self.deal,
            "start": self._start.to_text(),
            "actions": [_step_to_data(a) for a in actions],
            "applied": len(self._history),
            "given_up": self._given_up,
            "position": self._board.to_text(),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GapsGame:
        """Rebuild a saved game by replaying it; anything inconsistent raises ``SaveError``."""
        return saving.restore(cls._from_dict, data)

    @classmethod
    def _from_dict(cls, data: Any) -> GapsGame:
        data = saving.check_envelope(data, SAVE_FORMAT, SAVE_VERSION, "Addiction", _SAVE_FIELDS)
        rules = Rules.from_dict(data["rules"])
        actions, applied = saving.check_history(data)
        if not isinstance(data["given_up"], bool):
            raise SaveError("given_up must be true or false")
        if data["given_up"] and applied != len(actions):
            raise SaveError("a given-up game cannot have actions to redo")
        start = saving.check_text(data["start"], "start position")
        position = saving.check_text(data["position"], "position")
        full = cls.from_text(start, rules, data["deal"])
        saving.replay(actions, full._replay)
        game = cls.from_text(start, rules, data["deal"])
        steps = full._history.done
        for action in steps[:applied]:
            game._apply(action)
        game._history = History.of(steps, applied)
        if data["given_up"]:
            game.give_up()
        if game.to_text() != position:
            raise SaveError("the saved position does not match the saved moves")
        return game

    def _replay(self, item: Any) -> None:
        if item == ["redeal"]:
            self.redeal()
            return
        if not (isinstance(item, list) and len(item) == 6 and item[0] == "move"):
            raise SaveError(f"unknown action {shown(item)}")
        _, token, r1, c1, r2, c2 = item
        c = parse_card(token) if isinstance(token, str) else None
        if c is None or not all(saving.is_count(v) for v in (r1, c1, r2, c2)):
            raise SaveError(f"unreadable move {shown(item)}")
        # The card at the source place says which copy moves when there are two decks.
        try:
            here = self._board.cells[self.variant.index((r1, c1))]
        except ValueError:
            here = None
        if here is not None and here % 52 == c:
            c = here
        self.play(Move(c, (r1, c1), (r2, c2)))

    # --- helpers ---------------------------------------------------------------------------

    @staticmethod
    def _card(card: Card | str) -> Card:
        if isinstance(card, str):
            parsed = parse_card(card)
            if parsed is None:
                raise AddictionError(f"{shown(card)} is not a card")
            return parsed
        return TWO_DECKS[card]

    # --- the verbs every game's engine shares (docs/adding-a-game.md) ----------------------

    def actions(self) -> list[Decision]:
        """Everything that can be played now: the moves, then ``"redeal"`` where allowed."""
        found: list[Decision] = list(self.moves())
        if self.can_redeal:
            found.append("redeal")
        return found

    @property
    def max_score(self) -> int:
        return self.variant.full_score

    def __repr__(self) -> str:
        return f"<GapsGame deal={self.deal} score={self.score} status={self.status}>"


def _step_to_data(action: Step) -> list[Any]:
    if isinstance(action, Move):
        return ["move", str(action.card), *action.src, *action.dst]
    return ["redeal"]
