# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Statistics dialog: records, chart and recent games follow the store; replay and reset."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAccessible, QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.keeper import record_of
from addiction.games.gaps.keeper import rules_key as addiction_rules_key
from addiction.i18n import install_translators
from addiction.shell.score_chart import BEST_COLOUR, ScoreChart
from addiction.shell.statistics import StatisticsDialog, describe_rules, new_records_text
from addiction.store import GameRecord, RecordsStore

KEY = addiction_rules_key(Rules())
OTHER = addiction_rules_key(Rules(redeals=1, gaps="random", redeal_when="any"))
START = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)

ALMOST_WON = "\n".join(
    [
        " ".join(f"{rank}{suit}" for rank in "23456789TJQK") + " --"
        for suit in "SHD"
    ]
    + [" ".join(f"{rank}C" for rank in "23456789TJQ") + " -- KC"]
)


def record(score: int, *, deal: int = 11, key: str = KEY, **changes: object) -> GameRecord:
    base = GameRecord(
        game="addiction", rules_key=key, deal=deal, score=score, won=score == 48, moves=60,
        redeals_used=1, seconds=200, started=START, finished=START + timedelta(seconds=200),
    )
    return replace(base, **changes)  # type: ignore[arg-type]


@pytest.fixture
def store(tmp_path: Path) -> RecordsStore:
    return RecordsStore.open(tmp_path)


@pytest.fixture
def dialog(qtbot: QtBot, store: RecordsStore) -> StatisticsDialog:
    dialog = StatisticsDialog(store, KEY, confirm=lambda parent, title, question: True)
    qtbot.addWidget(dialog)
    return dialog


def shown(dialog: StatisticsDialog) -> dict[str, str]:
    return {key: label.text() for key, label in dialog.values.items()}


def rows(dialog: StatisticsDialog) -> list[list[str]]:
    tree = dialog.games_list
    return [
        [tree.topLevelItem(r).text(c) for c in range(tree.columnCount())]
        for r in range(tree.topLevelItemCount())
    ]


def test_an_empty_store_shows_the_current_rules_with_no_games(dialog: StatisticsDialog) -> None:
    assert dialog.rules_key == KEY
    assert dialog.rules_combo.currentText() == "Addiction: 3 redeals, gaps after sequence"
    assert shown(dialog)["games"] == "0"
    assert shown(dialog)["best_score"] == "–"
    assert rows(dialog) == []
    assert dialog.chart.counts == [0] * 49
    assert not dialog.reset_button.isEnabled()
    assert not dialog.problem_label.isVisibleTo(dialog)


def test_finishing_games_updates_records_chart_and_list(
    dialog: StatisticsDialog, store: RecordsStore
) -> None:
    lost = GapsGame.new(deal=5)
    lost.play(lost.moves()[0])
    lost.give_up()
    store.record_game(record_of(lost, seconds=95, started=START, assisted=False))
    won = GapsGame.from_text(ALMOST_WON, Rules(), deal=321)
    won.play(won.moves_into((3, 11))[0])
    assert won.is_won
    fell = store.record_game(record_of(won, seconds=75, started=START, assisted=False))
    assert fell == {"score"}

    dialog.refresh()
    values = shown(dialog)
    assert (values["games"], values["wins"], values["win_rate"]) == ("2", "1", "50%")
    assert (values["best_score"], values["fewest_moves"], values["fastest"]) == ("48", "1", "1:15")
    assert (values["current_streak"], values["longest_streak"]) == ("1", "1")
    assert dialog.chart.best == 48
    assert dialog.chart.counts[48] == 1
    assert dialog.chart.counts[lost.score] == 1
    newest, oldest = rows(dialog)
    assert newest[:5] == ["321", "48", "Won", "1", "1:15"]
    assert oldest[:5] == ["5", str(lost.score), "Given up", "1", "1:35"]


def test_assisted_games_are_listed_marked_and_counted_nowhere_else(
    dialog: StatisticsDialog, store: RecordsStore
) -> None:
    store.record_game(record(30))
    store.record_game(record(48, assisted=True))
    dialog.refresh()
    assert shown(dialog)["best_score"] == "30"
    assert (shown(dialog)["games"], shown(dialog)["wins"], shown(dialog)["helped"]) == (
        "1", "0", "1")
    assert dialog.chart.best == 30 and dialog.chart.counts[48] == 0
    assert rows(dialog)[0][2] == "Won, assisted"


def test_the_rule_set_selector_switches_everything(
    dialog: StatisticsDialog, store: RecordsStore
) -> None:
    store.record_game(record(40, key=KEY))
    store.record_game(record(7, key=OTHER))
    store.record_game(record(9, key=OTHER))
    dialog.refresh()
    assert dialog.rules_key == KEY  # the selection survives a refresh
    assert dialog.rules_combo.count() == 2
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData(OTHER))
    assert dialog.rules_combo.currentText() == (
        "Addiction: 1 redeal, random gaps, redeal any time"
    )
    assert shown(dialog)["games"] == "2"
    assert dialog.chart.best == 9
    assert [row[1] for row in rows(dialog)] == ["9", "7"]


def test_the_best_score_bar_is_painted_gold(dialog: StatisticsDialog, store: RecordsStore) -> None:
    for score in (12, 12, 12, 30, 25):
        store.record_game(record(score))
    dialog.refresh()
    chart = dialog.chart
    chart.resize(490, 220)
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    chart.render(image)

    def colour_at(score: int) -> QColor:
        bar = chart.bar_rect(score)
        assert bar.height() > 4
        return image.pixelColor(bar.center().toPoint())

    assert colour_at(30) == BEST_COLOUR
    assert colour_at(12) == chart.palette().color(QPalette.ColorRole.Highlight)
    assert chart.bar_rect(12).height() == pytest.approx(3 * chart.bar_rect(25).height())
    assert image.pixelColor(chart.bar_rect(40).center().toPoint()) != BEST_COLOUR


def test_the_chart_names_the_score_under_the_pointer(qtbot: QtBot) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(500, 200)
    chart.set_counts([1] * 49, best=None)
    assert chart.score_at(chart.bar_rect(17).center().x()) == 17
    assert chart.score_at(0) is None


@pytest.mark.parametrize(
    ("counts", "best", "size"),
    [
        ([1] + [0] * 48, 0, (460, 200)),  # one game, lost on 0: the bar reaches the top
        ([5, 2] + [0] * 47, 0, (260, 130)),  # the smallest chart
        ([0] * 12 + [3] + [0] * 35 + [3], 48, (460, 200)),  # at the right-hand edge
        ([0] * 20 + [1, 4, 1] + [0] * 26, 20, (460, 200)),  # a taller neighbour
        ([0] * 30 + [2] + [0] * 18, 30, (460, 200)),
    ],
)
def test_the_best_label_stays_inside_the_plot(
    qtbot: QtBot, counts: list[int], best: int, size: tuple[int, int]
) -> None:
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(*size)
    chart.set_counts(counts, best)
    plot = chart.plot_rect()
    label = chart.best_label_rect()
    assert label is not None
    # Within the widget, and clear of the plot's frame lines (axes and the top grid line).
    assert chart.rect().toRectF().contains(label)
    assert plot.left() < label.left() and label.right() < plot.right()
    assert plot.top() < label.top() and label.bottom() < plot.bottom()
    # What is painted agrees: no gold at all outside the plot area.
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    chart.render(image)
    outside = [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if not plot.adjusted(-1, -1, 1, 1).contains(x, y)
        and (colour := image.pixelColor(x, y)).red() - colour.blue() > 60
    ]
    assert outside == []


@pytest.mark.parametrize("locale", [QLocale.c(), QLocale("pl_PL"), QLocale("en_US")])
def test_dates_of_games_read_one_way_in_every_locale(
    qtbot: QtBot, store: RecordsStore, locale: QLocale
) -> None:
    finished = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
    store.record_game(record(30, finished=finished))
    before = QLocale()
    QLocale.setDefault(locale)
    try:
        dialog = StatisticsDialog(store, KEY, confirm=lambda parent, title, question: True)
        qtbot.addWidget(dialog)
        item = dialog.games_list.topLevelItem(0)
        assert item is not None
        text = item.text(StatisticsDialog.COLUMNS.index("date"))
    finally:
        QLocale.setDefault(before)
    local = finished.astimezone()
    if locale.language() == QLocale.Language.C:
        # Not "2 12 2026": ISO 8601, day and month in an order nobody misreads.
        assert text == local.strftime("%Y-%m-%d %H:%M")
    else:
        # Any other locale writes the date its own short way.
        assert str(local.year)[-2:] in text and str(local.day) in text and " 12 " not in text


def test_double_clicking_a_game_asks_to_replay_its_deal(
    qtbot: QtBot, dialog: StatisticsDialog, store: RecordsStore
) -> None:
    store.record_game(record(20, deal=4242))
    store.record_game(record(33, deal=777))
    dialog.show()
    dialog.refresh()
    tree = dialog.games_list
    item = tree.topLevelItem(1)
    assert item.text(0) == "4242"  # an identifier: no thousands separator
    centre = tree.visualItemRect(item).center()
    with qtbot.waitSignal(dialog.replay_requested, timeout=1000) as signal:
        # A real double-click starts with a press; the view only activates what was pressed.
        qtbot.mousePress(tree.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        qtbot.mouseRelease(tree.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        qtbot.mouseDClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert signal.args == [4242, KEY]
    assert not dialog.isVisible()


def test_a_pasted_position_has_no_deal_to_replay(
    qtbot: QtBot, dialog: StatisticsDialog, store: RecordsStore
) -> None:
    store.record_game(record(20, deal=0, assisted=True))
    dialog.refresh()
    item = dialog.games_list.topLevelItem(0)
    assert item.text(0) == "pasted"
    with qtbot.assertNotEmitted(dialog.replay_requested):
        dialog.games_list.itemActivated.emit(item, 0)


def test_reset_after_confirming_empties_the_rule_set(
    qtbot: QtBot, store: RecordsStore, qapp: QApplication
) -> None:
    questions: list[str] = []

    def confirm(parent: QWidget, title: str, question: str) -> bool:
        questions.append(question)
        return len(questions) > 1  # says No the first time, Yes the second

    dialog = StatisticsDialog(store, KEY, confirm=confirm)
    qtbot.addWidget(dialog)
    store.record_game(record(40))
    store.record_game(record(41))
    store.record_game(record(5, key=OTHER))
    dialog.refresh()

    # The plural form comes from the English catalogue, as the application installs it.
    translators = install_translators(qapp, "en")
    try:
        qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    assert shown(dialog)["games"] == "2"  # declined: nothing lost
    assert "Forget 2 games played with" in questions[0]

    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert shown(dialog)["games"] == "0"
    assert rows(dialog) == []
    assert dialog.chart.counts == [0] * 49
    assert store.summary(KEY).games == 0
    assert store.summary(OTHER).games == 1  # other rule sets keep their games
    assert not dialog.reset_button.isEnabled()


def test_the_list_sorts_by_number_not_by_text(
    dialog: StatisticsDialog, store: RecordsStore
) -> None:
    for score in (10, 9, 11):
        store.record_game(record(score))
    dialog.refresh()
    dialog.games_list.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    assert [row[1] for row in rows(dialog)] == ["9", "10", "11"]


def test_a_store_problem_is_told_in_the_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "blocker").write_text("a file where the folder should be")
    store = RecordsStore.open(tmp_path / "blocker" / "data")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.problem_label.isVisibleTo(dialog)
    assert dialog.problem_label.text() == store.problem


@pytest.mark.parametrize(
    ("key", "text"),
    [
        (KEY, "Addiction: 3 redeals, gaps after sequence"),
        ("addiction:redeals=0,gaps=random,redeal_when=stuck", "Addiction: no redeals, random gaps"),
        ("pyramid:classic", "Pyramid: Classic"),
        ("addiction:redeals=9,gaps=wild", "addiction:redeals=9,gaps=wild"),
    ],
)
def test_rule_sets_are_described_in_words(key: str, text: str) -> None:
    assert describe_rules(key) == text


def test_the_end_of_game_line_names_the_records_that_fell(store: RecordsStore) -> None:
    assert new_records_text(store.record_game(record(30))) is None
    assert new_records_text(store.record_game(record(31))) == "New best: score!"
    store.record_game(record(48, moves=90, seconds=300))
    fell = store.record_game(record(48, moves=80, seconds=250))
    assert new_records_text(fell) == "New best: fewest moves, fastest win!"


def test_a_screen_reader_reads_the_chart_as_words(qtbot: QtBot, qapp: QApplication) -> None:
    # English plurals come from the English catalogue, as in the game.
    translators = install_translators(qapp, "en")
    try:
        chart = ScoreChart()
        qtbot.addWidget(chart)
        chart.set_counts([0] * 12 + [3] + [0] * 17 + [1] + [0] * 18, best=30)
        iface = QAccessible.queryAccessibleInterface(chart)
        assert iface is not None
        assert iface.text(QAccessible.Text.Name) == "Games per final score"
        assert iface.text(QAccessible.Text.Description) == (
            "Final score 12: 3 games; Final score 30: 1 game")
        chart.set_counts([], best=None)
        assert iface.text(QAccessible.Text.Description) == "No games finished yet"
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
