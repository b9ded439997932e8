# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``addiction-study`` answers every bad option, and every results file it cannot use, with
one sentence on stderr and exit status 2 (never a traceback, never a read without end); and
starts no more worker processes than there are deals to play, saying so."""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from addiction.study import cli as study
from addiction.study import results, runner
from addiction.study.results import DealRecord

NODES = "20000"
HUGE = "9" * 5000


def refused(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    """The one sentence a bad command line gets (status 2, nothing on stdout)."""
    status = study.main(list(argv))
    out, err = capsys.readouterr()
    assert status == 2, err
    assert out == ""
    assert err.startswith("addiction-study: ") and err.endswith(".\n")
    assert err.count("\n") == 1 and "Traceback" not in err
    assert len(err) < 300  # a short excerpt of what was typed, never all of it
    return err


@pytest.mark.parametrize(("argv", "said"), [
    (("--time-budget", "nan"), "--time-budget 'nan' is not a number of seconds"),
    (("--time-budget", "inf"), "--time-budget 'inf' is not a number of seconds"),
    (("--time-budget", "1e308"), "--time-budget '1e308' is not a number of seconds"),
    (("--time-budget", "-1"), "--time-budget '-1' is not"),
    (("--time-budget", "0"), "--time-budget '0' is not"),
    (("--time-budget", "soon"), "--time-budget wants a number of seconds"),
    (("--winnable", "--time-limit", "nan"), "--time-limit 'nan' is not a number of seconds"),
    (("--winnable", "--time-limit=-inf"), "--time-limit '-inf' is not"),
    (("--game", "pyramid", "--time-limit", "nan"), "--time-limit 'nan' is not"),
    (("--game", "pyramid", "--states", "0"), "--states '0' is outside 1-"),
    (("--game", "pyramid", "--states", "1e9"), "--states wants a whole number"),
    (("--game", "pyramid", "--mode", "x" * 500), "--mode wants one of classic, relaxed, not"),
    (("--nodes", "0"), "--nodes '0' is outside 1-"),
    (("--nodes", HUGE), "--nodes wants a whole number"),
    (("--redeals", "7"), "--redeals '7' is outside 0-3"),
    (("--gaps", "weird"), "--gaps wants one of after-sequence, random, not 'weird'"),
    (("--redeal-when", "never"), "--redeal-when wants one of stuck, any"),
    (("--jobs", "0"), "--jobs '0' is outside 1-"),
    (("--jobs", "-3"), "--jobs '-3' is outside"),
    (("--jobs", "1e3"), "--jobs wants a whole number"),
    (("--jobs", "1000000"), "--jobs '1000000' is outside"),
    (("--deals", "0-3"), "--deals '0-3' is not deals within"),
    (("--deals", "5-2"), "--deals '5-2' is not deals within"),
    (("--deals", "1-"), "--deals wants deal numbers such as 1-1000"),
    (("--deals", "1-2147483647"), "is more than 1,000,000 deals for one study"),
    (("--scheduler", "bogus://x"), "--scheduler wants local:N or a scheduler's address"),
    (("--scheduler", "local:0"), "--scheduler wants local:N with N within 1-"),
    (("--scheduler", "local:x"), "--scheduler wants local:N"),
    (("--scheduler", "local:\u0661"), "--scheduler wants local:N"),
    (("--scheduler", "local:1000000"), "--scheduler wants local:N"),
    (("--scheduler", "tcp://"), "--scheduler wants a scheduler's address"),
    (("--scheduler", "tcp://host:99999"), "--scheduler wants a scheduler's address"),
    (("--scheduler", "tcp://host:8786/path"), "--scheduler wants a scheduler's address"),
    (("--scheduler", "tcp://user@host:8786"), "--scheduler wants a scheduler's address"),
    (("--game", "g" * 10_000), "--game wants one of addiction, pyramid"),
    (("--game",), "--game expected one argument"),
    (("--bogus\nline", "x" * 1000), "There is no option '--bogus"),
])
def test_a_bad_option_gets_one_sentence(capsys: pytest.CaptureFixture[str],
                                        argv: tuple[str, ...], said: str) -> None:
    assert said in refused(capsys, "--deals", "1", "--jobs", "1", *argv)


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "fifo.jsonl"
    os.mkfifo(path)
    return path


def loop(tmp_path: Path) -> Path:
    link = tmp_path / "loop.jsonl"
    link.symlink_to(link)
    return link


@pytest.mark.parametrize("option", ["--results", "--report"])
@pytest.mark.parametrize(("place", "said"), [
    (lambda tmp: Path("/dev/zero"), "'/dev/zero' is not a regular file"),
    (lambda tmp: Path("/dev/full"), "'/dev/full' is not a regular file"),
    (lambda tmp: tmp, "is not a regular file"),
    (loop, "cannot be read (Too many levels of symbolic links)"),
])
def test_a_results_file_that_is_no_regular_file_is_refused(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, option: str,
        place: Callable[[Path], Path], said: str) -> None:
    assert said in refused(capsys, "--deals", "1", "--jobs", "1", option, str(place(tmp_path)))


def test_results_in_a_missing_folder_are_refused(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    assert "is in a folder that does not exist." in refused(
        capsys, "--deals", "1", "--results", str(tmp_path / "none" / "study.jsonl"))


def command(*argv: str) -> subprocess.CompletedProcess[str]:
    """The command in a process of its own, its memory and time bounded: a read without end
    fails the test, not the machine."""

    def bounded() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (2 * 2**30, 2 * 2**30))

    code = "import sys; from addiction.study.cli import main; sys.exit(main(sys.argv[1:]))"
    try:
        return subprocess.run([sys.executable, "-c", code, *argv], capture_output=True,
                              text=True, timeout=90, preexec_fn=bounded, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"addiction-study {' '.join(argv)} did not end")


@pytest.mark.parametrize("option", ["--results", "--report"])
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/full", "fifo"])
def test_a_device_or_fifo_is_never_read(fifo: Path, option: str, device: str) -> None:
    target = str(fifo) if device == "fifo" else device
    done = command("--deals", "1", "--jobs", "1", "--nodes", NODES, option, target)
    assert done.returncode == 2, done.stderr[-2000:]
    assert done.stderr.startswith("addiction-study: ") and done.stderr.count("\n") == 1
    assert "is not a regular file" in done.stderr


def test_a_results_file_that_is_a_fifo_when_opened_is_refused(
        fifo: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Past the check where the option is parsed (a FIFO put there since): the file itself
    is opened without waiting, and refused."""
    monkeypatch.setattr(study, "results_path", Path)
    err = refused(capsys, "--deals", "1", "--jobs", "1", "--results", str(fifo))
    assert "is not a regular file" in err


def test_a_results_file_that_cannot_be_written_is_refused(
        capsys: pytest.CaptureFixture[str]) -> None:
    version = Path("/proc/version")
    if not version.is_file():
        pytest.skip("no /proc/version here")
    err = refused(capsys, "--deals", "1", "--jobs", "1", "--nodes", NODES,
                  "--results", str(version))
    assert "'/proc/version' cannot be" in err


def a_record(deal: int) -> str:
    return DealRecord(game="addiction", deal=deal, rules={"redeals": 3},
                      solver={"nodes": 1}, outcome="won", score=52, moves=9, seconds=0.1,
                      searched=1, machine="here").to_json()


def test_long_lines_and_bad_utf8_are_damaged_lines(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(results, "MOST_LINE", 1000)
    monkeypatch.setattr(results, "_LONG", bytes(1001))
    path = tmp_path / "study.jsonl"
    path.write_bytes("\n".join([a_record(1), "x" * 5000, a_record(2), a_record(3)[:-2] + "\xff}",
                                a_record(4).replace("here", "h\udcffre"), "[" * 3000,
                                a_record(5)]).encode("utf-8", errors="surrogateescape") + b"\n")
    records, damaged = results.read(path)
    assert [r.deal for r in records] == [1, 2, 5]
    assert damaged == results.Damaged(4, [2, 4, 5, 6])


def test_a_file_of_damaged_lines_keeps_a_few_of_their_numbers(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Millions of garbage lines cost a count, not a list of millions of line numbers."""
    path = tmp_path / "study.jsonl"
    path.write_text("x\n" * 100_000 + a_record(1) + "\n")
    records, damaged = results.read(path)
    assert [r.deal for r in records] == [1]
    assert damaged == results.Damaged(100_000, [1, 2, 3, 4, 5])
    assert study.main(["--report", str(path)]) == 0
    assert "skipped 100,000 damaged lines (line 1, 2, 3, 4, 5, …)" in capsys.readouterr().err


def test_a_results_file_too_big_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(results, "MOST_BYTES", 10_000)
    path = tmp_path / "study.jsonl"
    path.write_text("\n".join(a_record(deal) for deal in range(1, 200)) + "\n")
    err = refused(capsys, "--report", str(path))
    assert "is more than 10,000 bytes, too big for a results file." in err


def test_a_report_of_a_file_full_of_garbage_says_so_in_one_sentence(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "garbage.jsonl"
    path.write_bytes(os.urandom(200_000))
    assert study.main(["--report", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("no results in ")
    assert err.count("\n") == 1 and "damaged line" in err


def test_a_full_disk_mid_study_is_one_sentence(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(results.os, "fsync", full)
    assert study.main(["--deals", "3", "--jobs", "1", "--nodes", NODES,
                       "--results", str(tmp_path / "study.jsonl")]) == 2
    bar, said, end = capsys.readouterr().err.split("\n")  # the sentence on a line of its own
    assert bar.startswith("\r[")
    assert said.startswith("addiction-study: '") and said.endswith(
        "cannot be written (No space left on device); the deals written before are kept.")
    assert end == ""


# --- how many workers ------------------------------------------------------------------------


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, object]]:
    """How the deals were handed out (local pool of how many, or which cluster), each deal
    played here instead."""
    seen: list[tuple[str, object]] = []

    def local(work: Callable[[Any], DealRecord], tasks: Sequence[Any], jobs: int,
              on_result: Callable[[DealRecord], None]) -> None:
        seen.append(("jobs", jobs))
        for task in tasks:
            on_result(work(task))

    def cluster(address: str, work: Callable[[Any], DealRecord], tasks: Sequence[Any],
                on_result: Callable[[DealRecord], None]) -> None:
        seen.append(("cluster", address))
        for task in tasks:
            on_result(work(task))

    monkeypatch.setattr(runner, "run_local", local)
    monkeypatch.setattr(runner, "run_on_cluster", cluster)
    return seen


def test_no_more_workers_than_deals_and_the_cap_is_said(
        started: list[tuple[str, object]], capsys: pytest.CaptureFixture[str]) -> None:
    assert study.main(["--deals", "1-2", "--jobs", "40", "--nodes", NODES]) == 0
    err = capsys.readouterr().err
    assert started == [("jobs", 2)]
    assert "addiction-study: 2 worker processes, not 40: there are only 2 deals to play.\n" in err


def test_the_cores_by_default_and_nothing_said(started: list[tuple[str, object]],
                                               monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 8)
    assert study.main(["--deals", "1-2", "--nodes", NODES]) == 0
    assert study.main(["--deals", "1-20", "--nodes", NODES]) == 0
    assert started == [("jobs", 2), ("jobs", 8)]
    assert "worker process" not in capsys.readouterr().err


def test_no_more_local_cluster_workers_than_deals(started: list[tuple[str, object]],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert study.main(["--deals", "7", "--scheduler", "local:99999", "--nodes", NODES]) == 0
    assert started == [("cluster", "local:1")]
    assert "1 worker process, not 99999: there is only 1 deal to play." in capsys.readouterr().err


def test_no_more_workers_than_a_few_per_core(started: list[tuple[str, object]],
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    assert study.main(["--deals", "1-6", "--jobs", "100000", "--nodes", NODES]) == 0
    assert started == [("jobs", 4)]
    assert "4 worker processes, not 100000: at most 4 per core of this machine's 1." in (
        capsys.readouterr().err)


def test_the_deals_already_played_count_against_the_workers(
        started: list[tuple[str, object]], tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "study.jsonl"
    assert study.main(["--deals", "3-4", "--jobs", "1", "--nodes", NODES,
                       "--results", str(path)]) == 0
    assert study.main(["--deals", "3-5", "--jobs", "8", "--nodes", NODES,
                       "--results", str(path)]) == 0
    assert started == [("jobs", 1), ("jobs", 1)]
    assert "1 worker process, not 8: there is only 1 deal to play." in capsys.readouterr().err
    assert [json.loads(line)["deal"] for line in path.read_text().splitlines()] == [3, 4, 5]
