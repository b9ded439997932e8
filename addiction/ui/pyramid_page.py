"""Pyramid in the window: its table, status-bar fields, keeper and solver, behind a few methods.

The window's menus and toolbar call these while Pyramid is the game on show; the page tells
the window what changed through its model's signals and its own ``ended`` signal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from addiction.engine.errors import IllegalAction
from addiction.engine.pyramid import SIZE, Action, Mode, PyramidGame
from addiction.model.pyramid_model import PyramidModel
from addiction.store import RecordKind, pyramid_rules_key
from addiction.ui.animation import Speed
from addiction.ui.cardart import CardArt
from addiction.ui.dialogs import format_time
from addiction.ui.game_keeper import PyramidKeeper
from addiction.ui.pages import GameName
from addiction.ui.pyramid_view import PyramidView
from addiction.ui.solver_bridge import PyramidAdvisorLike, PyramidHinter, SolverBridge


class PyramidPage(QObject):
    """One Pyramid game in the window.

    ``ended`` fires once a finished game (won, lost or given up) has been recorded and its
    last cards have landed, so the window can show the end-of-game dialog over a still table.
    ``advice`` carries the solver's answer for a Hint (``"hint"``) or an Auto (``"auto"``,
    already played), or None when there was nothing to say.
    """

    ended = Signal()
    advice = Signal(str, object)  # (purpose, Action | None)
    name: GameName = "pyramid"

    def __init__(
        self,
        art: CardArt,
        mode: Mode,
        *,
        model: PyramidModel | None = None,
        keeper: PyramidKeeper | None = None,
        advisor_factory: Callable[[], PyramidAdvisorLike] = PyramidHinter,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = model if model is not None else PyramidModel(
            PyramidGame.new(PyramidModel.random_deal(), mode))
        self.view = PyramidView(self.model, art)
        self.keeper = keeper
        self.solver = SolverBridge(self.model, advisor_factory, parent=self)
        self.solver.decided.connect(self._decided)
        # The records the finished game broke, for the end-of-game dialog.
        self.records_fell: frozenset[RecordKind] = frozenset()
        self._end_pending = False

        self.status = QWidget()
        self.assisted_label = QLabel(self.tr("Assisted"), self.status)
        self.assisted_label.setToolTip(self.tr("Hint or Auto helped in this game"))
        self.pass_label = QLabel(self.status)
        self.stock_label = QLabel(self.status)
        self.cleared_label = QLabel(self.status)
        self.moves_label = QLabel(self.status)
        self.time_label = QLabel(self.status)
        self.deal_label = QLabel(self.status)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout(self.status)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        for label in (self.assisted_label, self.pass_label, self.stock_label,
                      self.cleared_label, self.moves_label, self.time_label, self.deal_label):
            label.setContentsMargins(8, 0, 8, 0)
            row.addWidget(label)

        m = self.model
        m.game_started.connect(self._game_started)
        m.passes_changed.connect(self._show_passes)
        m.stock_count_changed.connect(self._show_stock)
        m.pyramid_count_changed.connect(self._show_cleared)
        m.moves_changed.connect(self._show_moves)
        m.elapsed_changed.connect(self._show_time)
        m.assisted_changed.connect(self.assisted_label.setVisible)
        m.game_over.connect(self._game_over)
        self.view.animations_finished.connect(self._landed)
        self._game_started()

    # --- what the window reads ---------------------------------------------------------------

    @property
    def game(self) -> PyramidGame:
        return self.model.game

    @property
    def rules_key(self) -> str:
        return pyramid_rules_key(self.model.mode)

    @property
    def score(self) -> int:
        return self.model.score

    @property
    def is_over(self) -> bool:
        return self.model.is_over

    @property
    def given_up(self) -> bool:
        return self.model.given_up

    @property
    def elapsed(self) -> int:
        return self.model.elapsed

    @property
    def assisted(self) -> bool:
        return self.model.assisted

    @property
    def in_progress(self) -> bool:
        """Whether leaving this game now would throw away play."""
        game = self.model.game
        return not self.model.is_over and bool(game.history or game.can_redo)

    # --- what the window asks ----------------------------------------------------------------

    def new_game(self, deal: int | None = None, mode: Mode | None = None) -> None:
        """Deal ``deal`` (random when None) in ``mode`` (the game's own when None)."""
        self.model.new_game(deal, mode)

    def restart(self) -> None:
        self.model.restart()

    def undo(self) -> None:
        self.model.undo()

    def redo(self) -> None:
        self.model.redo()

    def load_position(self, text: str) -> None:
        self.model.load_position(text)

    def set_paused(self, paused: bool) -> None:
        self.model.set_paused(paused)

    def set_speed(self, speed: Speed) -> None:
        self.view.set_speed(speed)

    def ask(self, purpose: str) -> bool:
        """Ask the solver for the next action, to show (``"hint"``) or to play (``"auto"``);
        False when an answer is already on its way."""
        return self.solver.ask(purpose)

    def give_up(self) -> None:
        if not self.model.is_over:
            self.model.give_up()

    def shutdown(self) -> None:
        self.solver.shutdown()

    def describe(self, action: Action) -> str:
        """A hint in words, for the status bar."""
        if action.kind == "draw":
            return self.tr("Hint: turn the next card of the stock.")
        if action.kind == "recycle":
            return self.tr("Hint: turn the waste over for another pass.")
        if action.kind == "king":
            return self.tr("Hint: remove {card}.").format(card=action.cards[0].symbol)
        first, second = action.cards
        return self.tr("Hint: pair {first} with {second}.").format(
            first=first.symbol, second=second.symbol)

    # --- the model's signals ------------------------------------------------------------------

    def _game_started(self) -> None:
        m, game = self.model, self.model.game
        self._show_passes(game.pass_number)
        self._show_stock(game.stock_count)
        self._show_cleared(game.pyramid_count)
        self._show_moves(game.actions_played)
        self._show_time(m.elapsed)
        self.assisted_label.setVisible(m.assisted)
        if game.deal:
            self.deal_label.setText(self.tr("Deal {deal}").format(deal=game.deal))
            self.deal_label.setToolTip(self.tr("Deal number: choose it again from the Game menu"))
        else:
            self.deal_label.setText(self.tr("Pasted position"))
            self.deal_label.setToolTip("")
        self.records_fell = frozenset()
        self._end_pending = False

    def _show_passes(self, number: int) -> None:
        if self.model.mode == "classic":
            self.pass_label.setText(self.tr("Pass: {number}/3").format(number=number))
        else:
            self.pass_label.setText(self.tr("Pass: {number}").format(number=number))

    def _show_stock(self, count: int) -> None:
        self.stock_label.setText(self.tr("Stock: {count}").format(count=count))

    def _show_cleared(self, left: int) -> None:
        self.cleared_label.setText(
            self.tr("Cleared: {cleared}/{size}").format(cleared=SIZE - left, size=SIZE))

    def _show_moves(self, moves: int) -> None:
        self.moves_label.setText(self.tr("Moves: {moves}").format(moves=moves))

    def _show_time(self, seconds: int) -> None:
        self.time_label.setText(self.tr("Time: {time}").format(time=format_time(seconds)))

    def _game_over(self) -> None:
        if self.keeper is not None:
            self.records_fell = self.keeper.record_finished()
        if self.view.animating:
            # Let the last cards land before the dialog covers them.
            self._end_pending = True
        else:
            self.ended.emit()

    def _landed(self) -> None:
        # Look once the table has finished reacting to the last batch.
        QTimer.singleShot(0, self._end_if_settled)

    def _end_if_settled(self) -> None:
        if self._end_pending and not self.view.animating:
            self._end_pending = False
            self.ended.emit()

    def _decided(self, purpose: str, action: Action | None) -> None:
        if action is None or self.model.is_over:
            self.advice.emit(purpose, None)
            return
        self.model.mark_assisted()
        if purpose == "hint":
            self.view.show_hint(action)
            self.advice.emit(purpose, action)
            return
        try:
            self.model.play(action)
        except IllegalAction:
            # Only a bug in the solver gets here; the window says nothing was played.
            action = None
        self.advice.emit(purpose, action)
