# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The rules, the search, the judges, the analysts and the studies never load Qt: they must run
in a worker process or a script. ``tests/test_layers.py`` reads this from the imports; here
every module whose role forbids Qt is imported for real, in a fresh interpreter."""

import subprocess
import sys

from tests.test_layers import HOUSE, roles_of

PROBE = """
import importlib, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
    qt = sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken")))
    if qt:
        print(name, qt)
        break
else:
    print(len(sys.argv) - 1, "[]")
"""


def test_modules_whose_role_forbids_qt_load_none() -> None:
    # Compiled cores are left out: their pure-Python twins are walked, and they may be unbuilt.
    names = sorted(m for m, path in HOUSE.modules.items() if roles_of(m) and path.suffix == ".py")
    out = subprocess.run(
        [sys.executable, "-c", PROBE, *names], capture_output=True, text=True, check=True
    ).stdout.split()
    assert out == [str(len(names)), "[]"]
    assert len(names) >= 40  # the roles really found the modules
