# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Rules: the options as a value, and impossible options refused clearly."""

from typing import Any

import pytest

from addiction.core import RulesError
from addiction.games.gaps.engine import Rules


def test_defaults_follow_seed_000() -> None:
    assert Rules() == Rules(redeals=3, gaps="after-sequence", redeal_when="stuck")


@pytest.mark.parametrize(
    "kwargs",
    [{"redeals": 4}, {"redeals": -1}, {"redeals": True}, {"redeals": "3"},
     {"gaps": "anywhere"}, {"redeal_when": "never"}],
)
def test_impossible_options_raise(kwargs: dict[str, Any]) -> None:
    with pytest.raises(RulesError):
        Rules(**kwargs)


def test_rules_are_immutable() -> None:
    rules = Rules()
    with pytest.raises(AttributeError):
        rules.redeals = 1  # type: ignore[misc]


def test_parse_and_dict_round_trip() -> None:
    rules = Rules.parse("redeals=1, gaps=random, redeal-when=any")
    assert rules == Rules(1, "random", "any")
    assert Rules.from_dict(rules.to_dict()) == rules
    assert Rules.parse("") == Rules()


@pytest.mark.parametrize("text", ["redeals=x", "colour=red", "redeals", "gaps=diagonal"])
def test_parse_errors(text: str) -> None:
    with pytest.raises(RulesError):
        Rules.parse(text)


def test_describe() -> None:
    assert Rules().describe() == "3 redeals, gaps after sequence"
    assert Rules(0, "random", "any").describe() == "no redeals, random gaps, redeal any time"
