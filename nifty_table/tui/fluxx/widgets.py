"""Fluxx widgets: rules and goals, the players' tables, your hand, a card's text.

They draw a FluxxView; every card name, type and text comes from the deck.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.content import Content
from textual.widgets import Static

from nifty_table.games.fluxx.game import FluxxGame
from nifty_table.games.fluxx.view import FluxxView

# A letter goes with every colour, so card types never rely on colour alone.
TYPE_MARK = {
    "keeper": ("K", "bold green3"),
    "creeper": ("C", "bold red1"),
    "goal": ("G", "bold magenta"),
    "rule": ("R", "bold yellow1"),
    "action": ("A", "bold dodger_blue1"),
    "surprise": ("S", "bold orange1"),
}
FAMILY_BASIC = {
    "draw": "draw 1",
    "play": "play 1",
    "play_all_but": "play 1",
    "hand_limit": "no hand limit",
    "keeper_limit": "no keeper limit",
}


def chip(game: FluxxGame, card: str) -> Text:
    """'[K] Serenity' with the type letter in its colour."""
    spec = game.card(card)
    mark, style = TYPE_MARK[spec.type]
    text = Text()
    text.append(f"[{mark}]", style=style)
    text.append(f" {spec.name}")
    return text


class RulesWidget(Static):
    """Basic Rules, the New Rules in play (and what each overrides), the Goal(s)."""

    DEFAULT_CSS = """
    RulesWidget { height: 1fr; border: round $panel-lighten-2; padding: 0 1; }
    """

    def show(self, game: FluxxGame, view: FluxxView) -> None:
        self.border_title = "Rules and Goal"
        out = Text()
        out.append("Basic Rules: ", style="bold")
        out.append("draw 1, play 1\n")
        for card in view.rules:
            spec = game.card(card)
            out.append_text(chip(game, card))
            if spec.family:
                out.append(f"  (instead of {FAMILY_BASIC[spec.family]})", style="grey62")
            if card in game.catalog.free:
                out.append("  free action", style="cyan")
            out.append("\n")
            # The tucked Action sits under its rule, whatever came into play after it.
            if view.attached and game.catalog.rule_effect.get(card) == "lets_keep_doing_that":
                out.append("  under it: ", style="grey62")
                out.append_text(chip(game, view.attached))
                out.append("\n")
        out.append("Goal: ", style="bold")
        if not view.goals:
            out.append("none yet: nobody can win until a Goal is played\n", style="grey62")
        for goal in view.goals:
            out.append_text(chip(game, goal))
            out.append("\n")
            out.append(f"  {game.card(goal).text}\n", style="grey70")
        for pending in view.pending:
            who = view.seats[pending.by].name if 0 <= pending.by < len(view.seats) else "?"
            out.append(f"Resolving ({who}): ", style="bold cyan")
            out.append(
                ", ".join(game.card(card).name for card in pending.cards if card) or pending.what
            )
            out.append("\n")
        self.update(out)


class PlayersWidget(Static):
    """Every player's Keepers and Creepers, hand sizes, and whose turn it is."""

    DEFAULT_CSS = """
    PlayersWidget { height: auto; max-height: 14; border: round $panel-lighten-2; }
    """

    def show(self, game: FluxxGame, view: FluxxView) -> None:
        self.border_title = f"Draw pile {view.draw_size} · discards {len(view.discard)}"
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=1)
        grid.add_column()
        for i, seat_view in enumerate(view.seats):
            mark = Text("▶" if i == view.active else " ", style="bold yellow")
            line = Text()
            line.append(seat_view.name, style="bold")
            if seat_view.bot:
                line.append(" ⚙", style="grey50")
            line.append(f"  {seat_view.hand_size} in hand", style="grey62")
            if seat_view.protected:
                line.append("  in bunk", style="cyan")
            if seat_view.bound_next:
                line.append("  bound", style="cyan")
            for card in seat_view.keepers + seat_view.creepers:
                line.append("\n  ")
                line.append_text(chip(game, card))
            grid.add_row(mark, line)
        self.update(grid)


class HandWidget(Static):
    """Your hand (and any cards only you may see right now)."""

    DEFAULT_CSS = """
    HandWidget { height: auto; max-height: 6; border: round $panel-lighten-2; padding: 0 1; }
    """

    def show(self, game: FluxxGame, view: FluxxView, owner: str) -> None:
        self.border_title = Content(f"{owner}'s hand ({len(view.hand)})")  # a name: literal
        out = Text()
        for i, card in enumerate(view.hand):
            if i:
                out.append("  ")
            out.append_text(chip(game, card))
        if view.private:
            out.append("\nSet aside for you: ", style="bold cyan")
            for card in view.private:
                out.append_text(chip(game, card))
                out.append("  ")
        self.update(out)

    def hide(self, text: str) -> None:
        self.border_title = Content(text)
        self.update("")


class CardText(Static):
    """The full text of the card the cursor is on."""

    DEFAULT_CSS = """
    CardText { height: auto; max-height: 3; color: $text-muted; padding: 0 1; }
    """

    def show_card(self, game: FluxxGame, card: str | None) -> None:
        if card is None:
            self.update("")
            return
        spec = game.card(card)
        out = chip(game, card)
        out.append(f" ({spec.type}): ", style="grey62")
        out.append(spec.text)
        self.update(out)
