# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``addiction-study``: many deals played by each game's computer player, locally or on a Dask
cluster (``cli``, ``runner``, ``cluster``), kept in JSON-lines results files (``results``).
Each game brings its own part, which its declaration names; no game is named here.
"""
