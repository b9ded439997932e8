# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``addiction-deals``: each option, each bad input, and the promise of ``--winnable``: every
deal it prints is won by ``addiction-study`` at the budget that defines winnable."""

from __future__ import annotations

import argparse
import datetime
import subprocess
import sys

import pytest

from addiction.contract import LEVELS
from addiction.dealing import cli
from addiction.dealing.daily import daily_deal
from addiction.games.gaps.deals import JUDGE_NODES
from addiction.games.pyramid.deals import JUDGE_STATES
from addiction.registry import game_ids, game_spec
from addiction.study.cli import study_of
from tests.dealing.test_judges import WINNABLE, replay


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, list[str], str]:
    status = cli.main(list(argv))
    out, err = capsys.readouterr()
    return status, out.splitlines(), err


def test_one_line_per_deal_from_the_first(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, err = run(capsys, "--game", "pyramid", "--count", "4")
    assert (status, err) == (0, "")
    spec = game_spec("pyramid")
    assert lines == [cli.line_of(spec.judge_deal(deal)) for deal in (1, 2, 3, 4)]
    for line in lines:
        _, level, verdict = line.split()
        assert level in LEVELS
        assert verdict in ("winnable", "not-winnable", "unknown")


def test_from_and_winnable_and_difficulty(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, _ = run(capsys, "--game", "pyramid", "--from", "100", "--winnable",
                           "--difficulty", "hard", "--count", "2")
    assert status == 0 and len(lines) == 2
    deals = [int(line.split()[0]) for line in lines]
    assert 100 <= deals[0] < deals[1]
    spec = game_spec("pyramid")
    for deal in range(100, deals[1] + 1):
        judgement = spec.judge_deal(deal)
        chosen = judgement.verdict == "winnable" and judgement.level == "hard"
        assert chosen == (deal in deals)


def test_without_game_the_deals_are_addictions_as_for_the_other_commands(
        capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, err = run(capsys, "--daily", "2026-12-07")
    assert (status, err) == (0, "")
    assert lines == [str(daily_deal("addiction", datetime.date(2026, 12, 7)))]
    status, lines, err = run(capsys, "--count", "2")
    assert (status, err) == (0, "")
    spec = game_spec("addiction")
    assert lines == [cli.line_of(spec.judge_deal(deal)) for deal in (1, 2)]


def test_daily(capsys: pytest.CaptureFixture[str]) -> None:
    status, lines, _ = run(capsys, "--game", "paganini", "--daily", "2026-12-02")
    assert (status, lines) == (0, [str(daily_deal("paganini", datetime.date(2026, 12, 2)))])


@pytest.mark.parametrize(("argv", "words"), [
    (["--game", "klondike"], "There is no game called 'klondike'"),
    (["--game", "spaces", "--difficulty", "impossible"], "There is no level called 'impossible'"),
    (["--game", "spaces", "--daily", "2026-02-30"], "'2026-02-30' is not a date"),
    (["--game", "spaces", "--daily", "yesterday"], "'yesterday' is not a date"),
    (["--game", "spaces", "--from", "0"], "--from '0' is outside"),
    (["--game", "spaces", "--from", "2147483648"], "--from '2147483648' is outside"),
    (["--game", "spaces", "--count", "0"], "--count '0' is outside"),
    (["--game", "spaces", "--count", "many"], "--count wants a whole number, not 'many'"),
    (["--game", "spaces", "--colour", "red"], "nrecognized arguments: --colour red"),
])
def test_bad_input_is_one_sentence_and_status_2(
        capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    status, lines, err = run(capsys, *argv)
    assert (status, lines) == (2, [])
    assert err.startswith("addiction-deals: ") and words in err
    assert err.count("\n") == 1 and err.rstrip().endswith(".")


def test_a_long_bad_value_is_quoted_short(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "--game", "x" * 500)
    assert status == 2 and len(err) < 300


def test_as_a_command_no_traceback() -> None:
    done = subprocess.run([sys.executable, "-m", "addiction.dealing.cli", "--game", "spaces",
                           "--daily", "2026-02-30"], capture_output=True, text=True, timeout=60,
                          check=False)
    assert done.returncode == 2 and done.stdout == ""
    assert "Traceback" not in done.stderr and "2026-02-30" in done.stderr


def study_outcome(game: str, deal: int) -> str:
    """The outcome ``addiction-study --game GAME --deals DEAL`` records at the judge's budget,
    through the study's own options and one-deal runner."""
    study = study_of(game)
    parser = argparse.ArgumentParser()
    study.options(parser)
    budget = ["--states", str(JUDGE_STATES)] if game == "pyramid" else [
        "--nodes", str(JUDGE_NODES)]
    args = parser.parse_args(budget)
    args.deals = range(deal, deal + 1)
    plan = study.plan(args)
    return plan.work(plan.tasks[deal]).outcome


@pytest.mark.parametrize("game", game_ids())
def test_every_deal_printed_winnable_is_won_by_the_study(
        capsys: pytest.CaptureFixture[str], game: str) -> None:
    status, lines, _ = run(capsys, "--game", game, "--winnable", "--count", "1",
                           "--from", str(WINNABLE[game]))
    assert status == 0 and len(lines) == 1
    deal = int(lines[0].split()[0])
    assert lines[0].endswith(" winnable")
    assert study_outcome(game, deal) == ("winnable" if game == "pyramid" else "won")
    assert replay(game_spec(game).judge_deal(deal))
