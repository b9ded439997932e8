# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The command line under hostile input: whatever is typed, the command parses it or stops with
status 2 and a short message, quoting an excerpt of the input, never all of it; ``--position``
reads regular files only, and no more of them than a saved game may have."""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.program.app import build_parser, main, parse_rules
from addiction.registry import game_ids
from addiction.store.saved_game import MAX_FILE_BYTES

# What a message may take on stderr: argparse's usage lines (about 200 characters) and one
# sentence that quotes at most an excerpt of what was typed.
MAX_STDERR = 1000
HUGE = 100_000


@pytest.fixture(autouse=True)
def own_data(data_dir: Path) -> None:
    """Every test keeps its own settings and data folder (and so its own one-copy socket)."""


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """Run the command with ``argv``, which must stop with status 2; its message."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    return capsys.readouterr().err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_named_pipe_is_refused_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "position.fifo"
    os.mkfifo(pipe)
    # In a process of its own: opening a pipe no one writes to would wait for ever.
    try:
        done = subprocess.run(
            [sys.executable, "-m", "addiction", "--position", str(pipe)],
            capture_output=True, text=True, timeout=60, check=False,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
    except subprocess.TimeoutExpired:
        pytest.fail("--position on a named pipe waited for a writer")
    assert done.returncode == 2
    assert "it is a named pipe, not a regular file" in done.stderr
    assert len(done.stderr) < MAX_STDERR


def test_a_folder_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    message = refused(["--position", str(tmp_path)], capsys)
    assert "it is a folder, not a regular file" in message
    assert str(tmp_path.name) in message


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null here")
def test_a_device_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    # /dev/zero would be read for ever; /dev/null shows the same check without that risk.
    assert "it is a device, not a regular file" in refused(["--position", "/dev/null"], capsys)


def test_a_file_one_byte_larger_than_a_saved_game_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    big = tmp_path / "big.txt"
    with big.open("wb") as file:
        file.truncate(MAX_FILE_BYTES + 1)  # sparse: no disk is spent on it
    message = refused(["--position", str(big)], capsys)
    assert "too large for a position" in message
    assert len(message) < MAX_STDERR


def test_a_file_that_is_not_utf8_is_refused_in_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "junk.txt"
    junk.write_bytes(b"KS QH \xff\xfe")
    assert "is not UTF-8 text" in refused(["--position", str(junk)], capsys)


def test_a_path_no_file_can_have_is_refused_in_one_sentence(
    capsys: pytest.CaptureFixture[str]
) -> None:
    assert "no file has a name like that" in refused(["--position", "a\x00b"], capsys)


def test_a_path_is_quoted_in_part_and_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    nowhere = tmp_path / ("\x1b[31m" + "n" * 3000) / "position.txt"
    message = refused(["--position", str(nowhere)], capsys)
    assert "cannot read" in message
    assert "\x1b" not in message and "\\x1b" in message
    assert len(message) < MAX_STDERR


@pytest.mark.parametrize(
    ("argv", "excerpt"),
    [
        (["--deal", "7" * HUGE], "deal numbers run from 1 to 2147483647"),
        (["--deal", "seven" * (HUGE // 5)], "sevenseven"),
        (["--size", "1" * HUGE + "x800"], "1111111111"),
        (["--size", "wide" * (HUGE // 4)], "widewide"),
        (["--game", "g" * HUGE], "gggggggggg"),
        (["--rules", "redeals" * (HUGE // 7)], "redealsredeals"),
        (["--game", "pyramid", "--rules", "r" * HUGE], "rrrrrrrrrr"),
        (["--deal", "5", "u" * HUGE], "uuuuuuuuuu"),
        (["--" + "o" * HUGE], "oooooooooo"),
    ],
)
def test_a_huge_value_is_quoted_in_part(
    argv: list[str], excerpt: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # --screenshot: the rules are read once the game is known, and a screenshot's start
    # touches neither the player's settings nor the one-copy socket.
    message = refused([*argv, "--screenshot", str(tmp_path / "x.png")], capsys)
    assert len(message) < MAX_STDERR
    assert excerpt in message


# Arguments as a terminal might pass them, controls and surrogates (undecodable bytes) included.
ANY_TEXT = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=st.one_of(st.characters(), st.characters(min_codepoint=0xDC80,
                                                             max_codepoint=0xDCFF)), max_size=60),
    st.text(alphabet="0123456789xX -+_,.\u0663", max_size=30),
    st.integers().map(str),
    st.integers(min_value=4290, max_value=6000).map(lambda n: "3" * n),
    st.integers(min_value=1000, max_value=5000).map(lambda n: "\x1b[2J" * n),
)


def parse_quietly(argv: list[str]) -> tuple[int | None, str]:
    """``build_parser().parse_args(argv)``: None if it parsed, else the exit status; stderr."""
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            build_parser().parse_args(argv)
        except SystemExit as stop:
            return int(stop.code or 0), err.getvalue()
    return None, err.getvalue()


@settings(max_examples=300)
@given(option=st.sampled_from(["--deal", "--size", "--game", "--rules"]), text=ANY_TEXT,
       joined=st.booleans())
def test_any_value_parses_or_exits_2_in_a_short_message(
    option: str, text: str, joined: bool
) -> None:
    argv = [f"{option}={text}"] if joined else [option, text]
    status, message = parse_quietly(argv)
    assert status in (None, 2)
    assert len(message) < MAX_STDERR
    if status == 2:
        assert "error:" in message


@settings(max_examples=300)
@given(game=st.sampled_from(game_ids()), text=ANY_TEXT)
def test_any_rules_are_read_or_refused_in_a_short_message(game: str, text: str) -> None:
    # Exactly what the command does with --rules once it knows the game.
    try:
        parse_rules(game, text)
    except argparse.ArgumentTypeError as exc:
        assert len(str(exc)) < MAX_STDERR
