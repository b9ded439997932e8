# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Desktop integration: the .desktop entry, the AppStream metainfo, and installing them for a user."""

from __future__ import annotations

import configparser
import re
import shlex
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from addiction import __version__
from addiction.registry import games
from tests.packaging.conftest import ROOT

APP_ID = "io.github.addiction.Addiction"
DESKTOP = ROOT / "resources" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / f"{APP_ID}.metainfo.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def read_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, check=False, capture_output=True, text=True)


def split_list(value: str) -> list[str]:
    return [item for item in value.split(";") if item]


def test_build_script_uses_the_same_id(build_script: ModuleType) -> None:
    assert build_script.APP_ID == APP_ID
    assert build_script.DESKTOP_FILE == DESKTOP
    assert build_script.METAINFO_FILE == METAINFO


def test_desktop_entry_has_what_menus_need(pyproject: dict[str, Any]) -> None:
    entry = read_entry(DESKTOP)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Addiction"
    assert entry["GenericName"] == "Solitaire"
    assert entry["Comment"]
    # The installed command, as pyproject names it; the build script points it at the bundle.
    assert shlex.split(entry["Exec"])[0] in pyproject["project"]["gui-scripts"]
    assert entry["Icon"] == APP_ID
    assert {"Game", "CardGame"} <= set(split_list(entry["Categories"]))
    assert {"Gaps", "Montana", "Patience", "Pyramid"} <= set(split_list(entry["Keywords"]))
    assert entry["Terminal"] == "false"
    for language in ("pt_BR", "es", "pl"):
        assert entry[f"GenericName[{language}]"] and entry[f"Comment[{language}]"]


def test_the_icon_is_drawn_in_resources(build_script: ModuleType) -> None:
    icons = build_script.icon_files()
    targets = {target.as_posix() for _source, target in icons}
    assert f"hicolor/scalable/apps/{APP_ID}.svg" in targets
    for source, target in icons:
        assert source.is_file() and source.is_relative_to(ROOT / "resources" / "icons")
        assert target.stem == read_entry(DESKTOP)["Icon"]
    for source, target in icons:
        if target.suffix == ".png":
            # hicolor/NxN/apps: the folder names the size the picture must have.
            size = target.parts[1]
            width, height = (int(n) for n in size.split("x"))
            header = source.read_bytes()[:24]
            assert header[:8] == b"\x89PNG\r\n\x1a\n"
            assert (int.from_bytes(header[16:20]), int.from_bytes(header[20:24])) == (width, height)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validate_accepts_it() -> None:
    result = run("desktop-file-validate", str(DESKTOP))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == ""


def test_metainfo_describes_this_release(pyproject: dict[str, Any]) -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("name") == "Addiction"
    assert root.findtext("summary")
    license_ = pyproject["project"]["license"]
    assert root.findtext("project_license") == (license_ if isinstance(license_, str) else license_["text"])
    assert root.find("description/p") is not None
    launchable = root.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") in pyproject["project"]["gui-scripts"]
    assert root.find("content_rating") is not None
    releases = root.findall("releases/release")
    assert releases, "no release listed"
    assert releases[0].get("version") == __version__


def test_metainfo_lists_the_changelog_releases() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    released = re.findall(r"^## \[([^\]]+)\] - (\d{4}-\d{2}-\d{2})$", changelog, re.MULTILINE)
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    listed = [(release.get("version"), release.get("date")) for release in releases]
    assert listed == released


def test_metainfo_shows_the_repository_screenshots() -> None:
    root = ET.parse(METAINFO).getroot()
    assert (root.findtext("url[@type='homepage']") or "").startswith("https://")
    images = root.findall("screenshots/screenshot/image")
    assert images and root.find("screenshots/screenshot[@type='default']") is not None
    for image in images:
        # Software centres fetch screenshots by URL: each names a picture in resources/screenshots.
        url = image.text or ""
        assert url.startswith("https://") and "/resources/screenshots/" in url
        picture = ROOT / "resources" / "screenshots" / url.rsplit("/", 1)[1]
        header = picture.read_bytes()[:24]
        size = (int.from_bytes(header[16:20]), int.from_bytes(header[20:24]))
        assert size == (int(image.get("width", 0)), int(image.get("height", 0))), picture.name


def test_the_project_addresses_are_written_in_the_metainfo_alone() -> None:
    """Homepage, bug tracker and contact are written once (packaging/deb.py reads them there),
    so that a move of the repository is one edit, and the screenshots follow the homepage."""
    root = ET.parse(METAINFO).getroot()
    homepage = root.findtext("url[@type='homepage']") or ""
    contact = root.findtext("update_contact") or ""
    match = re.fullmatch(r"https://github\.com/([^/]+)/([^/]+)", homepage)
    assert match, homepage
    assert root.findtext("url[@type='bugtracker']") == f"{homepage}/issues"
    assert "@" in contact
    raw = f"https://raw.githubusercontent.com/{match[1]}/{match[2]}/"
    for image in root.findall("screenshots/screenshot/image"):
        assert (image.text or "").startswith(raw), image.text
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: no list of the project's files")
    tracked = run("git", "-C", str(ROOT), "ls-files", "-z").stdout.split("\0")
    own_copy = ROOT / "addiction" / "data" / METAINFO.name
    for name in tracked:
        path = ROOT / name
        if not name or path in (METAINFO, own_copy) or not path.is_file():
            continue
        text = path.read_bytes().decode("utf-8", errors="replace")
        assert homepage.removeprefix("https://") not in text and raw[8:] not in text, (
            f"{name} writes the project's address: take it from {METAINFO.name}")
        assert contact not in text, (
            f"{name} writes the project's address: take it from {METAINFO.name}")


def test_metainfo_names_every_game_and_the_accessibility_options() -> None:
    description = " ".join(ET.parse(METAINFO).getroot().find("description").itertext())  # type: ignore[union-attr]
    text = " ".join(description.split())
    for spec in games():
        assert spec.title in text, spec.title
    for words in ("screen reader", "keyboard", "Large print", "high-contrast", "reduced motion"):
        assert words in text, words


def test_metainfo_translations_cover_the_shipped_languages() -> None:
    root = ET.parse(METAINFO).getroot()
    languages = {element.get(XML_LANG) for element in root.findall("summary")}
    assert {"pt-BR", "es", "pl"} <= languages


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_appstreamcli_validates_it() -> None:
    result = run("appstreamcli", "validate", "--no-net", "--no-color", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(
    ("program", "written"),
    [
        ("/opt/addiction/addiction", "/opt/addiction/addiction"),
        ("/home/ana maria/addiction", '"/home/ana maria/addiction"'),
        ("/tmp/$HOME/a", '"/tmp/\\\\$HOME/a"'),
        ("/tmp/100%/a", "/tmp/100%%/a"),
    ],
)
def test_exec_line_quoting(build_script: ModuleType, program: str, written: str) -> None:
    assert build_script.desktop_exec(Path(program)) == written


def test_data_home_follows_xdg(
    build_script: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert build_script.data_home() == tmp_path
    # The spec says a relative value is invalid and must be ignored.
    monkeypatch.setenv("XDG_DATA_HOME", "relative/share")
    assert build_script.data_home() == Path.home() / ".local" / "share"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert build_script.data_home() == Path.home() / ".local" / "share"


def test_install_then_uninstall(build_script: ModuleType, tmp_path: Path) -> None:
    program = tmp_path / "my games" / "addiction"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    home = tmp_path / "share"

    written = build_script.install_desktop(program, home)

    entry_path = home / "applications" / DESKTOP.name
    assert entry_path in written and home / "metainfo" / METAINFO.name in written
    assert (home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    entry = read_entry(entry_path)
    assert shlex.split(entry["Exec"]) == [str(program)]
    assert entry["TryExec"] == str(program)
    assert entry["Icon"] == APP_ID
    assert METAINFO.read_bytes() == (home / "metainfo" / METAINFO.name).read_bytes()
    if shutil.which("desktop-file-validate"):
        result = run("desktop-file-validate", str(entry_path))
        assert result.returncode == 0, result.stdout

    theirs = home / "icons" / "hicolor" / "48x48" / "apps" / "other-program.png"
    theirs.write_bytes(b"icon")
    removed = build_script.uninstall_desktop(home)
    assert not any(path.exists() for path in written)
    # The folders install made go once empty; those holding another program's icon stay.
    assert sorted(path for path in removed if path.suffix) == sorted(written)
    assert home / "metainfo" in removed and home / "icons" / "hicolor" / "16x16" in removed
    assert {path for path in home.rglob("*")} == {
        home / "icons", home / "icons" / "hicolor", home / "icons" / "hicolor" / "48x48",
        theirs.parent, theirs}
    theirs.unlink()
    build_script.uninstall_desktop(home)
    assert home.is_dir() and not any(home.iterdir())


def test_uninstall_refuses_a_linked_folder(build_script: ModuleType, tmp_path: Path) -> None:
    program = tmp_path / "dist" / "addiction"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    home = tmp_path / "share"
    written = build_script.install_desktop(program, home)
    # The metainfo folder swapped for a link to someone else's, holding a file of our name.
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    (theirs / METAINFO.name).write_text("theirs", encoding="utf-8")
    shutil.rmtree(home / "metainfo")
    (home / "metainfo").symlink_to(theirs, target_is_directory=True)
    with pytest.raises(ValueError, match="is a link to another folder"):
        build_script.uninstall_desktop(home)
    assert (theirs / METAINFO.name).read_text(encoding="utf-8") == "theirs"
    assert all(path.is_file() for path in written if "metainfo" not in path.parts)


def test_install_refuses_a_missing_build(build_script: ModuleType, tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="build first"):
        build_script.install_desktop(tmp_path / "dist" / "addiction", tmp_path / "share")
    assert not (tmp_path / "share").exists()


@pytest.mark.parametrize("folder", ["games\nExec=/bin/sh -c evil", "tab\there", 'a"$b`\\c'])
def test_install_escapes_a_hostile_folder_name(
        build_script: ModuleType, tmp_path: Path, folder: str) -> None:
    """A build in a folder whose name holds a newline wrote a second Exec before."""
    program = tmp_path / folder / "addiction"
    program.parent.mkdir(parents=True)
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    home = tmp_path / "share"
    build_script.install_desktop(program, home)
    entry_path = home / "applications" / DESKTOP.name
    text = entry_path.read_text(encoding="utf-8")
    assert [line.split("=", 1)[0] for line in text.splitlines()].count("Exec") == 1
    desktop = build_script._desktop()
    keys = desktop.parse_entry(text)
    assert desktop.exec_arguments(keys["Exec"]) == [str(program.resolve())]
    assert desktop.unescape_string(keys["TryExec"]) == str(program.resolve())
    if shutil.which("desktop-file-validate"):
        result = run("desktop-file-validate", str(entry_path))
        assert result.returncode == 0 and result.stdout == "", result.stdout


def test_install_never_writes_through_a_planted_link(build_script: ModuleType, tmp_path: Path) -> None:
    program = tmp_path / "dist" / "addiction"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    home = tmp_path / "share"
    victim = tmp_path / "player" / ".profile"
    victim.parent.mkdir()
    victim.write_text("the player's own\n", encoding="utf-8")
    entry_path = home / "applications" / DESKTOP.name
    entry_path.parent.mkdir(parents=True)
    entry_path.symlink_to(victim)
    build_script.install_desktop(program, home)
    assert victim.read_text(encoding="utf-8") == "the player's own\n"
    assert not entry_path.is_symlink() and "TryExec=" in entry_path.read_text(encoding="utf-8")
    # A linked folder on the way refuses the install, in one sentence.
    (home / "metainfo").rename(tmp_path / "moved")
    (home / "metainfo").symlink_to(victim.parent, target_is_directory=True)
    with pytest.raises(ValueError, match="is not a folder of yours but a link"):
        build_script.install_desktop(program, home)
    assert sorted(path.name for path in victim.parent.iterdir()) == [".profile"]
