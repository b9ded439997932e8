# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The rules of each Gaps game in short: Addiction's written out by hand, its relatives' put
together from each one's ``Variant``.

Each sentence says one thing a declaration says (its deal, its fit rule, its redeals), so ten
games need a handful of translated sentences rather than ten texts that drift apart from the
engine. Sentences shared with Addiction's own rules are the same strings, translated once.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from addiction.games.gaps.engine.variants import ADDICTION_ID, Variant
from addiction.table.help_text import help_heading_html, play_to_the_end_html

# Called by this name with literal strings, so that lupdate collects each sentence.
translate = QCoreApplication.translate


def rules_html(v: Variant) -> str:
    """The rules of ``v`` as a player would explain them to a friend."""
    own = _WRITTEN_OUT.get(v.id)
    return own() if own is not None else relative_rules_html(v)


def addiction_rules_html() -> str:
    """Addiction's rules, written out for it."""
    paragraphs = [
        translate("Rules", "<h3>Goal</h3>"),
        translate(
            "Rules",
            "<p>Put every row in order: a 2 in the first column, then 3, 4, … up to King, "
            "all of one suit. Which row gets which suit is up to you.</p>",
        ),
        translate("Rules", "<h3>Play</h3>"),
        translate(
            "Rules",
            "<p>The aces are taken out, leaving four gaps. Fill a gap with the card of the "
            "same suit one higher than the card on its left: after 7<font color=#c8102e>♥</font> "
            "only 8<font color=#c8102e>♥</font> fits. "
            "Any 2 fits a gap in the first column. A gap after a King or after another gap "
            "is dead: nothing fits there.</p>",
        ),
        translate(
            "Rules",
            "<p>Click a card to send it to its gap, or click a gap to bring the card that "
            "fits. When a 2 could go to several gaps, the choices light up: click one. "
            "You can also drag cards.</p>",
        ),
        translate("Rules", "<h3>Redeal</h3>"),
        translate(
            "Rules",
            "<p>When every gap is dead you are stuck. Redeal (R) keeps the cards already in "
            "order at the start of each row and deals all the others again, with a gap "
            "right after each row's ordered cards. You have up to three redeals (see "
            "Settings).</p>",
        ),
        help_heading_html(),
        translate(
            "Rules",
            "<p>Hint (H) shows the move the game itself would play; Auto (A) plays it. "
            "Undo (Ctrl+Z) takes back moves and redeals, as far as you like, until the "
            "game ends.</p>",
        ),
        play_to_the_end_html(),
        translate("Rules", "<h3>Score</h3>"),
        translate(
            "Rules",
            "<p>Your score is the number of cards in order, 0 to 48. The game is over when "
            "you are stuck with no redeal left, or when you give up.</p>",
        ),
    ]
    return "".join(paragraphs)

def relative_rules_html(v: Variant) -> str:
    """The rules of ``v`` as a player would explain them to a friend."""
    aces_out = v.deal_style == "aces-out"
    parts = [translate("Rules", "<h3>Goal</h3>")]
    if aces_out:
        parts.append(translate(
            "Rules",
            "<p>Put every row in order: a 2 in the first column, then 3, 4, … up to King, all of one suit. "
            "Which row gets which suit is up to you.</p>"))
    else:
        parts.append(translate(
            "Rules",
            "<p>Put every row in order: an Ace in the first column, then the next ranks of its suit up to "
            "King. Which row gets which suit is up to you.</p>"))
    if v.ranks[1] != 2:
        parts.append(translate(
            "Rules",
            "<p>The deck is short: Ace, then 6 to King of each suit, so the 6 comes right after the "
            "Ace.</p>"))
    if v.decks == 2:
        parts.append(translate(
            "Rules",
            "<p>Two decks are played, so every card is there twice; either copy will do.</p>"))
    if v.cols > v.run_length + (1 if aces_out else 0):
        parts.append(translate(
            "Rules",
            "<p>A row has one place more than its cards need: the last place does not count.</p>"))

    parts.append(translate("Rules", "<h3>Deal</h3>"))
    if v.deal_style == "aces-out":
        deal = translate(
            "Rules",
            "<p>All 52 cards are dealt in four rows of 13, then the Aces are taken out, leaving four gaps. "
            "Aces never come back.</p>")
    elif v.deal_style == "aces-moved":
        deal = translate(
            "Rules",
            "<p>The cards are dealt from the second column on; then each Ace moves to the first column of "
            "a row, leaving a gap where it was.</p>")
    elif v.deal_style == "aces-first":
        deal = translate(
            "Rules",
            "<p>The Aces are dealt first, one at the head of each row; the other cards follow from the "
            "third column on, so every row starts with a gap beside its Ace.</p>")
    else:
        deal = translate(
            "Rules",
            "<p>The cards are dealt from the second column on; the first column starts empty and takes "
            "only Aces.</p>")
    parts.append(deal)

    parts.append(translate("Rules", "<h3>Play</h3>"))
    if v.fit == "suit-next":
        fit = translate(
            "Rules",
            "<p>Fill a gap with the card of the same suit one rank higher than the card on its left.</p>")
    elif v.fit == "two-sided":
        fit = translate(
            "Rules",
            "<p>Fill a gap with the card of the same suit one rank higher than the card on its left, or "
            "one rank lower than the card on its right.</p>")
    elif v.fit == "any-suit-next":
        fit = translate(
            "Rules",
            "<p>Fill a gap with any card one rank higher than the card on its left, whatever its suit; "
            "only cards of one suit count as in order.</p>")
    else:
        fit = translate(
            "Rules",
            "<p>Fill a gap with any higher card of the same suit as the card on its left.</p>")
    parts.append(fit)
    if aces_out:
        parts.append(translate("Rules", "<p>A gap in the first column takes any 2.</p>"))
    else:
        parts.append(translate("Rules", "<p>A gap in the first column takes any Ace.</p>"))
    parts.append(translate(
        "Rules",
        "<p>A gap that no card fits is dead. Click a card to send it to a gap it fits, or click a gap to "
        "bring a card that fits; when there is a choice, the choices light up. You can also drag "
        "cards.</p>"))

    parts.append(translate("Rules", "<h3>Redeal</h3>"))
    if v.redeals == 0:
        parts.append(translate(
            "Rules", "<p>There is no redeal: when every gap is dead, the game is over.</p>"))
    else:
        if v.gaps == "random":
            parts.append(translate(
                "Rules",
                "<p>When every gap is dead you are stuck. Redeal (R) keeps the cards in order at the "
                "start of each row and deals all the others again, with the gaps anywhere among "
                "them.</p>"))
        else:
            parts.append(translate(
                "Rules",
                "<p>When every gap is dead you are stuck. Redeal (R) keeps the cards in order at the "
                "start of each row and deals all the others again, with a gap right after each "
                "row's ordered cards.</p>"))
        # One sentence per count (lupdate reads no plural forms from translate()).
        parts.append({
            1: translate("Rules", "<p>This game allows one redeal.</p>"),
            2: translate("Rules", "<p>This game allows two redeals.</p>"),
            3: translate("Rules", "<p>This game allows three redeals.</p>"),
        }[v.redeals])

    parts.append(help_heading_html())
    parts.append(translate(
        "Rules",
        "<p>Hint (H) shows the move the game itself would play; Auto (A) plays it. Undo (Ctrl+Z) takes "
        "back moves and redeals, as far as you like, until the game ends.</p>"))
    parts.append(play_to_the_end_html())
    parts.append(translate("Rules", "<h3>Score</h3>"))
    parts.append(translate(
        "Rules",
        "<p>Your score is the number of cards in order, 0 to {full}. The game is over when you are stuck "
        "with no redeal left, or when you give up.</p>").format(full=v.full_score))
    return "".join(parts)


# The members whose rules are written out rather than put together.
_WRITTEN_OUT: Final = {ADDICTION_ID: addiction_rules_html}
