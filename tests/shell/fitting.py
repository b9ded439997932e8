# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A checker for laid-out screens: what on them is cut off, squeezed or needlessly scrolled.

``unfit(root)`` walks the widgets on show under ``root`` and says, one sentence each, which
label or button has less room than its text needs, which is cut off by the edge of a widget
around it, which scroll area shows a scroll bar, which toolbar hid buttons behind its »
button, and which start-screen tile paints text that does not fit the room it gives it.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QLabel,
    QPlainTextEdit,
    QTextEdit,
    QToolBar,
    QWidget,
)

from addiction.shell.start_screen import GameTile

# Rounding slack, in pixels.
_SLACK = 0.5


def _name(widget: QWidget, text: str = "") -> str:
    name = type(widget).__name__
    if widget.objectName():
        name += f" {widget.objectName()!r}"
    return f"{name} {text!r}" if text else name


def _plain(label: QLabel) -> str:
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and re.search(r"<[a-zA-Z/!][^>]*>", text) is not None)
    if rich:
        text = re.sub(r"<br\s*/?>|</p>|</h\d>|</li>", "\n", text)
        text = re.sub(r"<[^>]+>", "", text).replace("&nbsp;", " ").replace("&amp;", "&")
    return text


def _cut_by_ancestors(widget: QWidget, root: QWidget) -> str | None:
    """The ancestor (up to the window) whose edge cuts ``widget`` off; None when none does.
    The viewport of a scroll area is no such edge: the scroll bar check covers scrolling."""
    rect = widget.rect()
    child: QWidget = widget
    parent = widget.parentWidget()
    while parent is not None:
        rect = QRect(child.mapTo(parent, rect.topLeft()), rect.size())
        if isinstance(parent.parentWidget(), QAbstractScrollArea) and \
                parent is parent.parentWidget().viewport():  # type: ignore[union-attr]
            return None
        if not parent.rect().contains(rect):
            return _name(parent)
        if parent.isWindow() or parent is root.window():
            return None
        child, parent = parent, parent.parentWidget()
    return None


def _label_problem(label: QLabel) -> str | None:
    if not label.text() or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    text = _plain(label)
    has = label.size()
    if label.wordWrap():
        needs = label.heightForWidth(label.width())
        if needs > has.height():
            return (f"{_name(label, text)} wraps to {needs} px high in {label.width()} px, "
                    f"has {has.height()}")
        room = label.contentsRect().width() - 2 * max(0, label.margin()) - max(0, label.indent())
        metrics = QFontMetricsF(label.font())
        for word in text.split():
            if metrics.horizontalAdvance(word) > room + _SLACK:
                return f"{_name(label, text)}: the word {word!r} is wider than its {room} px"
        return None
    needs = label.minimumSizeHint()
    if has.width() < needs.width() or has.height() < needs.height():
        return (f"{_name(label, text)} needs {needs.width()}x{needs.height()}, "
                f"has {has.width()}x{has.height()}")
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    needs, has = button.sizeHint(), button.size()
    if has.width() < needs.width() or has.height() < needs.height():
        return (f"{_name(button, button.text())} needs {needs.width()}x{needs.height()}, "
                f"has {has.width()}x{has.height()}")
    return None


def tile_problems(tile: GameTile) -> list[str]:
    """Whether the title and description a tile paints fit the rectangles it paints them in."""
    layout = getattr(tile, "text_layout", None)
    if layout is None:
        return [f"{_name(tile, tile.title)} does not say where it paints its text"]
    problems = []
    inside = QRectF(tile.rect())
    for part in layout():
        metrics = QFontMetricsF(part.font)
        needs = metrics.boundingRect(part.rect, part.flags, part.text)
        if needs.width() > part.rect.width() + _SLACK or needs.height() > part.rect.height() + _SLACK:
            problems.append(
                f"{_name(tile, tile.title)}: {part.text!r} needs {needs.width():.0f}x"
                f"{needs.height():.0f}, has {part.rect.width():.0f}x{part.rect.height():.0f}")
        if not inside.contains(part.rect):
            problems.append(f"{_name(tile, tile.title)}: {part.text!r} is painted outside it")
    if layout() and tile.picture_rect().height() < 24:
        problems.append(f"{_name(tile, tile.title)}: its picture is squeezed to nothing")
    return problems


def unfit(root: QWidget, *, may_scroll: Collection[QWidget] = (),
          may_scroll_across: Collection[QWidget] = ()) -> list[str]:
    """What does not fit among the widgets on show under ``root`` (and ``root`` itself).

    ``may_scroll`` are text views whose text is long by nature (the rules): they may show a
    vertical scroll bar; ``may_scroll_across`` a horizontal one too (text laid out in lines
    of its own, such as licences).
    """
    problems: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.width() <= 0 or widget.height() <= 0:
            continue
        problem: str | None = None
        if isinstance(widget, GameTile):
            problems.extend(tile_problems(widget))
        elif isinstance(widget, QLabel):
            problem = _label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
        if isinstance(widget, (QLabel, QAbstractButton)) and widget.text() and problem is None:
            edge = _cut_by_ancestors(widget, root)
            if edge is not None:
                problem = f"{_name(widget, widget.text())} is cut off by the edge of {edge}"
        if isinstance(widget, QAbstractScrollArea):
            if widget.horizontalScrollBar().isVisible() and widget not in may_scroll_across:
                problem = f"{_name(widget)} shows a horizontal scroll bar"
            elif widget.verticalScrollBar().isVisible() and not (
                    widget in may_scroll and isinstance(widget, (QTextEdit, QPlainTextEdit))):
                problem = f"{_name(widget)} shows a vertical scroll bar"
        if isinstance(widget, QToolBar):
            more = widget.findChild(QWidget, "qt_toolbar_ext_button")
            if more is not None and more.isVisible():
                problem = f"{_name(widget)} hides buttons behind its extension button"
        if problem is not None:
            problems.append(problem)
    return problems


def within(widget: QWidget, width: int, height: int) -> bool:
    """Whether ``widget``'s window, frame and all, fits a screen of ``width`` x ``height``."""
    frame = widget.window().frameGeometry()
    return frame.width() <= width and frame.height() <= height and \
        QRect(QPoint(0, 0), frame.size()).isValid()
