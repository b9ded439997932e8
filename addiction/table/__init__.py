# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The card table: what every game's page is built from, naming no game.

The view every table derives from, on the card art of ``addiction.cardart`` (``view``), and
what screen readers read of it (``accessibility``); the model every game's
model derives from (``model``), the page every game's page derives from (``page``), the
computer player off the UI thread (``solver_bridge``), the dialogs a page opens, and the
player's settings (``settings``), which each game extends with its own options.
"""
