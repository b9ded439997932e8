# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The menu entry after a real pip (and pipx) install, started after the clone is gone.

The project's tracked files are copied to a scratch folder, installed from there, not editable,
into a fresh virtual environment, and the copy is deleted; the installed ``addiction
--install-desktop`` writes its menu entry into a scratch ``XDG_DATA_HOME``, and the command its
``Exec`` line names runs the self-test from a bare environment, as a menu would start it.

For pip, PySide6 is not fetched again (80 MB): the fresh environment gets the PySide6 and
shiboken6 of the environment running the tests as symbolic links to their folders and metadata,
so pip finds the requirement satisfied and installs only the project, which it builds as a wheel
in its own build environment (setuptools comes from the package index, as for any pip install).
pipx, when installed (the ``package`` extra brings it), does it all its own way, PySide6 from the
index included, and its link in ``~/.local/bin`` starts the game from the entry.

Only when ADDICTION_BUILD=1, with the other packaging checks of .ci/run: two to three minutes,
most of it the self-test (every feature of every game: about a minute of CPU on a two-core
machine) and pipx's download.
"""

from __future__ import annotations

import configparser
import importlib.metadata
import importlib.util
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from packaging.requirements import Requirement

from addiction import __version__, desktop
from tests.packaging.conftest import ROOT

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("ADDICTION_BUILD") != "1",
        reason="installs the project into a fresh virtual environment; set ADDICTION_BUILD=1 to run",
    ),
]

APP_ID = desktop.APP_ID


def copy_of_the_clone(target: Path) -> Path:
    """The files git tracks, copied to ``target``: what a fresh clone holds."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: no list of the project's files")
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True,
                            check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():  # a file deleted but not yet committed is not there to copy
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


def lend_requirements(pyproject_requirements: list[str], site: Path) -> list[str]:
    """Link the installed distributions that the project requires (and what they require) into
    ``site``, the packages and their metadata; their names."""
    lent: list[str] = []
    waiting = [Requirement(text) for text in pyproject_requirements]
    while waiting:
        requirement = waiting.pop()
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
            continue
        dist = importlib.metadata.distribution(requirement.name)
        name = dist.metadata["Name"]
        if name in lent:
            continue
        assert dist.version in requirement.specifier, f"{name} {dist.version} is not {requirement}"
        tops = {Path(str(file)).parts[0] for file in dist.files or [] if not str(file).startswith("..")}
        # __pycache__ is shared by the single-module distributions, whose modules are lent.
        for top in sorted(tops - {"__pycache__"}):
            (site / top).symlink_to(Path(str(dist.locate_file(top))))
        lent.append(name)
        waiting += [Requirement(text) for text in dist.requires or []]
    return lent


def bare_env(home: Path) -> dict[str, str]:
    """What a desktop session's menu gives a program it starts, and no more: no virtual
    environment, no PYTHONPATH, no PATH into the scratch folders."""
    return {
        "HOME": str(home),
        "PATH": "/usr/bin:/bin",
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "QT_QPA_PLATFORM": "offscreen",
    }


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def every_file(folder: Path) -> set[Path]:
    return {path for path in folder.rglob("*") if path.is_file() or path.is_symlink()}


def expected_files(share: Path) -> set[Path]:
    theme = share / "icons" / "hicolor"
    return {
        share / "applications" / f"{APP_ID}.desktop",
        share / "metainfo" / f"{APP_ID}.metainfo.xml",
        theme / "scalable" / "apps" / f"{APP_ID}.svg",
        *(theme / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in desktop.ICON_SIZES),
    }


def install_desktop_and_read_exec(command: Path, home: Path) -> list[str]:
    """Run ``command --install-desktop`` as its user would; the entry's Exec, split."""
    share = home / ".local" / "share"
    result = subprocess.run([str(command), "--install-desktop"], env=bare_env(home), cwd="/",
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    assert every_file(share) == expected_files(share)
    entry = read_entry(share / "applications" / f"{APP_ID}.desktop")
    assert entry["Icon"] == APP_ID
    return shlex.split(entry["Exec"])


def uninstall_desktop_leaves_nothing(command: list[str], home: Path) -> None:
    share = home / ".local" / "share"
    written = every_file(share)
    other = share / "applications" / "someone-else.desktop"
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    result = subprocess.run([*command, "--uninstall-desktop"], env=bare_env(home), cwd="/",
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    removed = {Path(line.removeprefix("removed ")) for line in result.stdout.splitlines()}
    # The folders the install made go too, but not one that holds anything else.
    kept = every_file(share) - written
    made = {folder for path in written for folder in path.parents if folder.is_relative_to(share)} - {share}
    emptied = {folder for folder in made if not any(path.is_relative_to(folder) for path in kept)}
    assert share / "applications" not in emptied
    assert removed == written | emptied
    assert not any(folder.exists() for folder in emptied)
    assert every_file(share) == kept == {other}


def test_pip_install_then_the_menu_entry_starts_the_game_after_the_clone_is_gone(
    tmp_path: Path, pyproject: dict[str, Any]
) -> None:
    clone = copy_of_the_clone(tmp_path / "clone")
    venv = tmp_path / "venv"
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               capture_output=True, text=True, check=True).stdout.strip())
    lent = lend_requirements(pyproject["project"]["dependencies"], site)
    assert {"PySide6_Essentials", "shiboken6"} <= {name.replace("-", "_") for name in lent}
    # This Python's pip works on the new environment; not editable, so pip builds a wheel.
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install",
                              "--quiet", "--disable-pip-version-check", str(clone)],
                             capture_output=True, text=True, check=False)
    assert install.returncode == 0, install.stdout + install.stderr
    print(f"fresh environment and pip install in {time.perf_counter() - started:.1f} s")
    assert (site / "PySide6").is_symlink(), "pip installed PySide6 again instead of the lent one"
    shutil.rmtree(clone)

    home = tmp_path / "home"
    # From / : ``python -c`` looks in its working folder first, which here is the source tree.
    where = subprocess.run([str(python), "-c", "import addiction; print(addiction.__file__)"],
                           env=bare_env(home), cwd="/", capture_output=True, text=True,
                           check=True).stdout
    assert Path(where.strip()).is_relative_to(site), where  # the installed copy, not a source tree

    command = venv / "bin" / "addiction"
    exec_line = install_desktop_and_read_exec(command, home)
    assert exec_line == [str(command)]

    started = time.perf_counter()
    result = subprocess.run([*exec_line, "--self-test"], env=bare_env(home), cwd="/",
                            capture_output=True, text=True, check=False)
    print(f"self-test from the menu entry's command in {time.perf_counter() - started:.1f} s")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    # The build's version: the release, or on a later main the release and the commit.
    assert re.search(rf"^Addiction {re.escape(__version__)}(\+git[0-9]{{8}}\.[0-9]+\.g[0-9a-f]+)? "
                     r"self-test \(from source;", result.stdout, re.MULTILINE), result.stdout

    uninstall_desktop_leaves_nothing(exec_line, home)


def pipx_command() -> list[str] | None:
    """pipx, beside this Python or on PATH; None when it is not installed."""
    if importlib.util.find_spec("pipx") is not None:
        return [sys.executable, "-m", "pipx"]
    found = shutil.which("pipx")
    return [found] if found else None


@pytest.mark.skipif(pipx_command() is None, reason="pipx is not installed")
def test_pipx_install_then_the_menu_entry_names_pipx_s_link(tmp_path: Path) -> None:
    """pipx's command is a link in ~/.local/bin into its own environment: the entry names the
    link, which a ``pipx upgrade`` keeps, and the link starts the game from a bare shell."""
    pipx = pipx_command()
    assert pipx is not None
    clone = copy_of_the_clone(tmp_path / "clone")
    home = tmp_path / "home"
    env = dict(os.environ, HOME=str(home), PIPX_HOME=str(tmp_path / "pipx"),
               PIPX_BIN_DIR=str(home / ".local" / "bin"), PIPX_MAN_DIR=str(home / ".local" / "share" / "man"),
               PIPX_DEFAULT_PYTHON=sys.executable)
    env.pop("VIRTUAL_ENV", None)
    # pipx reads the metadata of every requirement it installs, so none can be lent here:
    # PySide6 comes from the package index.
    started = time.perf_counter()
    install = subprocess.run([*pipx, "install", str(clone)], env=env, capture_output=True,
                             text=True, check=False)
    assert install.returncode == 0, install.stdout + install.stderr
    print(f"pipx install in {time.perf_counter() - started:.1f} s")
    shutil.rmtree(clone)

    link = home / ".local" / "bin" / "addiction"
    assert link.is_symlink()
    exec_line = install_desktop_and_read_exec(link, home)
    assert exec_line == [str(link)]
    result = subprocess.run([*exec_line, "--version"], env=bare_env(home), cwd="/",
                            capture_output=True, text=True, check=False)
    assert result.stdout.strip() == f"addiction {__version__}", result.stderr
    # Qt loads in pipx's environment: one window drawn offscreen, as the self-test's first step.
    shot = home / "shot.png"
    result = subprocess.run([*exec_line, "--screenshot", str(shot), "--size", "320x200"],
                            env=bare_env(home), cwd="/", capture_output=True, text=True, check=False)
    assert result.returncode == 0 and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", result.stderr

    uninstall_desktop_leaves_nothing(exec_line, home)
