# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The shipped catalogues: compiled from their sources, finished, and faithful to the English."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from addiction.i18n import CATALOGUES, SOURCE_LANGUAGE, TRANSLATED, catalogue_data
from tools import translations
from tools.translations import (
    COMPILED_DIR,
    PACKAGE_DIR,
    compile_catalogue,
    compiled_path,
    source_path,
    translated_modules,
)

# {name}, {0} and {} for str.format, %1 and %L1 for QString.arg, %n for plural counts.
_PLACEHOLDER = re.compile(r"\{[^{}\s]*\}|%L?\d+|%n")
# An accelerator is one "&" before a letter; "&&" is a literal ampersand, "&amp;"-style
# entities never reach the text because the .ts is parsed as XML.
_ACCELERATOR = re.compile(r"(?<!&)&(?!&)\w")
_TAG = re.compile(r"<\s*(/?\s*[A-Za-z][A-Za-z0-9]*)")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    translations: tuple[str, ...]
    finished: bool


def messages(code: str) -> list[Message]:
    root = ET.parse(source_path(code)).getroot()
    assert root.get("language") == code
    found = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [form.text or "" for form in translation.iter("numerusform")]
            found.append(
                Message(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    translations=tuple(forms) if forms else (translation.text or "",),
                    finished=translation.get("type") is None,
                )
            )
    return found


@pytest.mark.parametrize("code", CATALOGUES)
def test_each_shipped_qm_is_compiled_from_its_ts(code: str, tmp_path: Path) -> None:
    fresh = compile_catalogue(code, tmp_path)
    shipped = compiled_path(code, COMPILED_DIR)
    assert shipped.read_bytes() == fresh.read_bytes(), (
        f"{shipped.name} is out of date with {source_path(code).name}: "
        "run python -m tools.translations compile"
    )


@pytest.mark.parametrize("code", CATALOGUES)
def test_the_package_resources_hold_each_catalogue(code: str) -> None:
    data = catalogue_data(code)
    assert data is not None
    assert data == compiled_path(code).read_bytes()


def test_there_is_no_catalogue_for_a_language_not_shipped() -> None:
    assert catalogue_data("de") is None


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_and_finished(code: str) -> None:
    found = messages(code)
    assert len(found) > 150
    unfinished = [m.source for m in found if not m.finished]
    empty = [m.source for m in found if not all(t.strip() for t in m.translations)]
    assert unfinished == []
    assert empty == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_plural_messages_have_every_form_of_the_language(code: str) -> None:
    forms = {"pt_BR": 2, "es": 2, "pl": 3}[code]
    found = messages(code)
    assert any("%n" in message.source for message in found)
    for message in found:
        # Exactly the texts with a count are plural: lupdate marks no other as one.
        expected = forms if "%n" in message.source else 1
        assert len(message.translations) == expected, message.source


def test_english_holds_every_text_with_a_count_and_nothing_else() -> None:
    english = messages(SOURCE_LANGUAGE)
    counted = {
        (m.context, m.source) for code in TRANSLATED for m in messages(code) if "%n" in m.source
    }
    assert {(m.context, m.source) for m in english} == counted
    for message in english:
        assert message.finished
        singular, plural = message.translations
        assert singular.count("%n") == plural.count("%n") == 1
        assert "(s)" not in singular + plural, message.source


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_filed_under_the_context_the_code_asks_with(code: str) -> None:
    found = messages(code)
    assert [m.source for m in found if not m.context] == []
    assert [m.source for m in found if m.comment] == []
    assert {"Rules", "StatisticsDialog", "ScoreChart", "MainWindow"} <= {m.context for m in found}


@pytest.mark.parametrize("code", CATALOGUES)
def test_translations_keep_placeholders_accelerators_and_markup(code: str) -> None:
    for message in messages(code):
        english = message.source
        for text in message.translations:
            assert sorted(_PLACEHOLDER.findall(text)) == sorted(_PLACEHOLDER.findall(english)), (
                english, text
            )
            assert len(_ACCELERATOR.findall(text)) == len(_ACCELERATOR.findall(english)), (
                english, text
            )
            assert _TAG.findall(text) == _TAG.findall(english), (english, text)
            assert text.endswith("…") == english.endswith("…"), (english, text)


def test_every_module_with_strings_for_the_player_is_collected() -> None:
    names = {path.relative_to(PACKAGE_DIR).as_posix() for path in translated_modules()}
    assert {
        "program/app.py", "shell/language_menu.py", "shell/window.py", "table/dialogs.py",
        "shell/statistics.py", "games/gaps/view.py", "games/pyramid/page.py", "store/records.py",
        "store/saved_game.py",
    } <= names
    assert "games/gaps/engine/board.py" not in names


def test_update_keeps_the_translations_already_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = {code: messages(code) for code in TRANSLATED}
    for code in TRANSLATED:
        (tmp_path / source_path(code).name).write_bytes(source_path(code).read_bytes())
    monkeypatch.setattr(translations, "SOURCES_DIR", tmp_path)
    translations.update(["pl"])
    after = {(m.context, m.source, m.comment): m for m in messages("pl")}
    assert source_path("pl").parent == tmp_path
    for message in before["pl"]:
        kept = after.get((message.context, message.source, message.comment))
        # A string the code no longer has may go; every other keeps its translation.
        if kept is not None:
            assert kept.translations == message.translations
            assert kept.finished


def test_the_command_refuses_a_language_it_does_not_ship(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        translations.main(["compile", "de"])
    assert exit_info.value.code == 2
    assert "no translation for de" in capsys.readouterr().err
