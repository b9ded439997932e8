# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Third-party notices for the standalone program: the licence texts of what it bundles.

At build time the spec asks for ``collect()``: Addiction's own licence (``LICENSES/``),
Python's ``LICENSE.txt``, and the licence files each bundled distribution ships (PySide6,
shiboken6 and whatever else the package requires), which ``write()`` copies into one folder
per component with an ``INDEX.txt`` that names every file. ``packaging/build.py --check`` reads
that index back from both bundles (``listed_files()``) to see that every file is there.

A distribution whose wheel carries no licence file (PySide6's do not) is covered by the text
of a licence its metadata offers and the project holds in ``LICENSES/``; when there is none,
``collect()`` refuses to go on rather than ship a program without its notices.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path, PurePosixPath

INDEX = "INDEX.txt"
# Where the notices go inside a bundle (under _internal/ in the one-folder program).
BUNDLE_FOLDER = "licenses"
# The file names that hold licence texts, as wheels and Python install them.
_LICENCE_NAME = re.compile(r"(LICEN[CS]E|COPYING|NOTICE)([-._].*)?", re.IGNORECASE)
# Folders of licence texts shipped inside a package (Qt's own LICENSES, when a wheel has it).
_LICENCE_FOLDERS = {"LICENSES", "licenses", "LICENCES"}
# The same text serves both: "or later" is a grant in the header, not a change to the licence.
_SAME_TEXT = {"GPL-3.0-only": "GPL-3.0-or-later", "GPL-3.0-or-later": "GPL-3.0-only"}
# Said of the Qt libraries, which the PySide6 wheels carry without their third-party texts.
QT_NOTE = (
    "The Qt libraries in this bundle come with PySide6 and are under its licence. Parts of Qt "
    "include third-party code (for example ICU, HarfBuzz, FreeType, PCRE2, libpng, zlib and "
    "double-conversion) under their own permissive licences, listed at "
    "https://doc.qt.io/qt-6/licenses-used-in-qt.html"
)
# Debian's copyright files point to the full texts of common licences here instead of copying them.
_COMMON_LICENCES = re.compile(r"/usr/share/common-licenses/([A-Za-z0-9.+_-]*[A-Za-z0-9+])")


class MissingNotice(RuntimeError):
    """A bundled component whose licence text cannot be found."""


@dataclass(frozen=True)
class Component:
    """One part of the program and the licence texts that go with it."""

    name: str
    version: str
    licence: str
    # (name in the component's folder, source file)
    files: tuple[tuple[str, Path], ...]
    notes: tuple[str, ...] = field(default=())

    @property
    def folder(self) -> str:
        return f"{self.name}-{self.version}"


def collect(project: Path, version: str, top: str = "addiction") -> list[Component]:
    """Every component of the program built from ``project``: itself, Python, its dependencies.

    Raises ``MissingNotice`` naming each component whose licence text was not found.
    """
    held = held_licences(project / "LICENSES")
    components = [own_component(project, version), python_component()]
    components += [distribution_component(dist, held) for dist in required_distributions(top)]
    missing = [f"{c.name} {c.version} ({c.licence or 'no licence stated'})" for c in components
               if not c.files]
    if missing:
        raise MissingNotice(
            "no licence text found for " + ", ".join(missing)
            + ": add the text of one of its licences to LICENSES/ (named by its SPDX identifier)"
        )
    return components


def held_licences(folder: Path) -> dict[str, Path]:
    """The licence texts the project holds, by SPDX identifier (``LICENSES/<id>.txt``)."""
    return {path.stem: path for path in sorted(folder.glob("*.txt"))}


def own_component(project: Path, version: str) -> Component:
    texts = sorted((project / "LICENSES").glob("*.txt"))
    return Component(
        name="Addiction", version=version, licence="GPL-3.0-or-later",
        files=tuple((path.name, path) for path in texts),
    )


def python_licence_file() -> Path | None:
    """Python's own LICENSE.txt beside its standard library (Debian keeps a copyright file)."""
    short = f"{sys.version_info.major}.{sys.version_info.minor}"
    candidates = [
        Path(sysconfig.get_path("stdlib")) / "LICENSE.txt",
        Path(sys.base_prefix) / "lib" / f"python{short}" / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",  # Windows installs
        Path("/usr/share/doc") / f"python{short}" / "copyright",
    ]
    return next((path for path in candidates if path.is_file()), None)


def python_component() -> Component:
    found = python_licence_file()
    return Component(
        name="Python", version=".".join(str(n) for n in sys.version_info[:3]), licence="PSF-2.0",
        files=((found.name, found),) if found else (),
        notes=("The interpreter and the parts of its standard library that the program uses.",),
    )


def _requirement_name(requirement: str) -> str | None:
    """The distribution a requirement names, None for one that only an extra asks for."""
    name, _, marker = requirement.partition(";")
    if "extra" in marker:
        return None
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", name)
    return match.group(1) if match else None


def required_distributions(top: str) -> list[metadata.Distribution]:
    """The installed distributions ``top`` needs at run time, directly or through others."""
    seen: dict[str, metadata.Distribution] = {}
    pending = [name for name in (_requirement_name(r) for r in metadata.requires(top) or []) if name]
    while pending:
        name = pending.pop()
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key in seen:
            continue
        dist = metadata.distribution(name)
        seen[key] = dist
        pending += [n for n in (_requirement_name(r) for r in dist.requires or []) if n]
    return [seen[key] for key in sorted(seen)]


def shipped_licence_files(dist: metadata.Distribution) -> list[Path]:
    """The licence files a distribution installed: in licence folders, or so named in its dist-info."""
    found = []
    for relative in (PurePosixPath(str(f)) for f in dist.files or []):
        # dist-info/licenses/ (PEP 639) counts as a licence folder like Qt's LICENSES.
        in_folder = bool(_LICENCE_FOLDERS & set(relative.parts[:-1]))
        named = relative.parts[0].endswith(".dist-info") and _LICENCE_NAME.fullmatch(relative.name)
        if in_folder or named:
            path = Path(str(dist.locate_file(str(relative))))
            if path.is_file():
                found.append(path)
    return found


def offered_licences(expression: str) -> list[str]:
    """The licences an SPDX expression lets one choose from ("A OR (B)" gives A and B)."""
    return [part.strip(" ()") for part in re.split(r"\s+OR\s+", expression) if part.strip(" ()")]


def distribution_component(dist: metadata.Distribution, held: dict[str, Path]) -> Component:
    """A distribution and its licence texts: the files it ships, else one the project holds."""
    name, version = dist.metadata["Name"], dist.version
    stated = (dist.metadata.get_all("License-Expression") or dist.metadata.get_all("License") or [""])[0]
    licence = " ".join(stated.split())
    if len(licence) > 200:  # old metadata sometimes holds a whole licence text here
        licence = "see its licence files"
    notes: list[str] = []
    files: list[tuple[str, Path]] = []
    taken: set[str] = set()
    for path in shipped_licence_files(dist):
        # Two files of one name (a dist-info LICENSE and a package's) keep both, numbered.
        target = path.name if path.name not in taken else f"{len(taken)}-{path.name}"
        taken.add(target)
        files.append((target, path))
    if not files:
        for offered in offered_licences(licence):
            text = held.get(offered) or held.get(_SAME_TEXT.get(offered, ""))
            if text is not None:
                files.append((f"{offered}.txt", text))
                notes.append(
                    f"The {name} distribution ships no licence file; of the licences it is "
                    f"offered under ({licence}), this program uses it under {offered}."
                )
                break
    if name.lower().startswith("pyside6"):
        notes.append(QT_NOTE)
    return Component(name=name, version=version, licence=licence, files=tuple(files), notes=tuple(notes))


def system_libraries(binaries: Iterable[Path], project: Path) -> list[Path]:
    """The bundled shared libraries that come from the build machine's system.

    The project's own (the solver's C core) are under its licence, Python's libraries and
    extension modules under Python's, and those of installed distributions (PySide6's Qt)
    under theirs; the rest (OpenSSL, GLib, libxcb...) were copied from the system and need
    the system's notices.
    """
    # Not by prefix: a Debian Python's prefix is /usr, where the system libraries live too.
    covered = [project.resolve(), Path(sysconfig.get_path("stdlib")).resolve()]
    covered += [Path(p).resolve() for p in sys.path if Path(p).name in ("site-packages", "dist-packages")]
    found = []
    for path in binaries:
        resolved = path.resolve()
        if path.name.startswith("libpython") or any(resolved.is_relative_to(folder) for folder in covered):
            continue
        found.append(path)
    return sorted(set(found))


def _merged_twins(path: Path) -> list[Path]:
    """``path``, its target, and their spellings across Debian's merged /lib and /usr/lib."""
    twins = []
    for candidate in (path, path.resolve()):
        text = candidate.as_posix()
        twins.append(candidate)
        if text.startswith("/usr/lib/"):
            twins.append(Path(text.removeprefix("/usr")))
        elif text.startswith("/lib"):
            twins.append(Path("/usr" + text))
    return list(dict.fromkeys(twins))


def debian_packages(libraries: Iterable[Path]) -> dict[Path, str]:
    """The Debian package that installed each library, for those dpkg knows; empty without dpkg."""
    libraries = list(libraries)
    dpkg = shutil.which("dpkg")
    if dpkg is None or not libraries:
        return {}
    candidates = {lib: _merged_twins(lib) for lib in libraries}
    asked = sorted({str(path) for paths in candidates.values() for path in paths})
    # dpkg exits 1 when some path is unknown; what it knows is still printed.
    result = subprocess.run([dpkg, "-S", *asked], capture_output=True, text=True, check=False)
    owner: dict[str, str] = {}
    for line in result.stdout.splitlines():
        packages, _, path = line.rpartition(": ")
        if packages and "," not in packages and not packages.startswith("diversion"):
            owner[path.strip()] = packages.split(":")[0]
    found = {}
    for lib, paths in candidates.items():
        package = next((owner[str(path)] for path in paths if str(path) in owner), None)
        if package is not None:
            found[lib] = package
    return found


def _debian_version(package: str) -> str:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True, check=False
    )
    # A version like 1:1.2.13.dfsg-1 keeps its epoch out of the folder name.
    return result.stdout.strip().split(":")[-1] or "unknown"


def system_library_components(
    binaries: Iterable[Path], project: Path
) -> tuple[list[Component], list[Path]]:
    """Components for the system libraries bundled from ``binaries``, one per Debian package.

    Each carries the package's copyright file; the common licence texts those files refer to
    (GPL-2, LGPL-2.1...) come once, in a component of their own. Returns the components and
    the system libraries for which no notice was found (on a system without dpkg, say).
    """
    libraries = system_libraries(binaries, project)
    owners = debian_packages(libraries)
    components = []
    referred: set[str] = set()
    for package in sorted(set(owners.values())):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if not copyright_file.is_file():
            continue
        text = copyright_file.read_text(encoding="utf-8", errors="replace")
        referred |= set(_COMMON_LICENCES.findall(text))
        names = sorted(lib.name for lib, owner in owners.items() if owner == package)
        components.append(
            Component(
                name=package, version=_debian_version(package), licence="see the copyright file",
                files=(("copyright", copyright_file),),
                notes=(f"The Debian package of {', '.join(names)}.",),
            )
        )
    common = [Path("/usr/share/common-licenses") / name for name in sorted(referred)]
    common = [path for path in common if path.is_file()]
    if common:
        components.append(
            Component(
                name="common-licenses", version="Debian", licence="full texts",
                files=tuple((path.name, path) for path in common),
                notes=("The licence texts that the Debian copyright files above refer to.",),
            )
        )
    covered = {lib for lib, owner in owners.items() if any(c.name == owner for c in components)}
    return components, [lib for lib in libraries if lib not in covered]


def index_text(components: Iterable[Component], app_version: str, unmatched: Iterable[str] = ()) -> str:
    """The index: one block per component, with every file it holds on a ``file:`` line.

    ``unmatched`` names bundled system libraries whose notices the build machine could not give.
    """
    lines = [
        f"Third-party notices of Addiction {app_version}",
        "",
        "Addiction is free software under the GNU General Public License, version 3 or later.",
        "The program is built from the components below; each folder here holds the licence",
        "texts of one of them.",
        "",
    ]
    for component in components:
        lines.append(f"{component.name} {component.version}: {component.licence}")
        lines += [f"  file: {component.folder}/{name}" for name, _source in component.files]
        for note in component.notes:
            # Wrapped for reading in the About box's 80-column view and in a terminal.
            lines += textwrap.wrap(note, 88, initial_indent="  note: ", subsequent_indent="        ")
        lines.append("")
    unmatched = sorted(unmatched)
    if unmatched:
        lines += textwrap.wrap(
            "System libraries without a notice from the build machine: " + ", ".join(unmatched), 88
        )
        lines.append("")
    return "\n".join(lines)


def write(
    components: list[Component], target: Path, app_version: str, unmatched: Iterable[str] = ()
) -> list[tuple[str, str]]:
    """Copy the notices into ``target`` (emptied first) and write the index.

    Returns (source, destination folder) pairs for PyInstaller's ``datas``, placing them all
    under ``licenses/`` in the bundle.
    """
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    datas = []
    for component in components:
        folder = target / component.folder
        folder.mkdir()
        for name, source in component.files:
            shutil.copyfile(source, folder / name)
            datas.append((str(folder / name), f"{BUNDLE_FOLDER}/{component.folder}"))
    index = target / INDEX
    index.write_text(index_text(components, app_version, unmatched), encoding="utf-8")
    datas.append((str(index), BUNDLE_FOLDER))
    return datas


def listed_files(index: str) -> list[str]:
    """The files an index names, relative to the notices folder."""
    return [line.split("file:", 1)[1].strip() for line in index.splitlines() if line.startswith("  file: ")]


def listed_components(index: str) -> list[str]:
    """The component names an index lists, in its order."""
    return [
        line.split(" ", 1)[0] for line in index.splitlines()
        if line and not line.startswith(" ") and re.match(r"\S+ \S+: ", line)
    ]
