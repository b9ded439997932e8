# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The desktop's SVG card decks: found through the XDG data folders, read with care, drawn
with QtSvg.

Two kinds are known, as KPatience and Aisleriot install them: KDE's (``carddecks/svg-*/``, an
``index.desktop`` naming the deck and its SVG file; cards are elements ``1_club`` …
``king_heart`` and ``back``) and Aisleriot's (``aisleriot/cards/*.svgz``; elements ``club_1`` …
``heart_king`` and ``back``). A deck file is input like any other: it is read with a size cap
(an .svgz is inflated here, with a cap, never by the SVG reader), refused when it declares
entities (billion laughs) or points outside itself (``file:``, ``http:``), and set aside with
one sentence when it is damaged or lacks a card. Nothing here runs before the first frame of
a start with the app's own deck: this module and QtSvg load when another deck is wanted.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import re
import shutil
import threading
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QByteArray, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from addiction.cardart import svg_check
from addiction.cardart.art import DECK_MODEL_WIDTH
from addiction.cardart.painting import CARD_ASPECT
from addiction.cardart.style import DECK_ID
from addiction.core.cards import CARDS, Card
from addiction.core.errors import shown
from addiction.store.files import Unreadable, read_own, read_own_text

KDE: Final = "kde"
AISLERIOT: Final = "aisleriot"

# The biggest deck installed by KDE (Dondorf) is 3.3 MB packed and 11.5 MB as SVG.
MAX_FILE_BYTES: Final = 32 * 1024 * 1024
MAX_SVG_BYTES: Final = 64 * 1024 * 1024
_MAX_INDEX_BYTES: Final = 256 * 1024
# A card's picture kept on disk: a PNG of the biggest table's card is some 1 MB.
_MAX_PICTURE_BYTES: Final = 32 * 1024 * 1024
# The list of a deck's 53 elements kept beside its pictures.
_MAX_ELEMENTS_BYTES: Final = 64 * 1024
_GZIP_MAGIC: Final = b"\x1f\x8b"

_SUIT_WORDS: Final = ("spade", "heart", "diamond", "club")  # in the order of ``Card.suit``
_RANK_WORDS: Final = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardDecks", text)


class DeckError(ValueError):
    """A deck set aside; the message is the one sentence the player reads about it."""


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """A deck found on the desktop: its id in the settings, its name, its SVG file."""

    id: str
    name: str
    path: Path
    kind: str


# --- finding the decks ---------------------------------------------------------------------


def data_folders() -> list[Path]:
    """The XDG data folders, the player's own first (its decks win over the system's)."""
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    found: list[Path] = []
    for text in (home, *system.split(":")):
        # The specification ignores relative entries: they would depend on the current folder.
        if text and os.path.isabs(text) and Path(text) not in found:
            found.append(Path(text))
    return found


def discover(language: str = "") -> list[DeckEntry]:
    """Every SVG deck installed, sorted by name; ``language`` (``de``, ``pt_BR``) picks the
    name KDE's index gives in it. Only names are read here: a deck's file is read when the
    deck is wanted, and set aside then if it is unfit."""
    decks: dict[str, DeckEntry] = {}
    for base in data_folders():
        for entry in (*_kde_decks(base / "carddecks", language),
                      *_aisleriot_decks(base / "aisleriot" / "cards")):
            decks.setdefault(entry.id, entry)
    return sorted(decks.values(), key=lambda entry: (entry.name.casefold(), entry.id))


def _listing(folder: Path) -> list[Path]:
    try:
        return sorted(folder.iterdir())
    except OSError:  # missing, unreadable, not a folder: no decks there
        return []


def _kde_decks(folder: Path, language: str) -> list[DeckEntry]:
    found = []
    for deck in _listing(folder):
        if not deck.name.startswith("svg-") or not DECK_ID.fullmatch(f"{KDE}/{deck.name}"):
            continue
        keys = _read_index(deck / "index.desktop")
        svg = keys.get("SVG", "")
        # The file must sit in the deck's own folder.
        if not svg or "/" in svg or "\\" in svg or svg in (".", ".."):
            continue
        short = language.partition("_")[0]
        name = (keys.get(f"Name[{language}]") or keys.get(f"Name[{short}]")
                or keys.get("Name") or deck.name[4:])
        if (deck / svg).is_file():
            found.append(DeckEntry(f"{KDE}/{deck.name}", name.strip()[:80], deck / svg, KDE))
    return found


def _read_index(path: Path) -> dict[str, str]:
    """The keys of the ``[KDE Backdeck]`` group of an ``index.desktop`` ({} when unreadable)."""
    # Through the guarded read: a named pipe or a device there must not hold the start.
    try:
        kept = read_own(path, _MAX_INDEX_BYTES, follow_links=True)
    except Unreadable:
        return {}
    text = (kept or b"").decode("utf-8", errors="replace")
    keys: dict[str, str] = {}
    group = ""
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
        elif group == "KDE Backdeck" and "=" in line and not line.startswith("#"):
            key, _, value = line.partition("=")
            keys.setdefault(key.strip(), value.strip())
    return keys


def _aisleriot_decks(folder: Path) -> list[DeckEntry]:
    found = []
    for file in _listing(folder):
        deck_id = f"{AISLERIOT}/{file.name}"
        if file.suffix in (".svg", ".svgz") and DECK_ID.fullmatch(deck_id) and file.is_file():
            name = file.name.split(".")[0].replace("_", " ").replace("-", " ").strip().title()
            found.append(DeckEntry(deck_id, name or file.name, file, AISLERIOT))
    return found


def find(deck_id: str, language: str = "") -> DeckEntry | None:
    """The installed deck of that id (None: no longer installed)."""
    return next((entry for entry in discover(language) if entry.id == deck_id), None)


# --- reading a deck file with care ---------------------------------------------------------


def read_svg(path: Path, name: str) -> bytes:
    """The SVG document of a deck file, inflated if packed; DeckError when it is too big,
    unreadable, a gzip bomb, or hostile (see ``check_document``)."""
    return svg_document(_read_file(path, name), name)


def svg_document(raw: bytes, name: str) -> bytes:
    """The SVG document in the bytes of a deck file (see ``read_svg``)."""
    data = _inflate(raw, name) if raw.startswith(_GZIP_MAGIC) else raw
    check_document(data, name)
    return data


def _read_file(path: Path, name: str) -> bytes:
    """The bytes of a deck's file: a regular file only (a FIFO or a device put in its place
    is never waited on), opened without blocking, read up to ``MAX_FILE_BYTES``."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise DeckError(_tr('The card deck "{name}" was set aside: its file is too big '
                                "({size} MB).").format(name=name, size=size // 2**20))
        # Checked again as it is opened: the file may have changed since it was listed.
        raw = read_own(path, MAX_FILE_BYTES, follow_links=True)
        if raw is None:
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))
        return raw
    except OSError as error:
        raise DeckError(_tr('The card deck "{name}" was set aside: its file cannot be read '
                            "({reason}).").format(name=name, reason=error.strerror)) from None
    except Unreadable as unreadable:
        raise DeckError(_tr('The card deck "{name}" was set aside: its file cannot be read '
                            "({reason}).").format(name=name, reason=unreadable.reason)) from None


def _inflate(raw: bytes, name: str) -> bytes:
    """A gzip member inflated here, stopping at ``MAX_SVG_BYTES`` (a bomb stops there)."""
    inflater = zlib.decompressobj(wbits=31)
    try:
        data = inflater.decompress(raw, MAX_SVG_BYTES + 1)
    except zlib.error:
        raise DeckError(_tr('The card deck "{name}" was set aside: its packed file is '
                            "damaged.").format(name=name)) from None
    if len(data) > MAX_SVG_BYTES:
        raise DeckError(_tr('The card deck "{name}" was set aside: it unpacks to more than '
                            "{size} MB.").format(name=name, size=MAX_SVG_BYTES // 2**20))
    if not inflater.eof:
        raise DeckError(_tr('The card deck "{name}" was set aside: its packed file is cut '
                            "short.").format(name=name))
    return data


def check_document(data: bytes, name: str) -> None:
    """Refuse an SVG document that could hurt or reach out, as an XML parser reads it (see
    ``svg_check``): entity or document type declarations (a billion laughs), style sheets,
    processing instructions or includes, and any reference that is neither inside the file
    (``#id``) nor an inline raster picture; and a damaged one."""
    head = data[:4096]
    # Read as UTF-8 here and by QtSvg: a UTF-16 or UTF-32 document is not a deck.
    if head.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in head:
        raise _refused(name, _tr("it is not UTF-8 text"), head[:12])
    try:
        svg_check.check(data)
    except svg_check.Refused as refused:
        if refused.why == svg_check.DAMAGED:
            raise DeckError(_tr('The card deck "{name}" was set aside: its file is damaged '
                                "({where}).").format(name=name, where=refused.excerpt)) from None
        raise _refused(name, _why(refused.why), refused.excerpt.encode()) from None


def _why(reason: str) -> str:
    return {
        svg_check.ENTITIES: _tr("it declares entities"),
        svg_check.UNDECLARED_ENTITY: _tr("it uses an entity it does not declare"),
        svg_check.DOCUMENT_TYPE: _tr("it has a document type of its own"),
        svg_check.STYLE_SHEET: _tr("it loads a style sheet"),
        svg_check.INSTRUCTION: _tr("it holds a processing instruction"),
        svg_check.INCLUDE: _tr("it includes other files"),
        svg_check.NOT_RASTER: _tr("it holds a picture that is not PNG, JPEG, GIF, WebP or BMP"),
        svg_check.ENCODING: _tr("it is not UTF-8 text"),
    }.get(reason, _tr("it points outside itself"))


def _refused(name: str, why: str, excerpt: bytes) -> DeckError:
    return DeckError(_tr('The card deck "{name}" was set aside: {why} ({excerpt}).').format(
        name=name, why=why, excerpt=shown(excerpt.decode("utf-8", errors="replace"))))


# --- drawing ------------------------------------------------------------------------------


def element_names(kind: str) -> tuple[tuple[str, ...], ...]:
    """The element ids each card may have, most likely first (``CARDS`` order)."""
    kde = [f"{_RANK_WORDS[c.rank - 1]}_{_SUIT_WORDS[c.suit]}" for c in CARDS[:52]]
    gnome = [f"{_SUIT_WORDS[c.suit]}_{_RANK_WORDS[c.rank - 1]}" for c in CARDS[:52]]
    pairs = zip(kde, gnome, strict=True) if kind == KDE else zip(gnome, kde, strict=True)
    return tuple(pairs)


# Pictures of the decks' cards drawn before, kept on disk as KPatience keeps them: the
# biggest decks' courts take a quarter of a second each to draw. A few table sizes of the few
# decks used last (some 2 MB a size), and the small pictures the chooser's previews and the
# miniatures are scaled from, of more decks (some 0.1 MB a deck for the previews).
CACHE_SIZES_PER_DECK: Final = 4
CACHE_DECKS: Final = 4
CACHE_PREVIEWS: Final = 40
_MODEL_SIZE: Final = f"{DECK_MODEL_WIDTH}x{round(DECK_MODEL_WIDTH * CARD_ASPECT)}"


# The decks' pictures' folder in the XDG cache folder (~/.cache).
CACHE_FOLDER: Final = Path("addiction", "decks")


def cache_folder() -> Path:
    """Where the decks' pictures are kept between runs (the XDG cache folder)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / CACHE_FOLDER


def _kept_picture(file: Path) -> QImage:
    """The picture kept at ``file`` (a null image when there is none, or it is not a regular
    file of a picture's size: a cache costs only the time to draw again)."""
    try:
        raw = read_own(file, _MAX_PICTURE_BYTES)
    except Unreadable:
        return QImage()
    return QImage.fromData(raw) if raw else QImage()


def _newest_first(folder: Path) -> list[Path]:
    # Never a link: pruning through one would remove folders that are not the cache's.
    try:
        return sorted((entry for entry in folder.iterdir()
                       if not entry.is_symlink() and entry.is_dir()),
                      key=lambda entry: entry.stat().st_mtime, reverse=True)
    except OSError:
        return []


def _prune_sizes(deck: Path, keep: int) -> None:
    """Remove all but the ``keep`` most recently made sizes of a deck (and its model size)."""
    sizes = [size for size in _newest_first(deck) if size.name != _MODEL_SIZE]
    for stale in sizes[keep:]:
        shutil.rmtree(stale, ignore_errors=True)


def _prune_decks(root: Path) -> None:
    """Keep the table sizes of the ``CACHE_DECKS`` decks used last, and the model pictures of
    the ``CACHE_PREVIEWS`` used last."""
    for index, deck in enumerate(_newest_first(root)):
        if index >= CACHE_PREVIEWS:
            shutil.rmtree(deck, ignore_errors=True)
        elif index >= CACHE_DECKS:
            try:
                used = deck.stat()
                _prune_sizes(deck, 0)
                # Pruned is not used: the folder keeps its age.
                os.utime(deck, ns=(used.st_atime_ns, used.st_mtime_ns))
            except OSError:
                pass


# How a thread other than the GUI's makes a renderer of a document (``deck_drawer``'s
# ``SvgRenderer``: it parses off Python's lock); None: a ``QSvgRenderer`` made on the spot.
Parse = Callable[[bytes], Any]


class SvgDeck:
    """One deck read and checked: paints its 52 faces and its back at any size."""

    def __init__(self, entry: DeckEntry, renderer: Any, faces: tuple[str, ...], back: str,
                 digest: str = "", *, make: Callable[[Parse | None], Any],
                 made_with: Parse | None = None) -> None:
        self.entry = entry
        # None until wanted: a deck whose pictures are all on disk need not be parsed at all.
        self._renderer = renderer
        self._made_with = made_with
        # How to make another renderer of the document (one a thread: ``new_renderer``).
        self._make = make
        # Guards ``_renderer``, which the drawing thread may take (see ``new_renderer``).
        self._lock = threading.Lock()
        self._faces = faces
        self._back = back
        # Names the deck's pictures on disk: the file's content, so a changed file draws anew.
        self._digest = digest

    @property
    def parsed(self) -> bool:
        """Whether the deck's document was parsed (not while its pictures come from disk)."""
        return self._renderer is not None

    def new_renderer(self, parse: Parse | None = None) -> Any:
        """A renderer of its own for the drawing thread, made with ``parse``: the document
        read, inflated and parsed again (DeckError: the file changed since it was checked).
        The renderer parsed with ``parse`` to check the deck, when there is one, is handed
        over instead: parsing the biggest decks takes a fifth of a second."""
        with self._lock:
            made = self._renderer
            if made is not None and self._made_with is parse:
                self._renderer = None
                return made
        return self._make(parse)

    def picture(self, card: int, width: int, height: int, *, renderer: Any = None) -> QImage:
        """Card ``card`` (``Card`` numbering; -1 the back), ``width`` × ``height`` pixels:
        read from the disk cache when drawn before at that size, else drawn and kept there.
        Off the GUI thread, with a ``renderer`` made there by ``new_renderer``."""
        element = self._back if card < 0 else self._faces[card % 52]
        folder = cache_folder() / self._digest / f"{width}x{height}" if self._digest else None
        file = folder / f"{element}.png" if folder is not None else None
        if file is not None:
            image = _kept_picture(file)
            if image.width() == width and image.height() == height:
                return image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        self._render(painter, QRectF(0, 0, width, height), element, renderer)
        painter.end()
        if folder is not None and file is not None:
            self._store(folder, file, image)
        return image

    def stored(self, card: int, width: int, height: int) -> bool:
        """Whether the picture of ``card`` at that size is in the disk cache."""
        element = self._back if card < 0 else self._faces[card % 52]
        return bool(self._digest) and (
            cache_folder() / self._digest / f"{width}x{height}" / f"{element}.png").is_file()

    def _store(self, folder: Path, file: Path, image: QImage) -> None:
        # A cache: a folder that cannot be written costs only the time to draw again.
        try:
            if not folder.is_dir():
                folder.mkdir(parents=True)
                _prune_sizes(folder.parent, CACHE_SIZES_PER_DECK)
                _prune_decks(folder.parent.parent)
            part = file.with_name(f"{file.stem}.part.png")  # its format from the suffix
            if image.save(str(part)):
                os.replace(part, file)
        except OSError:
            pass

    @property
    def id(self) -> str:
        return self.entry.id

    @property
    def name(self) -> str:
        return self.entry.name

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        """The face of ``card``, stretched to ``rect`` (decks differ a little in shape from
        the table's cards; a few per cent wider or narrower is not seen, a gap would be)."""
        self._render(painter, rect, self._faces[int(card) % 52])

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        self._render(painter, rect, self._back)

    def _render(self, painter: QPainter, rect: QRectF, element: str,
                renderer: Any = None) -> None:
        if renderer is not None:
            self._draw(painter, rect, element, renderer)
            return
        with self._lock:  # not handed to the drawing thread while in use here
            if self._renderer is None:
                try:
                    self._renderer = self._make(None)
                except DeckError:  # the file changed since it was checked: draw nothing
                    return
                self._made_with = None
            self._draw(painter, rect, element, self._renderer)

    @staticmethod
    def _draw(painter: QPainter, rect: QRectF, element: str, renderer: Any) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        renderer.render(painter, element, rect)
        painter.restore()


# The decks read last, by file and its state on disk: switching back and forth is instant. A
# read deck holds its whole document (tens of MB for the biggest): only a couple are kept.
_LOADED: dict[tuple[str, int, int], SvgDeck] = {}
_KEEP: Final = 2


def remember(deck: SvgDeck) -> None:
    """Keep ``deck``, read and checked (on the drawing thread), for the next time it is wanted
    (on the GUI thread only)."""
    try:
        state = deck.entry.path.stat()
        key = (str(deck.entry.path), state.st_size, state.st_mtime_ns)
    except OSError:  # gone since: not kept
        return
    _LOADED.pop(key, None)
    _LOADED[key] = deck
    while len(_LOADED) > _KEEP:
        del _LOADED[next(iter(_LOADED))]


# The element of each card, as found when the deck was checked, beside its pictures on disk:
# a deck checked before, its file unchanged, is not parsed again until a picture is missing.
_ELEMENTS_FILE: Final = "elements.txt"
# Which check passed the decks named in the cache (see ``read_deck``).
_CHECK_VERSION: Final = b"svg_check 1\0"
_ELEMENT: Final = re.compile(r"[\w.-]{1,60}")


def kept(deck_id: str) -> SvgDeck | None:
    """The deck ``deck_id`` when it was read lately and its file has not changed since (no
    need to look through the data folders again)."""
    for (path, size, mtime), deck in _LOADED.items():
        if deck.id == deck_id:
            try:
                state = Path(path).stat()
            except OSError:
                return None
            return deck if (state.st_size, state.st_mtime_ns) == (size, mtime) else None
    return None


def read_deck(entry: DeckEntry, parse: Parse | None = None) -> SvgDeck:
    """The deck of ``entry`` read and checked now, its document parsed with ``parse`` (off
    the GUI thread: see ``Parse``), not kept (see ``remember``)."""
    raw = _read_file(entry.path, entry.name)
    # Salted with the check's version: a deck passed by an older, weaker check (whose
    # pictures are on disk) is checked again before any picture of it is shown.
    digest = hashlib.sha256(_CHECK_VERSION + raw).hexdigest()[:32]

    def make(parse: Parse | None) -> Any:
        return _parse(entry, svg_document(raw, entry.name), parse)[0]

    elements = _checked_before(digest)
    if elements is not None:
        with contextlib.suppress(OSError):  # used now: the last its pictures would be pruned
            os.utime(cache_folder() / digest)
        return SvgDeck(entry, None, elements[:52], elements[52], digest, make=make)
    renderer, faces = _parse(entry, svg_document(raw, entry.name), parse)
    _remember_checked(digest, (*faces, "back"))
    return SvgDeck(entry, renderer, faces, "back", digest, make=make, made_with=parse)


def _checked_before(digest: str) -> tuple[str, ...] | None:
    try:
        text = read_own_text(cache_folder() / digest / _ELEMENTS_FILE, _MAX_ELEMENTS_BYTES)
    except Unreadable:
        return None
    if text is None:
        return None
    names = tuple(text.split())
    if len(names) != 53 or not all(_ELEMENT.fullmatch(name) for name in names):
        return None
    return names


def _remember_checked(digest: str, elements: tuple[str, ...]) -> None:
    folder = cache_folder() / digest
    try:
        fresh = not folder.is_dir()
        folder.mkdir(parents=True, exist_ok=True)
        if fresh:
            _prune_decks(folder.parent)
        part = folder / f"{_ELEMENTS_FILE}.part"
        part.write_text("\n".join(elements) + "\n", encoding="utf-8")
        os.replace(part, folder / _ELEMENTS_FILE)
    except OSError:
        pass


def _parse(entry: DeckEntry, data: bytes, parse: Parse | None) -> tuple[Any, tuple[str, ...]]:
    if parse is None:
        from PySide6.QtSvg import QSvgRenderer  # noqa: PLC0415 - only for the desktop's decks

        renderer: Any = QSvgRenderer(QByteArray(data))
    else:
        renderer = parse(data)
    if not renderer.isValid():
        raise DeckError(_tr('The card deck "{name}" was set aside: its file is damaged.').format(
            name=entry.name))
    faces = []
    for card, names in zip(CARDS, element_names(entry.kind), strict=False):
        element = next((name for name in names if renderer.elementExists(name)), None)
        if element is None:
            raise DeckError(_tr('The card deck "{name}" was set aside: it has no {card}.').format(
                name=entry.name, card=card.symbol))
        faces.append(element)
    if not renderer.elementExists("back"):
        raise DeckError(_tr('The card deck "{name}" was set aside: it has no back.').format(
            name=entry.name))
    return renderer, tuple(faces)


def forget_loaded() -> None:
    """Drop the decks read so far (tests, and a chooser closed on another deck)."""
    _LOADED.clear()
