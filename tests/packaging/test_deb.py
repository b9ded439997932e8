# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""packaging/deb.py without a bundle: the control fields it computes (tests/packaging/test_build.py
builds, installs and removes the real package under ADDICTION_BUILD=1)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.conftest import packaging_module


@pytest.fixture(scope="module")
def deb_script() -> ModuleType:
    return packaging_module("deb")


def test_maintainer_and_homepage_come_from_the_metainfo(deb_script: ModuleType, tmp_path: Path) -> None:
    assert deb_script.upstream(deb_script.build.METAINFO_FILE) == (deb_script.MAINTAINER,
                                                                   deb_script.HOMEPAGE)
    metainfo = tmp_path / "x.metainfo.xml"
    metainfo.write_text(
        '<component type="desktop-application"><developer id="org.example"><name>Ana</name>'
        "</developer><url type='bugtracker'>https://example.org/bugs</url>"
        '<url type="homepage">https://example.org/</url>'
        "<update_contact>ana@example.org</update_contact></component>", encoding="utf-8")
    assert deb_script.upstream(metainfo) == ("Ana <ana@example.org>", "https://example.org/")
    metainfo.write_text('<component><url type="homepage">https://example.org/</url></component>',
                        encoding="utf-8")
    with pytest.raises(ValueError, match="update_contact"):
        deb_script.upstream(metainfo)


def test_control_and_copyright_name_them(deb_script: ModuleType) -> None:
    control = deb_script.control_text("1.0", "amd64", ["libc6 (>= 2.34)", "libgl1"], 1024)
    assert f"Maintainer: {deb_script.MAINTAINER}\n" in control
    assert f"Homepage: {deb_script.HOMEPAGE}\n" in control
    assert "Depends: libc6 (>= 2.34), libgl1\n" in control
    copyright_ = deb_script.copyright_text()
    assert f"Upstream-Contact: {deb_script.MAINTAINER}\n" in copyright_
    assert f"Source: {deb_script.HOMEPAGE}\n" in copyright_
