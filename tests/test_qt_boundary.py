# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The rules and the search never load Qt: they must run in a worker process or a script."""

import subprocess
import sys

PROBE = """
import importlib, pkgutil, sys
names = ["addiction.games.gaps.engine", "addiction.games.gaps.solver"]
for name in list(names):
    package = importlib.import_module(name)
    for info in pkgutil.walk_packages(package.__path__, name + "."):
        importlib.import_module(info.name)
        names.append(info.name)
qt = sorted(m for m in sys.modules if m.startswith("PySide6") or m.startswith("shiboken"))
print(len(names), qt)
"""


def test_engine_and_solver_import_no_qt() -> None:
    out = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True
    ).stdout.split(maxsplit=1)
    assert int(out[0]) >= 15  # the probe really walked the engine's and the solver's modules
    assert out[1].strip() == "[]"
