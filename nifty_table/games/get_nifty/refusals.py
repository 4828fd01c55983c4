"""Why an action is refused: the reason a person reads, naming the rule that
stands in the way. Worked out only when `apply` refuses (never on the way of
a legal action), so it may take its time."""

from __future__ import annotations

from nifty_table.games.get_nifty import challenge, turn
from nifty_table.games.get_nifty.actions import GetNiftyAction
from nifty_table.games.get_nifty.state import Challenge
from nifty_table.games.get_nifty.table import Table

# What each kind of action does, in words: "Ann cannot <this> now".
DOING = {
    "play_state": "play a State card",
    "play_object": "play an Object",
    "play_plot": "play a Plot",
    "challenge": "start a challenge",
    "add": "add a card to the challenge",
    "use_power": "use an Object's power",
    "ask_help": "ask for help",
    "offer_help": "offer help",
    "accept_help": "accept an offer of help",
    "refuse_help": "refuse an offer of help",
    "stop_asking": "stop asking for help",
    "done": "confirm the cards (Done)",
    "discard": "discard",
    "discard_option": "use a Character's discard option",
    "buy_token": "buy the NIFTY token",
    "play_nifty": "play a Character under the NIFTY token",
    "end_turn": "end the turn",
}
TURN_ONLY = {
    "play_state",
    "play_object",
    "challenge",
    "discard",
    "discard_option",
    "buy_token",
    "play_nifty",
    "end_turn",
}
ASKING_ONLY = {"accept_help", "refuse_help", "stop_asking", "offer_help"}


def why_not(table: Table, seat_now: int | None, action: GetNiftyAction) -> str:
    """The reason `action` (not among the legal ones) is refused now;
    `seat_now`: the seat deciding now (None once the game is over)."""
    state = table.state
    if seat_now is None:
        return "The game is over: nobody plays any more."
    if not 0 <= action.seat < len(state.seats):
        return f"There is no seat {action.seat} at this table."
    seat, who = action.seat, table.who(action.seat)
    doing = DOING.get(action.kind, action.kind)
    for named in _cards_of(action):
        if named not in table.card:
            return f"There is no card {named!r} in this deck."
    ch = state.challenge
    asked = _asked(table, seat_now, ch)
    if ch is None and action.kind not in TURN_ONLY and action.kind != "play_plot":
        return f"No challenge is under way, so nobody can {doing}: {asked}."
    if ch is not None and action.kind in TURN_ONLY:
        return f"A challenge is under way: nobody can {doing} until it ends ({asked})."
    if ch is not None and action.kind != "play_plot" and ch.asking != (action.kind in ASKING_ONLY):
        if ch.asking:
            return f"{who} cannot {doing} while help is being asked for: {asked}."
        return f"Nobody is asking for help now, so {who} cannot {doing}: {asked}."
    if action.kind == "offer_help":
        return _offer(table, ch, seat)
    if seat != seat_now and action.kind != "play_plot":
        return f"It is {table.who(seat_now)}'s decision now, not {who}'s: {asked}."
    card: str | None = getattr(action, "card", None)
    held = state.hands[seat] + (state.objects[seat] if action.kind == "use_power" else [])
    if isinstance(card, str) and card not in held:
        return f"{who} does not hold {_cn(table, card)}."
    if ch is not None:
        return _in_challenge(table, ch, action, asked)
    return _on_turn(table, action, asked)


def _cards_of(action: GetNiftyAction) -> list[str]:
    cards = [getattr(action, "card", None), getattr(action, "take", None)]
    return [c for c in (*cards, *getattr(action, "cards", ())) if isinstance(c, str)]


def _asked(table: Table, seat: int, ch: Challenge | None) -> str:
    who = table.who(seat)
    if ch is None:
        return f"{who} is taking a turn (to play, discard or end it)"
    if ch.asking:
        return f"{who} is answering offers of help"
    side = "attack" if ch.turn == "attack" else "defence"
    return f"{who} is adding cards to the {side}"


def _offer(table: Table, ch: Challenge | None, seat: int) -> str:
    assert ch is not None
    who = table.who(seat)
    if seat in ch.offers:
        return f"{who} has already offered help."
    if seat in ch.refusals(ch.turn):
        return f"{who}'s help was already refused by this side."
    if ch.self_challenge and ch.turn == "attack":
        return "A challenge against yourself takes help on its defence only."
    return f"{who}'s team is already in this challenge: a helper is on neither side."


def _in_challenge(table: Table, ch: Challenge, action: GetNiftyAction, asked: str) -> str:
    who, kind = table.who(action.seat), action.kind
    card = getattr(action, "card", None)
    if kind == "add" and card is not None:
        side = "attack" if ch.turn == "attack" else "defence"
        return f"{_cn(table, card)} does not help the {side} of this {ch.kind} challenge."
    if kind == "use_power" and card is not None:
        if card not in table.catalog.powers:
            return f"{_cn(table, card)} has no power to use."
        return f"{_cn(table, card)}'s power has nothing to hit in this challenge now."
    if kind == "ask_help":
        if ch.asked:
            return f"{who}'s side has already asked for help in this exchange."
        if ch.acting != 0:
            return "Only the lead of a side asks for help."
        if not challenge.eligible_helpers(table, ch):
            return "Nobody is left who could help: every other team is in this or was refused."
        return f"{who}'s side is winning: help is asked for only while losing."
    if kind in ("accept_help", "refuse_help"):
        helper = getattr(action, "helper", -1)
        name = table.who(helper) if 0 <= helper < len(table.state.seats) else f"Seat {helper}"
        return f"{name} has not offered help."
    if kind == "play_plot":
        return f"{_cn(table, card)} is not a Plot."
    return f"{who} cannot {DOING.get(kind, kind)} now: {asked}."


def _on_turn(table: Table, action: GetNiftyAction, asked: str) -> str:
    seat, who, kind = action.seat, table.who(action.seat), action.kind
    card = getattr(action, "card", None)
    spec = table.card[card] if isinstance(card, str) else None
    team = table.team(seat)
    if kind == "play_state" and spec is not None:
        if spec.type != "state":
            return f"{_cn(table, card)} is not a State card."
        slot = team.slot("danger" if spec.state == "SAFE" else "boredom")
        held = table.cn(slot.card or "")
        return f"{who}'s team already has {held} in play: a State card replaces a Fluxed one only."
    if kind in ("play_object", "play_plot") and spec is not None:
        wanted = "an Object" if kind == "play_object" else "a Plot"
        return f"{_cn(table, card)} is not {wanted}."
    if kind == "challenge" and spec is not None:
        return _challenge(table, action, spec.type)
    if kind in ("play_nifty", "buy_token"):
        if kind == "play_nifty" and not team.token:
            return f"{who}'s team has no NIFTY token yet."
        if kind == "buy_token" and team.token:
            return f"{who}'s team already has the NIFTY token."
        if not (team.safe.active and team.weird.active):
            return f"{who}'s team needs a SAFE and a WEIRD card in play, neither Fluxed."
        if kind == "play_nifty":
            return f"{_cn(table, card)} is not a Character."
        cards = getattr(action, "cards", ())
        worth = sum(_worth(table, c) for c in cards)
        return (
            f"The NIFTY token costs {turn.TOKEN_PRICE} Niftyness in Characters and Objects "
            f"from {who}'s hand; those cards pay {worth}."
        )
    if kind == "discard_option" and spec is not None:
        take = getattr(action, "take", "")
        if spec.discard_option is None:
            return f"{_cn(table, card)} has no discard option."
        if take not in table.state.discard:
            return f"{_cn(table, take)} is not in the discards."
        a = "an" if spec.discard_option[0] in "aeiou" else "a"
        return f"{_cn(table, card)} takes only {a} {spec.discard_option} card from the discards."
    return f"{who} cannot {DOING.get(kind, kind)} now: {asked}."


def _challenge(table: Table, action: GetNiftyAction, card_type: str) -> str:
    card, target = getattr(action, "card", ""), getattr(action, "target", -1)
    if card_type not in ("character", "boredom"):
        return f"{_cn(table, card)} starts no challenge: a Character or a Boredom card does."
    if not 0 <= target < len(table.state.seats):
        return f"There is no seat {target} to challenge."
    kind = "danger" if card_type == "character" else "boredom"
    if target != action.seat and table.state.team_of[target] == table.state.team_of[action.seat]:
        return "Nobody challenges their own partner."
    place = "SAFE" if kind == "danger" else "WEIRD"
    return f"{table.who(target)}'s team has no {place} card in play to challenge."


def _cn(table: Table, card: str | None) -> str:
    return table.cn(card) if card in table.card else "a card"


def _worth(table: Table, card: str) -> int:
    """What a card pays toward the token (an infinite Niftyness pays it all)."""
    spec = table.card.get(card)
    if spec is None or spec.type not in ("character", "object"):
        return 0
    return turn.TOKEN_PRICE if spec.niftyness is None else spec.niftyness
