# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The frozen program, built for real with PyInstaller: only when ADDICTION_BUILD=1 (minutes of CPU)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from addiction import __version__
from addiction.registry import games
from tests.packaging.conftest import ROOT

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("ADDICTION_BUILD") != "1",
        reason="builds the PyInstaller bundle; set ADDICTION_BUILD=1 to run",
    ),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-folder bundle, built by the project's build command into a scratch folder."""
    scratch = tmp_path_factory.mktemp("freeze")
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"),
         "--dist", str(scratch / "dist"), "--work", str(scratch / "build")],
        check=True,
    )
    return scratch / "dist" / "addiction"


def frozen(bundle: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("ADDICTION_SETTINGS", "ADDICTION_DATA_DIR")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return subprocess.run(
        [str(bundle / "addiction"), *args], env=env, capture_output=True, text=True, check=False
    )


def test_frozen_program_knows_its_version(bundle: Path) -> None:
    result = frozen(bundle, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"addiction {__version__}"


def test_frozen_self_test_passes(bundle: Path) -> None:
    result = frozen(bundle, "--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    assert "(frozen;" in result.stdout
    cores = {name for spec in games() for name in spec.compiled}
    if all(importlib.util.find_spec(name) is not None for name in cores):
        # Every core built here is in the bundle too.
        assert f"solver: {len(cores)} of {len(cores)} compiled search cores" in result.stdout


def test_bundle_keeps_only_the_qt_it_uses(bundle: Path) -> None:
    qt = bundle / "_internal" / "PySide6" / "Qt"
    libraries = {path.name.split(".")[0] for path in (qt / "lib").iterdir()}
    assert {"libQt6Core", "libQt6Gui", "libQt6Widgets"} <= libraries
    assert not libraries & {"libQt6Network", "libQt6Qml", "libQt6Quick", "libQt6Pdf", "libQt6OpenGL"}
    platforms = {path.name for path in (qt / "plugins" / "platforms").iterdir()}
    assert {"libqxcb.so", "libqoffscreen.so"} <= platforms
    assert not (qt / "qml").exists()
    translations = {path.name for path in (qt / "translations").iterdir()}
    shipped = {f"{base}_{lang}.qm" for base in ("qt", "qtbase") for lang in ("pt_BR", "es", "pl")}
    assert translations <= shipped


def test_bundle_is_within_its_size_aim(bundle: Path, build_script: ModuleType) -> None:
    size, _files = build_script.tree_size(bundle)
    assert size <= build_script.AIM_FOLDER_MB * build_script.MB


def test_bundle_carries_the_licence_notices(bundle: Path, build_script: ModuleType) -> None:
    assert build_script.folder_notice_problems(bundle) == []
    index = (bundle / "_internal" / "licenses" / "INDEX.txt").read_text(encoding="utf-8")
    assert index.startswith(f"Third-party notices of Addiction {__version__}\n")


def test_the_wheel_carries_the_licence_text_and_its_types(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path),
                    str(ROOT)], check=True)
    (wheel,) = tmp_path.glob("addiction-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert any(name.endswith(".dist-info/licenses/LICENSES/GPL-3.0-or-later.txt") for name in names)
    assert "addiction/py.typed" in names
    # Every family's declarations and data travel with it.
    assert {"addiction/games/gaps/__init__.py", "addiction/games/pyramid/__init__.py",
            "addiction/games/gaps/solver/redeal_values.json"} <= set(names)

