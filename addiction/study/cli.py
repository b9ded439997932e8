# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``addiction-study``: play many deals with the solver on every core, or on a Dask cluster, and report.

    addiction-study --deals 1-1000 --gaps after-sequence --redeals 3 --jobs 2
    addiction-study --deals 1-200 --winnable --time-limit 10
    addiction-study --deals 1-100000 --scheduler tcp://host:8786 --results study.jsonl
    addiction-study --report study.jsonl other.jsonl

Each game brings a ``Study``: its options, its one-deal runner and its summary; its
declaration in the registry (``addiction.registry``) names the function that gives it, and
``--game`` picks one (Addiction by default). Everything else (local pool or cluster, the
results file, resuming, the progress bar) is the same for every game: a deal goes in, a
``DealRecord`` comes out.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from addiction.registry import default_game, game_ids, game_spec
from addiction.study import results
from addiction.study.options import (
    JOBS_PER_CORE,
    MOST_JOBS,
    PROG,
    BadInput,
    Parser,
    one_of,
    report_path,
    results_path,
    shown,
    whole,
)
from addiction.study.results import canonical
from addiction.study.runner import Study, end_progress, parse_deals, parse_scheduler, run_study


def study_of(game_id: str) -> Study:
    """The study of a game of the registry (``ValueError`` for a game it does not hold)."""
    study: Study = game_spec(game_id).make_study()
    return study


def report(paths: Sequence[Path]) -> None:
    """Print the summary of each study found in results files, each deal counted once."""
    found = results.load(paths)
    if not found:
        print("no results in " + ", ".join(shown(str(path)) for path in paths))
        return
    for i, group in enumerate(results.grouped(found)):
        if i:
            print()
        game = group[0].game
        if game not in game_ids():
            print(f"{len(group)} results of a game this version does not know: {shown(game)}")
            continue
        try:
            print("\n".join(study_of(game).summary(group)))
        except (ValueError, KeyError) as error:
            # Lines that read as records but whose settings no study makes (edited by hand).
            print(f"{len(group)} results of {game} with settings this version cannot read "
                  f"({shown(canonical(group[0].rules))}, {shown(canonical(group[0].solver))}): "
                  f"{shown(str(error))}")


def run(argv: Sequence[str] | None) -> None:
    """Parse the command line, run the study of the chosen game, print the figures."""
    pre = Parser(prog=PROG, add_help=False)
    pre.add_argument("--game", type=one_of(game_ids()), default=default_game())
    known, _ = pre.parse_known_args(argv)
    study = study_of(known.game)
    parser = Parser(prog=PROG, description="Play many deals with the solver and report.")
    parser.add_argument("--game", type=one_of(game_ids()), default=default_game(),
                        help=f"which game to study: {', '.join(game_ids())} "
                             f"(default {default_game()})")
    parser.add_argument("--deals", type=parse_deals, default=range(1, 101),
                        help="deal numbers, e.g. 1-1000 (default 1-100)")
    parser.add_argument("--jobs", type=whole(1, MOST_JOBS), default=None,
                        help="worker processes (default: all cores; never more than there "
                             f"are deals, nor than {JOBS_PER_CORE} per core)")
    parser.add_argument("--scheduler", type=parse_scheduler, default=None,
                        help="play on the Dask cluster of this scheduler (tcp://host:8786), "
                             "or on N local worker processes (local:N)")
    parser.add_argument("--results", type=results_path, default=None,
                        help="append each deal's result to this JSON-lines file; deals "
                             "already in it are not played again")
    parser.add_argument("--report", type=report_path, nargs="+", default=None, metavar="FILE",
                        help="only print the summary of these results files, merged")
    study.options(parser)
    args = parser.parse_args(argv)
    if args.report is not None:
        report(args.report)
        return
    plan = study.plan(args)
    records = run_study(plan, args.jobs, args.scheduler, args.results)
    print("\n".join(study.summary(records)))


def main(argv: Sequence[str] | None = None) -> int:
    """The command's entry point: 0; 2 after one sentence on stderr for a bad option or a
    results file that cannot be read or written."""
    try:
        run(argv)
    except (BadInput, results.ResultsError) as bad:
        end_progress()
        print(f"{PROG}: {bad}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except SystemExit:  # a sentence of its own (Dask missing, or its scheduler out of reach)
        end_progress()
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())
