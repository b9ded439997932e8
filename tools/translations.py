# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Keep the translation catalogues up to date: a developer command, not part of the game.

``python -m tools.translations update`` collects every visible string of the package into the
``.ts`` sources in ``resources/translations/`` (keeping the translations already there);
``python -m tools.translations compile`` turns them into the ``.qm`` files the package ships in
``addiction/translations/``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from addiction.i18n import CATALOGUE, CATALOGUES, SOURCE_LANGUAGE

PACKAGE_DIR: Final = Path(__file__).resolve().parent.parent / "addiction"
SOURCES_DIR: Final = PACKAGE_DIR.parent / "resources" / "translations"
COMPILED_DIR: Final = PACKAGE_DIR / "translations"
# A module holds visible strings when it calls self.tr(...) or some translate(...), or marks
# them with QT_TRANSLATE_NOOP(...) for translation where they are shown.
_MARKS_STRINGS: Final = re.compile(r"\btr\(|\btranslate\(|\bQT_TRANSLATE_NOOP\(")

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
        prog="python -m tools.translations",
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
        print(f"tools.translations: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
