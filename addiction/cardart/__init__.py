# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The card art: how cards and the cloth under them look and move, for any game, naming none.

The app's own faces and backs painted as vector graphics (``art``), the desktop's SVG decks
(``decks``) read and drawn on a thread of their own (``deck_drawer``), the felt (``felt``),
the player's choice of deck, back and cloth (``table_look``), the scene items a table is made
of (``items``) and the timing of their animations (``animation``).
"""
