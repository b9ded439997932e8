# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Help › About: the versions it names, and the licence notices it opens, frozen or from source."""

from __future__ import annotations

import importlib.metadata
import platform
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, qVersion
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from addiction import __version__
from addiction.i18n import install_translators
from addiction.shell import about
from addiction.shell.about import AboutDialog, NoticesDialog
from tests.packaging.conftest import ROOT, packaging_module


@pytest.fixture
def box(qtbot: QtBot) -> AboutDialog:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    return dialog


def test_about_names_the_versions_of_the_game_qt_and_python(box: AboutDialog) -> None:
    assert f"Addiction {__version__}" in box.text()
    assert f"Qt {qVersion()}" in box.informativeText()
    assert f"Python {platform.python_version()}" in box.informativeText()
    assert "GNU GPL, version 3 or later" in box.informativeText()
    assert "Addiction 9.9.9" in AboutDialog("9.9.9").text()


def test_the_notices_are_looked_up_only_when_asked(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[bool] = []
    monkeypatch.setattr(about, "shipped_notices", lambda: asked.append(True) or [])
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.open()
    assert asked == []
    dialog.notices_button.click()
    assert asked == [True]


def test_the_licences_button_opens_the_installed_notices(qtbot: QtBot, box: AboutDialog) -> None:
    box.open()
    box.notices_button.click()
    dialog = box.notices_dialog
    assert isinstance(dialog, NoticesDialog)
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    entries = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    assert entries[0].startswith(f"Python {platform.python_version()} — ")
    components = {entry.split(" — ")[0].split()[0] for entry in entries}
    assert {"Python", "addiction", "PySide6_Essentials", "shiboken6"} <= components
    # Run from this checkout, Addiction's own licence comes from its LICENSES folder, named with
    # the version its metadata got when installed (with the commit, for work after a release).
    installed = importlib.metadata.version("addiction")
    assert installed.partition("+")[0] == __version__
    assert f"addiction {installed} — GPL-3.0-or-later.txt" in entries
    # PySide6's wheel ships no licence file: its stated licence is shown instead of nothing.
    pyside = next(row for row, entry in enumerate(entries) if entry.startswith("PySide6_Essentials"))
    dialog.list.setCurrentRow(pyside)
    assert "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only" in dialog.text.toPlainText()
    dialog.list.setCurrentRow(0)
    assert "PYTHON SOFTWARE FOUNDATION" in dialog.text.toPlainText().upper()


def test_a_frozen_program_shows_the_notices_of_its_bundle(
    qtbot: QtBot, box: AboutDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    notices = packaging_module("notices")
    notices.write(notices.collect(ROOT, __version__), tmp_path / "licenses", __version__)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    box.notices_button.click()
    dialog = box.notices_dialog
    assert dialog is not None
    qtbot.addWidget(dialog)
    entries = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    assert entries[0] == "Addiction — INDEX.txt"
    assert f"Addiction {__version__} — GPL-3.0-or-later.txt" in entries
    assert any(entry.startswith("PySide6_Essentials ") for entry in entries)
    assert dialog.text.toPlainText().startswith(f"Third-party notices of Addiction {__version__}")
    gpl = entries.index(f"Addiction {__version__} — GPL-3.0-or-later.txt")
    dialog.list.setCurrentRow(gpl)
    expected = (ROOT / "LICENSES" / "GPL-3.0-or-later.txt").read_text(encoding="utf-8")
    assert dialog.text.toPlainText() == expected


def test_components_are_named_as_the_index_names_them(tmp_path: Path) -> None:
    folder = tmp_path / "licenses"
    (folder / "libstdc++6-12.2.0-14").mkdir(parents=True)
    (folder / "libstdc++6-12.2.0-14" / "copyright").write_text("GCC", encoding="utf-8")
    (folder / "INDEX.txt").write_text(
        "Third-party notices of Addiction 0.1.0\n\nlibstdc++6 12.2.0-14: see the copyright file\n"
        "  file: libstdc++6-12.2.0-14/copyright\n  note: The Debian package of libstdc++.so.6.\n",
        encoding="utf-8",
    )
    entries = about.bundled_notices(folder)
    assert [(e.component, e.title) for e in entries] == [
        ("Addiction", "INDEX.txt"), ("libstdc++6 12.2.0-14", "copyright"),
    ]
    assert entries[1].read() == "GCC"


def test_a_notice_that_cannot_be_read_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "licenses" / "demo-1.0"
    folder.mkdir(parents=True)
    (folder / "LICENSE").write_text("text", encoding="utf-8")
    entries = about.bundled_notices(tmp_path / "licenses")
    (folder / "LICENSE").unlink()
    dialog = NoticesDialog(entries, bundled=True)
    qtbot.addWidget(dialog)
    assert dialog.list.item(0).text() == "demo-1.0 — LICENSE"  # no index: the folder's name
    assert dialog.text.toPlainText().startswith("This notice could not be read:")


def test_the_about_box_closes_as_a_message_box_does(box: AboutDialog) -> None:
    box.open()
    box.button(QMessageBox.StandardButton.Close).click()
    assert not box.isVisible()


@pytest.mark.parametrize(
    ("code", "button", "title"),
    [
        ("pt_BR", "&Licenças de terceiros…", "Licenças de terceiros"),
        ("es", "&Licencias de terceros…", "Licencias de terceros"),
        ("pl", "&Licencje zewnętrzne…", "Licencje zewnętrzne"),
    ],
)
def test_about_and_its_notices_speak_the_players_language(
    qtbot: QtBot, code: str, button: str, title: str
) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    installed = install_translators(app, code)
    try:
        box = AboutDialog()
        qtbot.addWidget(box)
        assert box.notices_button.text() == button
        assert "Qt " in box.informativeText() and "Running on" not in box.informativeText()
        dialog = box.show_notices()
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == title
    finally:
        for translator in installed:
            app.removeTranslator(translator)
        QLocale.setDefault(QLocale.system())
