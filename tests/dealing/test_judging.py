# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window's judge of deals: answers by its signal from a worker thread, then from what it
knows, and drops what was cancelled."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from addiction.contract import Judgement
from addiction.dealing.window.judging import Judging
from addiction.registry import game_spec


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


class Recording:
    """A game's spec that notes every question its judge is asked."""

    def __init__(self, game: str) -> None:
        self.spec = game_spec(game)
        self.id = self.spec.id
        self.asked: list[tuple[int, bool]] = []

    def prepare(self) -> None:
        self.spec.prepare()

    def judge_deal(self, deal: int, options: object = None,
                   cancelled: Callable[[], bool] = lambda: False, *,
                   rated: bool = True) -> Judgement:
        self.asked.append((deal, rated))
        return self.spec.judge_deal(deal, options, cancelled, rated=rated)


def test_a_verdict_alone_is_kept_apart_from_the_rated_judgements(qtbot: QtBot) -> None:
    # Rating a Gaps deal (the quick player's games) costs more than its verdict: a question
    # for the verdict alone gets a judgement without its level, which ``known`` does not
    # tell; a rated question judges again; a rated judgement answers both kinds.
    spec = game_spec("paganini")
    recording = Recording("paganini")
    judging = Judging()
    with qtbot.waitSignal(judging.judged, timeout=60_000) as alone:
        judging.ask(recording, 4, None, rated=False)  # type: ignore[arg-type]
    assert alone.args[0] == spec.judge_deal(4, rated=False) and alone.args[0].level is None
    assert judging.known("paganini", 4, alone.args[0].rules_key) is None
    with qtbot.waitSignal(judging.judged, timeout=60_000):
        judging.ask(recording, 4, None, rated=False)  # type: ignore[arg-type]
    with qtbot.waitSignal(judging.judged, timeout=60_000) as rated:
        judging.ask(recording, 4, None)  # type: ignore[arg-type]
    assert rated.args[0] == spec.judge_deal(4) and rated.args[0].level is not None
    assert judging.known("paganini", 4, rated.args[0].rules_key) == rated.args[0]
    with qtbot.waitSignal(judging.judged, timeout=60_000) as again:
        judging.ask(recording, 4, None, rated=False)  # type: ignore[arg-type]
    assert again.args[0] == rated.args[0]
    assert recording.asked == [(4, False), (4, True)]  # each kind judged once
    judging.shutdown()
