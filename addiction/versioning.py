# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The version a build carries: the release, or the release and the commit it was built from.

Used at build time only (setup.py, the PyInstaller spec, packaging/build.py and deb.py load this
file by its path); the running program reads the result from ``addiction/_build_version.py``,
which the build writes (``addiction.build_version()``), and never asks git anything.

The release is the literal ``__version__`` in ``addiction/__init__.py``, the one place it is
written. A build is a **release build** when both hold:

* HEAD's tree is the tree of the *release commit*, the newest commit that changed the
  ``__version__`` line (found with ``git log -G``, so no tag is needed: tags may not survive a
  fork, a mirror or a shallow clone), and
* the ``## [Unreleased]`` section of CHANGELOG.md lists nothing.

Anything else is a **development build** of the work after that release, and carries the commit:
``0.2.0+git20261207.3.gabc1234`` for the third commit after the release commit, committed on
7 December 2026 (UTC), whose hash starts ``abc1234``. Both PEP 440 and dpkg sort it after
``0.2.0`` and before ``0.2.1``; between two builds of one branch the later commit's date sorts
after the earlier's, and on one day the commit count decides. The ``g`` keeps the hash a word
even when it is all digits (PEP 440 would drop a leading zero of a number).

Where there is no git repository (an unpacked source distribution, a copy of the files), the
version written in the sdist's PKG-INFO is used, else the plain release. In a shallow clone
whose history stops before the release commit, the release commit cannot be told apart from
the boundary, so such a build counts as a development build. Uncommitted changes are not
looked at: a build says which commit it is of.
"""

from __future__ import annotations

import ast
import datetime as dt
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

INIT = Path("addiction") / "__init__.py"
CHANGELOG = "CHANGELOG.md"
GENERATED = Path("addiction") / "_build_version.py"
# The line of addiction/__init__.py whose change makes a release commit (a `git log -G` regex).
VERSION_LINE = "^__version__ = "
_UNRELEASED = re.compile(r"^## \[Unreleased\][ \t]*$(?P<body>.*?)(?=^## |\Z)", re.MULTILINE | re.DOTALL)
DEV_VERSION = re.compile(
    r"(?P<release>\d+(?:\.\d+)*)\+git(?P<date>\d{8})\.(?P<count>0|[1-9]\d*)\.g(?P<hash>[0-9a-f]{7})"
)


def version_in(module: Path) -> str:
    """The string literal assigned to ``__version__`` in ``module``."""
    for node in ast.parse(module.read_text(encoding="utf-8")).body:
        if (
            isinstance(node, ast.Assign)
            and any(isinstance(target, ast.Name) and target.id == "__version__" for target in node.targets)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            return node.value.value
    raise ValueError(f"{module} assigns no string literal to __version__")


def release_version(root: Path) -> str:
    """The release written in the tree ``root``: ``addiction.__version__``."""
    return version_in(root / INIT)


def unreleased_entries(changelog: str) -> list[str]:
    """The lines of the changelog's ``## [Unreleased]`` section that say something: not blank,
    not a ``###`` heading. None when the section is empty or absent."""
    match = _UNRELEASED.search(changelog)
    if match is None:
        return []
    lines = (line.strip() for line in match["body"].splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def dev_version(release: str, date: dt.date, count: int, commit: str) -> str:
    """``release+gitYYYYMMDD.COUNT.gHASH``: a build of the commit ``commit`` (its full or
    abbreviated hash), ``count`` commits after the release commit, committed on ``date``."""
    return f"{release}+git{date:%Y%m%d}.{count}.g{commit[:7].lower()}"


class Head(NamedTuple):
    """What git says of the commit a tree is checked out at. (Not a dataclass: this file is
    loaded by its path, outside sys.modules, where a dataclass cannot find its module.)"""

    commit: str
    date: dt.date  # its committer date, in UTC
    since_release: int  # commits HEAD has that the release commit has not
    released: bool  # HEAD's tree is the release commit's


def _git(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True, check=False,
                          env=dict(os.environ, LC_ALL="C"))


def git_head(root: Path) -> Head | None:
    """HEAD of the git work tree whose top folder is ``root``; None when ``root`` is not one
    (no git, no repository, or ``root`` is a folder inside someone else's repository, as an
    unpacked sdist under a clone would be)."""
    try:
        top = _git(root, "rev-parse", "--show-toplevel")
    except OSError:  # no git installed
        return None
    if top.returncode != 0 or Path(top.stdout.strip()).resolve() != root.resolve():
        if (root / ".git").exists():
            print(f"warning: git cannot read {root} ({top.stderr.strip()}); the build carries the "
                  "plain release version", file=sys.stderr)
        return None
    head = _git(root, "log", "-1", "--format=%H %ct", "HEAD")
    if head.returncode != 0:  # a repository without commits
        return None
    commit, stamp = head.stdout.split()
    date = dt.datetime.fromtimestamp(int(stamp), dt.UTC).date()
    found = _git(root, "log", "-1", "--format=%H", "-G", VERSION_LINE, "HEAD", "--", INIT.as_posix())
    release_commit = found.stdout.strip()
    shallow = Path(_git(root, "rev-parse", "--path-format=absolute", "--git-path", "shallow").stdout.strip())
    if release_commit and shallow.is_file() and release_commit in shallow.read_text().split():
        # the history stops here: this commit only seems to add the line
        release_commit = ""
    if not release_commit:
        count = int(_git(root, "rev-list", "--count", "HEAD").stdout.strip() or 0)
        return Head(commit, date, count, released=False)
    count = int(_git(root, "rev-list", "--count", f"{release_commit}..HEAD").stdout.strip())
    same_tree = _git(root, "diff", "--quiet", release_commit, "HEAD", "--").returncode == 0
    return Head(commit, date, count, released=same_tree)


def sdist_version(root: Path, release: str) -> str | None:
    """The version in the PKG-INFO of an unpacked source distribution at ``root``, when it is
    of ``release``; what git said when the sdist was made."""
    try:
        text = (root / "PKG-INFO").read_text(encoding="utf-8")
    except OSError:
        return None
    match = re.search(r"^Version: *(\S+)\s*$", text, re.MULTILINE)
    if match and (match[1] == release or match[1].startswith(release + "+")):
        return match[1]
    return None


def version_for(root: Path) -> str:
    """The version a build of the tree ``root`` carries (the rule is in this module's text)."""
    release = release_version(root)
    head = git_head(root)
    if head is None:
        return sdist_version(root, release) or release
    try:
        changelog = (root / CHANGELOG).read_text(encoding="utf-8")
    except FileNotFoundError:
        changelog = ""
    if head.released and not unreleased_entries(changelog):
        return release
    return dev_version(release, head.date, head.since_release, head.commit)


def module_text(version: str) -> str:
    """The text of ``addiction/_build_version.py`` for a build of ``version``."""
    return (
        "# SPDX-FileCopyrightText: 2026 The Addiction team\n"
        "# SPDX-License-Identifier: GPL-3.0-or-later\n\n"
        '"""Written at build time by addiction/versioning.py: the version of this build."""\n\n'
        f'__version__ = "{version}"\n'
    )


def write_module(path: Path, version: str) -> Path:
    """Write ``addiction/_build_version.py`` for a build of ``version`` at ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(module_text(version), encoding="utf-8")
    return path


if __name__ == "__main__":
    # python addiction/versioning.py: the version a build of this checkout would carry
    print(version_for(Path(__file__).resolve().parents[1]))
