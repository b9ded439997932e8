# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the window's menus and dialogs use of the window: its settings, card art and the
player's data, the page on show, and the commands they call. ``MainWindow`` is the window;
its parts know it by this face, so that neither needs the other's module."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QMainWindow

from addiction.cardart.animation import Speed
from addiction.cardart.art import CardArt
from addiction.store.keeper import Storage
from addiction.table.page import GamePage
from addiction.table.settings import Settings

if TYPE_CHECKING:
    from addiction.cardart.table_look import TableLook, Verdict


class Frame(QMainWindow):
    """The window as its menus and dialogs see it; ``MainWindow`` fills in every command."""

    settings: Settings
    # None while the window must touch none of the player's data (screenshots).
    storage: Storage | None
    art: CardArt
    # The page on show; None on the start screen.
    page: GamePage | None

    def page_for(self, game_id: str) -> GamePage:
        """The page of ``game_id``, made when first wanted."""
        raise NotImplementedError

    def choose_game(self) -> None:
        raise NotImplementedError

    def play_game(self, game_id: str) -> GamePage:
        raise NotImplementedError

    def on_page(self, verb: str, *args: Any) -> None:
        raise NotImplementedError

    def new_game(self, deal: int | None = None) -> None:
        raise NotImplementedError

    def new_game_of_level(self, level: str) -> None:
        raise NotImplementedError

    def deal_of_the_day(self, game_id: str | None = None) -> None:
        raise NotImplementedError

    def restart(self) -> None:
        raise NotImplementedError

    def set_confirm_leave(self, on: bool) -> None:
        raise NotImplementedError

    def copy_position(self) -> None:
        raise NotImplementedError

    def set_speed(self, speed: Speed) -> None:
        raise NotImplementedError

    def set_four_colour(self, on: bool) -> None:
        raise NotImplementedError

    def set_large_print(self, on: bool) -> None:
        raise NotImplementedError

    def set_high_contrast(self, on: bool) -> None:
        raise NotImplementedError

    def set_reduced_motion(self, on: bool) -> None:
        raise NotImplementedError

    def set_full_screen(self, on: bool) -> None:
        raise NotImplementedError

    def set_sound(self, on: bool) -> None:
        raise NotImplementedError

    def set_sound_volume(self, volume: int) -> None:
        raise NotImplementedError

    def table_look(self) -> TableLook:
        raise NotImplementedError

    def show_table_look(self, look: TableLook, verdict: Verdict | None = None
                        ) -> tuple[TableLook, list[str]]:
        raise NotImplementedError

    def keep_table_look(self, look: TableLook) -> None:
        raise NotImplementedError

    def restart_program(self) -> None:
        """Close, as a quit does, and have the program start again once it has ended."""
        raise NotImplementedError
