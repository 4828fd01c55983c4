"""Who must decide now, what they are asked, and every legal answer.

The prompt texts name the consequence of any choice that cannot be taken
back (a discard, a pass, doubling), so a stray Enter surprises nobody.
"""

from __future__ import annotations

from nifty_table.engine.contract import Prompt, PromptKind, interned
from nifty_table.games.net import board as boards
from nifty_table.games.net import queries, setup, tricks
from nifty_table.games.net.actions import (
    ChooseTeam,
    Double,
    GiveBonus,
    NetAction,
    PickCard,
    PickCharacter,
    PlaceToken,
    PlayCard,
)
from nifty_table.games.net.state import NetState, Phase

# Shared instances for the actions listed most often (checked once each).
_play, _token, _pick = interned(PlayCard), interned(PlaceToken), interned(PickCard)

# The one action kind each phase asks for.
PHASE_ACTION = {
    Phase.CHARACTERS: "character",
    Phase.NYET: "token",
    Phase.TEAMS: "team",
    Phase.BONUS: "bonus",
    Phase.EXCHANGE: "pick",
    Phase.TRICKS: "play",
    Phase.DOUBLE: "double",
}


def prompt(state: NetState) -> Prompt | None:
    phase, seat = state.phase, state.turn
    if phase is Phase.OVER:
        return None
    name = state.seats[seat].name
    if phase is Phase.CHARACTERS:
        return Prompt(
            seat=seat,
            kind=PromptKind.OPTION,
            private=False,
            text=f"{name}, pick your character.",
        )
    if phase is Phase.NYET:
        return Prompt(
            seat=seat,
            kind=PromptKind.BOARD,
            private=True,
            text=f"{name}, cover a box you don't want this round "
            f"(token {queries.placed(state) + 1} of {queries.placements(state)}).",
        )
    if phase is Phase.TEAMS:
        return Prompt(
            seat=seat,
            kind=PromptKind.OPTION,
            text=f"{name}, you play first: form the teams for this round.",
        )
    if phase is Phase.BONUS:
        return Prompt(
            seat=seat,
            kind=PromptKind.SEAT,
            text=f"{name}, give the bonus card to a player of the smaller team.",
        )
    if phase is Phase.EXCHANGE:
        rules = state.rules
        done = len(state.picks[seat])
        # The cards change hands when the last pick of the exchange is made;
        # until then the latest pick may still be taken back.
        final = (seat + 1) % state.players == rules.first_player
        final = final and done + 1 == queries.picks_needed(state)
        if rules.pass_left:
            left = state.seats[(seat + 1) % state.players].name
            what = f"choose a card to pass to {left}: "
            what += (
                f"{left} gets it now, and it cannot be taken back"
                if final
                else f"{left} gets it once everyone has chosen"
            )
        else:
            what = f"choose card {done + 1} of {rules.discard} to discard"
            if rules.keep_ones:
                what += " (not a 1)"
            what += (
                ": it is out for the whole round, and it cannot be taken back"
                if final
                else ": once everyone has chosen, it is out for the whole round"
            )
        return Prompt(seat=seat, kind=PromptKind.CARD, text=f"{name}, {what}.")
    if phase is Phase.TRICKS:
        what = "lead a card" if not state.trick else "play a card"
        return Prompt(seat=seat, kind=PromptKind.CARD, text=f"{name}, {what}.")
    if phase is Phase.DOUBLE:
        points = queries.team_points(state)[state.teams[seat]]
        effect = "raises" if points > 0 else "lowers"
        return Prompt(
            seat=seat,
            kind=PromptKind.YES_NO,
            text=f"{name}, use the bonus card to double your team's "
            f"{points:+d} points this round? Doubling {effect} them to {2 * points:+d} "
            "for everyone in your team, and it cannot be taken back.",
        )
    raise AssertionError(phase)


def legal_actions(state: NetState) -> list[NetAction]:
    phase, seat = state.phase, state.turn
    if phase is Phase.TRICKS:
        rules = state.rules
        hand = state.hands[seat]
        return [
            _play(seat, card)
            for card in tricks.playable(hand, state.trick, rules.trump, rules.supertrump)
        ]
    if phase is Phase.NYET:
        return [_token(seat, line, box) for line, box in queries.open_choices(state)]
    if phase is Phase.EXCHANGE:
        return [_pick(seat, card) for card in queries.pickable(state, seat)]
    if phase is Phase.CHARACTERS:
        taken = set(state.characters)
        return [
            PickCharacter(seat=seat, character=c)
            for c in range(len(boards.characters()))
            if c not in taken
        ]
    if phase is Phase.TEAMS:
        return [
            ChooseTeam(seat=seat, pair=pair) for pair in setup.team_options(state.players, seat)
        ]
    if phase is Phase.BONUS:
        return [GiveBonus(seat=seat, to=s) for s in setup.smaller_team(state.teams)]
    if phase is Phase.DOUBLE:
        # The harmless answer comes first (lists start on it): doubling only
        # when it cannot lower the team's score.
        gains = queries.team_points(state)[state.teams[seat]] > 0
        return [Double(seat=seat, double=gains), Double(seat=seat, double=not gains)]
    return []
