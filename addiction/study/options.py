# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How ``addiction-study`` reads its options: each checked where it is parsed (a number finite
and in its range, a name one of its choices, a file a regular file), so that a bad one gets
one sentence on stderr and exit status 2, never a traceback, as ``addiction-deals`` answers.

The games' parts of the command (``Study.options``) read theirs with the same functions.
"""

from __future__ import annotations

import argparse
import math
import os
import stat
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final, NoReturn
from urllib.parse import urlsplit

PROG: Final = "addiction-study"
_EXCERPT: Final = 40
# The longest sentence said about the command line (argparse's own, about options unknown).
_MOST_SAID: Final = 400
# Schemes of Dask's scheduler addresses (``tcp://host:8786``; no scheme is tcp).
SCHEMES: Final = ("tcp", "tls", "ws", "wss", "ucx")
# Worker processes asked for at most (more are refused where parsed), and started at most: a
# few per core of this machine, and never more than there are deals to play (``workers``).
MOST_JOBS: Final = 100_000
JOBS_PER_CORE: Final = 4


class BadInput(Exception):
    """One sentence about what was wrong with the command line (or a file it names)."""


def shown(text: str) -> str:
    """A short excerpt of what the user typed, quoted: its start and its end (a file's name)."""
    if len(text) > _EXCERPT:
        text = text[:_EXCERPT // 2] + "…" + text[-(_EXCERPT // 2 - 1):]
    return repr(text)


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are ``BadInput``: one sentence, which the command
    prints after its name (``--jobs wants a whole number within 1-100000, not 'x'.``)."""

    def error(self, message: str) -> NoReturn:
        text = " ".join(message.split())  # one line, whatever was typed
        option, colon, said = text.partition(": ")
        if option == "unrecognized arguments" and colon:
            text = f"There is no option {shown(said)} (see --help)"
        elif option.startswith("argument ") and colon:
            text = f"{option.removeprefix('argument ')} {said}"
        else:
            text = text[:1].upper() + text[1:]
        if len(text) > _MOST_SAID:
            text = text[:_MOST_SAID - 1] + "…"
        raise BadInput(text.rstrip(".") + ".")


def whole(least: int, most: int) -> Callable[[str], int]:
    """An option's type: a whole number within ``least``-``most``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:  # also for more digits than Python converts
            raise argparse.ArgumentTypeError(
                f"wants a whole number within {least}-{most}, not {shown(text)}") from None
        if not least <= value <= most:
            raise argparse.ArgumentTypeError(f"{shown(text)} is outside {least}-{most}")
        return value

    return parse


def seconds(least: float, most: float) -> Callable[[str], float]:
    """An option's type: a number of seconds within ``least``-``most`` (never nan or inf)."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"wants a number of seconds within {least:g}-{most:g}, not {shown(text)}"
            ) from None
        if not math.isfinite(value) or not least <= value <= most:
            raise argparse.ArgumentTypeError(
                f"{shown(text)} is not a number of seconds within {least:g}-{most:g}")
        return value

    return parse


def one_of(choices: Sequence[str]) -> Callable[[str], str]:
    """An option's type: one of ``choices`` (argparse's own ``choices`` would quote the whole
    of what was typed)."""

    def parse(text: str) -> str:
        if text not in choices:
            raise argparse.ArgumentTypeError(
                f"wants one of {', '.join(choices)}, not {shown(text)}")
        return text

    return parse


def results_path(text: str) -> Path:
    """``--results``: a regular file (appended to), or none yet in a folder that exists."""
    path = Path(text)
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        if not path.parent.is_dir():
            raise argparse.ArgumentTypeError(
                f"{shown(text)} is in a folder that does not exist") from None
        return path
    except OSError as error:
        raise argparse.ArgumentTypeError(
            f"{shown(text)} cannot be read ({error.strerror})") from None
    if not stat.S_ISREG(mode):
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a regular file")
    return path


def report_path(text: str) -> Path:
    """``--report``: a results file that exists, a regular file."""
    path = Path(text)
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise argparse.ArgumentTypeError(f"{shown(text)}: there is no such results file") \
            from None
    except OSError as error:
        raise argparse.ArgumentTypeError(
            f"{shown(text)} cannot be read ({error.strerror})") from None
    if not stat.S_ISREG(mode):
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a regular file")
    return path


def scheduler(text: str) -> str:
    """``--scheduler``: ``local:N`` (N local workers), or a Dask scheduler's address
    (``tcp://host:8786``, ``host:8786``; schemes ``SCHEMES``)."""
    if text.startswith("local:"):
        count = text.removeprefix("local:")
        if not count.isdecimal() or not count.isascii() or not 1 <= int(count) <= MOST_JOBS:
            raise argparse.ArgumentTypeError(
                f"wants local:N with N within 1-{MOST_JOBS}, not {shown(text)}")
        return f"local:{int(count)}"
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "tcp", text
    if scheme not in SCHEMES:
        raise argparse.ArgumentTypeError(
            f"wants local:N or a scheduler's address such as tcp://host:8786 (schemes "
            f"{', '.join(SCHEMES)}), not {shown(text)}")
    try:
        parts = urlsplit(f"//{rest}")
        port = parts.port
    except ValueError:
        port, parts = None, None
    if (parts is None or not parts.hostname or parts.path or parts.query or parts.fragment
            or parts.username is not None or "\\" in rest or not rest.isprintable()
            or (port is not None and port < 1)):
        raise argparse.ArgumentTypeError(
            f"wants a scheduler's address such as tcp://host:8786, not {shown(text)}")
    return f"{scheme}://{rest}"


def workers(asked: int | None, deals: int) -> tuple[int, str]:
    """The worker processes to start for ``deals`` deals when ``asked`` were asked for (None:
    one a core, said nothing about), and the one line saying why it is fewer ("" when it is
    not)."""
    cores = os.cpu_count() or 1
    if deals == 0:  # nothing left to play: no pool at all
        return 1, ""
    if asked is None:
        return min(cores, deals), ""
    most = cores * JOBS_PER_CORE
    count = max(1, min(asked, deals, most))
    if count >= asked:
        return count, ""
    if count == deals:
        return count, (f"{PROG}: {count} worker process{'es' if count > 1 else ''}, not "
                       f"{asked}: there {'are' if deals > 1 else 'is'} only {deals} "
                       f"deal{'s' if deals > 1 else ''} to play.")
    return count, (f"{PROG}: {count} worker processes, not {asked}: at most {JOBS_PER_CORE} "
                   f"per core of this machine's {cores}.")
