# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Save and restore: the whole game round-trips through JSON; damage is refused whole."""

import copy
import json
from typing import Any

import pytest

from addiction.core import SaveError
from addiction.games.gaps.engine import GapsGame, Rules

from . import positions


def played_game() -> GapsGame:
    game = GapsGame.from_text(positions.stuck(), Rules(redeals=2, gaps="random"), deal=77)
    game.redeal()
    for _ in range(3):
        moves = game.moves()
        if not moves:
            break
        game.play(moves[-1])
    game.undo()
    return game


def test_round_trip_through_json() -> None:
    game = played_game()
    data = json.loads(json.dumps(game.to_dict()))
    twin = GapsGame.from_dict(data)
    assert twin.to_dict() == game.to_dict()
    assert twin.to_text() == game.to_text()
    assert twin.can_redo and twin.redeals_left == 1
    twin.redo()
    game.redo()
    assert twin.to_text() == game.to_text()
    while twin.can_undo:
        twin.undo()
    assert twin.to_text() == GapsGame.from_text(positions.stuck()).to_text()


def test_given_up_game_stays_ended() -> None:
    game = GapsGame.new(5)
    game.play(game.moves()[0])
    game.give_up()
    twin = GapsGame.from_dict(game.to_dict())
    assert twin.status == "given-up" and not twin.can_undo


def tamper(data: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    bad = copy.deepcopy(data)
    bad[key] = value
    return bad


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("format", "something else"),
        ("version", 99),
        ("rules", {"redeals": 7, "gaps": "random", "redeal_when": "stuck"}),
        ("deal", -3),
        ("start", "not a position"),
        ("actions", [["move", "KS", 0, 0, 0, 1]]),
        ("actions", "redeal"),
        ("actions", [["teleport"]]),
        ("applied", 99),
        ("applied", True),
        ("given_up", "no"),
        ("position", positions.won()),
    ],
)
def test_damaged_saves_are_rejected(key: str, value: Any) -> None:
    data = played_game().to_dict()
    with pytest.raises(SaveError):
        GapsGame.from_dict(tamper(data, key, value))


def test_missing_or_extra_fields_are_rejected() -> None:
    data = played_game().to_dict()
    del data["position"]
    with pytest.raises(SaveError):
        GapsGame.from_dict(data)
    with pytest.raises(SaveError):
        GapsGame.from_dict([1, 2, 3])
