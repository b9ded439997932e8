# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""One package below this one per family of games.

A family's package holds everything that knows its games: rules, computer player, model, page,
table, keeper, study part, and at its top the declarations (``addiction.contract.GameSpec``)
that the registry (``addiction.registry``) collects. Nothing outside a family's package imports
it: the program reaches its games through the registry alone.
"""
