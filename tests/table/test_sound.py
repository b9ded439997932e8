# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Sound in the window: each thing that happens on a table asks for its sound, played through
miniaudio's null device (no sound card needed); off, nothing is asked; without a device, the
player is told once and play goes on; the settings are kept; the files are the tool's."""

from __future__ import annotations

import ctypes
import wave
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.gaps.view import BoardView
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.games.pyramid.solver import solve
from addiction.games.pyramid.view import PyramidView
from addiction.shell.window import MainWindow
from addiction.table import sound
from addiction.table.page import GamePage, PageContext
from addiction.table.settings import Settings
from addiction.table.sound import (
    EVENTS,
    MAX_VOICES,
    QUEUE_KEPT,
    RATE,
    Mixer,
    Sounds,
    gain,
    read_sound,
    scaled,
)
from tests.conftest import OpenWindow
from tests.games.gaps.positions import STUCK
from tools import make_sounds

RANKS = "23456789TJQK"
# Three rows done, and the last with its Queen and King one place right of the gap: the
# Queen's move leaves the King, whose move wins.
TWO_FROM_WIN = "\n".join(
    [" ".join([*(r + s for r in RANKS), "--"]) for s in "SHD"]
    + ["2C 3C 4C 5C 6C 7C 8C 9C TC JC -- QC KC"])
# Pyramid's deal 2 clears in Classic (tests/games/pyramid checks the solver's line for it).
WINNING_DEAL = 2

OpenGame = Callable[..., MainWindow]


def settings_at(path: Path) -> Settings:
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))


@pytest.fixture
def open_game(open_window: OpenWindow, tmp_path: Path) -> OpenGame:
    """A window over ``game`` with sound on (or not), its sounds played into miniaudio's null
    device (or tried on ``backends``)."""

    def open_(game: GapsGame | PyramidGame, *, sound: bool = True, volume: int = 60,
              backends: tuple[str, ...] = ("null",)) -> MainWindow:
        settings = settings_at(tmp_path / "settings.ini")
        settings.sound = sound
        settings.sound_volume = volume
        sounds = Sounds(settings.sound, settings.sound_volume, backends=backends)
        if isinstance(game, GapsGame):
            def gaps(context: PageContext) -> GamePage:
                return GapsPage(context, model=GapsModel(game))
            factories: dict[str, Callable[[PageContext], GamePage]] = {"addiction": gaps}
        else:
            def pyramid(context: PageContext) -> GamePage:
                return PyramidPage(context, model=PyramidModel(game))
            factories = {"pyramid": pyramid}
        [start] = factories
        window = open_window(start, storage=None, settings=settings, factories=factories,
                             sounds=sounds, size=(1000, 700))
        sounds.setParent(window)
        return window

    return open_


def click_item(qtbot: QtBot, view: BoardView | PyramidView, item: QGraphicsItem) -> None:
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)  # type: ignore[no-untyped-call]


def gaps_view(window: MainWindow) -> BoardView:
    assert window.page is not None and isinstance(window.page.view, BoardView)
    return window.page.view


def heard(qtbot: QtBot, sounds: Sounds, *events: str) -> None:
    """``events`` were asked for, in order, and the null device played them to their end."""
    assert list(sounds.queued) == list(events)
    qtbot.waitUntil(lambda: sounds.mixer.finished >= len(events), timeout=10_000)
    assert sounds.device_open and sounds.backend == "Null"


# --- each event, in a real window ------------------------------------------------------------


def test_a_card_played_by_a_click_is_placed(qtbot: QtBot, open_game: OpenGame) -> None:
    game = GapsGame.from_text(TWO_FROM_WIN)
    window = open_game(game)
    queen = game.moves()[0].card
    click_item(qtbot, gaps_view(window), gaps_view(window).card_item(queen))
    assert game.moves_played == 1
    heard(qtbot, window.sounds, "placed")


def test_a_click_that_can_do_nothing_is_refused(qtbot: QtBot, open_game: OpenGame) -> None:
    game = GapsGame.from_text(TWO_FROM_WIN)
    window = open_game(game)
    # The Ace-less table's first card, a 2 at the start of its row, cannot move.
    two = game.cell((0, 0))
    assert two is not None
    click_item(qtbot, gaps_view(window), gaps_view(window).card_item(two))
    assert game.moves_played == 0
    heard(qtbot, window.sounds, "refused")


def test_a_redeal_shuffles(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game(GapsGame.from_text(STUCK))
    page = window.page
    assert isinstance(page, GapsPage) and page.action_redeal.isEnabled()
    page.action_redeal.trigger()
    heard(qtbot, window.sounds, "shuffle")


def test_the_winning_card_is_placed_then_the_win_sounds(qtbot: QtBot, open_game: OpenGame) -> None:
    game = GapsGame.from_text(TWO_FROM_WIN)
    window = open_game(game)
    view = gaps_view(window)
    for _ in range(2):
        click_item(qtbot, view, view.card_item(game.moves()[0].card))
    assert game.is_won
    heard(qtbot, window.sounds, "placed", "placed", "won")


def test_auto_and_undo_sound_like_a_card_played(qtbot: QtBot, open_game: OpenGame) -> None:
    game = GapsGame.from_text(TWO_FROM_WIN)
    window = open_game(game)
    window.menus.action_auto.trigger()
    qtbot.waitUntil(lambda: game.moves_played == 1, timeout=10_000)
    window.menus.action_undo.trigger()
    assert game.moves_played == 0
    heard(qtbot, window.sounds, "placed", "placed")


def test_pyramid_sounds_through_the_same_table(qtbot: QtBot, open_game: OpenGame) -> None:
    game = PyramidGame.new(WINNING_DEAL)
    window = open_game(game)
    page = window.page
    assert isinstance(page, PyramidPage) and isinstance(page.view, PyramidView)
    view = page.view
    verdict, line = solve(game.copy(), 30)
    assert verdict == "winnable" and line
    # The top of the pyramid is covered: it cannot be taken.
    apex = game.pyramid[0]
    assert apex is not None and apex not in game.available_cards()
    click_item(qtbot, view, view.card_item(apex))
    for action in line[:-1]:
        page.model.play(action)
    last = line[-1]
    if last.kind in ("draw", "recycle"):
        click_item(qtbot, view, view.stock_item())
    else:
        for card in last.cards:
            click_item(qtbot, view, view.card_item(card))
    assert game.is_won
    # A pair taken or a card drawn is laid down; the waste going back is shuffled.
    expected = ["refused", *("shuffle" if a.kind == "recycle" else "placed" for a in line), "won"]
    assert len(expected) <= QUEUE_KEPT
    heard(qtbot, window.sounds, *expected)


def test_sound_off_asks_for_nothing_and_opens_no_device(qtbot: QtBot, open_game: OpenGame) -> None:
    game = GapsGame.from_text(TWO_FROM_WIN)
    window = open_game(game, sound=False)
    view = gaps_view(window)
    two = game.cell((0, 0))
    assert two is not None
    click_item(qtbot, view, view.card_item(two))
    for _ in range(2):
        click_item(qtbot, view, view.card_item(game.moves()[0].card))
    assert game.is_won
    assert list(window.sounds.queued) == [] and not window.sounds.device_open
    assert not window.menus.action_sound.isChecked() and not window.menus.volume_menu.isEnabled()


def test_volume_zero_asks_for_nothing(qtbot: QtBot, open_game: OpenGame) -> None:
    game = GapsGame.from_text(TWO_FROM_WIN)
    window = open_game(game, volume=0)
    click_item(qtbot, gaps_view(window), gaps_view(window).card_item(game.moves()[0].card))
    assert game.moves_played == 1
    assert list(window.sounds.queued) == [] and not window.sounds.device_open


# --- no device ----------------------------------------------------------------------------


def test_no_device_turns_sound_off_with_one_sentence_and_play_goes_on(
    qtbot: QtBot, open_game: OpenGame
) -> None:
    game = GapsGame.from_text(TWO_FROM_WIN)
    # Windows' sound system cannot be opened on this machine: as good as no sound card.
    window = open_game(game, backends=("wasapi",))
    view = gaps_view(window)
    told: list[str] = []
    spoken: list[str] = []
    window.sounds.unavailable.connect(told.append)
    view.announce = spoken.append  # type: ignore[method-assign]
    with qtbot.waitSignal(window.sounds.unavailable, timeout=5000):
        click_item(qtbot, view, view.card_item(game.moves()[0].card))
    assert told == ["Sound is off: no sound device could be opened (turn Sound on again to try again)."]
    assert window.statusBar().currentMessage() == told[0]
    # A screen reader goes on reading the game: the sentence is for the status bar only.
    assert told[0] not in spoken
    assert not window.sounds.enabled and not window.sounds.device_open
    # Play goes on, silent, and nothing more is said.
    click_item(qtbot, view, view.card_item(game.moves()[0].card))
    assert game.is_won
    qtbot.wait(50)  # let any queued signal arrive: there must be none
    assert told == [told[0]]
    assert list(window.sounds.queued) == ["placed"]
    # The menu says what is so; the setting stays the player's choice for the next start.
    assert not window.menus.action_sound.isChecked() and not window.menus.volume_menu.isEnabled()
    assert window.settings.sound
    # Choosing Sound again tries again (its own card's sound), and says so again.
    with qtbot.waitSignal(window.sounds.unavailable, timeout=5000):
        window.menus.action_sound.trigger()
    assert window.menus.action_sound.isChecked() is False and len(told) == 2
    assert list(window.sounds.queued) == ["placed", "placed"] and window.settings.sound


def test_no_device_is_said_once_not_at_every_start_and_sound_comes_back_with_a_device(
    qtbot: QtBot, open_game: OpenGame
) -> None:
    sentence = "Sound is off: no sound device could be opened (turn Sound on again to try again)."

    def first_move(window: MainWindow, game: GapsGame) -> None:
        view = gaps_view(window)
        click_item(qtbot, view, view.card_item(game.moves()[0].card))

    game = GapsGame.from_text(TWO_FROM_WIN)
    first = open_game(game, backends=("wasapi",))
    with qtbot.waitSignal(first.sounds.unavailable, timeout=5000):
        first_move(first, game)
    assert first.statusBar().currentMessage() == sentence
    first.close()
    # The next start: Sound is shown off from the first moment, the device is tried again
    # quietly at the first move, and nothing is said.
    game = GapsGame.from_text(TWO_FROM_WIN)
    second = open_game(game, backends=("wasapi",))
    assert not second.menus.action_sound.isChecked() and second.settings.sound
    with qtbot.waitSignal(second.sounds.unavailable, timeout=5000):
        first_move(second, game)
    qtbot.wait(50)
    assert second.statusBar().currentMessage() != sentence
    assert not second.menus.action_sound.isChecked() and second.settings.sound
    # Asked for in so many words, the player gets the answer.
    with qtbot.waitSignal(second.sounds.unavailable, timeout=5000):
        second.menus.action_sound.trigger()
    assert second.statusBar().currentMessage() == sentence
    second.close()
    # A device at last: sound plays, and the menu says so once it has opened.
    game = GapsGame.from_text(TWO_FROM_WIN)
    third = open_game(game, backends=("null",))
    with qtbot.waitSignal(third.sounds.available, timeout=5000):
        first_move(third, game)
    assert third.menus.action_sound.isChecked() and not third.settings.sound_missing_said
    heard(qtbot, third.sounds, "placed")


def test_alsa_says_nothing_on_the_terminal_while_a_device_is_looked_for(
        capfd: pytest.CaptureFixture[str]) -> None:
    library = sound._alsa()
    if library is None:
        pytest.skip("no ALSA library here")
    handle = ctypes.c_void_p()

    def open_missing() -> str:
        assert library.snd_pcm_open(ctypes.byref(handle), b"addiction-no-such-device", 0, 0) < 0
        return capfd.readouterr().err

    capfd.readouterr()
    # ALSA's own handler writes its complaint to stderr, as it did while a device was opened.
    assert "addiction-no-such-device" in open_missing()
    with sound.quiet_alsa():
        assert open_missing() == ""
    # Its handler is put back after.
    assert "addiction-no-such-device" in open_missing()


def test_no_sound_card_writes_nothing_on_the_terminal(
        qtbot: QtBot, capfd: pytest.CaptureFixture[str]) -> None:
    if sound._alsa() is None:
        pytest.skip("no ALSA library here")
    sounds = Sounds(True, 50, backends=("alsa",))
    capfd.readouterr()
    sounds.play("placed")
    qtbot.waitUntil(lambda: sounds.device_open or not sounds.enabled, timeout=10_000)
    opened = sounds.device_open
    err = capfd.readouterr().err
    sounds.close()
    if opened:
        pytest.skip("this machine has a sound card: ALSA had nothing to say")
    assert "ALSA lib" not in err, err


def test_turning_sound_on_again_tries_the_device_again(qtbot: QtBot) -> None:
    sounds = Sounds(True, 50, backends=("wasapi",))
    with qtbot.waitSignal(sounds.unavailable, timeout=5000):
        sounds.play("placed")
    assert not sounds.enabled
    sounds.play("won")  # off for now: not asked
    assert list(sounds.queued) == ["placed"]
    sounds.set_enabled(False)
    sounds.set_enabled(True)
    with qtbot.waitSignal(sounds.unavailable, timeout=5000):
        sounds.play("refused")
    assert list(sounds.queued) == ["placed", "refused"]


def test_unknown_events_are_refused() -> None:
    with pytest.raises(ValueError, match="'clap' is not one of placed, shuffle, refused, won"):
        Sounds(True).play("clap")


# --- volume and mixing ------------------------------------------------------------------------


def test_volume_scales_every_sample() -> None:
    samples = read_sound("won")
    loud = max(abs(v) for v in samples)
    for volume in (100, 60, 20, 0):
        out = memoryview(scaled(samples, volume)).cast("h")
        assert list(out) == [round(v * gain(volume)) for v in samples]
        assert max(abs(v) for v in out) == round(loud * gain(volume))
    assert gain(100) == 1.0 and gain(50) == 0.25 and gain(0) == 0.0


def test_a_new_volume_is_what_the_device_gets(qtbot: QtBot) -> None:
    sounds = Sounds(True, 100, backends=("null",))
    sounds.play("refused")
    sounds.set_volume(50)
    sounds.play("refused")
    qtbot.waitUntil(lambda: sounds.mixer.finished >= 2, timeout=5000)
    sounds.close()
    # Read what was handed to the mixer by playing it again through a fresh stream.
    mixer = Mixer()
    stream = mixer.stream()
    next(stream)
    full = scaled(read_sound("refused"), 100)
    half = scaled(read_sound("refused"), 50)
    mixer.push(half)
    assert stream.send(len(half) // 2) == half
    assert max(memoryview(half).cast("h")) * 4 == pytest.approx(max(memoryview(full).cast("h")), abs=4)


def test_sounds_ringing_together_are_added_and_clipped() -> None:
    mixer = Mixer()
    stream = mixer.stream()
    assert next(stream) == b""
    loud = memoryview(bytearray(b"\xff\x7f" * 4)).cast("h").tobytes()  # 32767 x 4
    soft = (b"\x10\x00" * 2)  # 16 x 2
    mixer.push(loud)
    mixer.push(soft)
    out = memoryview(stream.send(4)).cast("h").tolist()
    assert out == [32767, 32767, 32767, 32767]
    assert mixer.finished == 2
    assert stream.send(4) == b""  # nothing left: silence


def test_at_most_a_few_sounds_ring_together() -> None:
    mixer = Mixer()
    stream = mixer.stream()
    next(stream)
    for n in range(MAX_VOICES + 2):
        mixer.push(n.to_bytes(2, "little", signed=True) * 8)
    out = memoryview(stream.send(1)).cast("h").tolist()
    # The two oldest were stopped; the newest MAX_VOICES ring together.
    assert out == [sum(range(2, MAX_VOICES + 2))]
    assert mixer.finished == 2


# --- the settings and the menu ---------------------------------------------------------------


def test_the_menu_choices_are_kept(qtbot: QtBot, open_game: OpenGame, tmp_path: Path) -> None:
    window = open_game(GapsGame.from_text(TWO_FROM_WIN), sound=False, volume=60)
    menus = window.menus
    assert not menus.action_sound.isChecked()
    menus.action_sound.trigger()
    assert menus.action_sound.isChecked() and menus.volume_menu.isEnabled()
    # Turned on, a card's sound says how loud they are.
    assert list(window.sounds.queued) == ["placed"]
    forty = next(a for a in menus.volume_group.actions() if a.data() == 40)
    assert forty.text() == "40%"
    forty.trigger()
    assert forty.isChecked() and window.sounds.volume == 40
    assert list(window.sounds.queued) == ["placed", "placed"]
    window.settings.sync()
    again = settings_at(tmp_path / "settings.ini")
    assert again.sound is True and again.sound_volume == 40
    menus.action_sound.trigger()
    assert not menus.action_sound.isChecked() and not menus.volume_menu.isEnabled()
    assert settings_at(tmp_path / "settings.ini").sound is False


def test_sound_settings_default_and_refuse_nonsense(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    fresh = settings_at(path)
    # Off until the player turns it on.
    assert fresh.sound is False and fresh.sound_volume == 60
    path.write_text("[sound]\non=maybe\nvolume=150\n", encoding="utf-8")
    odd = settings_at(path)
    assert odd.sound is False and odd.sound_volume == 60
    with pytest.raises(ValueError, match="150 is not from 0 to 100"):
        odd.sound_volume = 150
    path.write_text("[sound]\non=true\nvolume=35\n", encoding="utf-8")
    kept = settings_at(path)
    assert kept.sound is True and kept.sound_volume == 35


def test_a_volume_between_the_menus_steps_shows_as_the_nearest(
    qtbot: QtBot, open_game: OpenGame
) -> None:
    window = open_game(GapsGame.from_text(TWO_FROM_WIN), volume=35)
    checked = window.menus.volume_group.checkedAction()
    assert checked is not None and checked.data() == 40
    assert window.sounds.volume == 35


# --- the files ----------------------------------------------------------------------------------


def test_the_tool_writes_the_shipped_files_byte_for_byte() -> None:
    written = make_sounds.files()
    assert sorted(written) == sorted(f"{event}.wav" for event in EVENTS)
    folder = resources.files("addiction.data.sounds")
    for name, data in written.items():
        assert (folder / name).read_bytes() == data, f"{name} differs: run python -m tools.make_sounds"


@pytest.mark.parametrize("event", EVENTS)
def test_each_sound_is_a_short_quiet_enough_mono_file(event: str) -> None:
    with (resources.files("addiction.data.sounds") / f"{event}.wav").open("rb") as file, \
            wave.open(file, "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, RATE)
        seconds = wav.getnframes() / RATE
    assert 0.03 < seconds < 1.2
    samples = read_sound(event)
    # Never full scale: room for two to ring together, and a soft start (no click).
    assert max(abs(v) for v in samples) < 0.6 * 32767
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200
    size = (resources.files("addiction.data.sounds") / f"{event}.wav").read_bytes()
    assert len(size) < 50_000
