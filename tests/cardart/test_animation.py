# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Animation timing: one speed factor for every duration, and one place that knows "all landed"."""

from __future__ import annotations

from dataclasses import fields

import pytest
from PySide6.QtCore import QCoreApplication, QPointF
from pytestqt.qtbot import QtBot

from addiction.cardart.animation import NORMAL, SPEEDS, Animator, Durations, Leg, Timing
from addiction.cardart.items import CardItem
from addiction.core import parse_card


def seven_of_hearts() -> CardItem:
    card = parse_card("7H")
    assert card is not None
    return CardItem(card)


def test_off_makes_every_duration_zero() -> None:
    timing = Timing("off")
    assert not timing.enabled
    assert all(timing.ms(f.name) == 0 for f in fields(Durations))


def test_speeds_scale_every_duration_in_order() -> None:
    fast, normal, slow = Timing("fast"), Timing("normal"), Timing("slow")
    assert normal.ms("move") == NORMAL.move == 200
    for f in fields(Durations):
        assert fast.ms(f.name) < normal.ms(f.name) < slow.ms(f.name), f.name


def test_unknown_speed_is_refused() -> None:
    timing = Timing("normal")
    with pytest.raises(ValueError, match="animation speed"):
        timing.speed = "ludicrous"  # type: ignore[assignment]
    assert timing.speed == "normal"
    assert set(SPEEDS) == {"off", "fast", "normal", "slow"}


def test_a_move_and_a_redeal_take_what_the_issue_asks() -> None:
    d = NORMAL
    assert 150 <= d.move <= 250
    redeal = d.gather_spread + d.gather + 4 * d.shuffle + d.deal_spread + d.deal_flight
    assert 800 <= redeal <= 1300  # "about 1 s in all"


def test_a_path_ends_where_its_last_leg_says(qtbot: QtBot) -> None:
    item = seven_of_hearts()
    item.setPos(10, 10)
    animator = Animator()
    legs = [Leg(QPointF(50, 0), 20, rotation=8.0), Leg(QPointF(30, 40), 20, pause=10, rotation=0.0, z=7.0)]
    with qtbot.waitSignal(animator.idle, timeout=2000):
        animator.run(item.animate(legs))
        assert animator.busy
    assert not animator.busy
    assert item.pos() == QPointF(30, 40)
    assert item.rotation() == 0.0
    assert item.zValue() == 7.0


def test_idle_comes_once_after_the_last_of_a_batch_lands(qtbot: QtBot) -> None:
    animator = Animator()
    idles: list[None] = []
    animator.idle.connect(lambda: idles.append(None))
    short, long_ = seven_of_hearts(), seven_of_hearts()
    animator.run(short.animate([Leg(QPointF(5, 5), 10)]))
    animator.run(long_.animate([Leg(QPointF(9, 9), 400)]))
    qtbot.waitUntil(lambda: short.pos() == QPointF(5, 5), timeout=2000)
    QCoreApplication.processEvents()  # anything the landing queued is delivered now
    assert animator.busy and idles == []
    qtbot.waitUntil(lambda: bool(idles), timeout=2000)
    QCoreApplication.processEvents()
    assert idles == [None]


def test_stopping_everything_is_idle_too_but_never_synchronously(qtbot: QtBot) -> None:
    animator = Animator()
    idles: list[None] = []
    animator.idle.connect(lambda: idles.append(None))
    item = seven_of_hearts()
    animator.run(item.animate([Leg(QPointF(100, 0), 5000)]))
    animator.stop_all()
    # A listener reacting to idle must not run inside the call that stopped the animations.
    assert idles == [] and not animator.busy
    qtbot.waitUntil(lambda: bool(idles), timeout=1000)
    assert item.pos() != QPointF(100, 0)  # stopped where it was; the board snaps it


def test_settle_reports_idle_after_a_batch_without_motion(qtbot: QtBot) -> None:
    animator = Animator()
    with qtbot.waitSignal(animator.idle, timeout=1000):
        animator.settle()
