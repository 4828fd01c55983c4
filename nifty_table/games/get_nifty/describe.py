"""Readable labels for actions (action lists, the log of a replay)."""

from __future__ import annotations

from nifty_table.engine.contract import Action
from nifty_table.games.get_nifty import actions as A
from nifty_table.games.get_nifty.cards import show_stat
from nifty_table.games.get_nifty.table import Table


def card_label(table: Table, card: str) -> str:
    """Name with its type and stats, e.g. `Torg (Character D3 S2 W2 N3)`."""
    c = table.card[card]
    if c.type == "boredom":
        return f"{c.name} (Boredom {c.value})"
    if c.type == "state":
        return c.name
    stats = " ".join(
        f"{k}{show_stat(c.stat(name))}"
        for k, name in (("D", "danger"), ("S", "safety"), ("W", "weirdness"), ("N", "niftyness"))
    )
    return f"{c.name} ({c.type.title()} {stats})"


def _single_use(table: Table, card: str, when: str) -> str:
    """The warning on a choice that spends a single-use Object."""
    return f", single use: discarded {when}" if table.card[card].single_use else ""


def describe_action(table: Table, a: Action) -> str:
    who = table.who
    if isinstance(a, A.StartChallenge):
        kind = "Danger" if table.card[a.card].type == "character" else "Boredom"
        whom = "yourself" if a.target == a.seat else who(a.target)
        return f"Challenge {whom} ({kind}) with {card_label(table, a.card)}"
    if isinstance(a, A.PlayState):
        return f"Play {table.cn(a.card)} in front of you"
    if isinstance(a, A.PlayObject):
        return f"Play the Object {card_label(table, a.card)}"
    if isinstance(a, A.PlayPlot):
        return f"Change the Plot: {card_label(table, a.card)}"
    if isinstance(a, A.AddCard):
        return f"Add {card_label(table, a.card)}{_single_use(table, a.card, 'after the challenge')}"
    if isinstance(a, A.UsePower):
        return f"Use {table.cn(a.card)}'s power{_single_use(table, a.card, 'once used')}"
    if isinstance(a, A.Discard):
        return f"Discard {card_label(table, a.card)}"
    if isinstance(a, A.TakeFromDiscards):
        return f"Throw away {table.cn(a.card)}, take {card_label(table, a.take)} from the discards"
    if isinstance(a, A.BuyToken):
        return "Buy a NIFTY token with " + ", ".join(table.cn(c) for c in a.cards)
    if isinstance(a, A.PlayNifty):
        return f"Play {card_label(table, a.card)} under your NIFTY token"
    if isinstance(a, A.AcceptHelp):
        return f"Accept {who(a.helper)}'s help"
    if isinstance(a, A.RefuseHelp):
        return f"Refuse {who(a.helper)}'s help"
    labels = {
        "ask_help": "Ask the table for help",
        "offer_help": "Offer to help",
        "stop_asking": "Go on (no more help)",
        "done": "Done",
        "end_turn": "End your turn (draw back to 5)",
    }
    if isinstance(a, A.Done):
        ch = table.state.challenge
        if (
            ch is not None
            and table.losing(ch) == ch.turn
            and ch.acting + 1 >= len(ch.members(ch.turn))
        ):
            if ch.self_challenge:  # both sides are yours: say which one gives up
                return f"Done: declare the challenge over (the {ch.turn} loses)"
            return "Done: declare the challenge over (your side loses)"
        if ch is not None and table.losing(ch) == ch.turn:
            return "Done: pass to your helper"
        return "Done: hand over to the other side"
    return labels.get(a.kind, a.kind)
