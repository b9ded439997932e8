# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Build hook for the optional compiled search core (metadata lives in pyproject.toml).

The extension is optional: where no C compiler is available the build still succeeds and
the solver uses its pure-Python core, with identical results, only slower.
"""

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext


class OptionalBuildExt(build_ext):
    """Build C extensions when possible; never fail the install because of them."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # any compiler failure means "use Python"
            print(f"warning: compiled search core not built ({exc}); using pure Python")

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:
            print(f"warning: {ext.name} not built ({exc}); using pure Python")


setup(
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
    cmdclass={"build_ext": OptionalBuildExt},
)
