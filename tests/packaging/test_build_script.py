# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""packaging/build.py without PyInstaller: size figures, and checks that refuse a missing build."""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType

import pytest

from addiction import __version__, versioning
from tests.packaging.conftest import ROOT


def test_sizes_count_every_file_once(build_script: ModuleType, tmp_path: Path) -> None:
    folder = tmp_path / "dist" / "addiction"
    (folder / "_internal").mkdir(parents=True)
    (folder / "addiction").write_bytes(b"x" * 1_500_000)
    (folder / "_internal" / "libQt6Core.so.6").write_bytes(b"x" * 500_000)
    # Links point into the bundle: they add no bytes of their own.
    (folder / "_internal" / "libQt6Core.so").symlink_to("libQt6Core.so.6")
    (tmp_path / "dist" / "addiction-onefile").write_bytes(b"x" * 71_000_000)

    assert build_script.tree_size(folder) == (2_000_000, 2)
    lines = build_script.size_report(tmp_path / "dist")
    assert lines[0].endswith("addiction: 2.0 MB (one folder, 2 files; within the 150 MB aim)")
    assert lines[1].endswith("addiction-onefile: 71.0 MB (one file; OVER the 70 MB aim)")
    assert build_script.size_report(tmp_path / "dist", ["addiction"]) == lines[:1]


def test_check_fails_without_a_build(
    build_script: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = build_script.main(["--no-build", "--check", "--dist", str(tmp_path / "dist")])
    assert status == 1
    assert "does not exist: nothing to check" in capsys.readouterr().err


def test_the_build_reads_the_version_the_package_states(build_script: ModuleType, tmp_path: Path) -> None:
    # The release, or the release with the commit after it (addiction/versioning.py).
    assert build_script.project_version() == versioning.version_for(ROOT)
    assert build_script.project_version().partition("+")[0] == __version__
    module = tmp_path / "__init__.py"
    module.write_text('"""Doc."""\n\nOTHER = "x"\n__version__ = "2.3.4"\n', encoding="utf-8")
    assert build_script.version_in(module) == "2.3.4"
    module.write_text("from a import v\n__version__ = v('a')\n", encoding="utf-8")
    with pytest.raises(ValueError, match="no string literal"):
        build_script.version_in(module)


def test_an_unset_source_date_epoch_becomes_the_last_commits_time(
    build_script: ModuleType, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stamp = build_script.commit_time()
    if stamp is None:
        pytest.skip("not a git checkout, or no git")
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    assert build_script.default_source_date_epoch() == stamp
    assert os.environ["SOURCE_DATE_EPOCH"] == stamp
    assert f"SOURCE_DATE_EPOCH={stamp} (the last commit's time" in capsys.readouterr().out
    # One that is set is left as it is.
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert build_script.default_source_date_epoch() == "1700000000"
    assert os.environ["SOURCE_DATE_EPOCH"] == "1700000000"


def test_no_commit_time_outside_a_checkout(build_script: ModuleType, tmp_path: Path) -> None:
    assert build_script.commit_time(tmp_path) is None


def test_each_build_has_its_own_binary_cache(
    build_script: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PyInstaller's shared cache of stripped binaries is keyed by name: two checkouts building
    at once could swap their same-named libraries."""
    seen: list[dict[str, str]] = []
    monkeypatch.setattr(build_script.subprocess, "run", lambda *args, **kwargs: seen.append(kwargs["env"]))
    monkeypatch.delenv("PYINSTALLER_CONFIG_DIR", raising=False)
    build_script.run_pyinstaller(tmp_path / "dist", tmp_path / "work", onefile=False, clean=False)
    assert seen[0]["PYINSTALLER_CONFIG_DIR"] == str(tmp_path / "work" / "pyinstaller-cache")
    # One chosen by the caller stands.
    monkeypatch.setenv("PYINSTALLER_CONFIG_DIR", "/elsewhere")
    build_script.run_pyinstaller(tmp_path / "dist", tmp_path / "work", onefile=False, clean=False)
    assert seen[1]["PYINSTALLER_CONFIG_DIR"] == "/elsewhere"
