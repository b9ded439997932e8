# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Where every place of a Gaps table (4×13 for Addiction) lies in a view of a given size, in card units."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QPointF, QRectF

from addiction.games.gaps.engine import COLS, ROWS, Place

# Spacing in card widths: between columns, between rows (room for the in-place underline),
# and the margin around the whole board.
GAP_X: Final = 0.085
GAP_Y: Final = 0.16
MARGIN: Final = 0.32
# Below this a card is too small to read or hit; the board then overflows instead.
MIN_CARD_WIDTH: Final = 24


@dataclass(frozen=True, slots=True)
class BoardLayout:
    """Card size and place positions for one view size; positions are whole pixels."""

    card_width: int
    card_height: int
    step_x: int  # from one column's left edge to the next
    step_y: int  # from one row's top edge to the next
    left: int  # left edge of column 1
    top: int  # top edge of row 1
    rows: int = ROWS
    cols: int = COLS

    @classmethod
    def fit(cls, width: float, height: float, aspect: float,
            rows: int = ROWS, cols: int = COLS) -> BoardLayout:
        """The largest board of ``rows``×``cols`` that fits ``width``×``height`` with its
        margins, centred."""
        units_wide = cols + (cols - 1) * GAP_X + 2 * MARGIN
        units_high = rows * aspect + (rows - 1) * GAP_Y + 2 * MARGIN
        card_width = max(MIN_CARD_WIDTH, int(min(width / units_wide, height / units_high)))
        card_height = round(card_width * aspect)
        # Spacing never rounds down to zero, so neighbouring cards never touch.
        step_x = card_width + max(2, round(card_width * GAP_X))
        step_y = card_height + max(3, round(card_width * GAP_Y))
        board_width = (cols - 1) * step_x + card_width
        board_height = (rows - 1) * step_y + card_height
        left = round((width - board_width) / 2)
        top = round((height - board_height) / 2)
        return cls(card_width, card_height, step_x, step_y, left, top, rows, cols)

    def place_pos(self, place: Place) -> QPointF:
        """Top-left corner of the card at ``place``."""
        row, col = place
        return QPointF(self.left + col * self.step_x, self.top + row * self.step_y)

    def place_rect(self, place: Place) -> QRectF:
        pos = self.place_pos(place)
        return QRectF(pos.x(), pos.y(), self.card_width, self.card_height)

    def place_at(self, point: QPointF) -> Place | None:
        """The place whose card rectangle contains ``point`` (None between or off cards)."""
        x, y = point.x() - self.left, point.y() - self.top
        if x < 0 or y < 0:
            return None
        col, dx = divmod(x, self.step_x)
        row, dy = divmod(y, self.step_y)
        if col >= self.cols or row >= self.rows or dx >= self.card_width or dy >= self.card_height:
            return None
        return int(row), int(col)

    def nearest_place(self, point: QPointF) -> Place:
        """The place whose centre is closest to ``point`` (for drops between two places)."""
        col = round((point.x() - self.left - self.card_width / 2) / self.step_x)
        row = round((point.y() - self.top - self.card_height / 2) / self.step_y)
        return min(max(row, 0), self.rows - 1), min(max(col, 0), self.cols - 1)

    @property
    def board_rect(self) -> QRectF:
        return QRectF(
            self.left,
            self.top,
            (self.cols - 1) * self.step_x + self.card_width,
            (self.rows - 1) * self.step_y + self.card_height,
        )

    @property
    def pile_pos(self) -> QPointF:
        """Top-left corner of a card lying in the middle of the board (the redeal pile)."""
        centre = self.board_rect.center()
        return QPointF(round(centre.x() - self.card_width / 2), round(centre.y() - self.card_height / 2))
