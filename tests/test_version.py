# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The version is written once, in addiction/__init__.py, and everything that names it agrees;
a build of work after the release carries the commit (addiction/versioning.py)."""

from __future__ import annotations

import ast
import datetime as dt
import itertools
import os
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

import addiction
from addiction import versioning

ROOT = Path(__file__).resolve().parents[1]
METAINFO_NAME = "io.github.addiction.Addiction.metainfo.xml"
# Every copy: resources/ for the frozen builds and the .deb, addiction/data/ for a pip install.
METAINFOS = [ROOT / "resources" / METAINFO_NAME, ROOT / "addiction" / "data" / METAINFO_NAME]
# "## [0.1.0] - 2026-11-29": a release heading of Keep a Changelog (Unreleased has no date).
RELEASE_HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\] - (?P<date>\d{4}-\d{2}-\d{2})$", re.MULTILINE)
CHANGELOG_TEXT = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


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
    assert versioning.release_version(ROOT) == addiction.__version__


def test_setup_py_gives_the_metadata_the_build_version() -> None:
    with (ROOT / "pyproject.toml").open("rb") as f:
        pyproject = tomllib.load(f)
    assert "version" not in pyproject["project"]
    assert "version" in pyproject["project"]["dynamic"]
    # Not read statically from a literal: setup.py computes it (the wheel test below builds one).
    assert "version" not in pyproject["tool"]["setuptools"].get("dynamic", {})
    assert "version=VERSION" in (ROOT / "setup.py").read_text(encoding="utf-8")


def metainfo_releases(path: Path) -> list[tuple[str, str]]:
    root = ET.parse(path).getroot()
    return [
        (release.get("version") or "", release.get("date") or "")
        for release in root.iterfind("releases/release")
    ]


def changelog_releases() -> list[tuple[str, str]]:
    return [(match["version"], match["date"]) for match in RELEASE_HEADING.finditer(CHANGELOG_TEXT)]


@pytest.mark.parametrize("path", METAINFOS, ids=["resources", "package-data"])
def test_the_metainfo_lists_this_version_newest_first(path: Path) -> None:
    releases = metainfo_releases(path)
    assert releases[0][0] == addiction.__version__
    versions = [as_tuple(version) for version, _date in releases]
    assert versions == sorted(versions, reverse=True)
    newest = ET.parse(path).getroot().find("releases/release/description/p")
    assert newest is not None and (newest.text or "").strip(), "the newest release says nothing"


def test_the_changelog_names_this_version_as_the_newest_release() -> None:
    releases = changelog_releases()
    assert releases[0][0] == addiction.__version__
    # Unreleased work is collected above the newest release.
    assert CHANGELOG_TEXT.index("## [Unreleased]") < CHANGELOG_TEXT.index(f"## [{addiction.__version__}]")


@pytest.mark.parametrize("path", METAINFOS, ids=["resources", "package-data"])
def test_the_changelog_and_the_metainfo_agree_on_every_release(path: Path) -> None:
    assert changelog_releases() == metainfo_releases(path)


# --- the build version -----------------------------------------------------------------------


def test_a_checkout_with_unreleased_entries_builds_a_development_version() -> None:
    built = versioning.version_for(ROOT)
    if versioning.unreleased_entries(CHANGELOG_TEXT):
        match = versioning.DEV_VERSION.fullmatch(built)
        assert match is not None and match["release"] == addiction.__version__, built
    else:
        assert built == addiction.__version__ or built.startswith(addiction.__version__ + "+git")


def test_unreleased_entries_are_the_lines_that_say_something() -> None:
    text = "# Changelog\n\n## [Unreleased]\n\n### Added\n\n## [1.0.0] - 2026-01-02\n\n- Old.\n"
    assert versioning.unreleased_entries(text) == []
    assert versioning.unreleased_entries(text.replace("### Added\n", "### Added\n- New.\n")) == ["- New."]
    # The last section runs to the end of the file; no Unreleased section, nothing unreleased.
    assert versioning.unreleased_entries("## [Unreleased]\n- Last.\n") == ["- Last."]
    assert versioning.unreleased_entries("## [1.0.0] - 2026-01-02\n- Old.\n") == []


def test_a_development_version_says_date_count_and_commit() -> None:
    version = versioning.dev_version("0.2.0", dt.date(2026, 12, 7), 3, "ABC1234DEF0123456789")
    assert version == "0.2.0+git20261207.3.gabc1234"
    match = versioning.DEV_VERSION.fullmatch(version)
    assert match is not None
    parts = (match["release"], match["date"], match["count"], match["hash"])
    assert parts == ("0.2.0", "20261207", "3", "abc1234")


# Oldest first: a release, its development builds (later day, then more commits on one day),
# and the next releases.
ORDERED = [
    "0.1.0",
    "0.1.0+git20261201.5.g0123456",
    "0.2.0",
    "0.2.0+git20261207.1.gffffff0",
    "0.2.0+git20261207.2.g0000000",
    "0.2.0+git20261207.10.g1234567",
    "0.2.0+git20261208.11.gabc1234",
    "0.2.0+git20270101.12.g9999999",
    "0.2.1",
    "0.3.0",
]


def test_dpkg_sorts_development_builds_after_their_release_and_before_the_next() -> None:
    if shutil.which("dpkg") is None:
        pytest.skip("dpkg is not installed")
    for older, newer in itertools.pairwise(ORDERED):
        for version in (older, newer):
            assert subprocess.run(["dpkg", "--validate-version", version], check=False).returncode == 0
        result = subprocess.run(["dpkg", "--compare-versions", older, "lt", newer], check=False)
        assert result.returncode == 0, f"dpkg sorts {older} after {newer}"


def test_pep440_sorts_them_alike_and_keeps_their_spelling() -> None:
    version = pytest.importorskip("packaging.version")
    parsed = [version.Version(text) for text in ORDERED]
    assert parsed == sorted(parsed)
    # Already normal: the wheel's file name and metadata spell it as built (a hash of digits
    # only would lose its leading zero without the "g").
    assert [str(v) for v in parsed] == ORDERED


# --- the rule, on a repository of its own -----------------------------------------------------


class Repo:
    """A scratch git repository holding the two files the rule reads, committed at set times."""

    def __init__(self, path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.path = path
        self.clock = dt.datetime(2026, 12, 7, 10, 0, tzinfo=dt.UTC)
        # No user or system configuration of git is read, and no name needs setting up.
        for key, value in {
            "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1", "HOME": str(path.parent),
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.org",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.org",
        }.items():
            monkeypatch.setenv(key, value)
        (path / "addiction").mkdir(parents=True)
        self.git("init", "-q", "-b", "main")

    def git(self, *args: str) -> str:
        stamp = self.clock.isoformat()
        env = dict(os.environ, GIT_AUTHOR_DATE=stamp, GIT_COMMITTER_DATE=stamp)
        return subprocess.run(["git", "-C", str(self.path), *args], check=True, capture_output=True,
                              text=True, env=env).stdout.strip()

    def commit(self, message: str, *, version: str | None = None, unreleased: str = "",
               other: str | None = None) -> str:
        if version is not None:
            (self.path / "addiction" / "__init__.py").write_text(
                f'"""Doc."""\n\n__version__ = "{version}"\n', encoding="utf-8")
        released = re.findall(r'"(.*)"', (self.path / "addiction" / "__init__.py").read_text())[-1]
        (self.path / "CHANGELOG.md").write_text(
            f"# Changelog\n\n## [Unreleased]\n{unreleased}\n## [{released}] - 2026-12-01\n\n- Things.\n",
            encoding="utf-8")
        if other is not None:
            (self.path / "README").write_text(other, encoding="utf-8")
        self.git("add", "-A")
        self.git("commit", "-q", "--allow-empty", "-m", message)
        self.clock += dt.timedelta(hours=6)
        return self.git("rev-parse", "HEAD")


@needs_git
def test_release_and_development_builds_by_the_rule(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = Repo(tmp_path / "repo", monkeypatch)
    repo.commit("Release 0.1.0", version="0.1.0")
    assert versioning.version_for(repo.path) == "0.1.0"

    # Work after the release, its changelog entry written: two commits on the release's day
    # (commits are six hours apart).
    first = repo.commit("A change", unreleased="\n### Added\n- A thing.\n", other="a")
    assert versioning.version_for(repo.path) == f"0.1.0+git20261207.1.g{first[:7]}"
    second = repo.commit("A change without an entry", unreleased="\n### Added\n- A thing.\n", other="b")
    assert versioning.version_for(repo.path) == f"0.1.0+git20261207.2.g{second[:7]}"
    # A commit without a changelog entry still counts: HEAD is not the release commit's tree.
    third = repo.commit("Unrelated", other="c")
    assert versioning.version_for(repo.path) == f"0.1.0+git20261208.3.g{third[:7]}"

    # The release commit sets the version and empties Unreleased.
    repo.commit("Release 0.2.0", version="0.2.0")
    assert versioning.version_for(repo.path) == "0.2.0"
    # A merge that brings nothing new, or an empty commit, keeps the release's tree: still it.
    repo.commit("Empty")
    assert versioning.version_for(repo.path) == "0.2.0"
    # An entry under Unreleased is a change of its own: two commits after the release.
    entry = repo.commit("An entry first", unreleased="- Next.\n")
    assert versioning.version_for(repo.path) == f"0.2.0+git20261208.2.g{entry[:7]}"


@needs_git
def test_entries_under_unreleased_make_a_development_build_of_the_release_commit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = Repo(tmp_path / "repo", monkeypatch)
    # Released in a hurry: the version set, the changelog not yet moved.
    commit = repo.commit("Release 0.2.0", version="0.2.0", unreleased="### Fixed\n- A fix.\n")
    assert versioning.version_for(repo.path) == f"0.2.0+git20261207.0.g{commit[:7]}"


@needs_git
def test_without_a_repository_the_sdist_or_the_release_says_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = Repo(tmp_path / "repo", monkeypatch)
    repo.commit("Release 0.2.0", version="0.2.0")
    commit = repo.commit("Work", other="x")
    copy = tmp_path / "copy"
    shutil.copytree(repo.path, copy, ignore=shutil.ignore_patterns(".git"))
    assert versioning.version_for(copy) == "0.2.0"
    # An unpacked sdist: its PKG-INFO keeps what git said when it was made.
    dev = f"0.2.0+git20261207.1.g{commit[:7]}"
    pkg_info = "Metadata-Version: 2.4\nName: addiction\nVersion: {}\n"
    (copy / "PKG-INFO").write_text(pkg_info.format(dev), encoding="utf-8")
    assert versioning.version_for(copy) == dev
    # ... unless it is of another release than the tree's.
    (copy / "PKG-INFO").write_text(pkg_info.format("0.1.9"), encoding="utf-8")
    assert versioning.version_for(copy) == "0.2.0"
    # A tree inside someone else's repository is not theirs to describe.
    inside = repo.path / "unpacked"
    shutil.copytree(copy, inside)
    (inside / "PKG-INFO").unlink()
    assert versioning.version_for(inside) == "0.2.0"


@needs_git
def test_a_shallow_clone_that_ends_at_the_release_counts_as_development(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = Repo(tmp_path / "repo", monkeypatch)
    repo.commit("Release 0.1.0", version="0.1.0")
    repo.commit("Work", other="x")
    head = repo.commit("Release 0.2.0", version="0.2.0")
    full = tmp_path / "full"
    subprocess.run(["git", "clone", "-q", f"file://{repo.path}", str(full)], check=True)
    assert versioning.version_for(full) == "0.2.0"
    shallow = tmp_path / "shallow"
    subprocess.run(["git", "clone", "-q", "--depth", "1", f"file://{repo.path}", str(shallow)], check=True)
    built = versioning.version_for(shallow)
    assert built.startswith("0.2.0+git") and built.endswith(f".g{head[:7]}")


# --- where the build version reaches -----------------------------------------------------------


@pytest.fixture
def built_as(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """Stand in for addiction/_build_version.py, as a wheel or a bundle carries it."""
    module = ModuleType("addiction._build_version")
    module.__version__ = f"{addiction.__version__}+git20261207.3.gabc1234"  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "addiction._build_version", module)
    return module


def test_a_source_tree_says_its_release() -> None:
    assert not (ROOT / "addiction" / "_build_version.py").exists()
    assert addiction.build_version() == addiction.__version__
    done = subprocess.run([sys.executable, "-m", "addiction", "--version"], cwd=ROOT, capture_output=True,
                          text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), check=False)
    assert done.stdout.strip() == f"addiction {addiction.__version__}", done.stderr


def test_the_build_record_is_what_the_program_says(
    built_as: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    from addiction.program.app import build_parser  # noqa: PLC0415

    assert addiction.build_version() == built_as.__version__
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--version"])
    assert capsys.readouterr().out.strip() == f"addiction {built_as.__version__}"
    # A record of another release (left over from an older build) is not believed.
    built_as.__version__ = "0.0.1+git20200101.1.g0000000"
    assert addiction.build_version() == addiction.__version__


def test_about_says_the_build_version(built_as: ModuleType, qtbot: object) -> None:
    from addiction.shell.about import AboutDialog  # noqa: PLC0415

    box = AboutDialog()
    assert f"Addiction {built_as.__version__}</h3>" in box.text()
    box.deleteLater()


def test_the_generated_module_reads_back(tmp_path: Path) -> None:
    path = versioning.write_module(tmp_path / "_build_version.py", "0.2.0+git20261207.3.gabc1234")
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# SPDX-FileCopyrightText: ")
    assert versioning.version_in(path) == "0.2.0+git20261207.3.gabc1234"
    namespace: dict[str, object] = {}
    exec(compile(text, str(path), "exec"), namespace)
    assert namespace["__version__"] == "0.2.0+git20261207.3.gabc1234"


def fake_bundle(folder: Path, version: str) -> Path:
    """What deb.py needs of a one-folder bundle, without PyInstaller: the program, and the
    dist-info the spec writes with the build version."""
    internal = folder / "_internal"
    (internal / f"addiction-{version}.dist-info").mkdir(parents=True)
    (internal / f"addiction-{version}.dist-info" / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: addiction\nVersion: {version}\n", encoding="utf-8")
    (folder / "addiction").write_text("#!/bin/sh\n", encoding="utf-8")
    return folder


def test_the_deb_takes_the_bundles_version(tmp_path: Path) -> None:
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is not installed")
    from tests.packaging.conftest import packaging_module  # noqa: PLC0415

    deb = packaging_module("deb")
    dev = f"{addiction.__version__}+git20261207.3.gabc1234"
    package = deb.build_deb(fake_bundle(tmp_path / "bundle", dev), tmp_path / "out", arch="amd64")
    assert package.name == f"addiction_{dev}_amd64.deb"
    field = subprocess.run(["dpkg-deb", "--field", str(package), "Version"], capture_output=True,
                           text=True, check=True).stdout.strip()
    assert field == dev
    # The Debian changelog heads with it, dated by its commit; then the releases of CHANGELOG.md.
    changelog = deb.debian_changelog(dev, CHANGELOG_TEXT)
    assert changelog.startswith(f"addiction ({dev}) unstable; urgency=medium\n\n  * Development build "
                                f"of commit abc1234, after release {addiction.__version__}")
    assert "Mon, 07 Dec 2026 12:00:00 +0000" in changelog.split("\n\n")[2]
    assert f"addiction ({addiction.__version__}) unstable" in changelog
    # A build made on the release's own day is still newer than it (lintian asks for that).
    stamps = [line for line in changelog.splitlines() if line.startswith(" -- ")]
    assert stamps[0].endswith("Mon, 07 Dec 2026 12:00:00 +0000")
    assert stamps[1].endswith("Mon, 07 Dec 2026 00:00:00 +0000")
    # A bundle without the record: this checkout's version.
    assert deb.bundle_version(tmp_path / "nothing") is None


@pytest.mark.slow
@needs_git
@pytest.mark.skipif(os.environ.get("ADDICTION_BUILD") != "1",
                    reason="builds a wheel (setuptools from the package index); set ADDICTION_BUILD=1 to run")
def test_the_wheel_of_a_development_commit_carries_it(tmp_path: Path) -> None:
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
    env = dict(os.environ, GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1",
               GIT_AUTHOR_NAME="Test", GIT_AUTHOR_EMAIL="test@example.org",
               GIT_COMMITTER_NAME="Test", GIT_COMMITTER_EMAIL="test@example.org")
    # Two commits of work (an empty commit would keep the release's tree: still the release).
    for message in ("Work", "More"):
        (clone / "work.txt").write_text(message, encoding="utf-8")
        subprocess.run(["git", "-C", str(clone), "add", "work.txt"], check=True, env=env)
        subprocess.run(["git", "-C", str(clone), "commit", "-q", "-m", message], check=True, env=env)
    expected = versioning.version_for(clone)
    assert versioning.DEV_VERSION.fullmatch(expected), expected
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path / "wheels"),
                    str(clone)], check=True)
    (wheel,) = (tmp_path / "wheels").glob("*.whl")
    assert wheel.name.startswith(f"addiction-{expected}-")
    with zipfile.ZipFile(wheel) as archive:
        metadata = archive.read(f"addiction-{expected}.dist-info/METADATA").decode()
        record = archive.read("addiction/_build_version.py").decode()
    assert f"\nVersion: {expected}\n" in metadata
    assert f'__version__ = "{expected}"' in record
