# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``addiction-deals``: what the computer knows of a game's deals, for scripts and tests.

    addiction-deals --count 5                             # Addiction's deals 1-5: number, level, verdict
    addiction-deals --game NAME --winnable --from 1000    # the next winnable deal from 1000
    addiction-deals --game NAME --difficulty hard --count 3
    addiction-deals --game NAME --daily 2026-12-24        # that day's deal number

Without ``--game`` it speaks of Addiction, as ``addiction-study`` does.

Each deal is judged from its start under the game's default rules by its judge
(``GameSpec.judge_deal``), which counts positions, not seconds: the same lines on every
machine. Bad input gets one sentence on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import datetime
import sys
from collections.abc import Iterator, Sequence
from typing import Final, NoReturn

from addiction.contract import LEVELS, GameSpec, Judgement
from addiction.core import MAX_DEAL, MIN_DEAL
from addiction.registry import default_game, game_ids, game_spec

PROG: Final = "addiction-deals"
# Deals judged in a row without one to print before the command gives up.
MOST_TRIED: Final = 2_000
_EXCERPT: Final = 40


class BadInput(Exception):
    """One sentence about what was wrong with the command line."""


def _shown(text: str) -> str:
    """A short excerpt of what the user typed, quoted."""
    return repr(text if len(text) <= _EXCERPT else text[:_EXCERPT] + "…")


class NothingFound(Exception):
    """No deal passed the filters within ``MOST_TRIED`` deals in a row."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise BadInput(message[:1].upper() + message[1:].rstrip(".") + ".")


def _number(option: str, text: str, least: int, most: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise BadInput(f"{option} wants a whole number, not {_shown(text)}.") from None
    if not least <= value <= most:
        raise BadInput(f"{option} {_shown(text)} is outside {least}-{most}.")
    return value


def _parser() -> _Parser:
    parser = _Parser(prog=PROG, description="What the computer knows of a game's deals: one "
                     "line per deal with its number, its level and whether it is winnable.")
    parser.add_argument("--game", default=default_game(),
                        help=f"the game: {', '.join(game_ids())} (default {default_game()})")
    parser.add_argument("--winnable", action="store_true", help="only deals found winnable")
    parser.add_argument("--difficulty", help="only deals of this level: " + ", ".join(LEVELS))
    parser.add_argument("--count", default="10", help="deals to print (default 10)")
    parser.add_argument("--from", dest="start", default=str(MIN_DEAL),
                        help=f"the first deal to look at (default {MIN_DEAL})")
    parser.add_argument("--daily", metavar="YYYY-MM-DD",
                        help="print only the number of that day's deal")
    return parser


def _game(text: str) -> GameSpec:
    if text not in game_ids():
        raise BadInput(f"There is no game called {_shown(text)}; choose one of "
                       f"{', '.join(game_ids())}.")
    return game_spec(text)


def _day(text: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise BadInput(f"--daily {_shown(text)} is not a date of the calendar "
                       "written YYYY-MM-DD.") from None


def line_of(judgement: Judgement) -> str:
    return f"{judgement.deal} {judgement.level} {judgement.verdict}"


def matching(spec: GameSpec, start: int, winnable: bool, level: str | None
             ) -> Iterator[Judgement]:
    """The judgements of the deals from ``start`` on that pass the filters."""
    tried = 0
    for deal in range(start, MAX_DEAL + 1):
        judgement = spec.judge_deal(deal)
        if (not winnable or judgement.verdict == "winnable") and (
                level is None or judgement.level == level):
            tried = 0
            yield judgement
        else:
            tried += 1
            if tried >= MOST_TRIED:
                raise NothingFound(f"No deal of {spec.id} from {deal - tried + 1} to {deal} "
                               "passes those filters.")


def run(argv: Sequence[str] | None) -> None:
    args = _parser().parse_args(argv)
    spec = _game(args.game)
    if args.daily is not None:
        from addiction.dealing.daily import daily_deal  # noqa: PLC0415

        print(daily_deal(spec.id, _day(args.daily)))
        return
    if args.difficulty is not None and args.difficulty not in LEVELS:
        raise BadInput(f"There is no level called {_shown(args.difficulty)}; choose one of "
                       f"{', '.join(LEVELS)}.")
    count = _number("--count", args.count, 1, MAX_DEAL)
    start = _number("--from", args.start, MIN_DEAL, MAX_DEAL)
    for printed, judgement in enumerate(matching(spec, start, args.winnable, args.difficulty)):
        print(line_of(judgement), flush=True)
        if printed + 1 >= count:
            break


def main(argv: Sequence[str] | None = None) -> int:
    """The command's entry point: 0; 2 after one sentence on stderr for bad input; 1 when
    ``MOST_TRIED`` deals in a row pass no filter."""
    try:
        run(argv)
    except BadInput as bad:
        print(f"{PROG}: {bad}", file=sys.stderr)
        return 2
    except NothingFound as none:
        print(f"{PROG}: {none}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
