# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window's conversations with the player: deal number, paste, questions before leaving a
game, the end of a game, statistics, rules and About.

Each dialog opens with ``open()`` or ``show()`` and answers through signals, so nothing waits
in a nested event loop; the one open of each kind is kept here, where tests reach it too.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from addiction.contract import TITLES_CONTEXT, Analyst, GameSpec
from addiction.registry import games, spec_of_rules_key
from addiction.shell.frame import Frame
from addiction.table.page import NOTE_MS, GamePage

# The dialogs' modules are loaded when a dialog is first opened, not before the first frame.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from addiction.core.analysis import Analysis
    from addiction.shell.statistics import StatisticsDialog
    from addiction.table.dialogs import DealDialog, EndOfGameDialog, PositionDialog, RulesDialog
    from addiction.table.look_dialog import TableLookDialog
    from addiction.table.timeline import AnalysisDialog


class WindowDialogs(QObject):
    """The dialogs of ``window``, about the game on show."""

    def __init__(self, window: Frame) -> None:
        super().__init__(window)
        self.window = window
        # The dialogs open now (None when closed).
        self.deal_dialog: DealDialog | None = None
        self.position_dialog: PositionDialog | None = None
        self.end_dialog: EndOfGameDialog | None = None
        self.question: QMessageBox | None = None
        # The question about what a second launch asked for (one at a time: see
        # ``leave_first_once``), and what its yes does: the newest request's.
        self.hand_over_question: QMessageBox | None = None
        self._hand_over: Callable[[], None] = _nothing
        self.rules_dialog: RulesDialog | None = None
        self.stats_dialog: StatisticsDialog | None = None
        self.analysis_dialog: AnalysisDialog | None = None
        self.about_box: QWidget | None = None
        self.look_dialog: TableLookDialog | None = None

    def _forget(self, name: str) -> None:
        dialog = getattr(self, name)
        if dialog is not None:
            dialog.deleteLater()
        setattr(self, name, None)

    def _say(self, text: str) -> None:
        self.window.statusBar().showMessage(text, NOTE_MS)

    def choose_deal(self) -> None:
        page = self.window.page
        if page is None:
            return
        from addiction.table.dialogs import DealDialog  # noqa: PLC0415 - on demand

        deals = page.deals
        dialog = DealDialog(page.game.deal, self.window,
                            judge=deals.level_text if deals.available else None)
        deals.described.connect(dialog.show_level)
        dialog.deal_chosen.connect(self.window.new_game)
        dialog.finished.connect(lambda _: self._forget("deal_dialog"))
        self.deal_dialog = dialog
        dialog.open()

    def paste_position(self) -> None:
        """The paste dialog; while a game is in play, only once the player agrees to leave it
        (the dialog plays the position the moment it is accepted). The position already on
        the table is not pasted again: leaving the game for it would change nothing but the
        records."""
        page = self.window.page
        if page is not None and page.shows_position(QGuiApplication.clipboard().text()):
            page.say(self.tr("That position is already on the table."), NOTE_MS)
            return
        self.leave_first(self.tr("Paste a Position"), self._open_position_dialog)

    def _open_position_dialog(self) -> None:
        page = self.window.page
        if page is None:
            return
        explained, lines = page.position_help()
        from addiction.table.dialogs import PositionDialog  # noqa: PLC0415 - on demand

        dialog = PositionDialog(QGuiApplication.clipboard().text(), page.load_position,
                                explained, lines, self.window)
        dialog.finished.connect(lambda _: self._forget("position_dialog"))
        self.position_dialog = dialog
        dialog.open()

    def give_up(self) -> None:
        page = self.window.page
        if page is not None and not page.is_over:
            self.ask_first(
                self.tr("Give Up?"),
                self.tr("End this game now with a score of {score}?").format(score=page.score),
                self.tr("Give Up"), page.give_up)

    def ask_first(self, title: str, text: str, yes: str, then: Callable[[], None], *,
                  stop_asking: Callable[[], None] | None = None) -> QMessageBox:
        """Do ``then`` once the player says yes; "Keep Playing" is the safe default.

        With ``stop_asking`` the question offers "Don't ask again", and a yes with it ticked
        calls ``stop_asking`` too (a no keeps the question: it would be odd to remember "never
        leave" as an answer).
        """
        from PySide6.QtWidgets import QCheckBox, QMessageBox  # noqa: PLC0415 - as the box

        from addiction.table.dialogs import keep_playing_question  # noqa: PLC0415 - on demand

        # Play to the End must not go on under the question, changing what it asks about.
        if self.window.page is not None:
            self.window.page.stop_playing()
        box = keep_playing_question(self.window, title, text, yes)
        if stop_asking is not None:
            tick = QCheckBox(self.tr("Don't ask again"), box)
            tick.setToolTip(self.tr("Turn the question back on with Ask Before Leaving a Game "
                                    "in the Settings menu"))
            box.setCheckBox(tick)

        def answered(result: int) -> None:
            ticked = box.checkBox() is not None and box.checkBox().isChecked()
            if self.question is box:
                self._forget("question")
            else:  # another question opened since: that one stays
                box.deleteLater()
            if result == QMessageBox.StandardButton.Yes:
                if ticked and stop_asking is not None:
                    stop_asking()
                then()

        box.finished.connect(answered)
        self.question = box
        box.open()
        return box

    def leave_first(self, yes: str, then: Callable[[], None], *, page: GamePage | None = None,
                    text: str = "") -> QMessageBox | None:
        """Do ``then``, which ends the game of ``page`` (the one on show by default); while
        that game has play in it, only once the player agrees, unless they chose not to be
        asked. The game left counts as given up, so a stray Ctrl+N must not cost a streak.
        The question asked (None: ``then`` was done at once)."""
        if not self._must_ask(page):
            then()
            return None
        return self.ask_first(
            self.tr("Leave This Game?"),
            text or self.tr("Leave this game unfinished? It will count as given up."),
            yes, then, stop_asking=lambda: self.window.set_confirm_leave(False))

    def _must_ask(self, page: GamePage | None) -> bool:
        page = page if page is not None else self.window.page
        return page is not None and page.in_progress and self.window.settings.confirm_leave

    def leave_first_once(self, yes: str, then: Callable[[], None], *, page: GamePage,
                         text: str) -> None:
        """``leave_first`` for what a second launch of the program asks for, one question at
        a time however many launches come: a newer request replaces the one pending. While
        the question is open it stays, and its yes does what the newest launch asked; a newer
        one that needs no question closes it (nothing left) and is done at once."""
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - as the box

        box = self.hand_over_question
        if box is None:
            self._hand_over = then
            box = self.leave_first(yes, self._hand_over_agreed, page=page, text=text)
            if box is None:  # done at once: nothing to remember
                self._hand_over = _nothing
            else:
                self.hand_over_question = box
                box.finished.connect(lambda _: self._hand_over_answered(box))
            return
        if self._must_ask(page):
            self._hand_over = then
            box.raise_()
            box.activateWindow()
            return
        box.done(QMessageBox.StandardButton.No)  # no game is left for the request it was about
        then()

    def _hand_over_agreed(self) -> None:
        self._hand_over()  # the newest request's, not the one the question was first about

    def _hand_over_answered(self, box: QMessageBox) -> None:
        if self.hand_over_question is box:
            self.hand_over_question = None
            self._hand_over = _nothing

    def show_end_dialog(self) -> None:
        """How the game on show ended, with what it meant for the records."""
        self.close_end_dialog()
        page = self.window.page
        if page is None:
            return
        if self.stats_dialog is not None:
            self.stats_dialog.refresh()
        from addiction.shell.notices import add_records_note, records_note  # noqa: PLC0415
        from addiction.table.dialogs import EndOfGameDialog  # noqa: PLC0415 - on demand

        dialog = EndOfGameDialog(*page.end_summary(), self.window,
                                 offer_show_how=page.can_show_how)
        note = records_note(page.game.deal, page.assisted, page.records_fell)
        if self.window.storage is not None and note is not None:
            add_records_note(dialog, *note)
        daily = self._daily_note(page)
        if daily is not None:
            add_records_note(dialog, daily, False).setObjectName("daily")
        dialog.new_game_requested.connect(lambda: self.window.new_game(None))
        dialog.restart_requested.connect(lambda: self.window.on_page("restart"))
        dialog.show_how_requested.connect(lambda: self.window.on_page("show_how"))
        if page.spec.analyst:
            dialog.offer_analysis()
            spec, data = page.spec, page.game.to_dict()
            record_id = page.keeper.recorded_id if page.keeper is not None else None
            dialog.analyse_requested.connect(lambda: self.analyse_game(spec, data, record_id))
        self.end_dialog = dialog
        dialog.open()

    def _daily_note(self, page: GamePage) -> str | None:
        """What a finished deal of the day means for the streak of days (None: no such deal)."""
        storage, keeper = self.window.storage, page.keeper
        if storage is None or keeper is None or keeper.kind != "daily" or keeper.day is None:
            return None
        if not page.game.is_won:
            return self.tr("The deal of the day is not won yet: Restart Deal to try it again.")
        current, _ = storage.records.daily_streak(page.spec.id, page.deals.today())
        return self.tr("Deal of the day won: %n day(s) in a row.", "", current)

    def close_end_dialog(self) -> None:
        if self.end_dialog is not None:
            self.end_dialog.close()
            self._forget("end_dialog")

    def show_statistics(self) -> None:
        """Open the Statistics dialog beside the game (play goes on while it is open)."""
        storage, page = self.window.storage, self.window.page
        if storage is None:
            return
        if self.stats_dialog is None:
            from addiction.shell.statistics import StatisticsDialog  # noqa: PLC0415 - on demand

            key = page.rules_key if page is not None else ""
            dialog = StatisticsDialog(storage.records, key, self.window)
            dialog.replay_requested.connect(self.replay_deal)
            dialog.analyse_requested.connect(self.analyse_recorded)
            dialog.finished.connect(lambda _: self._forget("stats_dialog"))
            self.stats_dialog = dialog
        self.stats_dialog.show()
        self.stats_dialog.raise_()
        self.stats_dialog.activateWindow()

    def analyse_recorded(self, record_id: int, rules_key: str) -> None:
        """Analyse a game of the record book whose moves were kept."""
        spec = spec_of_rules_key(rules_key)
        storage = self.window.storage
        data = storage.records.moves_of(record_id) if storage is not None else None
        if spec is None or not spec.analyst or data is None:
            self._say(self.tr("That game cannot be analysed here."))
            return
        self.analyse_game(spec, data, record_id)

    def analyse_game(self, spec: GameSpec, data: Any, record_id: int | None) -> None:
        """Where was it lost? The game ``data`` (its engine's ``to_dict``) analysed move by
        move in the background, then its timeline; an analysis kept with the record (row
        ``record_id``) is shown at once, and a new one is kept there."""
        from addiction.core import AddictionError  # noqa: PLC0415 - on demand
        from addiction.core.analysis import Analysis  # noqa: PLC0415 - on demand
        from addiction.table.timeline import AnalysisDialog, step_words  # noqa: PLC0415

        self._forget("analysis_dialog")
        page = self.window.page_for(spec.id)
        analyst: Analyst = spec.load("analyst")
        try:
            steps = analyst.steps(data)
        except (AddictionError, ValueError, TypeError) as exc:
            self._say(self.tr("This game cannot be analysed ({reason}).").format(
                reason=str(exc)[:80]))
            return
        records = self.window.storage.records if self.window.storage is not None else None
        kept: Analysis | None = None
        if records is not None and record_id is not None:
            text = records.analysis_of(record_id)
            try:
                kept = Analysis.from_json(text) if text else None
            except ValueError:
                kept = None  # written by another version: analysed again

        def alternative(analysis: Analysis) -> str:
            if analysis.alternative is None:
                return ""
            try:
                return str(page.describe_step(analyst.advice(analysis.alternative)))
            except (ValueError, TypeError):
                return ""

        dialog = AnalysisDialog(spec, data, step_words(steps, page.describe_step), alternative,
                                analysis=kept, high_contrast=self.window.art.high_contrast,
                                parent=self.window)
        if records is not None and record_id is not None:
            dialog.analysed.connect(
                lambda analysis: records.keep_analysis(record_id, analysis.to_json()))
        dialog.try_again.connect(partial(self.try_again, spec, data, dialog))
        dialog.finished.connect(lambda _: self._forget("analysis_dialog"))
        self.analysis_dialog = dialog
        dialog.open()

    def try_again(self, spec: GameSpec, data: Any, dialog: AnalysisDialog, position: int) -> None:
        """Play on from ``position`` of an analysed game as a new, assisted game; before the
        turning point, with what the computer would have played there shown as a hint."""
        analyst: Analyst = spec.load("analyst")
        analysis = dialog.analysis
        hint = None
        if (analysis is not None and analysis.turning_point == position + 1
                and analysis.alternative is not None):
            hint = analyst.advice(analysis.alternative)
        game = analyst.position(data, position)
        if game.is_over:
            self._say(self.tr("The game had ended there: nothing is left to play."))
            return
        page = self.window.page_for(spec.id)

        def go() -> None:
            self.window.play_game(spec.id)
            page.play_from(game, hint)

        self.leave_first(self.tr("Try Again"), go, page=page)

    def replay_deal(self, deal: int, rules_key: str) -> None:
        """Deal ``deal`` again under the rules ``rules_key`` names, asking first mid-game."""
        if self.window.page is not None:
            # The player's game comes back from under a replay or the demo first.
            self.window.page.stop_show()
        spec = spec_of_rules_key(rules_key)
        page = self.window.page_for(spec.id) if spec is not None else None
        play = page.replay(deal, rules_key) if page is not None else None
        if spec is None or page is None or play is None:
            self._say(self.tr("That game cannot be played again here."))
            return
        game_id = spec.id

        def go() -> None:
            self.window.play_game(game_id)
            play()

        self.leave_first(
            self.tr("Play Deal {deal}").format(deal=deal), go, page=page,
            text=self.tr("Leave this game unfinished and play deal {deal} from the start?").format(
                deal=deal))

    def show_rules(self) -> None:
        """The rules of the game on show (the first game's from the start screen)."""
        page = self.window.page
        spec = page.spec if page is not None else games()[0]
        if self.rules_dialog is not None and self.rules_dialog.game_id != spec.id:
            self.rules_dialog.close()
            self._forget("rules_dialog")
        if self.rules_dialog is None:
            self.rules_dialog = self.rules_for(spec)
        self.rules_dialog.show()
        self.rules_dialog.raise_()

    def rules_for(self, spec: GameSpec) -> RulesDialog:
        """The rules of ``spec``'s game (not yet shown), under a picture of its table drawn
        with the window's card art, as its start-screen tile shows it."""
        from addiction.shell.start_screen import paint_miniature  # noqa: PLC0415 - on demand
        from addiction.table.dialogs import RulesDialog  # noqa: PLC0415 - on demand

        page_class = spec.page_class()
        described = self.tr("The table of {game} as a deal opens, drawn with your cards.").format(
            game=QCoreApplication.translate(TITLES_CONTEXT, spec.title))
        return RulesDialog(spec.id, page_class.rules_title(), page_class.rules_html(),
                           self.window, miniature=partial(paint_miniature, spec),
                           art=self.window.art, picture_text=described)

    def refresh_cards(self) -> None:
        """Draw the Rules' picture of the table again: the cards' or the felt's look changed."""
        if self.rules_dialog is not None and self.rules_dialog.picture is not None:
            self.rules_dialog.picture.update()

    def show_table_look(self) -> None:
        """The Card Deck and Table chooser: what is chosen shows on the tables at once, OK
        keeps it, Cancel puts back what was there."""
        if self.look_dialog is not None:
            self.look_dialog.raise_()
            return
        from addiction.table.look_dialog import TableLookDialog  # noqa: PLC0415 - on demand

        window = self.window
        before = window.table_look()
        dialog = TableLookDialog(window.art, before, window.show_table_look, window)
        dialog.accepted.connect(lambda: window.keep_table_look(dialog.look))
        dialog.rejected.connect(lambda: window.show_table_look(before))
        dialog.finished.connect(lambda _: self._forget("look_dialog"))
        self.look_dialog = dialog
        dialog.open()

    def show_about(self) -> None:
        # Imported when asked for: nothing of the About box is needed to start the game.
        from addiction.shell.about import AboutDialog  # noqa: PLC0415

        box = AboutDialog(parent=self.window)
        box.finished.connect(lambda _: self._forget("about_box"))
        self.about_box = box
        box.open()

    def close_all(self) -> None:
        """The window closes: so do the dialogs that live beside it."""
        if self.stats_dialog is not None:
            self.stats_dialog.close()


def _nothing() -> None:
    """What the hand-over question's yes does once it is answered: nothing."""
