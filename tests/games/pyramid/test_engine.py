# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pyramid engine: golden deals, the notation and its errors, and the rules of play."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from addiction.core.cards import CARDS, Card, parse_card
from addiction.core.errors import MAX_MESSAGE, AddictionError, IllegalAction, NotationError, SaveError
from addiction.games.pyramid.engine import DRAW, RECYCLE, SIZE, WASTE, Action, PyramidGame, place_of
from tests.junk import ANYTHING, DEEP, JSON_LIKE, nested_dict, nested_list

GOLDEN = {
    1: """\
9S
QH QD
6H QC JH
2H 5S 7H 5H
JC 5C 8H TH 6S
JS 8D TC QS 9H 3S
7C 7S KH AC KS 2D 7D
stock: AH TS 9D JD 4D 3D 8S 8C KC 4S 2C AS 2S 6C 9C 6D 3H AD KD 5D 3C TD 4H 4C
waste:
pass: 1/3
""",
    2: """\
5C
7H 2D
4C KD AD
9S JC 2C JH
TD TC 6C 6H QH
7S 8H 3C 4D 3D TH
AS AC 8S 6S QD 9H KC
stock: 4H QC KS TS 9C 5D KH 6D QS 9D 4S JD 7D 3H JS 8D 2H 8C 2S 5S 3S 7C AH 5H
waste:
pass: 1/3
""",
    1_000_000: """\
4H
JD QS
6C 7S 8H
5H 2D KH TD
6D 6S 5S KD KS
QD 4S TC JS 9S AH
3H 3S 9D 9C QC AD JC
stock: 3C AS JH 5D TS KC 2H 5C 7H 2S 7D 8C AC 2C 8S 4C 4D 3D 7C 8D QH 9H 6H TH
waste:
pass: 1/3
""",
    2_147_483_647: """\
TC
7C 7D
AD KC AS
7H 4D 3H QD
JS 4C 8H 9C JH
5D TD 5C AC 5H TH
2C 3C 9D TS 6D 8D 9S
stock: 6C KH 8S QC 2H 8C 2D KS KD 5S 6H AH 9H 3S JD 2S QS 3D 4S 6S QH JC 7S 4H
waste:
pass: 1/3
""",
}


def c(token: str) -> Card:
    card = parse_card(token)
    assert card is not None
    return card


def position(rows: list[str], stock: str = "", waste: str = "", passes: str = "1/3") -> str:
    return "\n".join([*rows, f"stock: {stock}".rstrip(), f"waste: {waste}".rstrip(),
                      f"pass: {passes}"]) + "\n"


def rows(*present: str) -> list[str]:
    """Seven pyramid rows: the given top rows, and every row below them emptied."""
    return [*present, *("--" + " --" * r for r in range(len(present), 7))]


# Apex 5C, then 7C 7H, then KH AC 6S; stock top 2D. The removed cards balance out.
SMALL = position(rows("5C", "7C 7H", "KH AC 6S"), stock="8D 6D QS JD 2D")


@pytest.mark.parametrize("deal", sorted(GOLDEN))
def test_golden_deals(deal: int) -> None:
    game = PyramidGame.new(deal)
    assert game.to_text() == GOLDEN[deal]
    assert game.stock_count == 24 and game.waste_count == 0 and game.pyramid_count == 28


def test_deal_numbers_are_checked() -> None:
    for bad in (0, -1, 2**31, True):
        with pytest.raises(ValueError):
            PyramidGame.new(bad)


def test_first_stock_card_is_drawn_first() -> None:
    game = PyramidGame.new(1)
    game.play(DRAW)
    assert str(game.waste_top) == "4C"
    assert game.to_text().splitlines()[8] == "waste: 4C"


@pytest.mark.parametrize("deal", sorted(GOLDEN))
@pytest.mark.parametrize("mode", ["classic", "relaxed"])
def test_notation_round_trip(deal: int, mode: str) -> None:
    game = PyramidGame.new(deal, mode)  # type: ignore[arg-type]
    for action in [DRAW, DRAW, DRAW]:
        game.play(action)
    text = game.to_text()
    again = PyramidGame.from_text(text)
    assert again.to_text() == text
    assert again.mode == mode


def test_notation_accepts_symbols_tens_and_spacing() -> None:
    text = GOLDEN[1].replace("9S\n", "   9♠  \n\n").replace("TH", "10h")
    assert PyramidGame.from_text(text).to_text() == GOLDEN[1]


def test_labels_without_a_space() -> None:
    text = GOLDEN[1].replace("stock: ", "Stock:").replace("pass: ", "pass:")
    assert PyramidGame.from_text(text).to_text() == GOLDEN[1]


def test_relaxed_pass_line() -> None:
    text = GOLDEN[1].replace("pass: 1/3", "pass: 12")
    game = PyramidGame.from_text(text)
    assert game.mode == "relaxed" and game.pass_number == 12 and game.passes_left is None
    assert game.to_text() == text


def _error(text: str, mode: str | None = None) -> NotationError:
    with pytest.raises(NotationError) as info:
        PyramidGame.from_text(text, mode)  # type: ignore[arg-type]
    return info.value


def test_error_unknown_token_names_line_and_token() -> None:
    err = _error(GOLDEN[1].replace("QC JH", "QC XX"))
    assert (err.line, err.token) == (3, 3)
    assert "'XX'" in str(err)


def test_error_duplicate_card() -> None:
    err = _error(GOLDEN[1].replace("stock: AH", "stock: 9S"))
    assert (err.line, err.token) == (8, 2)
    assert "9S appears twice" in str(err)


def test_error_missing_card_is_not_pairable() -> None:
    err = _error(GOLDEN[1].replace(" 4C\n", "\n"))
    assert "cannot all have been paired away" in str(err)


def test_error_wrong_row_length() -> None:
    err = _error(GOLDEN[1].replace(" 4C\n", "\n").replace("QH QD", "QH QD 4C"))
    assert err.line == 2 and err.token is None


def test_error_wrong_line_count() -> None:
    assert "lines" in str(_error(GOLDEN[1].replace("pass: 1/3\n", "")))


def test_error_missing_stock_and_pass_labels() -> None:
    assert _error(GOLDEN[1].replace("stock:", "stack:")).line == 8
    assert _error(GOLDEN[1].replace("waste:", "wasted:")).line == 9
    assert _error(GOLDEN[1].replace("pass:", "turn:")).line == 10


@pytest.mark.parametrize("bad", ["0/3", "4/3", "1/2", "x", "0", "1/3 2"])
def test_error_bad_pass(bad: str) -> None:
    assert _error(GOLDEN[1].replace("pass: 1/3", f"pass: {bad}")).line == 10


def test_error_mode_disagrees_with_pass_line() -> None:
    err = _error(GOLDEN[1], "relaxed")
    assert err.line == 10
    assert PyramidGame.from_text(GOLDEN[1], "classic").mode == "classic"


def test_error_gap_in_stock() -> None:
    err = _error(GOLDEN[1].replace("stock: AH", "stock: --"))
    assert (err.line, err.token) == (8, 2)


def test_error_removed_card_still_covered() -> None:
    # 5C (row 5) removed with its partner 8D (row 6) while cards below still cover both.
    text = GOLDEN[1].replace("JC 5C", "JC --").replace("JS 8D", "JS --")
    err = _error(text)
    assert (err.line, err.token) == (5, 2)
    assert "still covered" in str(err)


def test_removed_pair_from_the_bottom_row_is_legal() -> None:
    game = PyramidGame.from_text(GOLDEN[1].replace("2D 7D", "-- 7D").replace(" JD ", " "))
    assert game.pyramid_count == 27
    assert game.removed == [c for c in CARDS if str(c) in ("2D", "JD")]


def test_error_gone_cards_that_do_not_pair() -> None:
    err = _error(GOLDEN[1].replace("2D 7D", "-- 7D").replace(" 4D ", " "))
    assert "1 of rank 2 but 0 of rank 11" in str(err)


def test_error_two_stock_cards_cannot_pair_each_other() -> None:
    # TS and 3D are both gone, yet the pyramid is whole: they could only have met in the waste.
    err = _error(GOLDEN[1].replace(" TS ", " ").replace(" 3D ", " "))
    assert "in any order" in str(err)


def _everything_gone_but(stock: str) -> str:
    return position(rows(), stock=stock)


def test_error_apex_needs_a_partner_from_the_waste() -> None:
    # 28 gone cards, all paired within the pyramid: the apex is always removed last and
    # alone, so it needed a King or a waste card.
    fives_to_eights = " ".join(f"{r}{s}" for r in "5678" for s in "SHDC")
    stock = f"KS KH KD KC 4D 4C 9D 9C {fives_to_eights}"
    assert "in any order" in str(_error(_everything_gone_but(stock)))
    game = PyramidGame.from_text(_everything_gone_but(stock.replace("KS ", "")))
    assert game.is_won and game.actions() == []


def test_small_position_offers_king_and_draw() -> None:
    game = PyramidGame.from_text(SMALL)
    assert [str(c) for c in game.available_cards()] == ["KH", "AC", "6S"]
    assert game.actions() == [Action.king(c("KH")), DRAW]


def test_waste_top_pairs_with_the_pyramid() -> None:
    game = PyramidGame.from_text(SMALL)
    game.play(DRAW)
    game.play(DRAW)
    assert game.waste == (c("2D"), c("JD"))
    game.play(DRAW)
    assert Action.pair(c("AC"), c("QS")) in game.actions()
    game.play(Action.pair(c("QS"), c("AC")))  # either order names the same pair
    assert game.pyramid[place_of(2, 1)] is None
    assert game.waste_top == c("JD")


def test_two_waste_cards_never_pair() -> None:
    game = PyramidGame.from_text(position(rows("5C", "7C 7H", "KH AC 6S"),
                                          stock="8D 6D QS", waste="2D JD"))
    with pytest.raises(IllegalAction, match="2D is not available"):
        game.play(Action.pair(c("2D"), c("JD")))


def test_covered_cards_are_not_available() -> None:
    game = PyramidGame.from_text(SMALL)
    assert not game.is_available(place_of(1, 0))
    with pytest.raises(IllegalAction, match="7C is not available"):
        game.play(Action.pair(c("7C"), c("6S")))


def test_no_pairing_with_the_card_it_covers() -> None:
    game = PyramidGame.from_text(SMALL)
    game.play(Action.king(c("KH")))
    for _ in range(3):
        game.play(DRAW)
    game.play(Action.pair(c("AC"), c("QS")))
    # 7C is free now; 7H is still covered by 6S alone, so 6S cannot take it.
    assert game.is_available(place_of(1, 0)) and not game.is_available(place_of(1, 1))
    assert Action.pair(c("6S"), c("7H")) not in game.actions()
    assert Action.pair(c("6S"), c("7C")) in game.actions()
    with pytest.raises(IllegalAction):
        game.play(Action.pair(c("6S"), c("7H")))


@pytest.mark.parametrize("bad", [
    Action("pair", (CARDS[0], CARDS[1])),  # AS + 2S is 3
    Action.king(CARDS[0]),
    Action("pair", ()),
    Action("shuffle"),  # type: ignore[arg-type]
    RECYCLE,
    SIZE,
])
def test_illegal_actions_change_nothing(bad: Action) -> None:
    game = PyramidGame.from_text(SMALL)
    with pytest.raises(IllegalAction):
        game.play(bad)
    assert game.to_text() == SMALL and not game.can_undo


def test_a_king_alone_and_the_win() -> None:
    game = PyramidGame.from_text(position(rows("KH"), stock="QS AD"))
    assert game.actions() == [Action.king(c("KH")), DRAW]
    game.play(Action.king(c("KH")))
    assert game.is_won and not game.is_lost and game.status == "won"
    assert game.actions() == [] and not game.can_undo
    with pytest.raises(IllegalAction, match="ended"):
        game.play(DRAW)


# Apex 5C under 8D: 8D is free but pairs only with a 5, and no 5 is left to turn up.
STRANDED = rows("5C", "8D --")


def test_relaxed_game_is_lost_when_the_stock_cannot_help() -> None:
    game = PyramidGame.from_text(position(STRANDED, stock="TD 3D", passes="4"))
    assert game.is_lost and game.actions() == []
    hopeful = PyramidGame.from_text(position(rows("5C", "-- --"), stock="8D TD 3D", passes="4"))
    assert not hopeful.is_lost


def test_classic_game_is_lost_only_when_no_action_is_left() -> None:
    game = PyramidGame.from_text(position(STRANDED, stock="TD 3D"))
    assert not game.is_lost
    for expected_pass in (1, 2, 3):
        assert game.pass_number == expected_pass
        game.play(DRAW)
        game.play(DRAW)
        if expected_pass < 3:
            assert game.actions() == [RECYCLE]
            game.play(RECYCLE)
    assert game.is_lost and game.actions() == [] and game.status == "lost"
    assert game.to_text().endswith("stock:\nwaste: 3D TD\npass: 3/3\n")


def test_recycle_turns_the_waste_back_in_order() -> None:
    game = PyramidGame.new(1)
    drawn = []
    for _ in range(24):
        game.play(DRAW)
        drawn.append(game.waste_top)
    game.play(RECYCLE)
    assert game.waste == () and game.passes_left == 1
    assert game.to_text().splitlines()[7] == "stock: " + " ".join(map(str, reversed(drawn)))
    game.play(DRAW)
    assert game.waste_top == drawn[0]


@pytest.mark.parametrize(("mode", "reuses"), [("classic", 2), ("relaxed", 7)])
def test_passes_per_mode(mode: str, reuses: int) -> None:
    game = PyramidGame.new(1, mode)  # type: ignore[arg-type]
    assert game.passes_left == (2 if mode == "classic" else None)
    for n in range(reuses):
        while game.can_draw:
            game.play(DRAW)
        assert game.can_recycle
        game.play(RECYCLE)
        assert game.pass_number == n + 2
    while game.can_draw:
        game.play(DRAW)
    assert game.can_recycle == (mode == "relaxed")
    if mode == "classic":
        assert game.passes_left == 0 and RECYCLE not in game.actions()
        assert game.to_text().endswith("pass: 3/3\n")


def test_undo_and_redo_everything() -> None:
    game = PyramidGame.from_text(SMALL)
    line = [Action.king(c("KH")), DRAW, DRAW, DRAW, Action.pair(c("AC"), c("QS"))]
    texts = [game.to_text()]
    for action in line:
        game.play(action)
        texts.append(game.to_text())
    for expected in reversed(texts[:-1]):
        game.undo()
        assert game.to_text() == expected
    assert not game.can_undo
    with pytest.raises(IllegalAction, match="nothing to undo"):
        game.undo()
    for expected, action in zip(texts[1:], line, strict=True):
        assert game.redo() == action
        assert game.to_text() == expected
    assert not game.can_redo


def test_recycle_undo_restores_the_waste() -> None:
    game = PyramidGame.from_text(position(STRANDED, stock="TD 3D"))
    game.play(DRAW)
    game.play(DRAW)
    before = game.to_text()
    game.play(RECYCLE)
    game.undo()
    assert game.to_text() == before


def test_a_new_action_clears_redo() -> None:
    game = PyramidGame.from_text(SMALL)
    game.play(DRAW)
    game.undo()
    game.play(Action.king(c("KH")))
    assert not game.can_redo


def test_places_of_a_removal() -> None:
    game = PyramidGame.from_text(SMALL)
    for _ in range(3):
        game.play(DRAW)
    pair = Action.pair(c("AC"), c("QS"))
    where = dict(zip(pair.cards, game.places_of(pair) or (), strict=True))
    assert where == {c("AC"): place_of(2, 1), c("QS"): WASTE}
    assert game.location(c("QS")) == ("waste", 2)
    assert game.location(c("8D")) == ("stock", 0)
    assert game.location(c("AS")) is None


def test_save_and_restore() -> None:
    game = PyramidGame.new(5, "relaxed")
    for _ in range(30):
        game.play(game.actions()[0])
    game.undo()
    game.undo()
    data = json.loads(json.dumps(game.to_dict()))
    again = PyramidGame.from_dict(data)
    assert again.to_text() == game.to_text() and again.mode == "relaxed" and again.deal == 5
    assert again.history == game.history
    assert again.redo() == game.redo()
    assert again.to_text() == game.to_text()


def test_save_of_a_finished_game_with_undone_actions() -> None:
    game = PyramidGame.from_text(position(rows("KH"), stock="QS AD"))
    game.play(DRAW)
    game.undo()
    game.play(Action.king(c("KH")))
    assert PyramidGame.from_dict(game.to_dict()).is_won


@pytest.mark.parametrize("damage", [
    lambda d: d.update(position=PyramidGame.new(6).to_text()),
    lambda d: d.update(format="addiction.game"),
    lambda d: d.update(version=2),
    lambda d: d.update(applied=99),
    lambda d: d.update(actions=[["pair", "KH", "QS"]]),
    lambda d: d.update(actions=[["fly"]]),
    lambda d: d.update(actions=[["king", "ZZ"]]),
    lambda d: d.update(start="nonsense"),
    lambda d: d.update(mode="fast"),
    lambda d: d.pop("deal"),
])
def test_damaged_saves_are_refused(damage: object) -> None:
    game = PyramidGame.new(5)
    game.play(DRAW)
    data = game.to_dict()
    damage(data)  # type: ignore[operator]
    with pytest.raises(SaveError):
        PyramidGame.from_dict(data)
    with pytest.raises(SaveError):
        PyramidGame.from_dict([1, 2])


def test_unknown_mode_is_refused() -> None:
    with pytest.raises(AddictionError):
        PyramidGame.new(1, "fast")  # type: ignore[arg-type]
    with pytest.raises(AddictionError):
        PyramidGame.from_text(GOLDEN[1], "fast")  # type: ignore[arg-type]


def test_restarted_and_copy() -> None:
    game = PyramidGame.new(9)
    game.play(DRAW)
    twin = game.copy()
    twin.play(DRAW)
    assert game.waste_count == 1 and twin.waste_count == 2
    assert game.restarted().to_text() == PyramidGame.new(9).to_text()


# --- bad input of any type ------------------------------------------------------------------------

FUZZ = settings(max_examples=60, deadline=None)


def _played() -> dict[str, Any]:
    game = PyramidGame.new(5, "relaxed")
    for _ in range(12):
        game.play(game.actions()[0])
    game.undo()
    return game.to_dict()


SAVED = _played()


def _refused(call: Callable[[], object], error: type[ValueError]) -> None:
    with pytest.raises(error) as info:
        call()
    assert 0 < len(str(info.value)) <= MAX_MESSAGE


@pytest.mark.parametrize("damage", [
    # A save always names its mode; None would let the start text choose one.
    lambda d: d.update(mode=None),
    lambda d: d.update(actions=[["draw", "KH"], *d["actions"][1:]]),
    lambda d: d.update(actions=[["king"], *d["actions"][1:]]),
    lambda d: d.update(actions=[nested_list(DEEP)], applied=0),
    lambda d: d.update(mode=nested_dict(DEEP)),
    lambda d: d.update(start=7),
    lambda d: d.update(deal=10**400),
    lambda d: d.update(version=True),
])
def test_saves_damaged_in_type_or_depth_are_refused(damage: Callable[[dict[str, Any]], None]) -> None:
    data = copy.deepcopy(SAVED)
    damage(data)
    _refused(lambda: PyramidGame.from_dict(data), SaveError)


@pytest.mark.parametrize("number", ["²", "²/3", "9" * 5000, "٣/3", "0x2"])
def test_a_pass_number_in_other_digits_is_a_notation_error(number: str) -> None:
    # "²" passed str.isdigit and then failed int() with Python's own message.
    text = GOLDEN[1].replace("pass: 1/3", f"pass: {number}")
    _refused(lambda: PyramidGame.from_text(text), NotationError)


@FUZZ
@given(st.text(alphabet="0123456789/²٣x -", max_size=12))
def test_any_pass_line_is_read_or_refused_with_a_notation_error(number: str) -> None:
    text = GOLDEN[1].replace("pass: 1/3", f"pass: {number}")
    try:
        game = PyramidGame.from_text(text)
    except NotationError as exc:
        assert 0 < len(str(exc)) <= MAX_MESSAGE
    else:
        assert game.pass_number == int(number.strip().partition("/")[0])


@FUZZ
@given(ANYTHING, st.sampled_from([None, "classic", "relaxed"]))
def test_from_text_refuses_anything(value: Any, mode: Any) -> None:
    _refused(lambda: PyramidGame.from_text(value, mode), NotationError)


@FUZZ
@given(ANYTHING, ANYTHING)
def test_bad_modes_and_deals_are_refused(mode: Any, deal: Any) -> None:
    good_deal = type(deal) is int and 0 <= deal < 2**31
    if mode in (None, "classic") and good_deal:
        assert PyramidGame.from_text(GOLDEN[1], mode, deal).deal == deal
    else:
        _refused(lambda: PyramidGame.from_text(GOLDEN[1], mode, deal), AddictionError)
    if mode in ("classic", "relaxed") and good_deal and deal > 0:
        assert PyramidGame.new(deal, mode).deal == deal
    else:
        _refused(lambda: PyramidGame.new(deal, mode), ValueError)


@FUZZ
@given(ANYTHING)
def test_from_dict_refuses_anything(value: Any) -> None:
    _refused(lambda: PyramidGame.from_dict(value), SaveError)


@FUZZ
@given(st.sampled_from(sorted(SAVED)), ANYTHING)
def test_from_dict_refuses_any_damaged_field(field: str, value: Any) -> None:
    data = copy.deepcopy(SAVED)
    data[field] = value
    try:
        game = PyramidGame.from_dict(data)
    except SaveError as exc:
        assert 0 < len(str(exc)) <= MAX_MESSAGE
    else:
        assert game.to_dict() == SAVED


@FUZZ
@given(st.integers(min_value=0, max_value=len(SAVED["actions"]) - 1), JSON_LIKE)
def test_from_dict_refuses_any_damaged_action(index: int, value: Any) -> None:
    data = copy.deepcopy(SAVED)
    data["actions"][index] = value
    try:
        game = PyramidGame.from_dict(data)
    except SaveError as exc:
        assert 0 < len(str(exc)) <= MAX_MESSAGE
    else:
        assert game.to_dict() == SAVED


def test_giving_up_is_the_engines_and_survives_a_save() -> None:
    game = PyramidGame.new(2)
    game.play(game.actions()[0])
    game.give_up()
    assert (game.status, game.is_over, game.is_given_up) == ("given-up", True, True)
    assert game.actions() == [] and not game.can_undo
    with pytest.raises(IllegalAction):
        game.give_up()
    again = PyramidGame.from_dict(game.to_dict())
    assert again.is_given_up and again.to_text() == game.to_text()
    assert again.score == game.score == SIZE - game.pyramid_count


def test_a_save_of_the_first_release_has_no_word_on_giving_up() -> None:
    game = PyramidGame.new(2)
    game.play(game.actions()[0])
    data = game.to_dict()
    del data["given_up"]
    assert not PyramidGame.from_dict(data).is_given_up
    data["given_up"] = "yes"
    with pytest.raises(SaveError):
        PyramidGame.from_dict(data)
