# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The options of an Addiction game, as one immutable value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal, get_args

from .errors import RulesError, shown

GapPlacement = Literal["after-sequence", "random"]
RedealWhen = Literal["stuck", "any"]

GAP_PLACEMENTS: Final[tuple[str, ...]] = get_args(GapPlacement)
REDEAL_WHEN: Final[tuple[str, ...]] = get_args(RedealWhen)
MAX_REDEALS: Final = 3


@dataclass(frozen=True, slots=True)
class Rules:
    """Redeals per game (0–3), where a redeal puts the gaps, and when a redeal is allowed."""

    redeals: int = 3
    gaps: GapPlacement = "after-sequence"
    redeal_when: RedealWhen = "stuck"

    def __post_init__(self) -> None:
        if isinstance(self.redeals, bool) or not isinstance(self.redeals, int):
            raise RulesError(f"redeals must be a whole number from 0 to {MAX_REDEALS}")
        if not 0 <= self.redeals <= MAX_REDEALS:
            raise RulesError(f"redeals must be from 0 to {MAX_REDEALS}, not {shown(self.redeals)}")
        if self.gaps not in GAP_PLACEMENTS:
            raise RulesError(
                f"unknown gap placement {shown(self.gaps)}; choose one of {', '.join(GAP_PLACEMENTS)}"
            )
        if self.redeal_when not in REDEAL_WHEN:
            raise RulesError(
                f"unknown redeal timing {shown(self.redeal_when)}; choose one of {', '.join(REDEAL_WHEN)}"
            )

    def to_dict(self) -> dict[str, Any]:
        return {"redeals": self.redeals, "gaps": self.gaps, "redeal_when": self.redeal_when}

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict) or set(data) != {"redeals", "gaps", "redeal_when"}:
            raise RulesError("rules must name exactly redeals, gaps and redeal_when")
        return cls(redeals=data["redeals"], gaps=data["gaps"], redeal_when=data["redeal_when"])

    @classmethod
    def parse(cls, text: str) -> Rules:
        """Rules from ``"redeals=2,gaps=random,redeal_when=any"`` (any subset, any order)."""
        if not isinstance(text, str):
            raise RulesError(f"rules are written as text, not {type(text).__name__}")
        values: dict[str, Any] = {}
        for part in filter(None, (p.strip() for p in text.split(","))):
            key, sep, value = part.partition("=")
            key = key.strip().replace("-", "_")
            if not sep or key not in ("redeals", "gaps", "redeal_when"):
                raise RulesError(f"cannot read {shown(part)}; write e.g. redeals=2,gaps=random")
            if key == "redeals":
                try:
                    values[key] = int(value)
                except ValueError:
                    raise RulesError(f"redeals must be a number, not {shown(value.strip())}") from None
            else:
                values[key] = value.strip()
        return cls(**values)

    def describe(self) -> str:
        """A short text for status lines and statistics: ``"3 redeals, gaps after sequence"``."""
        redeals = "no redeals" if self.redeals == 0 else (
            "1 redeal" if self.redeals == 1 else f"{self.redeals} redeals"
        )
        gaps = "gaps after sequence" if self.gaps == "after-sequence" else "random gaps"
        when = "" if self.redeal_when == "stuck" else ", redeal any time"
        return f"{redeals}, {gaps}{when}"
