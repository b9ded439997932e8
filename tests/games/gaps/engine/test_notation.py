# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The position notation: round trips, lenient input, and errors that name line and token."""

import pytest

from addiction.core import NotationError, parse_card
from addiction.games.gaps.engine import Board, GapsGame

DEAL_1 = GapsGame.new(1).to_text()


def test_round_trip() -> None:
    for deal in (1, 5, 99, 123456):
        text = GapsGame.new(deal).to_text()
        assert Board.from_text(text).to_text() == text


def test_input_accepts_ten_symbols_case_and_spacing() -> None:
    fancy = DEAL_1.replace("TH", "10♥").replace("JS", "j♠").replace(" ", "   ")
    assert Board.from_text("\n" + fancy + "\n\n").to_text() == DEAL_1


@pytest.mark.parametrize(
    ("token", "expected"),
    [("7H", "7H"), ("10d", "TD"), ("q♣", "QC"), ("K♠", "KS"), ("AS", "AS")],
)
def test_parse_card(token: str, expected: str) -> None:
    assert str(parse_card(token)) == expected


@pytest.mark.parametrize("token", ["", "7", "1H", "11S", "7X", "HH", "--", "7HH"])
def test_parse_card_rejects(token: str) -> None:
    assert parse_card(token) is None


def error_for(text: str) -> NotationError:
    with pytest.raises(NotationError) as info:
        Board.from_text(text)
    return info.value


def replace_token(text: str, line: int, token: int, new: str) -> str:
    lines = text.splitlines()
    tokens = lines[line - 1].split()
    tokens[token - 1] = new
    lines[line - 1] = " ".join(tokens)
    return "\n".join(lines)


def test_unknown_token_names_line_and_token() -> None:
    err = error_for(replace_token(DEAL_1, 3, 5, "5X"))
    assert (err.line, err.token) == (3, 5)
    assert "line 3, token 5" in str(err) and "'5X'" in str(err)


def test_ace_is_refused() -> None:
    err = error_for(replace_token(DEAL_1, 1, 5, "AS"))
    assert (err.line, err.token) == (1, 5)
    assert "ace" in str(err)


def test_duplicate_names_both_places() -> None:
    # Row 1 token 1 is JS; put another JS at row 4 token 13 (which held 4C).
    err = error_for(replace_token(DEAL_1, 4, 13, "JS"))
    assert (err.line, err.token) == (4, 13)
    assert "duplicate" in str(err) and "line 1, token 1" in str(err)


def test_missing_card_is_named() -> None:
    err = error_for(replace_token(DEAL_1, 4, 13, "--"))
    assert "missing 4C" in str(err)


def test_wrong_row_length() -> None:
    err = error_for(DEAL_1.replace(" 4C", ""))
    assert err.line == 4 and "12 tokens" in str(err)


def test_wrong_row_count() -> None:
    err = error_for("\n".join(DEAL_1.splitlines()[:3]))
    assert "found 3" in str(err) and err.line is None
