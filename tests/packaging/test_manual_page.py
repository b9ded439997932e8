# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""addiction(6), the .deb's manual page: its FILES name the places the program really uses,
and SEE ALSO the desktops' other patience programs."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from addiction.cardart.decks import cache_folder
from addiction.program.app import APP_NAME, ORGANISATION
from addiction.registry import game_ids
from addiction.store import RecordsStore, SavedGames, default_data_dir
from addiction.store.old_folder import old_data_dir
from addiction.table.settings import Settings
from tests.packaging.conftest import packaging_module


@pytest.fixture(scope="module")
def page() -> str:
    deb: ModuleType = packaging_module("deb")
    text: str = deb.manual_page("9.9.9")
    return text


def section(page: str, name: str) -> str:
    """The roff of one section, up to the next."""
    found = re.search(rf"^\.SH {name}\n(.*?)(?=^\.SH |\Z)", page, re.MULTILINE | re.DOTALL)
    assert found is not None, f"no {name} section"
    return found.group(1)


def files_named(page: str) -> list[str]:
    """The paths FILES names (each entry's tag), as a reader sees them."""
    tags = re.findall(r"^\.TP\n(.*)$", section(page, "FILES"), re.MULTILINE)
    return [re.sub(r"\\f[IRB]", "", tag).replace("\\-", "-") for tag in tags]


def home_relative(path: Path, home: Path) -> str:
    return "~/" + path.relative_to(home).as_posix()


def test_the_sections_come_in_the_usual_order(page: str) -> None:
    names = re.findall(r"^\.SH (.+)$", page, re.MULTILINE)
    assert names == ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "ENVIRONMENT", "FILES",
                     "NOTES", "SEE ALSO"]


def test_files_names_the_places_the_program_uses(
        page: str, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    del qtbot  # a QApplication, as the program has when it asks Qt
    # The XDG defaults of a home folder: what the page names with ~.
    home = tmp_path / "home"
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    monkeypatch.delenv("ADDICTION_DATA_DIR")
    monkeypatch.delenv("ADDICTION_SETTINGS")
    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName(ORGANISATION)  # as app.main names the program
    QCoreApplication.setApplicationName(APP_NAME)
    try:
        # Qt reads the configuration folder once a process; the suite set it (conftest).
        config = Path(os.environ["XDG_CONFIG_HOME"])
        settings = "~/.config/" + Path(Settings().store.fileName()).relative_to(config).as_posix()
        old = old_data_dir()
    finally:
        QCoreApplication.setOrganizationName(names[0])
        QCoreApplication.setApplicationName(names[1])
    data = default_data_dir()
    with RecordsStore.open(data) as records:
        book = records.path
    saved = [SavedGames(data).path(game) for game in game_ids()]
    named = files_named(page)

    assert named[0] == settings == "~/.config/Addiction/Addiction.conf"
    assert named[1] == home_relative(data, home) + "/" == "~/.local/share/Addiction/"
    assert named[2] == home_relative(book, home)
    pattern = re.escape(named[3]).replace("GAME", "([a-z-]+)")
    assert saved and all(re.fullmatch(pattern, home_relative(path, home)) for path in saved)
    assert named[4] == home_relative(cache_folder(), home) + "/" == "~/.cache/addiction/decks/"
    assert len(named) == 5
    # The folder versions up to 0.1.0 used, whose contents move at the first start.
    assert old is not None and home_relative(old, home) + "/" in section(page, "FILES")


def test_the_variables_that_move_the_files_are_told(page: str) -> None:
    environment = section(page, "ENVIRONMENT")
    files = section(page, "FILES")
    for variable in ("ADDICTION_DATA_DIR", "ADDICTION_SETTINGS"):
        assert f"\\fB{variable}\\fR" in environment and variable in files
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        assert f"${variable}" in files


def test_see_also_names_the_desktops_patience_programs(page: str) -> None:
    see_also = section(page, "SEE ALSO")
    assert re.findall(r"^\.BR (\S+) \((\d)\),?$", see_also, re.MULTILINE) == [
        ("sol", "6"), ("kpat", "6")]
    # The package ships one command: the study and deal tools of a source install are not in it.
    assert "addiction-" not in see_also


@pytest.mark.skipif(shutil.which("groff") is None, reason="groff is not installed")
def test_groff_reads_the_page_without_a_warning(page: str, tmp_path: Path) -> None:
    source = tmp_path / "addiction.6"
    source.write_text(page, encoding="utf-8")
    result = subprocess.run(["groff", "-man", "-ww", "-z", str(source)], capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0 and result.stderr == "", result.stderr
