# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Help › About and the self-test say whether the solver searches with its compiled cores or, where
one was not built (no C compiler at install time), in pure Python: the same moves, only slower."""

from __future__ import annotations

import importlib
import sys

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from addiction import registry
from addiction.i18n import install_translators
from addiction.registry import PURE_PYTHON_VARIABLE, search_cores
from addiction.shell.about import AboutDialog

DECLARED = sorted({name for spec in registry.games() for name in spec.compiled})


def built() -> bool:
    try:
        for name in DECLARED:
            importlib.import_module(name)
    except ImportError:
        return False
    return True


def without(monkeypatch: pytest.MonkeyPatch, module: str) -> None:
    """``module`` cannot be imported, as where it was never built: ``None`` in ``sys.modules``
    makes Python's import fail with ImportError."""
    monkeypatch.setitem(sys.modules, module, None)


@pytest.fixture(autouse=True)
def _no_forcing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(PURE_PYTHON_VARIABLE, raising=False)


def about_text(qtbot: QtBot) -> str:
    box = AboutDialog()
    qtbot.addWidget(box)
    return box.informativeText()


def test_the_games_declare_compiled_cores() -> None:
    assert len(DECLARED) >= 2
    cores = search_cores()
    assert sorted(cores.compiled + cores.pure_python) == DECLARED


@pytest.mark.skipif(not built(), reason="the compiled search cores were not built here")
def test_with_every_core_built_about_says_the_search_is_compiled(qtbot: QtBot) -> None:
    cores = search_cores()
    assert cores.compiled == tuple(DECLARED) and cores.pure_python == ()
    assert cores.summary() == f"solver: {len(DECLARED)} of {len(DECLARED)} compiled search cores"
    text = about_text(qtbot)
    assert "The solver searches with its compiled core." in text
    assert "pure Python" not in text


def test_a_missing_core_is_said_in_about_and_in_the_self_test_line(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = DECLARED[-1]
    without(monkeypatch, missing)
    cores = search_cores()
    assert missing in cores.pure_python and missing not in cores.compiled
    assert not cores.forced
    summary = cores.summary()
    assert summary.startswith(f"solver: {len(cores.compiled)} of {len(DECLARED)} compiled search cores; ")
    assert "pure Python, slower but with the same moves" in summary and missing in summary
    text = about_text(qtbot)
    assert "The solver searches in pure Python, slower but with the same moves" in text
    assert f"no compiled core: {', '.join(cores.pure_python)})" in text
    assert "searches with its compiled core" not in text


def test_every_core_missing_names_them_all(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in DECLARED:
        without(monkeypatch, name)
    cores = search_cores()
    assert cores.compiled == () and cores.pure_python == tuple(DECLARED)
    assert cores.summary().startswith(f"solver: 0 of {len(DECLARED)} compiled search cores; ")
    assert f"no compiled core: {', '.join(DECLARED)})" in about_text(qtbot)


def test_the_pure_python_switch_is_said_as_such(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(PURE_PYTHON_VARIABLE, "1")
    cores = search_cores()
    assert cores.forced and cores.compiled == () and cores.pure_python == tuple(DECLARED)
    assert f"({PURE_PYTHON_VARIABLE} is set)" in cores.summary()
    assert f"no compiled core: {PURE_PYTHON_VARIABLE}=1)" in about_text(qtbot)


@pytest.mark.parametrize(("code", "words"), [
    ("es", "El solucionador busca en Python puro"),
    ("pl", "Wyszukiwanie ruchów działa w czystym Pythonie"),
    ("pt_BR", "O solucionador busca em Python puro"),
])
def test_about_says_it_in_the_player_s_language(
    qapp: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, code: str, words: str
) -> None:
    without(monkeypatch, DECLARED[0])
    installed = install_translators(qapp, code)
    try:
        text = about_text(qtbot)
        assert words in text and f": {DECLARED[0]})" in text
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
        QLocale.setDefault(QLocale.system())
