# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Keeps the game in progress on disk after every action and each finished game in the records.

One mechanism for every game: ``Keeper`` saves, resumes and records; each game's subclass
(in its own package) only says how its game is rebuilt and recorded. ``GameKeeper`` says it
from the engine protocol (``addiction.contract.DealtGame``), so a game whose record is its
score, its moves and whether it was won needs no keeper of its own. All keepers of a window
share one ``Storage``: one record book, one saved-games folder.
"""

from __future__ import annotations

import contextlib
import os
import socket
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, Final, Generic, Protocol, TypeVar

from PySide6.QtCore import QLockFile, QObject, SignalInstance

from addiction.contract import STANDARD_RULES, DealtGame, KeptGame
from addiction.core import SaveError
from addiction.store.files import (
    PRIVATE_FILE,
    clear_for_lock,
    default_data_dir,
    make_private_folder,
)
from addiction.store.messages import translate
from addiction.store.records import DEAL_KINDS, DealKind, GameRecord, RecordKind, RecordsStore
from addiction.store.saved_game import SavedGames

# Beside the saved games: which copy of the game owns them, and where the others keep theirs.
LOCK_FILE: Final = "addiction.lock"
OTHER_COPIES: Final = "other-copies"
# While the clock runs between actions, the time is saved this often (in seconds of play),
# so even a crash costs the player at most this much of the timer.
TIME_SAVE_EVERY_S: Final = 10


def _now() -> datetime:
    return datetime.now(UTC)


@dataclass(slots=True)
class Storage:
    """The player's data that every game's keeper shares: the record book and the saved games.

    ``told`` holds the sentences about them already handed to the player, so a problem that
    both keepers see is told once. ``strays`` are folders of saved games left by other copies
    of the game that have ended: the keepers record those games (see ``Keeper.resume``).
    """

    records: RecordsStore
    saves: SavedGames
    told: set[str] = field(default_factory=set)
    strays: list[SavedGames] = field(default_factory=list)
    locks: list[QLockFile] = field(default_factory=list)

    @classmethod
    def open(cls, folder: Path | None = None) -> Storage:
        """The player's own data folder (``ADDICTION_DATA_DIR`` redirects it).

        One copy of the game owns the folder's saved games, by a lock file. A second copy that
        runs beside it (another machine sharing the home folder, where the running game
        cannot be reached) keeps its saved games in a folder of its own under
        ``other-copies/``, so neither overwrites the other's game; the owner records what such
        a copy left in progress once that copy has ended. The game opens the folder
        ``old_folder.settle_data_folder`` chose, once the old one's contents have moved.
        """
        folder = folder if folder is not None else default_data_dir()
        records = RecordsStore.open(folder)
        try:
            make_private_folder(folder)
        except OSError:
            # The saved games report the unwritable folder themselves, at their first write.
            return cls(records, SavedGames(folder))
        lock = _lock(folder / LOCK_FILE)
        if lock is not None:
            strays = []
            for other in sorted((folder / OTHER_COPIES).glob("*")):
                # A copy still running holds its own folder's lock: its game is not a stray.
                if other.is_dir() and (other_lock := _lock(other / LOCK_FILE)) is not None:
                    other_lock.unlock()
                    strays.append(SavedGames(other))
            return cls(records, SavedGames(folder), strays=strays, locks=[lock])
        own = folder / OTHER_COPIES / f"{socket.gethostname()}-{os.getpid()}"
        try:
            make_private_folder(own)
        except OSError:
            return cls(records, SavedGames(folder))
        own_lock = _lock(own / LOCK_FILE)
        storage = cls(records, SavedGames(own), locks=[own_lock] if own_lock else [])
        storage.saves.problem = translate(
            "Storage",
            "Another copy of Addiction is using your saved games, so this one keeps its game "
            "in progress apart; it will be recorded when you next start.")
        return storage

    def close(self) -> None:
        """Wait for the saved games to reach the disk, then close the record book."""
        self.saves.flush()
        self.records.close()
        for lock in self.locks:
            lock.unlock()
        for stray in self.strays:
            stray.flush()
            with contextlib.suppress(OSError):
                # Gone once the keepers have recorded all it held; kept while it holds more.
                stray.directory.rmdir()


def _lock(path: Path) -> QLockFile | None:
    """The lock at ``path``, taken now; None when another live process holds it."""
    clear_for_lock(path)
    lock = QLockFile(str(path))
    # A lock whose owner is gone (a crash) is taken over at once: Qt checks the process.
    lock.setStaleLockTime(0)
    if not lock.tryLock(0):
        return None
    # Qt creates the file by the umask (often readable by all) and writes it at once; it
    # says only which process on which machine holds the lock, so owner-only straight after
    # is soon enough.
    with contextlib.suppress(OSError):
        os.chmod(path, PRIVATE_FILE)
    return lock


G = TypeVar("G", bound=KeptGame)


def extras_of(data: dict[str, Any]) -> tuple[int, bool, datetime]:
    """The elapsed seconds, assisted flag and start time kept beside any saved game."""
    elapsed, assisted, started = data.get("elapsed"), data.get("assisted"), data.get("started")
    if isinstance(elapsed, bool) or not isinstance(elapsed, int) or elapsed < 0:
        raise SaveError(f"the saved time {elapsed!r} is not a number of seconds")
    if not isinstance(assisted, bool):
        raise SaveError("the saved game does not say whether it was assisted")
    try:
        moment = datetime.fromisoformat(started) if isinstance(started, str) else None
    except ValueError:
        moment = None
    if moment is None or moment.tzinfo is None:
        raise SaveError(f"the saved start time {started!r} is not a moment in UTC")
    return elapsed, assisted, moment.astimezone(UTC)


def kind_of(data: dict[str, Any]) -> tuple[DealKind, date | None]:
    """The kind of deal kept beside a saved game, and its day for a daily deal; a save written
    before kinds existed, or with a kind this version does not know, is a normal deal.
    ``SaveError`` for a practice game that says it was not assisted: every practice game is.
    """
    kind, day = data.get("kind"), data.get("day")
    if kind == "practice" and data.get("assisted") is not True:
        raise SaveError("the saved practice game does not say it was assisted")
    if kind == "daily" and isinstance(day, str):
        try:
            return "daily", date.fromisoformat(day)
        except ValueError:
            return "normal", None
    for known in DEAL_KINDS:
        if kind == known and known != "daily":
            return known, None
    return "normal", None


class KeptModel(Protocol[G]):
    """What the keeper needs of a game's model."""

    @property
    def game(self) -> G: ...

    @property
    def elapsed(self) -> int: ...

    @property
    def assisted(self) -> bool: ...

    @property
    def clock_running(self) -> bool: ...

    @property
    def game_started(self) -> SignalInstance: ...

    @property
    def assisted_changed(self) -> SignalInstance: ...

    @property
    def elapsed_changed(self) -> SignalInstance: ...

    @property
    def played(self) -> SignalInstance: ...

    def show_game(self, game: G, *, elapsed: int = 0, assisted: bool = False) -> None: ...


class Keeper(QObject, Generic[G]):
    """Saves a model's game after every action and records the game when it ends.

    Saving follows the model's signals by itself; recording is asked for by the window
    (``record_finished``) so that the end-of-game dialog can tell which records fell.
    Neither store ever raises for a damaged or unwritable file: their one-sentence problems
    are handed out once each by ``take_problems``. Subclasses name the game and say how it is
    rebuilt and recorded.
    """

    game_name: str = ""

    def __init__(
        self,
        model: KeptModel[G],
        storage: Storage,
        actions: tuple[SignalInstance, ...],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._storage = storage
        self._records = storage.records
        self._saves = storage.saves
        self._started = _now()
        self._restoring_started: datetime | None = None
        self._recorded: G | None = None
        # The kind of deal in play (and its day, for a daily deal), the deal it belongs to,
        # the kind the next game dealt is to have (``deal_as``) and a resumed game's.
        self._kind: tuple[DealKind, date | None] = ("normal", None)
        self._kind_deal = -1
        self._next_kind: tuple[DealKind, date | None] | None = None
        self._restoring_kind: tuple[DealKind, date | None] | None = None
        # The game in play as last saved, with its clock, help and kind, so that a game the
        # player leaves for another can still be recorded after the model has moved on.
        self._last_saved: tuple[G, int, bool, datetime, DealKind, date | None] | None = None
        self._held = False
        # The record book's row of the last game ``record_finished`` recorded.
        self.recorded_id: int | None = None
        model.game_started.connect(self._game_started)
        for signal in actions:
            signal.connect(self.save)
        model.assisted_changed.connect(self.save)
        model.elapsed_changed.connect(self._time_passed)

    @property
    def records(self) -> RecordsStore:
        return self._records

    @property
    def saves(self) -> SavedGames:
        return self._saves

    @property
    def storage(self) -> Storage:
        return self._storage

    @property
    def started(self) -> datetime:
        """When the game in play was dealt (for a resumed game: when it was first dealt)."""
        return self._started

    @property
    def rules_key(self) -> str:
        """The record book's key for the rules of the game in play."""
        raise NotImplementedError

    @property
    def kind(self) -> DealKind:
        """How the deal in play was chosen: ``"normal"``, ``"winnable"`` or ``"daily"``; or
        ``"practice"`` for a game played on from a position of an analysed game."""
        return self._kind[0]

    @property
    def day(self) -> date | None:
        """The day whose deal the game in play is, for a daily deal; None otherwise."""
        return self._kind[1]

    def deal_as(self, kind: DealKind, day: date | None = None) -> None:
        """Record the next game dealt as of ``kind`` (with its ``day`` for a daily deal).

        Without it a new game is a normal deal, except that the deal in play dealt again
        (a restart, or its number chosen) keeps its kind: it is the same deal. A practice
        game is practice alone: its deal dealt again from the start is a normal deal.
        """
        if (kind == "daily") != (day is not None):
            raise ValueError("a daily deal, and only a daily deal, carries its day")
        self._next_kind = (kind, day)

    @property
    def held(self) -> bool:
        """Whether the keeper looks away (see ``hold``)."""
        return self._held

    def hold(self, on: bool) -> None:
        """Look away from the model while ``on``: the computer plays games on it for the player
        to watch (a replay of a lost deal, the demo), which are neither saved nor recorded.
        The player's own game stays on disk as it was last saved; once it is back on the
        model, ``hold(False)`` keeps it again from where it was."""
        self._held = on

    def _rebuilt(self, data: Any) -> G:
        """The engine game of saved data; ``SaveError`` when it is not one."""
        raise NotImplementedError

    def _record(
        self, game: G, *, seconds: int, assisted: bool, started: datetime, given_up: bool
    ) -> GameRecord:
        """The record of a finished game."""
        raise NotImplementedError

    def _is_over(self) -> bool:
        return self._model.game.is_over

    def _given_up(self) -> bool:
        """Whether the game in play ended by the player giving up."""
        raise NotImplementedError

    # --- the game in progress --------------------------------------------------------------

    def resume(self) -> bool:
        """Bring back the saved game exactly as it was left; False if there is none to resume.

        A saved game that cannot be rebuilt is kept aside (the player is told through
        ``take_problems``) and the model's game is left as it is. Games that other copies of
        the game left in progress are recorded as given up first, so none is lost.
        """
        for stray in self._storage.strays:
            self._record_stray(stray)
        data = self._saves.load(self.game_name)
        if data is None:
            return False
        try:
            game = self._rebuilt(data.get("game"))
            elapsed, assisted, started = extras_of(data)
            kind = kind_of(data)
        except SaveError:
            self._saves.set_aside(self.game_name)
            return False
        if game.is_over:
            # Finished games are recorded, never saved; this one has nothing left to play.
            self._saves.clear(self.game_name)
            return False
        self._restoring_started = started
        self._restoring_kind = kind
        self._model.show_game(game, elapsed=elapsed, assisted=assisted)
        return True

    def _record_stray(self, saves: SavedGames) -> None:
        """Record as given up the game another copy left in ``saves``, then forget it there."""
        data = saves.load(self.game_name)
        if data is None:
            return
        try:
            game = self._rebuilt(data.get("game"))
            elapsed, assisted, started = extras_of(data)
            kind, day = kind_of(data)
        except SaveError:
            saves.set_aside(self.game_name)
            return
        if not game.is_over and game.history:
            self._records.record_game(replace(self._record(
                game, seconds=elapsed, assisted=assisted, started=started, given_up=True),
                kind=kind, day=day), game.to_dict())
        saves.clear(self.game_name)

    def save(self) -> None:
        """Save the game in play (the disk write happens in the background)."""
        model = self._model
        if self._held or self._is_over():
            # ``record_finished`` clears the save once the game is in the records.
            return
        kind, day = self._kind
        self._last_saved = (model.game, model.elapsed, model.assisted, self._started, kind, day)
        data: dict[str, Any] = {
            "game": model.game.to_dict(),
            "elapsed": model.elapsed,
            "assisted": model.assisted,
            "started": self._started.isoformat(timespec="seconds"),
        }
        if kind != "normal":
            data["kind"] = kind
        if day is not None:
            data["day"] = day.isoformat()
        self._saves.save(self.game_name, data)

    def close(self) -> bool:
        """Save the time played up to now and wait for the disk; False if saving failed."""
        self.save()
        return self._saves.flush()

    def _game_started(self) -> None:
        if self._held:
            return
        self._record_abandoned()
        self._started = self._restoring_started or _now()
        self._restoring_started = None
        deal = self._model.game.deal
        if self._restoring_kind is not None:
            self._kind = self._restoring_kind
        elif self._next_kind is not None:
            self._kind = self._next_kind
        elif deal != self._kind_deal or self._kind[0] == "practice":
            self._kind = ("normal", None)
        if not deal and self._kind[0] != "practice":
            self._kind = ("normal", None)  # a pasted position is no deal of any kind
        self._kind_deal = deal
        self._restoring_kind = self._next_kind = None
        if self._is_over():
            # A pasted position with no move left: nothing to come back to.
            self._saves.clear(self.game_name)
        else:
            self.save()

    def _time_passed(self, seconds: int) -> None:
        if seconds and seconds % TIME_SAVE_EVERY_S == 0 and self._model.clock_running:
            self.save()

    # --- finished games --------------------------------------------------------------------

    def record_finished(self) -> frozenset[RecordKind]:
        """Put the finished game in the records and forget its save; the records it broke.

        Does nothing (and breaks nothing) while the game is still on, or a second time.
        """
        game = self._model.game
        if self._held or not self._is_over() or game is self._recorded:
            return frozenset()
        self._recorded = game
        model = self._model
        kind, day = self._kind
        fell = self._records.record_game(replace(self._record(
            game, seconds=model.elapsed, assisted=model.assisted, started=self._started,
            given_up=self._given_up(),
        ), kind=kind, day=day), game.to_dict())
        # The finished game's row, for an analysis asked for from the end-of-game dialog.
        self.recorded_id = self._records.last_recorded
        self._saves.clear(self.game_name)
        return fell

    def _record_abandoned(self) -> None:
        """Record the game just left unfinished for another as given up.

        As in KPatience and Aisleriot, a new game, a restart or another deal in the middle of
        a game ends that game: otherwise leaving a bad deal would keep a win streak alive.
        A game with nothing played (or everything undone) is not a game yet and is forgotten.
        """
        last, self._last_saved = self._last_saved, None
        if last is None:
            return
        game, seconds, assisted, started, kind, day = last
        if game is self._model.game or game is self._recorded or game.is_over or not game.history:
            return
        self._recorded = game
        self._records.record_game(replace(self._record(
            game, seconds=seconds, assisted=assisted, started=started, given_up=True,
        ), kind=kind, day=day), game.to_dict())

    # --- telling the player ----------------------------------------------------------------

    def take_problems(self) -> list[str]:
        """The stores' sentences for the player, each handed out once only.

        A saved game that cannot be written fails again at every action with the same
        sentence; the player hears it the first time, and again only if the reason changes.
        """
        found: list[str] = []
        saves_problem = self._saves.problem
        if saves_problem:
            # Cleared so that a later failure with another reason is noticed too.
            self._saves.problem = None
            found.append(saves_problem)
        # The records' sentence stays in the store: the Statistics dialog shows it as well.
        if self._records.problem:
            found.append(self._records.problem)
        told = self._storage.told
        new = [sentence for sentence in found if sentence not in told]
        told.update(new)
        return new


D = TypeVar("D", bound=DealtGame)


class GameKeeper(Keeper[D]):
    """A keeper whose defaults come from the engine protocol: a saved game is rebuilt by the
    engine's ``from_dict``, it was given up as the game says, and a finished game is recorded
    with its score, moves and win under ``rules_key_of`` (``<game>:standard`` for a game with
    one set of rules). The actions to save after are the model's ``played`` unless named.
    """

    def __init__(
        self,
        model: KeptModel[D],
        storage: Storage,
        actions: tuple[SignalInstance, ...] = (),
        parent: QObject | None = None,
        *,
        game_name: str = "",
    ) -> None:
        if game_name:
            self.game_name = game_name
        super().__init__(model, storage, actions or (model.played,), parent)

    @property
    def rules_key(self) -> str:
        return self.rules_key_of(self._model.game)

    def rules_key_of(self, game: D) -> str:
        """The record book's key for the rules ``game`` is played under."""
        del game
        return f"{self.game_name}:{STANDARD_RULES}"

    def _rebuilt(self, data: Any) -> D:
        return type(self._model.game).from_dict(data)

    def _given_up(self) -> bool:
        return self._model.game.is_given_up

    def _record(
        self, game: D, *, seconds: int, assisted: bool, started: datetime, given_up: bool
    ) -> GameRecord:
        return GameRecord(
            game=self.game_name, rules_key=self.rules_key_of(game), deal=game.deal,
            score=game.score, won=game.is_won, moves=game.moves_played, redeals_used=0,
            seconds=seconds, started=started,
            # A pasted position (deal 0) played without help is not assisted: the records
            # keep it out of the bests by its deal number instead.
            assisted=assisted, given_up=given_up,
        )
