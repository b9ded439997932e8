# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window's judge of deals: answers by its signal from a worker thread, then from what it
knows, and drops what was cancelled."""

from __future__ import annotations

from collections.abc import Callable

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


def test_seek_finds_the_first_winnable_deal_of_a_level(qtbot: QtBot) -> None:
    judging = Judging()
    spec = game_spec("pyramid")
    with qtbot.waitSignal(judging.found, timeout=30_000) as first:
        judging.seek(spec, 1, None)
    assert first.args[0] == spec.judge_deal(2)  # deal 1 is lost, 2 winnable
    assert judging.known("pyramid", 2, "pyramid:classic") == spec.judge_deal(2)
    with qtbot.waitSignal(judging.found, timeout=60_000) as hard:
        judging.seek(spec, 1, None, "hard")
    deal = hard.args[0].deal
    assert (hard.args[0].verdict, hard.args[0].level) == ("winnable", "hard")
    assert all(spec.judge_deal(d).level != "hard" or spec.judge_deal(d).verdict != "winnable"
               for d in range(1, deal))
    judging.shutdown()


def test_a_cancelled_seek_finds_nothing(qtbot: QtBot) -> None:
    judging = Judging()
    found: list[Judgement] = []
    judging.found.connect(found.append)
    judging.seek(game_spec("spaces-and-aces"), 1, None)
    judging.cancel()
    with qtbot.waitSignal(judging.judged, timeout=30_000):
        judging.ask(game_spec("pyramid"), 2, None)
    judging.shutdown()
    assert found == []


class Recording:
    """A game's spec that notes every question its judge is asked."""

    def __init__(self, game: str) -> None:
        self.spec = game_spec(game)
        self.id = self.spec.id
        self.asked: list[tuple[int, bool]] = []

    def judge_deal(self, deal: int, options: object = None,
                   cancelled: Callable[[], bool] = lambda: False, *,
                   rated: bool = True) -> Judgement:
        self.asked.append((deal, rated))
        return self.spec.judge_deal(deal, options, cancelled, rated=rated)


def test_seek_judges_verdicts_and_rates_only_where_a_level_is_asked(qtbot: QtBot) -> None:
    # Rating a Gaps deal (the quick player's games) costs more than its verdict: a seek for
    # any winnable deal asks for verdicts alone, one for a level rates the winnable deals
    # only, and nothing is asked twice.
    spec = game_spec("paganini")
    verdicts = {d: spec.judge_deal(d, rated=False) for d in range(1, 80)}
    start = next(d for d in verdicts if verdicts[d].verdict != "winnable")
    winnable = [d for d in verdicts if d > start and verdicts[d].verdict == "winnable"]
    recording = Recording("paganini")
    judging = Judging()
    with qtbot.waitSignal(judging.found, timeout=60_000) as found:
        judging.seek(recording, start, None)  # type: ignore[arg-type]
    assert found.args[0] == verdicts[winnable[0]] and found.args[0].level is None
    assert recording.asked == [(d, False) for d in range(start, winnable[0] + 1)]
    assert judging.known("paganini", winnable[0], found.args[0].rules_key) is None
    recording.asked.clear()
    level = spec.judge_deal(winnable[1]).level
    with qtbot.waitSignal(judging.found, timeout=60_000) as rated:
        judging.seek(recording, start, None, level)  # type: ignore[arg-type]
    deal = rated.args[0].deal
    assert rated.args[0] == spec.judge_deal(deal) and rated.args[0].level == level
    assert deal <= winnable[1]
    # The deals passed over before are not judged again; the winnable ones are rated.
    expected = [(winnable[0], True)]
    for d in range(winnable[0] + 1, deal + 1):
        expected += [(d, False)] + ([(d, True)] if d in winnable else [])
    assert recording.asked == expected
    assert judging.known("paganini", deal, rated.args[0].rules_key) == rated.args[0]
    judging.shutdown()
