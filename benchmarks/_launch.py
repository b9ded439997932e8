# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Shared by the start-up and memory benchmarks: a private X server, fresh homes, map waits, RSS."""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

MB: Final = 1024 * 1024
# Variables that would point a contender at the player's own data, settings or display.
_INHERITED_OUT: Final = (
    "ADDICTION_DATA_DIR", "ADDICTION_SETTINGS", "ADDICTION_LANGUAGE", "WAYLAND_DISPLAY",
    "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS", "SESSION_MANAGER", "XDG_SESSION_TYPE",
    "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR",
    # A developer's shell may keep Python from caching bytecode: every launch would compile
    # the game's modules again (some 70 ms), which no installed copy does.
    "PYTHONDONTWRITEBYTECODE",
)


# --- figures --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Spread:
    """The median and range of a handful of samples."""

    median: float
    low: float
    high: float
    count: int

    @classmethod
    def of(cls, samples: Sequence[float]) -> Spread:
        if not samples:
            raise ValueError("no samples")
        return cls(statistics.median(samples), min(samples), max(samples), len(samples))


def ratio_text(ours: float, theirs: float, goal: float | None = None) -> str:
    """``ours`` as a multiple of ``theirs``, e.g. ``1.42×``, with the goal beside it if given."""
    if theirs <= 0:
        return "n/a"
    text = f"{ours / theirs:.2f}×"
    if goal is not None:
        verdict = "met" if ours / theirs <= goal else "not met"
        text += f" (goal ≤ {goal:g}×: {verdict})"
    return text


def megabytes(kilobytes: int | None) -> str:
    """Kibibytes from /proc as whole-ish mebibytes, or ``n/a`` when the process was gone."""
    return "n/a" if kilobytes is None else f"{kilobytes / 1024:.1f} MB"


def goal_text(value_kb: int | None, goal_mb: float) -> str:
    """A memory figure beside its goal: ``83.2 MB (goal ≤ 90 MB: met)``."""
    if value_kb is None:
        return f"n/a (goal ≤ {goal_mb:g} MB)"
    verdict = "met" if value_kb / 1024 <= goal_mb else "not met"
    return f"{megabytes(value_kb)} (goal ≤ {goal_mb:g} MB: {verdict})"


# --- /proc ----------------------------------------------------------------------------------


def status_field_kb(status_text: str, field: str) -> int | None:
    """A ``kB`` line of /proc/PID/status, e.g. ``VmRSS`` or ``VmHWM``, in kibibytes."""
    for line in status_text.splitlines():
        name, sep, rest = line.partition(":")
        if sep and name == field:
            parts = rest.split()
            if len(parts) == 2 and parts[1] == "kB" and parts[0].isdigit():
                return int(parts[0])
            raise ValueError(f"unexpected {field} line: {line!r}")
    return None


def read_status(pid: int, fields: Sequence[str]) -> dict[str, int] | None:
    """``kB`` fields of a live process's /proc status, or None once it has exited.

    A field the kernel leaves out (a zombie has no memory lines) is missing from the result.
    """
    try:
        text = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except (FileNotFoundError, ProcessLookupError):
        return None
    found = {name: status_field_kb(text, name) for name in fields}
    return {name: kb for name, kb in found.items() if kb is not None}


def read_status_kb(pid: int, field: str = "VmRSS") -> int | None:
    """One ``kB`` field of a live process's /proc status, or None."""
    found = read_status(pid, (field,))
    return None if found is None else found.get(field)


def parent_pid(stat_text: str) -> int:
    """The parent's PID from a /proc/PID/stat line (the name in brackets may hold spaces)."""
    after_name = stat_text[stat_text.rindex(")") + 2:]
    return int(after_name.split()[1])


def children_of(pid: int) -> list[int]:
    """The live direct children of ``pid``."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text(encoding="ascii", errors="replace")
            except OSError:
                continue
            if parent_pid(stat) == pid:
                found.append(int(entry.name))
    return found


def descends_from(pid: int, ancestor: int) -> bool:
    """Whether ``pid`` is ``ancestor`` or one of its descendants."""
    while pid > 1:
        if pid == ancestor:
            return True
        try:
            pid = parent_pid(Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace"))
        except OSError:
            return False
    return False


# --- a fresh user for every launch ----------------------------------------------------------


def fresh_environment(base: Mapping[str, str], home: Path, display: str) -> dict[str, str]:
    """The environment of a first start by a new user: own home, XDG folders inside it.

    Nothing the benchmark's own user has saved (games, settings, caches, the session bus) can
    reach the contender, and every contender starts from the same blank state.
    """
    env = {key: value for key, value in base.items() if key not in _INHERITED_OUT}
    runtime = home / "runtime"
    env.update({
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_RUNTIME_DIR": str(runtime),
        "DISPLAY": display,
        # The caller's shell may ask Qt for offscreen or GTK for Wayland: both would skip X.
        "QT_QPA_PLATFORM": "xcb",
        "GDK_BACKEND": "x11",
        # GTK would otherwise try to reach an accessibility bus that is not there.
        "NO_AT_BRIDGE": "1",
    })
    return env


def make_home(parent: Path) -> Path:
    """A new empty home under ``parent`` with the folders ``fresh_environment`` names."""
    home = Path(tempfile.mkdtemp(prefix="home-", dir=parent))
    for name in ("config", "data", "cache", "state"):
        (home / name).mkdir()
    # Qt and GLib refuse a runtime folder others can read.
    (home / "runtime").mkdir(mode=0o700)
    return home


# --- a private X server ---------------------------------------------------------------------


@contextlib.contextmanager
def x_display(size: str = "1280x800x24") -> Iterator[str]:
    """``$DISPLAY`` if set, else a private Xvfb on a free display number (stopped on exit)."""
    existing = os.environ.get("DISPLAY")
    if existing:
        yield existing
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        sys.exit("no DISPLAY and no Xvfb: apt-get install xvfb (or run under an X session)")
    read_end, write_end = os.pipe()
    # -displayfd lets the server pick a free number: other jobs may run their own Xvfb.
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write_end), "-screen", "0", size, "-nolisten", "tcp"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        with os.fdopen(read_end, "r") as pipe:
            number = pipe.readline().strip()
        if not number.isdigit():
            sys.exit("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def stop(process: subprocess.Popen[bytes]) -> None:
    """End a contender (and anything it forked in its group) and reap it."""
    if process.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    else:
        # The leader is gone; its group may not be.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)


# --- waiting for a window to map, through X events ------------------------------------------

_SUBSTRUCTURE_NOTIFY_MASK: Final = 1 << 19
_UNMAP_NOTIFY: Final = 18
_MAP_NOTIFY: Final = 19
_XA_CARDINAL: Final = 6


class _MapEvent(ctypes.Structure):
    # XMapEvent and XUnmapEvent share this layout up to the last int.
    _fields_ = (
        ("type", ctypes.c_int),
        ("serial", ctypes.c_ulong),
        ("send_event", ctypes.c_int),
        ("display", ctypes.c_void_p),
        ("event", ctypes.c_ulong),
        ("window", ctypes.c_ulong),
        ("override_redirect", ctypes.c_int),
    )


class _XEvent(ctypes.Union):
    _fields_ = (("type", ctypes.c_int), ("map", _MapEvent), ("pad", ctypes.c_long * 24))


_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


def _ignore_x_error(display: int | None, event: int | None) -> int:
    # A window can vanish between its map event and our property read: that is no reason
    # for Xlib's default handler to end the benchmark.
    del display, event
    return 0


_IGNORE_X_ERROR: Final = _ERROR_HANDLER(_ignore_x_error)


@dataclass(frozen=True, slots=True)
class Mapped:
    """A top-level window that became visible, and the process that owns it."""

    window: int
    pid: int | None
    at: float  # time.perf_counter() when the event was read


class MapWatcher:
    """Top-level windows mapped on a display, read as X events the moment the server sends them.

    With no window manager on the private server, a client's top-level window is a child of
    the root window, so one ``SubstructureNotify`` selection on the root sees every map without
    polling; the watcher sleeps in ``select()`` on the X connection until an event arrives.
    """

    def __init__(self, display: str) -> None:
        name = ctypes.util.find_library("X11")
        if name is None:
            sys.exit("libX11 not found: apt-get install libx11-6")
        x11 = ctypes.CDLL(name)
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = (ctypes.c_char_p,)
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = (ctypes.c_void_p,)
        x11.XSelectInput.argtypes = (ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long)
        x11.XSync.argtypes = (ctypes.c_void_p, ctypes.c_int)
        x11.XPending.argtypes = (ctypes.c_void_p,)
        x11.XNextEvent.argtypes = (ctypes.c_void_p, ctypes.POINTER(_XEvent))
        x11.XConnectionNumber.argtypes = (ctypes.c_void_p,)
        x11.XInternAtom.restype = ctypes.c_ulong
        x11.XInternAtom.argtypes = (ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int)
        x11.XGetWindowProperty.argtypes = (
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ubyte)),
        )
        x11.XFree.argtypes = (ctypes.c_void_p,)
        x11.XCloseDisplay.argtypes = (ctypes.c_void_p,)
        x11.XSetErrorHandler(_IGNORE_X_ERROR)
        self._x11 = x11
        handle = x11.XOpenDisplay(display.encode())
        if not handle:
            sys.exit(f"cannot open X display {display}")
        self._display: int = handle
        root = x11.XDefaultRootWindow(handle)
        x11.XSelectInput(handle, root, _SUBSTRUCTURE_NOTIFY_MASK)
        # The server must know about the selection before any contender starts.
        x11.XSync(handle, 0)
        self._fd: int = x11.XConnectionNumber(handle)
        self._pid_atom: int = x11.XInternAtom(handle, b"_NET_WM_PID", 0)
        # Top-level windows shown now, with their owners' PIDs.
        self.mapped: dict[int, int | None] = {}

    def close(self) -> None:
        self._x11.XCloseDisplay(self._display)

    def __enter__(self) -> MapWatcher:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def window_pid(self, window: int) -> int | None:
        """The ``_NET_WM_PID`` a Qt or GTK client sets on its windows before mapping them."""
        kind, size = ctypes.c_ulong(), ctypes.c_int()
        count, left = ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.POINTER(ctypes.c_ubyte)()
        status = self._x11.XGetWindowProperty(
            self._display, window, self._pid_atom, 0, 1, 0, _XA_CARDINAL,
            ctypes.byref(kind), ctypes.byref(size), ctypes.byref(count), ctypes.byref(left),
            ctypes.byref(data),
        )
        if status != 0 or not data:
            return None
        try:
            if size.value != 32 or count.value < 1:
                return None
            # Xlib hands 32-bit items back as C longs.
            return int(ctypes.cast(data, ctypes.POINTER(ctypes.c_long))[0])
        finally:
            self._x11.XFree(data)

    def events(self, timeout: float) -> list[Mapped]:
        """Every top-level map pending now, waiting up to ``timeout`` seconds for the first."""
        found: list[Mapped] = []
        deadline = time.perf_counter() + timeout
        while True:
            if not self._x11.XPending(self._display):
                left = deadline - time.perf_counter()
                if found or left <= 0:
                    return found
                select.select([self._fd], [], [], left)
                continue
            event = _XEvent()
            self._x11.XNextEvent(self._display, ctypes.byref(event))
            at = time.perf_counter()
            if event.type == _UNMAP_NOTIFY:
                self.mapped.pop(event.map.window, None)
            elif event.type == _MAP_NOTIFY and not event.map.override_redirect:
                # Menus and tooltips are override-redirect: not a window the player waits for.
                pid = self.window_pid(event.map.window)
                self.mapped[event.map.window] = pid
                found.append(Mapped(event.map.window, pid, at))

    def wait_for(self, process: subprocess.Popen[bytes], timeout: float) -> Mapped | None:
        """The first top-level window of ``process`` (or a process it forked) to map."""
        deadline = time.perf_counter() + timeout
        while (left := deadline - time.perf_counter()) > 0:
            for mapped in self.events(min(left, 0.5)):
                # The server is private and contenders run one at a time; a window without
                # a PID can only be the running contender's.
                if mapped.pid is None or descends_from(mapped.pid, process.pid):
                    return mapped
            if process.poll() is not None:
                return None
        return None


@dataclass(frozen=True, slots=True)
class Launched:
    """A contender's process and the moment just before it was spawned."""

    process: subprocess.Popen[bytes]
    started: float  # time.perf_counter()


def launch(command: Sequence[str], env: Mapping[str, str], log: Path) -> Launched:
    """Start a contender in its own process group, its output kept in ``log`` for post-mortems."""
    with log.open("ab") as out:
        started = time.perf_counter()
        process = subprocess.Popen(
            list(command), env=dict(env), stdin=subprocess.DEVNULL, stdout=out, stderr=out,
            start_new_session=True,
        )
    return Launched(process, started)
