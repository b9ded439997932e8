# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A study's results file: one JSON line per deal, appended as they come, read back to resume or report."""

from __future__ import annotations

import json
import math
import os
import stat
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any, ClassVar, Final, TextIO, TypeVar

from addiction.study.options import shown

# A setting's value in a record: what JSON round-trips exactly.
Value = str | int | float | bool
Settings = Mapping[str, Value]
T = TypeVar("T")


def canonical(settings: Settings) -> str:
    """One text per setting, whatever the key order, so equal settings compare equal."""
    return json.dumps(dict(settings), sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class DealRecord:
    """What one deal of a study came to, and where and how fast it was played.

    ``rules`` are the game's rules, ``solver`` what the solver was allowed (time or positions);
    together with ``game`` they say which study a record belongs to. ``score``, ``moves``,
    ``searched`` and the decision figures are None where a study has no such figure.
    """

    game: str
    deal: int
    rules: Settings
    solver: Settings
    outcome: str
    score: int | None
    moves: int | None
    seconds: float
    searched: int | None
    machine: str
    decisions: int | None = None
    decision_max: float | None = None
    # The study, as text: computed once, since grouping and merging ask for it per record.
    study: tuple[str, str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "study", (self.game, canonical(self.rules), canonical(self.solver)))

    @property
    def key(self) -> tuple[str, str, str, int]:
        """The same deal of the same study has the same key (a rerun skips it, a merge keeps one)."""
        return (*self.study, self.deal)

    def to_json(self) -> str:
        data = asdict(self)
        del data["study"]
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_json(cls, line: str) -> DealRecord:
        """The record on one line; ValueError when it is not one (truncated, edited, foreign)."""
        data = json.loads(line)
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        try:
            record = cls(
                game=_of(data, "game", str),
                deal=_of(data, "deal", int),
                rules=_settings(data, "rules"),
                solver=_settings(data, "solver"),
                outcome=_of(data, "outcome", str),
                score=_maybe(data, "score", int),
                moves=_maybe(data, "moves", int),
                seconds=_number(data, "seconds"),
                searched=_maybe(data, "searched", int),
                machine=_of(data, "machine", str),
                decisions=_maybe(data, "decisions", int),
                decision_max=None if data.get("decision_max") is None
                else _number(data, "decision_max"),
            )
        except KeyError as missing:
            raise ValueError(f"no {missing}") from None
        return record


def _of(data: dict[str, Any], name: str, kind: type[T]) -> T:
    value = data[name]
    # bool is an int in Python, but true is no deal number or score.
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"{name} is not a {kind.__name__}")
    return value


def _maybe(data: dict[str, Any], name: str, kind: type[T]) -> T | None:
    return None if data.get(name) is None else _of(data, name, kind)


def _number(data: dict[str, Any], name: str) -> float:
    value = data[name]
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"{name} is not a number")
    return float(value)


def _settings(data: dict[str, Any], name: str) -> dict[str, Value]:
    value = data[name]
    if not isinstance(value, dict) or not all(
        isinstance(v, str | int | float | bool) for v in value.values()
    ):
        raise ValueError(f"{name} is not a table of settings")
    return value


# A results file holds a line of some 250 bytes per deal: a study of a million deals (the most
# one study plays) is some 250 MB, and some 1.4 GB once read. A longer line, or a bigger file,
# is no results file of ours.
MOST_BYTES: Final = 400 * 1024 * 1024
MOST_LINE: Final = 64 * 1024


class ResultsError(Exception):
    """A results file that cannot be read or written, in one sentence."""


def _named(path: Path) -> str:
    return shown(str(path))


def _open(path: Path, flags: int) -> int:
    """A descriptor of ``path``, a regular file (never waiting on a FIFO or a device)."""
    try:
        fd = os.open(path, flags | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOCTTY, 0o666)
    except OSError as error:
        raise ResultsError(f"{_named(path)} cannot be opened ({error.strerror}).") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ResultsError(f"{_named(path)} is not a regular file.")
    except BaseException:
        os.close(fd)
        raise
    return fd


@dataclass(slots=True)
class Damaged:
    """The lines of a results file that held no record: how many, and the first few of their
    numbers (a file of garbage has millions, and their numbers would take more memory than
    its records)."""

    count: int = 0
    first: list[int] = field(default_factory=list)

    # Line numbers kept, and named in the sentence that says they were skipped.
    KEPT: ClassVar[int] = 5

    def add(self, number: int) -> None:
        self.count += 1
        if len(self.first) < self.KEPT:
            self.first.append(number)


def read(path: Path) -> tuple[list[DealRecord], Damaged]:
    """The records of a results file, and the lines that held none (cut short, edited, not
    UTF-8, longer than ``MOST_LINE``); ResultsError when the file is no regular file, cannot
    be read or is bigger than ``MOST_BYTES``."""
    records: list[DealRecord] = []
    damaged = Damaged()
    with os.fdopen(_open(path, os.O_RDONLY), "rb") as file:
        try:
            if os.fstat(file.fileno()).st_size > MOST_BYTES:
                raise _too_big(path)
            for number, line in enumerate(_lines(file, path), 1):
                if line is _LONG:
                    damaged.add(number)
                    continue
                if not line.strip():
                    continue
                try:
                    records.append(DealRecord.from_json(line.decode("utf-8")))
                except ValueError:  # json.JSONDecodeError and UnicodeDecodeError are ones
                    damaged.add(number)
        except OSError as error:
            raise ResultsError(f"{_named(path)} cannot be read ({error.strerror}).") from None
    return records, damaged


# A line longer than ``MOST_LINE``, read to its end and set aside.
_LONG: Final = bytes(MOST_LINE + 1)


def _lines(file: IO[bytes], path: Path) -> Iterator[bytes]:
    """The lines of a file, none held longer than ``MOST_LINE`` (a longer one is ``_LONG``),
    ResultsError past ``MOST_BYTES`` (a file that grows as it is read: /proc's, one written)."""
    total = 0

    def next_line() -> bytes:
        nonlocal total
        line = file.readline(MOST_LINE + 1)
        total += len(line)
        if total > MOST_BYTES:
            raise _too_big(path)
        return line

    while line := next_line():
        if len(line) <= MOST_LINE:
            yield line
            continue
        while line and not line.endswith(b"\n"):  # the rest of it, read and dropped
            line = next_line()
        yield _LONG


def _too_big(path: Path) -> ResultsError:
    most = f"{MOST_BYTES // 2**20:,} MB" if MOST_BYTES >= 2**20 else f"{MOST_BYTES:,} bytes"
    return ResultsError(f"{_named(path)} is more than {most}, too big for a results file.")


def load(paths: Iterable[Path], warn: TextIO | None = None) -> list[DealRecord]:
    """The records of several results files, each deal of each study once (the first seen).

    Damaged lines (a line cut short when a run was killed mid-write, or edited by hand) are
    skipped with one sentence per file: their deals are simply played again on a rerun.
    """
    seen: set[tuple[str, str, str, int]] = set()
    out: list[DealRecord] = []
    for path in paths:
        records, damaged = read(path)
        if damaged.count:
            lines = ", ".join(map(str, damaged.first)) + (
                ", …" if damaged.count > len(damaged.first) else "")
            plural = "s" if damaged.count > 1 else ""
            (warn or sys.stderr).write(f"{_named(path)}: skipped {damaged.count:,} damaged "
                                       f"line{plural} (line {lines}), which hold no result.\n")
        for record in records:
            if record.key not in seen:
                seen.add(record.key)
                out.append(record)
    return out


class Appender:
    """Appends records to a results file, each line flushed to the disk as it is written."""

    def __init__(self, path: Path) -> None:
        self._path = path
        fd = _open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT)
        try:
            # A run killed mid-write leaves a last line without its newline: start on a fresh
            # line, or the next record would be glued to the damaged one and lost with it.
            size = os.fstat(fd).st_size
            fresh_line = size == 0 or os.pread(fd, 1, size - 1) == b"\n"
            self._file: IO[str] = os.fdopen(fd, "a", encoding="utf-8")
        except OSError as error:
            os.close(fd)
            raise ResultsError(f"{_named(path)} cannot be written ({error.strerror}).") \
                from None
        if not fresh_line:
            self.write_line("")

    def write(self, record: DealRecord) -> None:
        self.write_line(record.to_json())

    def write_line(self, line: str) -> None:
        """One line, flushed to the disk (ResultsError: it could not be: a full disk)."""
        try:
            self._file.write(line + "\n")
            self._file.flush()
            os.fsync(self._file.fileno())
        except OSError as error:
            raise ResultsError(f"{_named(self._path)} cannot be written ({error.strerror}); "
                               "the deals written before are kept.") from None

    def close(self) -> None:
        self._file.close()

    def __enter__(self) -> Appender:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


def grouped(records: Iterable[DealRecord]) -> Iterator[list[DealRecord]]:
    """The records of each study together, studies in the order first seen, deals in order."""
    groups: dict[tuple[str, str, str], list[DealRecord]] = {}
    for record in records:
        groups.setdefault(record.study, []).append(record)
    for group in groups.values():
        yield sorted(group, key=lambda r: r.deal)
