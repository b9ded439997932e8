# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Wrap the one-folder bundle in a Debian package with ``dpkg-deb``: no network, no debhelper.

    python packaging/deb.py                        dist/addiction -> dist/addiction_VERSION_ARCH.deb
    python packaging/deb.py --bundle DIR --out DIR

The package lays the bundle out where Debian's policy puts a program's private files,
``/usr/lib/addiction/``, with ``/usr/games/addiction`` a relative symbolic link to its executable
(PyInstaller's bootloader finds its ``_internal`` folder through the link; the policy puts the
commands of a package of section games in ``/usr/games``, which is on every user's PATH). Beside
it: a manual page made from the command line's own help, the desktop entry, the AppStream
metainfo, the icons under the id the entry names, and in ``/usr/share/doc/addiction/`` the
copyright file, the changelogs and the bundle's third-party notices. Run paths that point at the
build machine's Python (a pyenv build sets one) are taken out of the copied binaries with
``patchelf`` when it is installed; the bundle's own ``$ORIGIN`` paths stay. ``Depends`` lists
the Debian packages of every library the bundle's binaries load from the system (found with
``ldd`` and ``dpkg -S``), and of the data files Qt reads at run time; ``Recommends`` the sound
libraries that miniaudio loads only once sound is turned on.
No maintainer scripts: the icon cache and menu database are refreshed by dpkg triggers of the
packages that own them, so removing the package leaves nothing behind.
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "addiction"
PREFIX = Path("usr/lib") / PACKAGE
LAUNCHER = Path("usr/games") / PACKAGE
MANUAL = Path("usr/share/man/man6") / f"{PACKAGE}.6.gz"
# What lintian says of any PyInstaller bundle, each with its reason.
LINTIAN_OVERRIDES = ROOT / "resources" / "debian" / "lintian-overrides"
DOC = Path("usr/share/doc") / PACKAGE
SYNOPSIS = "patience games: Addiction (Gaps, Montana), its family and Pyramid"
DESCRIPTION = """\
Addiction, also called Gaps, Montana or Spaces, is a patience for one player:
52 cards in four rows of 13, the aces taken out, and every gap filled with the
next card of its suit until each row runs from 2 to King. Ten relatives of the
Gaps family (Montana, Spaces, Blue Moon, Red Moon, Galary, Moonlight, Jungle,
Spaces and Aces, Paganini, Double Montana) and Pyramid come with it.

Numbered deals, unlimited undo, hints and a computer player that wins almost
every deal, records and statistics. Every table can be played from the
keyboard and with a screen reader; large print cards, a high-contrast table
and reduced motion are in the Settings menu. In English, Brazilian Portuguese,
Spanish and Polish.

This package holds the standalone program, built with PyInstaller with its own
Python and Qt, so it needs no Python packages from the system."""

# Libraries a bundled binary needs but the build machine lacks (ldd says "not found"), by the
# package that provides them on Debian and Ubuntu: the bundle then relies on the system's copy.
KNOWN_LIBRARIES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libOpenGL.so.0": "libopengl0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
}
# Data that the bundled libraries read from the system, which no ldd can see: fontconfig's
# configuration (which in turn brings a font), and the keyboard maps xkbcommon compiles.
RUNTIME_DATA = ("fontconfig-config", "xkb-data")
# Sound: miniaudio loads PulseAudio's client library (which PipeWire's servers answer too) or
# ALSA's when the player turns sound on, not before, so ldd cannot see them. Sound is off until
# then, and the game plays on silent without them: wanted, not needed.
RECOMMENDS = ("libpulse0 | libasound2",)

# A library a binary links to, in what `readelf --dynamic` says of it.
_NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]")
# An entry of a "Version needs" section that asks for a glibc symbol version.
_GLIBC_NEED = re.compile(r"\bName: GLIBC_(?P<version>\d+(?:\.\d+)+)\b")

_RELEASE = re.compile(r"^## \[(?P<version>[^\]]+)\] - (?P<date>\d{4}-\d{2}-\d{2})\s*$", re.MULTILINE)


def _packaging_module(name: str) -> ModuleType:
    """packaging/<name>.py, loaded by path: ``packaging`` is not a package (the name is PyPI's)."""
    registered = f"addiction_{name}"
    if registered in sys.modules:
        return sys.modules[registered]
    spec = importlib.util.spec_from_file_location(registered, ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[registered] = module  # its dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


build = _packaging_module("build")
notices = _packaging_module("notices")


def upstream(metainfo: Path) -> tuple[str, str]:
    """(Maintainer, Homepage) of the package, from the AppStream metainfo, the one place where
    the project's addresses are written: its developer's name with its ``update_contact``, and
    its homepage ``url``."""
    root = ET.parse(metainfo).getroot()
    name = (root.findtext("developer/name") or "").strip()
    contact = (root.findtext("update_contact") or "").strip()
    homepage = (root.findtext("url[@type='homepage']") or "").strip()
    if not (name and "@" in contact and homepage):
        raise ValueError(f"{metainfo.name} lacks a developer name, an update_contact address "
                         "or a homepage url")
    return f"{name} <{contact}>", homepage


MAINTAINER, HOMEPAGE = upstream(build.METAINFO_FILE)


def architecture() -> str:
    """The Debian architecture of this machine, which built the bundle's binaries."""
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def deb_name(version: str, arch: str) -> str:
    return f"{PACKAGE}_{version}_{arch}.deb"


# --- dependencies --------------------------------------------------------------------------


def elf_files(folder: Path) -> list[Path]:
    return [path for path in sorted(folder.rglob("*"))
            if path.is_file() and not path.is_symlink() and build._is_elf(path)]


def needed_in(dynamic_section: str) -> set[str]:
    """The library names a binary links to directly (its ``NEEDED`` entries), read from what
    ``readelf --dynamic`` says of it."""
    return set(_NEEDED.findall(dynamic_section))


def direct_needs(path: Path) -> set[str] | None:
    """The libraries ``path`` links to directly; None when ``readelf`` (binutils) is missing."""
    readelf = shutil.which("readelf")
    if readelf is None:
        return None
    result = subprocess.run([readelf, "--dynamic", "--wide", str(path)], capture_output=True,
                            text=True, check=False, env=dict(os.environ, LC_ALL="C"))
    return needed_in(result.stdout)


def system_libraries(bundle: Path) -> tuple[set[Path], set[str]]:
    """What the bundle's binaries link to outside it: the paths ldd resolves on this system,
    and the names it could not find anywhere. Only the libraries a bundled binary names itself
    count, as dpkg-shlibdeps counts them; what those need in turn, their packages depend on."""
    internal = bundle / "_internal"
    # The bundle's own folders come first, as the bootloader arranges when it starts.
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal))
    found: set[Path] = set()
    missing: set[str] = set()
    for path in elf_files(bundle):
        direct = direct_needs(path)
        result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env, check=False)
        for line in result.stdout.splitlines():
            name, arrow, rest = line.strip().partition(" => ")
            if not arrow or (direct is not None and name not in direct):
                continue
            if rest.startswith("not found"):
                missing.add(name)
                continue
            target = Path(rest.split(" (")[0].strip())
            if target.is_absolute() and bundle.resolve() not in target.resolve().parents:
                found.add(target)
    return found, missing


def glibc_needed(version_info: str) -> tuple[int, ...] | None:
    """The highest ``GLIBC_x.y`` symbol version that binaries need, read from what
    ``readelf --version-info`` says of them (their "Version needs" sections, whatever library
    they name: glibc's libm, libpthread and ld.so version their symbols ``GLIBC_`` too); None
    when they need none. A version a binary defines, or ``GLIBC_PRIVATE``, does not count."""
    highest: tuple[int, ...] | None = None
    needs = False
    for line in version_info.splitlines():
        if line.startswith("Version "):  # a section's heading; its entries are indented
            needs = line.startswith("Version needs section")
            continue
        match = _GLIBC_NEED.search(line) if needs else None
        if match:
            version = tuple(int(part) for part in match["version"].split("."))
            highest = version if highest is None else max(highest, version)
    return highest


def libc_minimum(binaries: Sequence[Path]) -> str | None:
    """The oldest glibc that runs all ``binaries`` (``"2.34"``), as dpkg-shlibdeps would put it
    in ``libc6 (>= ...)``: the highest GLIBC symbol version any of them needs. None when none
    needs one, or when ``readelf`` (binutils) is not installed to say."""
    readelf = shutil.which("readelf")
    if readelf is None or not binaries:
        if readelf is None:
            print("note: readelf is not installed, so libc6 goes in Depends without a version",
                  file=sys.stderr)
        return None
    highest: tuple[int, ...] | None = None
    for start in range(0, len(binaries), 200):  # a few hundred paths a command line
        result = subprocess.run([readelf, "--version-info", "--wide",
                                 *(str(path) for path in binaries[start:start + 200])],
                                capture_output=True, text=True, check=False,
                                env=dict(os.environ, LC_ALL="C"))
        found = glibc_needed(result.stdout)
        if found is not None:
            highest = found if highest is None else max(highest, found)
    return None if highest is None else ".".join(str(part) for part in highest)


def depends(bundle: Path) -> list[str]:
    """The packages the bundle needs from the system, sorted, libc6 with the oldest version
    its binaries run on; ``ValueError`` naming any library that neither this system's dpkg
    nor ``KNOWN_LIBRARIES`` can place."""
    found, missing = system_libraries(bundle)
    owners = notices.debian_packages(found)
    packages = set(owners.values()) | set(RUNTIME_DATA)
    minimum = libc_minimum(elf_files(bundle))
    if minimum is not None:
        packages.discard("libc6")
        packages.add(f"libc6 (>= {minimum})")
    unplaced = sorted(str(path) for path in found if path not in owners)
    for name in sorted(missing):
        if name in KNOWN_LIBRARIES:
            packages.add(KNOWN_LIBRARIES[name])
        else:
            unplaced.append(name)
    if unplaced:
        raise ValueError("no Debian package known for " + ", ".join(unplaced))
    return sorted(packages)


# --- the files -----------------------------------------------------------------------------


def releases(changelog: str) -> list[tuple[str, dt.date]]:
    """(version, date) of each release CHANGELOG.md lists, newest first; not ``[Unreleased]``."""
    return [(m["version"], dt.date.fromisoformat(m["date"])) for m in _RELEASE.finditer(changelog)]


def build_time() -> dt.datetime:
    """``SOURCE_DATE_EPOCH`` as a time, or now when it is unset."""
    stamp = os.environ.get("SOURCE_DATE_EPOCH")
    return dt.datetime.fromtimestamp(int(stamp), dt.UTC) if stamp else dt.datetime.now(dt.UTC)


def debian_changelog(version: str, changelog: str) -> str:
    """A Debian changelog with one entry a release, pointing at the project's own changelog.

    The version being packaged heads it even before CHANGELOG.md dates it: a development build
    (``0.2.0+git20261207.3.gabc1234``) dated by its commit, another version by
    ``SOURCE_DATE_EPOCH`` (today when that is unset).

    A release is stamped at the start of its day and a build not yet in CHANGELOG.md at noon, so
    a development build made on a release's own day still heads the list with a newer date.
    """
    listed = [(v, dt.datetime.combine(d, dt.time(0), dt.UTC), f"Release {v}") for v, d in releases(changelog)]
    if version not in [v for v, _, _ in listed]:
        dev = build._versioning().DEV_VERSION.fullmatch(version)
        if dev:
            date = dt.datetime.strptime(dev["date"], "%Y%m%d").date()
            what = f"Development build of commit {dev['hash']}, after release {dev['release']}"
        else:
            date, what = build_time().date(), f"Release {version}"
        listed.insert(0, (version, dt.datetime.combine(date, dt.time(12), dt.UTC), what))
    entries = []
    for number, when, what in listed:
        stamp = when.strftime("%a, %d %b %Y %H:%M:%S +0000")
        entries.append(
            f"{PACKAGE} ({number}) unstable; urgency=medium\n\n"
            f"  * {what}; what changed is in\n"
            f"    /usr/share/doc/{PACKAGE}/CHANGELOG.md.gz.\n\n"
            f" -- {MAINTAINER}  {stamp}\n"
        )
    return "\n".join(entries)


def copyright_text() -> str:
    """The machine-readable copyright file: the project's licence, and where the notices of
    what the bundle carries (Python, Qt, PySide6, system libraries) are."""
    return textwrap.dedent(f"""\
        Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
        Upstream-Name: Addiction
        Upstream-Contact: {MAINTAINER}
        Source: {HOMEPAGE}
        Comment: The program in /usr/lib/{PACKAGE} is a PyInstaller bundle that carries its own
         Python, PySide6, shiboken6 and Qt libraries; every other library comes from the
         system it is installed on. Their licence texts and copyright files are in
         /usr/share/doc/{PACKAGE}/third-party, listed in INDEX.txt there.

        Files: *
        Copyright: 2026 The Addiction team
        License: GPL-3.0+

        License: GPL-3.0+
         This program is free software: you can redistribute it and/or modify it under the
         terms of the GNU General Public License as published by the Free Software
         Foundation, either version 3 of the License, or (at your option) any later version.
         .
         This program is distributed in the hope that it will be useful, but WITHOUT ANY
         WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A
         PARTICULAR PURPOSE. See the GNU General Public License for more details.
         .
         On Debian systems, the full text of the GNU General Public License version 3 can be
         found in the file /usr/share/common-licenses/GPL-3.
        """)


def control_text(version: str, arch: str, needs: Iterable[str], installed_kib: int) -> str:
    extended = "\n".join(" " + line if line else " ." for line in DESCRIPTION.splitlines())
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(needs)}\n"
        f"Recommends: {', '.join(RECOMMENDS)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {HOMEPAGE}\n"
        f"Description: {SYNOPSIS}\n"
        f"{extended}\n"
    )


def _write_gzip(path: Path, text: str) -> None:
    # Best compression and no time stamp or name inside, as Debian asks of documentation.
    with path.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw,
                                                compresslevel=9, mtime=0) as out:
        out.write(text.encode("utf-8"))


def lay_out(bundle: Path, stage: Path, version: str) -> None:
    """Write the package's files under ``stage`` (its future ``/``), without DEBIAN/."""
    if not (bundle / PACKAGE).is_file():
        raise FileNotFoundError(f"{bundle / PACKAGE} does not exist: build first")
    program = stage / PREFIX
    program.parent.mkdir(parents=True)
    # The bundle's own symbolic links (Qt's library names) stay links.
    shutil.copytree(bundle, program, symlinks=True)
    launcher = stage / LAUNCHER
    launcher.parent.mkdir(parents=True)
    launcher.symlink_to(Path("..") / "lib" / PACKAGE / PACKAGE)
    drop_foreign_run_paths(program)
    (stage / MANUAL).parent.mkdir(parents=True)
    _write_gzip(stage / MANUAL, manual_page(version))

    share = stage / "usr/share"
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(build.DESKTOP_FILE, share / "applications" / build.DESKTOP_FILE.name)
    (share / "metainfo").mkdir()
    shutil.copyfile(build.METAINFO_FILE, share / "metainfo" / build.METAINFO_FILE.name)
    for source, target in build.icon_files():
        path = share / "icons" / target
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, path)

    doc = stage / DOC
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    _write_gzip(doc / "changelog.gz", debian_changelog(version, changelog))
    _write_gzip(doc / "CHANGELOG.md.gz", changelog)
    # The notices stay in the bundle, where Help › About reads them; the doc folder links there.
    (doc / "third-party").symlink_to(Path("../../../lib") / PACKAGE / "_internal" / notices.BUNDLE_FOLDER)
    overrides = stage / "usr/share/lintian/overrides" / PACKAGE
    overrides.parent.mkdir(parents=True)
    shutil.copyfile(LINTIAN_OVERRIDES, overrides)
    normalise_modes(stage)


def drop_foreign_run_paths(folder: Path) -> list[Path]:
    """Take out of each binary under ``folder`` the run-path entries that are not ``$ORIGIN``
    relative; the binaries changed. A path into the build machine (``/root/.pyenv/...``) finds
    nothing on the player's, and could find a stranger's library there."""
    patchelf = shutil.which("patchelf")
    if patchelf is None:
        print("note: patchelf is not installed, so the bundle's run paths stay as built", file=sys.stderr)
        return []
    changed = []
    for path in elf_files(folder):
        result = subprocess.run([patchelf, "--print-rpath", str(path)], capture_output=True,
                                text=True, check=False)
        entries = [entry for entry in result.stdout.strip().split(":") if entry]
        kept = [entry for entry in entries if entry.startswith(("$ORIGIN", "${ORIGIN}"))]
        if result.returncode != 0 or kept == entries:
            continue
        command = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
        subprocess.run([patchelf, *command, str(path)], check=True)
        changed.append(path)
    return changed


def manual_page(version: str) -> str:
    """addiction(6) in roff, from the command line's own options and help texts."""
    # These need Qt; only the manual page does.
    from addiction.cardart.decks import CACHE_FOLDER  # noqa: PLC0415
    from addiction.program.app import APP_NAME, ORGANISATION, build_parser  # noqa: PLC0415
    from addiction.store import DATA_DIR_ENV, DATA_FOLDER, RECORDS_FILE  # noqa: PLC0415
    from addiction.store.saved_game import IN_PROGRESS  # noqa: PLC0415
    from addiction.table.settings import SETTINGS_ENV  # noqa: PLC0415

    parser = build_parser()

    def roff(text: str) -> str:
        escaped = text.replace("\\", "\\e").replace("-", "\\-")
        # A line starting with a dot or quote would be read as a request.
        return re.sub(r"^([.'])", r"\\&\\1", escaped, flags=re.MULTILINE)

    lines = [
        f'.TH ADDICTION 6 "" "Addiction {version}" "Games"',
        ".SH NAME",
        f"addiction \\- {roff(SYNOPSIS)}",
        ".SH SYNOPSIS",
        ".B addiction",
        "[\\fIOPTION\\fR]...",
        ".SH DESCRIPTION",
        roff(parser.description or ""),
        ".PP",
        roff(DESCRIPTION.split("\n\n", maxsplit=1)[0].replace("\n", " ")),
        ".SH OPTIONS",
    ]
    for action in parser._actions:
        if not action.option_strings:
            continue
        names = ", ".join(f"\\fB{roff(name)}\\fR" for name in action.option_strings)
        if action.metavar:
            names += f" \\fI{roff(str(action.metavar))}\\fR"
        # argparse's own format fields, as --help would show them.
        help_text = (action.help or "").replace("%(prog)s", parser.prog).replace("%%", "%")
        lines += [".TP", names, roff(help_text)]
    lines += [".SH ENVIRONMENT", ".TP", f"\\fB{roff(DATA_DIR_ENV)}\\fR",
              "keep the records and saved games in this folder",
              ".TP", f"\\fB{roff(SETTINGS_ENV)}\\fR",
              "keep the settings in this file",
              ".TP", "\\fBADDICTION_LANGUAGE\\fR",
              roff("the language for one run: en, pt_BR, es or pl")]
    # The files' places, from the constants the program finds them by, under the XDG defaults
    # (QSettings names the settings file after the organisation and the application).
    data = f"~/.local/share/{DATA_FOLDER}/"
    lines += [
        ".SH FILES",
        ".TP", f"\\fI{roff(f'~/.config/{ORGANISATION}/{APP_NAME}.conf')}\\fR",
        roff(f"The settings. {SETTINGS_ENV} names another file; $XDG_CONFIG_HOME, when set, "
             "stands for ~/.config."),
        ".TP", f"\\fI{roff(data)}\\fR",
        roff(f"The data folder: the records and the games in progress, open to their owner "
             f"alone. {DATA_DIR_ENV} names another folder; $XDG_DATA_HOME, when set, stands "
             f"for ~/.local/share. Versions up to 0.1.0 kept these files in "
             f"~/.local/share/{ORGANISATION}/{APP_NAME}/, whose contents move here at the first "
             "start; files the new folder already has are left there, with a note."),
        ".TP", f"\\fI{roff(data + RECORDS_FILE)}\\fR",
        roff("The record book: every game finished or given up, from which the statistics, "
             "the best scores and the streaks are drawn (an SQLite database)."),
        ".TP", f"\\fI{roff(data + 'GAME' + IN_PROGRESS)}\\fR",
        roff("The unfinished game of each kind of patience (GAME is its id, as --list-games "
             "shows), saved after every move and brought back as it was left at the next start."),
        ".TP", f"\\fI{roff(f'~/.cache/{CACHE_FOLDER.as_posix()}/')}\\fR",
        roff("Pictures of the desktop's SVG card decks, drawn once and kept so that a deck "
             "shows at once; safe to delete. $XDG_CACHE_HOME, when set, stands for ~/.cache."),
        ".SH NOTES", roff(parser.epilog or ""),
        # The two patience programs of the desktops, whose card decks this one can use.
        ".SH SEE ALSO", ".BR sol (6),", ".BR kpat (6)", "",
    ]
    return "\n".join(lines)


def normalise_modes(stage: Path) -> None:
    """0755 for folders and the program, 0644 for every other file (shared libraries too, as
    Debian's policy asks); whatever the build's umask left."""
    executable = stage / PREFIX / PACKAGE
    for path in [stage, *stage.rglob("*")]:
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() or path == executable else 0o644)


def date_files(stage: Path, stamp: int) -> None:
    """Give every file, folder and link under ``stage`` the time ``stamp``: the package's times
    then depend on the commit, not on when (or from what copies) it was built. dpkg-deb only
    clamps newer times to ``SOURCE_DATE_EPOCH``; older ones would stay as they were."""
    for path in [stage, *stage.rglob("*")]:
        os.utime(path, (stamp, stamp), follow_symlinks=False)


def installed_size(stage: Path) -> int:
    """What ``du -k`` would say, near enough: each file rounded up to a KiB, a KiB a folder."""
    total = 0
    for path in stage.rglob("*"):
        total += 1 if path.is_symlink() or path.is_dir() else -(-path.stat().st_size // 1024)
    return total


def md5sums(stage: Path) -> str:
    lines = []
    for path in sorted(stage.rglob("*")):
        if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.relative_to(stage).parts:
            digest = hashlib.md5(path.read_bytes(), usedforsecurity=False).hexdigest()
            lines.append(f"{digest}  {path.relative_to(stage).as_posix()}\n")
    return "".join(lines)


def bundle_version(bundle: Path) -> str | None:
    """The version ``bundle`` was built as: the one its ``addiction-VERSION.dist-info`` states
    (packaging/addiction.spec writes it with the program's own); None for a bundle without."""
    for metadata in sorted((bundle / "_internal").glob(f"{PACKAGE}-*.dist-info/METADATA")):
        found = re.search(r"^Version: *(\S+)\s*$", metadata.read_text(encoding="utf-8"), re.MULTILINE)
        if found:
            return found[1]
    return None


def build_deb(bundle: Path, out: Path, version: str | None = None, arch: str | None = None) -> Path:
    """Build the package of ``bundle`` into the folder ``out``; the .deb's path. Its version is
    the bundle's own (what its ``--version`` says), else this checkout's."""
    checkout = build.project_version()
    version = version or bundle_version(bundle) or checkout
    if version != checkout:
        print(f"note: the bundle is Addiction {version}, this checkout {checkout}; "
              "the package takes the bundle's", file=sys.stderr)
    arch = arch or architecture()
    needs = depends(bundle)
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="addiction-deb-") as scratch:
        stage = Path(scratch) / "root"
        lay_out(bundle, stage, version)
        control = stage / "DEBIAN"
        control.mkdir(mode=0o755)
        (control / "md5sums").write_text(md5sums(stage), encoding="utf-8")
        (control / "control").write_text(control_text(version, arch, needs, installed_size(stage)),
                                          encoding="utf-8")
        for path in control.iterdir():
            path.chmod(0o644)
        stamp = os.environ.get("SOURCE_DATE_EPOCH")
        if stamp:
            date_files(stage, int(stamp))
        target = out / deb_name(version, arch)
        # --root-owner-group: every file root's, whoever builds; the tree needs no fakeroot.
        subprocess.run(["dpkg-deb", "--root-owner-group", "--build", str(stage), str(target)],
                       check=True, stdout=subprocess.DEVNULL)
    return target


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/deb.py", description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / PACKAGE,
                        help="the one-folder bundle (default: dist/addiction)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist",
                        help="where the .deb goes (default: dist)")
    args = parser.parse_args(argv)
    for tool in ("dpkg-deb", "ldd"):
        if shutil.which(tool) is None:
            print(f"{tool} is not installed here: a Debian package needs it", file=sys.stderr)
            return 2
    # dpkg-deb reads it too: the ar members' dates, and the newest time in the archives.
    build.default_source_date_epoch()
    try:
        target = build_deb(args.bundle.resolve(), args.out.resolve())
    except (FileNotFoundError, ValueError) as exc:
        print(f"deb.py: {exc}", file=sys.stderr)
        return 1
    print(f"{target}: {target.stat().st_size / build.MB:.1f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
