# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The still-winnable benchmark: the positions it samples, its summary and its options (no real
4-second question is asked here)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from addiction.core import Card
from addiction.games.gaps.engine import Board, GapsGame
from addiction.games.gaps.solver import Verdict
from benchmarks import still_winnable
from benchmarks.still_winnable import Answer, Sample, positions_met, summarise

DEAL = 60001
NODES = 2000  # a small search per decision: the whole deal plays in a fraction of a second


@pytest.fixture(scope="module")
def every_position() -> list[Sample]:
    return positions_met(DEAL, 1, NODES)


def test_the_positions_are_legal_boards_starting_with_the_deal(every_position: list[Sample]) -> None:
    assert len(every_position) > 10
    for sample in every_position:
        Board(sample.cells)  # raises on anything but 48 non-aces and four gaps
        assert sample.deal == DEAL
    first = every_position[0]
    assert first.cells == GapsGame.new(DEAL).cells
    assert (first.decision, first.redeals) == (0, 0)


def test_every_position_is_one_per_decision_with_redeals_counted(every_position: list[Sample]) -> None:
    assert [s.decision for s in every_position] == list(range(len(every_position)))
    redeals = [s.redeals for s in every_position]
    assert redeals == sorted(redeals)
    assert redeals[-1] <= 3


def test_sampling_keeps_every_nth_from_the_first(every_position: list[Sample]) -> None:
    assert positions_met(DEAL, 3, NODES) == every_position[::3]


def test_the_same_deal_gives_the_same_samples(every_position: list[Sample]) -> None:
    assert positions_met(DEAL, 1, NODES) == every_position


def answers(verdicts: Sequence[Verdict], redeals: Sequence[int] | None = None) -> list[Answer]:
    redeals = redeals if redeals is not None else [0] * len(verdicts)
    return [
        Answer(deal=60001 + i % 2, decision=i, redeals=r, verdict=v, seconds=0.1 * (i + 1))
        for i, (v, r) in enumerate(zip(verdicts, redeals, strict=True))
    ]


def repeat(*groups: tuple[Verdict, int]) -> list[Verdict]:
    return [verdict for verdict, count in groups for _ in range(count)]


def line(text: str, start: str) -> str:
    found = [row for row in text.splitlines() if row.startswith(start)]
    assert len(found) == 1, text
    return found[0]


def test_nineteen_answered_of_twenty_meets_the_goal() -> None:
    verdicts = repeat(("winnable", 12), ("not-winnable", 7), ("unknown", 1))
    text = summarise(answers(verdicts))
    assert "20 positions of deals 60001-60002" in line(text, "asked:")
    assert line(text, "winnable:").split()[1:] == ["12", "60.0%"]
    assert line(text, "not winnable:").split()[2:] == ["7", "35.0%"]
    assert line(text, "unknown:").split()[1:] == ["1", "5.0%"]
    answered = line(text, "answered:")
    assert "19/20 = 95.0%" in answered and answered.endswith("goal ≥ 95%: met")
    assert "(95% CI 76.4–99.1%)" in answered  # Wilson's interval, not the normal one
    # The times are 0.1, 0.2, ... 2.0 s.
    assert line(text, "per question:") == "per question:   median 1.05 s, max 2.00 s"


def test_eighteen_answered_of_twenty_does_not() -> None:
    verdicts = repeat(("winnable", 18), ("unknown", 2))
    answered = line(summarise(answers(verdicts)), "answered:")
    assert "18/20 = 90.0%" in answered and answered.endswith("goal ≥ 95%: not met")


def test_the_unknowns_are_split_by_redeals_used() -> None:
    verdicts: list[Verdict] = ["winnable", "unknown", "unknown", "not-winnable", "winnable", "unknown"]
    text = summarise(answers(verdicts, [0, 0, 1, 1, 1, 3]))
    assert line(text, "  0 redeals:").split()[2:4] == ["1/2", "50.0%"]
    assert line(text, "  0 redeals:").endswith("1 unknown")
    assert line(text, "  1 redeal:").split()[2:4] == ["2/3", "66.7%"]
    assert line(text, "  2 redeals:").endswith("no positions")
    assert line(text, "  3 redeals:").split()[2:4] == ["0/1", "0.0%"]
    assert line(text, "  3 redeals:").endswith("1 unknown")


def test_nothing_asked_says_so() -> None:
    assert summarise([]) == "no positions asked"


@pytest.mark.parametrize(
    "argv",
    [
        ["--every", "0"],
        ["--every", "two"],
        ["--deals", "60030-60001"],
        ["--deals", "sixty"],
        ["--budget", "0"],
        ["--jobs", "0"],
    ],
)
def test_bad_options_are_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        still_winnable.parse_args(argv)
    assert stop.value.code == 2
    assert "error:" in capsys.readouterr().err


def test_the_defaults_are_the_windows_questions() -> None:
    args = still_winnable.parse_args([])
    assert args.deals == range(60001, 60031)
    assert (args.every, args.auto_nodes, args.budget, args.jobs) == (4, 200_000, 4.0, 2)
    assert args.results is None


def test_a_run_writes_one_line_per_question(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    asked: list[float] = []

    def judge(cells: Sequence[Card | None], budget: float) -> Verdict:
        Board(cells)
        asked.append(budget)
        return "unknown" if len(asked) == 2 else "winnable"

    monkeypatch.setattr(still_winnable, "winnable", judge)
    results = tmp_path / "answers.jsonl"
    argv = ["--deals", str(DEAL), "--every", "10", "--auto-nodes", str(NODES), "--jobs", "1"]
    still_winnable.main([*argv, "--budget", "0.25", "--results", str(results)])
    rows = [json.loads(row) for row in results.read_text(encoding="utf-8").splitlines()]
    kept = positions_met(DEAL, 10, NODES)
    assert len(rows) == len(kept) == len(asked) and set(asked) == {0.25}
    assert [(r["deal"], r["decision"], r["redeals"]) for r in rows] == [
        (s.deal, s.decision, s.redeals) for s in kept
    ]
    assert [r["verdict"] for r in rows].count("unknown") == 1
    assert all(isinstance(r["seconds"], float) for r in rows)
    out = capsys.readouterr().out
    assert f"{len(kept) - 1}/{len(kept)} =" in line(out, "answered:")
