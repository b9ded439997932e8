# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The PyInstaller spec, run against stand-ins for PyInstaller's classes: targets, data, pruning."""

from __future__ import annotations

import importlib.util
import sys
import zipfile
from pathlib import Path
from typing import Any

import PySide6
import pytest

from addiction import registry, versioning
from addiction.registry import games
from tests.packaging.conftest import (
    NOT_FOR_PLAYERS,
    ROOT,
    console_script_modules,
    package_modules,
    player_modules,
)
from tests.test_layers import HOUSE

pytest.importorskip("PyInstaller")

SPEC = ROOT / "packaging" / "addiction.spec"
QT = Path(PySide6.__file__).parent / "Qt"


class Recorder:
    """Stands in for Analysis, PYZ, EXE and COLLECT: keeps its arguments, builds nothing.

    As an Analysis, it turns the (source, folder) pairs it is given into the
    (destination, source, typecode) entries that PyInstaller's own Analysis produces.
    """

    made: list[Recorder]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs
        self.pure: list[Any] = []
        self.scripts: list[Any] = []
        self.binaries: list[Any] = []
        self.datas: list[Any] = [
            (f"{folder}/{Path(source).name}", source, "DATA") for source, folder in kwargs.get("datas", [])
        ]
        self.made.append(self)


def run_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *options: str) -> dict[str, Any]:
    """Execute the spec as PyInstaller would, with ``options`` after its ``--``."""
    made: list[Recorder] = []
    kinds = {name: type(name, (Recorder,), {"made": made}) for name in ("Analysis", "PYZ", "EXE", "COLLECT")}
    namespace: dict[str, Any] = {
        "SPECPATH": str(SPEC.parent),
        "SPEC": str(SPEC),
        "workpath": str(tmp_path / "work"),
        "DISTPATH": str(tmp_path / "dist"),
        "__file__": str(SPEC),
        **kinds,
    }
    monkeypatch.setattr(sys, "argv", [str(SPEC), *options])
    exec(compile(SPEC.read_bytes(), str(SPEC), "exec"), namespace)
    namespace["made"] = made
    return namespace


def of_kind(namespace: dict[str, Any], kind: str) -> list[Recorder]:
    return [item for item in namespace["made"] if type(item).__name__ == kind]


def test_both_targets_share_one_analysis(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ns = run_spec(tmp_path, monkeypatch)
    assert len(of_kind(ns, "Analysis")) == 1
    names = sorted(exe.kwargs["name"] for exe in of_kind(ns, "EXE"))
    assert names == ["addiction", "addiction-onefile"]
    (collect,) = of_kind(ns, "COLLECT")
    assert collect.kwargs["name"] == "addiction"


@pytest.mark.parametrize(
    ("option", "exes", "collects"),
    [("--folder", ["addiction"], 1), ("--onefile", ["addiction-onefile"], 0)],
)
def test_one_target_on_request(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, option: str, exes: list[str], collects: int
) -> None:
    ns = run_spec(tmp_path, monkeypatch, option)
    assert [exe.kwargs["name"] for exe in of_kind(ns, "EXE")] == exes
    assert len(of_kind(ns, "COLLECT")) == collects


def test_version_comes_from_the_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ns = run_spec(tmp_path, monkeypatch)
    # The release, or the commit after it: what addiction.versioning says of this checkout.
    version = versioning.version_for(ROOT)
    assert ns["VERSION"] == version
    # addiction.build_version() reads it from a module the spec writes into the archive.
    (pyz,) = of_kind(ns, "PYZ")
    (module,) = [src for name, src, kind in pyz.args[0] if name == "addiction._build_version"]
    assert versioning.version_in(Path(module)) == version
    (analysis,) = of_kind(ns, "Analysis")
    dist_info = f"addiction-{version}.dist-info"
    (metadata,) = [src for src, dest in analysis.kwargs["datas"] if dest == dist_info]
    assert f"Version: {version}\n" in Path(metadata).read_text(encoding="utf-8")
    # The spec's own pruning must keep it.
    assert f"{dist_info}/METADATA" in {dest for dest, _, _ in analysis.datas}


def test_analysis_carries_the_app_and_its_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ns = run_spec(tmp_path, monkeypatch)
    (analysis,) = of_kind(ns, "Analysis")
    (script,) = analysis.args[0]
    assert Path(script) == ROOT / "packaging" / "launcher.py"
    assert "from addiction.program.launch import main" in Path(script).read_text(encoding="utf-8")
    assert "addiction.program.selftest" in analysis.kwargs["hiddenimports"]
    # Every family's package and every game's page and study, which the registry names and
    # the game imports by name, and the compiled cores built here.
    hidden = analysis.kwargs["hiddenimports"]
    assert set(registry.PACKAGES) <= set(hidden)
    for game in games():
        for part in (game.page, game.study):
            assert part.partition(":")[0] in hidden
        assert {name for name in game.compiled if importlib.util.find_spec(name)} <= set(hidden)
    # miniaudio's compiled part imports cffi's backend from C, out of the analysis' sight.
    assert {"miniaudio", "_cffi_backend"} <= set(hidden)
    shipped = {Path(src).relative_to(ROOT).as_posix() for src, _ in analysis.kwargs["datas"]
               if Path(src).is_relative_to(ROOT)}
    expected = {
        p.relative_to(ROOT).as_posix()
        for pattern in ("*.json", "*.svg", "*.png", "*.qm", "*.wav")
        for p in (ROOT / "addiction").rglob(pattern)
        if "__pycache__" not in p.parts
    }
    assert expected <= shipped
    excludes = set(analysis.kwargs["excludes"])
    assert {"PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "tkinter", "unittest"} <= excludes
    # miniaudio's urllib import would bring TLS, which a game without network never uses.
    assert {"ssl", "_ssl", "numpy"} <= excludes
    # Nor OpenSSL's hashes (hashlib has its own SHA-256), nor bz2 and lzma, which nothing uses.
    assert {"_hashlib", "_bz2", "_lzma"} <= excludes
    # QtSvg draws the desktop's card decks.
    assert not excludes & {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg",
                           "sqlite3", "socket"}


def test_the_bundle_takes_every_module_a_player_can_reach(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read from the package, not a hand list: a new module is bundled without anyone's help."""
    ns = run_spec(tmp_path, monkeypatch)
    (analysis,) = of_kind(ns, "Analysis")
    ours = {name for name in analysis.kwargs["hiddenimports"]
            if name == "addiction" or name.startswith("addiction.")}
    assert sorted(player_modules() - ours) == []
    assert sorted(ours - player_modules()) == []
    # What the spec leaves out is the tools' and nothing else.
    assert set(ns["NOT_SHIPPED"]) == console_script_modules() | NOT_FOR_PLAYERS
    # The judges and analysts of every game, which the first bundles lacked.
    for game in games():
        for part in (game.page, game.study, game.judge, game.analyst):
            assert not part or part.partition(":")[0] in ours


def test_nothing_the_bundle_carries_imports_what_it_leaves_out() -> None:
    """The modules left out are the tools' alone: none of the bundled ones imports one."""
    shipped = player_modules()
    left_out = package_modules() - shipped
    assert left_out  # the command-line tools are there to leave out
    edges = HOUSE.graph
    reaching = sorted((module, target) for module in shipped
                      for target in edges.get(module, frozenset()) if target in left_out)
    assert reaching == []


def test_both_bundles_carry_the_licence_notices(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ns = run_spec(tmp_path, monkeypatch)
    (analysis,) = of_kind(ns, "Analysis")
    # What the spec's own pruning keeps is what both targets get.
    shipped = {dest for dest, _, _ in analysis.datas}
    assert "licenses/INDEX.txt" in shipped
    assert f"licenses/Addiction-{versioning.version_for(ROOT)}/GPL-3.0-or-later.txt" in shipped
    index = Path(next(src for dest, src, _ in analysis.datas if dest == "licenses/INDEX.txt"))
    for name in ("Python", "PySide6_Essentials", "shiboken6"):
        assert f"\n{name} " in index.read_text(encoding="utf-8")
    for exe in of_kind(ns, "EXE"):
        if exe.kwargs["name"] == "addiction-onefile":
            assert analysis.datas in exe.args
    (collect,) = of_kind(ns, "COLLECT")
    assert analysis.datas in collect.args


def test_only_shipped_languages_of_qt_translations_stay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    prune_datas = run_spec(tmp_path, monkeypatch)["prune_datas"]
    folder = "PySide6/Qt/translations"
    names = ["qtbase_pl.qm", "qtbase_pt_BR.qm", "qt_es.qm", "qtbase_de.qm", "qt_pt_PT.qm", "designer_pl.qm"]
    datas = [(f"{folder}/{name}", f"/src/{name}", "DATA") for name in names]
    kept = [dest.rsplit("/", 1)[1] for dest, _, _ in prune_datas(datas)]
    assert kept == ["qtbase_pl.qm", "qtbase_pt_BR.qm", "qt_es.qm"]


def test_only_our_own_metadata_stays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ns = run_spec(tmp_path, monkeypatch)
    ours = f"addiction-{ns['VERSION']}.dist-info/METADATA"
    datas = [
        (ours, "/work/METADATA", "DATA"),
        ("addiction.egg-info/PKG-INFO", "/src/PKG-INFO", "DATA"),
        ("addiction-0.0.1.dist-info/METADATA", "/old/METADATA", "DATA"),
        ("shiboken6-6.0.dist-info/METADATA", "/lib/METADATA", "DATA"),
    ]
    assert [d[0] for d in ns["prune_datas"](datas)] == [ours, "shiboken6-6.0.dist-info/METADATA"]


def test_links_to_dropped_files_go_too(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    without_dangling_links = run_spec(tmp_path, monkeypatch)["without_dangling_links"]
    toc = [
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libQt6Pdf.so.6", "PySide6/Qt/lib/libQt6Pdf.so.6", "SYMLINK"),
        ("readme.txt", "/src/readme.txt", "DATA"),
    ]
    kept = without_dangling_links(toc, {"PySide6/Qt/lib/libQt6Gui.so.6"})
    assert [entry[0] for entry in kept] == ["libQt6Gui.so.6", "readme.txt"]


def test_unused_plugins_and_the_libraries_only_they_need_are_dropped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Real PySide6 files: the SVG image plugin keeps QtSvg; only Wayland's EGL plugin needs QtOpenGL."""
    prune_binaries = run_spec(tmp_path, monkeypatch)["prune_binaries"]
    files = {
        "PySide6/Qt/plugins/imageformats/libqsvg.so": QT / "plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so":
            QT / "plugins/wayland-graphics-integration-client/libqt-plugin-wayland-egl.so",
        "PySide6/Qt/lib/libQt6Svg.so.6": QT / "lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/libQt6OpenGL.so.6": QT / "lib/libQt6OpenGL.so.6",
    }
    missing = [str(path) for path in files.values() if not path.exists()]
    if missing:
        pytest.skip(f"this PySide6 lacks {missing}")
    binaries = [(dest, str(src), "BINARY") for dest, src in files.items()]
    binaries.append(("libQt6OpenGL.so.6", "PySide6/Qt/lib/libQt6OpenGL.so.6", "SYMLINK"))
    kept = {entry[0] for entry in prune_binaries(binaries)}
    assert kept == {"PySide6/Qt/plugins/imageformats/libqsvg.so", "PySide6/Qt/lib/libQt6Svg.so.6"}


def test_libraries_of_the_build_machine_are_left_to_the_system(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The SVG plugin needs QtSvg (PySide6's wheel) and libstdc++ and xkbcommon (the system's):
    only the wheel's library goes in; what the system's need in turn is not looked at."""
    prune_binaries = run_spec(tmp_path, monkeypatch)["prune_binaries"]
    plugin = QT / "plugins/imageformats/libqsvg.so"
    svg = QT / "lib/libQt6Svg.so.6"
    if not (plugin.exists() and svg.exists()):
        pytest.skip("this PySide6 lacks the SVG plugin")
    system = tmp_path / "usr" / "lib"  # outside every folder Python and its wheels come from
    binaries = [
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", str(plugin), "BINARY"),
        ("PySide6/Qt/lib/libQt6Svg.so.6", str(svg), "BINARY"),
        ("libstdc++.so.6", str(system / "libstdc++.so.6"), "BINARY"),
        ("libxkbcommon.so.0", str(system / "libxkbcommon.so.0"), "BINARY"),
    ]
    kept = {entry[0] for entry in prune_binaries(binaries)}
    assert kept == {"PySide6/Qt/plugins/imageformats/libqsvg.so", "PySide6/Qt/lib/libQt6Svg.so.6"}


def test_python_and_its_wheels_are_no_system_libraries(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ns = run_spec(tmp_path, monkeypatch)
    places = ns["python_places"]()
    from_the_system = ns["from_the_system"]
    assert not from_the_system(("libQt6Core.so.6", str(QT / "lib/libQt6Core.so.6"), "BINARY"), places)
    # Python's own library, wherever the interpreter keeps it (/usr/lib for Debian's python3).
    assert not from_the_system(("libpython3.11.so.1.0", "/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0",
                                "BINARY"), places)
    assert from_the_system(("libz.so.1", "/usr/lib/x86_64-linux-gnu/libz.so.1", "BINARY"), places)
    # A prefix as wide as /usr never counts as Python's.
    assert all(len(place.parts) > 2 for place in places)


def test_base_library_zip_is_put_in_name_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sort_zip = run_spec(tmp_path, monkeypatch)["sort_zip"]
    archive = tmp_path / "base_library.zip"
    with zipfile.ZipFile(archive, "w") as out:
        for name in ("traceback.pyc", "re/_parser.pyc", "locale.pyc", "collections/abc.pyc"):
            out.writestr(zipfile.ZipInfo(name), name.encode() * 3)
    sort_zip(archive)
    with zipfile.ZipFile(archive) as read:
        assert read.namelist() == ["collections/abc.pyc", "locale.pyc", "re/_parser.pyc", "traceback.pyc"]
        assert read.read("locale.pyc") == b"locale.pyc" * 3
        # Each member as PyInstaller wrote it: the zip format's earliest date.
        assert {info.date_time for info in read.infolist()} == {(1980, 1, 1, 0, 0, 0)}
    first = archive.read_bytes()
    sort_zip(archive)
    assert archive.read_bytes() == first
