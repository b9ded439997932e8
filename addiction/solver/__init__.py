# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Addiction solver: the advisor behind Auto and Hint, and the "still winnable" check.

Pure Python (no Qt); a compiled search core is used when it was built, with identical results.
"""

from .advisor import Advisor
from .winnable import Verdict, winnable

__all__ = ["Advisor", "Verdict", "winnable"]
