# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Help › About: the versions of Addiction, Qt and Python, and the licences of what it is built from.

The notices come from one of two places. A frozen program carries them in ``licenses/`` (one
folder per component and an ``INDEX.txt``, written at build time by ``packaging/notices.py``).
Run from source or a plain install, the licence files of the installed distributions that
Addiction needs are found through ``importlib.metadata``. Either way they are looked up only
when the player asks for them, and each text is read only when it is shown.
"""

from __future__ import annotations

import platform
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path, PurePosixPath

from PySide6.QtCore import QCoreApplication, QSize, Qt, qVersion
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from addiction import build_version
from addiction.contract import TITLES_CONTEXT
from addiction.registry import PURE_PYTHON_VARIABLE, families, games, search_cores
from addiction.shell.app_icon import app_icon
from addiction.table.dialogs import fit_to_screen

BUNDLE_FOLDER = "licenses"
INDEX = "INDEX.txt"
# The same choice of files as the build makes (packaging/notices.py): names that mean a licence
# inside a dist-info, or anything in a licence folder (dist-info/licenses, Qt's LICENSES).
_LICENCE_NAME = re.compile(r"(LICEN[CS]E|COPYING|NOTICE)([-._].*)?", re.IGNORECASE)
_LICENCE_FOLDERS = {"LICENSES", "licenses", "LICENCES"}


@dataclass(frozen=True)
class Notice:
    """One licence text: whose it is, what it is called, and how to read it when shown."""

    component: str
    title: str
    read: Callable[[], str]


def _reader(path: Path) -> Callable[[], str]:
    return lambda: path.read_text(encoding="utf-8", errors="replace")


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def shipped_notices() -> list[Notice]:
    """The notices of this program: the bundle's when frozen, else the installed distributions'."""
    if is_frozen():
        base = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
        return bundled_notices(base / BUNDLE_FOLDER)
    return installed_notices()


def bundled_notices(folder: Path) -> list[Notice]:
    """The index of a bundle's notices folder, then every file of each component's folder."""
    notices = []
    labels: dict[str, str] = {}
    if (folder / INDEX).is_file():
        notices.append(Notice("Addiction", INDEX, _reader(folder / INDEX)))
        labels = component_labels((folder / INDEX).read_text(encoding="utf-8", errors="replace"))
    components = sorted(path for path in folder.iterdir() if path.is_dir()) if folder.is_dir() else []
    for component in components:
        label = labels.get(component.name, component.name)
        files = sorted(path for path in component.iterdir() if path.is_file())
        notices += [Notice(label, path.name, _reader(path)) for path in files]
    return notices


def component_labels(index: str) -> dict[str, str]:
    """Each folder's "name version", as the index names the component whose files it holds.

    Read from the index rather than the folder name: Debian versions hold dashes too.
    """
    labels: dict[str, str] = {}
    component = ""
    for line in index.splitlines():
        if line.startswith("  file: "):
            labels.setdefault(line.removeprefix("  file: ").split("/", 1)[0], component)
        elif line and not line.startswith(" "):
            component = line.split(": ", 1)[0]
    return labels


def installed_notices(top: str = "addiction") -> list[Notice]:
    """Python's licence, then the licence files of ``top`` and of every distribution it requires.

    A distribution installed without any licence file is listed with the licence its metadata
    states, so that it is not silently left out.
    """
    notices = []
    python = python_licence_file()
    if python is not None:
        notices.append(Notice(f"Python {platform.python_version()}", python.name, _reader(python)))
    for dist in [_distribution(top), *required_distributions(top)]:
        if dist is None:
            continue
        label = f"{dist.metadata['Name']} {dist.version}"
        files = licence_files(dist)
        if not files and dist.metadata["Name"] == top:
            files = source_licences()
        if files:
            notices += [Notice(label, path.name, _reader(path)) for path in files]
        else:
            notices.append(Notice(label, stated_licence(dist), _stated_only(dist)))
    return notices


def source_licences() -> list[Path]:
    """The licence texts of a source checkout (``LICENSES/`` beside the package), if run from one.

    An editable install records no licence file of its own; the checkout holds them.
    """
    checkout = Path(__file__).resolve().parents[2]
    if not (checkout / "pyproject.toml").is_file():  # an installed copy: site-packages is no checkout
        return []
    return sorted((checkout / "LICENSES").glob("*.txt"))


def _distribution(name: str) -> metadata.Distribution | None:
    try:
        return metadata.distribution(name)
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return None


def python_licence_file() -> Path | None:
    """Python's LICENSE.txt beside its standard library, where the interpreter keeps one."""
    import sysconfig  # noqa: PLC0415  (only asked for when the player opens the notices)

    candidates = [
        Path(sysconfig.get_path("stdlib")) / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",
    ]
    return next((path for path in candidates if path.is_file()), None)


def _requirement_name(requirement: str) -> str | None:
    name, _, marker = requirement.partition(";")
    if "extra" in marker:  # wanted only with an optional extra, such as the test tools
        return None
    match = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", name)
    return match.group(1) if match else None


def required_distributions(top: str) -> list[metadata.Distribution]:
    """The installed distributions ``top`` needs at run time, directly or through others."""
    root = _distribution(top)
    seen: dict[str, metadata.Distribution] = {}
    pending = [n for n in (_requirement_name(r) for r in (root.requires if root else None) or []) if n]
    while pending:
        name = pending.pop()
        key = re.sub(r"[-_.]+", "-", name).lower()
        found = None if key in seen else _distribution(name)
        if found is None:
            continue
        seen[key] = found
        pending += [n for n in (_requirement_name(r) for r in found.requires or []) if n]
    return [seen[key] for key in sorted(seen)]


def licence_files(dist: metadata.Distribution) -> list[Path]:
    found = []
    for relative in (PurePosixPath(str(f)) for f in dist.files or []):
        in_folder = bool(_LICENCE_FOLDERS & set(relative.parts[:-1]))
        named = relative.parts[0].endswith(".dist-info") and _LICENCE_NAME.fullmatch(relative.name)
        if in_folder or named:
            path = Path(str(dist.locate_file(str(relative))))
            if path.is_file():
                found.append(path)
    return found


def stated_licence(dist: metadata.Distribution) -> str:
    stated = (dist.metadata.get_all("License-Expression") or dist.metadata.get_all("License") or [""])[0]
    return " ".join(stated.split())[:200]


def _stated_only(dist: metadata.Distribution) -> Callable[[], str]:
    def read() -> str:
        return QCoreApplication.translate(
            "NoticesDialog",
            "No licence file was installed with {name} {version}.\n\nThe licence it states: {licence}",
        ).format(name=dist.metadata["Name"], version=dist.version, licence=stated_licence(dist) or "?")

    return read


class NoticesDialog(QDialog):
    """The licence texts of everything the program is built from: a list, and the text chosen."""

    def __init__(self, notices: list[Notice], *, bundled: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Third-party licences"))
        self.notices = notices
        if bundled:
            intro = self.tr(
                "Addiction includes the components below. Each comes with the licence texts "
                "listed under its name."
            )
        else:
            intro = self.tr(
                "Addiction runs on the installed components below, shown with the licence files "
                "they were installed with."
            )
        label = QLabel(intro if notices else self.tr("No licence notices were found."))
        label.setWordWrap(True)
        self.list = QListWidget()
        self.list.addItems([f"{notice.component} — {notice.title}" for notice in notices])
        # Long names wrap rather than scroll the list sideways.
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        # Licence texts are laid out for 80 columns; wrapping them would break their lists.
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.list)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([220, 540])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, 900, 560)
        self.list.currentRowChanged.connect(self.show_notice)
        if notices:
            self.list.setCurrentRow(0)

    def show_notice(self, row: int) -> None:
        if not 0 <= row < len(self.notices):
            self.text.clear()
            return
        try:
            text = self.notices[row].read()
        except OSError as exc:
            text = self.tr("This notice could not be read: {error}").format(error=exc)
        self.text.setPlainText(text)


class AboutDialog(QMessageBox):
    """The About box: what Addiction is, its licence, the versions it runs on, and a way to the notices.

    A message box so that it looks like every other About box on the desktop. A message box
    closes on any of its buttons, so the licences button hands over to the notices dialog,
    which belongs to the About box's own parent window and outlives it.
    """

    def __init__(self, version: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Addiction"))
        # The program's own icon, which ships in the package: shown whether or not it was
        # installed into the desktop's icon theme.
        self.setIconPixmap(app_icon().pixmap(QSize(64, 64), self.devicePixelRatioF()))
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setText(self.tr("<h3>Addiction {version}</h3>").format(version=version or build_version()))
        # The games with a tile of their own, then the families, as the start screen shows them.
        titles = [spec.title for spec in games() if not spec.family] + [f.title for f in families()]
        about = self.tr("Patience games for the desktop: {games}.").format(
            games=", ".join(QCoreApplication.translate(TITLES_CONTEXT, t) for t in titles)
        ) + "<br><br>" + self.tr("Free software under the GNU GPL, version 3 or later.")
        versions = self.tr("Running on Qt {qt} and Python {python}.").format(
            qt=qVersion(), python=platform.python_version()
        )
        self.setInformativeText(f"{about}<br><br>{versions}<br>{self.search_line()}")
        self.setStandardButtons(QMessageBox.StandardButton.Close)
        self.notices_button = self.addButton(
            self.tr("Third-party &licences…"), QMessageBox.ButtonRole.ActionRole
        )
        self.notices_dialog: NoticesDialog | None = None
        self.buttonClicked.connect(self._clicked)

    def search_line(self) -> str:
        """Whether the solver searches with its compiled cores or, where one was not built (no
        C compiler at install time), in pure Python: the same moves, many times slower."""
        cores = search_cores()
        if not cores.pure_python:
            return self.tr("The solver searches with its compiled core.")
        why = f"{PURE_PYTHON_VARIABLE}=1" if cores.forced else ", ".join(cores.pure_python)
        return self.tr(
            "The solver searches in pure Python, slower but with the same moves "
            "(no compiled core: {why})."
        ).format(why=why)

    def _clicked(self, button: QAbstractButton) -> None:
        if button is self.notices_button:
            self.show_notices()

    def show_notices(self) -> NoticesDialog:
        """Open the notices, looked up now: nothing is read before the player asks."""
        dialog = NoticesDialog(shipped_notices(), bundled=is_frozen(), parent=self.parentWidget())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # Not modal: a text to read beside the game, like the rules.
        dialog.show()
        dialog.raise_()
        self.notices_dialog = dialog
        return dialog
