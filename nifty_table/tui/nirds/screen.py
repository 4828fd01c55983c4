"""The Nirds vs Gnomes table: everything open, one clear decider, cards at any time."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from nifty_table.engine import wording
from nifty_table.engine.contract import Action, Prompt
from nifty_table.games.nirds import describe
from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.view import Boss, Phase
from nifty_table.table.extras import NirdsExtra, Trade
from nifty_table.tui.nirds import card_now as cards
from nifty_table.tui.nirds import render
from nifty_table.tui.screens.table import TABLE_CSS, TableScreen
from nifty_table.tui.screens.whole_card import WHOLE_CARD, WholeCard, help_entry
from nifty_table.tui.widgets.action_list import ActionList

if TYPE_CHECKING:
    from nifty_table.games.nirds.view import NirdsView


NIRDS_CSS = Path(__file__).with_name("nirds.tcss")
# The fewest characters a name is cut to on the header's one line ("Ann…"):
# shorter, the lives go on a second line, where names keep more letters.
SHORTEST = 4


class NirdsScreen(WholeCard, TableScreen):
    CSS_PATH = [TABLE_CSS, NIRDS_CSS]
    # ! as in every game with out-of-turn plays (u takes a decision back everywhere).
    BINDINGS = [Binding("exclamation_mark", "interrupt", "Use a card", id="use_card"), WHOLE_CARD]
    KEYS_MD = """\
| Nirds key | What it does |
| --- | --- |
| Up / Down, Enter | pick from the list of what you can do now |
| ! | any player uses a Scientist or a tactic card right now, even out of turn |
| u | take back your last decision while no die was rolled and no card turned up since |
| PgUp / PgDn | scroll the table |
| trade dialog | Up / Down pick a die, Tab the other list, Enter offers, Escape leaves it |

Nothing is hidden in this cooperative game: everybody sees every army, every die and
every Gnome. The ▶ arrow and the reversed name show whose decision it is.
"""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.shown_decider = -1  # whose army the table last scrolled to

    def compose_table(self) -> ComposeResult:
        # One block per part, so the table can scroll to whoever decides now.
        with VerticalScroll(id="nirds-scroll"):
            yield Static(id="nirds-boss")
            for seat in range(len(self.frame.names)):
                yield Static(id=f"nirds-seat-{seat}")
            yield Static(id="nirds-market")

    def compose_side(self) -> ComposeResult:
        yield Static(id="nirds-status")

    def top_line(self) -> str:
        # Every player's lives first; the title only where it fits whole.
        titled = f"{self.frame.summary} · Nirds vs Gnomes"
        if self.fits_top(titled):
            return titled
        view = cast("NirdsView", self.frame.public)
        if self.fits_top(self.frame.summary) or view.phase is Phase.OVER:
            return self.frame.summary
        return self.short_top_line(view)

    def short_top_line(self, view: NirdsView) -> str:
        """The header with every player's lives where long names would push
        the last ones off: names cut to their first letters (no shorter than
        SHORTEST, and still told apart), else the lives on a second line."""
        boss = Boss(view.boss) if view.boss else None
        where = describe.standing(view.round, boss, view.wave, view.gnome_deck)
        lives = [(p.name, p.lives) for p in view.players]
        names = {name for name, _ in lives}
        # Longest first, down to where two players would read the same.
        lengths = range(max(len(name) for name in names), 1, -1)
        cuts = [n for n in lengths if len({wording.cut(name, n) for name in names}) == len(names)]
        for most in cuts:
            line = f"{where}, {describe.lives_text(lives, most)}"
            if most >= SHORTEST and self.fits_top(line):
                return line
        # Names alike to their last letters keep as many as the line holds.
        for most in [*cuts, *lengths]:
            told = describe.lives_text(lives, most)
            if self.fits_top(told):
                return f"{where},\n{told}"
        return f"{where},\n{describe.lives_text(lives, 2)}"  # too narrow to play anyway

    def render_view(self) -> None:
        view = cast("NirdsView", self.frame.public)  # every seat's view is this one
        boss = render.boss_lines(view)
        self.query_one("#nirds-boss", Static).update(render.drawn(boss))
        self.query_one("#nirds-boss", Static).display = bool(boss)
        for seat in range(len(view.players)):
            block = render.drawn(render.player_block(view, seat))
            self.query_one(f"#nirds-seat-{seat}", Static).update(block)
        self.query_one("#nirds-market", Static).update(render.drawn(render.market_lines(view)))
        self.query_one("#nirds-status", Static).update(render.status_text(view))
        if view.decider >= 0 and view.decider != self.shown_decider:
            self.shown_decider = view.decider
            # After the refresh, so the blocks have their new heights.
            self.call_after_refresh(self.scroll_to_decider, view.decider)

    # -- the whole card: the one the highlighted choice is about -----------------
    def cursor_moved(self) -> None:
        self.card_focus_moved()

    def card_in_focus(self) -> str | None:
        choices = self.query_one("#choices", ActionList)
        index = choices.highlighted
        return (
            cards.card_of(choices.action_at(index))
            if choices.display and index is not None
            else None
        )

    def whole_card(self, card: str) -> Text:
        return cards.whole_card(cast("NirdsView", self.frame.view), card)

    def card_now(self, card: str) -> list[str]:
        now = cards.card_now(cast("NirdsView", self.frame.view), card)
        return now + [f"You may: {label}" for label in self.choices_about(card, cards.card_of)]

    def card_help(self, card: str) -> str:
        return help_entry(glossary(), cards.name(card))

    def scroll_to_decider(self, seat: int) -> None:
        """Bring the deciding player's army into view (it may sit below the fold at 80x24)."""
        block = self.query_one(f"#nirds-seat-{seat}", Static)
        self.query_one("#nirds-scroll", VerticalScroll).scroll_to_widget(
            block, animate=False, top=True
        )

    # A trade offer opens the trade dialog instead of going straight to the engine.
    def choose_at(self, index: int) -> None:
        action = self.query_one("#choices", ActionList).action_at(index)
        if action is not None and action.kind == "offer":
            self.open_trade(action)
        else:
            super().choose_at(index)

    @property
    def extra(self) -> NirdsExtra:
        return cast(NirdsExtra, self.frame.extra)  # what the table adds for Nirds

    def open_trade(self, offer) -> None:
        """Show the trade dialog for this offer; only a confirmed trade is sent."""
        from nifty_table.tui.nirds.trade import TradeChoice, TradeDialog, TradeSide

        trade: Trade = next(t for t in self.extra.trades if t.offer == offer)
        swaps = {(s.give_face, s.take_face): s.action for s in trade.swaps}
        choices = [TradeChoice(a.give, a.take, g, t) for (g, t), a in swaps.items()]  # type: ignore[attr-defined]

        def done(choice: TradeChoice | None) -> None:
            if choice is None:
                self.query_one("#choices", ActionList).focus()
                return  # cancelled: nothing was sent, nothing changed
            swap = swaps[(choice.give_face, choice.take_face)]
            if self.submit(offer):
                self.submit(swap)

        me = TradeSide(trade.me.name, trade.me.faces)
        partner = TradeSide(trade.partner.name, trade.partner.faces)
        follow = self.follow_up(offer)
        start = next((c for c in choices if swaps[(c.give_face, c.take_face)] == follow), None)
        self.app.push_screen(TradeDialog(me, partner, choices, start), done)

    def follow_up(self, first: Action) -> Action | None:
        """The move a lesson suggests once `first` is played (the lesson's coach
        answers; a plain game suggests none)."""
        return None

    def action_interrupt(self) -> None:
        """A player picks themselves, then the Scientist or tactic card to use."""
        if self.frame.prompt is None:
            return
        names = self.frame.names
        people = [(i, names[i]) for i in self.extra.card_users]
        if not people:
            self.notify("Nobody at the keyboard has a Scientist or tactic card to use now.")
            return
        from nifty_table.tui.screens.pick_seat import PickSeatScreen

        def claimed(seat: int | None) -> None:
            if seat is None:
                return
            self.table.claim(seat)
            self.redraw()
            self.query_one("#choices", ActionList).focus()

        self.app.push_screen(PickSeatScreen("Who uses a card?", people), claimed)

    @classmethod
    def card_tabs(cls, deck: object) -> list[tuple[str, str]]:
        return [("Cards", glossary())]  # Nirds' cards are the same for every game

    def now_hint(self, prompt: Prompt) -> str:
        hint = (
            "Use the arrows to pick, Enter to choose. Press ! to use a Scientist or a "
            "tactic card (anyone may, at any time in the Action phase); u takes back."
        )
        if not self.frame.over and self.extra.trades:
            hint += (
                " Trade dice with … opens the trade dialog: pick the die you give and the "
                "die you get, read both players' dice after the trade, then Enter offers "
                "it and Escape leaves everything as it was."
            )
        return hint


def glossary() -> str:
    """Every card, in the game's own words."""
    c = catalog()
    lines = ["# Every card", "", "## Starter sets (Leader, Assistant, Techie)", ""]
    seen = set()

    def nird_line(i: int) -> str:
        spec = c.nirds[i]
        cost = f", cost {spec.cost}" if spec.level else ""
        what = spec.pattern_label() if spec.kind == "troop" else spec.science_label()
        return f"- **{spec.name}** ({spec.kind}{cost}; {what}): {spec.text}"

    for group in c.starter_sets:
        lines += [nird_line(i) for i in group]
    for level, ids in ((1, c.level1), (2, c.level2)):
        lines += ["", f"## Market level {level}", ""]
        for i in ids:
            if c.nirds[i].id not in seen:
                seen.add(c.nirds[i].id)
                copies = sum(1 for j in ids if c.nirds[j].id == c.nirds[i].id)
                lines.append(nird_line(i) + (f" ({copies} copies)" if copies > 1 else ""))
    for wave in range(4):
        lines += ["", f"## Gnomes, wave {wave + 1}", ""]
        for g in c.waves[wave]:
            card = c.gnomes[g]
            bits = [f"{card.health} health"]
            if card.weak:
                bits.append("weak " + "/".join(str(f) for f in card.weak))
            if card.armor:
                bits.append("armour " + "/".join(str(f) for f in card.armor))
            bits.append("attack: " + ", ".join(e.label() for e in card.attack))
            if card.on_ko:
                bits.append("knocked out: " + ", ".join(e.label() for e in card.on_ko))
            if card.sunrise:
                bits.append("sunrise: " + ", ".join(e.label() for e in card.sunrise))
            text = f" {card.text}" if card.text else ""
            lines.append(f"- **{card.name}** ({'; '.join(bits)}).{text}")
    lines += ["", "## Tactic cards", ""]
    seen.clear()
    for t in c.tactics:
        if t.id not in seen:
            seen.add(t.id)
            copies = sum(1 for x in c.tactics if x.id == t.id)
            boss = "" if t.vs_boss else " Not against a Boss."
            lines.append(f"- **{t.name}** ({copies}): {t.text}{boss}")
    return "\n".join(lines)
