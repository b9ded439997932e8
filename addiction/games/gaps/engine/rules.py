# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The options of a game of the Gaps family (Addiction's own first), as one immutable value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal, get_args

from addiction.core.errors import RulesError, shown
from addiction.games.gaps.engine.variants import ADDICTION_ID, VARIANT_IDS, GapPlacement, Variant, variant

RedealWhen = Literal["stuck", "any"]

GAP_PLACEMENTS: Final[tuple[str, ...]] = get_args(GapPlacement)
REDEAL_WHEN: Final[tuple[str, ...]] = get_args(RedealWhen)
MAX_REDEALS: Final = 3


@dataclass(frozen=True, slots=True)
class Rules:
    """Redeals per game (0–3), where a redeal puts the gaps, when a redeal is allowed, and
    which member of the family is played.

    Addiction lets the player choose all three options; another variant fixes its redeals and
    gap placement (``Rules.of`` fills them in) and leaves only the timing of a redeal free.
    """

    redeals: int = 3
    gaps: GapPlacement = "after-sequence"
    redeal_when: RedealWhen = "stuck"
    variant: str = ADDICTION_ID

    @classmethod
    def of(cls, variant_id: str, redeal_when: RedealWhen = "stuck") -> Rules:
        """A variant's own rules."""
        if variant_id not in VARIANT_IDS:
            raise RulesError(f"unknown game {shown(variant_id)}; choose one of {', '.join(VARIANT_IDS)}")
        v = variant(variant_id)
        return cls(redeals=v.redeals, gaps=v.gaps, redeal_when=redeal_when, variant=variant_id)

    def __post_init__(self) -> None:
        if self.variant not in VARIANT_IDS:
            raise RulesError(
                f"unknown game {shown(self.variant)}; choose one of {', '.join(VARIANT_IDS)}"
            )
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
        v = variant(self.variant)
        if not v.player_sets_rules and (self.redeals, self.gaps) != (v.redeals, v.gaps):
            raise RulesError(
                f"{self.variant} is played with {_redeals_text(v.redeals)} and "
                f"{_gaps_text(v.gaps)}; only redeal_when can be chosen"
            )

    @property
    def spec(self) -> Variant:
        """The variant these rules play."""
        return variant(self.variant)

    def to_dict(self) -> dict[str, Any]:
        """Plain data; Addiction's rules are written as they always were (no variant)."""
        data: dict[str, Any] = {
            "redeals": self.redeals, "gaps": self.gaps, "redeal_when": self.redeal_when,
        }
        if self.variant != ADDICTION_ID:
            data["variant"] = self.variant
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Rules:
        if not isinstance(data, dict) or set(data) - {"variant"} != {"redeals", "gaps", "redeal_when"}:
            raise RulesError("rules must name exactly redeals, gaps and redeal_when (and a variant)")
        game = data.get("variant", ADDICTION_ID)
        if not isinstance(game, str) or (game == ADDICTION_ID and "variant" in data):
            raise RulesError(f"unreadable variant {shown(game)}")
        return cls(redeals=data["redeals"], gaps=data["gaps"], redeal_when=data["redeal_when"],
                   variant=game)

    @classmethod
    def parse(cls, text: str) -> Rules:
        """Rules from ``"redeals=2,gaps=random,redeal_when=any"`` (any subset, any order);
        ``variant=NAME`` plays another member of the family, whose own redeals and gaps are the
        defaults."""
        if not isinstance(text, str):
            raise RulesError(f"rules are written as text, not {type(text).__name__}")
        values: dict[str, Any] = {}
        for part in filter(None, (p.strip() for p in text.split(","))):
            key, sep, value = part.partition("=")
            key = key.strip().replace("-", "_")
            if not sep or key not in ("redeals", "gaps", "redeal_when", "variant"):
                raise RulesError(f"cannot read {shown(part)}; write e.g. redeals=2,gaps=random")
            if key == "redeals":
                try:
                    values[key] = int(value)
                except ValueError:
                    raise RulesError(f"redeals must be a number, not {shown(value.strip())}") from None
            else:
                values[key] = value.strip()
        game = values.get("variant", ADDICTION_ID)
        if game in VARIANT_IDS and not variant(game).player_sets_rules:
            own = cls.of(game)
            values.setdefault("redeals", own.redeals)
            values.setdefault("gaps", own.gaps)
        return cls(**values)

    def describe(self) -> str:
        """A short text for status lines and statistics: ``"3 redeals, gaps after sequence"``."""
        when = "" if self.redeal_when == "stuck" else ", redeal any time"
        return f"{_redeals_text(self.redeals)}, {_gaps_text(self.gaps)}{when}"


def rules_key(rules: Rules) -> str:
    """The canonical record-book key of a rule set. A relative fixes all but the timing of a
    redeal; the variant's own choices (``Variant.player_sets_rules``) are all in the key."""
    if rules.spec.player_sets_rules:
        return (f"{rules.variant}:redeals={rules.redeals},gaps={rules.gaps},"
                f"redeal_when={rules.redeal_when}")
    return f"{rules.variant}:redeal_when={rules.redeal_when}"


def _redeals_text(redeals: int) -> str:
    return "no redeals" if redeals == 0 else "1 redeal" if redeals == 1 else f"{redeals} redeals"


def _gaps_text(gaps: str) -> str:
    return "gaps after sequence" if gaps == "after-sequence" else "random gaps"
