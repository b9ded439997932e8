# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Deals made for the player, for any game of the registry: the deal of the day (``daily``)
and the ``addiction-deals`` command (``cli``), with no Qt; their side in the window
(``window``). Games are reached through the registry."""
