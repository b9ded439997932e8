# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Garbage cycles holding Qt objects are freed on the GUI thread, never by a worker's
allocations (which once crashed the window minutes later, from its timer list)."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtWidgets import QApplication

from addiction.shell.collector import collect_on_gui_thread

# A QObject with a running timer, held only by a reference cycle; then a worker thread
# allocates enough to cross every collection threshold, as the solver's thread does.
SCRIPT = textwrap.dedent("""
    import gc, sys, threading, weakref
    from PySide6.QtCore import QCoreApplication, QObject, QTimer
    app = QCoreApplication([])
    if sys.argv[1] == "collector":
        from addiction.shell.collector import collect_on_gui_thread
        collect_on_gui_thread(app)
    class Holder(QObject):
        def __init__(self):
            super().__init__()
            self.timer = QTimer(self)
            self.timer.start(5)
            self.me = self
    holder = Holder()
    alive = weakref.ref(holder)
    del holder
    def allocate():
        for _ in range(200_000):
            cycle = []
            cycle.append(cycle)
    worker = threading.Thread(target=allocate)
    worker.start()
    worker.join()
    QTimer.singleShot(1500, app.quit)
    app.exec()
    print("freed" if alive() is None else "kept")
""")


def run(mode: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", SCRIPT, mode], capture_output=True, text=True, timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""}, check=False,
    )


def test_a_cycle_holding_a_timer_is_freed_on_the_gui_thread() -> None:
    result = run("collector")
    assert (result.returncode, result.stdout.strip()) == (0, "freed"), result.stderr
    assert "another thread" not in result.stderr


@pytest.mark.skipif(sys.platform != "linux", reason="the crash is shown where it was met")
def test_without_it_the_worker_frees_the_timer_in_the_wrong_thread() -> None:
    # What the collector prevents: Qt's own complaint, then (usually) a crash.
    result = run("plain")
    assert "Timers cannot be stopped from another thread" in result.stderr



def test_one_collector_per_application_until_it_is_stopped(qapp: QApplication) -> None:
    # The test session's own collector (see conftest) is the application's one.
    running = collect_on_gui_thread(qapp)
    assert collect_on_gui_thread(qapp) is running
    assert not gc.isenabled()
    running.stop()
    assert gc.isenabled()
    again = collect_on_gui_thread(qapp)
    assert again is not running and not gc.isenabled()
    assert collect_on_gui_thread(qapp) is again
    again.stop()  # the next test starts its own
