# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The sdist and the manylinux wheel, built for real by ``packaging/wheel.py``, as others get them.

The wheel: tagged manylinux (an index refuses ``linux_x86_64``), its compiled cores in, its C
sources out, every file of the package there. The sdist: every file git tracks; unpacked, it
installs into a fresh virtual environment (``pip install '.[test]'``, compiled cores required)
and a quick part of its own test suite passes there against the installed copy. Built from the
sdist with no C compiler, the wheel still builds, says so on stderr, and lacks the cores; with
``ADDICTION_REQUIRE_COMPILED=1`` it fails instead.

Only when ADDICTION_BUILD=1, with the other packaging checks of .ci/run: about two and a half
minutes on a busy two-core machine (the builds 30 s and 2 x 12 s, the install 20 s, the quick
suite 40 s, collecting the whole suite 25 s). Each build fetches setuptools into an isolated
environment, as pip does.
"""

from __future__ import annotations

import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from addiction import __version__, versioning
from addiction.registry import games
from tests.packaging.conftest import ROOT, packaging_module
from tests.packaging.test_pip_install import lend_requirements

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("ADDICTION_BUILD") != "1",
        reason="builds the sdist and the wheel and installs the sdist; set ADDICTION_BUILD=1 to run",
    ),
]

# A quick part of the suite, run in the unpacked sdist against the installed copy: the rules of
# both families, the C cores against their twins node for node and the generated C header
# against constants.py, the catalogues against their .ts sources, the licence headers and
# REUSE.toml over the unpacked tree, the desktop files, and About (Qt) with its notices and
# its line on the search cores.
QUICK = [
    "tests/games/gaps/engine/test_rules.py",
    "tests/games/gaps/engine/test_notation.py",
    "tests/games/gaps/solver/test_constants.py",
    "tests/games/gaps/solver/test_family_core.py::test_cores_search_node_for_node",
    "tests/games/gaps/solver/test_core.py::test_same_complete_searches_and_tt_cap",
    "tests/games/pyramid/test_engine.py",
    "tests/i18n/test_catalogues.py",
    "tests/test_licence_headers.py",
    "tests/packaging/test_spdx.py",
    "tests/packaging/test_desktop.py",
    "tests/test_about_licences.py",
    "tests/shell/test_about_search_cores.py",
]
# Skips allowed there: the checks that need a git checkout, which an sdist is not, and those
# that need the tools of the package extra, which '.[test]' does not install.
ALLOWED_SKIPS = ("not a git checkout", "could not import 'PyInstaller'", "could not import 'setuptools")
NO_COMPILER_BOX = "WARNING: addiction.games.gaps.solver._core not compiled"


@pytest.fixture(scope="module")
def wheel_script() -> ModuleType:
    return packaging_module("wheel")


@pytest.fixture(scope="module")
def built(wheel_script: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Any:
    started = time.perf_counter()
    result = wheel_script.build(tmp_path_factory.mktemp("dist"))
    print(f"sdist and repaired wheel built in {time.perf_counter() - started:.0f} s: "
          f"{result.sdist.stat().st_size / 1e6:.2f} MB and {result.wheel.stat().st_size / 1e6:.2f} MB")
    return result


def tracked() -> list[str]:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: no list of the project's files")
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z"], capture_output=True,
                            check=True).stdout.decode().split("\0")
    return sorted(name for name in listed if name and (ROOT / name).is_file())


def declared_cores() -> list[str]:
    return sorted({name for spec in games() for name in spec.compiled})


def test_the_wheel_is_manylinux_with_its_cores_and_data_and_no_c_sources(
    built: Any, wheel_script: ModuleType
) -> None:
    name = built.wheel.name
    # The wheel's version is the build's: the release, or the release and the commit on a later main.
    version = versioning.version_for(ROOT)
    assert version == __version__ or version.startswith(f"{__version__}+git"), version
    assert name.startswith(f"addiction-{version}-cp{sys.version_info[0]}{sys.version_info[1]}-")
    assert "linux_x86_64" not in name.replace("manylinux", "")
    assert wheel_script.MANYLINUX == "manylinux_2_17"
    python = f"cp{sys.version_info[0]}{sys.version_info[1]}"
    tags = wheel_script.wheel_tags(built.wheel)
    assert f"{python}-{python}-manylinux_2_17_{platform.machine()}" in tags, tags
    assert all(tag.split("-")[-1].startswith("manylinux") for tag in tags), tags

    with zipfile.ZipFile(built.wheel) as archive:
        files = {n for n in archive.namelist() if not n.endswith("/")}
    assert [n for n in files if n.endswith((".c", ".h"))] == []
    for module in declared_cores():
        stem = module.replace(".", "/")
        assert any(n.startswith(stem + ".cpython-") and n.endswith(".so") for n in files), module
        assert f"{stem}.pyi" in files  # the compiled modules' type stubs stay
    # Every file of the package git tracks, but its C sources: code, data, catalogues, sounds.
    package = [n for n in tracked() if n.startswith("addiction/") and not n.endswith((".c", ".h"))]
    assert len(package) > 100
    assert sorted(set(package) - files) == []
    assert [n for n in files if not n.startswith("addiction/") and ".dist-info/" not in n] == []
    assert wheel_script.problems(built) == []


def test_the_wheel_s_cores_need_only_the_c_library(built: Any) -> None:
    shown = subprocess.run([sys.executable, "-m", "auditwheel", "show", str(built.wheel)],
                           capture_output=True, text=True, check=True).stdout
    text = " ".join(shown.split())
    assert 'consistent with the following platform tag: "manylinux_2_17_x86_64"' in text, shown
    assert "libc.so.6" in text and not re.search(r"lib(?!c\.so)\w+\.so", text), shown


def test_the_sdist_holds_every_tracked_file_and_nothing_else(built: Any, wheel_script: ModuleType) -> None:
    files = wheel_script.sdist_files(built.sdist)
    listed = set(tracked())
    extra = [n for n in files if n not in listed]
    assert sorted(listed - set(files)) == []
    assert [n for n in extra if not wheel_script.GENERATED.fullmatch(n)] == []
    assert "addiction/games/gaps/solver/_core.c" in files and "tests/conftest.py" in files
    assert wheel_script.sdist_problems(built.sdist) == []


def test_the_unpacked_sdist_installs_and_its_quick_tests_pass(
    built: Any, tmp_path: Path, pyproject: dict[str, Any]
) -> None:
    with tarfile.open(built.sdist) as archive:
        archive.extractall(tmp_path, filter="data")
    (tree,) = [path for path in tmp_path.iterdir() if path.is_dir()]
    assert not list(tree.rglob("*.so"))  # the tests below can only load the installed cores

    started = time.perf_counter()
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                               capture_output=True, text=True, check=True).stdout.strip())
    # PySide6, the test tools and what they need come from this environment, as links
    # (see test_pip_install.py); pip then builds and installs only the project.
    project = pyproject["project"]
    lend_requirements([*project["dependencies"], *project["optional-dependencies"]["test"]], site)
    assert not (site / "tests").exists(), "a lent distribution has a top-level 'tests' package"
    env = dict(os.environ, ADDICTION_REQUIRE_COMPILED="1")
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install",
                              "--quiet", "--disable-pip-version-check", ".[test]"],
                             cwd=tree, env=env, capture_output=True, text=True, check=False)
    assert install.returncode == 0, install.stdout + install.stderr
    assert (site / "PySide6").is_symlink(), "pip installed PySide6 again instead of the lent one"
    cores = list((site / "addiction").rglob("*.so"))
    assert len(cores) == len(declared_cores()), cores
    print(f"fresh environment and pip install in {time.perf_counter() - started:.0f} s")

    # From the tree, as its packager would run it: -P keeps the working folder off sys.path and
    # --import-mode=append puts the tree's root last, so that ``addiction`` is the installed
    # copy, with its compiled cores, and ``tests`` is the sdist's.
    run_env = {key: value for key, value in os.environ.items()
               if key not in {"VIRTUAL_ENV", "PYTHONPATH", "ADDICTION_PURE_PYTHON"}}
    run_env.update(QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path / "home"))
    where = subprocess.run([str(python), "-P", "-c", "import addiction; print(addiction.__file__)"],
                           cwd=tree, env=run_env, capture_output=True, text=True, check=True).stdout
    assert Path(where.strip()).is_relative_to(site), where
    started = time.perf_counter()
    result = subprocess.run([str(python), "-P", "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider",
                             "--import-mode=append", *QUICK], cwd=tree, env=run_env,
                            capture_output=True, text=True, check=False)
    print(f"quick suite in the unpacked sdist in {time.perf_counter() - started:.0f} s: "
          f"{result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ''}")
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-3000:]
    skipped = [line for line in result.stdout.splitlines() if line.startswith("SKIPPED")]
    assert all(any(reason in line for reason in ALLOWED_SKIPS) for line in skipped), skipped
    assert re.search(r"\b(\d{3,}) passed\b", result.stdout), result.stdout[-2000:]

    # The rest of the suite is not run here (tens of minutes), but every test module of the
    # sdist is collected, so each imports there and finds the files it reads at import.
    collected = subprocess.run([str(python), "-P", "-m", "pytest", "--collect-only", "-q", "-rs",
                                "-p", "no:cacheprovider", "--import-mode=append"], cwd=tree,
                               env=run_env, capture_output=True, text=True, check=False)
    assert collected.returncode == 0, collected.stdout[-6000:] + collected.stderr[-3000:]
    found = re.search(r"^(\d+) tests collected", collected.stdout, re.MULTILINE)
    assert found and int(found[1]) > 1000, collected.stdout[-2000:]
    # No module skips for want of the compiled cores or of a file: those are installed.
    skipped = [line for line in collected.stdout.splitlines() if line.startswith("SKIPPED")]
    assert all(any(reason in line for reason in ALLOWED_SKIPS) for line in skipped), skipped


def built_without_a_compiler(sdist: Path, out: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m build --wheel`` of the sdist with a C compiler that always fails."""
    return subprocess.run([sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(sdist)],
                          env=dict(os.environ, CC="/bin/false", **env), capture_output=True,
                          text=True, check=False)


def test_without_a_compiler_the_wheel_builds_says_so_and_lacks_the_cores(built: Any, tmp_path: Path) -> None:
    result = built_without_a_compiler(built.sdist, tmp_path, ADDICTION_REQUIRE_COMPILED="0")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert NO_COMPILER_BOX in result.stderr
    assert "searches in pure Python" in result.stderr and "apt install gcc python3-dev" in result.stderr
    (wheel,) = tmp_path.glob("*.whl")
    with zipfile.ZipFile(wheel) as archive:
        assert not [n for n in archive.namelist() if n.endswith(".so")]


def test_without_a_compiler_a_required_build_fails(built: Any, tmp_path: Path) -> None:
    result = built_without_a_compiler(built.sdist, tmp_path, ADDICTION_REQUIRE_COMPILED="1")
    assert result.returncode != 0
    assert "could not be compiled" in result.stdout + result.stderr
    assert not list(tmp_path.glob("*.whl"))
