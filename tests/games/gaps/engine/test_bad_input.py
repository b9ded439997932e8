# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Bad input of any type raises the engine's ValueError with a short message, never anything else."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.core import NotationError, RulesError, SaveError
from addiction.core.errors import MAX_MESSAGE, AddictionError, shown
from addiction.games.gaps.engine import GapsGame, Rules
from tests.junk import ANYTHING, DEEP, JSON_LIKE, nested_dict, nested_list

from . import positions

FUZZ = settings(max_examples=60, deadline=None)


def refused(call: Callable[[], object], error: type[ValueError] = ValueError) -> str:
    """The message of the ``error`` that ``call`` raises; any other exception fails the test."""
    with pytest.raises(error) as info:
        call()
    message = str(info.value)
    assert 0 < len(message) <= MAX_MESSAGE
    return message


def a_saved_game() -> dict[str, Any]:
    game = GapsGame.from_text(positions.stuck(), Rules(redeals=2), deal=77)
    game.redeal()
    game.play(game.moves()[0])
    game.undo()
    return game.to_dict()


# --- the reproduced bugs ------------------------------------------------------------------------


@pytest.mark.parametrize("value", [None, 7, b"2S 3S", ["2S"], {"text": "2S"}])
def test_a_position_that_is_not_text_is_a_notation_error(value: object) -> None:
    assert "a position is text" in refused(lambda: GapsGame.from_text(value), NotationError)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [None, b"x", 3, ["redeals=2"]])
def test_rules_that_are_not_text_are_a_rules_error(value: object) -> None:
    assert "rules are written as text" in refused(lambda: Rules.parse(value), RulesError)  # type: ignore[arg-type]


@pytest.mark.parametrize(("field", "value"), [("start", 7), ("position", 7), ("start", None),
                                              ("position", ["2S"])])
def test_a_number_where_a_saved_position_belongs_is_a_save_error(field: str, value: object) -> None:
    data = a_saved_game()
    data[field] = value
    assert "is not text" in refused(lambda: GapsGame.from_dict(data), SaveError)


@pytest.mark.parametrize("deep", [nested_list(DEEP), nested_dict(DEEP)], ids=["list", "dict"])
def test_a_deeply_nested_value_gives_a_short_message(deep: object) -> None:
    data = a_saved_game()
    data["actions"] = [deep]
    data["applied"] = 0
    refused(lambda: GapsGame.from_dict(data), SaveError)
    refused(lambda: Rules(gaps=deep), RulesError)  # type: ignore[arg-type]
    refused(lambda: GapsGame.new(deep), ValueError)  # type: ignore[arg-type]


def test_a_huge_token_is_quoted_short() -> None:
    rows = positions.won().splitlines()
    rows[1] = "Z" * 100_000 + rows[1][2:]
    message = refused(lambda: GapsGame.from_text("\n".join(rows)), NotationError)
    assert message.startswith("line 2, token 1: 'ZZZ")


def test_a_huge_number_is_described_not_printed() -> None:
    # Python itself refuses to turn an int of more than 4,300 digits into text.
    refused(lambda: Rules(redeals=10**5000), RulesError)
    refused(lambda: GapsGame.new(10**5000), ValueError)
    assert shown(10**400) == "<a number of about 400 digits>"


def test_shown_is_short_for_anything() -> None:
    class Loud:
        def __repr__(self) -> str:
            raise RuntimeError("no")

    for value in (nested_list(DEEP), "x" * 10_000, list(range(10_000)), Loud(), b"\x00" * 999):
        assert len(shown(value)) <= 60


def test_a_message_is_clipped_however_it_was_built() -> None:
    assert len(str(AddictionError("x" * 10_000))) == MAX_MESSAGE


# --- fuzz: every parser and loader, every type ------------------------------------------------


@FUZZ
@given(ANYTHING)
def test_from_text_refuses_anything(value: Any) -> None:
    refused(lambda: GapsGame.from_text(value), NotationError)


@FUZZ
@given(ANYTHING, ANYTHING)
def test_from_text_refuses_bad_rules_and_deals(rules: Any, deal: Any) -> None:
    good_deal = type(deal) is int and 0 <= deal < 2**31
    if rules is None and good_deal:
        assert GapsGame.from_text(positions.stuck(), rules, deal).deal == deal
    else:
        refused(lambda: GapsGame.from_text(positions.stuck(), rules, deal), AddictionError)
    if rules is None and good_deal and deal > 0:
        assert GapsGame.new(deal, rules).deal == deal
    else:
        refused(lambda: GapsGame.new(deal, rules), ValueError)


@FUZZ
@given(ANYTHING)
def test_rules_parse_refuses_anything_but_rules(value: Any) -> None:
    try:
        rules = Rules.parse(value)
    except RulesError as exc:
        assert 0 < len(str(exc)) <= MAX_MESSAGE
    else:
        # Only text can be read, e.g. the empty string: all defaults.
        assert isinstance(value, str) and isinstance(rules, Rules)


@FUZZ
@given(st.text(alphabet="redalsgpcmnowhtyu_=,-0123456789 ", max_size=60))
def test_rules_parse_of_near_miss_text(text: str) -> None:
    try:
        Rules.parse(text)
    except RulesError as exc:
        assert len(str(exc)) <= MAX_MESSAGE


@FUZZ
@given(ANYTHING)
def test_rules_from_dict_refuses_anything(value: Any) -> None:
    refused(lambda: Rules.from_dict(value), RulesError)


@FUZZ
@given(ANYTHING)
def test_from_dict_refuses_anything(value: Any) -> None:
    refused(lambda: GapsGame.from_dict(value), SaveError)


SAVED = a_saved_game()


@FUZZ
@given(st.sampled_from(sorted(SAVED)), ANYTHING)
def test_from_dict_refuses_any_damaged_field(field: str, value: Any) -> None:
    data = copy.deepcopy(SAVED)
    data[field] = value
    try:
        game = GapsGame.from_dict(data)
    except SaveError as exc:
        assert 0 < len(str(exc)) <= MAX_MESSAGE
    else:
        assert game.to_dict() == SAVED  # only the saved value itself (or an equal one) passes


@FUZZ
@given(st.integers(min_value=0, max_value=len(SAVED["actions"]) - 1), JSON_LIKE)
def test_from_dict_refuses_any_damaged_action(index: int, value: Any) -> None:
    data = copy.deepcopy(SAVED)
    data["actions"][index] = value
    try:
        game = GapsGame.from_dict(data)
    except SaveError as exc:
        assert 0 < len(str(exc)) <= MAX_MESSAGE
    else:
        assert game.to_dict() == SAVED
