# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Addiction: Gaps/Montana and Pyramid solitaire for the desktop."""

# The one place the version is written. pyproject.toml, the PyInstaller spec and the build
# script read it from here, and a test holds the AppStream metainfo and CHANGELOG.md to it.
# A literal rather than importlib.metadata: looking up the installed distribution costs start-up time.
__version__ = "0.1.0"
