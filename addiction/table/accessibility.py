# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The card tables as a screen reader sees them: a table with one cell per place.

Qt gives accessible interfaces to widgets only, and a table's cards are scene items. So each
view has one small ``PlaceObject`` per place (a QObject child of the view) and this module's
factory gives the view a ``Table`` interface and each place a ``Cell`` whose name, state and
rectangle are read from the view when asked (``AccessibleTable.place_info``). Qt's cache makes
and drops both kinds of interface with their objects, as it does for its own widgets.

What happens is said through ``announce`` (an announcement event, which Orca, NVDA, Narrator
and VoiceOver speak), and the keyboard's focus frame moves the accessible focus (``focus``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView, QWidget


@dataclass(frozen=True, slots=True)
class PlaceInfo:
    """One place of a table as it is now, in words."""

    name: str  # what is there and where: "Seven of hearts, row 2, column 3"
    rect: QRectF  # scene coordinates
    description: str = ""  # what a click does there, if anything
    focused: bool = False  # the keyboard's focus frame is on it
    selected: bool = False  # the card chosen to play, or a candidate to play it to


class PlaceObject(QObject):
    """Stands for place ``index`` of ``view`` in the accessibility tree."""

    def __init__(self, view: AccessibleTable, index: int) -> None:
        super().__init__(view)
        self.view = view
        self.index = index


class AccessibleTable(QGraphicsView):
    """A card table that a screen reader reads as a table of places; the table's view says
    what each place is (``place_info``) and where the keyboard is."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        install()
        self._place_objects: list[PlaceObject] = []

    def place_count(self) -> int:
        """How many places the table has (fixed for the view's life)."""
        raise NotImplementedError

    def place_info(self, index: int) -> PlaceInfo:
        """Place ``index`` (reading order) as it is now."""
        raise NotImplementedError

    def place_focus_index(self) -> int | None:
        """The place the keyboard's focus frame is on, if any."""
        raise NotImplementedError

    def place_objects(self) -> list[PlaceObject]:
        """The accessible stand-ins of the places, made when first asked for."""
        if not self._place_objects:
            self._place_objects = [PlaceObject(self, i) for i in range(self.place_count())]
        return self._place_objects

    def announce(self, text: str) -> None:
        """Have a screen reader say ``text``."""
        _announce(self, text)

    def _accessible_focus_moved(self) -> None:
        index = self.place_focus_index()
        if index is not None and self.hasFocus():
            _focus(self.place_objects()[index])

    def _accessible_places_changed(self, indexes: list[int]) -> None:
        if self._place_objects:  # nobody has asked yet: nobody to tell
            for index in indexes:
                _changed(self._place_objects[index])


# Qt's contract for child(), parent(), focusChild() and childAt() is "nullptr when there is
# none"; PySide's stubs type their results as never None, hence the ignores below.


class Table(QAccessibleWidget):
    """A card table: its cells are its places, in reading order."""

    def __init__(self, view: AccessibleTable) -> None:
        super().__init__(view, QAccessible.Role.Table)
        self._view = view

    def childCount(self) -> int:
        return len(self._view.place_objects())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        places = self._view.place_objects()
        if 0 <= index < len(places):
            return QAccessible.queryAccessibleInterface(places[index])
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        place = child.object() if child is not None else None
        if isinstance(place, PlaceObject) and place.view is self._view:
            return place.index
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        index = self._view.place_focus_index()
        if not self._view.hasFocus() or index is None:
            return None
        return self.child(index)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for index in range(self.childCount()):
            cell = self.child(index)
            if cell is not None and cell.rect().contains(x, y):
                return cell
        return None


class Cell(QAccessibleObject):
    """One place of a table: a card or a gap, read from the view each time it is asked."""

    def __init__(self, place: PlaceObject) -> None:
        super().__init__(place)
        self._place = place

    def _info(self) -> PlaceInfo:
        return self._place.view.place_info(self._place.index)

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return QAccessible.queryAccessibleInterface(self._place.view)

    def window(self) -> Any:
        table = self.parent()
        return table.window() if table is not None else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        del index
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        del child
        return -1

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self._info().name
        if kind == QAccessible.Text.Description:
            return self._info().description
        return ""

    def state(self) -> QAccessible.State:
        info, view = self._info(), self._place.view
        state = QAccessible.State()
        state.focusable = True
        state.focused = info.focused and view.hasFocus()
        state.selectable = True
        state.selected = info.selected
        state.invisible = not view.isVisible()
        return state

    def rect(self) -> QRect:
        view = self._place.view
        box = view.mapFromScene(self._info().rect).boundingRect()
        return QRect(view.viewport().mapToGlobal(box.topLeft()), box.size())


def _factory(key: str, target: QObject) -> QAccessibleInterface | None:
    del key
    if isinstance(target, PlaceObject):
        return Cell(target)
    if isinstance(target, AccessibleTable):
        return Table(target)
    return None


_installed = False


def install() -> None:
    """Teach Qt's accessibility about the card tables (once per process)."""
    global _installed  # noqa: PLW0603 - Qt keeps one factory list per process too
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def _announce(source: QObject, text: str) -> None:
    """Have assistive technology say ``text`` (once, politely, after what it is saying)."""
    if text:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(source, text))


def _focus(place: PlaceObject) -> None:
    """The keyboard is on ``place`` now: a screen reader reads it."""
    QAccessible.updateAccessibility(QAccessibleEvent(place, QAccessible.Event.Focus))


def _changed(place: PlaceObject) -> None:
    """What lies at ``place``, or what can happen there, has changed."""
    QAccessible.updateAccessibility(QAccessibleEvent(place, QAccessible.Event.NameChanged))

