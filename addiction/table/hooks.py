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
from typing import Any, ClassVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QAction, QPainter

from addiction.cardart.art import CardArt
from addiction.contract import GameSpec, PlayedGame


class PageHooks:
    """The plug-in interface of a game's page: the game it plays (``spec``), what the window
    reads of its game, what it asks the game to do, and what the other dialogs ask of its
    class. Not a QObject: ``GamePage`` takes it in beside ``QObject``."""

    spec: ClassVar[GameSpec]

    # --- what the window reads --------------------------------------------------------------

    @property
    def game(self) -> PlayedGame:
        """The engine game in play."""
        raise NotImplementedError

    @property
    def rules_key(self) -> str:
        """The record book's key for the rules of the game in play."""
        raise NotImplementedError

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
        ones chosen in Settings when None)."""
        raise NotImplementedError

    def deal_options(self) -> Any:
        """The options a New Game on this page would use now (the player's chosen rules): what
        to hand the game's judge (``GameSpec.judge_deal``) for the next deal as the player
        would get it. None: the game's default rules."""
        return None

    def load_position(self, text: str) -> None:
        """Play on from ``text`` in the game's notation; ``AddictionError`` when it is not one."""
        raise NotImplementedError

    def replay(self, deal: int, rules_key: str) -> Callable[[], None] | None:
        """What deals ``deal`` again under ``rules_key``; None when this version cannot."""
        raise NotImplementedError

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
        """Play what Auto chose (``IllegalAction`` if it cannot be played)."""
        raise NotImplementedError

    def describe_step(self, step: Any) -> str:
        """A step of a game (what ``play_advice`` takes) in words, with no verb of advice
        ("8♣ to row 3, column 5"), for the analysis of a finished game."""
        return self.describe_advice(step)

    def end_summary(self) -> tuple[str, str, dict[str, str]]:
        """The end-of-game dialog's title, its sentence and the figures of the finished game."""
        raise NotImplementedError

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
        raise NotImplementedError

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
        """The options written on the command line (``--rules``); ``ValueError`` if none."""
        raise NotImplementedError

    @classmethod
    def position_help(cls) -> tuple[str, int]:
        """How a position is written, and how many lines of text it takes."""
        raise NotImplementedError
