# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The contract between the program and its games, in one place: what a game declares about
itself (``GameSpec``, ``Family``), what a judge says of a deal (``Judgement``, ``LEVELS``), what
the program reads of a game's engine (``KeptGame``, ``PlayedGame``, ``DealtGame``), of its
judge (``Judge``) and of its analyst (``Analyst``), and the undo and redo history every engine
keeps (``History``, with the verbs it answers alike: ``KeepsHistory``).

Every layer reads this module and none of it names a game: it sits just above ``addiction.core``
and imports nothing else of the program, and nothing here needs Qt, so the store, the studies,
the judges and a game's engine can all read it. The parts of a game that need Qt (its page) or
its solver (its study) are named in its declaration by ``"module:attribute"`` and imported only
when first wanted, which also keeps them out of start-up.
"""

from __future__ import annotations

import functools
import importlib
import importlib.resources
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Generic, Literal, Protocol, Self, TypeVar

from addiction.core import saving
from addiction.core.errors import IllegalAction, SaveError
from addiction.core.options import Option

if TYPE_CHECKING:
    from addiction.core.analysis import Analysis


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark ``text`` for the translation catalogues; the UI translates it when it shows it."""
    del context
    return text


# The translation context of the titles and descriptions of every declaration.
TITLES_CONTEXT: Final = "Games"

# What is known of a deal from its start: see ``Judgement``.
DealVerdict = Literal["winnable", "not-winnable", "unknown"]
# A deal's difficulty, easiest first (``Judgement.level``).
LEVELS: Final = ("easy", "medium", "hard", "expert")
# The file in a family's package that lists deals of each level (``listed_level_deals``).
LEVEL_DEALS_FILE: Final = "level_deals.json"


# The options part of the record book's key of a game with one set of rules (``<id>:standard``),
# which the base page and keeper use unless the game says otherwise.
STANDARD_RULES: Final = "standard"


# --- what a game declares ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Judgement:
    """What the computer knows of a deal, from its start, under one rule set.

    ``verdict`` "winnable": the computer player won it from the deal's start with the deal's
    own redeals, at its family's fixed node budget (or a solver found a winning line within
    its fixed budget of states); "not-winnable": a search proved it lost;
    "unknown": neither. The budgets count positions, never seconds, so every machine gives
    the same judgement. ``level`` is one of ``LEVELS``, or None when the judge was asked for
    the verdict alone (``rated=False``: where rating costs more than judging). ``line``, when winnable, is the
    winning line: each item is what the game's ``page.play_advice`` takes, played one after
    another from the deal's start; () otherwise.
    """

    game: str
    deal: int
    rules_key: str
    verdict: DealVerdict
    level: str | None
    line: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game: what it is called, how it scores, and where its parts live.

    ``page`` is the Qt page class that plays it in the window (its table, status strip, menus
    of options, rules text and start-screen miniature); a class that serves several games makes
    each its own subclass (``GamePage.for_game``). ``study`` a function that, given the game's
    id, returns its ``addiction.study.cli.Study`` (options, one-deal runner, summary) for
    ``addiction-study``. ``family`` names the ``Family`` whose tile the game sits behind on
    the start screen and in the Game menu ("" for a game that has a tile of its own).
    ``options`` are the settings the game keeps (its rules and modes), with their defaults;
    ``rules_example`` shows how ``--rules`` writes them. ``compiled`` names the modules of its
    compiled search cores (optional: each has a pure-Python twin), for the self-test and the
    frozen bundle. ``judge`` names the function that judges a deal of the game from its start
    (see ``judge_deal``).
    ``analyst`` names the class that analyses a finished game of it move by
    move (``addiction.core.analysis``): ``analyse(data, cancelled=, progress=)``, ``steps``,
    ``position`` and ``advice``, over the data of the game's ``to_dict``; "" for none.
    The modules ``study``, ``judge`` and ``analyst`` name are pure Python: they run in worker
    processes and threads, and the layer test holds them to it.
    ``workers`` names the modules its worker threads use (its solver, its deal judge, its
    analyst): ``prepare`` imports them on the window's thread before a worker starts.
    ``level_deals`` names a ``LevelDeals`` function (see ``deals_of_level``); "" for none.
    """

    id: str
    title: str
    description: str
    max_score: int
    page: str
    study: str
    # A deal the self-test lets Auto play to a win.
    self_test_deal: int
    family: str = ""
    options: tuple[Option, ...] = ()
    rules_example: str = ""
    compiled: tuple[str, ...] = ()
    judge: str = ""
    analyst: str = ""
    workers: tuple[str, ...] = ()
    level_deals: str = ""

    def load(self, attribute: str) -> Any:
        """Import what ``page``, ``study`` or ``analyst`` names (the attribute's name, not its
        value)."""
        module, _, name = getattr(self, attribute).partition(":")
        return getattr(importlib.import_module(module), name)

    def prepare(self) -> None:
        """Import every module the game's worker threads use, on the calling thread (the
        window's), before one of them starts.

        Two threads importing one module at once can each see the other's half-made module
        (``cannot import name ... from partially initialized module``): a worker thread only
        finds in ``sys.modules`` what was imported here. Cheap once done.
        """
        named = (getattr(self, attribute).partition(":")[0]
                 for attribute in ("judge", "analyst") if getattr(self, attribute))
        for module in (*self.workers, *named):
            if module not in sys.modules:
                importlib.import_module(module)

    def page_class(self) -> Any:
        """The page class that plays this game (imported now if it was not yet)."""
        return self.load("page").for_game(self)

    def make_study(self) -> Any:
        """This game's ``Study`` for ``addiction-study`` (its solver is imported now)."""
        return self.load("study")(self.id)

    def judge_deal(self, deal: int, options: Any = None,
                   cancelled: Callable[[], bool] = lambda: False, *,
                   rated: bool = True) -> Judgement:
        """Judge ``deal`` from its start under ``options`` (what the page's ``new_game``
        takes; None: the game's default rules). Pure Python, deterministic, and safe on a
        worker thread; ``cancelled`` is polled between searches, and once it says True the
        answer is an "unknown" that nobody should keep. With ``rated`` False a judge may
        leave the level out (None) where it costs more than the verdict. ``ValueError`` for
        a deal out of range or options of another game."""
        if not self.judge:
            raise ValueError(f"{self.id} has no judge of deals")
        judge: Judge = self.load("judge")
        return judge(self.id, deal, options, cancelled, rated=rated)

    def deals_of_level(self, level: str, options: Any = None) -> tuple[int, ...]:
        """Deals the judge is known to find winnable at ``level`` under ``options`` (None: the
        game's default rules), to start a search for such a deal where one is sure to be
        found at once; none where the game keeps no list (or not for those rules)."""
        if not self.level_deals:
            return ()
        known: LevelDeals = self.load("level_deals")
        return known(self.id, level, options)


@dataclass(frozen=True, slots=True)
class Family:
    """Related games that share one tile on the start screen and one submenu: the tile opens
    a chooser of its members. ``miniature`` is the member whose table the tile shows."""

    id: str
    title: str
    description: str
    miniature: str


# --- what the program reads of a game's engine -----------------------------------------------


class KeptGame(Protocol):
    """What the keeper (``addiction.store.keeper``) reads of an engine's game to save it and
    to know whether it ended."""

    @property
    def deal(self) -> int:
        """The deal number; 0 for a game from a pasted position."""
        ...

    @property
    def history(self) -> tuple[Any, ...]:
        """The actions played and not taken back, oldest first."""
        ...

    @property
    def is_over(self) -> bool: ...

    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain JSON data, which the engine's ``from_dict`` reads back
        (raising ``SaveError`` for anything damaged)."""
        ...


class PlayedGame(KeptGame, Protocol):
    """A game's engine as the program sees it: one deal played under one set of rules, in pure
    Python. The window, the page, the solver bridge, the replays and the keeper read it; the
    engine's own model, page and players also use what else it offers.

    Every action is checked first and either happens whole or raises ``IllegalAction`` and
    changes nothing; a finished game (won, lost or given up) offers no action, undo and redo
    included. The best score is the declaration's (``GameSpec.max_score``).
    """

    @property
    def is_won(self) -> bool: ...

    @property
    def is_given_up(self) -> bool: ...

    @property
    def score(self) -> int: ...

    @property
    def status(self) -> str:
        """``"won"``, ``"given-up"`` or another word the game's end dialog tells apart."""
        ...

    @property
    def moves_played(self) -> int: ...

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    def actions(self) -> Sequence[Any]:
        """Everything that can be played now, each as ``play`` takes it."""
        ...

    def is_legal(self, action: Any) -> bool: ...

    def play(self, action: Any) -> None: ...

    def undo(self) -> Any:
        """Take back the last action; returns it."""
        ...

    def redo(self) -> Any:
        """Play again the last action taken back; returns it."""
        ...

    def give_up(self) -> None: ...

    def copy(self) -> Self:
        """A copy a worker thread may read while play goes on."""
        ...

    def to_text(self) -> str:
        """The position in the game's notation, which the engine's ``from_text`` reads back."""
        ...


class DealtGame(PlayedGame, Protocol):
    """An engine game with the ways to make one: what the base model
    (``addiction.table.model.GameModel``) and the base keeper (``addiction.store.keeper.GameKeeper``)
    read besides, so that a game whose engine answers these needs write neither. An engine may
    take more (its rules) as arguments with defaults."""

    @classmethod
    def new(cls, deal: int) -> Self:
        """Deal number ``deal`` from its start."""
        ...

    @classmethod
    def from_text(cls, text: str) -> Self:
        """A game from a position in the notation (deal 0); ``NotationError`` otherwise."""
        ...

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """The game ``to_dict`` wrote; ``SaveError`` for anything damaged."""
        ...

    def restarted(self) -> Self:
        """The same deal again from its start."""
        ...


class Judge(Protocol):
    """What ``GameSpec.judge`` names: judges a deal of the game ``game_id`` from its start (see
    ``GameSpec.judge_deal``, which calls it)."""

    def __call__(self, game_id: str, deal: int, options: Any, cancelled: Callable[[], bool], *,
                 rated: bool = True) -> Judgement: ...


class LevelDeals(Protocol):
    """Deals of ``game_id`` its judge rates ``level`` and finds winnable under ``options``
    (None: the game's default rules), as ``GameSpec.level_deals`` names; () for none known."""

    def __call__(self, game_id: str, level: str, options: Any) -> tuple[int, ...]: ...


@functools.cache
def _level_deals_file(package: str) -> dict[str, dict[str, list[int]]]:
    text = importlib.resources.files(package).joinpath(LEVEL_DEALS_FILE).read_text(encoding="utf-8")
    found: dict[str, dict[str, list[int]]] = json.loads(text)
    return found


def listed_level_deals(package: str, game_id: str, level: str) -> tuple[int, ...]:
    """The deals of ``level`` of ``game_id`` in ``package``'s ``LEVEL_DEALS_FILE`` (written by
    ``python -m tools.check_levels known``), for a family's ``LevelDeals``."""
    return tuple(_level_deals_file(package).get(game_id, {}).get(level, ()))


class Analyst(Protocol):
    """What ``GameSpec.analyst`` names (a class whose methods are class or static methods):
    a finished game analysed move by move, read from ``data``, its engine's ``to_dict``."""

    def steps(self, data: Any) -> Sequence[Any]:
        """The game's steps, each as the page's ``describe_step`` takes it."""
        ...

    def position(self, data: Any, k: int) -> PlayedGame:
        """A new game at the position after the game's first ``k`` steps."""
        ...

    def advice(self, item: Any) -> Any:
        """An analysis's ``alternative`` as the page's ``describe_step`` takes it."""
        ...

    def analyse(self, data: Any, *, cancelled: Callable[[], bool] = ...,
                progress: Callable[[int, int], None] = ...) -> Analysis:
        """The analysis (``addiction.core.analysis``); ``Cancelled`` once ``cancelled``."""
        ...


# --- the history every engine keeps ------------------------------------------------------------

S = TypeVar("S")


class History(Generic[S]):
    """The steps of a game as they happened, and those taken back that can be played again.

    A step is whatever the engine needs to play it again and to take it back (an action, or an
    action with where its cards lay). The engine changes its position; the history keeps the
    order and says what may be undone or redone, with the same words for every game.
    """

    __slots__ = ("_done", "_undone")

    def __init__(self) -> None:
        self._done: list[S] = []
        # Taken back, the next to redo last.
        self._undone: list[S] = []

    @classmethod
    def of(cls, steps: Sequence[S], applied: int) -> History[S]:
        """A history whose first ``applied`` steps are played and the rest taken back (as a
        saved game keeps them: ``saved``)."""
        history: History[S] = cls()
        history._done = list(steps[:applied])
        history._undone = list(reversed(steps[applied:]))
        return history

    def copy(self) -> History[S]:
        twin: History[S] = History()
        twin._done = self._done.copy()
        twin._undone = self._undone.copy()
        return twin

    @property
    def done(self) -> tuple[S, ...]:
        """The steps played and not taken back, oldest first."""
        return tuple(self._done)

    def __len__(self) -> int:
        return len(self._done)

    def saved(self) -> list[S]:
        """Every step, those played then those taken back in the order they would be redone;
        the first ``len(self)`` are played."""
        return [*self._done, *reversed(self._undone)]

    def can_undo(self, over: bool) -> bool:
        return bool(self._done) and not over

    def can_redo(self, over: bool) -> bool:
        return bool(self._undone) and not over

    def record(self, step: S) -> None:
        """A step just played: what was taken back can no longer be redone."""
        self._done.append(step)
        self._undone.clear()

    def forget_undone(self) -> None:
        self._undone.clear()

    def undo(self, revert: Callable[[S], object], *, over: bool) -> S:
        """Take back the last step with ``revert`` (which changes the position); returns it.
        ``IllegalAction`` when the game has ended (``over``) or nothing was played."""
        if not self.can_undo(over):
            raise IllegalAction("the game has ended" if over else "nothing to undo")
        return self.step_back(revert)

    def redo(self, apply: Callable[[S], object], *, over: bool) -> S:
        """Play again with ``apply`` the last step taken back; returns it."""
        if not self.can_redo(over):
            raise IllegalAction("the game has ended" if over else "nothing to redo")
        step = self._undone.pop()
        apply(step)
        self._done.append(step)
        return step

    def step_back(self, revert: Callable[[S], object]) -> S:
        """``undo`` without its checks: for an engine rebuilding a saved game, where the last
        steps were taken back before the game ended."""
        step = self._done.pop()
        revert(step)
        self._undone.append(step)
        return step


class KeepsHistory(Generic[S]):
    """The verbs of undo and redo an engine answers alike once it keeps its steps in
    ``_history``, and a saved game's replay: the engine says how a step is played again
    (``_apply``) and taken back (``_revert``), which action a step was (``_action``), when the
    game is over, its position (``to_text``) and how it is given up."""

    __slots__ = ()
    _history: History[S]

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def _apply(self, step: S) -> object:
        raise NotImplementedError

    def _revert(self, step: S) -> object:
        raise NotImplementedError

    @staticmethod
    def _action(step: S) -> Any:
        return step

    def to_text(self) -> str:
        raise NotImplementedError

    def give_up(self) -> None:
        raise NotImplementedError

    @property
    def can_undo(self) -> bool:
        return self._history.can_undo(self.is_over)

    @property
    def can_redo(self) -> bool:
        return self._history.can_redo(self.is_over)

    def undo(self) -> Any:
        """Take back the last action; returns it."""
        return self._action(self._history.undo(self._revert, over=self.is_over))

    def redo(self) -> Any:
        """Play again the last action taken back; returns it."""
        return self._action(self._history.redo(self._apply, over=self.is_over))

    @property
    def history(self) -> tuple[Any, ...]:
        """The actions played and not taken back, oldest first."""
        return tuple(map(self._action, self._history.done))

    @property
    def moves_played(self) -> int:
        return len(self._history)

    def _replay_saved(self, actions: Sequence[Any], applied: int, play: Callable[[Any], object],
                      position: str, given_up: Any) -> None:
        """Play a saved game's ``actions`` from its start, take back those after the first
        ``applied``, check it stands at the saved ``position``, and give it up if it was;
        ``SaveError`` (or ``IllegalAction``, which ``saving.restore`` reports as one) when it
        does not hold together."""
        if not isinstance(given_up, bool):
            raise SaveError("the saved game does not say whether it was given up")
        saving.replay(list(actions), play)
        for _ in range(len(actions) - applied):
            # A finished game refuses undo: step back through the raw history instead.
            self._history.step_back(self._revert)
        if self.to_text() != position:
            raise SaveError("the saved position does not match the saved actions")
        if given_up:
            self.give_up()
