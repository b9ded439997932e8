# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Deals made for the player, in the window: deals judged off the UI thread (``judging``), the
next winnable deal, one of a chosen level and the deal of the day looked for (``deal_finder``),
and a page's deals menu and level field (``page_deals``). Qt, above the Qt-free rest of
``addiction.dealing``."""
