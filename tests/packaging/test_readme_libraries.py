# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The README's bare-machine line names every system package the installed Qt links to for a
window on X11: each is listed, or comes with a listed one through the packages' Depends."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.packaging.conftest import ROOT

pytestmark = pytest.mark.skipif(
    shutil.which("ldd") is None or shutil.which("dpkg-query") is None, reason="needs ldd and dpkg"
)

# What a window on X11 loads: the xcb platform plugin, its GL integration, and the Qt behind them.
WINDOW_PARTS = ("Qt/plugins/platforms/libqxcb.so", "Qt/plugins/xcbglintegrations/*.so",
                "Qt/lib/libQt6XcbQpa.so.*", "Qt/lib/libQt6Gui.so.*", "Qt/lib/libQt6Widgets.so.*",
                "QtWidgets.abi3.so")


def readme_packages() -> set[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    (line,) = re.findall(r"`apt-get install ([^`]+)`", text.split("## Playing")[0])
    return set(line.split())


def owner(library: Path) -> str | None:
    for path in (library, library.resolve()):
        result = subprocess.run(["dpkg-query", "-S", str(path)], capture_output=True, text=True, check=False)
        if result.returncode == 0:
            return result.stdout.split(":")[0]
    return None


def closure(packages: set[str]) -> set[str]:
    """``packages`` and everything their Depends and Pre-Depends bring, as installed here."""
    seen: set[str] = set()
    todo = list(packages)
    while todo:
        package = todo.pop()
        if package in seen:
            continue
        seen.add(package)
        result = subprocess.run(["dpkg-query", "-W", "-f=${Depends}, ${Pre-Depends}", package],
                                capture_output=True, text=True, check=False)
        for clause in result.stdout.split(","):
            # One alternative is enough; the first is what apt picks.
            name = clause.split("|")[0].split("(")[0].split(":")[0].strip()
            if name:
                todo.append(name)
    return seen


def test_the_bare_machine_line_lists_what_a_window_needs() -> None:
    pyside = pytest.importorskip("PySide6")
    base = Path(pyside.__file__).parent
    binaries = [path for pattern in WINDOW_PARTS for path in base.glob(pattern)]
    assert binaries
    needed: set[str] = set()
    for binary in binaries:
        listing = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, check=False).stdout
        for match in re.finditer(r"=> (/\S+)", listing):
            library = Path(match.group(1))
            if base not in library.parents:
                package = owner(library)
                assert package is not None, f"no Debian package owns {library}"
                needed.add(package)
    listed = readme_packages()
    # libc6 and the C++ runtime come with Python itself.
    missing = needed - closure(listed) - closure({"libc6", "libstdc++6"})
    assert missing == set()
