# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The study command: its statistics and a tiny run of each mode."""

from __future__ import annotations

import argparse

import pytest

from addiction.study import cli as study
from addiction.study import runner


def test_wilson_interval() -> None:
    lo, hi = runner.wilson(97, 100)
    assert 0.915 < lo < 0.916 and 0.989 < hi < 0.990
    assert runner.wilson(0, 10)[0] == 0.0
    assert runner.wilson(10, 10)[1] == 1.0
    assert runner.wilson(0, 0) == (0.0, 1.0)


def test_parse_deals() -> None:
    assert runner.parse_deals("1-1000") == range(1, 1001)
    assert runner.parse_deals("17") == range(17, 18)
    for bad in ("0-3", "5-2", "a-b", "1-3000000000"):
        with pytest.raises(argparse.ArgumentTypeError):
            runner.parse_deals(bad)


def test_play_study_prints_figures(capsys: pytest.CaptureFixture[str]) -> None:
    study.main(["--deals", "3-4", "--jobs", "1", "--time-budget", "0.05", "--redeals", "1"])
    out = capsys.readouterr()
    assert "won:" in out.out and "per decision:" in out.out and "mean score:" in out.out
    assert "2/2" in out.err  # the progress bar reached the end


def test_winnable_study_prints_counts(capsys: pytest.CaptureFixture[str]) -> None:
    study.main(["--deals", "4", "--jobs", "1", "--winnable", "--time-limit", "5"])
    out = capsys.readouterr().out
    assert "won:           1/1" in out and "proven lost:" in out and "unresolved:    none" in out


def test_unknown_game_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert study.main(["--game", "chess"]) == 2
    assert "--game wants one of addiction, " in capsys.readouterr().err


def test_pyramid_study_is_dispatched(capsys: pytest.CaptureFixture[str]) -> None:
    study.main(["--game", "pyramid", "--deals", "1", "--time-limit", "5"])
    assert "Pyramid" in capsys.readouterr().out
