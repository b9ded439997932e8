# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Whether an SVG document stays inside itself, judged by an XML parser (expat), never by
patterns over its text.

Every element and attribute is walked as the parser reads them, so comments, CDATA sections
and character references mean what they mean to QtSvg, which draws the document after: an
element hidden from a pattern by comment markers inside CDATA is seen here. The document is
refused when it declares entities or a document type of its own (internal subset), uses an
entity it does not declare, holds a processing instruction (``xml-stylesheet``), includes
other files, sets ``xml:base``, or references anything but itself: every ``href`` (under any
prefix, ``xlink:`` or another bound to the same namespace, or none) and ``src`` must name an
element of the document (``#id``), except an ``<image>``'s, which must be inline data of a
raster picture (PNG, JPEG, GIF, WebP, BMP; an inline SVG could reach out in its turn); every
``url(...)`` in an attribute or a ``<style>`` must name an element (``#id``); no style sheet
is imported. Element and attribute names are compared without their prefix and case, so
``<svg:image>`` or ``<IMAGE>`` is no way round.

Nothing here opens a file or the network: the check reads bytes only.
"""

from __future__ import annotations

import base64
import binascii
from typing import Final
from xml.parsers import expat

# Why a document is refused (``decks`` words each for the player).
ENTITIES: Final = "entities"
UNDECLARED_ENTITY: Final = "undeclared entity"
DOCUMENT_TYPE: Final = "document type"
STYLE_SHEET: Final = "style sheet"
INSTRUCTION: Final = "processing instruction"
INCLUDE: Final = "include"
OUTSIDE: Final = "outside"
NOT_RASTER: Final = "not raster"
ENCODING: Final = "encoding"
DAMAGED: Final = "damaged"

# Document types that only name SVG's own DTD, which nothing here or in QtSvg fetches: the
# one Inkscape and Illustrator write (KDE's decks carry it).
_W3C_DTD: Final = "http://www.w3.org/"
# Encodings read the same by expat (told UTF-8) and by QtSvg's reader (told by the document).
_ENCODINGS: Final = frozenset({"utf-8", "utf8", "us-ascii", "ascii"})
# The pictures an <image> may hold inline, by their first bytes.
_RASTER_MAGIC: Final = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"GIF87a", b"GIF89a", b"BM")
_WEBP: Final = (b"RIFF", b"WEBP")
_BASE64: Final = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
_XML_SPACE: Final = " \t\r\n"
_EXCERPT: Final = 40


class Refused(Exception):
    """The document reaches outside itself or could hurt: ``why`` (one of the reasons above)
    and a short ``excerpt`` of what was found."""

    def __init__(self, why: str, excerpt: str) -> None:
        super().__init__(why, excerpt)
        self.why = why
        self.excerpt = excerpt[:_EXCERPT]


def check(data: bytes) -> None:
    """Refused unless ``data``, an SVG document in UTF-8, references nothing but itself."""
    _Walk().run(data)


def _local(name: str) -> str:
    """A qualified name without its prefix, in lower case: ``xlink:HREF`` → ``href``."""
    return name.rpartition(":")[2].casefold()


class _Walk:
    """One pass of expat over a document, refusing at the first thing found."""

    def __init__(self) -> None:
        # Told UTF-8 whatever the document says (and refused below when it says otherwise).
        parser = expat.ParserCreate(encoding="UTF-8")
        parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
        parser.XmlDeclHandler = self._declaration
        parser.StartDoctypeDeclHandler = self._doctype
        parser.EndDoctypeDeclHandler = self._end_doctype
        parser.EntityDeclHandler = self._entity
        parser.UnparsedEntityDeclHandler = self._entity
        parser.NotationDeclHandler = self._notation
        parser.ElementDeclHandler = self._element_declaration
        parser.AttlistDeclHandler = self._attribute_declaration
        parser.ExternalEntityRefHandler = self._external_entity
        parser.SkippedEntityHandler = self._skipped_entity
        parser.ProcessingInstructionHandler = self._instruction
        parser.StartElementHandler = self._start
        parser.EndElementHandler = self._end
        parser.CharacterDataHandler = self._text
        self._parser = parser
        self._subset = ""
        # The text of the <style> elements open (style sheets are checked when they close).
        self._styles: list[list[str]] = []

    def run(self, data: bytes) -> None:
        try:
            self._parser.Parse(data, True)
        except expat.ExpatError as error:
            raise Refused(DAMAGED, f"line {error.lineno}, column {error.offset + 1}: "
                          f"{expat.ErrorString(error.code)}") from None
        except RecursionError:  # not expat's (it nests without limit), but never a crash
            raise Refused(DAMAGED, "nested too deep") from None

    # --- the prologue and the document type --------------------------------------------

    def _declaration(self, version: str | None, encoding: str | None, standalone: int) -> None:
        del version, standalone
        if encoding is not None and encoding.strip().casefold() not in _ENCODINGS:
            raise Refused(ENCODING, encoding)

    def _doctype(self, name: str, system_id: str | None, public_id: str | None,
                 has_internal_subset: int) -> None:
        del public_id
        if has_internal_subset:  # refused at its end, unless what it declares is worse
            self._subset = f"<!DOCTYPE {name} ["
        if system_id is not None and not system_id.startswith(_W3C_DTD):
            raise Refused(DOCUMENT_TYPE, system_id)

    # expat's handlers of declarations: the name, then what is not needed here.
    def _end_doctype(self) -> None:
        if self._subset:
            raise Refused(DOCUMENT_TYPE, self._subset)

    def _entity(self, name: str, *_: object) -> None:
        raise Refused(ENTITIES, f"<!ENTITY {name}")

    def _notation(self, name: str, *_: object) -> None:
        raise Refused(DOCUMENT_TYPE, f"<!NOTATION {name}")

    def _element_declaration(self, name: str, *_: object) -> None:
        raise Refused(DOCUMENT_TYPE, f"<!ELEMENT {name}")

    def _attribute_declaration(self, element: str, name: str, *_: object) -> None:
        raise Refused(DOCUMENT_TYPE, f"<!ATTLIST {element} {name}")

    def _external_entity(self, context: str | None, base: str | None, system_id: str | None,
                         *_: object) -> int:
        del base
        raise Refused(ENTITIES, system_id or context or "")

    def _skipped_entity(self, name: str, is_parameter: int) -> None:
        raise Refused(UNDECLARED_ENTITY, f"{'%' if is_parameter else '&'}{name};")

    def _instruction(self, target: str, data: str) -> None:
        why = STYLE_SHEET if target.casefold() == "xml-stylesheet" else INSTRUCTION
        raise Refused(why, f"<?{target} {data}")

    # --- the elements --------------------------------------------------------------------

    def _start(self, name: str, attributes: dict[str, str]) -> None:
        element = _local(name)
        if element == "include":  # XInclude, under whatever prefix
            raise Refused(INCLUDE, f"<{name}")
        for attribute, value in attributes.items():
            key = attribute.casefold()
            local = _local(attribute)
            if key == "xml:base" or local == "base":
                raise Refused(OUTSIDE, f"{attribute}={value}")
            if local in ("href", "src"):
                _check_link(element, value)
            _check_style(value)
        if element == "style":
            self._styles.append([])
        elif self._styles:  # an element inside a <style>: its text is still the sheet's
            self._styles.append(self._styles[-1])

    def _end(self, name: str) -> None:
        if self._styles:
            text = self._styles.pop()
            if _local(name) == "style":
                _check_style("".join(text))

    def _text(self, text: str) -> None:
        if self._styles:
            self._styles[-1].append(text)


def _check_link(element: str, value: str) -> None:
    """An ``href`` or ``src``: ``#id``, or an ``<image>``'s inline raster picture."""
    target = value.strip(_XML_SPACE)
    if element != "image":
        if not target.startswith("#"):
            raise Refused(OUTSIDE, target)
        return
    if target[:5].casefold() != "data:":
        raise Refused(OUTSIDE, target)
    if not _raster(target):
        raise Refused(NOT_RASTER, target)


def _raster(target: str) -> bool:
    """Whether inline data holds a raster picture, as QtSvg reads it: what follows the last
    ``base64,``, characters outside the alphabet skipped, its first bytes a known picture's."""
    start = target.rfind("base64,")
    if start < 0:
        return False
    head = bytearray()
    for char in target[start + 7:start + 7 + 4096].encode("ascii", errors="ignore"):
        if char in _BASE64:
            head.append(char)
            if len(head) == 16:
                break
    if len(head) % 4 == 1:  # a lone last character holds no whole byte
        del head[-1]
    head += b"=" * (-len(head) % 4)
    try:
        first = base64.b64decode(bytes(head), validate=True)
    except binascii.Error:
        return False
    return first.startswith(_RASTER_MAGIC) or (first[:4], first[8:12]) == _WEBP


def _css_text(text: str) -> str:
    """CSS text with its escapes undone (``\\75 rl(`` is ``url(``), in lower case."""
    if "\\" not in text:
        return text.casefold()
    out: list[str] = []
    index = 0
    while index < len(text):
        char = text[index]
        index += 1
        if char != "\\" or index >= len(text):
            out.append(char)
            continue
        digits = ""
        while index < len(text) and len(digits) < 6 and text[index] in "0123456789abcdefABCDEF":
            digits += text[index]
            index += 1
        if digits:
            code = int(digits, 16)
            out.append(chr(code) if 0 < code <= 0x10FFFF and not 0xD800 <= code < 0xE000
                       else "\ufffd")
            if index < len(text) and text[index] in _XML_SPACE + "\f":
                index += 1
        elif text[index] != "\n":
            out.append(text[index])
            index += 1
        else:
            index += 1
    return "".join(out).casefold()


def _check_style(text: str) -> None:
    """Style text (an attribute's value, a ``<style>``'s sheet): no imported sheet, and every
    ``url(...)`` naming an element of the document."""
    if "\\" not in text and "url" not in text.casefold() and "@" not in text:
        return
    css = _css_text(text)
    found = css.find("@import")
    if found >= 0:
        raise Refused(STYLE_SHEET, css[found:])
    found = css.find("url")
    while found >= 0:
        after = css[found + 3:].lstrip(_XML_SPACE + "\f")
        if after.startswith("("):
            target = after[1:].lstrip(_XML_SPACE + "\f\"'")
            if not target.startswith("#"):
                raise Refused(OUTSIDE, css[found:])
        found = css.find("url", found + 3)
