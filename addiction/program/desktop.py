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

import contextlib
import json
import os
import re
import secrets
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
# Inside a quoted Exec argument these take a backslash before them.
_EXEC_ESCAPED = re.compile(r'(["`$\\])')
# The escapes of a string value, both ways (the spec's \s, \n, \t, \r and \\).
_STRING_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}
_STRING_UNESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
# A key line of an entry: the key (with its locale), "=", the value.
_KEY_LINE = re.compile(r"([A-Za-z0-9-]+(?:\[[^\]]+\])?)\s*=\s*(.*)")


class NoCommand(RuntimeError):
    """The installed ``addiction`` command cannot be found, so no entry could start it."""


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when unset or not absolute (as the spec says)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


class Refused(ValueError):
    """The entry cannot be written as asked; the message is one sentence for the player."""


def escape_string(text: str) -> str:
    """``text`` as a desktop entry's string value: backslash, newline, tab and carriage return
    escaped, and a leading space as ``\\s`` (a value's leading blanks are otherwise dropped)."""
    escaped = "".join(_STRING_ESCAPES.get(c, c) for c in text)
    return "\\s" + escaped[1:] if escaped.startswith(" ") else escaped


def unescape_string(value: str) -> str:
    """A string value as a desktop reads it (the inverse of ``escape_string``); ``Refused``
    for a backslash that starts no escape."""
    out: list[str] = []
    characters = iter(value)
    for c in characters:
        if c != "\\":
            out.append(c)
            continue
        following = next(characters, "")
        if following not in _STRING_UNESCAPES:
            raise Refused(f"the entry holds an unknown escape \\{following}")
        out.append(_STRING_UNESCAPES[following])
    return "".join(out)


def check_path(program: Path) -> str:
    """``program`` as text, once it is known that an entry can name it: an absolute path in
    UTF-8 without control characters but the tab, newline and carriage return that the
    spec's escapes can carry. ``Refused``, in one sentence, otherwise."""
    text = str(program)
    path = shown(text)[:300]
    if not program.is_absolute():
        raise Refused(f"the path {path} is not absolute, so a menu entry cannot name it")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise Refused(f"the path {path} is not UTF-8 text, which a menu entry must be; "
                      "start addiction from a folder whose name is") from None
    if any((ord(c) < 0x20 and c not in "\t\n\r") or ord(c) == 0x7F for c in text):
        raise Refused(f"the path {path} holds control characters that a menu entry cannot "
                      "hold; start addiction from a folder whose name has none")
    return text


def desktop_exec(program: Path) -> str:
    """``program`` written as the Exec key's first argument, quoted and escaped as the spec asks."""
    text = check_path(program).replace("%", "%%")
    if _EXEC_RESERVED.search(text):
        text = '"' + _EXEC_ESCAPED.sub(r"\\\1", text) + '"'
    # Exec is also a string value, with the string escapes over the quoting.
    return escape_string(text)


def exec_arguments(value: str) -> list[str]:
    """The arguments of an Exec value as a desktop reads them (``%%`` left as it is); ``Refused``
    for quoting the spec does not allow."""
    text = unescape_string(value)
    arguments: list[str] = []
    current: list[str] = []
    quoted = started = False
    characters = iter(text)
    for c in characters:
        if quoted:
            if c == "\\":
                following = next(characters, "")
                if following not in '"`$\\':
                    raise Refused("the entry's Exec escapes a character it may not")
                current.append(following)
            elif c == '"':
                quoted = False
            else:
                current.append(c)
        elif c == '"':
            quoted = started = True
        elif c == " ":
            if started:
                arguments.append("".join(current))
            current, started = [], False
        elif _EXEC_RESERVED.fullmatch(c):
            raise Refused("the entry's Exec holds a reserved character outside quotes")
        else:
            current.append(c)
            started = True
    if quoted:
        raise Refused("the entry's Exec opens a quote it does not close")
    if started:
        arguments.append("".join(current))
    return arguments


def parse_entry(text: str) -> dict[str, str]:
    """The keys of a desktop entry's one group and their raw values; ``Refused`` for a line
    that is neither, a second group or a key given twice."""
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    # Comments and blank lines may come before the group (resources/ starts with its licence).
    while lines and (not lines[0] or lines[0].startswith("#")):
        lines.pop(0)
    if not lines or lines[0] != "[Desktop Entry]":
        raise Refused("the entry does not start with its group")
    keys: dict[str, str] = {}
    for line in lines[1:]:
        if not line or line.startswith("#"):
            continue
        found = _KEY_LINE.fullmatch(line)
        if found is None:
            raise Refused(f"the entry holds a line that is no key: {ascii(line)[:80]}")
        key, value = found.groups()
        if key in keys:
            raise Refused(f"the entry gives {key} twice")
        keys[key] = value
    return keys


def check_entry(text: str, program: Path, expected: dict[str, str]) -> None:
    """``Refused`` unless ``text``, read back as a desktop would, has exactly the ``expected``
    keys and values (unescaped), its Exec starting ``program`` alone and its TryExec naming
    it: what is installed is what was meant, whatever the path's characters."""
    keys = parse_entry(text)
    if set(keys) != {*expected, "Exec", "TryExec"}:
        raise Refused("the entry's keys are not the ones written")
    if exec_arguments(keys["Exec"]) != [str(program).replace("%", "%%")]:
        raise Refused("the entry's Exec does not read back as the program's path")
    if unescape_string(keys["TryExec"]) != str(program):
        raise Refused("the entry's TryExec does not read back as the program's path")
    for key, value in expected.items():
        if unescape_string(keys[key]) != value:
            raise Refused(f"the entry's {key} does not read back as written")


def entry_keys() -> dict[str, str]:
    """The entry's keys but Exec and TryExec, in order, as the package keeps them."""
    text = files("addiction.data").joinpath(ENTRY_DATA).read_text(encoding="utf-8")
    keys: dict[str, str] = json.loads(text)
    return keys


def entry_text(program: Path) -> str:
    """The desktop entry, with Exec and TryExec naming ``program``, checked by reading it back;
    ``Refused`` for a path it cannot express."""
    keys = entry_keys()
    lines = ["[Desktop Entry]"]
    for key, value in keys.items():
        if key == "Icon":
            lines += [f"Exec={desktop_exec(program)}", f"TryExec={escape_string(str(program))}"]
        lines.append(f"{key}={escape_string(value)}")
    text = "\n".join(lines) + "\n"
    check_entry(text, program, keys)
    return text


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
    the paths written. ``Refused`` for a path an entry cannot express, or a folder on the way
    that is not the player's own real folder; nothing is written through a symbolic link."""
    entry = entry_path(home)
    text = entry_text(program)
    data = files("addiction.data")
    copied = []
    for name, target in copied_paths(home):
        write_safely(home, target.relative_to(home), data.joinpath(name).read_bytes())
        copied.append(target)
    # The entry last: a menu shows it only once its icon and metainfo are in place.
    write_safely(home, entry.relative_to(home), text.encode("utf-8"))
    refresh_icon_cache(home / "icons" / "hicolor")
    return [entry, *copied]


def write_safely(home: Path, relative: Path, content: bytes) -> None:
    """Write ``content`` to ``home / relative``, replacing what is there in one step.

    Each folder below ``home`` is made if missing, and opened without following a link
    (O_NOFOLLOW) and checked to be the player's own, one from the other, so no link planted
    on the way (in a shared ``$XDG_DATA_HOME``) can lead the write elsewhere. The file is
    written under a new name in its folder and renamed over the old: a link at its name is
    replaced, never written through. ``Refused`` otherwise, in one sentence.
    """
    *folders, name = relative.parts
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0)
    no_follow = getattr(os, "O_NOFOLLOW", 0)
    try:
        os.makedirs(home, exist_ok=True)
        folder = os.open(home, flags)
    except OSError as exc:
        raise Refused(f"cannot open {shown(home)} ({exc.strerror})") from None
    try:
        here = home
        for part in folders:
            here = here / part
            with contextlib.suppress(FileExistsError):
                os.mkdir(part, 0o755, dir_fd=folder)
            try:
                inner = os.open(part, flags | no_follow, dir_fd=folder)
            except OSError as exc:
                raise Refused(f"{shown(here)} is not a folder of yours but a link or a file "
                              f"({exc.strerror}), so nothing was written there") from None
            os.close(folder)
            folder = inner
            if hasattr(os, "geteuid") and os.fstat(folder).st_uid != os.geteuid():
                raise Refused(f"{shown(here)} belongs to another user, so nothing was "
                              "written there")
        _replace(folder, name, content, here / name)
    finally:
        os.close(folder)


def _replace(folder: int, name: str, content: bytes, path: Path) -> None:
    """Write ``content`` under a new name in the open ``folder``, then rename it to ``name``."""
    temporary = f".{name}.{secrets.token_hex(8)}.tmp"
    try:
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                             | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0),
                             0o644, dir_fd=folder)
    except OSError as exc:
        raise Refused(f"cannot write {shown(path)} ({exc.strerror})") from None
    try:
        try:
            with os.fdopen(descriptor, "wb") as stream:
                stream.write(content)
                stream.flush()
                os.fsync(stream.fileno())
            os.replace(temporary, name, src_dir_fd=folder, dst_dir_fd=folder)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary, dir_fd=folder)
            raise
    except OSError as exc:
        raise Refused(f"cannot write {shown(path)} ({exc.strerror})") from None


def shown(path: Path | str) -> str:
    """``path`` as one line of a message: control characters and undecodable bytes escaped."""
    text = str(path)
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text)


def linked_folder(path: Path, home: Path) -> Path | None:
    """The outermost folder between ``home`` and ``path`` that is a symbolic link, if any: what
    lies under it is somewhere else, maybe not the player's."""
    found = None
    folder = path.parent
    while folder != home and folder.is_relative_to(home):
        if folder.is_symlink():
            found = folder
        folder = folder.parent
    return found


def refuse_linked_folders(files: list[Path], home: Path) -> None:
    """``Refused`` when a folder between ``home`` and one of ``files`` is a link: an uninstall
    then removes nothing (``install`` never makes one: someone else did, and what lies beyond
    it is not ours to delete)."""
    for path in files:
        linked = linked_folder(path, home)
        if linked is not None:
            raise Refused(f"{shown(linked)} is a link to another folder, so nothing was "
                          "removed; remove the menu entry's files yourself")


def uninstall(home: Path) -> list[Path]:
    """Remove what ``install`` writes under ``home`` and nothing else; the paths removed: the
    files, then the folders that held them and are left empty (``refuse_linked_folders``
    first)."""
    written = [entry_path(home), *(target for _name, target in copied_paths(home))]
    refuse_linked_folders(written, home)
    removed = []
    for path in written:
        if path.is_file():
            path.unlink()
            removed.append(path)
    refresh_icon_cache(home / "icons" / "hicolor")
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


def refresh_icon_cache(theme: Path) -> None:
    # Only a theme that already has a cache needs it rebuilt: without one, lookups read the
    # folders directly, and creating one would hide icons that later installs add.
    tool = shutil.which("gtk-update-icon-cache")
    if tool is not None and (theme / "icon-theme.cache").exists():
        subprocess.run([tool, "--quiet", "--force", "--ignore-theme-index", str(theme)], check=False)


def run(*, remove: bool) -> int:
    """The command line's ``--install-desktop`` (or, with ``remove``, ``--uninstall-desktop``)."""
    home = data_home()
    if remove:
        try:
            removed = uninstall(home)
        except Refused as exc:
            print(f"addiction: {exc}", file=sys.stderr)
            return 1
        for path in removed:
            print(f"removed {path}")
        return 0
    try:
        program = installed_command()
    except NoCommand as exc:
        print(f"addiction: {exc}", file=sys.stderr)
        return 1
    try:
        written = install(program, home)
    except Refused as exc:
        print(f"addiction: {exc}", file=sys.stderr)
        return 1
    for path in written:
        print(f"installed {path}")
    print(f"the menu entry starts {program}")
    return 0
