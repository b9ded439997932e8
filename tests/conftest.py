# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Shared test set-up: Qt always runs offscreen, hypothesis stays deterministic, and the whole
suite keeps away from the player's own settings, data folder, saved games and runtime folder.

The suite may run on several cores (``pytest -n auto``, pytest-xdist): each worker is a process
of its own that reads this file, so each has its own sandbox, named after the worker, and its
own ``tmp_path`` folders; the game's one-copy socket lies in the sandbox's runtime folder, so
no two workers share one."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Final

import pytest
from hypothesis import settings

if TYPE_CHECKING:  # the window's modules are imported by the Qt tests only
    from pytestqt.qtbot import QtBot

    from addiction.shell.window import MainWindow, PageFactory
    from addiction.store.keeper import Storage
    from addiction.table.settings import Settings
    from addiction.table.sound import Sounds

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# In-process app.main() tests read English whatever language the machine speaks.
os.environ.setdefault("ADDICTION_LANGUAGE", "en")

# Set before any test (and any subprocess a test starts) can ask where the player's files are:
# everything a test does not point elsewhere itself lands in this folder, removed at the end.
# One per process: pytest-xdist names its workers gw0, gw1, ... ("main" without xdist).
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "main")
_SANDBOX = tempfile.TemporaryDirectory(prefix=f"addiction-tests-{WORKER}-")
SANDBOX = Path(_SANDBOX.name)
for variable, folder in (("ADDICTION_DATA_DIR", "data"), ("XDG_DATA_HOME", "xdg-data"),
                         ("XDG_CONFIG_HOME", "xdg-config"), ("XDG_CACHE_HOME", "xdg-cache"),
                         ("XDG_STATE_HOME", "xdg-state"), ("XDG_RUNTIME_DIR", "xdg-runtime")):
    (SANDBOX / folder).mkdir(mode=0o700)
    os.environ[variable] = str(SANDBOX / folder)
os.environ["ADDICTION_SETTINGS"] = str(SANDBOX / "settings.ini")

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("ci")


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder and settings file of the test's own, apart from every other test's."""
    folder = tmp_path / "data"
    monkeypatch.setenv("ADDICTION_DATA_DIR", str(folder))
    monkeypatch.setenv("ADDICTION_SETTINGS", str(tmp_path / "settings.ini"))
    return folder


@pytest.fixture
def short_tmp_path() -> Iterator[Path]:
    """A folder of the test's own under a short path, for tests that make local sockets in it:
    a socket's path must fit in 107 bytes, and pytest's ``tmp_path`` leaves too little room
    for a socket two folders down once pytest-xdist adds its ``popen-gwN`` (or the user's name
    is long)."""
    with tempfile.TemporaryDirectory(prefix="ad-") as folder:
        yield Path(folder)


@pytest.fixture(autouse=True)
def _collect_on_gui_thread(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test with a Qt application collects cycles on the GUI thread, as the game does
    (see ``addiction.shell.collector``); its garbage is collected there before the next test."""
    if "qapp" not in request.fixturenames:
        yield
        return
    from addiction.shell.collector import collect_on_gui_thread  # noqa: PLC0415 - Qt tests only

    collector = collect_on_gui_thread(request.getfixturevalue("qapp"))
    yield
    collector.stop()


@pytest.fixture(autouse=True)
def _keep_the_default_locale(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test that switches the language also switches Qt's default locale; the next test
    starts from the locale the suite began with, whatever order the tests run in."""
    if "qapp" not in request.fixturenames:
        yield
        return
    from PySide6.QtCore import QLocale  # noqa: PLC0415 - Qt tests only

    before = QLocale()
    yield
    QLocale.setDefault(before)


# open_window's storage by default: the record book and saved games of the test's data folder.
OWN_STORAGE: Final = "own"
OpenWindow = Callable[..., "MainWindow"]


@pytest.fixture
def open_window(qtbot: QtBot, data_dir: Path) -> Iterator[OpenWindow]:
    """Opens the game's window as the command does, over the test's own data folder and
    settings file (see ``data_dir``), with animations and the winnable indicator off; every
    window it opened is closed after the test (an Analyse dialog left open first).

    ``open_window(start=None, *, storage=OWN_STORAGE, factories=None, settings=None,
    sounds=None, size=None, show=True, active=False, **options)``:

    - ``start``: the page to open on (a game's id, or "choose" for the start screen); by
      default the game the settings name, else the start screen, as the command does;
    - ``storage``: the record book and saved games: the test's data folder's by default,
      ``None`` for none (the window then records nothing), or a ``Storage`` of the test's;
    - ``factories``: pages the test makes (a model of its own, a bounded solver) in place of
      the registry's;
    - ``settings``: a ``Settings`` of the test's instead of the test's settings file;
    - ``sounds``: the window's ``Sounds`` (by default the window makes its own);
    - ``size``: (width, height) to resize to before it is shown;
    - ``show``: show it and wait until it is exposed; ``active``: then activate it and wait
      until it is the active window;
    - ``options``: settings to change before the window reads them, by their ``Settings``
      attribute (``animation_speed="fast"``, ``confirm_leave=False``, ``sound=True``).
    """
    from addiction.shell.window import MainWindow, opening_page  # noqa: PLC0415 - Qt tests only
    from addiction.store.keeper import Storage  # noqa: PLC0415
    from addiction.table.settings import Settings  # noqa: PLC0415

    made: list[MainWindow] = []

    def open_(
        start: str | None = None,
        *,
        storage: Storage | str | None = OWN_STORAGE,
        factories: Mapping[str, PageFactory] | None = None,
        settings: Settings | None = None,
        sounds: Sounds | None = None,
        size: tuple[int, int] | None = None,
        show: bool = True,
        active: bool = False,
        **options: object,
    ) -> MainWindow:
        chosen = Settings() if settings is None else settings
        chosen.animation_speed = "off"
        chosen.winnable_indicator = False
        for name, value in options.items():
            assert isinstance(getattr(type(chosen), name, None), property), f"no setting {name!r}"
            setattr(chosen, name, value)
        if storage == OWN_STORAGE:
            storage = Storage.open()
        assert storage is None or isinstance(storage, Storage)
        window = MainWindow(chosen, storage=storage, start=start or opening_page(chosen),
                            factories=factories, sounds=sounds)
        qtbot.addWidget(window)
        made.append(window)
        if size is not None:
            window.resize(*size)
        if show:
            window.show()
            qtbot.waitExposed(window)
        if active:
            window.activateWindow()
            qtbot.waitActive(window)
        return window

    yield open_
    for window in made:
        # An analysis still running is stopped before its window goes; closing the window
        # flushes the saves and closes the record book.
        if window.dialogs.analysis_dialog is not None:
            window.dialogs.analysis_dialog.reject()
        window.close()
