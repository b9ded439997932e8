# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The computer player of the Gaps family: the advisor behind Auto and Hint, and the "still winnable"
check, for Addiction (``Advisor``, ``winnable``) and each relative (``advisor_for``,
``winnable_for``).

Pure Python (no Qt); compiled search cores are used when they were built, with identical results.
"""

from addiction.games.gaps.solver.advisor import Advisor
from addiction.games.gaps.solver.family import advisor_for, winnable_for
from addiction.games.gaps.solver.winnable import Verdict, winnable

__all__ = ["Advisor", "Verdict", "advisor_for", "winnable", "winnable_for"]
