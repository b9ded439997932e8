# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Write the game's sounds, ``addiction/data/sounds/*.wav``, synthesised from nothing.

    python -m tools.make_sounds          # rewrite the files
    python -m tools.make_sounds --check  # exit 1 if a file differs from what this writes

Four short 16-bit mono sounds at 22,050 Hz: a card laid down ("placed"), a riffle shuffle
("shuffle", for a redeal), a soft low thud ("refused", nothing can happen there) and a rising
arpeggio ("won"). They are made by the project, under its own licence (``REUSE.toml``).

The output is the same bytes on every machine: the noise comes from ``random.Random`` with a
fixed seed (its sequence is stable across Python versions), and every curve is computed with
additions and multiplications only (correctly rounded in IEEE arithmetic), never with the C
library's ``sin`` or ``exp``, whose last bit may differ from one system to another.
"""

from __future__ import annotations

import argparse
import io
import random
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
FOLDER = Path(__file__).resolve().parents[1] / "addiction" / "data" / "sounds"
PI = 3.141592653589793
_FULL = 32767


# --- arithmetic that gives the same bits everywhere -------------------------------------------


def _sin_cos(x: float) -> tuple[float, float]:
    """sin and cos of an angle below one radian by their Taylor series."""
    x2 = x * x
    sin = term = x
    cos = cterm = 1.0
    for n in range(1, 12):
        term *= -x2 / ((2 * n) * (2 * n + 1))
        cterm *= -x2 / ((2 * n - 1) * (2 * n))
        sin += term
        cos += cterm
    return sin, cos


def _exp(x: float) -> float:
    """e**x for the small negative exponents of a decay, by halving and squaring."""
    halvings = 0
    while abs(x) > 0.01:
        x /= 2
        halvings += 1
    total = term = 1.0
    for n in range(1, 10):
        term *= x / n
        total += term
    for _ in range(halvings):
        total *= total
    return total


def _tone(freq: float, seconds: float, decay: float, glide: float = 1.0) -> list[float]:
    """A sine at ``freq`` Hz fading by e every ``decay`` seconds; its pitch multiplied by
    ``glide`` over its length. Made by turning a phasor, so no sine is taken per sample."""
    count = round(seconds * RATE)
    out: list[float] = []
    re, im = 1.0, 0.0
    fade = _exp(-1.0 / (decay * RATE))
    level = 1.0
    step = 1.0 if glide == 1.0 else _exp(_ln(glide) / count)
    f = freq
    s, c = _sin_cos(2 * PI * f / RATE)
    for _ in range(count):
        out.append(im * level)
        if glide != 1.0:
            s, c = _sin_cos(2 * PI * f / RATE)
        re, im = re * c - im * s, re * s + im * c
        # Keep the phasor on the unit circle against rounding drift.
        norm = 1.5 - 0.5 * (re * re + im * im)
        re, im = re * norm, im * norm
        level *= fade
        f *= step
    return out


def _ln(x: float) -> float:
    """The natural logarithm of a ratio near 1 (a pitch glide), by its series in (x-1)/(x+1)."""
    y = (x - 1) / (x + 1)
    y2, total, power = y * y, 0.0, y
    for n in range(30):
        total += power / (2 * n + 1)
        power *= y2
    return 2 * total


def _burst(rng: random.Random, seconds: float, decay: float, brightness: float) -> list[float]:
    """Noise fading by e every ``decay`` seconds; ``brightness`` (0-1) is how much of its high
    end a one-pole low-pass lets through."""
    count = round(seconds * RATE)
    fade = _exp(-1.0 / (decay * RATE))
    level, low, out = 1.0, 0.0, []
    for _ in range(count):
        low += brightness * ((rng.random() * 2 - 1) - low)
        out.append(low * level)
        level *= fade
    return out


def _mix(into: list[float], sound: list[float], at: float, gain: float) -> None:
    start = round(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += value * gain


def _ramp(sound: list[float], seconds: float) -> list[float]:
    """Fade the first ``seconds`` in, so a sound starts without a click."""
    count = max(1, round(seconds * RATE))
    return [v * min(1.0, i / count) for i, v in enumerate(sound)]


def _normalised(sound: list[float], peak: float) -> list[int]:
    """The samples as 16-bit integers whose loudest reaches ``peak`` of full scale, the last
    few milliseconds faded out."""
    top = max(abs(v) for v in sound) or 1.0
    tail = round(0.004 * RATE)
    out = []
    for i, value in enumerate(sound):
        fade = min(1.0, (len(sound) - 1 - i) / tail)
        out.append(round(value / top * peak * fade * _FULL))
    return out


# --- the four sounds -----------------------------------------------------------------------------


def placed() -> list[int]:
    """A card laid on the felt: a short bright tap over a small low knock."""
    rng = random.Random(1)
    sound: list[float] = []
    _mix(sound, _ramp(_burst(rng, 0.07, 0.012, 0.55), 0.0015), 0.0, 1.0)
    _mix(sound, _ramp(_tone(190.0, 0.06, 0.015, 0.8), 0.002), 0.0, 0.5)
    return _normalised(sound, 0.55)


def shuffle() -> list[int]:
    """A riffle: two halves of a deck falling together, card by card, quicker in the middle."""
    rng = random.Random(2)
    sound: list[float] = []
    cards = 34
    at = 0.02
    for n in range(cards):
        middle = abs(n - cards / 2) / (cards / 2)  # 1 at the ends, 0 in the middle
        tick = _ramp(_burst(rng, 0.022, 0.004 + 0.002 * rng.random(), 0.35 + 0.3 * rng.random()),
                     0.0008)
        _mix(sound, tick, at, 0.55 + 0.45 * rng.random() * (1 - 0.5 * middle))
        at += 0.011 + 0.012 * middle + 0.004 * rng.random()
    # The squared-up deck settling at the end.
    _mix(sound, _ramp(_burst(rng, 0.09, 0.02, 0.25), 0.003), at + 0.02, 0.9)
    _mix(sound, _ramp(_tone(140.0, 0.08, 0.02, 0.85), 0.003), at + 0.02, 0.35)
    return _normalised(sound, 0.5)


def refused() -> list[int]:
    """Nothing can happen there: a soft, low, short thud, falling in pitch."""
    sound: list[float] = []
    _mix(sound, _ramp(_tone(130.0, 0.16, 0.045, 0.7), 0.004), 0.0, 1.0)
    _mix(sound, _ramp(_tone(260.0, 0.08, 0.02, 0.7), 0.004), 0.0, 0.25)
    return _normalised(sound, 0.45)


def won() -> list[int]:
    """A win: C, E, G and the C above, rising, each a soft bell that rings on under the next."""
    sound: list[float] = []
    notes = (523.25, 659.26, 783.99, 1046.5)
    for n, freq in enumerate(notes):
        last = n == len(notes) - 1
        length = 0.6 if last else 0.45
        bell = _ramp(_tone(freq, length, 0.28 if last else 0.16), 0.006)
        _mix(sound, bell, 0.11 * n, 1.0)
        _mix(sound, _ramp(_tone(freq * 2, length, 0.08), 0.006), 0.11 * n, 0.18)
    return _normalised(sound, 0.5)


SOUNDS: dict[str, Callable[[], list[int]]] = {
    "placed": placed, "shuffle": shuffle, "refused": refused, "won": won,
}


def wav_bytes(samples: list[int]) -> bytes:
    """The samples as a WAV file: 16-bit little-endian mono at ``RATE``."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(v.to_bytes(2, "little", signed=True) for v in samples))
    return buffer.getvalue()


def files() -> dict[str, bytes]:
    """Every sound's file name and bytes."""
    return {f"{name}.wav": wav_bytes(make()) for name, make in SOUNDS.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.make_sounds", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the files are up to date")
    args = parser.parse_args(argv)
    stale = []
    for name, data in files().items():
        path = FOLDER / name
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(name)
            continue
        path.write_bytes(data)
        seconds = (len(data) - 44) / 2 / RATE
        print(f"{path.relative_to(FOLDER.parents[2])}: {len(data):,} bytes, {seconds:.2f} s")
    if stale:
        print(f"out of date: {', '.join(stale)} (run python -m tools.make_sounds)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
