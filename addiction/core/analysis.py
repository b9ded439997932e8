# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A finished game analysed move by move: where along its path the computer could still win.

What every game's analysis shares, in pure Python (no Qt, no game): the ``Analysis`` a family's
analyst returns, ``trace``, which finds the turning point with few searches, and
``ReplayAnalyst``, an analyst's base over a finished game replayed from its start.

Why few searches are enough: along the path the player played, the truth is monotone. If the
computer wins from the position after step k, every earlier position can be won too (the
player's own steps lead there, then the computer's line); if the position after step k cannot
be won, no later one can. So the start, the end and a few checkpoints are judged, then the gap
between the last position known winnable and the first one not won is halved until they are
neighbours: about log2(steps) searches. Each judgement is sound on its own (a win actually
played out, a search that saw every position), so a judge that misses a win somewhere only
makes the answer less sharp, never wrong.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final, Literal

# What a family's judge says of one position: "winnable" (it won from there, with the line
# it played), "not-winnable" (proven), "unknown" (neither within its budget).
Judgement = Literal["winnable", "not-winnable", "unknown"]
# What the timeline shows of a position.
Verdict = Literal["winnable", "unclear", "lost"]
VERDICTS: Final[tuple[Verdict, ...]] = ("winnable", "unclear", "lost")
# The analysis data this version writes (kept with the record as JSON).
FORMAT: Final = 1


class Cancelled(Exception):
    """The analysis was cancelled before it was done."""


@dataclass(frozen=True, slots=True)
class Judged:
    """One position's judgement; ``line`` the steps of the win when "winnable", each as the
    family's analyst plays them from that position."""

    judgement: Judgement
    line: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class Analysis:
    """A game analysed: one verdict and one score per position, position 0 being the deal's
    start and position k the one after the game's k-th step (a move, a redeal, a turn of the
    stock); ``kinds`` names each step ("move", or the family's word for the others).

    ``turning_point`` is the step after which the computer could no longer win (1-based: step
    k leads from position k-1, the last one won from, to position k); None when it won from
    the end (a won game) or from no position at all. ``alternative`` is what the computer
    would have played instead at the turning point (the first step of its winning line from
    position k-1), in the family's data form (``Analyst.advice`` reads it); None without a
    turning point. ``searched`` lists the positions a search judged.
    """

    verdicts: tuple[Verdict, ...]
    scores: tuple[int, ...]
    kinds: tuple[str, ...]
    max_score: int
    turning_point: int | None
    alternative: Any
    searched: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.verdicts) != len(self.scores) or len(self.kinds) != len(self.verdicts) - 1:
            raise ValueError("an analysis needs one verdict and one score per position")
        if any(v not in VERDICTS for v in self.verdicts):
            raise ValueError("an unknown verdict in an analysis")

    @property
    def steps(self) -> int:
        return len(self.kinds)

    def last_winnable(self) -> int | None:
        """The last position the computer won from (None: none)."""
        found = [k for k, v in enumerate(self.verdicts) if v == "winnable"]
        return found[-1] if found else None

    def first_lost(self) -> int | None:
        """The first position proven lost (None: none)."""
        return next((k for k, v in enumerate(self.verdicts) if v == "lost"), None)

    def to_json(self) -> str:
        return json.dumps({
            "format": FORMAT, "verdicts": list(self.verdicts), "scores": list(self.scores),
            "kinds": list(self.kinds), "max_score": self.max_score,
            "turning_point": self.turning_point, "alternative": self.alternative,
            "searched": list(self.searched),
        }, ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Analysis:
        """An analysis written by ``to_json``; ``ValueError`` for anything else."""
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("not an analysis of this version")
            turning = data["turning_point"]
            if turning is not None and (not isinstance(turning, int) or isinstance(turning, bool)):
                raise ValueError("a turning point must be a step number")
            return cls(
                verdicts=tuple(data["verdicts"]), scores=tuple(int(s) for s in data["scores"]),
                kinds=tuple(str(k) for k in data["kinds"]), max_score=int(data["max_score"]),
                turning_point=turning, alternative=data["alternative"],
                searched=tuple(int(k) for k in data["searched"]),
            )
        except (KeyError, TypeError, json.JSONDecodeError) as exc:
            raise ValueError(f"an unreadable analysis ({exc})") from exc


@dataclass(frozen=True, slots=True)
class Traced:
    """What ``trace`` found: the verdicts, the turning point and the computer's winning line
    from the position before it (empty without a turning point)."""

    verdicts: tuple[Verdict, ...]
    turning_point: int | None
    line: tuple[Any, ...]
    searched: tuple[int, ...]


def trace(
    steps: int,
    judge: Callable[[int], Judged],
    *,
    checkpoints: Iterable[int] = (),
    follows: Callable[[int, tuple[Any, ...]], int] = lambda k, line: k,
    cancelled: Callable[[], bool] = lambda: False,
    progress: Callable[[int, int], None] = lambda done, expected: None,
) -> Traced:
    """The verdict of each of the ``steps + 1`` positions of a game's path.

    ``judge(k)`` judges position k. ``checkpoints`` are judged first besides the start and the
    end (the family's natural breaks: before a redeal, before a turn of the stock).
    ``follows(k, line)`` is the last position of the path that a winning ``line`` from
    position k passes through too (the computer played what the player played), all of them
    winnable without a search of their own. ``progress(done, expected)`` is told after each
    search; ``cancelled`` is polled before each, and raises ``Cancelled``.
    """
    known: dict[int, Judged] = {}
    won_to: dict[int, int] = {}  # position judged winnable -> last path position its line passes
    expected = 2 + len(set(checkpoints)) + max(1, steps).bit_length() * 2

    def ask(k: int) -> None:
        if cancelled():
            raise Cancelled
        known[k] = judged = judge(k)
        if judged.judgement == "winnable":
            won_to[k] = max(k, min(steps, follows(k, judged.line)))
        progress(len(known), max(expected, len(known) + 1))

    def last_won() -> int:
        return max(won_to.values(), default=-1)

    ask(steps)
    if steps in won_to:
        return _traced(steps, known, won_to, None)
    for k in sorted({0, *(c for c in checkpoints if 0 < c < steps)}):
        ask(k)
    while True:
        # The last position won from, and the first one judged after it (not won).
        w = last_won()
        if w >= steps:
            break
        u = min(k for k in known if k > w)
        if u > w + 1 and w >= 0:
            ask((w + u) // 2)
            continue
        # The first position proven lost, and the last one judged unknown before it.
        lost = [k for k, j in known.items() if j.judgement == "not-winnable" and k > w]
        if not lost:
            break
        first_lost = min(lost)
        before = max([w, *(k for k in known if w < k < first_lost)])
        if first_lost <= before + 1:
            break
        ask((before + first_lost) // 2)
    w = last_won()
    return _traced(steps, known, won_to, w if 0 <= w < steps else None)


def _traced(steps: int, known: dict[int, Judged], won_to: dict[int, int],
            last_won: int | None) -> Traced:
    w = max(won_to.values(), default=-1)
    lost = [k for k, j in known.items() if j.judgement == "not-winnable" and k > w]
    first_lost = min(lost, default=steps + 1)
    verdicts: list[Verdict] = [
        "winnable" if k <= w else "lost" if k >= first_lost else "unclear"
        for k in range(steps + 1)]
    line: tuple[Any, ...] = ()
    if last_won is not None:
        # The judged position whose line reaches furthest carries the alternative, from the
        # position where its line leaves the path.
        judged = max(k for k in won_to if won_to[k] == w)
        line = known[judged].line[w - judged:]
    return Traced(tuple(verdicts), None if last_won is None else last_won + 1, line,
                  tuple(sorted(known)))


def leaving_point(start: int, line: Sequence[Any], path: Sequence[Any],
                  same: Callable[[Any, Any], bool] = lambda a, b: bool(a == b)) -> int:
    """How many steps of ``line`` (played from path position ``start``) repeat the path's
    own steps from there: the line passes through path positions start .. start + that."""
    n = 0
    while n < len(line) and start + n < len(path) and same(line[n], path[start + n]):
        n += 1
    return n


class ReplayAnalyst:
    """An analyst (``addiction.contract.Analyst``) over an engine whose finished game, read back
    by ``game``, is replayed from its start (``restarted``) step by step.

    A game says how a recorded game is read (``game``) and an alternative read back
    (``advice``); with ``judge`` (one position searched, counted in positions, never seconds)
    and ``data`` (a step in the analysis's JSON form) the default ``analyse`` does the rest,
    every step a "move". ``step`` and ``replay`` say otherwise for an engine whose history
    holds more than the steps it plays (a redeal's record).
    """

    # The best score, when the engine has none of its own (``max_score``).
    best: ClassVar[int | None] = None

    @classmethod
    def game(cls, data: Any) -> Any:
        """The recorded game (its engine's ``to_dict`` data); ``SaveError`` when it is not one."""
        raise NotImplementedError

    @staticmethod
    def advice(item: Any) -> Any:
        raise NotImplementedError

    @staticmethod
    def step(item: Any) -> Any:
        """An item of the engine's ``history`` as a step ``replay`` plays."""
        return item

    @staticmethod
    def replay(game: Any, step: Any) -> None:
        game.play(step)

    @classmethod
    def steps(cls, data: Any) -> list[Any]:
        return [cls.step(item) for item in cls.game(data).history]

    @classmethod
    def position(cls, data: Any, k: int) -> Any:
        """A new game at the position after the game's first ``k`` steps."""
        game = cls.game(data)
        return cls.replayed(game, [cls.step(item) for item in game.history], k)

    @classmethod
    def replayed(cls, game: Any, path: Sequence[Any], k: int) -> Any:
        position = game.restarted()
        for step in path[:k]:
            cls.replay(position, step)
        return position

    @staticmethod
    def judge(position: Any) -> Judged:
        raise NotImplementedError

    @staticmethod
    def data(step: Any) -> Any:
        raise NotImplementedError

    @classmethod
    def analyse(cls, data: Any, *, cancelled: Callable[[], bool] = lambda: False,
                progress: Callable[[int, int], None] = lambda done, expected: None) -> Analysis:
        game = cls.game(data)
        path = [cls.step(item) for item in game.history]
        walk = game.restarted()
        scores = [walk.score]
        for step in path:
            cls.replay(walk, step)
            scores.append(walk.score)
        traced = trace(len(path), lambda k: cls.judge(cls.replayed(game, path, k)),
                       cancelled=cancelled, progress=progress,
                       follows=lambda k, line: k + leaving_point(k, line, path))
        return Analysis(
            verdicts=traced.verdicts, scores=tuple(scores), kinds=("move",) * len(path),
            max_score=game.max_score if cls.best is None else cls.best,
            turning_point=traced.turning_point,
            alternative=cls.data(traced.line[0]) if traced.line else None,
            searched=traced.searched)
