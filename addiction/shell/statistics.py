# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Statistics dialog: records, streaks, a chart of final scores and the recent games of each
rule set and kind of deal, and a calendar of the deals of the day played and won."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from datetime import date, datetime
from typing import Final

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLocale,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPalette,
    QShowEvent,
    QTextCharFormat,
)
from PySide6.QtWidgets import (
    QCalendarWidget,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from addiction.contract import TITLES_CONTEXT
from addiction.registry import games, spec_of_rules_key
from addiction.shell.score_chart import ScoreChart
from addiction.store import DEAL_KINDS, DealKind, GameRecord, RecordsStore, Summary, game_of
from addiction.table.dialogs import fit_to_screen
from addiction.table.status_strip import format_time

RECENT_GAMES = 100

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter

Confirm = Callable[[QWidget, str, str], bool]
# The calendar's marks: a day whose deal was won, and one played but not (yet) won. Each
# is told by more than its colour: a won day is bold, a played one italic, and both say so
# in their tooltips and in the summary beside the calendar.
WON_DAY: Final = QColor("#7fc97f")
PLAYED_DAY: Final = QColor("#fdc086")


def new_records_text(fell: Collection[str]) -> str | None:
    """The end-of-game line for records that fell (``RecordsStore.record_game``'s answer).

    None when no record fell; otherwise e.g. ``New best: score, fewest moves!``.
    """
    names = {
        "score": QCoreApplication.translate("StatisticsDialog", "score"),
        "moves": QCoreApplication.translate("StatisticsDialog", "fewest moves"),
        "time": QCoreApplication.translate("StatisticsDialog", "fastest win"),
    }
    parts = [name for key, name in names.items() if key in fell]
    if not parts:
        return None
    separator = QCoreApplication.translate("StatisticsDialog", ", ")
    return QCoreApplication.translate("StatisticsDialog", "New best: {records}!").format(
        records=separator.join(parts)
    )


def describe_rules(rules_key: str) -> str:
    """The rule set as a player reads it: the game's title, then what its page says of the options."""
    spec = spec_of_rules_key(rules_key)
    described = None
    if spec is not None:
        described = spec.page_class().describe_options(rules_key.partition(":")[2])
    if spec is None or described is None:
        return rules_key  # from a later version: show it as stored rather than guess
    return QCoreApplication.translate("StatisticsDialog", "{game}: {options}").format(
        game=QCoreApplication.translate(TITLES_CONTEXT, spec.title), options=described)


class _GameItem(QTreeWidgetItem):
    """A row of the recent games that sorts by number and date rather than by its text."""

    SORT_ROLE = Qt.ItemDataRole.UserRole + 1

    def __lt__(self, other: QTreeWidgetItem) -> bool:
        column = self.treeWidget().sortColumn() if self.treeWidget() else 0
        mine, theirs = self.data(column, self.SORT_ROLE), other.data(column, self.SORT_ROLE)
        if mine is None or theirs is None:
            return super().__lt__(other)
        return bool(mine < theirs)


def _ask(parent: QWidget, title: str, question: str) -> bool:
    answer = QMessageBox.question(
        parent,
        title,
        question,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


class StatisticsDialog(QDialog):
    """Per rule set and kind of deal: the records and streaks, the spread of final scores and
    the recent games; per game, a calendar of its deals of the day.

    Double-clicking a game emits ``replay_requested(deal, rules_key)`` and closes the dialog.
    ``confirm(parent, title, question)`` asks before a reset (a Yes/No box unless replaced);
    ``today`` gives the player's calendar date (the daily streak counts back from it).
    """

    replay_requested = Signal(int, str)
    # A recorded game (its row in the book, its rule set) to analyse move by move.
    analyse_requested = Signal(int, str)

    COLUMNS = ("deal", "score", "result", "moves", "time", "date")
    _NUMBER_COLUMNS = (0, 1, 3, 4)

    def __init__(
        self,
        store: RecordsStore,
        current_rules_key: str | None = None,
        parent: QWidget | None = None,
        *,
        confirm: Confirm = _ask,
        today: Callable[[], date] = date.today,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._current_key = current_rules_key
        self._confirm = confirm
        self._today = today
        self.setWindowTitle(self.tr("Statistics"))

        self.problem_label = QLabel(self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)

        self.rules_combo = QComboBox(self)
        self.rules_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.rules_combo.currentIndexChanged.connect(self._show_selected)
        rules_label = QLabel(self.tr("&Rules:"), self)
        rules_label.setBuddy(self.rules_combo)
        # Winnable-only and daily deals are easier or shared: their records are their own;
        # practice games ("All deals" leaves them out) have none.
        self.kind_combo = QComboBox(self)
        self.kind_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for kind, text in ((None, self.tr("All deals")),
                           ("normal", self.tr("Random or chosen deals")),
                           ("winnable", self.tr("Winnable deals only")),
                           ("daily", self.tr("Deals of the day")),
                           ("practice", self.tr("Practice games"))):
            self.kind_combo.addItem(text, kind)
        self.kind_combo.setToolTip(self.tr(
            "Games dealt by Winnable Deals Only and deals of the day keep records of their own; "
            "practice games, played on from an analysed game, count in none"))
        self.kind_combo.currentIndexChanged.connect(self._show_selected)
        kind_label = QLabel(self.tr("&Deals:"), self)
        kind_label.setBuddy(self.kind_combo)
        rules_row = QHBoxLayout()
        rules_row.addWidget(rules_label)
        rules_row.addWidget(self.rules_combo)
        rules_row.addSpacing(12)
        rules_row.addWidget(kind_label)
        rules_row.addWidget(self.kind_combo)
        rules_row.addStretch(1)

        records_box = QGroupBox(self.tr("Records"), self)
        form = QFormLayout(records_box)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
        # Twelve rows: a little closer than the style's spacing, so that they and the
        # calendar below fit an 800x600 screen.
        form.setVerticalSpacing(3)
        self.values: dict[str, QLabel] = {}
        for key, label in (
            ("games", self.tr("Games played")),
            ("wins", self.tr("Games won")),
            ("win_rate", self.tr("Win rate")),
            ("best_score", self.tr("Best score")),
            ("average_score", self.tr("Average score")),
            ("fewest_moves", self.tr("Fewest moves to win")),
            ("fastest", self.tr("Fastest win")),
            ("current_streak", self.tr("Current win streak")),
            ("longest_streak", self.tr("Longest win streak")),
            ("current_loss_streak", self.tr("Current loss streak")),
            ("longest_loss_streak", self.tr("Longest loss streak")),
            ("helped", self.tr("Not counted, with help")),
        ):
            value = QLabel(self)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.values[key] = value
            form.addRow(label, value)
            if "streak" in key:
                tip = self.tr("A game given up or left for another is a loss")
                value.setToolTip(tip)
                form.labelForField(value).setToolTip(tip)
        self._form = form
        # The one rule every figure, the chart and the records follow (see Summary).
        self.rule_note = QLabel(self)
        self.rule_note.setWordWrap(True)
        self.rule_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        records_box.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)

        chart_box = QGroupBox(self.tr("Final scores"), self)
        self.chart = ScoreChart(chart_box)
        QVBoxLayout(chart_box).addWidget(self.chart)

        top_row = QHBoxLayout()
        top_row.addWidget(records_box)
        top_row.addWidget(chart_box, 1)

        games_box = QGroupBox(self.tr("Recent games"), self)
        self.games_list = QTreeWidget(games_box)
        self.games_list.setRootIsDecorated(False)
        self.games_list.setUniformRowHeights(True)
        self.games_list.setAlternatingRowColors(True)
        self.games_list.setSortingEnabled(True)
        self.games_list.setHeaderLabels(
            [self.tr("Deal"), self.tr("Score"), self.tr("Result"), self.tr("Moves"),
             self.tr("Time"), self.tr("Date")]
        )
        header = self.games_list.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        for column in self._NUMBER_COLUMNS:
            self.games_list.headerItem().setTextAlignment(column, _RIGHT)
        self.games_list.setToolTip(self.tr("Double-click a game to play its deal again."))
        self.games_list.itemActivated.connect(self._replay)
        games_layout = QVBoxLayout(games_box)
        games_layout.addWidget(self.games_list)
        self.analyse_button = QPushButton(self.tr("Analyse This Game…"), games_box)
        self.analyse_button.setEnabled(False)
        self.analyse_button.clicked.connect(self._analyse)
        self.games_list.currentItemChanged.connect(self._game_chosen)
        games_layout.addWidget(self.analyse_button, 0, Qt.AlignmentFlag.AlignRight)

        daily_box = QWidget(self)
        self.calendar = QCalendarWidget(daily_box)
        self.calendar.setGridVisible(True)
        self.calendar.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)
        self.calendar.setAccessibleName(self.tr("Deals of the day played and won"))
        self.calendar.currentPageChanged.connect(lambda *_: self._show_month())
        self.daily_label = QLabel(daily_box)
        self.daily_label.setWordWrap(True)
        self.daily_label.setTextFormat(Qt.TextFormat.PlainText)
        self.daily_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        legend = QLabel(daily_box)
        legend.setTextFormat(Qt.TextFormat.RichText)
        legend.setText(
            f'<span style="background:{WON_DAY.name()}">&nbsp;<b>1</b>&nbsp;</span> '
            + self.tr("won") + "&nbsp;&nbsp; "
            + f'<span style="background:{PLAYED_DAY.name()}">&nbsp;<i>1</i>&nbsp;</span> '
            + self.tr("played, not won"))
        legend.setAccessibleName(self.tr("Bold days were won, italic days played but not won"))
        side = QVBoxLayout()
        side.addWidget(self.daily_label, 1)
        side.addWidget(legend)
        daily_layout = QHBoxLayout(daily_box)
        daily_layout.addWidget(self.calendar, 3)
        daily_layout.addLayout(side, 2)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(games_box, self.tr("Recent games"))
        self.tabs.addTab(daily_box, self.tr("Deals of the day"))
        games_box.setFlat(True)
        games_box.setTitle("")
        self._marked: list[QDate] = []

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self.tr("Reset Statistics…"), self)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self._ask_reset)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.problem_label)
        layout.addLayout(rules_row)
        layout.addLayout(top_row)
        layout.addWidget(self.tabs, 3)
        # The note sits beside the buttons, where the width is to spare and the height is not.
        bottom_row = QHBoxLayout()
        bottom_row.addWidget(self.rule_note, 1)
        bottom_row.addWidget(buttons)
        layout.addLayout(bottom_row)
        # Narrower than this, the list of games would hide its dates behind a scroll bar.
        self.setMinimumWidth(660)
        fit_to_screen(self, 820, 640)
        self.refresh()

    # --- reading the store -----------------------------------------------------------

    @property
    def rules_key(self) -> str | None:
        """The rule set on show."""
        key = self.rules_combo.currentData()
        return key if isinstance(key, str) else None

    @property
    def kind(self) -> DealKind | None:
        """The kind of deal on show; None for all."""
        kind = self.kind_combo.currentData()
        return kind if kind in DEAL_KINDS else None

    def show_kind(self, kind: DealKind | None) -> None:
        """Show the games of one kind of deal (None: all)."""
        self.kind_combo.setCurrentIndex(max(self.kind_combo.findData(kind), 0))

    def refresh(self) -> None:
        """Read the store again: after a game ended or the statistics were reset."""
        selected = self.rules_key or self._current_key
        keys = self._store.rule_sets()
        if self._current_key is not None and self._current_key not in keys:
            keys.append(self._current_key)
        self.rules_combo.blockSignals(True)
        self.rules_combo.clear()
        for key in keys:
            self.rules_combo.addItem(describe_rules(key), key)
        found = self.rules_combo.findData(selected) if selected is not None else -1
        self.rules_combo.setCurrentIndex(max(found, 0))
        self.rules_combo.blockSignals(False)
        self._show_selected()

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)

    def _show_selected(self) -> None:
        key, kind = self.rules_key, self.kind
        self.problem_label.setText(self._store.problem or "")
        self.problem_label.setVisible(bool(self._store.problem))
        summary = self._store.summary(key, kind) if key is not None else Summary("")
        self._show_summary(summary)
        if key is None:
            self.chart.set_counts([0] * (games()[0].max_score + 1), None)
            records: list[GameRecord] = []
        else:
            self.chart.set_counts(self._store.distribution(key, kind), summary.best_score)
            records = self._store.recent(key, RECENT_GAMES, kind)
        self._show_games(records)
        self.reset_button.setEnabled(key is not None and self._games_of(key) > 0)
        self.rule_note.setText(
            self.tr("Practice games count only here, and hold no record or streak.")
            if kind == "practice" else
            self.tr("Only games dealt and played without Hint, Auto or Play to the End count "
                    "here; the others are listed, marked."))
        self._form.setRowVisible(self.values["helped"], kind != "practice")
        self._show_month()

    def _games_of(self, key: str) -> int:
        """Every game of the rule set a reset forgets: counted, helped and practice."""
        summary, practice = self._store.summary(key), self._store.summary(key, "practice")
        return summary.games + summary.helped + practice.games

    def _show_summary(self, summary: Summary) -> None:
        locale = QLocale()
        dash = "–"

        def number(value: int | None) -> str:
            return dash if value is None else locale.toString(value)

        self.values["games"].setText(locale.toString(summary.games))
        self.values["wins"].setText(locale.toString(summary.wins))
        self.values["win_rate"].setText(
            self.tr("{percent}%").format(percent=locale.toString(100 * summary.win_rate, "f", 0))
            if summary.games else dash
        )
        self.values["best_score"].setText(number(summary.best_score))
        self.values["average_score"].setText(
            dash if summary.average_score is None
            else locale.toString(summary.average_score, "f", 1)
        )
        self.values["fewest_moves"].setText(number(summary.fewest_moves))
        self.values["fastest"].setText(
            dash if summary.fastest_seconds is None else format_time(summary.fastest_seconds)
        )
        for name in ("current_streak", "longest_streak", "current_loss_streak",
                     "longest_loss_streak", "helped"):
            self.values[name].setText(locale.toString(getattr(summary, name)))

    # --- the deals of the day ----------------------------------------------------------

    def _show_month(self) -> None:
        """Mark the days of the month on show whose deal of the day was played and won, and
        say the same in words (for a screen reader, and for anyone reading rather than
        looking at colours)."""
        key = self.rules_key
        game = game_of(key) if key else ""
        results = self._store.daily_results(game) if game else {}
        plain = QTextCharFormat()
        for marked in self._marked:
            self.calendar.setDateTextFormat(marked, plain)
        self._marked = []
        for day, won in results.items():
            mark = QTextCharFormat()
            mark.setBackground(QBrush(WON_DAY if won else PLAYED_DAY))
            mark.setForeground(QBrush(QColor("black")))
            if won:
                mark.setFontWeight(QFont.Weight.Bold)
            else:
                mark.setFontItalic(True)
            mark.setToolTip(self.tr("Deal of the day won") if won
                            else self.tr("Deal of the day played, not won"))
            when = QDate(day.year, day.month, day.day)
            self.calendar.setDateTextFormat(when, mark)
            self._marked.append(when)
        year, month = self.calendar.yearShown(), self.calendar.monthShown()
        in_month = {day: won for day, won in results.items()
                    if (day.year, day.month) == (year, month)}
        current, longest = (self._store.daily_streak(game, self._today()) if game
                            else (0, 0))
        locale = QLocale()
        month_name = locale.standaloneMonthName(month, QLocale.FormatType.LongFormat)
        won_days = sorted(day.day for day, won in in_month.items() if won)
        lost_days = sorted(day.day for day, won in in_month.items() if not won)
        lines = [
            self.tr("Daily deals won in a row: {current} (longest {longest}).").format(
                current=locale.toString(current), longest=locale.toString(longest)),
            self.tr("{month} {year}: {played} played, {won} won.").format(
                month=month_name, year=year, played=locale.toString(len(in_month)),
                won=locale.toString(len(won_days))),
        ]
        separator = self.tr(", ")
        if won_days:
            lines.append(self.tr("Won: {days}.").format(
                days=separator.join(locale.toString(d) for d in won_days)))
        if lost_days:
            lines.append(self.tr("Played, not won: {days}.").format(
                days=separator.join(locale.toString(d) for d in lost_days)))
        if not results:
            lines.append(self.tr("Play the Deal of the Day from the Game menu or the start "
                                 "screen: one deal a day, the same for everyone."))
        text = "\n".join(lines)
        self.daily_label.setText(text)
        self.calendar.setAccessibleDescription(text)

    def daily_text(self) -> str:
        """What the calendar's summary says (the month on show and the streak of days)."""
        return self.daily_label.text()

    def _result(self, record: GameRecord) -> str:
        if record.won:
            result = self.tr("Won")
        elif record.given_up:
            result = self.tr("Given up")
        else:
            result = self.tr("Game over")
        if record.assisted:
            result = self.tr("{result}, assisted").format(result=result)
        # Which deals these were, when the list shows every kind.
        if record.kind == "winnable":
            result = self.tr("{result}, winnable deal").format(result=result)
        elif record.kind == "daily":
            result = self.tr("{result}, daily deal").format(result=result)
        elif record.kind == "practice":
            result = self.tr("{result}, practice").format(result=result)
        return result

    def _show_games(self, records: Sequence[GameRecord]) -> None:
        locale = QLocale()
        self.games_list.setSortingEnabled(False)
        self.games_list.clear()
        kept = self._store.has_moves([r.record_id for r in records if r.record_id is not None])
        for position, record in enumerate(records):
            item = _GameItem(
                [
                    str(record.deal) if record.deal else self.tr("pasted"),
                    locale.toString(record.score),
                    self._result(record),
                    locale.toString(record.moves),
                    format_time(record.seconds),
                    _finished_text(record.finished),
                ]
            )
            # ``records`` come newest first in the order they were recorded, which orders
            # them by date even when two games ended within the same second.
            sort_keys: tuple[object, ...] = (
                record.deal, record.score, self._result(record), record.moves, record.seconds,
                len(records) - position,
            )
            for column, sort_key in enumerate(sort_keys):
                item.setData(column, _GameItem.SORT_ROLE, sort_key)
            for column in self._NUMBER_COLUMNS:
                item.setTextAlignment(column, _RIGHT)
            item.setData(0, Qt.ItemDataRole.UserRole, record.deal)
            item.setData(1, Qt.ItemDataRole.UserRole, record.rules_key)
            # Only a game whose moves were kept (recorded by this version on) can be analysed.
            item.setData(2, Qt.ItemDataRole.UserRole,
                         record.record_id if record.record_id in kept else None)
            if record.won:
                font = item.font(1)
                font.setBold(True)
                item.setFont(1, font)
            self.games_list.addTopLevelItem(item)
        self.games_list.setSortingEnabled(True)
        self.games_list.sortByColumn(self.COLUMNS.index("date"), Qt.SortOrder.DescendingOrder)

    # --- actions ---------------------------------------------------------------------

    def _replay(self, item: QTreeWidgetItem, column: int = 0) -> None:
        deal = item.data(0, Qt.ItemDataRole.UserRole)
        rules_key = item.data(1, Qt.ItemDataRole.UserRole)
        if not deal:
            return  # a pasted position has no deal number to deal again
        self.replay_requested.emit(int(deal), str(rules_key))
        self.accept()

    def _game_chosen(self, item: QTreeWidgetItem | None) -> None:
        spec = spec_of_rules_key(str(item.data(1, Qt.ItemDataRole.UserRole))) if item else None
        can = bool(item and spec is not None and spec.analyst
                   and item.data(2, Qt.ItemDataRole.UserRole) is not None)
        self.analyse_button.setEnabled(can)
        self.analyse_button.setToolTip(
            self.tr("See where this game could still be won, move by move") if can
            else self.tr("Only games recorded since moves are kept can be analysed")
            if item is not None else "")

    def _analyse(self) -> None:
        item = self.games_list.currentItem()
        record_id = item.data(2, Qt.ItemDataRole.UserRole) if item is not None else None
        if item is not None and record_id is not None:
            self.analyse_requested.emit(int(record_id), str(item.data(1, Qt.ItemDataRole.UserRole)))

    def _ask_reset(self) -> None:
        key = self.rules_key
        if key is None:
            return
        games = self._games_of(key)
        question = self.tr(
            "Forget {games} played with “{rules}”? Their records and history will be lost."
        ).format(games=self.tr("%n game(s)", "", games), rules=describe_rules(key))
        if self._confirm(self, self.tr("Reset Statistics"), question):
            self._store.reset(key)
            self.refresh()


def _finished_text(moment: datetime) -> str:
    """The date and time a game ended, in the player's time zone and locale."""
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        # The C locale writes "2 12 2026", which reads as either day or month first:
        # ISO 8601 is unambiguous everywhere.
        return locale.toString(local, "yyyy-MM-dd HH:mm")
    return locale.toString(local, QLocale.FormatType.ShortFormat)
