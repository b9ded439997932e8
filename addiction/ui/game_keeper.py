"""Keeps the game in progress on disk after every action and each finished game in the records."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Final

from PySide6.QtCore import QObject

from addiction.engine import Game, SaveError
from addiction.model import GameModel
from addiction.store import (
    GameRecord,
    RecordKind,
    RecordsStore,
    SavedGames,
    addiction_rules_key,
)

GAME_NAME: Final = "addiction"
# While the clock runs between actions, the time is saved this often (in seconds of play),
# so even a crash costs the player at most this much of the timer.
TIME_SAVE_EVERY_S: Final = 10


def _now() -> datetime:
    return datetime.now(UTC)


def restored(data: dict[str, Any]) -> tuple[Game, int, bool, datetime]:
    """The game, elapsed seconds, assisted flag and start time of saved data.

    Raises ``SaveError`` for anything that does not make a game exactly as it was saved.
    """
    game = Game.from_dict(data.get("game"))
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
    return game, elapsed, assisted, moment.astimezone(UTC)


class GameKeeper(QObject):
    """Saves the model's game after every action and records the game when it ends.

    Saving follows the model's signals by itself; recording is asked for by the window
    (``record_finished``) so that the end-of-game dialog can tell which records fell.
    Neither store ever raises for a damaged or unwritable file: their one-sentence problems
    are handed out once each by ``take_problems``.
    """

    def __init__(
        self,
        model: GameModel,
        records: RecordsStore,
        saves: SavedGames,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._records = records
        self._saves = saves
        self._started = _now()
        self._restoring_started: datetime | None = None
        self._recorded: Game | None = None
        self._told: set[str] = set()
        model.game_started.connect(self._game_started)
        model.card_moved.connect(self.save)
        model.redealt.connect(self.save)
        model.assisted_changed.connect(self.save)
        model.elapsed_changed.connect(self._time_passed)

    @classmethod
    def open(cls, model: GameModel, parent: QObject | None = None) -> GameKeeper:
        """A keeper over the player's own data folder (``ADDICTION_DATA_DIR`` redirects it).

        Call it once the application has its name: the folder is named after it.
        """
        return cls(model, RecordsStore.open(), SavedGames.open(), parent)

    @property
    def records(self) -> RecordsStore:
        return self._records

    @property
    def saves(self) -> SavedGames:
        return self._saves

    @property
    def started(self) -> datetime:
        """When the game in play was dealt (for a resumed game: when it was first dealt)."""
        return self._started

    @property
    def rules_key(self) -> str:
        """The record book's key for the rules of the game in play."""
        return addiction_rules_key(self._model.game.rules)

    # --- the game in progress --------------------------------------------------------------

    def resume(self) -> bool:
        """Bring back the saved game exactly as it was left; False if there is none to resume.

        A saved game that cannot be rebuilt is kept aside (the player is told through
        ``take_problems``) and the model's game is left as it is.
        """
        data = self._saves.load(GAME_NAME)
        if data is None:
            return False
        try:
            game, elapsed, assisted, started = restored(data)
        except SaveError:
            self._saves.set_aside(GAME_NAME)
            return False
        if game.is_over:
            # Finished games are recorded, never saved; this one has nothing left to play.
            self._saves.clear(GAME_NAME)
            return False
        self._restoring_started = started
        self._model.show_game(game, elapsed=elapsed, assisted=assisted)
        return True

    def save(self) -> None:
        """Save the game in play (the disk write happens in the background)."""
        model = self._model
        if model.game.is_over:
            # ``record_finished`` clears the save once the game is in the records.
            return
        self._saves.save(
            GAME_NAME,
            {
                "game": model.game.to_dict(),
                "elapsed": model.elapsed,
                "assisted": model.assisted,
                "started": self._started.isoformat(timespec="seconds"),
            },
        )

    def close(self) -> bool:
        """Save the time played up to now and wait for the disk; False if saving failed."""
        self.save()
        return self._saves.flush()

    def _game_started(self) -> None:
        self._started = self._restoring_started or _now()
        self._restoring_started = None
        if self._model.game.is_over:
            # A pasted position with no move left: nothing to come back to.
            self._saves.clear(GAME_NAME)
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
        model = self._model
        game = model.game
        if not game.is_over or game is self._recorded:
            return frozenset()
        self._recorded = game
        fell = self._records.record_game(
            GameRecord.from_game(
                game, seconds=model.elapsed, started=self._started, assisted=model.assisted
            )
        )
        self._saves.clear(GAME_NAME)
        return fell

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
        new = [sentence for sentence in found if sentence not in self._told]
        self._told.update(new)
        return new
