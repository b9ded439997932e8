# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Hand-built positions shared by the engine tests."""

RANKS = "23456789TJQK"


def suit_row(suit: str) -> list[str]:
    return [r + suit for r in RANKS] + ["--"]


def text(rows: list[list[str]]) -> str:
    return "\n".join(" ".join(row) for row in rows)


def near_win() -> str:
    """One move from the win: the King of spades sits right of its gap."""
    spades = suit_row("S")
    spades[11], spades[12] = "--", "KS"
    return text([spades, suit_row("H"), suit_row("D"), suit_row("C")])


def won() -> str:
    return text([suit_row(s) for s in "SHDC"])


def two_gaps_in_column_one() -> str:
    """Rows 3 and 4 start with a gap; the 2s of hearts, diamonds, clubs are loose."""
    return text([
        ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "--"],
        ["3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "2H", "--"],
        ["--", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "2D"],
        ["--", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "2C"],
    ])


def stuck() -> str:
    """Every gap dead: each follows a King; sequences of 2, 0, 0 and 0 cards."""
    return text([
        ["2S", "3S", "KH", "--", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS"],
        ["3H", "2H", "KS", "--", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH"],
        ["3D", "2D", "KD", "--", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD"],
        ["3C", "2C", "KC", "--", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC"],
    ])
