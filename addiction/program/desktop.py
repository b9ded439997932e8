# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``addiction --install-desktop``: a menu entry, metainfo and icons for the command pip or pipx
installed.

A wheel carries no ``resources/`` folder, so the entry is written from here (a test holds it to
``resources/io.github.addiction.Addiction.desktop``), the PNG icons are the pictures the package
keeps for its window, and the AppStream metainfo and the scalable icon are copies the package
keeps of ``resources/`` (a test holds them equal). All go under ``$XDG_DATA_HOME``
(``~/.local/share`` by default), where desktops and software centres look for a user's own
programs; ``Exec`` names the installed command by its full path, since a menu does not search
the PATH of the shell pip was run from.

No Qt here: the command does its work and exits before any window exists.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from importlib.resources import files
from pathlib import Path

APP_ID = "io.github.addiction.Addiction"
COMMAND = "addiction"
# The sizes of the window icon's pictures in addiction/data (addiction-SIZE.png).
ICON_SIZES = (16, 32, 48, 64, 128, 256)

# The entry's keys in order, as resources/ ships it, but for Exec and TryExec, which name the
# command's path and go before Icon. Kept as data in the package: its words name the games,
# which no module outside their folders does.
ENTRY_DATA = "desktop-entry.json"
# Copies of resources/io.github.addiction.Addiction.metainfo.xml and resources/icons/*.svg.
METAINFO_DATA = f"{APP_ID}.metainfo.xml"
SCALABLE_ICON_DATA = f"{APP_ID}.svg"

# Characters that make the desktop-entry spec require a quoted Exec argument.
_EXEC_RESERVED = re.compile(r"""[\s"'\\><~|&;$*?#()`]""")


class NoCommand(RuntimeError):
    """The installed ``addiction`` command cannot be found, so no entry could start it."""


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when unset or not absolute (as the spec says)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


def desktop_exec(program: Path) -> str:
    """``program`` written as the Exec key's first argument, quoted and escaped as the spec asks."""
    text = str(program).replace("%", "%%")
    if _EXEC_RESERVED.search(text):
        text = '"' + re.sub(r'(["`$\\])', r"\\\1", text) + '"'
    # Exec is also a string value, whose own escaping doubles every backslash.
    return text.replace("\\", "\\\\")


def entry_text(program: Path) -> str:
    """The desktop entry, with Exec and TryExec naming ``program``."""
    text = files("addiction.data").joinpath(ENTRY_DATA).read_text(encoding="utf-8")
    keys: dict[str, str] = json.loads(text)
    lines = ["[Desktop Entry]"]
    for key, value in keys.items():
        if key == "Icon":
            lines += [f"Exec={desktop_exec(program)}", "TryExec=" + str(program).replace("\\", "\\\\")]
        lines.append(f"{key}={value}")
    return "\n".join(lines) + "\n"


def installed_command(argv0: str | None = None) -> Path:
    """The ``addiction`` command this process was started as, else the one on PATH.

    Not resolved through symbolic links: pipx's ``~/.local/bin/addiction`` is a link into its
    own virtual environment, and the link is what survives a ``pipx upgrade``.
    """
    started = Path(sys.argv[0] if argv0 is None else argv0)
    if started.name == COMMAND and started.is_file() and os.access(started, os.X_OK):
        return started.absolute()
    found = shutil.which(COMMAND)
    if found is None:
        raise NoCommand(f"no {COMMAND} command was found: start this from the installed "
                        f"{COMMAND} command, or put it on PATH")
    return Path(found).absolute()


def entry_path(home: Path) -> Path:
    return home / "applications" / f"{APP_ID}.desktop"


def icon_paths(home: Path) -> list[tuple[str, Path]]:
    """(picture in addiction/data, where it goes in the user's hicolor theme): the scalable icon,
    then each size drawn."""
    theme = home / "icons" / "hicolor"
    return [(SCALABLE_ICON_DATA, theme / "scalable" / "apps" / f"{APP_ID}.svg"),
            *((f"addiction-{size}.png", theme / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
              for size in ICON_SIZES)]


def copied_paths(home: Path) -> list[tuple[str, Path]]:
    """(file in addiction/data, where it goes under ``home``) for all but the entry: the
    metainfo, which software centres read from ``metainfo/``, and the icons."""
    return [(METAINFO_DATA, home / "metainfo" / METAINFO_DATA), *icon_paths(home)]


def install(program: Path, home: Path) -> list[Path]:
    """Write the entry (Exec naming ``program``), the metainfo and the icons under ``home``;
    the paths written."""
    entry = entry_path(home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(entry_text(program), encoding="utf-8")
    written = [entry]
    data = files("addiction.data")
    for name, target in copied_paths(home):
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data.joinpath(name).read_bytes())
        written.append(target)
    _refresh_icon_cache(home / "icons" / "hicolor")
    return written


def uninstall(home: Path) -> list[Path]:
    """Remove what ``install`` writes under ``home`` and nothing else; the paths removed: the
    files, then the folders that held them and are left empty."""
    written = [entry_path(home), *(target for _name, target in copied_paths(home))]
    removed = []
    for path in written:
        if path.is_file():
            path.unlink()
            removed.append(path)
    _refresh_icon_cache(home / "icons" / "hicolor")
    return removed + remove_empty_folders(written, home)


def remove_empty_folders(files: list[Path], home: Path) -> list[Path]:
    """Remove the folders between each of ``files`` and ``home`` that are empty, deepest first;
    the folders removed.

    ``install`` makes them (``icons/hicolor/48x48/apps``, ``metainfo``...) when they are missing.
    A folder holding anything at all (another program's icon, an icon cache) stays, and so do
    the folders above it; ``home`` and what lies above it are never touched.
    """
    removed = []
    for file in files:
        folder = file.parent
        while folder != home and folder.is_relative_to(home):
            try:
                # rmdir refuses a folder that is not empty: nothing in one can be lost.
                folder.rmdir()
            except OSError:  # not empty, already gone, or not ours to remove: stop climbing
                break
            removed.append(folder)
            folder = folder.parent
    return removed


def _refresh_icon_cache(theme: Path) -> None:
    # Only a theme that already has a cache needs it rebuilt: without one, lookups read the
    # folders directly, and creating one would hide icons that later installs add.
    tool = shutil.which("gtk-update-icon-cache")
    if tool is not None and (theme / "icon-theme.cache").exists():
        subprocess.run([tool, "--quiet", "--force", "--ignore-theme-index", str(theme)], check=False)


def run(*, remove: bool) -> int:
    """The command line's ``--install-desktop`` (or, with ``remove``, ``--uninstall-desktop``)."""
    home = data_home()
    if remove:
        for path in uninstall(home):
            print(f"removed {path}")
        return 0
    try:
        program = installed_command()
    except NoCommand as exc:
        print(f"addiction: {exc}", file=sys.stderr)
        return 1
    for path in install(program, home):
        print(f"installed {path}")
    print(f"the menu entry starts {program}")
    return 0
