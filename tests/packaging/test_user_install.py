# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``packaging/build.py --install`` / ``--uninstall``: the bundle copied into the user's own
folders, with a command and a menu entry that outlive the clone. A small fake bundle stands in
for PyInstaller's (tests/packaging/test_build.py freezes the real one)."""

from __future__ import annotations

import configparser
import shlex
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

APP_ID = "io.github.addiction.Addiction"


@pytest.fixture
def user(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder of the test's own, with the XDG data folder inside it."""
    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    return home


def fake_bundle(dist: Path) -> Path:
    """A one-folder bundle whose program says where it runs from and that it found _internal."""
    folder = dist / "addiction"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "libpython3.11.so.1.0").write_bytes(b"\0" * 64)
    # Like PyInstaller's bootloader, it finds its _internal folder beside its real path.
    (folder / "addiction").write_text(
        '#!/bin/sh\nhere=$(dirname "$(readlink -f "$0")")\n'
        'test -d "$here/_internal" && echo "addiction from $here"\n', encoding="utf-8")
    (folder / "addiction").chmod(0o755)
    return folder


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def every_file(folder: Path) -> set[Path]:
    return {path for path in folder.rglob("*") if path.is_file() or path.is_symlink()}


def test_install_outlives_the_clone_and_uninstall_leaves_nothing(
    build_script: ModuleType, user: Path, tmp_path: Path
) -> None:
    clone = tmp_path / "clone"
    fake_bundle(clone / "dist")
    assert build_script.main(["--no-build", "--install", "--dist", str(clone / "dist")]) == 0

    share = user / ".local" / "share"
    copy = share / "addiction" / "bundle"
    launcher = user / ".local" / "bin" / "addiction"
    assert (copy / "_internal" / "libpython3.11.so.1.0").is_file()
    assert launcher.is_symlink() and launcher.resolve() == copy / "addiction"
    entry = read_entry(share / "applications" / f"{APP_ID}.desktop")
    assert shlex.split(entry["Exec"]) == [str(copy / "addiction")]
    assert entry["Icon"] == APP_ID
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()

    # The clone goes; the menu entry and the command still start the program, from a bare shell.
    shutil.rmtree(clone)
    bare = {"PATH": "/usr/bin:/bin", "HOME": str(user)}
    for command in (shlex.split(entry["Exec"]), [str(launcher)]):
        result = subprocess.run(command, env=bare, cwd="/", capture_output=True, text=True, check=False)
        assert result.stdout.strip() == f"addiction from {copy}", result.stderr

    # Someone else's files in the same folders stay.
    other = share / "applications" / "other.desktop"
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    assert build_script.main(["--uninstall"]) == 0
    assert every_file(user) == {other}
    assert not (share / "addiction").exists()
    # The folders made for the menu entry's metainfo and icons went once empty.
    assert sorted(share.iterdir()) == [share / "applications"]


def test_a_second_install_replaces_the_first(build_script: ModuleType, user: Path, tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    folder = fake_bundle(dist)
    assert build_script.main(["--no-build", "--install", "--dist", str(dist)]) == 0
    (folder / "_internal" / "libpython3.11.so.1.0").unlink()
    (folder / "_internal" / "libpython3.12.so.1.0").write_bytes(b"")
    assert build_script.main(["--no-build", "--install", "--dist", str(dist)]) == 0
    internal = user / ".local" / "share" / "addiction" / "bundle" / "_internal"
    assert sorted(path.name for path in internal.iterdir()) == ["libpython3.12.so.1.0"]


def test_a_command_not_ours_is_left_alone(build_script: ModuleType, user: Path, tmp_path: Path) -> None:
    pip_command = user / ".local" / "bin" / "addiction"
    pip_command.parent.mkdir(parents=True)
    pip_command.write_text("#!/bin/sh\n", encoding="utf-8")
    dist = tmp_path / "dist"
    fake_bundle(dist)
    assert build_script.main(["--no-build", "--install", "--dist", str(dist)]) == 1
    assert not (user / ".local" / "share" / "addiction").exists()
    assert build_script.main(["--uninstall"]) == 0
    assert pip_command.read_text(encoding="utf-8") == "#!/bin/sh\n"


def test_install_refuses_a_missing_build(build_script: ModuleType, user: Path, tmp_path: Path) -> None:
    assert build_script.main(["--no-build", "--install", "--dist", str(tmp_path / "dist")]) == 1
    assert not user.exists()
