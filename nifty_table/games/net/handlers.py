"""One handler per action kind. Each runs only after `checks.refusal` said yes,
changes the state and returns what happened."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from nifty_table.engine.contract import Event
from nifty_table.engine.wording import closed
from nifty_table.games.net import board as boards
from nifty_table.games.net import cards, flow, queries, setup, tricks
from nifty_table.games.net.actions import (
    ChooseTeam,
    Double,
    GiveBonus,
    PickCard,
    PickCharacter,
    PlaceToken,
    PlayCard,
)
from nifty_table.games.net.state import NetState, Phase


def pick_character(state: NetState, action: PickCharacter) -> list[Event]:
    state.characters[action.seat] = action.character
    character = boards.characters()[action.character]
    events = [Event(text=f"{state.seats[action.seat].name} plays as {character.name}.")]
    waiting = [s for s in range(state.players) if state.characters[s] < 0]
    if waiting:
        state.turn = waiting[0]
    else:
        events += flow.start_round(state)
    return events


def place_token(state: NetState, action: PlaceToken) -> list[Event]:
    state.board[action.line][action.box] = action.seat
    title = queries.board_of(state).line[action.line].title
    label = queries.box_label(state, action.line, action.box)
    events = [Event(text=closed(f"{state.seats[action.seat].name} covers {title}: {label}"))]
    if queries.open_choices(state):
        state.turn = (state.turn + 1) % state.players
        return events
    return events + flow.rules_set(state)


def choose_team(state: NetState, action: ChooseTeam) -> list[Event]:
    state.teams = setup.teams_from_pair(state.players, action.seat, action.pair)
    events = [Event(text=f"Teams: {queries.teams_label(state, state.teams)}.")]
    if setup.BONUS_CARD[state.players]:
        small = setup.smaller_team(state.teams)
        if len(small) == 1:
            return events + give_bonus(state, GiveBonus(seat=action.seat, to=small[0]))
        state.phase = Phase.BONUS
        return events
    return events + flow.start_exchange(state)


def give_bonus(state: NetState, action: GiveBonus) -> list[Event]:
    state.bonus_owner = action.to
    text = f"{state.seats[action.to].name} holds the bonus card this round."
    return [Event(text=text), *flow.start_exchange(state)]


def pick_card(state: NetState, action: PickCard) -> list[Event]:
    picks = state.picks[action.seat]
    picks.append(action.card)
    verb = "pass" if state.rules.pass_left else "discard"
    done = len(picks) == queries.picks_needed(state)
    events = [
        Event(
            text=f"{state.seats[action.seat].name} has chosen a card to {verb}." if done else "",
            private={action.seat: f"You chose {cards.name(action.card)} to {verb}."},
        )
    ]
    if not done:
        return events
    following = (action.seat + 1) % state.players
    if following != state.rules.first_player:
        state.turn = following
        return events
    return events + flow.finish_exchange(state)


def play_card(state: NetState, action: PlayCard) -> list[Event]:
    state.hands[action.seat].remove(action.card)
    state.trick.append((action.seat, action.card))
    events = [Event(text=f"{state.seats[action.seat].name} plays {cards.label(action.card)}.")]
    if len(state.trick) < state.players:
        state.turn = (action.seat + 1) % state.players
        return events
    rules = state.rules
    winning = tricks.winner_index(state.trick, rules.trump, rules.supertrump)
    winner = state.trick[winning][0]
    taken = tricks.loot(state.trick, winner, state.teams)
    state.tricks_won[winner] += 1
    state.loot[winner].extend(taken)
    state.won_cards[winner].extend(c for _, c in state.trick if c not in taken)
    state.round_tricks.append(state.trick)
    state.last_trick, state.trick = state.trick, []
    state.last_winner = winner
    state.leader = state.turn = winner  # the winner leads the next trick
    best = cards.label(state.last_trick[winning][1])
    text = f"{state.seats[winner].name} wins the trick with {best}"
    if taken:
        text += f" and loots {', '.join(cards.label(c) for c in taken)}"
    events.append(Event(text=text + "."))
    if state.hands[winner]:
        return events
    owner = state.bonus_owner
    if owner is not None and queries.team_points(state)[state.teams[owner]]:
        state.phase = Phase.DOUBLE
        state.turn = owner
        return events
    return events + flow.end_round(state)


def double(state: NetState, action: Double) -> list[Event]:
    state.doubled = action.double
    verb = "doubles" if action.double else "does not double"
    text = f"{state.seats[action.seat].name} {verb} the team's points."
    return [Event(text=text), *flow.end_round(state)]


HANDLERS: dict[str, Callable[[NetState, Any], list[Event]]] = {
    "character": pick_character,
    "token": place_token,
    "team": choose_team,
    "bonus": give_bonus,
    "pick": pick_card,
    "play": play_card,
    "double": double,
}
