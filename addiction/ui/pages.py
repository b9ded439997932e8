"""What the window asks of the game on show: one small interface, one page per game.

The window's menus, toolbar and dialogs call a ``GamePage`` and never ask which game it is;
``AddictionPage`` and ``addiction.ui.pyramid_page.PyramidPage`` implement it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from addiction.engine import Game, Rules
from addiction.engine.pyramid import PyramidGame
from addiction.model import GameModel
from addiction.store import RecordKind, addiction_rules_key
from addiction.ui.board_view import BoardView
from addiction.ui.game_keeper import GameKeeper, PyramidKeeper
from addiction.ui.solver_bridge import SolverBridge

GameName = Literal["addiction", "pyramid"]


class GamePage(Protocol):
    """One game in the window: its table, status-bar strip, keeper, and the menus' verbs."""

    @property
    def name(self) -> GameName: ...

    @property
    def view(self) -> QWidget: ...

    @property
    def keeper(self) -> GameKeeper | PyramidKeeper | None: ...

    @property
    def game(self) -> Game | PyramidGame: ...

    @property
    def score(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def given_up(self) -> bool: ...

    @property
    def in_progress(self) -> bool: ...

    @property
    def elapsed(self) -> int: ...

    @property
    def assisted(self) -> bool: ...

    @property
    def rules_key(self) -> str: ...

    @property
    def records_fell(self) -> frozenset[RecordKind]: ...

    def new_game(self, deal: int | None = None) -> None: ...

    def restart(self) -> None: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def give_up(self) -> None: ...

    def ask(self, purpose: str) -> bool: ...

    def load_position(self, text: str) -> None: ...

    def set_paused(self, paused: bool) -> None: ...


class AddictionPage(QObject):
    """Addiction behind the ``GamePage`` verbs: the board, its model, keeper and solver.

    New games take the rules ``rules()`` reads (the ones chosen in Settings). Addiction's
    status bar, hints and "still winnable" sentences stay with the window.
    """

    name: GameName = "addiction"

    def __init__(
        self,
        model: GameModel,
        board: BoardView,
        keeper: GameKeeper | None,
        solver: SolverBridge,
        rules: Callable[[], Rules],
        *,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model
        self._board = board
        self._keeper = keeper
        self.solver = solver
        self._rules = rules
        # The records the finished game broke, for the end-of-game dialog.
        self.records_fell: frozenset[RecordKind] = frozenset()

    @property
    def view(self) -> QWidget:
        return self._board

    @property
    def keeper(self) -> GameKeeper | None:
        return self._keeper

    @property
    def game(self) -> Game:
        return self.model.game

    @property
    def score(self) -> int:
        return self.model.game.score

    @property
    def is_over(self) -> bool:
        return self.model.game.is_over

    @property
    def given_up(self) -> bool:
        return self.model.game.is_given_up

    @property
    def in_progress(self) -> bool:
        game = self.model.game
        return not game.is_over and bool(game.history or game.can_redo)

    @property
    def elapsed(self) -> int:
        return self.model.elapsed

    @property
    def assisted(self) -> bool:
        return self.model.assisted

    @property
    def rules_key(self) -> str:
        return addiction_rules_key(self.model.game.rules)

    def new_game(self, deal: int | None = None) -> None:
        self.model.new_game(deal, self._rules())

    def restart(self) -> None:
        self.model.restart()

    def undo(self) -> None:
        self.model.undo()

    def redo(self) -> None:
        self.model.redo()

    def give_up(self) -> None:
        if not self.model.game.is_over:
            self.model.give_up()

    def ask(self, purpose: str) -> bool:
        return self.solver.ask(purpose)

    def load_position(self, text: str) -> None:
        self.model.load_position(text, self._rules())

    def set_paused(self, paused: bool) -> None:
        self.model.set_paused(paused)
