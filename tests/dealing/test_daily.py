# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The deal of the day: the same number for a date whatever the machine's settings, a
winnable deal, and another one the next day."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys

import pytest

from addiction.dealing.daily import TRIES, daily_deal, daily_start
from addiction.registry import game_spec

# Written down once from the function (2026-12-02): a change of the hash, of the judges or of
# their budgets changes every player's deal of the day, and must be a deliberate one.
GOLDEN = {
    ("pyramid", datetime.date(2026, 12, 2)): 1323716139,
    ("pyramid", datetime.date(2027, 1, 1)): 303068861,
    ("paganini", datetime.date(2026, 12, 2)): 569612890,
    ("paganini", datetime.date(2027, 1, 1)): 1047146973,
}


@pytest.mark.parametrize(("game", "day"), list(GOLDEN))
def test_golden_daily_deals(game: str, day: datetime.date) -> None:
    assert daily_deal(game, day) == GOLDEN[game, day]


@pytest.mark.parametrize(("game", "day"), list(GOLDEN))
def test_the_daily_deal_is_the_first_winnable_one_from_the_start(
        game: str, day: datetime.date) -> None:
    deal, start = daily_deal(game, day), daily_start(game, day)
    spec = game_spec(game)
    assert start <= deal < start + TRIES
    assert spec.judge_deal(deal).verdict == "winnable"
    assert all(spec.judge_deal(d).verdict != "winnable" for d in range(start, deal))


PROBE = ("import datetime, sys; from addiction.dealing.daily import daily_deal; "
         "print(daily_deal(sys.argv[1], datetime.date.fromisoformat(sys.argv[2])))")


@pytest.mark.parametrize("env", [
    {"TZ": "Pacific/Kiritimati", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"},
    {"TZ": "America/Adak", "LANG": "pl_PL.UTF-8", "ADDICTION_LANGUAGE": "pl"},
    {"TZ": "UTC", "LANG": "C"},
])
def test_same_date_same_deal_under_any_time_zone_or_language(env: dict[str, str]) -> None:
    day = datetime.date(2026, 12, 2)
    done = subprocess.run([sys.executable, "-c", PROBE, "pyramid", day.isoformat()],
                          capture_output=True, text=True, timeout=60, check=True,
                          env={**os.environ, **env})
    assert int(done.stdout) == daily_deal("pyramid", day)


def test_consecutive_days_mostly_differ() -> None:
    first = datetime.date(2026, 1, 1)
    days = [first + datetime.timedelta(days=n) for n in range(60)]
    starts = [daily_start("addiction", day) for day in days]
    assert len(set(starts)) == len(starts)
    deals = [daily_deal("pyramid", day) for day in days[:20]]
    assert len(set(deals)) == len(deals)


def test_another_game_same_day_another_start() -> None:
    day = datetime.date(2026, 12, 2)
    assert daily_start("addiction", day) != daily_start("montana", day)


def test_a_game_the_registry_does_not_hold() -> None:
    with pytest.raises(ValueError, match="no game called"):
        daily_deal("klondike", datetime.date(2026, 12, 2))
