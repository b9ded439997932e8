# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The start-up and memory benchmarks' own helpers: parsing, environments, figures (no X needed)."""

from __future__ import annotations

import os
import shutil
import signal
import stat
import subprocess
import time
from pathlib import Path

import pytest

from benchmarks import memory, startup
from benchmarks._launch import (
    Spread,
    descends_from,
    fresh_environment,
    goal_text,
    make_home,
    megabytes,
    parent_pid,
    ratio_text,
    read_status,
    read_status_kb,
    status_field_kb,
    x_display,
)

STATUS = """\
Name:\tpython3
Umask:\t0022
State:\tS (sleeping)
Pid:\t4242
PPid:\t17
VmPeak:\t  912344 kB
VmHWM:\t  401236 kB
VmRSS:\t  295004 kB
RssAnon:\t  241592 kB
RssFile:\t   49412 kB
Threads:\t7
"""


def test_status_fields_are_read_in_kibibytes() -> None:
    assert status_field_kb(STATUS, "VmRSS") == 295004
    assert status_field_kb(STATUS, "VmHWM") == 401236
    assert status_field_kb(STATUS, "RssAnon") == 241592
    # "VmRSS" must not match a longer name that merely starts the same way, nor vice versa.
    assert status_field_kb(STATUS, "Vm") is None
    assert status_field_kb(STATUS, "VmSwap") is None


def test_a_status_line_without_kilobytes_is_refused() -> None:
    with pytest.raises(ValueError, match="Threads"):
        status_field_kb(STATUS, "Threads")


def test_this_process_has_memory_and_a_finished_one_has_none() -> None:
    mine = read_status(os.getpid(), ("VmRSS", "VmHWM", "NoSuchField"))
    assert mine is not None
    assert set(mine) == {"VmRSS", "VmHWM"}
    assert 0 < mine["VmRSS"] <= mine["VmHWM"]
    true = shutil.which("true")
    assert true is not None
    finished = subprocess.Popen([true])
    finished.wait()
    assert read_status_kb(finished.pid) is None


def test_parent_pid_survives_a_name_with_spaces_and_brackets() -> None:
    assert parent_pid("4242 (Web (Content) x) S 17 4242 4242 0 -1 4194304") == 17
    own = Path(f"/proc/{os.getpid()}/stat").read_text(encoding="ascii")
    assert parent_pid(own) == os.getppid()


def test_descent_follows_parents_only() -> None:
    # A child of this process and its own child, not this process's parent: the suite may run
    # orphaned (adopted by init, whose descendants are not followed).
    child = subprocess.Popen(["sh", "-c", "sleep 30 & wait"])
    grandchild = None
    try:
        for _ in range(500):
            found = [int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit()
                     and _parent_of(int(p.name)) == child.pid]
            if found:
                grandchild = found[0]
                break
            time.sleep(0.01)
        assert grandchild is not None
        assert descends_from(child.pid, os.getpid())
        assert descends_from(grandchild, os.getpid()) and descends_from(grandchild, child.pid)
        assert descends_from(os.getpid(), os.getpid())
        assert not descends_from(os.getpid(), child.pid)
    finally:
        if grandchild is not None:
            os.kill(grandchild, signal.SIGKILL)
        child.kill()
        child.wait()


def _parent_of(pid: int) -> int | None:
    try:
        return parent_pid(Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace"))
    except OSError:
        return None


def test_a_fresh_environment_shares_nothing_of_the_player(tmp_path: Path) -> None:
    base = {
        "PATH": "/usr/bin", "LANG": "C.UTF-8", "HOME": "/home/player",
        "XDG_DATA_HOME": "/home/player/.local/share", "XDG_CACHE_HOME": "/home/player/.cache",
        "ADDICTION_DATA_DIR": "/home/player/games", "ADDICTION_SETTINGS": "/home/player/a.ini",
        "QT_QPA_PLATFORM": "offscreen", "WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0",
    }
    home = make_home(tmp_path)
    env = fresh_environment(base, home, ":7")
    assert env["PATH"] == "/usr/bin" and env["LANG"] == "C.UTF-8"
    assert env["DISPLAY"] == ":7" and env["QT_QPA_PLATFORM"] == "xcb"
    assert "ADDICTION_DATA_DIR" not in env and "ADDICTION_SETTINGS" not in env
    assert "WAYLAND_DISPLAY" not in env
    assert env["HOME"] == str(home)
    for key in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME",
                "XDG_RUNTIME_DIR"):
        folder = Path(env[key])
        assert folder.parent == home and folder.is_dir() and not any(folder.iterdir())
    assert stat.S_IMODE(Path(env["XDG_RUNTIME_DIR"]).stat().st_mode) == 0o700
    # Each launch gets a home of its own.
    assert make_home(tmp_path) != home


def test_spread_of_samples() -> None:
    assert Spread.of([0.5, 0.2, 0.9]) == Spread(0.5, 0.2, 0.9, 3)
    assert Spread.of([4.0, 1.0, 2.0, 3.0]).median == 2.5
    with pytest.raises(ValueError):
        Spread.of([])


def test_ratios_and_goals_are_written_out() -> None:
    assert ratio_text(0.6, 0.2) == "3.00×"
    assert ratio_text(0.3, 0.2, 1.5) == "1.50× (goal ≤ 1.5×: met)"
    assert ratio_text(0.31, 0.2, 1.5) == "1.55× (goal ≤ 1.5×: not met)"
    assert ratio_text(1.0, 0.0) == "n/a"
    assert megabytes(92160) == "90.0 MB"
    assert megabytes(None) == "n/a"
    assert goal_text(92160, 90) == "90.0 MB (goal ≤ 90 MB: met)"
    assert goal_text(92161, 90).endswith("not met)")
    assert goal_text(None, 90) == "n/a (goal ≤ 90 MB)"


def test_the_startup_report_puts_ours_beside_the_others() -> None:
    ours = startup.Contender(startup.OURS, ["addiction"], [0.9, 0.6, 0.8], [300_000] * 3,
                             [240_000] * 3)
    sol = startup.Contender(startup.AISLERIOT, ["sol"], [0.2, 0.4, 0.3], [53_000] * 3,
                            [20_000] * 3)
    bare = startup.Contender(startup.BARE, ["python"], [], failures=2)
    lines = startup.report([ours, sol, bare])
    assert any(line.startswith(startup.OURS) and "0.800s" in line and "0.600s" in line
               and "293.0 MB, 234.4 MB" in line for line in lines)
    assert "ours / Aisleriot: 2.67× (goal ≤ 1.5×: not met)" in lines
    assert any("no launch mapped a window (2 failed)" in line for line in lines)
    # No bare median, so no ratio against it.
    assert not any(line.startswith("ours / bare") for line in lines)


def test_a_frozen_folder_without_the_program_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        startup.contenders(tmp_path)
    program = tmp_path / "addiction"
    program.write_text("#!/bin/sh\n", encoding="ascii")
    program.chmod(0o755)
    chosen = startup.contenders(tmp_path)
    assert [c.command for c in chosen if c.name == startup.FROZEN] == [
        [str(program), "--deal", startup.DEAL]
    ]
    assert chosen[0].name == startup.OURS and chosen[0].command[-2:] == ["--deal", startup.DEAL]


def test_an_existing_display_is_used_as_it_is(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISPLAY", ":41")
    with x_display() as display:
        assert display == ":41"


def test_the_newest_change_in_a_folder(tmp_path: Path) -> None:
    assert memory.newest_change(tmp_path) == 0.0
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    first.write_text("{}", encoding="ascii")
    second.write_text("{}", encoding="ascii")
    os.utime(first, (1000.0, 1000.0))
    os.utime(second, (2000.0, 2000.0))
    assert memory.newest_change(tmp_path) == 2000.0


def test_sampling_stops_at_its_time_and_calls_back() -> None:
    # A clock of its own: the samples fall every SAMPLE_EVERY seconds of it, whatever the machine.
    now = [100.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    trace = memory.Trace()
    calls: list[float] = []
    memory.sample_until(os.getpid(), 100.0 + 2.5 * memory.SAMPLE_EVERY, trace, calls.append,
                        clock=lambda: now[0], sleep=sleep)
    assert calls == [100.0 + i * memory.SAMPLE_EVERY for i in range(3)]
    assert len(trace.samples) == 3 and now[0] == 100.0 + 2.5 * memory.SAMPLE_EVERY
    assert trace.peak == max(trace.samples) > 0


def test_memory_lines_name_the_goal_only_for_the_game() -> None:
    trace = memory.Trace(half_second={"VmRSS": 150_000, "RssAnon": 100_000},
                         after_start={"VmRSS": 295_000, "RssAnon": 241_000},
                         settled={"VmRSS": 98_000}, start_peak=300_000,
                         samples=[98_000, 380_000, 120_000],
                         high_water=410_000, at_end=99_000)
    ours = memory.trace_lines("Addiction", trace, goals=True)
    assert "0.5 s after the window mapped 146.5 MB (goal ≤ 90 MB: not met)" in ours[0]
    assert "of it RssAnon 97.7 MB" in ours[0]
    assert "288.1 MB (goal ≤ 90 MB: not met), of it RssAnon 235.4 MB" in ours[1]
    assert "95.7 MB, of it RssAnon n/a; highest sample until then 293.0 MB" in ours[2]
    assert "371.1 MB (goal ≤ 160 MB: not met)" in ours[3] and "3 samples" in ours[3]
    assert "400.4 MB" in ours[4] and "96.7 MB" in ours[4]
    theirs = memory.trace_lines("Aisleriot", trace, goals=False)
    assert not any("goal" in line for line in theirs)


def test_the_tours_slope_is_in_mb_a_minute() -> None:
    # 1 MB (1024 kB) more every 10 s is 6 MB a minute; flat is 0; one sample has no slope.
    rising = [(10.0 * i, 100_000 + 1024 * i) for i in range(31)]
    assert memory.slope_mb_per_minute(rising) == pytest.approx(6.0)
    assert memory.slope_mb_per_minute([(10.0 * i, 100_000) for i in range(5)]) == 0.0
    assert memory.slope_mb_per_minute([(0.0, 5)]) == 0.0


def test_this_test_is_no_pool_worker() -> None:
    assert not memory.is_pool_worker(os.getpid())
    assert memory.study_command()[-4:] == ["--deals", memory.STUDY_DEALS, "--jobs",
                                           str(memory.STUDY_JOBS)]


def test_cpu_seconds_reads_this_process(tmp_path: Path) -> None:
    del tmp_path
    used = startup.cpu_seconds(os.getpid())
    assert used is not None and 0 < used <= time.process_time() + 0.05
    assert startup.cpu_seconds(2**22 + 12345) is None  # no such process


def test_the_startup_report_sets_cpu_and_another_checkout_beside_ours() -> None:
    ours = startup.Contender(startup.OURS, ["addiction"], [0.5, 0.5, 0.5], cpu=[0.30, 0.32, 0.31])
    older = startup.Contender(f"{startup.OURS} at pre-move", ["python"], [0.4, 0.4, 0.4],
                              cpu=[0.25, 0.25, 0.25])
    lines = startup.report([ours, older])
    assert any(line.startswith(startup.OURS + " ") and "0.310s" in line for line in lines)
    assert f"ours / pre-move: {startup.ratio_text(0.5, 0.4)}" in lines
    assert f"CPU to map, ours / {startup.OURS} at pre-move: 1.24" in lines


def test_the_startup_rounds_start_one_contender_later_each_time() -> None:
    a, b, c = (startup.Contender(name, [name]) for name in "abc")
    orders = [[x.name for x in startup.turn_order([a, b, c], n)] for n in range(4)]
    assert orders == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"], ["a", "b", "c"]]
    assert startup.turn_order([], 3) == []
