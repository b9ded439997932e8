"""The player's language: choose it, install its translations, and keep the catalogues up to date.

``python -m addiction.i18n update`` collects every visible string of the package into the
``.ts`` sources in ``resources/translations/`` (keeping the translations already there);
``python -m addiction.i18n compile`` turns them into the ``.qm`` files the package ships in
``addiction/translations/``.
"""

from __future__ import annotations

import argparse
import importlib.resources
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, Qt, QTranslator
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox

if TYPE_CHECKING:
    from addiction.ui.settings import Settings

# Each language in its own name, as a player looks for it in a menu.
LANGUAGES: Final[dict[str, str]] = {
    "en": "English",
    "pt_BR": "Português (Brasil)",
    "es": "Español",
    "pl": "Polski",
}
SOURCE_LANGUAGE: Final = "en"
TRANSLATED: Final[tuple[str, ...]] = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)
# English has a catalogue too, holding only the plural forms of texts with a count ("%n
# game(s)" -> "1 game", "2 games"): Qt shows a missing translation as its source text.
CATALOGUES: Final[tuple[str, ...]] = (SOURCE_LANGUAGE, *TRANSLATED)
SYSTEM: Final = "system"
# Overrides both the setting and the system locale: for screenshots, tests and curious players.
LANGUAGE_ENV: Final = "ADDICTION_LANGUAGE"
# The language a system locale's language code maps to (any Portuguese reads the Brazilian one).
_BY_LOCALE_LANGUAGE: Final[dict[str, str]] = {"pt": "pt_BR", "es": "es", "pl": "pl"}

CATALOGUE: Final = "addiction"
PACKAGE_DIR: Final = Path(__file__).resolve().parent
SOURCES_DIR: Final = PACKAGE_DIR.parent / "resources" / "translations"
COMPILED_DIR: Final = PACKAGE_DIR / "translations"
# A module holds visible strings when it calls self.tr(...) or some translate(...), or marks
# them with QT_TRANSLATE_NOOP(...) for translation where they are shown.
_MARKS_STRINGS: Final = re.compile(r"\btr\(|\btranslate\(|\bQT_TRANSLATE_NOOP\(")


def choose_language(setting: str, system_locale: QLocale | str | None = None) -> str:
    """The language to show: ``ADDICTION_LANGUAGE``, else the setting, else the system's.

    ``setting`` is a code of ``LANGUAGES`` or ``"system"`` (anything else counts as
    ``"system"``); ``system_locale`` defaults to the locale the system reports.
    """
    forced = os.environ.get(LANGUAGE_ENV, "")
    if forced in LANGUAGES:
        return forced
    if forced != SYSTEM and setting in LANGUAGES:
        return setting
    return system_language(system_locale)


def system_language(system_locale: QLocale | str | None = None) -> str:
    """The language of ``LANGUAGES`` that suits a locale (by default the system's)."""
    if system_locale is None:
        system_locale = QLocale.system()
    name = system_locale.name() if isinstance(system_locale, QLocale) else system_locale
    # "pt_BR", "pl-PL", "es_ES.UTF-8", "C": only the language part decides.
    language = re.split(r"[_\-.@]", name, maxsplit=1)[0].lower()
    return _BY_LOCALE_LANGUAGE.get(language, SOURCE_LANGUAGE)


class CatalogueTranslator(QTranslator):
    """Addiction's own catalogue, loaded from the bytes the package ships."""

    def __init__(self, data: bytes, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Qt reads the catalogue in place, so the bytes must live as long as the translator.
        self._data = data
        if not self.load(data):
            raise ValueError("not a Qt translation catalogue")


def catalogue_data(code: str) -> bytes | None:
    """The compiled catalogue of ``code`` shipped in the package, None if there is none."""
    resource = importlib.resources.files("addiction") / "translations" / f"{CATALOGUE}_{code}.qm"
    try:
        return resource.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None


def install_translators(app: QCoreApplication, code: str) -> list[QTranslator]:
    """Install the translations of ``code`` into ``app``: Addiction's own and Qt's (for OK, Cancel…).

    Returns the translators installed, owned by ``app``; remove them with
    ``app.removeTranslator`` to go back to the source texts. English gets only its plural
    forms. Numbers and dates follow a translated language too when it is not the system's;
    English keeps the system's own formats.
    """
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; choose one of {', '.join(LANGUAGES)}")
    installed: list[QTranslator] = []
    data = catalogue_data(code)
    if data is not None:
        installed.append(CatalogueTranslator(data, app))
    if code == SOURCE_LANGUAGE:
        for translator in installed:
            app.installTranslator(translator)
        return installed
    if QLocale.system().language() != QLocale(code).language():
        QLocale.setDefault(QLocale(code))
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_translator = QTranslator(app)
    # A build without Qt's catalogues still works: its standard buttons stay in English.
    if qt_translator.load(f"qtbase_{code}", qt_folder):
        installed.append(qt_translator)
    else:
        qt_translator.deleteLater()
    for translator in installed:
        app.installTranslator(translator)
    return installed


def build_language_menu(
    menu: QMenu, settings: Settings, tell: Callable[[str], None] | None = None
) -> None:
    """Add a Language submenu to ``menu``: System Default and each language, as a radio group.

    Choosing one stores it in ``settings``; it takes effect at the next start, which the
    player is told through ``tell`` (a status-bar message, say) or else a note beside the menu.
    """
    submenu = menu.addMenu(QCoreApplication.translate("Language", "&Language"))
    submenu.setObjectName("language_menu")
    group = QActionGroup(submenu)
    group.setExclusive(True)
    system_text = QCoreApplication.translate("Language", "System Default ({language})").format(
        language=LANGUAGES[system_language()]
    )
    current = settings.language
    for code, text in [(SYSTEM, system_text), *LANGUAGES.items()]:
        action = QAction(text, group)
        action.setCheckable(True)
        action.setData(code)
        action.setChecked(code == current)
        submenu.addAction(action)
        if code == SYSTEM:
            submenu.addSeparator()

    def chosen(action: QAction) -> None:
        code = str(action.data())
        if code == settings.language:
            return
        settings.language = code
        settings.sync()
        message = QCoreApplication.translate(
            "Language", "The language changes the next time you start Addiction."
        )
        if tell is not None:
            tell(message)
            return
        # Beside the window the menu hangs from (a menu's own window is its popup), and
        # without blocking it: nothing here needs an answer.
        owner = menu.parentWidget()
        box = QMessageBox(
            QMessageBox.Icon.Information, QCoreApplication.translate("Language", "Language"),
            message, QMessageBox.StandardButton.Ok, owner.window() if owner else None,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.show()

    group.triggered.connect(chosen)


# --- the project command: python -m addiction.i18n update | compile ----------------------------


def qt_tool(name: str) -> Path:
    """``lupdate`` or ``lrelease``: the ``pyside6-`` script beside this Python, else PySide6's own."""
    script = Path(sys.executable).parent / f"pyside6-{name}"
    if script.is_file():
        return script
    import PySide6  # noqa: PLC0415  (only the command needs to know where PySide6 lives)

    binary = Path(PySide6.__file__).resolve().parent / name
    if binary.is_file():
        return binary
    found = shutil.which(f"pyside6-{name}")
    if found is None:
        raise FileNotFoundError(f"cannot find pyside6-{name}; is PySide6 installed?")
    return Path(found)


def translated_modules() -> list[Path]:
    """Every module of the package that has strings for the player, in a stable order."""
    return sorted(
        path for path in PACKAGE_DIR.rglob("*.py")
        if _MARKS_STRINGS.search(path.read_text(encoding="utf-8"))
    )


def source_path(code: str) -> Path:
    return SOURCES_DIR / f"{CATALOGUE}_{code}.ts"


def compiled_path(code: str, folder: Path = COMPILED_DIR) -> Path:
    return folder / f"{CATALOGUE}_{code}.qm"


def update(codes: Sequence[str] = CATALOGUES) -> None:
    """Bring each ``.ts`` up to date with the code: new strings in, vanished ones out.

    The English one collects only the texts with a count, for their plural forms.
    """
    SOURCES_DIR.mkdir(parents=True, exist_ok=True)
    modules = [str(path) for path in translated_modules()]
    for code in codes:
        subprocess.run(
            [
                str(qt_tool("lupdate")), *modules,
                # Relative line numbers: a line added above a string does not touch its entry.
                "-locations", "relative", "-no-obsolete",
                *(["-pluralonly"] if code == SOURCE_LANGUAGE else []),
                "-source-language", SOURCE_LANGUAGE, "-target-language", code,
                "-ts", str(source_path(code)),
            ],
            check=True,
        )


def compile_catalogue(code: str, folder: Path = COMPILED_DIR) -> Path:
    """Compile the ``.ts`` of ``code`` into ``folder``; returns the ``.qm`` written."""
    folder.mkdir(parents=True, exist_ok=True)
    target = compiled_path(code, folder)
    subprocess.run(
        [str(qt_tool("lrelease")), "-silent", str(source_path(code)), "-qm", str(target)],
        check=True,
    )
    return target


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m addiction.i18n",
        description="Keep Addiction's translations up to date.",
    )
    parser.add_argument(
        "command", choices=("update", "compile"),
        help="update: collect the strings into resources/translations/*.ts; "
             "compile: build addiction/translations/*.qm from them",
    )
    parser.add_argument(
        "languages", nargs="*", metavar="LANG",
        help=f"only these languages (default: all of {', '.join(CATALOGUES)})",
    )
    args = parser.parse_args(argv)
    unknown = [code for code in args.languages if code not in CATALOGUES]
    if unknown:
        parser.error(f"no translation for {', '.join(unknown)}; choose from {', '.join(CATALOGUES)}")
    codes: Sequence[str] = args.languages or CATALOGUES
    try:
        if args.command == "update":
            update(codes)
        else:
            for code in codes:
                print(compile_catalogue(code).relative_to(PACKAGE_DIR.parent))
    except (OSError, subprocess.CalledProcessError) as exc:
        print(f"addiction.i18n: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
