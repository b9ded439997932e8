# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Tens in the window: its table, status strip, greedy adviser, rules and miniature."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter

from addiction.cardart.art import CardArt
from addiction.cardart.painting import CARD_ASPECT
from addiction.table import spoken
from addiction.table.page import GamePage, PageContext
from addiction.table.solver_bridge import SolverBridge
from tests.toy_game import GAMES
from tests.toy_game.engine import ROW, SIZE, Pair, ToyGame
from tests.toy_game.keeper import RULES, RULES_KEY, ToyKeeper
from tests.toy_game.model import ToyModel
from tests.toy_game.study import greedy
from tests.toy_game.view import ToyView

# The deal the start-screen miniature shows, the same every time.
MINIATURE_DEAL: Final = 1


class GreedyAdvisor:
    """Hint and Auto: the greedy player's pair."""

    def choose(self, game: ToyGame) -> Pair | None:
        return greedy(game)


class ToyPage(GamePage):
    """One Tens game: the saved one brought back, or a new random deal."""

    spec = GAMES[0]

    def __init__(self, context: PageContext) -> None:
        model = ToyModel()
        keeper = ToyKeeper(model, context.storage) if context.storage is not None else None
        solver = SolverBridge(model, GreedyAdvisor,
                              (model.pair_removed, model.pair_undone, model.game_over))
        super().__init__(context, model, ToyView(model, context.art), keeper, solver)
        self.model: ToyModel = model
        for child in (keeper, solver):
            if child is not None:
                child.setParent(self)
        self.left_label = self._status_label()
        self.moves_label = self._status_label()
        self._finish_strip()
        model.left_changed.connect(self._show_left)
        model.moves_changed.connect(self._show_moves)
        model.pair_removed.connect(self._announce_removed)
        self.resumed = keeper is not None and keeper.resume()
        if not self.resumed:
            model.new_game()

    # --- what the window reads -------------------------------------------------------------

    @property
    def game(self) -> ToyGame:
        return self.model.game

    @property
    def rules_key(self) -> str:
        return RULES_KEY

    # --- what the window asks --------------------------------------------------------------

    def new_game(self, deal: int | None = None, options: Any = None) -> None:
        del options  # one rule set
        self.model.new_game(deal)

    def load_position(self, text: str) -> None:
        self.model.load_position(text)

    def replay(self, deal: int, rules_key: str) -> Callable[[], None] | None:
        return (lambda: self.model.new_game(deal)) if rules_key == RULES_KEY else None

    def describe_advice(self, advice: Pair, aloud: bool = False) -> str:
        if aloud:
            return self.tr("Hint: {first}, with {second}.").format(
                first=spoken.card_name(advice.first), second=spoken.card_name(advice.second))
        return self.tr("Hint: pair {first} with {second}.").format(
            first=advice.first.symbol, second=advice.second.symbol)

    def play_advice(self, advice: Pair) -> None:
        self.model.play(advice)

    def _announce_removed(self, pair: Pair) -> None:
        # A save that failed in the background is noticed at the next action.
        self.tell_problems()
        self.view.announce(self.tr("Removed {first} and {second}; {left} cards left.").format(
            first=spoken.card_name(pair.first), second=spoken.card_name(pair.second),
            left=self.model.game.left))

    def end_summary(self) -> tuple[str, str, dict[str, str]]:
        game = self.model.game
        translate = QCoreApplication.translate
        details = {
            "won": translate("EndOfGameDialog", "Every card is paired away. Well played!"),
            "lost": translate("EndOfGameDialog", "No two cards of the row add up to 10."),
            "given-up": translate("EndOfGameDialog", "You gave up this deal."),
        }
        figures = {
            translate("EndOfGameDialog", "Score"): f"{game.score}/{SIZE}",
            translate("EndOfGameDialog", "Moves"): str(game.moves_played),
        }
        return self._end_summary(game.status, details, figures)

    def _game_started(self) -> None:
        self._show_left(self.model.game.left)
        self._show_moves(self.model.game.moves_played)
        super()._game_started()

    def _show_left(self, left: int) -> None:
        self.left_label.setText(self.tr("Cards left: {left}").format(left=left))

    def _show_moves(self, moves: int) -> None:
        self.moves_label.setText(self.tr("Moves: {moves}").format(moves=moves))

    # --- for the Rules dialog, the start screen, the statistics and the paste dialog ----------

    @classmethod
    def rules_title(cls) -> str:
        return QCoreApplication.translate("RulesDialog", "Rules of Tens")

    @classmethod
    def rules_html(cls) -> str:
        return QCoreApplication.translate(
            "Rules",
            "<p>Eighteen cards, Ace to 9 of spades and hearts: seven in a row, the rest in the "
            "stock. Click two cards of the row that add up to 10 to remove them; their places "
            "are filled from the stock. Remove every card to win; the game is over when no "
            "pair is left. Your score is the number of cards removed, 0 to 18.</p>")

    @classmethod
    def paint_miniature(cls, painter: QPainter, rect: QRectF, art: CardArt) -> None:
        """Deal ``MINIATURE_DEAL`` as it opens: the stock, then the row."""
        game = ToyGame.new(MINIATURE_DEAL)
        step = 1.15
        across = 1.4 + ROW * step
        width = min(rect.width() / across, rect.height() / (CARD_ASPECT * 1.5))
        left = rect.left() + (rect.width() - across * width) / 2
        top = rect.top() + (rect.height() - CARD_ASPECT * width) / 2
        art.paint_back(painter, QRectF(left, top, width, width * CARD_ASPECT))
        for place, card in enumerate(game.row):
            if card is not None:
                x = left + (1.4 + place * step) * width
                art.paint(painter, QRectF(x, top, width, width * CARD_ASPECT), card)

    @classmethod
    def describe_options(cls, options: str) -> str | None:
        return QCoreApplication.translate("StatisticsDialog", "Standard") if options == RULES \
            else None

    @classmethod
    def parse_options(cls, text: str) -> str:
        if text.strip().lower() != RULES:
            raise ValueError(f"{text!r} is not a rule set of Tens; write {RULES}")
        return RULES

    @classmethod
    def position_help(cls) -> tuple[str, int]:
        return QCoreApplication.translate(
            "PositionDialog",
            "One line: the seven places of the row (-- for an empty one), then / and the stock "
            "from the bottom card up. A card is rank then suit (7H, AS)."), 1
