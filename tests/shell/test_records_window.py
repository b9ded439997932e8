# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window with the player's data: saves after every action, resume, records and Statistics."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from addiction.games.gaps import page as addiction_page
from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.engine.variants import ADDICTION_ID as GAME_NAME
from addiction.games.gaps.keeper import GapsKeeper
from addiction.games.gaps.keeper import rules_key as addiction_rules_key
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.shell.window import MainWindow
from addiction.store import RECORDS_FILE
from tests.conftest import OpenWindow
from tests.games.gaps.positions import KING_LEFT, ONE_FROM_STUCK, ONE_FROM_WIN

OpenAddiction = Callable[..., MainWindow]
SAVE_FILE = f"{GAME_NAME}-in-progress.json"


class FakeClock:
    """Monotonic seconds that advance only when the test says so."""

    def __init__(self) -> None:
        self.now = 500.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def open_addiction(
    open_window: OpenWindow, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> OpenAddiction:
    """Open Addiction as the command does (the saved game comes back, else a random deal),
    then show ``game`` in its place when one is given. The page's model runs on ``clock``."""
    # The page makes its own model, as in the command; only its clock is the test's.
    monkeypatch.setattr(addiction_page, "GapsModel", lambda game: GapsModel(game, clock=clock))

    def open_(game: GapsGame | None = None) -> MainWindow:
        window = open_window("addiction", show=False)
        if game is not None:
            model_of(window).show_game(game)
        return window

    return open_


def page_of(window: MainWindow) -> GapsPage:
    page = window.page
    assert isinstance(page, GapsPage)
    return page


def model_of(window: MainWindow) -> GapsModel:
    return page_of(window).model


def keeper_of(window: MainWindow) -> GapsKeeper:
    keeper = page_of(window).keeper
    assert isinstance(keeper, GapsKeeper)
    return keeper


def saved_data(window: MainWindow) -> dict[str, object]:
    """What is on disk for the game in progress, once the background write has landed."""
    keeper = keeper_of(window)
    assert keeper.saves.flush()
    envelope = json.loads(keeper.saves.path(GAME_NAME).read_text(encoding="utf-8"))
    data: dict[str, object] = envelope["data"]
    return data


def records_note(window: MainWindow) -> str | None:
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.isVisible()
    label = dialog.findChild(QLabel, "records")
    return label.text() if isinstance(label, QLabel) else None


def near_win(deal: int, rules: Rules | None = None) -> GapsGame:
    return GapsGame.from_text(ONE_FROM_WIN, rules, deal=deal)


# --- saving after every action ---------------------------------------------------------------


def test_every_action_is_saved_at_once(open_addiction: OpenAddiction, data_dir: Path) -> None:
    window = open_addiction()
    model = model_of(window)
    assert GapsGame.from_dict(saved_data(window)["game"]).to_text() == model.game.to_text()
    def play() -> None:
        model.play(model.game.moves()[0])

    actions: list[Callable[[], None]] = [play, play, model.undo, model.redo, model.undo]
    for act in actions:
        act()
        data = saved_data(window)
        assert data["game"] == model.game.to_dict()
        assert data["elapsed"] == model.elapsed and data["assisted"] is False
    model.mark_assisted()
    assert saved_data(window)["assisted"] is True


def test_the_time_is_saved_while_the_clock_runs(
    qtbot: QtBot, open_addiction: OpenAddiction, clock: FakeClock
) -> None:
    window = open_addiction()
    model = model_of(window)
    model.play(model.game.moves()[0])
    assert saved_data(window)["elapsed"] == 0
    clock.now += 10.2
    with qtbot.waitSignal(model.elapsed_changed, timeout=2000):
        pass
    assert saved_data(window)["elapsed"] == 10


def test_a_finished_game_is_recorded_and_its_save_removed(
    open_addiction: OpenAddiction, data_dir: Path
) -> None:
    window = open_addiction(near_win(123))
    keeper = keeper_of(window)
    assert keeper.saves.flush() and (data_dir / SAVE_FILE).exists()
    window.menus.action_statistics.trigger()
    dialog = window.dialogs.stats_dialog
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    assert dialog.rules_key == addiction_rules_key(Rules())
    assert dialog.values["games"].text() == "0"

    model_of(window).play(KING_LEFT)
    [record] = keeper.records.recent()
    assert (record.deal, record.score, record.won, record.moves) == (123, 48, True, 1)
    assert not record.assisted and record.started <= record.finished
    assert not (data_dir / SAVE_FILE).exists()
    # The open dialog caught up with the game that just ended.
    assert dialog.values["games"].text() == "1" and dialog.values["wins"].text() == "1"
    assert dialog.values["best_score"].text() == "48"
    assert dialog.games_list.topLevelItemCount() == 1
    first = dialog.games_list.topLevelItem(0)
    assert first is not None and first.text(0) == "123"
    # The first game of a rule set has nothing to beat.
    assert records_note(window) is None
    assert "Score: 48/48" in window.dialogs.end_dialog.summary()  # type: ignore[union-attr]


def test_a_given_up_game_is_recorded_with_its_score(open_addiction: OpenAddiction) -> None:
    window = open_addiction()
    model = model_of(window)
    model.play(model.game.moves()[0])
    window.menus.action_give_up.trigger()
    assert window.dialogs.question is not None
    window.dialogs.question.button(QMessageBox.StandardButton.Yes).click()
    [record] = keeper_of(window).records.recent()
    assert record.given_up and record.score == model.game.score
    assert record.deal == model.game.deal


def test_a_game_left_for_another_counts_as_given_up(open_addiction: OpenAddiction) -> None:
    window = open_addiction()
    model = model_of(window)
    deal = model.game.deal
    model.play(model.game.moves()[0])
    model.play(model.game.moves()[0])
    left_score, left_moves = model.game.score, model.game.moves_played
    model.restart()
    [record] = keeper_of(window).records.recent()
    assert record.given_up and not record.won and record.deal == deal
    assert (record.score, record.moves) == (left_score, left_moves)
    # A deal with nothing played (here the restarted one) is not a game yet.
    model.new_game(2, model.game.rules)
    assert len(keeper_of(window).records.recent()) == 1


def test_a_game_undone_to_its_start_is_not_recorded_when_left(open_addiction: OpenAddiction) -> None:
    window = open_addiction()
    model = model_of(window)
    model.play(model.game.moves()[0])
    model.undo()
    model.new_game(3, model.game.rules)
    assert keeper_of(window).records.recent() == []


def test_new_best_when_a_record_falls(open_addiction: OpenAddiction) -> None:
    rules = Rules(redeals=0)
    window = open_addiction(GapsGame.from_text(ONE_FROM_STUCK, rules, deal=5))
    model = model_of(window)
    model.play(KING_LEFT)
    assert model.game.status == "over" and records_note(window) is None

    model.show_game(near_win(6, rules))
    model.play(KING_LEFT)
    assert records_note(window) == "New best: score!"

    # The same win again: no better score, no fewer moves, no faster time.
    model.show_game(near_win(7, rules))
    model.play(KING_LEFT)
    assert records_note(window) is None


def test_fewer_moves_and_a_faster_win_are_new_bests(
    open_addiction: OpenAddiction, clock: FakeClock
) -> None:
    # The clubs' Queen and King each one step right of home: a win in two moves.
    window = open_addiction(GapsGame.from_text(ONE_FROM_WIN.replace("QC -- KC", "-- QC KC"), deal=8))
    model = model_of(window)
    for _ in range(2):
        [move] = model.game.moves()
        model.play(move)
        clock.now += 30
    assert model.game.is_won and model.elapsed == 30
    assert records_note(window) is None

    model.show_game(near_win(9))
    model.play(KING_LEFT)
    assert records_note(window) == "New best: fewest moves, fastest win!"


def test_assisted_and_pasted_games_say_they_set_no_record(open_addiction: OpenAddiction) -> None:
    window = open_addiction(GapsGame.from_text(ONE_FROM_STUCK, deal=4))
    model = model_of(window)
    model.give_up()
    given_up_score = model.game.score
    model.show_game(near_win(11))
    model.mark_assisted()
    model.play(KING_LEFT)
    assert records_note(window) == "Hint, Auto or Play to the End helped, so this game sets no record."
    model.load_position(ONE_FROM_WIN)
    model.play(KING_LEFT)
    assert records_note(window) == "A pasted position sets no record."
    records = keeper_of(window).records
    # The pasted win had no help, so it is not assisted; its deal 0 keeps it out of the bests.
    assert [(r.deal, r.assisted) for r in records.recent()] == [(0, False), (11, True), (4, False)]
    assert records.summary(addiction_rules_key(Rules())).best_score == given_up_score


def test_statistics_agree_after_a_win_with_play_to_the_end_and_two_games_given_up(
        qtbot: QtBot, open_addiction: OpenAddiction) -> None:
    window = open_addiction()
    records = keeper_of(window).records
    for given_up in (1, 2):
        window.menus.action_give_up.trigger()
        assert window.dialogs.question is not None
        window.dialogs.question.button(QMessageBox.StandardButton.Yes).click()
        qtbot.waitUntil(lambda: len(records.recent()) == given_up)  # noqa: B023
        end = window.dialogs.end_dialog
        assert end is not None and end.isVisible()
        qtbot.mouseClick(end.new_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    model_of(window).show_game(near_win(123))
    window.menus.action_play_to_end.trigger()
    qtbot.waitUntil(lambda: len(records.recent()) == 3, timeout=30_000)
    won = records.recent()[0]
    assert won.won and won.assisted and won.score == 48
    window.menus.action_statistics.trigger()
    dialog = window.dialogs.stats_dialog
    assert dialog is not None and dialog.isVisible()
    values = {key: label.text() for key, label in dialog.values.items()}
    # One rule, said on the page: the game won with help is listed, and counted nowhere else.
    assert (values["games"], values["wins"], values["win_rate"]) == ("2", "0", "0%")
    assert values["helped"] == "1"
    scores = [record.score for record in records.recent()[1:]]
    assert values["best_score"] == str(max(scores))
    assert dialog.chart.best == max(scores) and sum(dialog.chart.counts) == 2
    assert dialog.chart.counts[48] == 0
    assert dialog.rule_note.isVisible() and "Play to the End" in dialog.rule_note.text()
    assert dialog.games_list.topLevelItemCount() == 3


# --- resuming ----------------------------------------------------------------------------------


def test_a_new_window_resumes_the_saved_game_exactly(
    open_addiction: OpenAddiction, clock: FakeClock
) -> None:
    first = open_addiction(GapsGame.from_text(ONE_FROM_STUCK, Rules(redeals=2), deal=42))
    model = model_of(first)
    model.play(KING_LEFT)
    model.redeal()
    model.play(model.game.moves()[0])
    model.play(model.game.moves()[0])
    model.undo()
    model.mark_assisted()
    clock.now += 95.6
    started = keeper_of(first).started
    left = model.game.to_dict()
    first.close()

    again = open_addiction()
    page = page_of(again)
    game = page.model.game
    assert page.resumed
    assert game.to_dict() == left and game.deal == 42 and game.rules == Rules(redeals=2)
    assert (game.moves_played, game.redeals_left) == (2, 1)
    assert game.can_undo and game.can_redo
    assert page.model.elapsed == 95 and page.model.assisted
    assert keeper_of(again).started == started.replace(microsecond=0)
    assert page.time_label.text() == "Time: 1:35"
    assert page.moves_label.text() == "Moves: 2"
    assert page.assisted_label.isVisibleTo(again)
    assert again.menus.action_undo.isEnabled() and again.menus.action_redo.isEnabled()
    # The clock runs on from where it stopped.
    clock.now += 5
    assert page.model.elapsed == 100


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("elapsed", -3), ("elapsed", "95"), ("elapsed", True), ("assisted", "no"),
        ("started", "yesterday"), ("started", "2026-11-29T10:00:00"), ("game", {"deal": 4}),
    ],
)
def test_saved_extras_that_do_not_fit_set_the_save_aside(
    open_addiction: OpenAddiction, data_dir: Path, field: str, value: object
) -> None:
    first = open_addiction(GapsGame.new(77))
    model_of(first).play(model_of(first).game.moves()[0])
    first.close()
    path = data_dir / SAVE_FILE
    envelope = json.loads(path.read_text(encoding="utf-8"))
    envelope["data"][field] = value
    path.write_text(json.dumps(envelope), encoding="utf-8")

    window = open_addiction()
    # A fresh random deal, not the game set aside.
    page = page_of(window)
    assert not page.resumed and page.model.game.moves_played == 0
    assert window.notice.text().startswith("Your saved game was damaged")
    assert len(list(data_dir.glob(f"{SAVE_FILE}.damaged-*"))) == 1


def damage_envelope(path: Path) -> None:
    """A well-formed save whose game has a move that cannot be played."""
    envelope = json.loads(path.read_text(encoding="utf-8"))
    envelope["data"]["game"]["actions"] = [["move", "KC", 0, 0, 0, 1]]
    envelope["data"]["game"]["applied"] = 1
    path.write_text(json.dumps(envelope), encoding="utf-8")


DAMAGE: list[Callable[[Path], object]] = [
    lambda path: path.write_bytes(b"\x8f\x00garbage\xff" * 40),
    lambda path: path.write_bytes(path.read_bytes()[:100]),
    damage_envelope,
]


@pytest.mark.parametrize("damage", DAMAGE, ids=["random-bytes", "truncated", "unplayable-move"])
def test_a_damaged_saved_game_is_kept_aside_and_a_fresh_game_begins(
    open_addiction: OpenAddiction, data_dir: Path, damage: Callable[[Path], object]
) -> None:
    first = open_addiction(GapsGame.new(77))
    model_of(first).play(model_of(first).game.moves()[0])
    first.close()
    damage(data_dir / SAVE_FILE)

    window = open_addiction()
    page = page_of(window)
    assert not page.resumed and page.model.game.moves_played == 0
    [kept] = data_dir.glob(f"{SAVE_FILE}.damaged-*")
    assert window.notice.isVisibleTo(window)
    # Bytes that are not text are quoted; a save cut short or damaged inside is damage.
    why = ("could not be read (it is not UTF-8 text: \u201c\\x8f\\x00garbage\\xff\\x8f\\x00gar…\u201d)"
           if damage is DAMAGE[0] else "was damaged")
    assert window.notice.text() == (
        f"Your saved game {why}, so it was kept aside as {kept.name} and a new game begins."
    )
    # Said once: closed, it stays closed as play goes on, and the fresh game is saved.
    window.notice.close_button.click()
    page.model.play(page.model.game.moves()[0])
    assert not window.notice.isVisibleTo(window)
    assert saved_data(window)["game"] == page.model.game.to_dict()


def test_a_damaged_records_file_still_opens_the_window(
    open_addiction: OpenAddiction, data_dir: Path
) -> None:
    data_dir.mkdir()
    (data_dir / RECORDS_FILE).write_bytes(b"not a database at all " * 200)
    window = open_addiction(near_win(31))
    message = window.notice.text()
    assert window.notice.isVisibleTo(window)
    assert message.startswith("Your records file was damaged, so it was kept aside as ")
    assert len(list(data_dir.glob(f"{RECORDS_FILE}.damaged-*"))) == 1
    model_of(window).play(KING_LEFT)
    assert [r.deal for r in keeper_of(window).records.recent()] == [31]
    window.menus.action_statistics.trigger()
    assert window.dialogs.stats_dialog is not None
    assert window.dialogs.stats_dialog.problem_label.text() == message


def test_an_unwritable_folder_is_told_once_and_play_goes_on(
    open_addiction: OpenAddiction, data_dir: Path
) -> None:
    # A file where the folder should be: nothing can be written under it.
    data_dir.write_text("in the way", encoding="utf-8")
    window = open_addiction()
    assert "games of this session will be forgotten" in window.notice.text()
    model = model_of(window)
    for _ in range(4):
        model.play(model.game.moves()[0])
        # Each failed write is known before the next action looks for news of it.
        assert not keeper_of(window).saves.flush()
    told = window.notice.text().splitlines()
    assert len([line for line in told if "in progress cannot be saved" in line]) == 1
    assert model.game.moves_played == 4


def test_the_notice_keeps_what_it_was_told_until_closed(open_addiction: OpenAddiction) -> None:
    notice = open_addiction().notice
    assert not notice.isVisibleTo(notice.window()) and notice.text() == ""
    notice.tell("First.")
    notice.tell("Second.")
    assert notice.isVisibleTo(notice.window()) and notice.text() == "First.\nSecond."
    notice.close_button.click()
    notice.tell("Third.")
    assert notice.text() == "Third."


# --- replaying a deal from the Statistics dialog -------------------------------------------------


def double_click_first_game(qtbot: QtBot, window: MainWindow) -> None:
    window.menus.action_statistics.trigger()
    dialog = window.dialogs.stats_dialog
    assert dialog is not None
    dialog.show()
    qtbot.waitExposed(dialog)
    games = dialog.games_list
    item = games.topLevelItem(0)
    assert item is not None
    centre = games.visualItemRect(item).center()
    # A double-click is a click and then the second press, as a real mouse sends it.
    qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=centre)  # type: ignore[no-untyped-call]
    qtbot.mouseDClick(games.viewport(), Qt.MouseButton.LeftButton, pos=centre)  # type: ignore[no-untyped-call]


def test_replay_asks_first_when_a_game_is_in_progress(
    qtbot: QtBot, open_addiction: OpenAddiction
) -> None:
    rules = Rules(redeals=1, gaps="random")
    window = open_addiction(near_win(1234, rules))
    model = model_of(window)
    model.give_up()
    model.new_game(99)
    model.play(model.game.moves()[0])

    double_click_first_game(qtbot, window)
    box = window.dialogs.question
    assert box is not None and box.isVisible() and "deal 1234" in box.text()
    box.button(QMessageBox.StandardButton.No).click()
    assert model.game.deal == 99 and model.game.moves_played == 1

    double_click_first_game(qtbot, window)
    assert window.dialogs.question is not None
    with qtbot.waitSignal(model.game_started):
        window.dialogs.question.button(QMessageBox.StandardButton.Yes).click()
    game = model.game
    assert (game.deal, game.rules, game.moves_played) == (1234, rules, 0)
    assert game.to_text() == GapsGame.new(1234, rules).to_text()


def test_replay_without_a_game_in_progress_deals_at_once(
    qtbot: QtBot, open_addiction: OpenAddiction
) -> None:
    window = open_addiction(near_win(4321))
    model = model_of(window)
    model.play(KING_LEFT)
    assert window.dialogs.end_dialog is not None
    window.dialogs.end_dialog.close_button.click()
    with qtbot.waitSignal(model.game_started):
        double_click_first_game(qtbot, window)
    assert window.dialogs.question is None and model.game.deal == 4321
    # The dialog closes itself once the deal is chosen.
    assert window.dialogs.stats_dialog is None
