"""Get Nifty widgets: the players' table, the challenge panel, your hand.

They draw a GetNiftyView. Every state carries a word or glyph as well as a
colour (marked ✓, unmarked ·, Fluxed ~), and every name from a person or a
file goes in as plain Text, never as markup.
"""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.padding import Padding
from rich.text import Text
from textual.widgets import Static

from nifty_table.games.get_nifty.cards import Card, show_stat
from nifty_table.games.get_nifty.view import GetNiftyView, SideView, Slot, TeamView
from nifty_table.tui.screens.whole_card import pointer
from nifty_table.tui.widgets.flow import flow
from nifty_table.tui.widgets.redraw import show_text

TYPE_MARK = {
    "state": ("St", "bold cyan"),
    "character": ("C", "bold green3"),
    "object": ("O", "bold yellow1"),
    "boredom": ("B", "bold magenta"),
    "plot": ("P", "bold dodger_blue1"),
}


def stats(card: Card) -> str:
    if card.type == "boredom":
        return f"Boredom {card.value}"
    if card.type == "state":
        return card.state or ""
    return " ".join(
        f"{letter}{show_stat(card.stat(name))}"
        for letter, name in (
            ("D", "danger"),
            ("S", "safety"),
            ("W", "weirdness"),
            ("N", "niftyness"),
        )
    )


def chip(card: Card, with_stats: bool = True) -> Text:
    mark, style = TYPE_MARK[card.type]
    out = Text()
    out.append(f"[{mark}]", style=style)
    out.append(f" {card.name}")
    if with_stats and card.type not in ("state",):
        out.append(f" {stats(card)}", style="grey70")
    return out


def card_line(card: Card) -> Text:
    """A card with its stats and text, as the hand panel shows it."""
    out = chip(card)
    out.append(": ")
    out.append(card.text, style="grey85")
    return out


def slot_text(word: str, slot: Slot) -> Text:
    """SAFE✓ marked, SAFE· played, SAFE~ Fluxed, SAFE– none (glyph and colour)."""
    if slot.card is None:
        return Text(f"{word}–", style="grey50")
    if slot.fluxed:
        return Text(f"{word}~", style="bold red1")
    if slot.marked:
        return Text(f"{word}✓", style="bold green3")
    return Text(f"{word}·", style="yellow1")


def score_text(team: TeamView, v: GetNiftyView) -> Text:
    """★TOKEN 7/16 once a team has its token; before, no score toward the
    target, as Niftyness wins nothing without one (the running count still
    shows in a game with a round limit, where it decides who leads)."""
    if team.token:
        return Text(f" ★TOKEN {team.niftyness}/{v.target}", style="bold")
    out = Text(" no token yet", style="grey62")
    if v.round_limit:
        out.append(f" ({team.niftyness} Niftyness)")
    return out


class PlayersWidget(Static):
    """One block per team: State cards, token, Niftyness against the target,
    then each seat's hand size and Objects."""

    def show(self, cards: dict[str, Card], v: GetNiftyView) -> None:
        parts: list[RenderableType] = []  # wrapped card lists keep their indent
        out = Text()

        def indented(label: str, names: str) -> None:
            nonlocal out
            out.rstrip()  # the line break is the Group's now
            parts.append(out)
            line = Text(label, style="grey70")
            line.append(names, style="grey85")
            parts.append(Padding(line, (0, 0, 0, 4)))
            out = Text()

        for team in v.teams:
            active = v.active in team.seats
            out.append("▶ " if active else "  ", style="bold")
            for k, s in enumerate(team.seats):
                seat = v.seats[s]
                out.append(" & " if k else "")
                out.append(seat.name, style="bold" if active else "")
                out.append(f" ({seat.hand_size})", style="grey62")
            out.append(" ")
            out.append_text(slot_text("SAFE", team.safe))
            out.append(" ")
            out.append_text(slot_text("WEIRD", team.weird))
            out.append_text(score_text(team, v))
            out.append("\n")
            for s in team.seats:
                seat = v.seats[s]
                if seat.objects:
                    who = f"{seat.name}: " if len(team.seats) > 1 else ""
                    indented(who, ", ".join(cards[c].name for c in seat.objects))
            if team.nifty:
                indented("under the token: ", ", ".join(cards[c].name for c in team.nifty))
        plot = cards[v.plot] if v.plot else None
        out.append("Plot: ", style="bold")
        if plot is None:
            out.append("none", style="grey50")
        else:
            out.append(plot.name)
            out.append(f"  {stats(plot)}", style="grey70")
        out.append(f"   draw pile {v.draw_count} · discards {len(v.discard)}", style="grey62")
        parts.append(out)
        self.update(Group(*(p for p in parts if not isinstance(p, Text) or p.plain)))


def _side_line(cards: dict[str, Card], v: GetNiftyView, label: str, side: SideView) -> Text:
    names = " + ".join(v.seats[s].name for s in side.seats)
    out = Text()
    out.append(f"{label} ", style="bold")
    out.append(names)
    out.append(f": {side.total}", style="bold")
    out.append(
        f" (cards {side.cards_total} + obj {side.objects_total} + plot {side.plot})\n",
        style="grey70",
    )
    # What the side has put in: its cards, and the Objects played into it now.
    played = [cards[c].name + " " + stats(cards[c]) for c in side.cards]
    played += [f"[O] {cards[c].name} {stats(cards[c])}" for c in side.added_objects]
    out.append(f"   {', '.join(played) or 'nothing added yet'}\n", style="" if played else "grey50")
    return out


class ChallengeWidget(Static):
    """Both sides of the challenge with their totals broken down. It stands
    first on the table, the losing side and why next, so the numbers to beat
    stay in sight at 80x24 (the players' rows scroll below it)."""

    def show(self, cards: dict[str, Card], v: GetNiftyView) -> None:
        ch = v.challenge
        self.display = ch is not None
        if ch is None:
            return
        out = Text()
        kind = "DANGER" if ch.kind == "danger" else "BOREDOM"
        slot = "SAFE" if ch.kind == "danger" else "WEIRD"
        own = f"their own {slot} card"
        against = own if ch.challenger == ch.defender else v.seats[ch.defender].name
        out.append(f"{kind} challenge: ", style="bold red1" if kind == "DANGER" else "bold magenta")
        out.append(f"{v.seats[ch.challenger].name} against {against}\n")
        loser = "attack" if ch.losing == "attack" else "defence"
        out.append(f"Losing: the {loser}", style="bold")
        out.append(f" ({ch.losing_reason})", style="grey70")
        if ch.asking:
            out.append(" · help asked")
            side = (ch.attack if ch.turn == "attack" else ch.defence).seats
            team = v.seats[side[0]].team  # a partner is no helper the side took
            helping = [s for s in side if v.seats[s].team != team]
            if helping:  # accepted: on the side now, no longer offering
                out.append("; helping: " + ", ".join(v.seats[s].name for s in helping))
            if ch.offers or not helping:
                offers = ", ".join(v.seats[s].name for s in ch.offers) or "none yet"
                out.append(f"; offers: {offers}")
        if ch.refused:
            out.append(" · refused: " + ", ".join(v.seats[s].name for s in ch.refused))
        out.append("\n")
        out.append_text(_side_line(cards, v, "Attack ", ch.attack))
        out.append_text(_side_line(cards, v, "Defence", ch.defence))
        out.rstrip()
        self.update(out)


class HandWidget(Static):
    """Your hand, wrapped between cards, and the full text of the card the
    highlighted choice is about."""

    _drawn: tuple[dict[str, Card], list[str], str | None] | None = None
    _pointer: str | None = None  # the key to the whole card (the keymap is set at start)

    def on_mount(self) -> None:
        self._pointer = pointer(self)

    def show(self, cards: dict[str, Card], hand: list[str], focus: str | None) -> None:
        self._drawn = (cards, hand, focus)
        label = Text("Your hand:", style="bold")
        if not hand:
            label.append(" empty", style="grey50")
        # Lines break between cards, never inside a card's name.
        chips = [chip(cards[c], with_stats=False) for c in hand]
        width = self.content_region.width
        if not width:  # before the first layout: a guess, drawn again once laid out
            width = 60
            self.call_after_refresh(self.on_resize)
        first = [label + " " + chips[0]] if chips else [label]  # the label stays with a card
        out = flow([*first, *chips[1:]], width, indent=2, gap=" · ")
        card = cards.get(focus) if focus else None
        if card is not None:
            out.append("\n")
            out.append_text(card_line(card))
        # The cursor moves this text: laid out again only if needed; cut, it
        # says which key shows it whole.
        show_text(self, out, self._pointer or "")

    def hide(self, message: str) -> None:
        self._drawn = None
        self.update(Text(message, style="grey50"))

    def on_resize(self) -> None:
        if self._drawn is not None and self.content_region.width:
            self.show(*self._drawn)
