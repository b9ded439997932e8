# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The ``addiction`` command: arguments, errors, screenshots, and a light start-up."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from addiction import __version__
from addiction.games.gaps.engine import GapsGame, Rules
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.program.app import _application, build_parser, main
from addiction.registry import games
from addiction.shell.app_icon import ICON_SIZES
from addiction.shell.window import MainWindow
from addiction.store import DATA_DIR_ENV
from addiction.table.settings import Settings
from tests.games.gaps.positions import ONE_FROM_WIN


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The command never touches the player's own settings, records or saved game from tests.
    monkeypatch.setenv("ADDICTION_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))


def test_screenshot_writes_a_png_of_the_requested_size(qtbot: QtBot, tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    assert main(["--screenshot", str(out), "--size", "900x560", "--deal", "3"]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 560)
    # Not a blank frame: the felt and the cards give many distinct colours.
    colours = {image.pixel(x, y) for x in range(0, 900, 37) for y in range(80, 520, 23)}
    assert len(colours) > 20


def test_screenshot_of_a_position_file(qtbot: QtBot, tmp_path: Path) -> None:
    position = tmp_path / "near-win.txt"
    position.write_text(ONE_FROM_WIN + "\n", encoding="utf-8")
    out = tmp_path / "near-win.png"
    assert main(["--screenshot", str(out), "--position", str(position), "--size", "640x400"]) == 0
    assert QImage(str(out)).size().toTuple() == (640, 400)


def test_arguments_are_parsed_into_deal_rules_and_size() -> None:
    args = build_parser().parse_args(
        ["--deal", "42", "--rules", "redeals=2,gaps=random", "--size", "1024X768"]
    )
    assert args.deal == 42
    # The rules are the game's to read: Addiction's page reads these.
    assert GapsPage.parse_options(args.rules) == Rules(redeals=2, gaps="random")
    assert args.size == (1024, 768)


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--deal", "0"], "deal numbers run from 1 to 2147483647"),
        (["--deal", "2147483648"], "deal numbers run from 1 to 2147483647"),
        (["--deal", "seven"], "'seven' is not a whole number"),
        (["--rules", "redeals=9"], "redeals must be from 0 to 3"),
        (["--rules", "colour=blue"], "cannot read 'colour=blue'"),
        (["--size", "big"], "write WIDTHxHEIGHT"),
        (["--size", "10x10"], "write WIDTHxHEIGHT"),
        (["--screenshot", "shot.jpg"], "PNG"),
        (["--position", "/nonexistent/position.txt"], "cannot read"),
        (["--deal", "5", "--position", "p.txt"], "either --deal or --position"),
        (["--bogus"], "unrecognized arguments"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert words in capsys.readouterr().err


def test_a_bad_position_file_names_line_and_token(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], qtbot: QtBot
) -> None:
    position = tmp_path / "bad.txt"
    position.write_text(ONE_FROM_WIN.replace("9D", "9Z"), encoding="utf-8")
    with pytest.raises(SystemExit) as stop:
        main(["--position", str(position), "--screenshot", str(tmp_path / "x.png")])
    assert stop.value.code == 2
    assert "line 3, token 8" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


def test_python_dash_m_prints_the_version() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "addiction", "--version"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 0
    assert done.stdout.strip() == f"addiction {__version__}"


def test_start_up_does_not_load_the_solver() -> None:
    # The window must appear before the search code is even imported.
    code = (
        "import sys, addiction.program.app, addiction.shell.window; "
        "print(sorted(m for m in sys.modules if m.startswith('addiction.games.gaps.solver')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def run_and_look(
    argv: list[str], play: Callable[[MainWindow], None] = lambda window: None
) -> tuple[MainWindow, str]:
    """Run the command with ``argv``; once its window is up, note it, ``play``, and quit."""
    seen: list[tuple[MainWindow, str]] = []

    def look() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                seen.append((widget, widget.statusBar().currentMessage()))
                play(widget)
                widget.close()
        QApplication.quit()

    QTimer.singleShot(0, look)
    assert main(argv) == 0
    [(window, message)] = seen
    return window, message


def addiction_page(window: MainWindow) -> GapsPage:
    page = window.page
    assert isinstance(page, GapsPage)
    return page


def addiction_game(window: MainWindow) -> GapsGame:
    """The Addiction game on show in ``window``."""
    return addiction_page(window).model.game


def test_the_command_opens_the_deal_rules_and_size_asked_for(qtbot: QtBot) -> None:
    window, _ = run_and_look(
        ["--deal", "5", "--rules", "redeals=1,redeal_when=any", "--size", "900x600"]
    )
    qtbot.addWidget(window)
    assert addiction_game(window).deal == 5
    assert addiction_game(window).rules == Rules(redeals=1, redeal_when="any")
    assert window.size().toTuple() == (900, 600)


def test_the_command_opens_the_game_asked_for(qtbot: QtBot) -> None:
    window, _ = run_and_look(["--game", "pyramid", "--deal", "4", "--rules", "relaxed"])
    qtbot.addWidget(window)
    page = window.page
    assert isinstance(page, PyramidPage)
    assert (page.model.game.deal, page.model.game.mode) == (4, "relaxed")


def test_list_games_names_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list-games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == [
        "addiction", "pyramid", "montana", "spaces", "blue-moon", "red-moon", "galary",
        "moonlight", "jungle", "spaces-and-aces", "paganini", "double-montana"]


def test_list_games_lines_up_its_columns(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list-games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    specs = games()
    assert len(lines) == len(specs)
    # Each title, and each description, starts in the same column on every line, however
    # long the ids and titles before it ("spaces-and-aces", "Double Montana").
    title_at = {line.index(spec.title, len(spec.id)) for line, spec in zip(lines, specs, strict=True)}
    described_at = {line.index(spec.description, len(spec.id) + len(spec.title))
                    for line, spec in zip(lines, specs, strict=True)}
    assert len(title_at) == 1 and len(described_at) == 1
    assert min(title_at) > max(len(spec.id) for spec in specs)


def play_two_moves(window: MainWindow) -> None:
    model = addiction_page(window).model
    for _ in range(2):
        model.play(model.game.moves()[0])


def test_an_unfinished_game_comes_back_as_it_was_left(qtbot: QtBot) -> None:
    first, _ = run_and_look(["--deal", "77", "--rules", "redeals=2"], play_two_moves)
    qtbot.addWidget(first)
    left = addiction_game(first).to_text()
    again, message = run_and_look([])
    qtbot.addWidget(again)
    assert message == "Your unfinished game is back, as you left it."
    game = addiction_game(again)
    assert (game.deal, game.rules, game.moves_played) == (77, Rules(redeals=2), 2)
    assert game.to_text() == left and game.can_undo


def test_deal_and_position_take_precedence_over_the_saved_game(
    qtbot: QtBot, tmp_path: Path
) -> None:
    first, _ = run_and_look(["--deal", "77"], play_two_moves)
    qtbot.addWidget(first)
    chosen, message = run_and_look(["--deal", "5"])
    qtbot.addWidget(chosen)
    assert addiction_game(chosen).deal == 5 and addiction_game(chosen).moves_played == 0
    assert message == ""
    position = tmp_path / "near-win.txt"
    position.write_text(ONE_FROM_WIN, encoding="utf-8")
    pasted, _ = run_and_look(["--position", str(position)])
    qtbot.addWidget(pasted)
    assert addiction_game(pasted).to_text() == ONE_FROM_WIN and addiction_game(pasted).deal == 0


def test_a_screenshot_never_touches_the_saved_game_or_records(
    qtbot: QtBot, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    assert main(["--screenshot", str(tmp_path / "a.png"), "--deal", "3"]) == 0
    assert not data.exists()
    first, _ = run_and_look(["--deal", "77"], play_two_moves)
    qtbot.addWidget(first)
    before = {path.name: path.read_bytes() for path in data.iterdir()}
    assert "addiction-in-progress.json" in before
    assert main(["--screenshot", str(tmp_path / "b.png")]) == 0
    assert {path.name: path.read_bytes() for path in data.iterdir()} == before


def test_self_test_flag_plays_a_deal_and_exits_0(qtbot: QtBot, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--self-test"]) == 0
    assert "self-test" in capsys.readouterr().out.lower()


APP_ID = "io.github.addiction.Addiction"


def test_the_window_icon_ships_inside_the_package(qtbot: QtBot) -> None:
    # The theme's icons bear the name the desktop entry's Icon= asks for.
    entry = (Path(__file__).parents[2] / "resources" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Icon={APP_ID}\n" in entry
    theme = Path(__file__).parents[2] / "resources" / "icons" / "hicolor"
    for size in ICON_SIZES:  # the desktop icon and the window icon are one drawing
        bundled = files("addiction.data").joinpath(f"addiction-{size}.png").read_bytes()
        assert bundled == (theme / f"{size}x{size}" / "apps" / f"{APP_ID}.png").read_bytes()
    icon = _application().windowIcon()
    assert {(s.width(), s.height()) for s in icon.availableSizes()} >= {(n, n) for n in ICON_SIZES}


def test_a_deal_asked_for_is_the_only_deal_made_and_a_plain_start_deals_one(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The page of the game asked for deals no random game of its own first (dealing,
    # animating and saving it took some 10 ms before the first frame).
    dealt: list[tuple[str, int | None]] = []
    for model in (GapsModel, PyramidModel):
        def counting(self: Any, deal: int | None = None, *args: Any,
                     _new_game: Callable[..., None] = model.new_game, **kwargs: Any) -> None:
            dealt.append((type(self).__name__, deal))
            _new_game(self, deal, *args, **kwargs)
        monkeypatch.setattr(model, "new_game", counting)
    window, _ = run_and_look(["--deal", "5"])
    qtbot.addWidget(window)
    assert dealt == [("GapsModel", 5)] and addiction_game(window).deal == 5
    dealt.clear()
    window, _ = run_and_look(["--game", "pyramid", "--deal", "4"])
    qtbot.addWidget(window)
    assert dealt == [("PyramidModel", 4)]
    dealt.clear()
    # A page with no game to bring back, made by a window whose maker deals nothing itself,
    # deals a game of its own.
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, start="pyramid")
    qtbot.addWidget(window)
    assert dealt == [("PyramidModel", None)] and window.page is not None
    assert window.page.game.deal != 0
