# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Addiction: patience games for the desktop; the games are those of ``addiction.registry``."""

# The one place the version is written. pyproject.toml, the PyInstaller spec and the build
# script read it from here, and a test holds the AppStream metainfo and CHANGELOG.md to it.
# A literal rather than importlib.metadata: looking up the installed distribution costs start-up time.
__version__ = "0.1.0"
