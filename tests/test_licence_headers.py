# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Every file of the project states its licence the REUSE way (packaging/spdx.py decides how)."""

from __future__ import annotations

import pytest

from tests.packaging.conftest import ROOT, packaging_module

spdx = packaging_module("spdx")


def test_every_project_file_states_its_licence() -> None:
    lacking = [path.as_posix() for path in spdx.lacking(ROOT)]
    assert lacking == [], "run: python packaging/spdx.py --fix (or annotate the file in REUSE.toml)"


def test_the_licence_the_headers_name_is_in_licenses() -> None:
    text = (ROOT / "LICENSES" / f"{spdx.LICENCE}.txt").read_text(encoding="utf-8")
    assert text.lstrip().startswith("GNU GENERAL PUBLIC LICENSE")
    assert "Version 3, 29 June 2007" in text
    assert "END OF TERMS AND CONDITIONS" in text


@pytest.mark.parametrize("name", ["addiction/__init__.py", "addiction/games/gaps/solver/_core.c", ".ci/run"])
def test_headers_sit_at_the_top(name: str) -> None:
    assert spdx.has_header(ROOT / name)
