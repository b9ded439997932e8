# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""packaging/deb.py without a bundle: the control fields it computes (tests/packaging/test_build.py
builds, installs and removes the real package under ADDICTION_BUILD=1)."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.conftest import packaging_module

# What `readelf --version-info --wide` says of a library (cut down from Qt's libQt6Core):
# the symbols section names versions in parentheses, the definitions section the library's
# own; only the needs section says what the library asks of the system.
READELF = """\

Version symbols section '.gnu.version' contains 4 entries:
 Addr: 0x0000000000001000  Offset: 0x00001000  Link: 5 (.dynsym)
  000:   0 (*local*)       2 (GLIBC_2.2.5)   3 (GLIBC_2.99)    4 (Qt_6)

Version definition section '.gnu.version_d' contains 2 entries:
 Addr: 0x0000000000002000  Offset: 0x00002000  Link: 6 (.dynstr)
  000000: Rev: 1  Flags: BASE  Index: 1  Cnt: 1  Name: libQt6Core.so.6
  0x001c: Rev: 1  Flags: none  Index: 4  Cnt: 1  Name: GLIBC_2.98

Version needs section '.gnu.version_r' contains 4 entries:
 Addr: 0x0000000000003000  Offset: 0x00003000  Link: 6 (.dynstr)
  000000: Version: 1  File: libgcc_s.so.1  Cnt: 1
  0x0010:   Name: GCC_3.0  Flags: none  Version: 45
  0x0020: Version: 1  File: libm.so.6  Cnt: 2
  0x0030:   Name: GLIBC_2.29  Flags: none  Version: 37
  0x0040:   Name: GLIBC_2.2.5  Flags: none  Version: 33
  0x0050: Version: 1  File: libc.so.6  Cnt: 4
  0x0060:   Name: GLIBC_2.9  Flags: none  Version: 47
  0x0070:   Name: GLIBC_2.3.4  Flags: none  Version: 31
  0x0080:   Name: GLIBC_2.17  Flags: none  Version: 36
  0x0090:   Name: GLIBC_PRIVATE  Flags: none  Version: 30
  0x00a0: Version: 1  File: libstdc++.so.6  Cnt: 2
  0x00b0:   Name: GLIBCXX_3.4.29  Flags: none  Version: 41
  0x00c0:   Name: CXXABI_1.3.8  Flags: none  Version: 51
"""


@pytest.fixture(scope="module")
def deb_script() -> ModuleType:
    return packaging_module("deb")


def test_the_highest_glibc_version_needed_counts(deb_script: ModuleType) -> None:
    # 2.29 (libm's) beats 2.17 and 2.9 as numbers, not as text; the versions the library
    # defines or names in its symbol table, GLIBC_PRIVATE and libstdc++'s GLIBCXX do not count.
    assert deb_script.glibc_needed(READELF) == (2, 29)
    without_needs = READELF.split("Version needs section", maxsplit=1)[0]
    assert deb_script.glibc_needed(without_needs) is None
    assert deb_script.glibc_needed("") is None


def test_a_second_file_in_the_same_output_can_raise_it(deb_script: ModuleType) -> None:
    second = "\nFile: other.so\n" + READELF.replace("GLIBC_2.9 ", "GLIBC_2.34 ")
    assert deb_script.glibc_needed(READELF + second) == (2, 34)


@pytest.mark.skipif(shutil.which("readelf") is None, reason="binutils (readelf) not installed")
def test_libc_minimum_of_a_real_program_is_a_glibc_this_system_satisfies(deb_script: ModuleType) -> None:
    program = Path(os.path.realpath(sys.executable))
    minimum = deb_script.libc_minimum([program])
    assert minimum is not None
    running = os.confstr("CS_GNU_LIBC_VERSION") or ""  # "glibc 2.36"
    if running.startswith("glibc "):
        have = tuple(int(part) for part in running.split()[1].split("."))
        assert (2, 2) <= tuple(int(part) for part in minimum.split(".")) <= have
    assert deb_script.libc_minimum([]) is None


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
    # The sound libraries miniaudio loads only when sound is turned on.
    assert "Recommends: libpulse0 | libasound2\n" in control
    copyright_ = deb_script.copyright_text()
    assert f"Upstream-Contact: {deb_script.MAINTAINER}\n" in copyright_
    assert f"Source: {deb_script.HOMEPAGE}\n" in copyright_


def test_an_undated_version_takes_the_source_date(deb_script: ModuleType,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    changelog = "## [Unreleased]\n\n## [0.1.0] - 2026-01-05\n"
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1796425145")  # 2026-12-04 22:59 UTC
    text = deb_script.debian_changelog("0.2.0", changelog)
    assert text.startswith("addiction (0.2.0) unstable;")
    assert "  Fri, 04 Dec 2026 12:00:00 +0000\n" in text
    assert "  Mon, 05 Jan 2026 00:00:00 +0000\n" in text


def test_every_file_of_the_package_gets_the_source_date(deb_script: ModuleType, tmp_path: Path) -> None:
    stage = tmp_path / "root"
    (stage / "usr/share/doc").mkdir(parents=True)
    (stage / "usr/share/doc/copyright").write_text("x", encoding="utf-8")
    os.utime(stage / "usr/share/doc/copyright", (1, 1))  # older than the date: moved up too
    (stage / "usr/games").mkdir()
    (stage / "usr/games/addiction").symlink_to("../lib/addiction/addiction")  # dangling here
    deb_script.date_files(stage, 1796425145)
    for path in [stage, *stage.rglob("*")]:
        assert path.lstat().st_mtime == 1796425145, path


def test_only_the_libraries_a_binary_names_itself_count(deb_script: ModuleType) -> None:
    # What `readelf --dynamic --wide` says of a Qt plugin, cut down.
    dynamic = """
Dynamic section at offset 0x1d0b8 contains 33 entries:
  Tag        Type                         Name/Value
 0x0000000000000001 (NEEDED)             Shared library: [libQt6Gui.so.6]
 0x0000000000000001 (NEEDED)             Shared library: [libstdc++.so.6]
 0x0000000000000001 (NEEDED)             Shared library: [libc.so.6]
 0x000000000000000e (SONAME)             Library soname: [libqsvg.so]
 0x000000000000001d (RUNPATH)            Library runpath: [$ORIGIN/../../lib]
"""
    assert deb_script.needed_in(dynamic) == {"libQt6Gui.so.6", "libstdc++.so.6", "libc.so.6"}
    assert deb_script.needed_in("") == set()


@pytest.mark.skipif(shutil.which("readelf") is None, reason="binutils (readelf) not installed")
def test_python_names_libc_itself(deb_script: ModuleType) -> None:
    needs = deb_script.direct_needs(Path(os.path.realpath(sys.executable)))
    assert needs is not None and "libc.so.6" in needs
