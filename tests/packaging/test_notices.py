# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Third-party notices: collected from the installed distributions, written with an index, checked."""

from __future__ import annotations

import shutil
import sysconfig
from importlib import metadata
from pathlib import Path
from types import ModuleType

import PySide6
import pytest

from addiction import __version__
from tests.packaging.conftest import ROOT, packaging_module


@pytest.fixture(scope="module")
def notices() -> ModuleType:
    return packaging_module("notices")


def fake_distribution(folder: Path, licence: str, licence_files: dict[str, str]) -> metadata.Distribution:
    """An installed distribution ``demo`` 1.0 with ``licence_files`` (path in site-packages: text)."""
    info = folder / "demo-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.4\nName: demo\nVersion: 1.0\nLicense-Expression: {licence}\n", encoding="utf-8"
    )
    record = ["demo-1.0.dist-info/METADATA,,", "demo/__init__.py,,"]
    for relative, text in licence_files.items():
        (folder / relative).parent.mkdir(parents=True, exist_ok=True)
        (folder / relative).write_text(text, encoding="utf-8")
        record.append(f"{relative},,")
    (info / "RECORD").write_text("\n".join(record) + "\n", encoding="utf-8")
    return metadata.PathDistribution(info)


def test_the_real_program_has_a_text_for_every_component(notices: ModuleType) -> None:
    components = {c.name: c for c in notices.collect(ROOT, __version__)}
    assert {"Addiction", "Python", "PySide6_Essentials", "shiboken6"} <= set(components)
    assert [name for name, _ in components["Addiction"].files] == ["GPL-3.0-or-later.txt"]
    for component in components.values():
        for _name, source in component.files:
            assert source.is_file() and source.stat().st_size > 1000, source
    python_text = components["Python"].files[0][1].read_text(encoding="utf-8", errors="replace")
    assert "Python Software Foundation" in python_text or "PSF" in python_text


def test_shipped_licence_files_are_taken_as_they_are(notices: ModuleType, tmp_path: Path) -> None:
    dist = fake_distribution(
        tmp_path,
        "MIT",
        {
            "demo-1.0.dist-info/licenses/LICENSE": "MIT text",
            "demo/Qt/LICENSES/BSD-3-Clause.txt": "BSD text",
            "demo/license_helper.py": "not a licence: outside dist-info and licence folders",
        },
    )
    component = notices.distribution_component(dist, held={})
    assert [name for name, _ in component.files] == ["LICENSE", "BSD-3-Clause.txt"]
    assert component.licence == "MIT"
    assert component.notes == ()


def test_without_shipped_files_an_offered_licence_the_project_holds_is_used(
    notices: ModuleType, tmp_path: Path
) -> None:
    dist = fake_distribution(tmp_path, "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only", {})
    held = {"GPL-3.0-or-later": ROOT / "LICENSES" / "GPL-3.0-or-later.txt"}
    component = notices.distribution_component(dist, held=held)
    # GPL-3.0-only and -or-later have one text: the grant is what differs.
    assert component.files == (("GPL-3.0-only.txt", held["GPL-3.0-or-later"]),)
    assert "uses it under GPL-3.0-only" in component.notes[0]


def test_a_component_without_any_text_stops_the_build(
    notices: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dist = fake_distribution(tmp_path, "MIT", {})
    monkeypatch.setattr(notices, "required_distributions", lambda top: [dist])
    with pytest.raises(notices.MissingNotice, match=r"demo 1\.0 \(MIT\)"):
        notices.collect(ROOT, __version__)


def test_the_index_names_every_file_written(notices: ModuleType, tmp_path: Path) -> None:
    components = notices.collect(ROOT, __version__)
    target = tmp_path / "notices"
    (target / "stale").mkdir(parents=True)  # what an earlier build left goes
    datas = notices.write(components, target, __version__)
    index = (target / "INDEX.txt").read_text(encoding="utf-8")
    written = sorted(p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file())
    assert sorted(notices.listed_files(index)) == [name for name in written if name != "INDEX.txt"]
    assert notices.listed_components(index) == [c.name for c in components]
    assert index.startswith(f"Third-party notices of Addiction {__version__}\n")
    # PyInstaller puts every one of them under licenses/.
    assert {folder.split("/")[0] for _source, folder in datas} == {"licenses"}
    assert len(datas) == len(written)


def make_folder_bundle(notices: ModuleType, folder: Path) -> Path:
    notices.write(notices.collect(ROOT, __version__), folder / "_internal" / "licenses", __version__)
    return folder


def test_build_check_finds_complete_notices(
    notices: ModuleType, build_script: ModuleType, tmp_path: Path
) -> None:
    folder = make_folder_bundle(notices, tmp_path / "addiction")
    assert build_script.folder_notice_problems(folder) == []


def test_build_check_names_what_is_missing(
    notices: ModuleType, build_script: ModuleType, tmp_path: Path
) -> None:
    folder = make_folder_bundle(notices, tmp_path / "addiction")
    python = next((folder / "_internal" / "licenses").glob("Python-*"))
    lost = next(python.iterdir())
    lost.unlink()
    assert build_script.folder_notice_problems(folder) == [
        f"{python.name}/{lost.name} is in the index but not in the bundle"
    ]
    (folder / "_internal" / "licenses" / "INDEX.txt").unlink()
    assert build_script.folder_notice_problems(folder) == ["_internal/licenses/INDEX.txt is missing"]


def test_an_index_without_the_required_components_fails(build_script: ModuleType) -> None:
    index = "Third-party notices of Addiction 0.1.0\n\nAddiction 0.1.0: GPL-3.0-or-later\n  file: A/x.txt\n"
    problems = build_script.notice_problems(index, lambda name: True)
    assert problems == [
        "the index names no Python", "the index names no PySide6_Essentials", "the index names no shiboken6",
    ]


def test_only_libraries_from_the_system_need_system_notices(notices: ModuleType) -> None:
    qt_core = next((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libQt6Core.so*"))
    dynload = Path(sysconfig.get_path("stdlib")) / "lib-dynload" / "_ssl.so"
    system = Path("/usr/lib/x86_64-linux-gnu/libssl.so.3")
    own = ROOT / "addiction" / "games" / "gaps" / "solver" / "_core.cpython-311-x86_64-linux-gnu.so"
    libpython = Path("/opt/x/libpython3.11.so.1.0")
    found = notices.system_libraries([qt_core, dynload, libpython, own, system], ROOT)
    assert found == [system]


def test_debian_twins_cover_the_merged_lib_folders(notices: ModuleType) -> None:
    twins = notices._merged_twins(Path("/usr/lib/nowhere/libx.so.1"))
    assert twins[:2] == [Path("/usr/lib/nowhere/libx.so.1"), Path("/lib/nowhere/libx.so.1")]


SYSTEM_ZLIB = [
    path for path in (Path("/lib/x86_64-linux-gnu/libz.so.1"), Path("/usr/lib/libz.so.1")) if path.exists()
]


@pytest.mark.skipif(
    shutil.which("dpkg") is None or not SYSTEM_ZLIB, reason="needs dpkg and the system's zlib"
)
def test_a_debian_library_brings_its_copyright_file(notices: ModuleType, tmp_path: Path) -> None:
    unknown = tmp_path / "libmine.so.1"
    unknown.write_bytes(b"\x7fELF")
    components, unmatched = notices.system_library_components([SYSTEM_ZLIB[0], unknown], ROOT)
    zlib = components[0]
    # zlib's copyright file refers to no common licence text: no component of those.
    assert [c.name for c in components] == [zlib.name]
    assert zlib.name.startswith("zlib")
    assert zlib.files[0] == ("copyright", Path("/usr/share/doc") / zlib.name / "copyright")
    assert unmatched == [unknown]
    index = notices.index_text(components, __version__, [p.name for p in unmatched])
    assert "System libraries without a notice from the build machine: libmine.so.1" in index
    assert f"  file: {zlib.folder}/copyright" in index
