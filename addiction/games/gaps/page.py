# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Addiction and its family in the window: the board, status strip, redeal, rule options and
solver work. One class plays every member of the Gaps family; each relative gets a subclass
that names its ``Variant`` (``for_game``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, ClassVar, Final, Protocol

from PySide6.QtCore import QCoreApplication, QRectF, QSize, QTimer
from PySide6.QtGui import QAction, QActionGroup, QColor, QIcon, QPainter, QPen
from PySide6.QtWidgets import QMenu, QStyle

from addiction.cardart.art import CardArt
from addiction.cardart.items import CARD_RADIUS
from addiction.cardart.painting import CARD_ASPECT
from addiction.contract import GameSpec
from addiction.core import AddictionError, Card
from addiction.games.gaps import GAMES, GAPS_OPTION, REDEAL_WHEN_OPTION, REDEALS_OPTION
from addiction.games.gaps.engine import Decision, GapsGame, Place, Rules
from addiction.games.gaps.engine.rules import rules_key
from addiction.games.gaps.engine.variants import Variant, variant
from addiction.games.gaps.keeper import GapsKeeper, rules_from_key
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.rules_text import rules_html
from addiction.games.gaps.view import BoardView
from addiction.table import spoken
from addiction.table.page import NOTE_MS, GamePage, PageContext
from addiction.table.settings import Settings
from addiction.table.solver_bridge import SolverBridge
from addiction.table.status_strip import KEPT, MAIN

# The "still winnable" search waits for play to pause this long, then searches this long.
JUDGE_DELAY_MS: Final = 400
JUDGE_BUDGET_S: Final = 4.0
# The deal the start-screen miniature shows: fixed, so the screen looks the same every time.
MINIATURE_DEAL: Final = 7


class AdvisorLike(Protocol):
    """What the page needs of ``addiction.games.gaps.solver.Advisor`` (or a test's stand-in)."""

    def choose(self, game: GapsGame) -> Decision | None: ...


Judge = Callable[[Sequence[Card | None], float, Callable[[], bool]], str]


def advisor_of(variant_id: str) -> Callable[[], AdvisorLike]:
    """What makes the computer player of a Gaps game."""

    def make() -> AdvisorLike:
        # The solver loads on first use, so the window appears without waiting for it.
        from addiction.games.gaps.solver import advisor_for  # noqa: PLC0415

        return advisor_for(variant_id)

    return make


def judge_of(variant_id: str) -> Judge:
    """The "still winnable" search of a Gaps game."""

    def judge(cells: Sequence[Card | None], budget: float, cancelled: Callable[[], bool]) -> str:
        from addiction.games.gaps.solver import winnable_for  # noqa: PLC0415

        return winnable_for(variant_id, cells, budget, cancelled)

    return judge


def chosen_rules(settings: Settings, v: Variant) -> Rules:
    """The rules a new game of ``v`` is dealt with: as chosen in Settings, where the variant
    lets the player choose; when a redeal is allowed is one choice for the whole family."""
    when = settings.value(REDEAL_WHEN_OPTION.key)
    if not v.player_sets_rules:
        return Rules.of(v.id, when)
    return Rules(redeals=settings.value(REDEALS_OPTION.key), gaps=settings.value(GAPS_OPTION.key),
                 redeal_when=when, variant=v.id)


def keep_rules(settings: Settings, rules: Rules) -> None:
    """Keep ``rules`` for the next games (of a relative, only when a redeal is allowed)."""
    settings.set_value(REDEAL_WHEN_OPTION.key, rules.redeal_when)
    if rules.spec.player_sets_rules:
        settings.set_value(REDEALS_OPTION.key, rules.redeals)
        settings.set_value(GAPS_OPTION.key, rules.gaps)


class GapsPage(GamePage):
    """One game of the Gaps family: new games take the rules chosen in Settings.

    Without a ``model`` the page makes its own and brings back the saved game (or deals a
    random one); a given model's game is played as it is. ``advisor_factory`` and ``judge``
    default to the solver of the page's variant.
    """

    # The family's first member plays on this class; the others on a subclass each (for_game).
    spec = GAMES[0]
    variant: ClassVar[Variant] = variant(GAMES[0].id)

    def __init__(
        self,
        context: PageContext,
        *,
        model: GapsModel | None = None,
        advisor_factory: Callable[[], AdvisorLike] | None = None,
        judge: Judge | None = None,
    ) -> None:
        fresh = model is None
        if model is None:
            # The table has the variant's shape from the first (the saved game or a random
            # deal replaces this one below).
            model = GapsModel(GapsGame.new(1, chosen_rules(context.settings, self.variant)))
        keeper = (GapsKeeper(model, context.storage, game_name=self.variant.id)
                  if context.storage is not None else None)
        solver = SolverBridge(
            model, advisor_factory or advisor_of(self.variant.id),
            (model.card_moved, model.redealt, model.game_over), judge or judge_of(self.variant.id),
            prepare=self.spec.prepare)
        super().__init__(context, model, BoardView(model, context.art), keeper, solver)
        self.model: GapsModel = model
        self.view: BoardView
        self.settings = context.settings

        self.score_label = self._status_label(priority=MAIN)
        self.redeals_label = self._status_label()
        self.moves_label = self._status_label(priority=KEPT)
        self._finish_strip()
        self._make_actions()
        self._judge_timer = QTimer(self)
        self._judge_timer.setSingleShot(True)
        self._judge_timer.setInterval(JUDGE_DELAY_MS)
        self._judge_timer.timeout.connect(self._judge_now)

        m = model
        m.score_changed.connect(self._show_score)
        m.redeals_left_changed.connect(self._show_redeals)
        m.moves_changed.connect(self._show_moves)
        m.redeal_available.connect(self.action_redeal.setEnabled)
        m.stuck_changed.connect(self._stuck_changed)
        m.card_moved.connect(self._announce_move)
        m.redealt.connect(self._announce_redeal)
        for signal in (m.card_moved, m.redealt):
            signal.connect(self._position_changed)
            # A save that failed in the background is noticed at the next action.
            signal.connect(self.tell_problems)
        solver.judged.connect(self._show_verdict)
        self.view.choice_pending.connect(self._prompt_choice)

        self.resumed = fresh and keeper is not None and keeper.resume()
        if fresh and not self.resumed:
            if context.deal:
                model.new_game(None, chosen_rules(self.settings, self.variant))
        else:
            self._game_started()

    @classmethod
    def for_game(cls, spec: GameSpec) -> type[GamePage]:
        return cls if spec.id == cls.spec.id else _relative_page(spec)

    def _make_actions(self) -> None:
        parent = self.context.window
        style = parent.style()
        self.action_redeal = QAction(
            QIcon.fromTheme("media-playlist-shuffle",
                            style.standardIcon(QStyle.StandardPixmap.SP_BrowserReload)),
            self.tr("R&edeal"), self)
        self.action_redeal.setShortcut("R")
        tip = self.tr("Keep each row's ordered cards and deal the rest again")
        self.action_redeal.setStatusTip(tip)
        self.action_redeal.setToolTip(tip)
        self.action_redeal.triggered.connect(self.redeal)

        self.rules_note = QAction(self.tr("Rules take effect from the next game"), self)
        self.rules_note.setEnabled(False)
        self.redeals_menu = QMenu(self.tr("&Redeals per Game"), parent)
        self.redeals_group = self._radio_group(
            self.redeals_menu, "rules/redeals",
            [(0, self.tr("None")), (1, self.tr("1")), (2, self.tr("2")), (3, self.tr("3"))])
        self.gaps_menu = QMenu(self.tr("&Gap Placement on Redeal"), parent)
        self.gaps_group = self._radio_group(
            self.gaps_menu, "rules/gaps",
            [("after-sequence", self.tr("After Each Row's Sequence")),
             ("random", self.tr("Anywhere (Classic Gaps)"))])
        self.when_menu = QMenu(self.tr("Redeal &Allowed"), parent)
        self.redeal_when_group = self._radio_group(
            self.when_menu, "rules/redeal_when",
            [("stuck", self.tr("Only When Stuck")), ("any", self.tr("At Any Time"))])
        self.action_winnable = QAction(self.tr("Show Whether Still &Winnable"), self)
        tip = self.tr("Search in the background whether the cards can still be won "
                      "without a redeal")
        self.action_winnable.setStatusTip(tip)
        self.action_winnable.setToolTip(tip)
        self.action_winnable.setCheckable(True)
        self.action_winnable.setChecked(self.settings.winnable_indicator)
        self.action_winnable.toggled.connect(self.set_winnable_indicator)

    def _radio_group(self, menu: QMenu, key: str, choices: list[tuple[object, str]]) -> QActionGroup:
        group = QActionGroup(self)
        group.setExclusive(True)
        current = self.settings.value(key)
        for value, text in choices:
            action = QAction(text, group)
            action.setCheckable(True)
            action.setData(value)
            action.setChecked(value == current)
            menu.addAction(action)
        group.triggered.connect(self._rules_changed)
        return group

    # --- what the window reads -------------------------------------------------------------

    @property
    def game(self) -> GapsGame:
        return self.model.game

    @property
    def rules_key(self) -> str:
        return rules_key(self.model.game.rules)

    def play_actions(self) -> list[QAction]:
        return [self.action_redeal]

    def settings_actions(self) -> list[QAction]:
        # A relative's redeals and gaps are part of its rules: only their timing is a choice.
        fixed = not self.variant.player_sets_rules
        menus = (self.when_menu,) if fixed else (self.redeals_menu, self.gaps_menu, self.when_menu)
        return [self.rules_note, *(m.menuAction() for m in menus), self.action_winnable]

    # --- what the window asks --------------------------------------------------------------

    def new_game(self, deal: int | None = None, options: Any = None) -> None:
        rules = options if isinstance(options, Rules) else chosen_rules(self.settings, self.variant)
        self.model.new_game(deal, rules)

    def deal_options(self) -> Rules:
        return chosen_rules(self.settings, self.variant)

    def load_position(self, text: str) -> None:
        self.model.load_position(text, chosen_rules(self.settings, self.variant))

    def position_of(self, text: str) -> str | None:
        try:
            return GapsGame.from_text(text, self.model.game.rules, deal=0).to_text()
        except AddictionError:
            return None

    def game_options(self) -> Rules:
        return self.model.game.rules

    def replay(self, deal: int, rules_key: str) -> Callable[[], None] | None:
        try:
            rules = rules_from_key(rules_key)
        except (ValueError, AddictionError):
            return None  # a rule set of a later version: nothing this one can deal
        return lambda: self.model.new_game(deal, rules)

    def redeal(self) -> None:
        if self.model.game.can_redeal:
            self.model.redeal()

    def describe_advice(self, advice: Decision, aloud: bool = False) -> str:
        if advice == "redeal":
            return self.tr("Hint: redeal.")
        if aloud:
            # The card's spoken name is a noun phrase of its own: no verb to agree with.
            return self.tr("Hint: {card}, to {place}.").format(
                card=spoken.card_name(advice.card), place=spoken.place_name(*advice.dst))
        row, col = advice.dst
        return self.tr("Hint: move {card} to row {row}, column {col}.").format(
            card=advice.card.symbol, row=row + 1, col=col + 1)

    def describe_step(self, step: Decision) -> str:
        if step == "redeal":
            return self.tr("a redeal")
        row, col = step.dst
        return self.tr("{card} to row {row}, column {col}").format(
            card=step.card.symbol, row=row + 1, col=col + 1)

    def play_advice(self, advice: Decision) -> None:
        if advice == "redeal":
            self.model.redeal()
        else:
            self.model.play(advice)

    def end_summary(self) -> tuple[str, str, dict[str, str]]:
        game = self.model.game
        details = {
            "won": QCoreApplication.translate(
                "EndOfGameDialog", "Every row runs from 2 to King. Well played!")
            if self.variant.rows_run_two_to_king else QCoreApplication.translate(
                "EndOfGameDialog", "Every row is in order. Well played!"),
            "over": QCoreApplication.translate("EndOfGameDialog", "No card can move and no redeal is left."),
        }
        figures = {
            QCoreApplication.translate("EndOfGameDialog", "Score"): f"{game.score}/{game.max_score}",
            QCoreApplication.translate("EndOfGameDialog", "Moves"): str(game.moves_played),
            QCoreApplication.translate("EndOfGameDialog", "Redeals used"): str(game.redeals_used),
        }
        return self._end_summary(game.status, details, figures)

    def enter(self) -> None:
        super().enter()
        # Another member of the family may have changed when a redeal is allowed.
        for group, key in ((self.redeals_group, "rules/redeals"), (self.gaps_group, "rules/gaps"),
                           (self.redeal_when_group, "rules/redeal_when")):
            current = self.settings.value(key)
            for action in group.actions():
                action.setChecked(action.data() == current)
        self._position_changed()

    def leave(self) -> None:
        self._judge_timer.stop()
        super().leave()

    def shutdown(self) -> None:
        self._judge_timer.stop()
        super().shutdown()

    # --- the model's signals ---------------------------------------------------------------

    def _game_started(self) -> None:
        game = self.model.game
        self._show_score(game.score)
        self._show_redeals(game.redeals_left)
        self._show_moves(game.moves_played)
        self.action_redeal.setEnabled(game.can_redeal)
        super()._game_started()
        self._position_changed()
        if game.is_over and not self.giving_back:
            self.say(self.tr("This position has no move left."), NOTE_MS)

    def _show_score(self, score: int) -> None:
        self.score_label.setText(self.tr("Score: {score}/{full}").format(
            score=score, full=self.variant.full_score))

    def _show_redeals(self, left: int) -> None:
        self.redeals_label.setText(self.tr("Redeals left: {left}").format(left=left))

    def _show_moves(self, moves: int) -> None:
        self.moves_label.setText(self.tr("Moves: {moves}").format(moves=moves))

    def _announce_move(self, card: Card, src: Place, dst: Place) -> None:
        del src
        score, where = self.model.game.score, spoken.place_name(*dst)
        name = spoken.card_name(card)
        if self.taking_back:
            text = self.tr("Taken back: {card} to {place}; score {score}.")
        else:
            text = self.tr("{card} to {place}; score {score}.")
        self.view.announce(text.format(card=name, place=where, score=score))

    def _prompt_choice(self, origin: Place | None) -> None:
        """Say what a pending choice asks for (a card or a gap was clicked that several moves
        answer), and take the words back once it is made or cancelled."""
        if origin is None:
            self.note.emit("", 0)
            return
        card = self.model.game.cell(origin)
        if card is not None:
            text = self.tr("Choose a gap for {card} — Esc cancels").format(card=card.symbol)
            aloud = self.tr("Choose a gap for {card}. Escape cancels.").format(
                card=spoken.card_name(card))
        else:
            row, col = origin
            text = self.tr("Choose a card for row {row}, column {col} — Esc cancels").format(
                row=row + 1, col=col + 1)
            aloud = self.tr("Choose a card for {place}. Escape cancels.").format(
                place=spoken.place_name(row, col))
        self.say(text, 0, aloud)

    def _announce_redeal(self, relocations: list[tuple[Card, Place, Place]]) -> None:
        game = self.model.game
        if self.taking_back:
            text = self.tr("Redeal taken back; score {score}.").format(score=game.score)
        else:
            moved = sum(1 for _, old, new in relocations if old != new)
            text = self.tr("Redealt: {count} cards dealt again; redeals left: {left}; "
                           "score {score}.").format(count=moved, left=game.redeals_left,
                                                    score=game.score)
        self.view.announce(text)

    def _stuck_changed(self, stuck: bool) -> None:
        game = self.model.game
        if stuck and game.can_redeal:
            self.say(
                self.tr("No card can move. Redeal (R) to go on: %n left.", "", game.redeals_left), 0)
        elif not stuck:
            self.note.emit("", 0)

    def _game_over(self) -> None:
        self._judge_timer.stop()
        self.deals.show_position(None)
        self.note.emit("", 0)
        super()._game_over()

    # --- still winnable? -------------------------------------------------------------------

    def _position_changed(self) -> None:
        """Ask again, after a pause in play, whether the board can still be won; the deal
        untouched, its judgement answers (see ``PageDeals``)."""
        self._judge_timer.stop()
        if not self.settings.winnable_indicator or self.model.game.is_over:
            self.deals.show_position(None)
            return
        self.deals.show_position((self.tr("Thinking…"), self.tr(
            "Looking, while you think, for a way to put every card in order without a redeal.")))
        if not self.deals.answers_for_the_start:
            self._judge_timer.start()

    def _judge_now(self) -> None:
        if (self.settings.winnable_indicator and not self.model.game.is_over
                and not self.deals.answers_for_the_start):
            self.solver.judge(self.model.game.cells, JUDGE_BUDGET_S)

    def _show_verdict(self, verdict: str) -> None:
        if not self.settings.winnable_indicator:
            return
        # Words that say what the player can do about it: "not winnable" alone read as "lost"
        # on a fresh deal with moves to play, while Redeal was still greyed out.
        game = self.model.game
        if verdict == "winnable":
            text = self.tr("Winnable without a redeal")
            tip = self.tr("There is still a way to put every card in order without redealing.")
        elif verdict == "not-winnable" and game.redeals_left == 0:
            text = self.tr("Cannot be won")
            tip = self.tr("No way to put every card in order remains, and no redeal is left: "
                          "play on for the best score, or give up.")
        elif verdict == "not-winnable" and game.rules.redeal_when == "stuck":
            text = self.tr("A redeal will be needed")
            tip = self.tr("The cards cannot all be put in order without a redeal. Play on "
                          "until no card can move; then Redeal deals again the cards out of "
                          "place.")
        elif verdict == "not-winnable":
            text = self.tr("A redeal will be needed")
            tip = self.tr("The cards cannot all be put in order without a redeal. Order what "
                          "you can first: a redeal keeps each row's ordered cards in place.")
        else:
            text = self.tr("Not known yet")
            tip = self.tr("The search found no answer in the time it has; it looks again after "
                          "your next move.")
        self.deals.show_position((text, tip))

    def set_winnable_indicator(self, on: bool) -> None:
        self.settings.winnable_indicator = on
        self._position_changed()

    # --- options ---------------------------------------------------------------------------

    def _rules_changed(self) -> None:
        when = self.redeal_when_group.checkedAction().data()
        if self.variant.player_sets_rules:
            rules = Rules(redeals=self.redeals_group.checkedAction().data(),
                          gaps=self.gaps_group.checkedAction().data(), redeal_when=when,
                          variant=self.variant.id)
        else:
            rules = Rules.of(self.variant.id, when)
        keep_rules(self.settings, rules)
        # The engine's own description is English: this one is translated.
        text = self.describe_options(rules_key(rules).partition(":")[2]) or rules.describe()
        if rules == self.model.game.rules:
            message = self.tr("Rules: {rules}.").format(rules=text)
        else:
            message = self.tr("Rules: {rules}. They apply from your next game.").format(rules=text)
        self.note.emit(message, NOTE_MS)

    # --- for the Rules dialog, the start screen, the statistics and the paste dialog ----------

    @classmethod
    def rules_html(cls) -> str:
        """The rules in short, as a player would explain them to a friend."""
        return rules_html(cls.variant)

    @classmethod
    def paint_miniature(cls, painter: QPainter, rect: QRectF, art: CardArt) -> None:
        """Deal ``MINIATURE_DEAL`` as it opens: Addiction's four rows of 13 with the aces'
        gaps, or the table of the page's relative."""
        v = cls.variant
        cells = GapsGame.new(MINIATURE_DEAL, Rules.of(v.id)).cells
        gap = 0.08
        rows, cols = v.rows, v.cols
        # The cards and their gaps across and down, centred in the rectangle.
        width = min(rect.width() / (cols + (cols - 1) * gap),
                    rect.height() / (rows * CARD_ASPECT + (rows - 1) * gap))
        height = width * CARD_ASPECT
        total = QSize(round(width * (cols + (cols - 1) * gap)),
                      round(rows * height + (rows - 1) * gap * width))
        left = rect.left() + (rect.width() - total.width()) / 2
        top = rect.top() + (rect.height() - total.height()) / 2
        for place, card in enumerate(cells):
            row, col = divmod(place, cols)
            card_rect = QRectF(left + col * width * (1 + gap), top + row * (height + gap * width),
                               width, height)
            if card is None:
                _paint_slot(painter, card_rect)
            else:
                art.paint(painter, card_rect, card)

    @classmethod
    def describe_options(cls, options: str) -> str | None:
        """The options of a rule-set key, e.g. ``3 redeals, gaps after sequence``."""
        values = dict(part.partition("=")[::2] for part in options.split(",") if part)
        if not cls.variant.player_sets_rules:
            if set(values) != {"redeal_when"} or values["redeal_when"] not in ("stuck", "any"):
                return None
            if cls.variant.redeals == 0:  # where the gaps go and when: nothing to say
                return QCoreApplication.translate("StatisticsDialog", "no redeals")
            values.update(redeals=str(cls.variant.redeals), gaps=cls.variant.gaps)
        redeals = {
            "0": QCoreApplication.translate("StatisticsDialog", "no redeals"),
            "1": QCoreApplication.translate("StatisticsDialog", "1 redeal"),
            "2": QCoreApplication.translate("StatisticsDialog", "2 redeals"),
            "3": QCoreApplication.translate("StatisticsDialog", "3 redeals"),
        }.get(values.get("redeals", ""))
        gaps = {
            "after-sequence": QCoreApplication.translate("StatisticsDialog", "gaps after sequence"),
            "random": QCoreApplication.translate("StatisticsDialog", "random gaps"),
        }.get(values.get("gaps", ""))
        when = {
            "stuck": "",
            "any": QCoreApplication.translate("StatisticsDialog", ", redeal any time"),
        }.get(values.get("redeal_when", ""))
        if redeals is None or gaps is None or when is None:
            return None
        return QCoreApplication.translate("StatisticsDialog", "{redeals}, {gaps}{when}").format(
            redeals=redeals, gaps=gaps, when=when)

    @classmethod
    def parse_options(cls, text: str) -> Rules:
        if cls.variant.player_sets_rules:
            if "variant" in text:
                raise AddictionError(f"these are the rules of {cls.variant.id}: leave out variant=")
            return Rules.parse(f"variant={cls.variant.id},{text}")
        if "variant" in text or "redeals" in text or "gaps" in text:
            raise AddictionError(f"{cls.variant.id} fixes its redeals and gaps; only "
                                 "redeal_when=stuck or redeal_when=any can be chosen")
        return Rules.parse(f"variant={cls.variant.id},{text}")

    @classmethod
    def position_help(cls) -> tuple[str, int]:
        v = cls.variant
        return QCoreApplication.translate(
            "PositionDialog",
            "{rows} rows of {cols} cards, top row first. A card is rank then suit "
            "(7H, TD, KS); a gap is --.",
        ).format(rows=v.rows, cols=v.cols), v.rows + 3


@cache
def _relative_page(spec: GameSpec) -> type[GapsPage]:
    """The page class of one of Addiction's relatives: the same page over its ``Variant``."""
    name = "".join(part.title() for part in spec.id.split("-")) + "Page"
    return type(name, (GapsPage,), {"spec": spec, "variant": variant(spec.id),
                                         "__doc__": f"{spec.id} in the window."})


def _paint_slot(painter: QPainter, rect: QRectF) -> None:
    """An empty place of the miniature: a faint outline on the felt."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor(255, 255, 255, 90), max(1.0, rect.width() * 0.04)))
    painter.setBrush(QColor(0, 0, 0, 40))
    radius = rect.width() * CARD_RADIUS
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()
