# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A new game needs no change outside its own folder: Tens (``tests/toy_game``), added to the
registry's packages here and nowhere else, is offered by the command, the start screen and
the Game menu, played by clicking, saved and resumed, recorded, shown in the statistics and
studied by ``addiction-study``; its judge brings Winnable Deals Only and the deal of the day,
its analyst Analyse This Game."""

from __future__ import annotations

import itertools
import json
from datetime import date
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QAccessible, QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from addiction import registry
from addiction.cardart.items import Highlight
from addiction.contract import Judgement
from addiction.core import NotationError, SaveError
from addiction.dealing.daily import daily_deal, daily_start
from addiction.program.app import build_parser, main
from addiction.shell.window import MainWindow
from addiction.store import DATA_DIR_ENV, RecordsStore
from addiction.study import cli as study
from addiction.table.settings import SETTINGS_ENV
from tests.conftest import OpenWindow
from tests.pictures import differing, miniature
from tests.toy_game import WON_BY_GREEDY
from tests.toy_game.engine import SIZE, Pair, ToyGame
from tests.toy_game.page import ToyPage
from tests.toy_game.players import ToyAnalyst, greedy, judge, play_out
from tests.toy_game.view import ToyView

SAVE = "toy-in-progress.json"
RULES_KEY = "toy:standard"
# The window's size in these tests.
WINDOW = (1000, 600)
# Greedy plays one pair of deal 22, and then no two cards of the row add up to 10.
LOST_AFTER_ONE = 22
# Waits for the judge on its worker thread.
JUDGED_MS = 30_000
DAY = date(2026, 12, 2)


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Tens in the registry, and the player's data and settings in folders of the test's own."""
    monkeypatch.setattr(registry, "PACKAGES", (*registry.PACKAGES, "tests.toy_game"))
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))
    return folder


def toy_of(window: MainWindow) -> ToyPage:
    page = window.pages["toy"]
    assert isinstance(page, ToyPage)
    return page


def table_of(window: MainWindow) -> ToyView:
    view = toy_of(window).view
    assert isinstance(view, ToyView)
    return view


def records_of(window: MainWindow) -> RecordsStore:
    assert window.storage is not None
    return window.storage.records


def showing(window: MainWindow, page: ToyPage) -> bool:
    return window.page is page and window.stack.currentWidget() is page.view


def choose_deal(window: MainWindow, deal: int) -> None:
    """Game > Choose Deal Number…, as the player types it."""
    window.menus.action_choose_deal.trigger()
    dialog = window.dialogs.deal_dialog
    assert dialog is not None
    dialog.edit.setText(str(deal))
    dialog.accept()
    assert toy_of(window).game.deal == deal


def click_pair(qtbot: QtBot, window: MainWindow, pair: Pair) -> None:
    """Click the two cards of ``pair`` in the middle of their faces, through the view."""
    view = table_of(window)
    model = toy_of(window).model
    with qtbot.waitSignal(model.action_played, timeout=2000) as removed:
        for card in pair:
            point: QPoint = view.mapFromScene(view.card_rect(card).center())
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)  # type: ignore[no-untyped-call]
    assert removed.args == [pair]


def answer(box: QMessageBox | None, button: QMessageBox.StandardButton) -> None:
    assert box is not None and box.isVisible()
    box.button(button).click()


def table_grab(open_window: OpenWindow, deal: int, size: tuple[int, int]) -> QImage:
    """The table of Tens' deal ``deal`` in a window of ``size``, as the window draws it (the
    window without a record book, closed again); only the table is there to compare."""
    window = open_window("toy", storage=None, size=size)
    toy_of(window).new_game(deal)
    view = table_of(window)
    view.finish_animations()
    grabbed = window.grab().toImage()
    table = QRect(view.viewport().mapTo(window, QPoint(0, 0)), view.viewport().size())
    window.close()
    # Everything but the table left transparent: the menus and status strip are not compared.
    only = QImage(grabbed.size(), QImage.Format.Format_ARGB32)
    only.fill(Qt.GlobalColor.transparent)
    painter = QPainter(only)
    painter.drawImage(table.topLeft(), grabbed.copy(table))
    painter.end()
    return only


# --- the engine, on its own ------------------------------------------------------------------


def test_the_engine_deals_plays_undoes_and_keeps_its_word() -> None:
    game = ToyGame.new(WON_BY_GREEDY)
    assert game.to_text() == ToyGame.new(WON_BY_GREEDY).to_text() != ToyGame.new(2).to_text()
    assert game.score == 0 and game.status == "playing"
    first = greedy(game)
    assert first is not None
    game.play(first)
    second = greedy(game)
    assert second is not None
    game.play(second)
    assert game.undo() == second and game.can_redo
    twin = ToyGame.from_dict(json.loads(json.dumps(game.to_dict())))
    assert twin.to_dict() == game.to_dict() and twin.history == (first,)
    assert ToyGame.from_text(game.to_text()).to_text() == game.to_text()
    assert play_out(WON_BY_GREEDY).is_won and play_out(WON_BY_GREEDY).score == SIZE
    lost = play_out(LOST_AFTER_ONE)
    assert lost.status == "lost" and lost.moves_played == 1 and not lost.can_undo


@pytest.mark.parametrize(("text", "words"), [
    ("AS 9S 2S 8S 3S 7S 4S / 6S 5S", "cannot all have gone in pairs"),  # 5H gone alone
    ("AS 9S 2S 8S 3S 7S / 4S", "write the 7 places"),
    ("AS 9S 2S 8S 3S 7S TS / 4S 6S", "token 7: 'TS' is not a card of Tens"),
    ("AS AS 2S 8S 3S 7S 4S / 6S", "token 2: AS appears twice"),
    ("AS 9S 2S -- 3S 7S 4S / 6S", "empty while the stock still has cards"),
    ("AS 9S 2S 8S 3S 7S 4S 6S", "then / and the stock"),
    ("one\ntwo", "a Tens position is one line"),
])
def test_a_bad_position_is_refused(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        ToyGame.from_text(text)


def test_a_damaged_save_is_refused() -> None:
    game = ToyGame.new(WON_BY_GREEDY)
    pair = game.actions()[0]
    game.play(pair)
    good = game.to_dict()
    for damage in ({"applied": 2}, {"actions": [["AS", "AS"]]}, {"format": "chess"},
                   {"position": ToyGame.new(WON_BY_GREEDY).to_text()}, {"given_up": "no"},
                   {"start": 7}, {"deal": 2}):
        with pytest.raises(SaveError):
            ToyGame.from_dict({**good, **damage})
    with pytest.raises(SaveError):
        ToyGame.from_dict([good])


# --- the command ------------------------------------------------------------------------------


def test_the_command_lists_and_plays_the_toy(
    open_window: OpenWindow, data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert main(["--list-games"]) == 0
    listed = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()}
    # Its id, title and description, in the columns every game's line keeps.
    assert listed["toy"].split(None, 2)[1:] == [
        "Tens", "Remove pairs that add up to 10 from a row of seven."]
    args = build_parser().parse_args(["--game", "toy", "--rules", "standard"])
    assert args.game == "toy" and ToyPage.parse_options(args.rules) == "standard"
    # A screenshot of a deal: the table drawn offscreen, the player's data untouched.
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # as the command sets it, undone after
    out = tmp_path / "toy.png"
    assert main(["--game", "toy", "--deal", "3", "--screenshot", str(out), "--size", "900x500"]) == 0
    image = QImage(str(out))
    assert image.size().toTuple() == (900, 500)
    assert not data_dir.exists()
    # Its table is deal 3 of Tens, pixel for pixel as the window draws it at that size; deal
    # 4's cards differ (the felt around them, most of the table, is the same).
    assert differing(image, table_grab(open_window, 3, (900, 500))) < 0.002
    assert differing(image, table_grab(open_window, 4, (900, 500))) > 0.01
    # The command opens the window on the deal of Tens asked for.
    seen: list[ToyGame] = []

    def look() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                seen.append(toy_of(widget).game)
                widget.close()
        QApplication.quit()

    QTimer.singleShot(0, look)
    assert main(["--game", "toy", "--deal", "5"]) == 0
    [game] = seen
    assert game.to_text() == ToyGame.new(5).to_text() and game.deal == 5


def test_without_its_package_the_toy_is_no_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert "toy" not in registry.game_ids()
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--game", "toy"])
    capsys.readouterr()


# --- the start screen and the Game menu ---------------------------------------------------------


def test_the_start_screen_and_the_game_menu_offer_the_toy(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("choose", size=WINDOW)
    screen = window.start_screen
    tile = screen.tiles["toy"]
    assert tile.isVisible() and tile.title == "Tens"
    assert "10" in tile.description
    image = screen.grab().toImage()
    picture = tile.picture_rect().toRect().translated(tile.mapTo(screen, QPoint(0, 0)))
    # The miniature: Tens' own table in small, as its page draws it, not another game's.
    for game, alike in (("toy", True), ("addiction", False), ("pyramid", False)):
        expected = miniature(game, tile.picture_rect().size(), window.art)
        assert (differing(image, expected, at=picture.topLeft()) < 0.02) is alike, game
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    page = toy_of(window)
    assert showing(window, page) and window.windowTitle() == "Tens"
    assert window.settings.game == "toy"
    assert window.menus.action_new.isEnabled() and not window.menus.action_undo.isEnabled()
    labels = [label.text() for label in page.status.findChildren(QLabel)
              if label.isVisibleTo(window) and label.text()]
    assert labels == ["Tens", "Cards left: 18", "Moves: 0", "Time: 0:00", f"Deal {page.game.deal}"]
    # The Game menu: an entry of its own, checked while it is on show.
    game_menu = window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    action = window.menus.game_actions["toy"]
    assert action in game_menu.actions() and action.text().replace("&", "") == "Tens"
    assert action.isChecked()
    window.menus.game_actions["pyramid"].trigger()
    assert window.page is window.pages["pyramid"] and not action.isChecked()
    action.trigger()
    assert showing(window, page)
    window.dialogs.show_rules()
    assert window.dialogs.rules_dialog is not None
    assert window.dialogs.rules_dialog.windowTitle() == "Rules of Tens"


# --- playing, saving, resuming ------------------------------------------------------------------


def test_a_pair_clicked_is_saved_and_resumed_exactly(
    qtbot: QtBot, open_window: OpenWindow, data_dir: Path
) -> None:
    window = open_window("toy", size=WINDOW)
    page = toy_of(window)
    choose_deal(window, WON_BY_GREEDY)
    view = table_of(window)
    for _ in range(2):
        pair = greedy(page.game)
        assert pair is not None
        click_pair(qtbot, window, pair)
        assert page.game.history[-1] == pair
    # A card chosen lights up with its partners; a second click on it lets it go.
    card = next(c for c in page.game.row if c is not None)
    point = view.mapFromScene(view.card_rect(card).center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)  # type: ignore[no-untyped-call]
    assert view.selected == card and view.card_item(card).highlight is Highlight.CHOSEN
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)  # type: ignore[no-untyped-call]
    assert view.selected is None
    assert window.menus.action_undo.isEnabled()
    window.menus.action_undo.trigger()
    assert page.game.moves_played == 1 and window.menus.action_redo.isEnabled()
    assert page.moves_label.text() == "Moves: 1"
    assert page.keeper is not None and page.keeper.saves.flush()
    saved = json.loads((data_dir / SAVE).read_text(encoding="utf-8"))
    assert saved["game"] == "toy" and saved["data"]["game"] == page.game.to_dict()
    left = page.game.to_dict()
    window.close()
    # As after a restart: the game played last, brought back as it was left.
    again = open_window(size=WINDOW)
    resumed = toy_of(again)
    assert showing(again, resumed) and resumed.resumed
    assert resumed.game.to_dict() == left and resumed.game.can_redo
    assert again.menus.action_undo.isEnabled() and again.menus.action_redo.isEnabled()
    assert resumed.left_label.text() == f"Cards left: {SIZE - 2}"
    # And it plays on from there.
    again.menus.action_redo.trigger()
    assert resumed.game.moves_played == 2


def test_the_keyboard_plays_and_a_screen_reader_reads_the_row(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("toy", size=WINDOW)
    page = toy_of(window)
    choose_deal(window, WON_BY_GREEDY)
    view = table_of(window)
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface is not None and iface.role() == QAccessible.Role.Table
    assert iface.childCount() == 8  # the row's seven places, then the stock
    names = [iface.child(i).text(QAccessible.Text.Name) for i in range(8)]
    assert names[0] == "Seven of spades, row 1, column 1"
    assert names[7] == "Stock, 11 cards"
    pair = greedy(page.game)
    assert pair is not None
    view.setFocus()
    for card in pair:
        place = page.game.row.index(card)
        while view.place_focus_index() != place:
            qtbot.keyClick(view, Qt.Key.Key_Right)  # type: ignore[no-untyped-call]
        qtbot.keyClick(view, Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    assert page.game.history == (pair,)
    assert iface.child(7).text(QAccessible.Text.Name) == "Stock, 9 cards"


def test_a_position_copied_is_pasted_back(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("toy", size=WINDOW)
    page = toy_of(window)
    choose_deal(window, WON_BY_GREEDY)
    pair = greedy(page.game)
    assert pair is not None
    click_pair(qtbot, window, pair)
    window.menus.action_copy.trigger()
    text = QGuiApplication.clipboard().text()
    assert text == page.game.to_text() + "\n"
    window.menus.action_new.trigger()
    # The pair removed would be lost: New Game asks first.
    assert window.dialogs.question is not None
    window.dialogs.question.button(QMessageBox.StandardButton.Yes).click()
    window.menus.action_paste.trigger()
    dialog = window.dialogs.position_dialog
    assert dialog is not None and dialog.edit.toPlainText() == text
    dialog.accept()
    assert page.game.to_text() + "\n" == text and page.game.deal == 0
    assert page.deal_label.text() == "Pasted position"


# --- finished games: records and statistics -----------------------------------------------------


def test_finished_games_land_in_the_records_and_the_statistics(
    qtbot: QtBot, open_window: OpenWindow, data_dir: Path
) -> None:
    window = open_window("toy", size=WINDOW)
    page = toy_of(window)
    records = records_of(window)
    # A deal lost after one pair.
    choose_deal(window, LOST_AFTER_ONE)
    pair = greedy(page.game)
    assert pair is not None
    with qtbot.waitSignal(page.ended, timeout=2000):
        click_pair(qtbot, window, pair)
    assert page.game.is_lost
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.isVisible() and dialog.windowTitle() == "Game over"
    assert f"Score: 2/{SIZE}\nMoves: 1" in dialog.summary()
    [lost] = records.recent()
    assert (lost.game, lost.rules_key, lost.deal, lost.score, lost.won, lost.given_up) == (
        "toy", RULES_KEY, LOST_AFTER_ONE, 2, False, False)
    dialog.close_button.click()
    # A deal won by clicking every pair: a new best score.
    choose_deal(window, WON_BY_GREEDY)
    while (pair := greedy(page.game)) is not None:
        click_pair(qtbot, window, pair)
    assert page.game.is_won
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.windowTitle() == "You won!"
    note = dialog.findChild(QLabel, "records")
    assert isinstance(note, QLabel) and note.text() == "New best: score!"
    won, _ = records.recent(RULES_KEY)
    assert (won.deal, won.score, won.won, won.moves, won.assisted) == (
        WON_BY_GREEDY, SIZE, True, SIZE // 2, False)
    # The finished game is recorded, not saved.
    assert page.keeper is not None and page.keeper.saves.flush()
    assert not (data_dir / SAVE).exists()
    dialog.close_button.click()
    window.menus.action_statistics.trigger()
    stats = window.dialogs.stats_dialog
    assert stats is not None and stats.isVisible()
    assert stats.rules_key == RULES_KEY and stats.rules_combo.currentText() == "Tens: Standard"
    assert stats.values["games"].text() == "2" and stats.values["wins"].text() == "1"
    assert stats.values["best_score"].text() == str(SIZE)
    assert len(stats.chart.counts) == SIZE + 1
    assert stats.chart.counts[SIZE] == 1 and stats.chart.counts[2] == 1
    assert stats.games_list.topLevelItemCount() == 2
    # Double-clicking the lost game deals it again.
    rows = [stats.games_list.topLevelItem(i) for i in range(2)]
    item = next(row for row in rows if row is not None and row.text(0) == str(LOST_AFTER_ONE))
    stats.games_list.itemActivated.emit(item, 0)
    assert page.game.to_text() == ToyGame.new(LOST_AFTER_ONE).to_text()


def test_give_up_and_auto(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("toy", size=WINDOW)
    page = toy_of(window)
    choose_deal(window, WON_BY_GREEDY)
    expected = greedy(page.game)
    # Auto asks the greedy player off the window's thread and plays its pair.
    window.menus.action_auto.trigger()
    qtbot.waitUntil(lambda: page.game.moves_played == 1)
    assert page.game.history == (expected,) and page.assisted
    window.menus.action_give_up.trigger()
    answer(window.dialogs.question, QMessageBox.StandardButton.Yes)
    assert page.game.is_given_up and page.given_up
    assert window.dialogs.end_dialog is not None
    assert window.dialogs.end_dialog.windowTitle() == "Game ended"
    [record] = records_of(window).recent(RULES_KEY)
    assert record.given_up and record.assisted and record.score == 2 and not record.won
    assert not window.menus.action_give_up.isEnabled()


# --- the study command --------------------------------------------------------------------------


def test_the_study_command_plays_the_toy(
    data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    study.main(["--game", "toy", "--deals", "1-3", "--jobs", "1"])
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert lines[0] == "Tens, greedy player, deals 1-3"
    assert lines[1].startswith("won:        3/3 = 100.0%")
    assert lines[2] == f"mean score: {SIZE:.1f}/{SIZE}"
    assert "3/3" in out.err  # the progress bar reached the end
    results = data_dir.parent / "toy.jsonl"
    study.main(["--game", "toy", "--deals", "21-23", "--jobs", "1", "--results", str(results)])
    capsys.readouterr()
    study.main(["--report", str(results)])
    assert "won:        1/3" in capsys.readouterr().out



# --- the judge and the analyst: deals made for the player, and Analyse This Game ----------------


def test_the_judge_and_the_analyst_on_their_own() -> None:
    won = judge("toy", WON_BY_GREEDY)
    assert (won.verdict, won.level, won.rules_key) == ("winnable", "easy", RULES_KEY)
    game = ToyGame.new(WON_BY_GREEDY)
    for pair in won.line:
        game.play(pair)
    assert game.is_won
    lost = judge("toy", LOST_AFTER_ONE, rated=False)
    assert (lost.verdict, lost.level, lost.line) == ("not-winnable", None, ())
    # Cancelled: an answer nobody keeps.
    assert judge("toy", WON_BY_GREEDY, cancelled=lambda: True).verdict == "unknown"
    with pytest.raises(ValueError, match="not a rule set of Tens"):
        judge("toy", 1, "relaxed")
    data = play_out(LOST_AFTER_ONE).to_dict()
    analysis = ToyAnalyst.analyse(data)
    assert analysis.verdicts == ("lost", "lost") and analysis.scores == (0, 2)
    assert analysis.turning_point is None and analysis.max_score == SIZE
    assert ToyAnalyst.position(data, 0).to_text() == ToyGame.new(LOST_AFTER_ONE).to_text()
    first = ToyAnalyst.steps(data)[0]
    assert ToyAnalyst.advice([str(first.first), str(first.second)]) == first


def known(page: ToyPage) -> Judgement | None:
    return page.context.judging.known("toy", page.game.deal, RULES_KEY)


def test_winnable_deals_only_deals_a_deal_the_judge_won_and_it_is_won_by_clicking(
    qtbot: QtBot, open_window: OpenWindow, data_dir: Path
) -> None:
    window = open_window("toy", size=WINDOW)
    page = toy_of(window)
    first = page.game.deal
    assert page.deals.available and page.deals.action_winnable_only.isEnabled()
    page.deals.action_winnable_only.trigger()
    assert window.settings.winnable_only("toy")
    window.menus.action_new.trigger()
    qtbot.waitUntil(lambda: page.game.deal != first and not page.deals.searching
                    and known(page) is not None, timeout=JUDGED_MS)
    assert page.view.isInteractive()
    judgement = known(page)
    assert judgement is not None and judgement.verdict == "winnable"
    assert judgement.line == judge("toy", page.game.deal).line
    assert page.keeper is not None and page.keeper.kind == "winnable"
    # The strip tells the deal's level once it is rated.
    qtbot.waitUntil(lambda: page.status.is_shown(page.level_label), timeout=JUDGED_MS)
    assert page.level_label.text() == "Easy, winnable"
    # The judge's line, played by clicking its cards, wins the deal.
    for pair in judgement.line:
        click_pair(qtbot, window, pair)
    assert page.game.is_won
    [record] = records_of(window).recent()
    assert (record.deal, record.won, record.kind) == (judgement.deal, True, "winnable")


def test_the_deal_of_the_day_is_the_first_winnable_deal_of_the_day_and_won_for_its_day(
    qtbot: QtBot, open_window: OpenWindow, data_dir: Path
) -> None:
    window = open_window("toy", size=WINDOW)
    page = toy_of(window)
    page.deals.today = lambda: DAY
    window.menus.action_daily.trigger()
    expected = daily_deal("toy", DAY)
    assert expected == next(deal for deal in itertools.count(daily_start("toy", DAY))
                            if judge("toy", deal).verdict == "winnable")
    qtbot.waitUntil(lambda: page.game.deal == expected, timeout=JUDGED_MS)
    assert page.keeper is not None and (page.keeper.kind, page.keeper.day) == ("daily", DAY)
    assert str(expected) in window.statusBar().currentMessage()
    with qtbot.waitSignal(page.ended, timeout=JUDGED_MS):
        for pair in judge("toy", expected).line:
            click_pair(qtbot, window, pair)
    dialog = window.dialogs.end_dialog
    assert dialog is not None
    note = dialog.findChild(QLabel, "daily")
    assert note is not None and note.text() in (
        "Deal of the day won: 1 day in a row.", "Deal of the day won: 1 day(s) in a row.")
    [record] = records_of(window).recent()
    assert (record.kind, record.day, record.deal, record.won) == ("daily", DAY, expected, True)


def test_a_lost_game_is_analysed_and_tried_again_from_its_start(
    qtbot: QtBot, open_window: OpenWindow, data_dir: Path
) -> None:
    window = open_window("toy", size=WINDOW)
    page = toy_of(window)
    choose_deal(window, LOST_AFTER_ONE)
    pair = greedy(page.game)
    assert pair is not None
    with qtbot.waitSignal(page.ended, timeout=2000):
        click_pair(qtbot, window, pair)
    end = window.dialogs.end_dialog
    assert end is not None and end.analyse_button.isVisible()
    qtbot.mouseClick(end.analyse_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: window.dialogs.analysis_dialog is not None
                    and window.dialogs.analysis_dialog.analysis is not None, timeout=JUDGED_MS)
    dialog = window.dialogs.analysis_dialog
    assert dialog is not None and dialog.analysis is not None and dialog.timeline is not None
    assert dialog.analysis.verdicts == ("lost", "lost") and dialog.analysis.turning_point is None
    assert dialog.status.text() == "Lost from the deal's start: no play could win it."
    # The timeline names the pair in the page's words, and the analysis is kept with the record.
    assert f"After move 1, {page.describe_step(pair)}: lost." in dialog.timeline.describe_position(1)
    [record] = records_of(window).recent()
    assert record.record_id is not None
    assert records_of(window).analysis_of(record.record_id) == dialog.analysis.to_json()
    # A click on the deal's start plays on from there, as a practice game.
    centre = dialog.timeline.mark_rect(0).center().toPoint()
    qtbot.mouseClick(dialog.timeline, Qt.MouseButton.LeftButton, pos=centre)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: page.game.to_text() == ToyGame.new(LOST_AFTER_ONE).to_text())
    assert page.assisted and not page.is_over
    assert page.keeper is not None and page.keeper.kind == "practice"
