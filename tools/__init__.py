# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Developer commands kept apart from the game: they run from a checkout, never from an installed game."""
