# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What a game's page implements: every hook the window, the page and the start screen, Rules
dialog, statistics and paste dialog call on a game, in one place.

``GamePage`` (``addiction.table.page``) runs a game in the window through these hooks and no
other knowledge of it; a game's page subclass overrides them (those that raise
``NotImplementedError`` it must) and leaves the page's workings alone. The registry
(``addiction.registry``) names each game's page class.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QAction, QPainter

from addiction.cardart.art import CardArt
from addiction.contract import STANDARD_RULES, TITLES_CONTEXT, DealtGame, GameSpec, PlayedGame
from addiction.core.errors import shown
from addiction.table.model import GameModel, PlayModel
from addiction.table.status_strip import format_time


class PageHooks:
    """The plug-in interface of a game's page: the game it plays (``spec``), what the window
    reads of its game, what it asks the game to do, and what the other dialogs ask of its
    class. Not a QObject: ``GamePage`` takes it in beside ``QObject``."""

    spec: ClassVar[GameSpec]
    # The page's model (``GamePage`` sets it), which the defaults below play through.
    model: PlayModel

    # --- what the window reads --------------------------------------------------------------

    @property
    def game(self) -> PlayedGame:
        """The engine game in play (by default, its ``GameModel``'s)."""
        return self._game_model().game

    def _game_model(self) -> GameModel[DealtGame]:
        """The model, for the defaults a page over a ``GameModel`` gets."""
        if not isinstance(self.model, GameModel):
            raise NotImplementedError(f"{type(self).__name__} says how its model plays")
        model: GameModel[DealtGame] = self.model
        return model

    @property
    def rules_key(self) -> str:
        """The record book's key for the rules of the game in play (by default
        ``<id>:standard``, a game with one set of rules, as ``GameKeeper`` records it)."""
        return f"{self.spec.id}:{STANDARD_RULES}"

    def game_options(self) -> Any:
        """The options the game in play was dealt under (what ``new_game`` takes to deal it
        again); None: the game's default rules, for a game without options."""
        return None

    def play_actions(self) -> list[QAction]:
        """The game's own actions for the Play menu and the toolbar (after Undo and Redo)."""
        return []

    def settings_actions(self) -> list[QAction]:
        """The game's own options, at the top of the Settings menu."""
        return []

    # --- what the window asks ---------------------------------------------------------------

    def new_game(self, deal: int | None = None, options: Any = None) -> None:
        """Deal ``deal`` (random when None) under ``options`` (``parse_options``'s value; the
        ones chosen in Settings when None). By default a game of one set of rules: the model
        deals it."""
        del options
        self._game_model().new_game(deal)

    def deal_options(self) -> Any:
        """The options a New Game on this page would use now (the player's chosen rules): what
        to hand the game's judge (``GameSpec.judge_deal``) for the next deal as the player
        would get it. None: the game's default rules."""
        return None

    def load_position(self, text: str) -> None:
        """Play on from ``text`` in the game's notation; ``AddictionError`` when it is not one."""
        self._game_model().load_position(text)

    def replay(self, deal: int, rules_key: str) -> Callable[[], None] | None:
        """What deals ``deal`` again under ``rules_key``; None when this version cannot (by
        default, the page's own rules only)."""
        return partial(self.new_game, deal) if rules_key == self.rules_key else None

    def position_of(self, text: str) -> str | None:
        """``text`` written as the game writes its position (``PlayedGame.to_text``); None
        when it is not a position of this game (or the game cannot tell)."""
        del text
        return None

    def describe_advice(self, advice: Any, aloud: bool = False) -> str:
        """A hint in words, for the status bar (cards as symbols) or to be read ``aloud``
        (cards by name)."""
        raise NotImplementedError

    def play_advice(self, advice: Any) -> None:
        """Play what Auto chose (``IllegalAction`` if it cannot be played); by default the
        advice is an action the model plays."""
        self._game_model().play(advice)

    def describe_step(self, step: Any) -> str:
        """A step of a game (what ``play_advice`` takes) in words, with no verb of advice
        ("8♣ to row 3, column 5"), for the analysis of a finished game."""
        return self.describe_advice(step)

    def end_summary(self) -> tuple[str, str, dict[str, str]]:
        """The end-of-game dialog's title, its sentence and the figures of the finished game:
        by default the sentence ``_end_details`` gives for the game's status, its score out of
        the declared best and its moves."""
        game = self.game
        figures = {
            QCoreApplication.translate("EndOfGameDialog", "Score"):
                f"{game.score}/{self.spec.max_score}",
            QCoreApplication.translate("EndOfGameDialog", "Moves"): str(game.moves_played),
        }
        return self._end_summary(game.status, self._end_details(), figures)

    def _end_details(self) -> dict[str, str]:
        """The end-of-game dialog's sentence for each way the game ends, by its status ("won",
        and the others the engine tells apart); giving up has one of every game's."""
        return {}

    def _end_summary(
        self, status: str, details: dict[str, str], figures: dict[str, str]
    ) -> tuple[str, str, dict[str, str]]:
        """What every game's end says alike: the title by ``status``, the sentence for a game
        given up unless ``details`` has one, then time and deal."""
        if status == "given-up" and status not in details:
            details = {**details, status: QCoreApplication.translate(
                "EndOfGameDialog", "You gave up this deal.")}
        if status == "won":
            title = QCoreApplication.translate("EndOfGameDialog", "You won!")
        elif status == "given-up":
            title = QCoreApplication.translate("EndOfGameDialog", "Game ended")
        else:
            title = QCoreApplication.translate("EndOfGameDialog", "Game over")
        figures[QCoreApplication.translate("EndOfGameDialog", "Time")] = format_time(self.model.elapsed)
        if self.game.deal:
            figures[QCoreApplication.translate("EndOfGameDialog", "Deal")] = str(self.game.deal)
        return title, details.get(status, ""), figures

    # --- for the Rules dialog, the start screen, the statistics and the paste dialog --------

    @classmethod
    def for_game(cls, spec: GameSpec) -> type[PageHooks]:
        """The page class that plays ``spec``: this one, for a page made for one game; a page
        that serves a family of games makes a subclass per member."""
        if spec.id != cls.spec.id:
            raise ValueError(f"{cls.__name__} plays {cls.spec.id}, not {spec.id}")
        return cls

    @classmethod
    def rules_title(cls) -> str:
        return QCoreApplication.translate("RulesDialog", "Rules of {game}").format(
            game=QCoreApplication.translate(TITLES_CONTEXT, cls.spec.title))

    @classmethod
    def rules_html(cls) -> str:
        raise NotImplementedError

    @classmethod
    def paint_miniature(cls, painter: QPainter, rect: QRectF, art: CardArt) -> None:
        """A small picture of the game's table for its start-screen tile."""
        raise NotImplementedError

    @classmethod
    def describe_options(cls, options: str) -> str | None:
        """The options part of a rule-set key in words; None for one of a later version."""
        raise NotImplementedError

    @classmethod
    def parse_options(cls, text: str) -> Any:
        """The options written on the command line (``--rules``); ``ValueError`` if none. By
        default a game of one set of rules, written ``standard``."""
        if text.strip().lower() != STANDARD_RULES:
            raise ValueError(f"{shown(text)} is not a rule set of {cls.spec.title}; write "
                             f"{STANDARD_RULES}")
        return STANDARD_RULES

    @classmethod
    def position_help(cls) -> tuple[str, int]:
        """How a position is written, and how many lines of text it takes."""
        raise NotImplementedError
