# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``kill -9`` while Auto plays at full speed: how many actions the game on disk loses, per game.

Run ``python -m benchmarks.kill`` (``--kills`` per game, default 5; ``--games`` to choose some;
``--checkout DIR`` to run the program of another checkout, say a git worktree of an older
commit; ``--seed`` for other kill moments). For every game of ``addiction.registry.games()``
the real program is started again and again in a subprocess, offscreen, with a data folder,
settings file and ``XDG_RUNTIME_DIR`` of its own for that game (kept from one kill to the
next, so every start after the first resumes what the last kill left). Animations and the
winnable indicator are off, and Auto is pressed again the moment it has played, as fast as the
program answers; a finished game is followed by a new deal. At a random moment after the
window is up the process is killed with SIGKILL.

How the last action is known: the child wraps ``SavedGames.save`` and reports each save on its
standard output once ``save`` has returned, that is when the window goes back to its event
loop and can show the action. A report is one line: the game's name, a digest of the game as
handed over (``data["game"]``: cards, history, counters) and how long ``save`` kept the UI
thread. Saves of an unchanged game (the clock ticking) are one action. After the kill the
game on disk is read and matched against the reports: the loss is the number of actions
reported after the one on disk (0 when the disk holds the newest, or one handed over whose
report the kill cut off: counted as "ahead"). A ``clear`` (a finished game, now in the records)
is reported before the file goes and empties the list.

Orphans are temporary files of the saved-game writer (``.<game>-in-progress.json.<pid>-<tid>.tmp``)
in the data folder after a kill; "new" were made by the run just killed, "outlived" were there
when it started and still are (a start should remove them).

Figures only: nothing is asserted. The child part runs as a script (``--child``) with only the
standard library imported at the top, so that ``--checkout`` can put another ``addiction``
first on its path.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

# Where the child learns which game to play.
GAME_ENV: Final = "ADDICTION_KILL_BENCHMARK_GAME"
READY: Final = "READY"
# How long after the window is up the kill may come, in seconds: long enough for hundreds of
# actions, short enough for many kills a minute.
KILL_AFTER_S: Final = (0.2, 1.5)
START_TIMEOUT_S: Final = 60.0
# Variables that would point the child at the benchmark user's own data, settings or session.
_INHERITED_OUT: Final = (
    "ADDICTION_DATA_DIR", "ADDICTION_SETTINGS", "ADDICTION_LANGUAGE", "WAYLAND_DISPLAY",
    "DISPLAY", "XAUTHORITY", "DBUS_SESSION_BUS_ADDRESS", "SESSION_MANAGER", "XDG_SESSION_TYPE",
    "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_RUNTIME_DIR",
    "PYTHONPATH",
)
# The saved-game writer's temporary files: ``.<game>-in-progress.json.<pid>-<thread>.tmp``.
ORPHAN: Final = re.compile(r"\.[a-z][a-z0-9_-]*-in-progress\.json\.\d+-\d+\.tmp")


# --- pure parts -------------------------------------------------------------------------------


def state_digest(game: object) -> str:
    """A short fingerprint of a game as saved; equal for the handed-over data and its JSON."""
    text = json.dumps(game, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return hashlib.blake2b(text.encode(), digest_size=8).hexdigest()


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the child's report: a save handed over (with its cost) or a save cleared."""

    kind: str  # "save" or "clear"
    game: str
    digest: str = ""
    micros: int = 0


def parse_report(lines: Iterable[str]) -> list[Event]:
    """The events in the child's output; anything else (Qt's messages, a line cut by the kill)
    is passed over."""
    found = []
    for line in lines:
        parts = line.split()
        if len(parts) == 4 and parts[0] == "S" and parts[3].isdigit():
            found.append(Event("save", parts[1], parts[2], int(parts[3])))
        elif len(parts) == 2 and parts[0] == "C":
            found.append(Event("clear", parts[1]))
    return found


@dataclass(frozen=True, slots=True)
class Loss:
    """What a kill cost: actions reported after the one on disk; ``ahead`` when the disk holds
    a game handed over whose report the kill cut off."""

    actions: int
    ahead: bool = False


def actions_lost(events: Sequence[Event], game: str, on_disk: str | None) -> Loss:
    """How many of ``game``'s reported actions the game on disk (its digest, None: no file)
    is behind."""
    states: list[str] = []
    for event in events:
        if event.game != game:
            continue
        if event.kind == "clear":
            states.clear()
        elif not states or states[-1] != event.digest:
            # The clock's saves leave the game as it was: not an action.
            states.append(event.digest)
    if on_disk is None:
        return Loss(len(states))
    for behind, state in enumerate(reversed(states)):
        if state == on_disk:
            return Loss(behind)
    return Loss(0, ahead=True)


def orphans(folder: Path) -> set[str]:
    """The writer's temporary files in ``folder``."""
    try:
        return {path.name for path in folder.iterdir() if ORPHAN.fullmatch(path.name)}
    except FileNotFoundError:
        return set()


@dataclass(slots=True)
class GameFigures:
    """The kills of one game, summed up."""

    game: str
    losses: list[int] = field(default_factory=list)
    ahead: int = 0
    damaged: int = 0
    no_start: int = 0
    new_orphans: int = 0
    outlived_orphans: int = 0
    saves: int = 0
    seconds: float = 0.0
    save_micros: list[int] = field(default_factory=list)


def percentile(samples: Sequence[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def figures_line(figures: GameFigures) -> str:
    """One game's row of the table ``report`` prints."""
    losses = figures.losses
    largest = str(max(losses)) if losses else "n/a"
    mean = f"{statistics.fmean(losses):.2f}" if losses else "n/a"
    rate = f"{figures.saves / figures.seconds:.0f}" if figures.seconds > 0 else "n/a"
    costs = figures.save_micros
    cost = (f"{statistics.median(costs) / 1000:.2f}/{percentile(costs, 0.99) / 1000:.2f}/"
            f"{max(costs) / 1000:.2f}" if costs else "n/a")
    lost_two = sum(1 for loss in losses if loss >= 2)
    return (f"{figures.game:<16} {len(losses):>5} {largest:>7} {mean:>6} {lost_two:>4} "
            f"{figures.ahead:>5} {figures.new_orphans:>7} {figures.outlived_orphans:>8} "
            f"{figures.damaged:>7} {figures.no_start:>6} {rate:>6}  {cost}")


HEADER: Final = (f"{'game':<16} {'kills':>5} {'largest':>7} {'mean':>6} {'>=2':>4} {'ahead':>5} "
                 f"{'orphans':>7} {'outlived':>8} {'damaged':>7} {'failed':>6} {'acts/s':>6}  "
                 "save on UI thread ms median/p99/max")


# --- the parent: starts, kills, reads the disk -------------------------------------------------


def child_environment(base: dict[str, str], folder: Path, game: str,
                      checkout: Path) -> dict[str, str]:
    """The child's environment: its own data, settings and runtime folders inside ``folder``."""
    env = {name: value for name, value in base.items() if name not in _INHERITED_OUT}
    for name, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"),
                      ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "share"),
                      ("XDG_RUNTIME_DIR", "runtime")):
        (folder / sub).mkdir(mode=0o700, parents=True, exist_ok=True)
        env[name] = str(folder / sub)
    env.update({
        "ADDICTION_DATA_DIR": str(folder / "data"),
        "ADDICTION_SETTINGS": str(folder / "settings.ini"),
        "ADDICTION_LANGUAGE": "en",
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(checkout),
        GAME_ENV: game,
    })
    return env


def read_on_disk(path: Path) -> tuple[str | None, bool]:
    """The digest of the game saved at ``path`` (None: no file) and whether it was damaged."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, False
    try:
        game = json.loads(raw)["data"]["game"]
    except (ValueError, KeyError, TypeError):
        return None, True
    return state_digest(game), False


def kill_once(env: dict[str, str], folder: Path, game: str, delay: float,
              figures: GameFigures, *, verbose: bool = False) -> None:
    """Start the program, kill it ``delay`` seconds after its window is up, add what it lost."""
    data = folder / "data"
    before = orphans(data)
    lines: list[str] = []
    ready = threading.Event()
    with open(folder / "child-stderr.txt", "ab") as errors:
        child = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--child"],
            env=env, stdout=subprocess.PIPE, stderr=errors, cwd=folder)

    def read() -> None:
        assert child.stdout is not None
        for raw in child.stdout:
            line = raw.decode(errors="replace").strip()
            if line == READY:
                ready.set()
            lines.append(line)
        ready.set()  # the child ended (or was killed) before it was ready

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    started = ready.wait(START_TIMEOUT_S)
    clock = time.monotonic()
    if started:
        time.sleep(delay)
    # Popen.send_signal does nothing once the child has been reaped: no stranger is hit.
    child.send_signal(signal.SIGKILL)
    status = child.wait()
    reader.join()
    if not started or READY not in lines or status != -signal.SIGKILL:
        # It never came up, or it ended by itself before the kill: no kill to count.
        figures.no_start += 1
        return
    # Every report counts, those before the window was up too (the resumed game's save).
    events = parse_report(lines)
    on_disk, damaged = read_on_disk(data / f"{game}-in-progress.json")
    if damaged:
        figures.damaged += 1
    else:
        loss = actions_lost(events, game, on_disk)
        figures.losses.append(loss.actions)
        figures.ahead += loss.ahead
        if verbose:
            saves = sum(1 for event in events if event.kind == "save")
            print(f"  {game} kill {len(figures.losses)}: {saves} saves reported, "
                  f"{'no file' if on_disk is None else 'file'} on disk, lost {loss.actions}"
                  f"{' (ahead of the reports)' if loss.ahead else ''}", flush=True)
    after = orphans(data)
    figures.new_orphans += len(after - before)
    figures.outlived_orphans += len(after & before)
    figures.saves += sum(1 for event in events if event.kind == "save")
    figures.seconds += time.monotonic() - clock
    figures.save_micros.extend(event.micros for event in events if event.kind == "save")


def run(kills: int, games: Sequence[str], checkout: Path, seed: int, *,
        keep: Path | None = None, verbose: bool = False) -> list[GameFigures]:
    rng = random.Random(seed)
    results = []
    with tempfile.TemporaryDirectory(prefix="addiction-kill-") as scratch:
        for game in games:
            folder = (keep or Path(scratch)) / game
            folder.mkdir(parents=True)
            env = child_environment(dict(os.environ), folder, game, checkout)
            figures = GameFigures(game)
            for _ in range(kills):
                kill_once(env, folder, game, rng.uniform(*KILL_AFTER_S), figures,
                          verbose=verbose)
            print(figures_line(figures), flush=True)
            results.append(figures)
    return results


# --- the child: the real program, Auto pressed without pause, every save reported --------------


def child() -> int:
    """Run the program on the game named in the environment, reporting every save."""
    # Imported here: the parent never loads Qt, and --checkout decides which addiction this is.
    from PySide6.QtCore import QTimer  # noqa: PLC0415

    from addiction.program import app  # noqa: PLC0415
    from addiction.shell.window import MainWindow  # noqa: PLC0415
    from addiction.store.saved_game import SavedGames  # noqa: PLC0415
    from addiction.table.settings import Settings  # noqa: PLC0415

    game = os.environ[GAME_ENV]
    settings = Settings()
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    settings.sync()

    def say(line: str) -> None:
        # One write per line, straight to the pipe: what was said before the kill arrives whole.
        os.write(1, (line + "\n").encode())

    plain_save, plain_clear = SavedGames.save, SavedGames.clear

    def reporting_save(self: SavedGames, name: str, data: Any) -> None:
        start = time.perf_counter_ns()
        plain_save(self, name, data)
        spent = (time.perf_counter_ns() - start) // 1000
        say(f"S {name} {state_digest(data.get('game'))} {spent}")

    def reporting_clear(self: SavedGames, name: str) -> None:
        # Said first: a kill between the file's removal and a report after it would count
        # every action of the game just finished (and recorded) as lost.
        say(f"C {name}")
        plain_clear(self, name)

    # Patched on the classes, before the window makes its store: every save goes through.
    setattr(SavedGames, "save", reporting_save)  # noqa: B010 - a patch, not an attribute
    setattr(SavedGames, "clear", reporting_clear)  # noqa: B010

    plain_show = MainWindow.show

    def show_and_drive(window: MainWindow) -> None:
        plain_show(window)
        QTimer.singleShot(0, lambda: _drive(window))

    setattr(MainWindow, "show", show_and_drive)  # noqa: B010
    return app.main(["--game", game])


def _drive(window: Any) -> None:
    """Press Auto again as soon as it has played; deal again when the game has ended."""
    from PySide6.QtCore import QTimer  # noqa: PLC0415

    page = window.page
    stuck = [False]
    answered = [True]

    def step() -> None:
        if page.is_over:
            window.dialogs.close_end_dialog()
            page.new_game(None)
        elif stuck[0]:
            page.give_up()  # Auto sees no way on: the next step deals again
            stuck[0] = False
            QTimer.singleShot(0, step)
            return
        answered[0] = False
        window.menus.action_auto.trigger()

    def decided(_purpose: str, advice: object) -> None:
        answered[0] = True
        stuck[0] = advice is None and not page.is_over
        QTimer.singleShot(0, step)

    def watchdog() -> None:
        # A press that asked nothing (an answer already on its way) is pressed again.
        if answered[0] is False:
            step()

    page.solver.decided.connect(decided)
    timer = QTimer(window)
    timer.timeout.connect(watchdog)
    timer.start(2000)
    os.write(1, f"{READY}\n".encode())
    step()


def main() -> None:
    if sys.argv[1:] == ["--child"]:
        sys.exit(child())
    from addiction.registry import game_ids  # noqa: PLC0415 - the parent's own checkout

    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kills", type=int, default=5, help="kills per game (default 5)")
    parser.add_argument("--games", default=",".join(game_ids()),
                        help="the games, by id, comma-separated (default: every game)")
    parser.add_argument("--checkout", type=Path, default=Path(__file__).resolve().parent.parent,
                        metavar="DIR", help="run the program of the checkout in DIR")
    parser.add_argument("--seed", type=int, default=1, help="of the kill moments")
    parser.add_argument("--keep", type=Path, default=None, metavar="DIR",
                        help="leave each game's folders (data, the child's stderr) in DIR, "
                             "which must not hold them yet")
    parser.add_argument("--verbose", action="store_true", help="a line for every kill")
    args = parser.parse_args()
    if args.kills < 1:
        parser.error("--kills must be at least 1")
    if not (args.checkout / "addiction" / "__init__.py").is_file():
        parser.error(f"{args.checkout} is no checkout of the game (no addiction/__init__.py)")
    chosen = [game for game in args.games.split(",") if game]
    print(f"kill -9 after {KILL_AFTER_S[0]}-{KILL_AFTER_S[1]} s of Auto at full speed, "
          f"{args.kills} kills per game, program from {args.checkout.resolve()}")
    print(HEADER, flush=True)
    results = run(args.kills, chosen, args.checkout.resolve(), args.seed, keep=args.keep,
                  verbose=args.verbose)
    losses = [loss for figures in results for loss in figures.losses]
    if losses:
        print(f"all games: {len(losses)} kills, largest loss {max(losses)}, mean "
              f"{statistics.fmean(losses):.2f}, kills losing 2 or more: "
              f"{sum(1 for loss in losses if loss >= 2)}, orphans "
              f"{sum(f.new_orphans for f in results)} new / "
              f"{sum(f.outlived_orphans for f in results)} outlived a start")


if __name__ == "__main__":
    main()
