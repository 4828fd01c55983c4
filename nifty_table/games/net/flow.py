"""How a NΣT! round moves on: deal, read the board, exchange, tricks, score.

Each function is called by a handler once the last decision of a stage is in,
changes the state to the next stage and returns what happened.
"""

from __future__ import annotations

from typing import cast

from nifty_table.engine.contract import Event, Result
from nifty_table.engine.wording import plural
from nifty_table.games.net import board as boards
from nifty_table.games.net import cards, queries, setup
from nifty_table.games.net.state import (
    COVERED,
    OPEN,
    NetState,
    Phase,
    RoundRecord,
    RoundRules,
)

LOG_KEEP = 300  # the log in the state is for display; replays use the actions


def log(state: NetState, text: str) -> None:
    """Add a public line to the state's log, keeping only the newest lines."""
    if text:
        state.log.append(text)
        if len(state.log) > LOG_KEEP:
            del state.log[: len(state.log) - LOG_KEEP]


def start_round(state: NetState) -> list[Event]:
    n = state.players
    deck = list(cards.deck_for(n))
    state.rng.shuffle(deck)
    size = setup.HAND_SIZE[n]
    state.hands = [deck[i * size : (i + 1) * size] for i in range(n)]
    state.set_aside = deck[n * size :]  # 30 unseen cards with 2 players, else none
    state.discarded = []
    state.picks = [[] for _ in range(n)]
    chosen = set(state.characters)
    state.board = [[OPEN] * boards.BOXES for _ in range(boards.LINES)]
    for box, spec in enumerate(queries.board_of(state).line[boards.FIRST_PLAYER].boxes):
        if spec.character not in chosen:
            state.board[boards.FIRST_PLAYER][box] = COVERED
    state.rules = RoundRules()
    state.teams = []
    state.bonus_owner = None
    state.doubled = False
    state.trick, state.last_trick, state.last_winner = [], [], None
    state.tricks_won = [0] * n
    state.won_cards = [[] for _ in range(n)]
    state.loot = [[] for _ in range(n)]
    state.round_tricks = []
    state.exchanged = [[] for _ in range(n)]
    state.phase = Phase.NYET
    state.turn = state.dealer
    return [
        Event(
            text=f"Round {state.round} of {state.rounds}: "
            f"{state.seats[state.dealer].name} deals {size} cards each"
            + (", 30 stay aside unseen." if state.set_aside else ".")
        )
    ]


def rules_set(state: NetState) -> list[Event]:
    """The NY3T! phase is over: read the open box of every line."""
    spec = queries.board_of(state)
    open_box = [line.index(OPEN) for line in state.board]

    def box(line: int) -> boards.Box:
        return spec.line[line].boxes[open_box[line]]

    # Every box of the first-player line holds a character.
    first = state.characters.index(cast(int, box(boards.FIRST_PLAYER).character))
    discard = box(boards.DISCARD)
    state.rules = RoundRules(
        first_player=first,
        discard=discard.discard,
        keep_ones=discard.keep_ones,
        pass_left=discard.pass_left,
        trump=box(boards.TRUMP).colour,
        supertrump=box(boards.SUPERTRUMP).colour,
        value=box(boards.VALUE).value,
    )
    state.leader = state.turn = first
    labels = [queries.box_label(state, line, b) for line, b in enumerate(open_box)]
    events = [
        Event(
            text=f"This round: first player {labels[0]} ({state.seats[first].name}), "
            f"{labels[1]}, trump {labels[2]}, supertrump {labels[3]}, "
            f"{_points(labels[4])} per trick and loot."
        )
    ]
    if state.players == 2:
        state.teams = [0, 1]
        return events + start_exchange(state)
    state.phase = Phase.TEAMS
    return events


def start_exchange(state: NetState) -> list[Event]:
    if queries.picks_needed(state) == 0:
        return start_tricks(state)
    state.phase = Phase.EXCHANGE
    state.turn = state.rules.first_player
    state.picks = [[] for _ in range(state.players)]
    return []


def finish_exchange(state: NetState) -> list[Event]:
    """Everybody has chosen: apply all discards or passes at once."""
    picks = state.picks
    state.exchanged = [list(p) for p in picks]
    for seat in range(state.players):
        for card in picks[seat]:
            state.hands[seat].remove(card)
    if state.rules.pass_left:
        for seat in range(state.players):
            state.hands[(seat + 1) % state.players].extend(picks[seat])
        events = [
            Event(
                text="Everyone passes a card to the left.",
                private={
                    (s + 1) % state.players: f"{state.seats[s].name} passed you "
                    f"{', '.join(cards.name(c) for c in picks[s])}."
                    for s in range(state.players)
                },
            )
        ]
    else:
        for seat in range(state.players):
            state.discarded.extend(picks[seat])
        events = [Event(text=f"Everyone discards {state.rules.discard}.")]
    state.picks = [[] for _ in range(state.players)]
    return events + start_tricks(state)


def start_tricks(state: NetState) -> list[Event]:
    state.phase = Phase.TRICKS
    state.leader = state.turn = state.rules.first_player
    return []


def end_round(state: NetState) -> list[Event]:
    team_points = queries.team_points(state)
    if state.doubled and state.bonus_owner is not None:
        team_points[state.teams[state.bonus_owner]] *= 2
    points = [team_points[state.teams[s]] for s in range(state.players)]
    for seat, gained in enumerate(points):
        state.scores[seat] += gained
    state.history.append(
        RoundRecord(
            round=state.round,
            dealer=state.dealer,
            first_player=state.rules.first_player,
            teams=list(state.teams),
            tricks=list(state.tricks_won),
            loot=[len(x) for x in state.loot],
            value=state.rules.value,
            doubled=state.doubled,
            points=points,
        )
    )
    parts = ", ".join(f"{state.seats[s].name} {p:+d}" for s, p in enumerate(points))
    events = [Event(text=f"Round {state.round} scores: {parts}.")]
    if state.round >= state.rounds:
        state.phase = Phase.OVER
        final = result(state)
        assert final is not None
        return events + [Event(text=f"Game over. {final.summary}")]
    state.round += 1
    state.dealer = (state.dealer + 1) % state.players
    return events + start_round(state)


def result(state: NetState) -> Result | None:
    """Highest total wins; equal totals share the win."""
    if state.phase is not Phase.OVER:
        return None
    best = max(state.scores)
    winners = [i for i, s in enumerate(state.scores) if s == best]
    names = " and ".join(state.seats[w].name for w in winners)
    verb = "share the win" if len(winners) > 1 else "wins"
    return Result(
        winners=winners,
        scores=list(state.scores),
        summary=f"{names} {verb} with {plural(best, 'point')}.",
    )


def _points(label: str) -> str:
    """The value line's box as points: '1 point', '3 points' (a NY3T! box as it is)."""
    return plural(int(label), "point") if label.isdigit() else f"{label} points"
