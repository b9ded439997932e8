# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Freeze Addiction with PyInstaller, print the sizes, and install the desktop entry for the user.

    python packaging/build.py                     one-folder bundle: dist/addiction/addiction
    python packaging/build.py --onefile           and the one-file executable: dist/addiction-onefile
    python packaging/build.py --check             then run the frozen --version and --self-test,
                                                  and check the licence notices in each bundle
    python packaging/build.py --install-desktop   then install the menu entry, metainfo and icons
    python packaging/build.py --no-build --install-desktop    install for an existing build
    python packaging/build.py --uninstall-desktop
    python packaging/build.py --install           copy the bundle into your data folder, with a
                                                  command in ~/.local/bin and the menu entry
    python packaging/build.py --uninstall         remove all that again

The desktop files go under ``$XDG_DATA_HOME`` (default ``~/.local/share``). With
``--install-desktop`` their ``Exec`` points at the one-folder executable in ``dist/``, which goes
when the clone goes; ``--install`` copies the bundle to ``$XDG_DATA_HOME/addiction/bundle`` first
and points there, so the program outlives the clone.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "addiction.spec"
RESOURCES = ROOT / "resources"
APP_ID = "io.github.addiction.Addiction"
DESKTOP_FILE = RESOURCES / f"{APP_ID}.desktop"
METAINFO_FILE = RESOURCES / f"{APP_ID}.metainfo.xml"
ICON_DIR = RESOURCES / "icons"
# The artwork in resources/icons is named as the desktop entry's Icon= asks for it.
ICON_STEM = APP_ID

FOLDER_NAME = "addiction"
ONEFILE_NAME = "addiction-onefile"
AIM_FOLDER_MB = 150
AIM_ONEFILE_MB = 70
MB = 1_000_000

# Components whose licence texts every bundle must carry (names as their metadata spells them).
REQUIRED_NOTICES = ("Addiction", "Python", "PySide6_Essentials", "shiboken6")


def _versioning() -> ModuleType:
    """addiction/versioning.py, loaded by its path: the rule of the version a build carries."""
    if "addiction_versioning" in sys.modules:
        return sys.modules["addiction_versioning"]
    path = ROOT / "addiction" / "versioning.py"
    spec = importlib.util.spec_from_file_location("addiction_versioning", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules["addiction_versioning"] = module
    return module


def project_version() -> str:
    """The version a build of this checkout carries: ``addiction.__version__`` for a release,
    with the commit for a build of the work after it (addiction/versioning.py)."""
    return str(_versioning().version_for(ROOT))


def version_in(module: Path) -> str:
    """The string literal assigned to ``__version__`` in ``module``."""
    return str(_versioning().version_in(module))


# --- building ------------------------------------------------------------------------------


def commit_time(root: Path = ROOT) -> str | None:
    """The time of the last commit of the checkout at ``root`` (``git log -1 --format=%ct``), in
    seconds since the epoch; None outside a git checkout or without git."""
    git = shutil.which("git")
    if git is None:
        return None
    result = subprocess.run([git, "-C", str(root), "log", "-1", "--format=%ct"], capture_output=True,
                            text=True, check=False)
    stamp = result.stdout.strip()
    return stamp if result.returncode == 0 and stamp.isdigit() else None


def default_source_date_epoch(root: Path = ROOT) -> str | None:
    """Set ``SOURCE_DATE_EPOCH`` to the last commit's time when it is unset, and say so; its
    value either way (None when unset and not in a git checkout).

    Every time stamp that a build writes comes from it (the Debian package's file times and
    changelog date, and whatever PyInstaller and dpkg-deb date), so that two builds of one
    commit come out byte for byte the same.
    """
    stamp = os.environ.get("SOURCE_DATE_EPOCH")
    if stamp:
        return stamp
    stamp = commit_time(root)
    if stamp is None:
        print("note: SOURCE_DATE_EPOCH is unset and this is no git checkout, so the build is "
              "dated now", file=sys.stderr)
        return None
    os.environ["SOURCE_DATE_EPOCH"] = stamp
    print(f"SOURCE_DATE_EPOCH={stamp} (the last commit's time; set it to choose another)")
    return stamp


def run_pyinstaller(dist: Path, work: Path, *, onefile: bool, clean: bool) -> None:
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm",
        "--distpath", str(dist), "--workpath", str(work),
        *(["--clean"] if clean else []),
        str(SPEC), "--", "--folder", *(["--onefile"] if onefile else []),
    ]
    # PyInstaller keeps stripped copies of the binaries in a cache, by name, shared by every
    # build of the user (~/.cache/pyinstaller). Two checkouts building at once each rewrite the
    # other's copy of a same-named library, and a bundle can end up with the other's: a cache in
    # the work folder keeps each build to its own binaries.
    env = dict(os.environ)
    env.setdefault("PYINSTALLER_CONFIG_DIR", str(work / "pyinstaller-cache"))
    print("+", " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, env=env, check=True)


def tree_size(path: Path) -> tuple[int, int]:
    """Bytes and number of files under ``path`` (a file counts itself); links count as links."""
    if path.is_file():
        return path.stat().st_size, 1
    total = count = 0
    for item in path.rglob("*"):
        if item.is_file() and not item.is_symlink():
            total += item.stat().st_size
            count += 1
    return total, count


def size_report(dist: Path, names: Sequence[str] = (FOLDER_NAME, ONEFILE_NAME)) -> list[str]:
    """One line per target of ``names`` present in ``dist``, against the project's size aims."""
    lines = []
    aims = {FOLDER_NAME: AIM_FOLDER_MB, ONEFILE_NAME: AIM_ONEFILE_MB}
    for name in names:
        path, aim = dist / name, aims[name]
        if not path.exists():
            continue
        size, files = tree_size(path)
        verdict = "within" if size <= aim * MB else "OVER"
        kind = f"one folder, {files} files" if path.is_dir() else "one file"
        shown = path.relative_to(ROOT) if ROOT in path.parents else path
        lines.append(f"{shown}: {size / MB:.1f} MB ({kind}; {verdict} the {aim} MB aim)")
    return lines


def largest_files(folder: Path, count: int = 6) -> list[str]:
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    files.sort(key=lambda p: p.stat().st_size, reverse=True)
    return [f"{p.stat().st_size / MB:6.1f} MB  {p.relative_to(folder)}" for p in files[:count]]


def _is_elf(path: Path) -> bool:
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def unresolved_libraries(folder: Path) -> dict[str, set[str]]:
    """Libraries that bundled binaries need but neither the bundle nor this system provides.

    Such a library must come from the player's system; the build machine lacking it is worth
    knowing (the bundle then cannot carry it). Empty when ``ldd`` is not available.
    """
    ldd = shutil.which("ldd")
    internal = folder / "_internal"
    if ldd is None or not internal.is_dir():
        return {}
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal))
    missing: dict[str, set[str]] = {}
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.is_symlink() or not _is_elf(path):
            continue
        result = subprocess.run([ldd, str(path)], capture_output=True, text=True, env=env, check=False)
        for line in result.stdout.splitlines():
            if "=> not found" in line:
                missing.setdefault(line.split()[0], set()).add(str(path.relative_to(folder)))
    return missing


# --- checking the frozen program -----------------------------------------------------------


def check_executable(executable: Path, version: str) -> bool:
    """Run the frozen ``--version`` and ``--self-test``; print timings; True when both pass."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    started = time.perf_counter()
    result = subprocess.run(
        [str(executable), "--version"], capture_output=True, text=True, env=env, check=False
    )
    seconds = time.perf_counter() - started
    said = result.stdout.strip()
    ok = result.returncode == 0 and said.split()[-1:] == [version]
    print(f"{executable.name} --version: {said!r} in {seconds:.2f} s ({'ok' if ok else 'FAILED'})")
    if not ok:
        print(result.stderr, file=sys.stderr)
        return False
    started = time.perf_counter()
    status = subprocess.run([str(executable), "--self-test"], env=env, check=False).returncode
    seconds = time.perf_counter() - started
    print(f"{executable.name} --self-test: exit status {status} in {seconds:.1f} s")
    return status == 0


def _packaging_module(name: str) -> ModuleType:
    """packaging/<name>.py, loaded by path: ``packaging`` is not a package (the name is PyPI's)."""
    spec = importlib.util.spec_from_file_location(f"addiction_{name}", ROOT / "packaging" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


notices = _packaging_module("notices")


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def notice_problems(index: str, present: Callable[[str], bool]) -> list[str]:
    """What is wrong with a bundle's notices, given its index and a test of which files it holds.

    ``present`` takes a path relative to the notices folder.
    """
    problems = []
    listed = {_normal(name) for name in notices.listed_components(index)}
    problems += [f"the index names no {name}" for name in REQUIRED_NOTICES if _normal(name) not in listed]
    files = notices.listed_files(index)
    if not files:
        problems.append("the index names no licence file")
    problems += [f"{name} is in the index but not in the bundle" for name in files if not present(name)]
    return problems


def folder_notice_problems(folder: Path) -> list[str]:
    """The notices of the one-folder bundle ``folder``: its index and every file it names."""
    base = folder / "_internal" / notices.BUNDLE_FOLDER
    index = base / notices.INDEX
    if not index.is_file():
        return [f"{index.relative_to(folder)} is missing"]
    return notice_problems(index.read_text(encoding="utf-8"), lambda name: (base / name).is_file())


def onefile_notice_problems(executable: Path) -> list[str]:
    """The notices inside the one-file executable, read from its archive without unpacking it."""
    from PyInstaller.archive.readers import CArchiveReader  # noqa: PLC0415  (only this check needs it)

    archive = CArchiveReader(str(executable))
    names = set(archive.toc)
    index = f"{notices.BUNDLE_FOLDER}/{notices.INDEX}"
    if index not in names:
        return [f"{index} is missing"]
    text = archive.extract(index).decode("utf-8")
    return notice_problems(text, lambda name: f"{notices.BUNDLE_FOLDER}/{name}" in names)


def check_notices(executable: Path, folder: Path) -> bool:
    """Check the licence notices of one bundle and say what was found; True when complete."""
    if executable.name == ONEFILE_NAME:
        problems = onefile_notice_problems(executable)
    else:
        problems = folder_notice_problems(folder)
    for problem in problems:
        print(f"{executable.name} notices: {problem}", file=sys.stderr)
    print(f"{executable.name} licence notices: {'ok' if not problems else 'INCOMPLETE'}")
    return not problems


# --- desktop integration -------------------------------------------------------------------


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when unset or not absolute (as the spec says)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


def _desktop() -> ModuleType:
    """addiction/program/desktop.py, loaded by its path: the entry's escaping, its check and the
    write that never follows a link, as the game's own ``--install-desktop`` has them (it imports
    nothing of the package when loaded)."""
    if "addiction_desktop" in sys.modules:
        return sys.modules["addiction_desktop"]
    spec = importlib.util.spec_from_file_location(
        "addiction_desktop", ROOT / "addiction" / "program" / "desktop.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def desktop_exec(program: Path) -> str:
    """``program`` written as the Exec key's first argument, quoted and escaped as the spec asks
    (``ValueError``, in one sentence, for a path no entry can express)."""
    text: str = _desktop().desktop_exec(program)
    return text


def desktop_entry(program: Path) -> str:
    """The shipped desktop entry with Exec and TryExec pointing at ``program``, checked by
    reading it back as a desktop would (``ValueError`` for a path no entry can express)."""
    desktop = _desktop()
    shipped = DESKTOP_FILE.read_text(encoding="utf-8")
    lines = []
    for line in shipped.splitlines():
        if line.startswith("Exec="):
            lines.append("Exec=" + desktop_exec(program))
        elif line.startswith("TryExec="):
            lines.append("TryExec=" + desktop.escape_string(str(program)))
        else:
            lines.append(line)
    text = "\n".join(lines) + "\n"
    expected = {key: desktop.unescape_string(value) for key, value in
                desktop.parse_entry(shipped).items() if key not in ("Exec", "TryExec")}
    desktop.check_entry(text, program, expected)
    return text


def icon_files() -> list[tuple[Path, Path]]:
    """(source, path under the icon theme) for the scalable icon and every PNG size drawn."""
    pairs = []
    scalable = ICON_DIR / f"{ICON_STEM}.svg"
    if scalable.is_file():
        pairs.append((scalable, Path("hicolor", "scalable", "apps", f"{APP_ID}.svg")))
    for png in sorted((ICON_DIR / "hicolor").glob(f"*/apps/{ICON_STEM}.png")):
        pairs.append((png, Path("hicolor", png.parent.parent.name, "apps", f"{APP_ID}.png")))
    return pairs


def installed_paths(home: Path) -> list[Path]:
    return [
        home / "applications" / DESKTOP_FILE.name,
        home / "metainfo" / METAINFO_FILE.name,
        *(home / "icons" / target for _source, target in icon_files()),
    ]


def install_desktop(program: Path, home: Path) -> list[Path]:
    """Install the desktop entry, metainfo and icons under ``home``; the paths written."""
    if not program.is_file():
        raise FileNotFoundError(f"{program} does not exist: build first")
    # Each file written beside its place and renamed there, through folders that are the
    # player's own and no link (a shared $XDG_DATA_HOME): ``ValueError`` otherwise.
    write = _desktop().write_safely
    entry = home / "applications" / DESKTOP_FILE.name
    text = desktop_entry(program.resolve())
    metainfo = home / "metainfo" / METAINFO_FILE.name
    copied = [(METAINFO_FILE, metainfo),
              *((source, home / "icons" / target) for source, target in icon_files())]
    for source, path in copied:
        write(home, path.relative_to(home), source.read_bytes())
    # The entry last: a menu shows it only once its icon and metainfo are in place.
    write(home, entry.relative_to(home), text.encode("utf-8"))
    _desktop().refresh_icon_cache(home / "icons" / "hicolor")
    return [entry, *(path for _source, path in copied)]


def uninstall_desktop(home: Path) -> list[Path]:
    """Remove what ``install_desktop`` wrote under ``home``; the paths removed: the files, then
    the folders that held them and are left empty. ``ValueError``, removing nothing, when one of
    those folders has become a link (as the game's own ``--uninstall-desktop``)."""
    desktop = _desktop()
    written = installed_paths(home)
    desktop.refuse_linked_folders(written, home)
    removed = []
    for path in written:
        if path.is_file():
            path.unlink()
            removed.append(path)
    desktop.refresh_icon_cache(home / "icons" / "hicolor")
    return removed + desktop.remove_empty_folders(written, home)


# --- a per-user install of the bundle -------------------------------------------------------


def bundle_home(home: Path) -> Path:
    """Where ``--install`` keeps the bundle: the user's data folder (the game's own records
    live apart, in ``Addiction``)."""
    return home / FOLDER_NAME / "bundle"


def user_bin() -> Path:
    """``~/.local/bin``: the XDG base directories' place for a user's commands."""
    return Path.home() / ".local" / "bin"


def install_bundle(folder: Path, home: Path, bin_dir: Path) -> list[Path]:
    """Copy the one-folder bundle ``folder`` under ``home``, link a command to it in ``bin_dir``
    and install the menu entry, metainfo and icons pointing at the copy; the paths written."""
    if not (folder / FOLDER_NAME).is_file():
        raise FileNotFoundError(f"{folder / FOLDER_NAME} does not exist: build first")
    target = bundle_home(home)
    launcher = bin_dir / FOLDER_NAME
    if launcher.exists() and not _our_launcher(launcher, target):
        raise FileExistsError(f"{launcher} is not ours: remove it first, or install with pip")
    # Copied beside the old one, then swapped, so a failed copy leaves the old install working.
    fresh = target.with_name(target.name + ".new")
    shutil.rmtree(fresh, ignore_errors=True)
    fresh.parent.mkdir(parents=True, exist_ok=True)
    shutil.copytree(folder, fresh, symlinks=True)
    shutil.rmtree(target, ignore_errors=True)
    fresh.rename(target)
    bin_dir.mkdir(parents=True, exist_ok=True)
    launcher.unlink(missing_ok=True)
    # PyInstaller's bootloader follows the link to find its _internal folder.
    launcher.symlink_to(target / FOLDER_NAME)
    return [target, launcher, *install_desktop(target / FOLDER_NAME, home)]


def _our_launcher(launcher: Path, target: Path) -> bool:
    return launcher.is_symlink() and Path(os.readlink(launcher)) == target / FOLDER_NAME


def uninstall_bundle(home: Path, bin_dir: Path) -> list[Path]:
    """Remove what ``install_bundle`` wrote; the paths removed. A command in ``bin_dir`` that is
    not our link (pip's own ``addiction``, say) stays."""
    removed = uninstall_desktop(home)
    target = bundle_home(home)
    launcher = bin_dir / FOLDER_NAME
    if _our_launcher(launcher, target):
        launcher.unlink()
        removed.append(launcher)
    if target.is_dir():
        shutil.rmtree(target)
        removed.append(target)
    with contextlib.suppress(OSError):  # not empty: something else of ours lives there
        target.parent.rmdir()
    return removed


# --- command line --------------------------------------------------------------------------


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python packaging/build.py",
        description="Freeze Addiction with PyInstaller (one folder, and optionally one file).",
    )
    parser.add_argument("--onefile", action="store_true",
                        help="also build the one-file executable dist/addiction-onefile")
    parser.add_argument("--no-build", action="store_true",
                        help="do not run PyInstaller; use what is already in the dist folder")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument("--check", action="store_true",
                        help="run the frozen program's --version and --self-test afterwards")
    parser.add_argument("--install-desktop", action="store_true",
                        help="install the menu entry, metainfo and icons for this user, "
                             "running the one-folder build")
    parser.add_argument("--uninstall-desktop", action="store_true",
                        help="only remove what --install-desktop installed, and build nothing")
    parser.add_argument("--install", action="store_true",
                        help="copy the one-folder build to $XDG_DATA_HOME/addiction/bundle, with a "
                             "command in ~/.local/bin and the menu entry, metainfo and icons")
    parser.add_argument("--uninstall", action="store_true",
                        help="only remove what --install installed, and build nothing")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist)")
    parser.add_argument("--work", type=Path, default=ROOT / "build",
                        help="PyInstaller's work folder (default: build)")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    version = project_version()
    if args.uninstall_desktop or args.uninstall:
        home = data_home()
        try:
            removed = (uninstall_bundle(home, user_bin()) if args.uninstall
                       else uninstall_desktop(home))
        except ValueError as exc:
            print(exc, file=sys.stderr)
            return 1
        for path in removed:
            print(f"removed {path}")
        return 0

    if not args.no_build:
        if importlib.util.find_spec("PyInstaller") is None:
            print("PyInstaller is not installed here; install it with: pip install -e '.[package]'",
                  file=sys.stderr)
            return 2
        default_source_date_epoch()
        started = time.perf_counter()
        run_pyinstaller(dist, work, onefile=args.onefile, clean=args.clean)
        print(f"built Addiction {version} in {time.perf_counter() - started:.0f} s")

    folder = dist / FOLDER_NAME
    # A one-file executable left by an earlier run is not this build's: leave it out.
    names = [FOLDER_NAME, ONEFILE_NAME] if args.onefile or args.no_build else [FOLDER_NAME]
    print("sizes (1 MB = 1,000,000 bytes):")
    for line in size_report(dist, names):
        print("  " + line)
    if folder.is_dir():
        print("largest files of the one-folder bundle:")
        for line in largest_files(folder):
            print("  " + line)
        missing = unresolved_libraries(folder)
        for library, users in sorted(missing.items()):
            print(f"note: {library} is found neither in the bundle nor on this system; "
                  f"needed by {', '.join(sorted(users)[:3])}{' ...' if len(users) > 3 else ''}")

    status = 0
    if args.check:
        executables = [folder / FOLDER_NAME] + ([dist / ONEFILE_NAME] if ONEFILE_NAME in names else [])
        for executable in executables:
            if executable.is_file():
                ok = check_executable(executable, version)
                ok = check_notices(executable, folder) and ok
            else:
                # Only a one-file executable nobody asked for may be missing.
                ok = executable.name == ONEFILE_NAME and not args.onefile
                if not ok:
                    print(f"{executable} does not exist: nothing to check", file=sys.stderr)
            status = status or int(not ok)
    if args.install_desktop and not args.install:
        try:
            installed = install_desktop(folder / FOLDER_NAME, data_home())
        except (FileNotFoundError, ValueError) as exc:
            print(f"build.py: {exc}", file=sys.stderr)
            return 1
        for path in installed:
            print(f"installed {path}")
    if args.install and status == 0:
        try:
            written = install_bundle(folder, data_home(), user_bin())
        except (FileNotFoundError, FileExistsError, ValueError) as exc:
            print(f"build.py: {exc}", file=sys.stderr)
            return 1
        for path in written:
            print(f"installed {path}")
        if shutil.which(FOLDER_NAME) != str(user_bin() / FOLDER_NAME):
            print(f"note: {user_bin()} is not first on your PATH for {FOLDER_NAME}; the menu entry "
                  "works all the same")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
