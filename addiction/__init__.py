# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Addiction: patience games for the desktop; the games are those of ``addiction.registry``."""

# The one place the release is written. addiction/versioning.py reads it (setup.py, the PyInstaller
# spec and the build scripts use that), and a test holds the AppStream metainfo and CHANGELOG.md
# to it. A literal rather than importlib.metadata: looking up the installed distribution costs
# start-up time.
__version__ = "0.2.0"


def build_version() -> str:
    """The version of this build: ``__version__`` for a release, with the commit for a build of
    the work after it (``0.2.0+git20261207.3.gabc1234``), as written into wheels and bundles when
    they were built (addiction/versioning.py says the rule). A source tree or an editable install
    has no such record, and says the release it builds on."""
    try:
        from addiction._build_version import (  # type: ignore[import-not-found]  # noqa: PLC0415
            __version__ as built,
        )
    except ImportError:
        return __version__
    # A record left from a build of another release is not this one's.
    return str(built) if str(built).partition("+")[0] == __version__ else __version__
