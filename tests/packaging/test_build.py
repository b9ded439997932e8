# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The frozen program, built for real with PyInstaller: only when ADDICTION_BUILD=1 (minutes of CPU)."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from addiction import versioning
from addiction.registry import games
from tests.cardart.fake_decks import add_kde_deck, deck_svg
from tests.packaging.conftest import ROOT, package_modules, packaging_module, player_modules

# What a build of this checkout says it is: the release, or the commit after it.
BUILT = versioning.version_for(ROOT)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        os.environ.get("ADDICTION_BUILD") != "1",
        reason="builds the PyInstaller bundle; set ADDICTION_BUILD=1 to run",
    ),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-folder bundle, built by the project's build command into a scratch folder."""
    scratch = tmp_path_factory.mktemp("freeze")
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"),
         "--dist", str(scratch / "dist"), "--work", str(scratch / "build")],
        check=True,
    )
    return scratch / "dist" / "addiction"


def frozen(bundle: Path, *args: str, **env_extra: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("ADDICTION_SETTINGS", "ADDICTION_DATA_DIR")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env.update(env_extra)
    return subprocess.run(
        [str(bundle / "addiction"), *args], env=env, capture_output=True, text=True, check=False
    )


def test_frozen_program_knows_its_version(bundle: Path) -> None:
    result = frozen(bundle, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"addiction {BUILT}"


def test_frozen_self_test_passes(bundle: Path, tmp_path: Path) -> None:
    # A desktop deck where the desktop's decks are looked for: the bundle must draw it (QtSvg).
    add_kde_deck(tmp_path, "made", "Made Here", deck_svg("kde"))
    result = frozen(bundle, "--self-test", XDG_DATA_DIRS=str(tmp_path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    assert "(frozen;" in result.stdout
    assert "card decks: the desktop's Made Here (kde/svg-made, one of 1 installed) put on" in result.stdout
    for spec in games():
        # Every game's judge and analyst were found in the bundle, and every feature ran.
        assert f"{spec.title}: Winnable Deals Only dealt deal " in result.stdout
        assert f"{spec.title}: the given-up game, read back from the records, analysed" in result.stdout
        assert f"records store: 3 {spec.title} games read back" in result.stdout
    cores = {name for spec in games() for name in spec.compiled}
    if all(importlib.util.find_spec(name) is not None for name in cores):
        # Every core built here is in the bundle too.
        assert f"solver: {len(cores)} of {len(cores)} compiled search cores" in result.stdout


def bundled_modules(bundle: Path) -> set[str]:
    """The package's modules in the bundle, read as pyi-archive_viewer reads them: the pure ones
    from the PYZ archive inside the executable, the compiled ones from the files beside it."""
    from PyInstaller.archive.readers import PKG_ITEM_PYZ, CArchiveReader  # noqa: PLC0415

    executable = CArchiveReader(str(bundle / "addiction"))
    (pyz_name,) = [name for name, entry in executable.toc.items() if entry[-1] == PKG_ITEM_PYZ]
    pyz = executable.open_embedded_archive(pyz_name)
    found = {name for name in pyz.toc if name == "addiction" or name.startswith("addiction.")}
    internal = bundle / "_internal"
    for path in (internal / "addiction").rglob("*.so"):
        parts = (*path.parent.relative_to(internal).parts, path.name.partition(".")[0])
        found.add(".".join(parts))
    return found


def test_bundle_carries_every_module_a_player_can_reach(bundle: Path) -> None:
    bundled = bundled_modules(bundle)
    assert sorted(player_modules() - bundled) == []
    # The command-line tools stay out, and nothing comes from elsewhere than the package but
    # the build's version, which the spec writes for the bundle (never into the source tree).
    assert "addiction._build_version" in bundled
    assert sorted(bundled - player_modules() - {"addiction._build_version"}) == []
    print(f"bundle: {len(bundled)} of the package's {len(package_modules())} modules")


def test_bundle_keeps_only_the_qt_it_uses(bundle: Path) -> None:
    qt = bundle / "_internal" / "PySide6" / "Qt"
    libraries = {path.name.split(".")[0] for path in (qt / "lib").iterdir()}
    assert {"libQt6Core", "libQt6Gui", "libQt6Widgets"} <= libraries
    assert not libraries & {"libQt6Network", "libQt6Qml", "libQt6Quick", "libQt6Pdf", "libQt6OpenGL"}
    platforms = {path.name for path in (qt / "plugins" / "platforms").iterdir()}
    assert {"libqxcb.so", "libqoffscreen.so"} <= platforms
    assert not (qt / "qml").exists()
    translations = {path.name for path in (qt / "translations").iterdir()}
    shipped = {f"{base}_{lang}.qm" for base in ("qt", "qtbase") for lang in ("pt_BR", "es", "pl")}
    assert translations <= shipped


def test_bundle_carries_no_library_of_the_build_machine(bundle: Path) -> None:
    """The system's C++ runtime, GLib, X11, fontconfig, zlib, SQLite... come from the player's
    system; OpenSSL's libcrypto from nowhere (nothing uses it)."""
    names = {path.name for path in (bundle / "_internal").rglob("*.so*")}
    assert {"libpython3.11.so.1.0", "libQt6Core.so.6", "libicuuc.so.73"} & names
    system = {"libstdc++.so.6", "libgcc_s.so.1", "libglib-2.0.so.0", "libX11.so.6", "libxcb-cursor.so.0",
              "libfontconfig.so.1", "libfreetype.so.6", "libdbus-1.so.3", "libz.so.1", "libsqlite3.so.0",
              "libffi.so.8", "libcrypto.so.3", "libssl.so.3", "libmvec.so.1"}
    assert names & system == set()


def test_bundle_is_within_its_size_aim(bundle: Path, build_script: ModuleType) -> None:
    size, _files = build_script.tree_size(bundle)
    assert size <= build_script.AIM_FOLDER_MB * build_script.MB


def test_bundle_carries_the_licence_notices(bundle: Path, build_script: ModuleType) -> None:
    assert build_script.folder_notice_problems(bundle) == []
    index = (bundle / "_internal" / "licenses" / "INDEX.txt").read_text(encoding="utf-8")
    assert index.startswith(f"Third-party notices of Addiction {BUILT}\n")


def test_the_wheel_carries_the_licence_text_and_its_types(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path),
                    str(ROOT)], check=True)
    (wheel,) = tmp_path.glob("addiction-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert any(name.endswith(".dist-info/licenses/LICENSES/GPL-3.0-or-later.txt") for name in names)
    assert "addiction/py.typed" in names
    # Every family's declarations and data travel with it.
    assert {"addiction/games/gaps/__init__.py", "addiction/games/pyramid/__init__.py",
            "addiction/games/gaps/solver/redeal_values.json"} <= set(names)
    # What --install-desktop writes after pip: the entry's words, the metainfo and the icons.
    assert {"addiction/data/desktop-entry.json", "addiction/data/addiction-256.png",
            "addiction/data/io.github.addiction.Addiction.metainfo.xml",
            "addiction/data/io.github.addiction.Addiction.svg"} <= set(names)



# --- reproducible builds -------------------------------------------------------------------


@pytest.fixture(scope="module")
def rebuilt(bundle: Path, tmp_path_factory: pytest.TempPathFactory, build_script: ModuleType) -> Path:
    """A second one-folder bundle of the same commit, built into other folders with another
    seed for Python's string hashing (the first build's is random)."""
    if "SOURCE_DATE_EPOCH" not in os.environ and build_script.commit_time() is None:
        pytest.skip("neither SOURCE_DATE_EPOCH nor a git checkout to date the builds by")
    scratch = tmp_path_factory.mktemp("refreeze")
    subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"),
         "--dist", str(scratch / "dist"), "--work", str(scratch / "build")],
        env=dict(os.environ, PYTHONHASHSEED="1"), check=True,
    )
    return scratch / "dist" / "addiction"


def tree(folder: Path) -> dict[str, str]:
    """Each path under ``folder`` with what it is: a link's target, a folder's or a file's mode
    and a file's SHA-256."""
    listing = {}
    for path in sorted(folder.rglob("*")):
        name = path.relative_to(folder).as_posix()
        mode = oct(path.lstat().st_mode)
        if path.is_symlink():
            listing[name] = f"link to {os.readlink(path)}"
        elif path.is_dir():
            listing[name] = f"folder {mode}"
        else:
            listing[name] = f"file {mode} {hashlib.sha256(path.read_bytes()).hexdigest()}"
    return listing


def test_two_builds_of_one_commit_are_byte_identical(bundle: Path, rebuilt: Path) -> None:
    first, second = tree(bundle), tree(rebuilt)
    differing = sorted(name for name in first.keys() | second.keys() if first.get(name) != second.get(name))
    assert differing == []


# --- the Debian package of the bundle ------------------------------------------------------

needs_dpkg = pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb not installed")


@pytest.fixture(scope="module")
def deb(bundle: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb of the bundle, made by the project's own command."""
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb not installed")
    out = tmp_path_factory.mktemp("deb")
    subprocess.run([sys.executable, str(ROOT / "packaging" / "deb.py"), "--bundle", str(bundle),
                    "--out", str(out)], check=True)
    (package,) = out.glob("*.deb")
    return package


def deb_field(deb: Path, name: str) -> str:
    return subprocess.run(["dpkg-deb", "--field", str(deb), name], capture_output=True, text=True,
                          check=True).stdout.strip()


def deb_contents(deb: Path) -> dict[str, tuple[str, str, str]]:
    """Path (without the leading ./) -> (mode string, owner/group, link target or '')."""
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True,
                             check=True).stdout
    entries = {}
    for line in listing.splitlines():
        mode, owner, _size, _date, _time, rest = line.split(None, 5)
        name, _arrow, target = rest.partition(" -> ")
        entries[name.removeprefix("./").rstrip("/")] = (mode, owner, target)
    return entries


@needs_dpkg
def test_deb_control_fields(deb: Path) -> None:
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    assert deb.name == f"addiction_{BUILT}_{arch}.deb"
    assert deb_field(deb, "Package") == "addiction"
    assert deb_field(deb, "Version") == BUILT
    assert deb_field(deb, "Architecture") == arch
    assert deb_field(deb, "Section") == "games"
    assert deb_field(deb, "Priority") == "optional"
    deb_script = packaging_module("deb")
    assert deb_field(deb, "Maintainer") == deb_script.MAINTAINER
    assert deb_field(deb, "Homepage") == deb_script.HOMEPAGE
    depends = {item.strip() for item in deb_field(deb, "Depends").split(",")}
    # What the bundle loads from the system on any machine, and the data Qt reads there.
    assert {"libegl1", "libgl1", "libxcb1", "fontconfig-config", "xkb-data"} <= depends
    # And what the bundle leaves to the system: the C++ runtime, GLib, SQLite, zlib.
    assert {"libstdc++6", "libglib2.0-0", "libsqlite3-0", "zlib1g"} <= depends
    # libc6 with the oldest release whose symbol versions the bundle's binaries all find, as
    # dpkg-shlibdeps would write it; this machine's glibc is at least that.
    (libc,) = [item for item in depends if item.split()[0] == "libc6"]
    if shutil.which("readelf") is not None:
        match = re.fullmatch(r"libc6 \(>= (2\.\d+(?:\.\d+)?)\)", libc)
        assert match, libc
        needed = tuple(int(part) for part in match[1].split("."))
        running = os.confstr("CS_GNU_LIBC_VERSION") or "glibc 99"
        assert (2, 17) <= needed <= tuple(int(part) for part in running.split()[1].split("."))
    assert deb_field(deb, "Description").startswith("patience games")


@needs_dpkg
def test_deb_lays_out_the_bundle_as_debian_asks(deb: Path, build_script: ModuleType) -> None:
    entries = deb_contents(deb)
    assert all(owner == "root/root" for _mode, owner, _target in entries.values())
    assert entries["usr/lib/addiction/addiction"][0] == "-rwxr-xr-x"
    assert entries["usr/games/addiction"] == ("lrwxrwxrwx", "root/root", "../lib/addiction/addiction")
    for name, (mode, _owner, _target) in entries.items():
        if mode.startswith("d"):
            assert mode == "drwxr-xr-x", name
        elif mode.startswith("-") and name != "usr/lib/addiction/addiction":
            assert mode == "-rw-r--r--", name
    app_id = build_script.APP_ID
    wanted = {
        f"usr/share/applications/{app_id}.desktop",
        f"usr/share/metainfo/{app_id}.metainfo.xml",
        "usr/share/doc/addiction/copyright",
        "usr/share/doc/addiction/changelog.gz",
        "usr/share/man/man6/addiction.6.gz",
        "usr/lib/addiction/_internal/licenses/INDEX.txt",
        *(f"usr/share/icons/{target.as_posix()}" for _source, target in build_script.icon_files()),
    }
    assert wanted <= set(entries)
    assert entries["usr/share/doc/addiction/third-party"][2] == "../../../lib/addiction/_internal/licenses"
    # Nothing outside /usr: no configuration files, no maintainer scripts to leave anything behind.
    assert all(name == "" or name.startswith("usr") for name in entries)


@needs_dpkg
@pytest.mark.skipif(shutil.which("lintian") is None, reason="lintian not installed")
def test_lintian_finds_nothing_to_say(deb: Path) -> None:
    # What is so of every PyInstaller bundle is overridden, with reasons, in the package.
    result = subprocess.run(["lintian", "--fail-on", "error,warning", str(deb)], capture_output=True,
                            text=True, check=False)
    said = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert result.returncode == 0 and said == [], result.stdout + result.stderr


def _installed(package: str) -> bool:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package], capture_output=True,
                            text=True, check=False)
    return "install ok installed" in result.stdout


def _self_test(program: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([program, "--self-test"], env=env, capture_output=True, text=True, check=False)


@needs_dpkg
@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("apt-get") is None,
                    reason="installing a package needs root and apt-get")
def test_deb_installs_runs_its_self_test_and_goes_without_a_trace(deb: Path) -> None:
    if _installed("addiction"):
        pytest.skip("an addiction package is installed here already; not touching it")
    env = {k: v for k, v in os.environ.items() if k not in ("ADDICTION_SETTINGS", "ADDICTION_DATA_DIR")}
    apt_env = dict(env, DEBIAN_FRONTEND="noninteractive")
    # What of the package's paths the system has already (/usr, the icon theme's folders...).
    packaged = [Path("/", name) for name in deb_contents(deb) if name]
    there_before = {path for path in packaged if path.exists() or path.is_symlink()}
    install = subprocess.run(["apt-get", "install", "-y", "-q", str(deb)], env=apt_env,
                             capture_output=True, text=True, check=False)
    try:
        assert install.returncode == 0, install.stdout + install.stderr
        listed = subprocess.run(["dpkg", "-L", "addiction"], capture_output=True, text=True,
                                check=True).stdout.splitlines()
        paths = [Path(line) for line in listed if line.startswith("/") and line != "/."]
        assert set(paths) == set(packaged)
        program = "/usr/games/addiction"
        version = subprocess.run([program, "--version"], capture_output=True, text=True, check=False)
        assert version.stdout.strip() == f"addiction {BUILT}", version.stderr

        offscreen = _self_test(program, dict(env, QT_QPA_PLATFORM="offscreen"))
        assert offscreen.returncode == 0, offscreen.stdout + offscreen.stderr
        assert "self-test passed" in offscreen.stdout
        if shutil.which("Xvfb") is not None:
            # A real X server: the xcb platform plugin loads with what Depends brought.
            with xvfb() as display:
                on_x = _self_test(program, dict(env, QT_QPA_PLATFORM="xcb", DISPLAY=display))
            assert on_x.returncode == 0, on_x.stdout + on_x.stderr
    finally:
        remove = subprocess.run(["apt-get", "remove", "--purge", "-y", "-q", "addiction"], env=apt_env,
                                capture_output=True, text=True, check=False)
    assert remove.returncode == 0, remove.stdout + remove.stderr
    assert not _installed("addiction")
    # Exactly what was there before is there after: no file of the package, no folder it made.
    left = {path for path in paths if path.exists() or path.is_symlink()}
    assert left == there_before


@needs_dpkg
def test_two_packages_of_one_commit_are_byte_identical(deb: Path, rebuilt: Path, tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(ROOT / "packaging" / "deb.py"), "--bundle", str(rebuilt),
                    "--out", str(tmp_path)], check=True)
    (second,) = tmp_path.glob("*.deb")
    if second.read_bytes() != deb.read_bytes():
        # Say where: the members' listings (names, modes, owners, sizes, dates) first.
        assert deb_listing(second) == deb_listing(deb)
        assert deb_field(second, "Depends") == deb_field(deb, "Depends")
        raise AssertionError(f"{second.name}: the same files, names and dates, but other bytes")


def deb_listing(deb: Path) -> list[str]:
    return subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True,
                          check=True).stdout.splitlines()


@contextlib.contextmanager
def xvfb() -> Iterator[str]:
    """A private X server for the duration; its display name (Xvfb picks a free number)."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0",
                               "1280x1024x24"], pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait()
