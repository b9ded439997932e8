# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Build hook for the optional compiled search core (metadata lives in pyproject.toml).

The extension is optional: where no C compiler is available the build still succeeds and
the solver uses its pure-Python core, with identical results, only slower.
"""

import importlib.util
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py


class OptionalBuildExt(build_ext):
    """Build C extensions when possible; never fail the install because of them, but say so.

    A core that cannot be compiled (no C compiler, no Python headers) leaves its pure-Python
    twin in charge: the same moves, many times slower. That is said on stderr in a box that
    stands out in a verbose pip's log (pip shows a build's output only with ``-v``, or when it
    fails), and the program says it in Help > About and in ``addiction --self-test``.
    ``ADDICTION_REQUIRE_COMPILED=1`` makes it an error instead: for builds that must carry the
    compiled cores, such as the wheels ``packaging/wheel.py`` makes.
    """

    REQUIRE = "ADDICTION_REQUIRE_COMPILED"

    class Required(RuntimeError):
        """A core failed to compile where ADDICTION_REQUIRE_COMPILED=1 asks for every one."""

    def run(self) -> None:
        try:
            super().run()
        except self.Required:
            raise
        except Exception as exc:  # any compiler failure means "use Python"
            self.not_built("the compiled search cores", exc)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:
            self.not_built(ext.name, exc)

    def not_built(self, what: str, exc: Exception) -> None:
        import os  # noqa: PLC0415  (only wanted when a core fails)
        import sys  # noqa: PLC0415

        if os.environ.get(self.REQUIRE) == "1":
            raise self.Required(f"{what} could not be compiled ({exc}) and {self.REQUIRE}=1") from exc
        rule = "=" * 78
        sys.stderr.write(
            f"\n{rule}\n"
            f"WARNING: {what} not compiled: {exc}\n"
            "Addiction installs all the same, but its solver searches in pure Python: the same\n"
            "moves, many times slower (Auto, Hint, still-winnable and the deal finder wait longer).\n"
            "To get the compiled core, install a C compiler and Python's headers (on Debian or\n"
            "Ubuntu: apt install gcc python3-dev) and install Addiction again.\n"
            "Help > About and `addiction --self-test` say which search the program uses.\n"
            f"{rule}\n\n"
        )
        sys.stderr.flush()


# The version: the release in addiction/__init__.py, with the commit for a build of unreleased
# work (the rule is in addiction/versioning.py, loaded by its path: the package is not installed
# yet). It goes into the metadata, and into the built package as addiction/_build_version.py.
ROOT = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("addiction_versioning", ROOT / "addiction" / "versioning.py")
assert _spec is not None and _spec.loader is not None
versioning = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(versioning)
VERSION = versioning.version_for(ROOT)


class BuildPyWithVersion(build_py):
    """Also write addiction/_build_version.py into the build, never into the source tree: an
    editable install runs from the sources and says their release."""

    def run(self) -> None:
        super().run()
        if not self.editable_mode:
            versioning.write_module(Path(self.build_lib) / versioning.GENERATED, VERSION)


setup(
    version=VERSION,
    ext_modules=[
        Extension(
            "addiction.games.gaps.solver._core",
            sources=["addiction/games/gaps/solver/_core.c"],
            # generated from constants.py (python -m tools.make_core_header); listed so that
            # the core is rebuilt when it changes and the source distribution carries it
            depends=["addiction/games/gaps/solver/_core_constants.h",
                     "addiction/games/gaps/solver/_search_object.h"],
            extra_compile_args=["-O2"],
            optional=True,
        ),
        # the search core of the whole Gaps family (its pure-Python twin is _pyfamily.py)
        Extension(
            "addiction.games.gaps.solver._family",
            sources=["addiction/games/gaps/solver/_family.c"],
            # the Python object's plumbing both cores share
            depends=["addiction/games/gaps/solver/_search_object.h"],
            extra_compile_args=["-O2"],
            optional=True,
        ),
    ],
    cmdclass={"build_ext": OptionalBuildExt, "build_py": BuildPyWithVersion},
)
