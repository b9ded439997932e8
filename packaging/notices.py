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
import sys
import sysconfig
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
    "include third-party code (for example HarfBuzz, FreeType, PCRE2, libpng, zlib and "
    "double-conversion) under their own permissive licences, listed at "
    "https://doc.qt.io/qt-6/licenses-used-in-qt.html"
)


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


def index_text(components: Iterable[Component], app_version: str) -> str:
    """The index: one block per component, with every file it holds on a ``file:`` line."""
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
        lines += [f"  note: {note}" for note in component.notes]
        lines.append("")
    return "\n".join(lines)


def write(components: list[Component], target: Path, app_version: str) -> list[tuple[str, str]]:
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
    index.write_text(index_text(components, app_version), encoding="utf-8")
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
