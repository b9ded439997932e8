# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The study's results file: records written as they come, a rerun that resumes, merged reports,
damaged lines skipped; and the plain command never loading Dask."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from addiction.study import cli as study
from addiction.study import results
from addiction.study.results import DealRecord

# Positions per search: small enough that a deal takes a few hundredths of a second, and
# the same decisions on every machine.
NODES = "20000"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[str, str]:
    study.main(["--jobs", "1", "--nodes", NODES, *args])
    out = capsys.readouterr()
    return out.out, out.err


def lines_of(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_each_deal_is_written_as_one_json_line(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "study.jsonl"
    run(capsys, "--deals", "3-5", "--results", str(path))
    rows = lines_of(path)
    assert [r["deal"] for r in rows] == [3, 4, 5]
    for row in rows:
        assert row["game"] == "addiction"
        assert row["rules"] == {"redeals": 3, "gaps": "after-sequence", "redeal_when": "stuck"}
        assert row["solver"] == {"nodes": int(NODES)}
        assert row["outcome"] in ("won", "lost")
        assert isinstance(row["score"], int) and isinstance(row["moves"], int)
        assert isinstance(row["searched"], int) and row["searched"] > 0
        assert isinstance(row["machine"], str) and row["machine"]


def test_a_rerun_skips_the_deals_already_there(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "study.jsonl"
    run(capsys, "--deals", "3-4", "--results", str(path))
    first = path.read_text()
    out, err = run(capsys, "--deals", "3-6", "--results", str(path))
    assert "2 of the 4 deals are there already; playing the other 2" in err
    assert "2/2" in err  # the progress bar counts only the deals played now
    text = path.read_text()
    assert text.startswith(first)  # the first two lines were left alone
    assert [r["deal"] for r in lines_of(path)] == [3, 4, 5, 6]
    assert "deals 3-6" in out  # the report covers every deal asked for, old and new

    # Other rules are another study: nothing of it is in the file yet.
    _, err = run(capsys, "--deals", "3-4", "--redeals", "1", "--results", str(path))
    assert "there already" not in err
    assert len(lines_of(path)) == 6


def test_report_merges_files_counting_a_deal_once(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    run(capsys, "--deals", "3-5", "--results", str(a))
    run(capsys, "--deals", "5-7", "--results", str(b))
    study.main(["--report", str(a), str(b)])
    out = capsys.readouterr().out
    merged = {r["deal"]: r for r in lines_of(a) + lines_of(b)}
    won = sum(r["outcome"] == "won" for r in merged.values())
    assert "deals 3-7" in out
    assert f"won:           {won}/5 " in out
    assert out.count("won:") == 1  # one study, one summary


def test_report_keeps_studies_apart(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mixed.jsonl"
    run(capsys, "--deals", "3", "--results", str(path))
    run(capsys, "--deals", "3", "--redeals", "0", "--results", str(path))
    study.main(["--game", "pyramid", "--deals", "1-2", "--time-limit", "5", "--results", str(path)])
    capsys.readouterr()
    study.main(["--report", str(path)])
    out = capsys.readouterr().out
    assert "3 redeals" in out and "no redeals" in out and "Pyramid, classic" in out
    assert out.count("won:") == 2


def test_damaged_lines_are_skipped_with_one_sentence(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "study.jsonl"
    run(capsys, "--deals", "3-4", "--results", str(path))
    good = path.read_text().splitlines()
    # A garbage line, a record with a wrong type, and a last line cut short by a kill.
    path.write_text(good[0] + "\nnot json at all\n" + good[1].replace('"deal":4', '"deal":"4"')
                    + "\n" + good[1][: len(good[1]) // 2])
    out, err = run(capsys, "--deals", "3-5", "--results", str(path))
    assert err.count("damaged line") == 1 and "skipped 3 damaged lines (line 2, 3, 4)" in err
    assert "Traceback" not in err
    assert "1 of the 3 deals are there already" in err
    assert "deals 3-5" in out
    # The new records start on a line of their own, so none is lost to the cut line.
    records, damaged = results.read(path)
    assert damaged == results.Damaged(3, [2, 3, 4])
    assert sorted(r.deal for r in records) == [3, 4, 5]

    study.main(["--report", str(path)])
    captured = capsys.readouterr()
    assert "skipped 3 damaged lines" in captured.err and "deals 3-5" in captured.out


def test_a_record_round_trips_and_odd_values_are_refused() -> None:
    record = DealRecord("addiction", 7, {"redeals": 3}, {"nodes": 5}, "won", 48, 100, 0.5, 1234,
                        "box", 101, 0.01)
    again = DealRecord.from_json(record.to_json())
    assert again == record and again.key == record.key
    row = json.loads(record.to_json())
    for name, bad in (("deal", True), ("deal", "7"), ("seconds", "fast"), ("rules", [1]),
                      ("score", 1.5), ("machine", None)):
        with pytest.raises(ValueError):
            DealRecord.from_json(json.dumps({**row, name: bad}))
    with pytest.raises(ValueError):
        DealRecord.from_json(json.dumps({k: v for k, v in row.items() if k != "outcome"}))
    with pytest.raises(ValueError):
        DealRecord.from_json("[1, 2]")


def test_report_of_a_missing_file_says_so(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert study.main(["--report", str(tmp_path / "none.jsonl")]) == 2
    assert "none.jsonl': there is no such results file." in capsys.readouterr().err


def test_report_names_settings_it_cannot_read(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "edited.jsonl"
    run(capsys, "--deals", "3", "--results", str(path))
    row = lines_of(path)[0]
    path.write_text(path.read_text() + json.dumps({**row, "rules": {"redeals": 9}}) + "\n")
    study.main(["--report", str(path)])
    out = capsys.readouterr().out
    assert "deal 3," in out  # the good study is still reported
    assert "1 results of addiction with settings this version cannot read" in out


def test_scheduler_without_the_extra_says_what_to_install(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # As if distributed were not installed: importing it fails.
    monkeypatch.setitem(sys.modules, "distributed", None)
    monkeypatch.delitem(sys.modules, "addiction.study.cluster", raising=False)
    with pytest.raises(SystemExit, match=r"needs Dask's distributed package .*addiction\[cluster\]"):
        study.main(["--deals", "3", "--scheduler", "local:1"])


def test_bad_local_worker_count_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert study.main(["--deals", "3", "--scheduler", "local:0"]) == 2
    assert "--scheduler wants local:N with N within 1-" in capsys.readouterr().err


def test_the_plain_command_never_loads_dask() -> None:
    code = ("import sys; from addiction.study import cli as study; "
            "study.main(['--deals', '3', '--jobs', '1', '--nodes', '20000']); "
            "print('loaded' if 'distributed' in sys.modules or 'dask' in sys.modules else 'lazy')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, timeout=60)
    assert done.stdout.strip().endswith("lazy")
