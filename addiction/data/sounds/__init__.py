# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The game's sounds, 16-bit mono WAV files written by ``tools/make_sounds.py``."""
