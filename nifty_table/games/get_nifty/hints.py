"""Why a move a player may expect is not among their choices now, in words
("What can I do now?" lists them under the choices)."""

from __future__ import annotations

from nifty_table.games.get_nifty.table import Table
from nifty_table.games.get_nifty.turn import TOKEN_PRICE, hand_worth, targets


def missing_moves(table: Table, seat: int) -> list[str]:
    """On your own turn (outside a challenge): why you cannot buy the token,
    play under it, or challenge a given player. Empty at any other moment."""
    state = table.state
    if state.over or state.challenge is not None or state.active != seat:
        return []
    return _token(table, seat) + _challenges(table, seat)


def _unmarked(table: Table, seat: int) -> str:
    """What keeps the team from being Safe and Weird, one clause per card
    ("you have no SAFE card in play and your WEIRD card is Fluxed"); ""
    when both are marked."""
    team = table.team(seat)
    gaps = []
    for word, slot in (("SAFE", team.safe), ("WEIRD", team.weird)):
        if slot.card is None:
            gaps.append(f"you have no {word} card in play")
        elif slot.fluxed:
            gaps.append(f"your {word} card is Fluxed")
        elif not slot.marked:
            gaps.append(f"your {word} card is not marked yet")
    return " and ".join(gaps)


def _token(table: Table, seat: int) -> list[str]:
    team = table.team(seat)
    unmarked = _unmarked(table, seat)
    if team.token:
        holds_character = any(table.card[c].type == "character" for c in table.state.hands[seat])
        if unmarked and holds_character:
            return [
                "Characters go under your NIFTY token only while your SAFE and WEIRD "
                f"cards are marked; {unmarked}"
            ]
        return []
    if unmarked:
        return [f"a NIFTY token needs your SAFE and WEIRD cards in play and marked; {unmarked}"]
    worth = hand_worth(table, seat)
    if worth < TOKEN_PRICE:
        return [
            f"a NIFTY token needs {TOKEN_PRICE} Niftyness of Characters and Objects "
            f"in your hand; you have {worth}"
        ]
    return []


def _challenges(table: Table, seat: int) -> list[str]:
    state = table.state
    kinds = {table.card[c].type for c in state.hands[seat]}
    danger, boredom = "character" in kinds, "boredom" in kinds
    if not (danger or boredom):
        return ["you cannot start a challenge: you hold no Character (Danger) or Boredom card"]
    can = set(targets(table, seat, "danger") if danger else ())
    can |= set(targets(table, seat, "boredom") if boredom else ())
    out = []
    mine = state.team_of[seat]
    for other, team in enumerate(state.team_of):
        if team == mine or other in can:  # yourself: your own cards' reasons come above
            continue
        who = table.who(other)
        slots = state.teams[team]
        if slots.safe.card is None and slots.weird.card is None:
            out.append(f"you cannot challenge {who}: {who} has no State card in play")
        elif danger and not boredom:
            out.append(
                f"you cannot challenge {who}: a Danger challenge is against a SAFE card "
                f"and {who} has none (a Boredom card could challenge their WEIRD)"
            )
        else:
            out.append(
                f"you cannot challenge {who}: a Boredom challenge is against a WEIRD card "
                f"and {who} has none (a Character could challenge their SAFE)"
            )
    return out
