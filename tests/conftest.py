# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Shared test set-up: Qt always runs offscreen, hypothesis stays deterministic, and the whole
suite keeps away from the player's own settings, data folder, saved games and runtime folder.

The suite may run on several cores (``pytest -n auto``, pytest-xdist): each worker is a process
of its own that reads this file, so each has its own sandbox, named after the worker, and its
own ``tmp_path`` folders; the game's one-copy socket lies in the sandbox's runtime folder, so
no two workers share one."""

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

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
