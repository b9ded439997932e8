# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Every duration of the board's animations in one place, one speed factor, one idle detector."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, get_args

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

Speed = Literal["off", "fast", "normal", "slow"]
SPEEDS: Final[tuple[Speed, ...]] = get_args(Speed)

# Multipliers of the "normal" durations; "off" makes every animation a jump to its end.
SPEED_FACTORS: Final[dict[Speed, float]] = {"off": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.8}


@dataclass(frozen=True, slots=True)
class Durations:
    """Durations in milliseconds at normal speed. The redeal phases add up to about 1 s."""

    move: int = 200  # one card sliding into its gap
    fly_back: int = 170  # a dropped card returning home after an illegal drop
    gather: int = 210  # redeal: loose cards slide into one pile
    gather_spread: int = 80  # ... starting a little apart, so the pile visibly forms
    shuffle: int = 85  # redeal: one swing of the pile being shuffled (four swings)
    deal_flight: int = 210  # redeal: one card flying from the pile to its new place
    deal_spread: int = 270  # redeal: first card leaves the pile to last card leaves it
    deal_in_flight: int = 260  # new game: one card flying from the deck to its place
    deal_in_spread: int = 520  # new game: first to last card leaving the deck
    shake: int = 240  # the "nothing can happen here" cue, all four swings
    hop: int = 420  # win: one card's jump up and back down
    hop_spread: int = 620  # win: the wave crossing the board from left to right
    hint_pulse: int = 460  # hint "redeal": the loose cards swelling and settling


NORMAL: Final = Durations()


class Timing:
    """The durations at the chosen speed."""

    def __init__(self, speed: Speed = "normal", durations: Durations = NORMAL) -> None:
        self._durations = durations
        self._speed: Speed = "normal"
        self.speed = speed

    @property
    def speed(self) -> Speed:
        return self._speed

    @speed.setter
    def speed(self, speed: Speed) -> None:
        if speed not in SPEED_FACTORS:
            raise ValueError(f"animation speed must be one of {', '.join(SPEEDS)}, not {speed!r}")
        self._speed = speed

    @property
    def enabled(self) -> bool:
        return SPEED_FACTORS[self._speed] > 0

    def ms(self, field: str) -> int:
        """The duration named ``field`` (a ``Durations`` field) at the current speed."""
        normal: int = getattr(self._durations, field)
        return round(normal * SPEED_FACTORS[self._speed])


@dataclass(frozen=True, slots=True)
class Leg:
    """One stretch of a card's path: wait ``pause`` ms, then travel to ``pos`` in ``ms`` ms.

    ``rotation`` (degrees), ``scale`` and ``z`` (stacking order) are reached at the same time
    when given.
    """

    pos: QPointF
    ms: int
    easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic
    pause: int = 0
    rotation: float | None = None
    scale: float | None = None
    z: float | None = None


def path_animation(target: QObject, legs: list[Leg]) -> QAbstractAnimation:
    """A sequence of legs on ``target``'s ``pos`` (and ``rotation``/``scale``) properties.

    Start values are left unset so each leg starts from wherever the item is when it begins.
    """
    sequence = QSequentialAnimationGroup()
    for leg in legs:
        if leg.pause > 0:
            sequence.addPause(leg.pause)
        parts: list[QPropertyAnimation] = []
        for name, value in (
            (b"pos", leg.pos),
            (b"rotation", leg.rotation),
            (b"scale", leg.scale),
            (b"z", leg.z),
        ):
            if value is None:
                continue
            part = QPropertyAnimation(target, name)
            part.setEndValue(value)
            part.setDuration(max(1, leg.ms))
            part.setEasingCurve(leg.easing)
            parts.append(part)
        if len(parts) == 1:
            sequence.addAnimation(parts[0])
        else:
            together = QParallelAnimationGroup()
            for part in parts:
                together.addAnimation(part)
            sequence.addAnimation(together)
    return sequence


class Animator(QObject):
    """Runs the board's animations and says once when the last of a batch has landed.

    ``idle`` is emitted from the event loop (never from inside the call that started or
    stopped an animation), so a listener that reacts by changing the game cannot re-enter
    the code that is still handling the previous change.
    """

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: list[QAbstractAnimation] = []
        self._idle_check = QTimer(self)
        self._idle_check.setSingleShot(True)
        self._idle_check.setInterval(0)
        self._idle_check.timeout.connect(self._emit_if_idle)

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def run(self, animation: QAbstractAnimation, head_start: int = 0) -> None:
        """Start ``animation``; the animator owns it from now on.

        ``head_start`` ms are skipped at once, so the very next frame already shows motion
        instead of waiting a tick of the animation timer (a click is answered sooner).
        """
        animation.setParent(self)
        self._running.append(animation)
        animation.finished.connect(lambda: self._landed(animation))
        animation.start()
        if head_start > 0:
            animation.setCurrentTime(min(head_start, animation.totalDuration()))

    def stop_all(self) -> None:
        """Stop every animation where it is; the caller puts the items at their end state."""
        running, self._running = self._running, []
        for animation in running:
            animation.stop()
            animation.deleteLater()
        self.settle()

    def settle(self) -> None:
        """Announce ``idle`` soon if nothing is running (after a batch that needed no motion)."""
        self._idle_check.start()

    def _landed(self, animation: QAbstractAnimation) -> None:
        if animation in self._running:
            self._running.remove(animation)
            animation.deleteLater()
            self.settle()

    def _emit_if_idle(self) -> None:
        if not self._running:
            self.idle.emit()
