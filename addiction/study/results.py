# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A study's results file: one JSON line per deal, appended as they come, read back to resume or report."""

from __future__ import annotations

import json
import math
import os
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any, TextIO, TypeVar

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


def read(path: Path) -> tuple[list[DealRecord], list[int]]:
    """The records of a results file, and the numbers of the lines that held none."""
    records: list[DealRecord] = []
    damaged: list[int] = []
    with path.open(encoding="utf-8", errors="replace") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                records.append(DealRecord.from_json(line))
            except ValueError:  # json.JSONDecodeError is one
                damaged.append(number)
    return records, damaged


def load(paths: Iterable[Path], warn: TextIO | None = None) -> list[DealRecord]:
    """The records of several results files, each deal of each study once (the first seen).

    Damaged lines (a line cut short when a run was killed mid-write, or edited by hand) are
    skipped with one sentence per file: their deals are simply played again on a rerun.
    """
    seen: set[tuple[str, str, str, int]] = set()
    out: list[DealRecord] = []
    for path in paths:
        records, damaged = read(path)
        if damaged:
            shown = ", ".join(map(str, damaged[:5])) + (", …" if len(damaged) > 5 else "")
            plural = "s" if len(damaged) > 1 else ""
            (warn or sys.stderr).write(f"{path}: skipped {len(damaged)} damaged line{plural} "
                                       f"(line {shown}), which hold no result.\n")
        for record in records:
            if record.key not in seen:
                seen.add(record.key)
                out.append(record)
    return out


class Appender:
    """Appends records to a results file, each line flushed to the disk as it is written."""

    def __init__(self, path: Path) -> None:
        # A run killed mid-write leaves a last line without its newline: start on a fresh
        # line, or the next record would be glued to the damaged one and lost with it.
        fresh_line = True
        if path.exists() and path.stat().st_size > 0:
            with path.open("rb") as old:
                old.seek(-1, os.SEEK_END)
                fresh_line = old.read(1) == b"\n"
        self._file: IO[str] = path.open("a", encoding="utf-8")
        if not fresh_line:
            self._file.write("\n")

    def write(self, record: DealRecord) -> None:
        self._file.write(record.to_json() + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

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
