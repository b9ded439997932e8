# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``addiction --install-desktop`` / ``--uninstall-desktop``: the menu entry after pip or pipx."""

from __future__ import annotations

import configparser
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from addiction import __version__
from addiction.program import desktop
from addiction.program.app import main

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "resources" / f"{desktop.APP_ID}.desktop"
DATA = ROOT / "addiction" / "data"


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


@pytest.fixture
def share(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


@pytest.fixture
def command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An ``addiction`` command in a folder with a space, as this process's argv[0]."""
    program = tmp_path / "my venv" / "bin" / "addiction"
    program.parent.mkdir(parents=True)
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    monkeypatch.setattr(sys, "argv", [str(program), "--install-desktop"])
    return program


def test_the_entry_is_the_one_resources_ships_but_for_the_command(tmp_path: Path) -> None:
    written = tmp_path / "entry.desktop"
    written.write_text(desktop.entry_text(Path("/opt/x/addiction")), encoding="utf-8")
    ours, shipped = read_entry(written), read_entry(SHIPPED)
    assert {k: v for k, v in ours.items() if k not in ("Exec", "TryExec")} == {
        k: v for k, v in shipped.items() if k not in ("Exec", "TryExec")}
    assert list(ours) == list(shipped)
    assert ours["Exec"] == ours["TryExec"] == "/opt/x/addiction"
    assert shipped["Exec"] == shipped["TryExec"] == "addiction"


def test_install_then_uninstall_from_the_command_line(
    share: Path, command: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--install-desktop"]) == 0
    entry_path = share / "applications" / f"{desktop.APP_ID}.desktop"
    metainfo = share / "metainfo" / f"{desktop.APP_ID}.metainfo.xml"
    scalable = share / "icons" / "hicolor" / "scalable" / "apps" / f"{desktop.APP_ID}.svg"
    icons = sorted((share / "icons" / "hicolor").glob("*x*/apps/*"))
    written = {entry_path, metainfo, scalable, *icons}
    assert {path for path in share.rglob("*") if path.is_file()} == written
    entry = read_entry(entry_path)
    assert shlex.split(entry["Exec"]) == [str(command)]
    assert entry["TryExec"] == str(command)
    assert entry["Icon"] == desktop.APP_ID
    # What software centres show, and the icon for any size: those resources/ ships.
    assert metainfo.read_bytes() == (ROOT / "resources" / metainfo.name).read_bytes()
    assert scalable.read_bytes() == (ROOT / "resources" / "icons" / scalable.name).read_bytes()
    assert [icon.name for icon in icons] == [f"{desktop.APP_ID}.png"] * len(desktop.ICON_SIZES)
    assert {icon.parent.parent.name for icon in icons} == {f"{n}x{n}" for n in desktop.ICON_SIZES}
    for icon in icons:
        size = int(icon.parent.parent.name.split("x")[0])
        header = icon.read_bytes()[:24]
        assert (int.from_bytes(header[16:20]), int.from_bytes(header[20:24])) == (size, size)
    assert str(command) in capsys.readouterr().out
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(entry_path)], capture_output=True,
                                text=True, check=False)
        assert result.returncode == 0 and result.stdout == "", result.stdout

    # Someone else's file in the same folders stays.
    other = share / "applications" / "other.desktop"
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    assert main(["--uninstall-desktop"]) == 0
    assert {path for path in share.rglob("*") if path.is_file()} == {other}
    assert main(["--uninstall-desktop"]) == 0  # nothing left to remove is no error


def test_uninstall_removes_the_folders_install_made_once_empty(
    share: Path, command: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    del command  # the installed command the entry names
    # What the data home held before: a folder of another program's, and an empty one.
    (share / "fonts").mkdir(parents=True)
    (share / "fonts" / "some.ttf").write_bytes(b"font")
    (share / "Trash").mkdir()
    before = set(share.rglob("*"))
    assert main(["--install-desktop"]) == 0
    made = {path for path in share.rglob("*") if path.is_dir()} - before
    assert len(made) >= 15  # applications, metainfo, icons/hicolor/<size>/apps ...
    capsys.readouterr()
    assert main(["--uninstall-desktop"]) == 0
    assert set(share.rglob("*")) == before
    said = capsys.readouterr().out
    assert all(f"removed {folder}\n" in said for folder in made)


def test_uninstall_keeps_a_folder_that_holds_anything_else(share: Path, command: Path) -> None:
    del command
    assert main(["--install-desktop"]) == 0
    theirs = share / "icons" / "hicolor" / "48x48" / "apps" / "other-program.png"
    theirs.write_bytes(b"icon")
    cache = share / "icons" / "hicolor" / "icon-theme.cache"
    cache.write_bytes(b"cache")
    assert main(["--uninstall-desktop"]) == 0
    # Every folder on the way to another's file stays; the folders only ours held are gone.
    assert {path for path in share.rglob("*") if path.is_file()} == {theirs, cache}
    assert {path.relative_to(share) for path in share.rglob("*") if path.is_dir()} == {
        Path("icons"), Path("icons/hicolor"), Path("icons/hicolor/48x48"),
        Path("icons/hicolor/48x48/apps")}
    assert share.is_dir()


def test_uninstall_refuses_a_linked_folder_and_removes_nothing(
    share: Path, command: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    del command
    assert main(["--install-desktop"]) == 0
    # Someone swaps the applications folder for a link to theirs, holding a file of our name.
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    bait = theirs / desktop.entry_path(share).name
    bait.write_text("[Desktop Entry]\n", encoding="utf-8")
    applications = desktop.entry_path(share).parent
    shutil.rmtree(applications)
    applications.symlink_to(theirs, target_is_directory=True)
    before = {path: path.stat().st_mtime_ns for path in share.rglob("*") if path.is_file()}
    capsys.readouterr()
    assert main(["--uninstall-desktop"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is a link" in err and str(applications) in err
    assert bait.read_text(encoding="utf-8") == "[Desktop Entry]\n"
    assert {path: path.stat().st_mtime_ns for path in share.rglob("*") if path.is_file()} == before
    # Once the link is gone, the rest is removed as usual.
    applications.unlink()
    assert main(["--uninstall-desktop"]) == 0
    assert not any(path.is_file() for path in share.rglob("*"))


def test_uninstall_never_removes_the_data_home_or_above(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: Path
) -> None:
    del command
    home = tmp_path / "empty" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    assert main(["--install-desktop"]) == 0
    assert main(["--uninstall-desktop"]) == 0
    assert home.is_dir() and not any(home.iterdir())


def test_the_package_keeps_the_metainfo_and_icon_resources_ships() -> None:
    """The wheel has no resources/: the package carries copies, which must not drift."""
    for copy, original in [
        (DATA / desktop.METAINFO_DATA, ROOT / "resources" / desktop.METAINFO_DATA),
        (DATA / desktop.SCALABLE_ICON_DATA, ROOT / "resources" / "icons" / desktop.SCALABLE_ICON_DATA),
        *((DATA / f"addiction-{size}.png",
           ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{desktop.APP_ID}.png")
          for size in desktop.ICON_SIZES),
    ]:
        assert copy.read_bytes() == original.read_bytes(), (
            f"{copy.relative_to(ROOT)} differs from {original.relative_to(ROOT)}: copy it over "
            "(resources/icons/render_icons.py redraws the PNGs of both)")


def test_without_a_command_nothing_is_written(
    share: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "argv", ["/nowhere/__main__.py"])
    monkeypatch.setenv("PATH", "")
    assert main(["--install-desktop"]) == 1
    assert "no addiction command was found" in capsys.readouterr().err
    assert not share.exists()


def test_the_command_on_path_when_started_otherwise(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "bin"
    folder.mkdir()
    program = folder / "addiction"
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    monkeypatch.setenv("PATH", str(folder))
    assert desktop.installed_command("/src/addiction/__main__.py") == program
    # A link (pipx's ~/.local/bin/addiction) is named as the link, which outlives an upgrade.
    link = tmp_path / "local-bin" / "addiction"
    link.parent.mkdir()
    link.symlink_to(program)
    assert desktop.installed_command(str(link)) == link


@pytest.mark.parametrize(
    ("program", "written"),
    [
        ("/opt/addiction/addiction", "/opt/addiction/addiction"),
        ("/home/ana maria/addiction", '"/home/ana maria/addiction"'),
        ("/tmp/$HOME/a", '"/tmp/\\\\$HOME/a"'),
        ("/tmp/100%/a", "/tmp/100%%/a"),
    ],
)
def test_exec_line_quoting(program: str, written: str) -> None:
    assert desktop.desktop_exec(Path(program)) == written


@pytest.mark.skipif(not (Path(sys.executable).parent / "addiction").is_file(),
                    reason="the addiction command is not installed beside this Python")
def test_the_installed_entry_starts_the_game_from_a_fresh_shell(tmp_path: Path) -> None:
    """The real command writes the entry; what its Exec names runs with a bare environment."""
    installed = Path(sys.executable).parent / "addiction"
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "share"))
    subprocess.run([str(installed), "--install-desktop"], env=env, check=True, capture_output=True)
    entry = read_entry(tmp_path / "share" / "applications" / f"{desktop.APP_ID}.desktop")
    bare = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([*shlex.split(entry["Exec"]), "--version"], env=bare, cwd="/",
                            capture_output=True, text=True, check=False)
    assert result.stdout.strip() == f"addiction {__version__}", result.stderr
