# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Tens in the window: its status strip, greedy adviser, words, rules and miniature. The
model, the keeper, dealing, replays and the end's figures are the bases' defaults."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter

from addiction.cardart.art import CardArt
from addiction.cardart.painting import CARD_ASPECT
from addiction.contract import STANDARD_RULES
from addiction.store.keeper import GameKeeper
from addiction.table import spoken
from addiction.table.help_text import help_heading_html, play_to_the_end_html
from addiction.table.model import GameModel
from addiction.table.page import GamePage, PageContext
from addiction.table.solver_bridge import SolverBridge
from tests.toy_game import GAMES
from tests.toy_game.engine import ROW, SIZE, Pair, ToyGame
from tests.toy_game.players import Greedy
from tests.toy_game.view import ToyView


class ToyPage(GamePage):
    """One Tens game: the saved one brought back, or a new random deal."""

    spec = GAMES[0]

    def __init__(self, context: PageContext) -> None:
        # A pair removed is the model's ``action_played``, one put back its ``action_undone``.
        model: GameModel[ToyGame] = GameModel(ToyGame.new(GameModel.random_deal()))
        keeper = (GameKeeper(model, context.storage, game_name=self.spec.id)
                  if context.storage is not None else None)
        solver = SolverBridge(model, Greedy,
                              (model.action_played, model.action_undone, model.game_over))
        super().__init__(context, model, ToyView(model, context.art), keeper, solver)
        self.left_label, self.moves_label = self._status_label(), self._status_label()
        self._finish_strip()
        model.score_changed.connect(lambda score: self.left_label.setText(
            self.tr("Cards left: {left}").format(left=SIZE - score)))
        model.moves_changed.connect(lambda moves: self.moves_label.setText(
            self.tr("Moves: {moves}").format(moves=moves)))
        model.action_played.connect(self._announce_removed)
        self._bring_back()

    def describe_step(self, step: Pair, aloud: bool = False) -> str:
        first, second = (spoken.card_name(c) if aloud else c.symbol for c in step)
        return self.tr("{first} with {second}").format(first=first, second=second)

    def describe_advice(self, advice: Pair, aloud: bool = False) -> str:
        return self.tr("Hint: pair {pair}.").format(pair=self.describe_step(advice, aloud))

    def _announce_removed(self, pair: Pair) -> None:
        # A save that failed in the background is noticed at the next action.
        self.tell_problems()
        self.view.announce(self.tr("Removed {first} and {second}; {left} cards left.").format(
            first=spoken.card_name(pair.first), second=spoken.card_name(pair.second),
            left=SIZE - self.game.score))

    def _end_details(self) -> dict[str, str]:
        translate = QCoreApplication.translate
        return {"won": translate("EndOfGameDialog", "Every card is paired away. Well played!"),
                "lost": translate("EndOfGameDialog", "No two cards of the row add up to 10.")}

    @classmethod
    def rules_html(cls) -> str:
        return QCoreApplication.translate(
            "Rules",
            "<p>Eighteen cards, Ace to 9 of spades and hearts: seven in a row, the rest in the "
            "stock. Click two cards of the row that add up to 10 to remove them; their places "
            "are filled from the stock. Remove every card to win; the game is over when no "
            "pair is left. Your score is the number of cards removed, 0 to 18.</p>",
        ) + help_heading_html() + play_to_the_end_html()

    @classmethod
    def paint_miniature(cls, painter: QPainter, rect: QRectF, art: CardArt) -> None:
        """Deal 1 as it opens: the stock, then the row."""
        across = 1.4 + ROW * 1.15
        width = min(rect.width() / across, rect.height() / (CARD_ASPECT * 1.5))
        left = rect.left() + (rect.width() - across * width) / 2
        top = rect.top() + (rect.height() - CARD_ASPECT * width) / 2
        art.paint_back(painter, QRectF(left, top, width, width * CARD_ASPECT))
        for place, card in enumerate(ToyGame.new(1).row):
            x = left + (1.4 + place * 1.15) * width
            art.paint(painter, QRectF(x, top, width, width * CARD_ASPECT), card)

    @classmethod
    def describe_options(cls, options: str) -> str | None:
        return QCoreApplication.translate("StatisticsDialog", "Standard") \
            if options == STANDARD_RULES else None

    @classmethod
    def position_help(cls) -> tuple[str, int]:
        return QCoreApplication.translate(
            "PositionDialog",
            "One line: the seven places of the row (-- for an empty one), then / and the stock "
            "from the bottom card up. A card is rank then suit (7H, AS)."), 1
