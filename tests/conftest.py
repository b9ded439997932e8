# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Shared test set-up: Qt always runs offscreen, and hypothesis stays deterministic."""

import os
from collections.abc import Iterator

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# In-process app.main() tests read English whatever language the machine speaks.
os.environ.setdefault("ADDICTION_LANGUAGE", "en")

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _collect_on_gui_thread(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test with a Qt application collects cycles on the GUI thread, as the game does
    (see ``addiction.ui.collector``); its garbage is collected there before the next test."""
    if "qapp" not in request.fixturenames:
        yield
        return
    from addiction.ui.collector import collect_on_gui_thread  # noqa: PLC0415 - Qt tests only

    collector = collect_on_gui_thread(request.getfixturevalue("qapp"))
    yield
    collector.stop()
