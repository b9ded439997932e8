# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Keep every file's licence stated the REUSE way: list the files that lack it, or add it.

    python packaging/spdx.py --check    list the files without licence information; exit 1 if any
    python packaging/spdx.py --fix      add the header to every file of a kind that takes one

Which files carry a header, and in which comment syntax:

- ``#`` comments: Python (.py, .pyi), the PyInstaller spec, TOML, YAML, INI-style files, the
  .desktop entry, .gitignore, MANIFEST.in, and every script that starts with a shebang (``.ci/run``);
- ``/* */`` comments: C sources and headers;
- ``<!-- -->`` comments: SVG and XML (the AppStream metainfo), after the XML declaration.

The other files are covered by an annotation in ``REUSE.toml`` instead: JSON has no comment
syntax; Qt's .ts catalogues are rewritten whole by ``lupdate``, which would drop a comment;
.qm, .png and .bin files are binary; the Markdown documents keep their title on the first line.
The licence texts in ``LICENSES/`` need nothing (they are what the headers point to). A file of
any other kind counts as lacking licence information until one of the two is decided for it.

The files examined are those git tracks; without git (an unpacked archive) the tree is walked,
leaving out build outputs, caches and virtual environments.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
COPYRIGHT = "2026 The Addiction team"
LICENCE = "GPL-3.0-or-later"
# Written in two pieces so that REUSE's own scanner, which reads every line of every file,
# does not take these constants for this file's licence statement.
COPYRIGHT_TAG = "SPDX-" + "FileCopyrightText:"
LICENCE_TAG = "SPDX-" + "License-Identifier:"
# A header is only looked for near the top: a tag deep inside a file is data, not its header.
HEADER_LINES = 20


@dataclass(frozen=True)
class Style:
    """How a kind of file writes a comment: before and after each header line."""

    start: str
    end: str = ""

    def header(self) -> list[str]:
        return [
            f"{self.start}{COPYRIGHT_TAG} {COPYRIGHT}{self.end}",
            f"{self.start}{LICENCE_TAG} {LICENCE}{self.end}",
        ]


HASH = Style("# ")
C = Style("/* ", " */")
XML = Style("<!-- ", " -->")

STYLE_BY_SUFFIX: dict[str, Style] = {
    ".py": HASH, ".pyi": HASH, ".spec": HASH, ".toml": HASH, ".yaml": HASH, ".yml": HASH,
    ".cfg": HASH, ".ini": HASH, ".desktop": HASH, ".sh": HASH,
    ".c": C, ".h": C,
    ".svg": XML, ".xml": XML,
}
# lintian-overrides: the Debian package's, which take "#" comments (resources/debian/).
# MANIFEST.in: setuptools' list of the source archive's files, which takes "#" comments.
STYLE_BY_NAME: dict[str, Style] = {
    ".gitignore": HASH, ".gitattributes": HASH, "lintian-overrides": HASH, "MANIFEST.in": HASH,
}

# Folders that never hold the project's own files, for the walk without git.
SKIPPED_FOLDERS = {
    ".git", ".venv", "venv", "build", "dist", "__pycache__", ".pytest_cache", ".mypy_cache",
    ".ruff_cache", ".hypothesis",
}
SKIPPED_SUFFIXES = (".pyc", ".pyo", ".so", ".egg-info")

# Lines that must stay first: an interpreter line, a Python encoding declaration, an XML declaration.
_SHEBANG = re.compile(r"#!")
_CODING = re.compile(r"#.*coding[:=]")
_XML_DECLARATION = re.compile(r"<\?xml\b")


def style_of(path: Path) -> Style | None:
    """The comment style a header takes in ``path``, None for a kind that takes none."""
    if path.name in STYLE_BY_NAME:
        return STYLE_BY_NAME[path.name]
    style = STYLE_BY_SUFFIX.get(path.suffix)
    if style is not None:
        return style
    if not path.suffix and _starts_with_shebang(path):
        return HASH
    return None


def _starts_with_shebang(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(2) == b"#!"
    except OSError:
        return False


def has_header(path: Path) -> bool:
    """True when both tags appear in the first ``HEADER_LINES`` lines of ``path``."""
    with path.open(encoding="utf-8", errors="replace") as f:
        top = [line for _, line in zip(range(HEADER_LINES), f, strict=False)]
    text = "".join(top)
    return COPYRIGHT_TAG in text and LICENCE_TAG in text


def project_files(root: Path) -> list[Path]:
    """The files of the project under ``root``, as relative paths: git's list, else a walk."""
    try:
        result = subprocess.run(
            ["git", "ls-files", "-z"], cwd=root, capture_output=True, check=True
        )
    except (OSError, subprocess.CalledProcessError):
        return _walk(root)
    names = [name for name in result.stdout.decode("utf-8").split("\0") if name]
    # A file deleted in the work tree but not yet in the index is not there to check.
    return sorted(Path(name) for name in names if (root / name).is_file())


def _walk(root: Path) -> list[Path]:
    found = []
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(
            name for name in subfolders
            if name not in SKIPPED_FOLDERS and not name.endswith(SKIPPED_SUFFIXES)
        )
        for name in files:
            if not name.endswith(SKIPPED_SUFFIXES):
                found.append((Path(folder) / name).relative_to(root))
    return sorted(found)


def annotated_patterns(root: Path) -> list[str]:
    """The path patterns that ``REUSE.toml`` gives licence information to."""
    path = root / "REUSE.toml"
    if not path.is_file():
        return []
    with path.open("rb") as f:
        data = tomllib.load(f)
    patterns: list[str] = []
    for annotation in data.get("annotations", []):
        if not annotation.get("SPDX-License-Identifier") or not annotation.get("SPDX-FileCopyrightText"):
            continue
        paths = annotation.get("path", [])
        patterns.extend([paths] if isinstance(paths, str) else paths)
    return patterns


def _pattern_regex(pattern: str) -> re.Pattern[str]:
    """REUSE.toml's globbing: ``**`` crosses folders, ``*`` and ``?`` stay within one."""
    parts = []
    i = 0
    while i < len(pattern):
        if pattern.startswith("**", i):
            parts.append(".*")
            i += 2
        elif pattern[i] == "*":
            parts.append("[^/]*")
            i += 1
        elif pattern[i] == "?":
            parts.append("[^/]")
            i += 1
        else:
            parts.append(re.escape(pattern[i]))
            i += 1
    return re.compile("".join(parts))


def is_annotated(relative: PurePosixPath, patterns: Iterable[str]) -> bool:
    text = relative.as_posix()
    return any(_pattern_regex(pattern).fullmatch(text) for pattern in patterns)


def lacking(root: Path = ROOT) -> list[Path]:
    """The project files under ``root`` with no licence information, as relative paths."""
    patterns = annotated_patterns(root)
    missing = []
    for relative in project_files(root):
        posix = PurePosixPath(relative.as_posix())
        if posix.parts[0] == "LICENSES" or is_annotated(posix, patterns):
            continue
        path = root / relative
        if style_of(path) is None or not has_header(path):
            missing.append(relative)
    return missing


def with_header(text: str, style: Style) -> str:
    """``text`` with the header added after the lines that must stay first."""
    lines = text.splitlines(keepends=True)
    first = 0
    if lines and (_SHEBANG.match(lines[0]) or _XML_DECLARATION.match(lines[0])):
        first = 1
    if style is HASH and first < len(lines) and first < 2 and _CODING.match(lines[first]):
        first += 1
    newline = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
    header = [line + newline for line in style.header()]
    rest = lines[first:]
    # A blank line keeps the header apart from a comment or docstring that says what the file is.
    if rest and rest[0].strip():
        header.append(newline)
    if lines[:first] and not lines[first - 1].endswith(("\n", "\r")):
        lines[first - 1] += newline
    return "".join(lines[:first] + header + rest)


def fix(root: Path = ROOT) -> tuple[list[Path], list[Path]]:
    """Add the header to every file under ``root`` that lacks one and can take one.

    Returns the files changed and the files left without licence information (kinds that
    take no header and that ``REUSE.toml`` does not annotate).
    """
    changed, left = [], []
    for relative in lacking(root):
        path = root / relative
        style = style_of(path)
        if style is None:
            left.append(relative)
            continue
        # Bytes in, bytes out: the file keeps its encoding and its line endings.
        text = path.read_bytes().decode("utf-8")
        path.write_bytes(with_header(text, style).encode("utf-8"))
        changed.append(relative)
    return changed, left


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python packaging/spdx.py",
        description="Check or add the SPDX licence headers (REUSE) of the project's files.",
    )
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--check", action="store_true", help="list the files lacking licence information")
    action.add_argument("--fix", action="store_true", help="add the header where a file can take one")
    parser.add_argument("--root", type=Path, default=ROOT, help="the project folder (default: this one)")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    if args.fix:
        changed, left = fix(root)
        for relative in changed:
            print(f"added header: {relative.as_posix()}")
    else:
        left = lacking(root)
    for relative in left:
        kind = "no header" if style_of(root / relative) else "no header possible; annotate it in REUSE.toml"
        print(f"{relative.as_posix()}: {kind}", file=sys.stderr)
    return 1 if left else 0


if __name__ == "__main__":
    raise SystemExit(main())
