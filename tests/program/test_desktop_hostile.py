# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``--install-desktop`` against hostile paths and a shared ``$XDG_DATA_HOME``: the entry says
what was meant whatever a folder's name holds (or the install refuses in one sentence), and
nothing is written through a link someone planted."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from addiction.program import desktop
from addiction.program.app import main

ENTRY = Path("applications") / f"{desktop.APP_ID}.desktop"

# Folder names that broke the entry before (a newline wrote a second Exec, a tab an invalid
# entry) and every character the spec's quoting or string escapes treat specially.
HOSTILE_FOLDERS = [
    "a\nExec=/bin/sh -c evil",
    "a\n[Desktop Action x]\nExec=evil",
    "tab\there",
    "carriage\rreturn",
    " leading space",
    "back\\slash",
    "back\\\nslash newline",
    'quote"dollar$HOME`tick`',
    "single'quote;amp&pipe|<>~*?#()",
    "100%f%%u",
    "#hash;[x]=y",
    "é ü \u2028 \x85",
]


def glib_reading(path: Path) -> tuple[list[str], str] | None:
    """Exec's arguments and TryExec as GLib (gio launch, GNOME's menus) reads ``path``;
    None without GLib. GLib unescapes the string, then splits Exec as a shell would."""
    name = ctypes.util.find_library("glib-2.0")
    if name is None:
        return None
    glib = ctypes.CDLL(name)
    glib.g_key_file_new.restype = ctypes.c_void_p
    glib.g_key_file_load_from_file.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int,
                                               ctypes.c_void_p]
    glib.g_key_file_get_string.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p,
                                           ctypes.c_void_p]
    glib.g_key_file_get_string.restype = ctypes.c_void_p
    glib.g_shell_parse_argv.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int),
                                        ctypes.POINTER(ctypes.POINTER(ctypes.c_char_p)),
                                        ctypes.c_void_p]
    keys = glib.g_key_file_new()
    assert glib.g_key_file_load_from_file(keys, os.fsencode(path), 0, None)

    def value(key: bytes) -> bytes:
        found = glib.g_key_file_get_string(keys, b"Desktop Entry", key, None)
        assert found, key
        return ctypes.string_at(found)

    count = ctypes.c_int()
    argv = ctypes.POINTER(ctypes.c_char_p)()
    assert glib.g_shell_parse_argv(value(b"Exec"), ctypes.byref(count), ctypes.byref(argv), None)
    arguments = [(argv[i] or b"").decode("utf-8") for i in range(count.value)]
    return arguments, value(b"TryExec").decode("utf-8")


def validate(path: Path) -> None:
    if shutil.which("desktop-file-validate"):
        result = subprocess.run(["desktop-file-validate", str(path)], capture_output=True,
                                text=True, check=False)
        assert result.returncode == 0 and result.stdout == "", result.stdout


@pytest.fixture
def share(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def make_command(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An executable ``addiction`` in ``folder``, as this process's argv[0]."""
    folder.mkdir(parents=True)
    program = folder / "addiction"
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(0o755)
    monkeypatch.setattr(sys, "argv", [str(program), "--install-desktop"])
    return program


@pytest.mark.parametrize("folder", HOSTILE_FOLDERS)
def test_a_hostile_folder_name_is_escaped_not_obeyed(
    folder: str, tmp_path: Path, share: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    program = make_command(tmp_path / folder / "bin", monkeypatch)
    assert main(["--install-desktop"]) == 0, capsys.readouterr().err
    entry = share / ENTRY
    text = entry.read_text(encoding="utf-8")
    # One group, each key once, no line but the ones the package keeps plus Exec and TryExec.
    keys = desktop.parse_entry(text)
    assert set(keys) == {*desktop.entry_keys(), "Exec", "TryExec"}
    assert text.count("\n") == len(keys) + 1 and text.count("[") == text.count("]")
    assert [line.split("=", 1)[0] for line in text.splitlines()].count("Exec") == 1
    assert desktop.exec_arguments(keys["Exec"]) == [str(program).replace("%", "%%")]
    assert desktop.unescape_string(keys["TryExec"]) == str(program)
    validate(entry)
    read = glib_reading(entry)
    if read is not None:
        assert read == ([str(program).replace("%", "%%")], str(program))


@pytest.mark.parametrize(
    ("program", "said"),
    [
        (Path("/tmp/esc\x1b[31m/addiction"), "control characters"),
        (Path("/tmp/bell\x07/addiction"), "control characters"),
        (Path("/tmp/del\x7f/addiction"), "control characters"),
        (Path(os.fsdecode(b"/tmp/latin\xe9/addiction")), "not UTF-8"),
        (Path("relative/addiction"), "not absolute"),
    ],
)
def test_a_path_no_entry_can_express_is_refused_in_one_sentence(
    program: Path, said: str, share: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(desktop, "installed_command", lambda: program)
    assert desktop.run(remove=False) == 1
    err = capsys.readouterr().err
    assert said in err
    assert err.startswith("addiction: ") and err.count("\n") == 1 and err.isascii()
    assert not share.exists()


def test_a_link_planted_at_the_entry_is_replaced_not_written_through(
    tmp_path: Path, share: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    program = make_command(tmp_path / "venv" / "bin", monkeypatch)
    victim = tmp_path / "player" / ".bashrc"
    victim.parent.mkdir()
    victim.write_text("the player's own\n", encoding="utf-8")
    planted = []
    for relative in [ENTRY, Path("metainfo") / desktop.METAINFO_DATA,
                     *(target.relative_to(share) for _name, target in desktop.icon_paths(share))]:
        (share / relative).parent.mkdir(parents=True, exist_ok=True)
        (share / relative).symlink_to(victim)
        planted.append(share / relative)
    assert main(["--install-desktop"]) == 0
    assert victim.read_text(encoding="utf-8") == "the player's own\n"
    for path in planted:
        assert not path.is_symlink() and path.is_file()
    assert desktop.exec_arguments(desktop.parse_entry(
        (share / ENTRY).read_text(encoding="utf-8"))["Exec"]) == [str(program)]
    # No temporary file is left beside what was written.
    assert not [path for path in share.rglob(".*.tmp")]


@pytest.mark.parametrize("link", ["applications", "icons", "icons/hicolor/scalable/apps"])
def test_a_linked_folder_on_the_way_refuses_the_install(
    link: str, tmp_path: Path, share: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    make_command(tmp_path / "venv" / "bin", monkeypatch)
    elsewhere = tmp_path / "player-config"
    elsewhere.mkdir()
    (share / link).parent.mkdir(parents=True, exist_ok=True)
    (share / link).symlink_to(elsewhere, target_is_directory=True)
    assert main(["--install-desktop"]) == 1
    err = capsys.readouterr().err
    assert f"{share / link} is not a folder of yours but a link" in err
    assert err.count("\n") == 1
    assert not any(elsewhere.iterdir())
    # Refused before the entry: the menu holds nothing that starts a half-made install.
    assert not (share / ENTRY).exists()


def test_a_folder_of_another_user_refuses_the_install(
    tmp_path: Path, share: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    make_command(tmp_path / "venv" / "bin", monkeypatch)
    # The folders made here are this user's; seen as another's, each is refused.
    monkeypatch.setattr(os, "geteuid", lambda: os.getuid() + 1)
    assert main(["--install-desktop"]) == 1
    err = capsys.readouterr().err
    assert "belongs to another user, so nothing was written there" in err
    assert err.count("\n") == 1
    assert not [path for path in share.rglob("*") if path.is_file()]


def test_a_folder_where_the_entry_goes_is_refused_and_leaves_nothing(
    tmp_path: Path, share: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    make_command(tmp_path / "venv" / "bin", monkeypatch)
    (share / ENTRY).mkdir(parents=True)
    (share / ENTRY / "theirs").write_text("kept\n", encoding="utf-8")
    assert main(["--install-desktop"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"addiction: cannot write {share / ENTRY} (") and err.count("\n") == 1
    assert (share / ENTRY / "theirs").read_text(encoding="utf-8") == "kept\n"
    assert not [path for path in share.rglob(".*.tmp")]


def test_an_old_entry_is_replaced_whole(
    tmp_path: Path, share: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    program = make_command(tmp_path / "venv" / "bin", monkeypatch)
    (share / ENTRY).parent.mkdir(parents=True)
    stale = "[Desktop Entry]\nExec=stale-program\nX-Long=" + "x" * 100_000 + "\n"
    (share / ENTRY).write_text(stale, encoding="utf-8")
    assert main(["--install-desktop"]) == 0
    text = (share / ENTRY).read_text(encoding="utf-8")
    assert "stale-program" not in text and "X-Long" not in text
    assert desktop.unescape_string(desktop.parse_entry(text)["TryExec"]) == str(program)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("[Desktop Entry]\nExec=a\nExec=b\n", "gives Exec twice"),
        ("[Desktop Entry]\nExec=a\n[Desktop Action x]\n", "no key"),
        ("Exec=a\n", "does not start with its group"),
    ],
)
def test_an_entry_that_does_not_read_back_is_refused(text: str, said: str) -> None:
    with pytest.raises(desktop.Refused, match=said):
        desktop.parse_entry(text)


@pytest.mark.parametrize(
    ("value", "said"),
    [
        ('"/tmp/a', "opens a quote"),
        ("/tmp/a;b", "reserved character outside quotes"),
        ('"/tmp/\\\\a"', "escapes a character it may not"),
        ("/tmp/\\q", "unknown escape"),
    ],
)
def test_an_exec_the_spec_does_not_allow_is_refused(value: str, said: str) -> None:
    with pytest.raises(desktop.Refused, match=said):
        desktop.exec_arguments(value)


def test_the_check_refuses_an_entry_that_names_another_program() -> None:
    program = Path("/opt/addiction/addiction")
    text = desktop.entry_text(program)
    desktop.check_entry(text, program, desktop.entry_keys())
    with pytest.raises(desktop.Refused, match="Exec does not read back"):
        desktop.check_entry(text.replace("Exec=/opt/", "Exec=/usr/"), program, desktop.entry_keys())
    with pytest.raises(desktop.Refused, match="TryExec does not read back"):
        desktop.check_entry(text.replace("TryExec=/opt/", "TryExec=/usr/"), program,
                            desktop.entry_keys())
    with pytest.raises(desktop.Refused, match="keys are not the ones written"):
        desktop.check_entry(text + "X-Extra=1\n", program, desktop.entry_keys())


@pytest.mark.parametrize(
    "text",
    ["plain", " leading", "a\nb\tc\rd\\e", "\\n is not a newline", "  two", "trailing "],
)
def test_string_escapes_read_back(text: str) -> None:
    escaped = desktop.escape_string(text)
    assert "\n" not in escaped and "\t" not in escaped and "\r" not in escaped
    assert not escaped.startswith(" ")
    assert desktop.unescape_string(escaped) == text
