# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Short sounds for what happens on a table, played on the audio library's own thread.

The sounds are the project's own (``addiction/data/sounds``, written by
``tools/make_sounds.py``). Playback goes through miniaudio, which finds PulseAudio (or
PipeWire's stand-in for it), ALSA or JACK when the device is opened; the library is imported
and the device opened on the first sound actually played, never at start-up, and on a
short-lived thread of its own, so the window never waits for the sound system. When no device
can be opened, sound stays off for the session and the window is told once, in one sentence.
While a device is looked for, ALSA's library keeps its complaints (a line for each card and
plugin it cannot find: 35 on a machine with no sound card) off the terminal.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from array import array
from collections import deque
from collections.abc import Generator, Iterator, Sequence
from contextlib import contextmanager
from importlib import resources
from queue import Empty, SimpleQueue
from typing import Any, Final

from PySide6.QtCore import QObject, Signal

# What a table asks to hear: a card laid down, a redeal's shuffle, a click that does nothing,
# a game won.
EVENTS: Final[tuple[str, ...]] = ("placed", "shuffle", "refused", "won")
# The rate of the sound files, and of the device (the sound system converts when it must).
RATE: Final = 22050
# How much sound the device asks for at once: short enough that a click is heard at once.
BUFFER_MS: Final = 40
# At most this many sounds ring together; a newer one stops the oldest (Play to the End with
# animations off lays cards faster than their sounds end).
MAX_VOICES: Final = 4
# How many of the sounds asked for ``Sounds.queued`` keeps, newest last.
QUEUE_KEPT: Final = 64
# The sound systems tried, in this order: miniaudio's names. Its "null" device, which plays
# into nothing, is never chosen unless asked for (tests play through it).
BACKENDS: Final[tuple[str, ...]] = (
    "pulseaudio", "alsa", "jack", "wasapi", "dsound", "winmm", "coreaudio", "sndio", "audio4",
    "oss", "aaudio", "opensl",
)
_SAMPLE_BYTES: Final = 2
_FULL: Final = 32767
# ALSA's error handler: void (*)(const char *file, int line, const char *function, int err,
# const char *fmt, ...); the arguments after these are never read.
_ALSA_HANDLER: Final = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                                        ctypes.c_int, ctypes.c_char_p)


def _say_nothing(*_: object) -> None:
    """ALSA's complaint, dropped."""


# Kept for as long as the program runs: ALSA holds a pointer to it while it is set.
_SILENT: Final = _ALSA_HANDLER(_say_nothing)
_ALSA_LOCK: Final = threading.Lock()


def _alsa() -> ctypes.CDLL | None:
    """ALSA's library, the one miniaudio loads (None where there is none: not Linux, or no
    libasound)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL("libasound.so.2")
    except OSError:
        return None


@contextmanager
def quiet_alsa() -> Iterator[None]:
    """ALSA's library says nothing on stderr meanwhile (its own handler, which prints, is put
    back after): opening a device on a machine without one writes dozens of lines."""
    library = _alsa()
    if library is None:
        yield
        return
    with _ALSA_LOCK:
        library.snd_lib_error_set_handler(_SILENT)
        try:
            yield
        finally:
            library.snd_lib_error_set_handler(None)


def gain(volume: int) -> float:
    """The factor a sample is multiplied by at ``volume`` (0-100): the square of its share,
    as volume controls go, so that each step sounds about as much louder as the one before."""
    share = min(100, max(0, volume)) / 100
    return share * share


def scaled(samples: Sequence[int], volume: int) -> bytes:
    """16-bit ``samples`` scaled to ``volume`` (0-100), as the device's bytes (the machine's
    own byte order, which is what miniaudio's signed 16-bit format means)."""
    factor = gain(volume)
    return array("h", [round(value * factor) for value in samples]).tobytes()


def read_sound(event: str) -> list[int]:
    """The samples of ``event``'s sound, from the package's data."""
    import wave  # noqa: PLC0415 - only when a sound is first played

    if event not in EVENTS:
        raise ValueError(f"{event!r} is not one of {', '.join(EVENTS)}")
    with (resources.files("addiction.data.sounds") / f"{event}.wav").open("rb") as file, \
            wave.open(file, "rb") as wav:
        if (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) != (1, _SAMPLE_BYTES, RATE):
            raise ValueError(f"{event}.wav is not 16-bit mono at {RATE} Hz")
        samples = array("h", wav.readframes(wav.getnframes()))
    if sys.byteorder == "big":  # WAV files are little-endian
        samples.byteswap()
    return samples.tolist()


class Mixer:
    """What the audio thread plays: the sounds handed over by the window, added together.

    ``push`` may be called from any thread; ``stream`` is the generator miniaudio's thread asks
    for each buffer's bytes. ``finished`` counts the sounds played to their end.
    """

    def __init__(self) -> None:
        self._incoming: SimpleQueue[bytes] = SimpleQueue()
        self.finished = 0

    def push(self, sound: bytes) -> None:
        self._incoming.put(sound)

    def stream(self) -> Generator[bytes, int, None]:
        voices: deque[list[Any]] = deque()
        frames = yield b""
        while True:
            while True:
                try:
                    voices.append([self._incoming.get_nowait(), 0])
                except Empty:
                    break
                if len(voices) > MAX_VOICES:
                    voices.popleft()
                    self.finished += 1
            if not voices:
                # The device's buffer comes silent: nothing to write.
                frames = yield b""
                continue
            want = frames * _SAMPLE_BYTES
            if len(voices) == 1:
                voice = voices[0]
                chunk = voice[0][voice[1]:voice[1] + want]
                voice[1] += want
            else:
                chunk = self._mixed(voices, want)
            for voice in list(voices):
                if voice[1] >= len(voice[0]):
                    voices.remove(voice)
                    self.finished += 1
            frames = yield chunk

    @staticmethod
    def _mixed(voices: deque[list[Any]], want: int) -> bytes:
        """The next ``want`` bytes of every voice added together, clipped to 16 bits."""
        parts = []
        for voice in voices:
            sound, at = voice
            parts.append(memoryview(sound[at:at + want]).cast("h"))
            voice[1] = at + want
        total = [0] * max(len(part) for part in parts)
        for part in parts:
            for i, value in enumerate(part):
                total[i] += value
        return array("h", [max(-_FULL - 1, min(_FULL, value)) for value in total]).tobytes()

    def clear(self) -> None:
        """Drop the sounds handed over and not yet taken by the audio thread."""
        while True:
            try:
                self._incoming.get_nowait()
            except Empty:
                break


class Sounds(QObject):
    """The table's sounds: ``play(event)`` with an event of ``EVENTS``.

    ``enabled`` and ``volume`` (0-100) are the player's settings. ``queued`` holds the events
    asked for while sound was on, in order (the last ``QUEUE_KEPT``), whether or not a device
    could play them. ``backends`` names the sound systems to try (miniaudio's names;
    ``BACKENDS`` by default). ``unavailable`` carries one sentence for the status bar when no
    device could be opened; sound then stays off until it is turned on again.
    """

    unavailable = Signal(str)
    # A device was opened: sound plays.
    available = Signal()
    # From the thread that opens the device, to the window's thread.
    _failed = Signal()
    _opened = Signal()

    def __init__(self, enabled: bool = False, volume: int = 100, *,
                 backends: Sequence[str] = BACKENDS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = enabled
        self._volume = volume
        self._backends = tuple(backends)
        self.queued: deque[str] = deque(maxlen=QUEUE_KEPT)
        self.mixer = Mixer()
        self._samples: dict[str, list[int]] = {}
        self._scaled: dict[str, bytes] = {}
        # None: not tried yet; False: failed (sound off until turned on again).
        self._working: bool | None = None
        self._device: Any = None
        self._opener: threading.Thread | None = None
        self._failed.connect(self._tell_failure)
        self._opened.connect(self.available)

    @property
    def enabled(self) -> bool:
        """Whether sounds are played: the player's choice, unless no device could be opened."""
        return self._enabled and self._working is not False

    def set_enabled(self, on: bool) -> None:
        """Turn sound on or off. Off lets the device go; on again after a failure, a device
        is tried again."""
        self._enabled = on
        if not on:
            self.close()
        elif self._working is False:
            self._working = None

    @property
    def volume(self) -> int:
        return self._volume

    def set_volume(self, volume: int) -> None:
        if volume != self._volume:
            self._volume = volume
            self._scaled.clear()

    @property
    def device_open(self) -> bool:
        """Whether a device has been opened and plays."""
        return self._device is not None

    @property
    def backend(self) -> str:
        """The sound system in use ("" before a device is open)."""
        return str(getattr(self._device, "backend", ""))

    def play(self, event: str) -> None:
        """Queue ``event``'s sound, and play it when sound is on and the volume above zero."""
        if event not in EVENTS:
            raise ValueError(f"{event!r} is not one of {', '.join(EVENTS)}")
        if not self.enabled or self._volume <= 0:
            return
        self.queued.append(event)
        sound = self._scaled.get(event)
        if sound is None:
            samples = self._samples.get(event)
            if samples is None:
                samples = self._samples[event] = read_sound(event)
            sound = self._scaled[event] = scaled(samples, self._volume)
        self.mixer.push(sound)
        if self._working is None and self._opener is None:
            self._opener = threading.Thread(target=self._open, name="addiction-sound-open",
                                            daemon=True)
            self._opener.start()

    def _open(self) -> None:
        """Open and start the device (on the opener thread); the window hears of a failure."""
        try:
            import miniaudio  # noqa: PLC0415 - only when a sound is first played

            backends = [getattr(miniaudio.Backend, name.upper()) for name in self._backends
                        if hasattr(miniaudio.Backend, name.upper())]
            with quiet_alsa():
                device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                    sample_rate=RATE, buffersize_msec=BUFFER_MS, backends=backends,
                    app_name="Addiction")
                stream = self.mixer.stream()
                next(stream)
                # Known before the first buffer is asked for, which may come at once.
                self._device = device
                device.start(stream)
        except Exception:  # no library, no sound system, no device: all mean silence
            self._device = None
            self._working = False
            self._opener = None
            self._failed.emit()
            return
        self._working = True
        self._opener = None
        self._opened.emit()

    def _tell_failure(self) -> None:
        # Whatever was waiting to be played goes with the device that never came.
        self.mixer.clear()
        self.unavailable.emit(self.tr(
            "Sound is off: no sound device could be opened (turn Sound on again to try again)."))

    def close(self) -> None:
        """Stop playing and let the device go (sound turned off, or the window closes); the
        next sound played opens one again."""
        opener = self._opener
        if opener is not None:
            opener.join(timeout=2.0)
        device, self._device = self._device, None
        if device is not None:
            device.close()
            self._working = None
        self.mixer.clear()
