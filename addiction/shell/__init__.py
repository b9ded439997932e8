# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window around the games: menus, toolbar, start screen, statistics, notices and About.

It knows the games only through the registry (``addiction.registry``): a game is a page it
shows (``addiction.table.page.GamePage``), never a name it tests for.
"""
