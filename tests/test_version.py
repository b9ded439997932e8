# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The version is written once, in addiction/__init__.py, and everything that names it agrees."""

from __future__ import annotations

import ast
import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import addiction

ROOT = Path(__file__).resolve().parents[1]
METAINFO = ROOT / "resources" / "io.github.addiction.Addiction.metainfo.xml"
# "## [0.1.0] - 2026-11-29": a release heading of Keep a Changelog (Unreleased has no date).
RELEASE_HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\] - (?P<date>\d{4}-\d{2}-\d{2})$", re.MULTILINE)


def as_tuple(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def test_the_version_is_a_literal_in_the_package() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", addiction.__version__)
    tree = ast.parse((ROOT / "addiction" / "__init__.py").read_text(encoding="utf-8"))
    # Nothing imported: asking importlib.metadata at start-up is what this replaced.
    assert not [node for node in tree.body if isinstance(node, ast.Import | ast.ImportFrom)]
    (assignment,) = [node for node in tree.body if isinstance(node, ast.Assign)]
    assert isinstance(assignment.value, ast.Constant)
    assert assignment.value.value == addiction.__version__


def test_pyproject_takes_the_version_from_the_package() -> None:
    with (ROOT / "pyproject.toml").open("rb") as f:
        pyproject = tomllib.load(f)
    assert "version" not in pyproject["project"]
    assert "version" in pyproject["project"]["dynamic"]
    assert pyproject["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "addiction.__version__"}


def metainfo_releases() -> list[tuple[str, str]]:
    root = ET.parse(METAINFO).getroot()
    return [
        (release.get("version") or "", release.get("date") or "")
        for release in root.iterfind("releases/release")
    ]


def changelog_releases() -> list[tuple[str, str]]:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    return [(match["version"], match["date"]) for match in RELEASE_HEADING.finditer(text)]


def test_the_metainfo_lists_this_version_newest_first() -> None:
    releases = metainfo_releases()
    assert releases[0][0] == addiction.__version__
    versions = [as_tuple(version) for version, _date in releases]
    assert versions == sorted(versions, reverse=True)


def test_the_changelog_names_this_version_as_the_newest_release() -> None:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = changelog_releases()
    assert releases[0][0] == addiction.__version__
    # Unreleased work is collected above the newest release.
    assert text.index("## [Unreleased]") < text.index(f"## [{addiction.__version__}]")


def test_the_changelog_and_the_metainfo_agree_on_every_release() -> None:
    assert changelog_releases() == metainfo_releases()
