# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The timeline of an analysed game: the marks' colours at known positions, in the usual and
the high-contrast palette; hovering tells the step; a click asks for that position; the
summary in words."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from addiction.core.analysis import Analysis, Verdict
from addiction.table.timeline import HIGH_CONTRAST, USUAL, Palette, Timeline, summary

VERDICTS: tuple[Verdict, ...] = ("winnable",) * 23 + ("unclear",) * 7 + ("lost",) * 11
ANALYSIS = Analysis(
    verdicts=VERDICTS, scores=tuple(min(k, 30) for k in range(len(VERDICTS))),
    kinds=("move",) * 14 + ("redeal",) + ("move",) * 25, max_score=48, turning_point=23,
    alternative=["move", "8C", 2, 1, 2, 4], searched=(0, 15, 23, 40))


def words(k: int) -> str:
    return f"step {k}"


def dominant(image: QImage, timeline: Timeline, position: int) -> QColor:
    """The commonest colour inside the middle of a mark's cell."""
    rect = timeline.mark_rect(position).toAlignedRect()
    ratio = image.devicePixelRatio()
    counts: Counter[int] = Counter()
    for x in range(rect.left() + 1, rect.right()):
        for y in range(rect.center().y() - 3, rect.center().y() + 4):
            counts[image.pixel(int(x * ratio), int(y * ratio))] += 1
    return QColor.fromRgb(counts.most_common(1)[0][0])


@pytest.mark.parametrize("high_contrast", [False, True])
def test_each_mark_has_its_verdicts_colour(qtbot: QtBot, high_contrast: bool) -> None:
    timeline = Timeline(ANALYSIS, words, high_contrast)
    qtbot.addWidget(timeline)
    timeline.resize(800, 240)
    image = timeline.grab().toImage()
    colours: Palette = HIGH_CONTRAST if high_contrast else USUAL
    for position in (0, 10, 22, 23, 29, 30, 35, 40):
        expected = colours.of(VERDICTS[position])
        assert dominant(image, timeline, position) == expected, position
    # The three colours are told apart by the eye, and the background is none of them.
    for a, b in ((colours.winnable, colours.lost), (colours.winnable, colours.unclear),
                 (colours.lost, colours.unclear), (colours.background, colours.winnable)):
        assert a != b
    # The unclear mark is half as tall: above it, the ground shows.
    cell = timeline.mark_rect(25).toAlignedRect()
    ratio = image.devicePixelRatio()
    top = QColor.fromRgb(image.pixel(int(cell.center().x() * ratio), int((cell.top() + 2) * ratio)))
    assert top == colours.background


def test_hover_tells_the_step_and_a_click_asks_for_the_position(qtbot: QtBot) -> None:
    timeline = Timeline(ANALYSIS, words)
    qtbot.addWidget(timeline)
    timeline.resize(800, 240)
    timeline.show()
    qtbot.waitExposed(timeline)
    assert timeline.describe_position(0).startswith("The deal's start: winnable.")
    assert "After move 23, step 23: unclear. The turning point." in timeline.describe_position(23)
    centre = timeline.mark_rect(31).center().toPoint()
    assert timeline.position_at(centre.x()) == 31
    with qtbot.waitSignal(timeline.position_clicked) as clicked:
        qtbot.mouseClick(timeline, Qt.MouseButton.LeftButton, pos=centre)  # type: ignore[no-untyped-call]
    assert clicked.args == [31]
    assert timeline.position_at(QPoint(1, 1).x()) is None


def test_the_summary_names_the_turning_point_and_the_other_move() -> None:
    text = summary(ANALYSIS, words, lambda: "8♣ to row 3, column 5")
    assert text == ("Winnable until move 23, step 23; unclear after it, lost from move 30. "
                    "Instead, the computer would have played: 8♣ to row 3, column 5.")
    lost_at_once = Analysis(("winnable", "winnable", "lost"), (0, 1, 1), ("move", "move"), 28,
                            2, None, (0, 2))
    assert summary(lost_at_once, words, lambda: "") == (
        "Winnable until move 2, step 2; lost after it.")
    won = Analysis(("winnable",) * 3, (0, 1, 2), ("move", "move"), 2, None, None, (2,))
    assert summary(won, words, lambda: "").startswith("Winnable all along")
