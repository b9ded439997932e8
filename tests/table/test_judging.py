# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window's judge of deals: answers by its signal from a worker thread, then from what it
knows, and drops what was cancelled."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from addiction.games import Judgement
from addiction.registry import game_spec
from addiction.table.judging import Judging


def test_answers_by_its_signal_then_from_what_it_knows(qtbot: QtBot) -> None:
    judging = Judging()
    spec = game_spec("pyramid")
    assert judging.known("pyramid", 2, "pyramid:classic") is None
    with qtbot.waitSignal(judging.judged, timeout=30_000) as fresh:
        judging.ask(spec, 2, None)
    judgement = fresh.args[0]
    assert isinstance(judgement, Judgement)
    assert (judgement.game, judgement.deal, judgement.verdict) == ("pyramid", 2, "winnable")
    assert judgement == spec.judge_deal(2)
    assert judging.known("pyramid", 2, "pyramid:classic") == judgement
    assert judging.known("pyramid", 2, "pyramid:relaxed") is None
    # Known now: the answer comes again by the signal, after ask returns.
    answers: list[Judgement] = []
    judging.judged.connect(answers.append)
    judging.ask(spec, 2, None)
    assert answers == []
    qtbot.waitUntil(lambda: answers == [judgement], timeout=1_000)
    judging.shutdown()


def test_questions_are_answered_one_after_another_in_order(qtbot: QtBot) -> None:
    judging = Judging()
    spec = game_spec("pyramid")
    answers: list[Judgement] = []
    judging.judged.connect(answers.append)
    for deal in (3, 4, 5):
        judging.ask(spec, deal, "relaxed")
    qtbot.waitUntil(lambda: len(answers) == 3, timeout=30_000)
    assert [a.deal for a in answers] == [3, 4, 5]
    assert {a.rules_key for a in answers} == {"pyramid:relaxed"}
    judging.shutdown()


def test_cancelled_questions_get_no_answer(qtbot: QtBot) -> None:
    judging = Judging()
    spec = game_spec("addiction")
    answers: list[Judgement] = []
    judging.judged.connect(answers.append)
    for deal in (1, 2, 3):
        judging.ask(spec, deal, None)
    judging.cancel()
    # A later question is answered, and only it.
    with qtbot.waitSignal(judging.judged, timeout=30_000):
        judging.ask(game_spec("pyramid"), 2, None)
    judging.shutdown()
    assert [(a.game, a.deal) for a in answers] == [("pyramid", 2)]
