# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The README stays a README, and the documents' links lead somewhere.

The README says what the game is, how to start it and where the rest lives; the manual, the
computer player's results, the benchmarks, the architecture and the recipe for a new game live in
``docs/``. Every relative link of the README and of ``docs/*.md`` must name a file of the tree,
and a link to a heading (``file.md#heading``) a heading that file has, as GitHub spells anchors.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

import pytest

ROOT: Final = Path(__file__).resolve().parents[1]
README_MOST_LINES: Final = 250
DOCUMENTS: Final = ("README.md",
                    *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").glob("*.md")))

# [text](target) and ![alt](target); the target up to a space (a title may follow) or ")".
_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
_FENCE = re.compile(r"^(```|~~~).*?^\1", re.M | re.S)
_CODE = re.compile(r"`[^`\n]*`")


def prose(text: str) -> str:
    """``text`` without its code: fenced blocks and inline code hold no links."""
    return _CODE.sub("", _FENCE.sub("", text))


def anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    found: set[str] = set()
    seen: dict[str, int] = {}
    for line in _FENCE.sub("", path.read_text(encoding="utf-8")).splitlines():
        if match := re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line):
            base = anchor(match.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    return found


def links(name: str) -> list[str]:
    text = (ROOT / name).read_text(encoding="utf-8")
    return [target for target in _LINK.findall(prose(text))
            if not re.match(r"[a-z][a-z0-9+.-]*:", target)]  # http:, https:, mailto: …


def test_the_readme_stays_short() -> None:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").count("\n")
    assert lines <= README_MOST_LINES, f"README.md has {lines} lines: move the detail to docs/"


def test_the_docs_folder_holds_the_documents_the_readme_names() -> None:
    names = {Path(target.partition("#")[0]).name for target in links("README.md")}
    for document in ("manual.md", "computer-player.md", "benchmarks.md", "architecture.md",
                     "adding-a-game.md"):
        assert (ROOT / "docs" / document).is_file()
        assert document in names, f"the README does not point to docs/{document}"


@pytest.mark.parametrize("name", DOCUMENTS)
def test_every_relative_link_leads_to_a_file_and_heading(name: str) -> None:
    source = ROOT / name
    broken = []
    for target in links(name):
        file, _, heading = target.partition("#")
        path = (source.parent / file).resolve() if file else source
        if not path.exists() or (heading and path.suffix == ".md" and heading not in anchors(path)):
            broken.append(target)
    assert broken == [], f"{name} links to what is not there"


def test_the_link_reader_sees_links_and_skips_code() -> None:
    sample = "See [the manual](docs/manual.md#playing) and ![x](a.png).\n`[no](b.md)`\n```\n[no](c.md)\n```\n"
    assert _LINK.findall(prose(sample)) == ["docs/manual.md#playing", "a.png"]
    assert anchor("The Gaps family's computer player") == "the-gaps-familys-computer-player"
    assert anchor("What a phase end is worth before a redeal") == "what-a-phase-end-is-worth-before-a-redeal"
