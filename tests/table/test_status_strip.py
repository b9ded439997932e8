# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The status strip measures each field once for its text and look, and again when either
changes."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from addiction.table.status_strip import StatusStrip


def test_a_field_is_measured_again_for_new_text_a_new_font_or_a_new_style(qtbot: QtBot) -> None:
    strip = StatusStrip()
    qtbot.addWidget(strip)
    score = QLabel("Score: 4")
    strip.add(score)
    narrow = strip.sizeHint().width()
    assert strip.sizeHint().width() == narrow
    score.setText("Score: 4 of a possible 48")
    wider = strip.sizeHint().width()
    assert wider > narrow
    font = score.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    score.setFont(font)
    larger = strip.sizeHint().width()
    assert larger > wider
    score.setStyleSheet("QLabel { padding-left: 60px; }")
    assert strip.sizeHint().width() >= larger + 60
