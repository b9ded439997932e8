# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Qt models over the engine: they own the game state and announce every change as a signal."""

from .addiction_model import AddictionModel, Relocation

__all__ = ["AddictionModel", "Relocation"]
