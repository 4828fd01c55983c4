"""Read-only questions about a NΣT! state that several modules ask.

Which board is in use and what its boxes say, which boxes may still be
covered, how many cards each seat must pick in the exchange, how the teams
read. Nothing here changes the state.
"""

from __future__ import annotations

from nifty_table.games.net import board as boards
from nifty_table.games.net import cards
from nifty_table.games.net.state import OPEN, NetState


def board_of(state: NetState) -> boards.Board:
    """The board (standard or variant) this game is played on."""
    return boards.board(state.options.board)


def box_label(state: NetState, line: int, box: int) -> str:
    """What a box says: a character's name on line 1, else the box's label."""
    spec = board_of(state).line[line].boxes[box]
    if spec.character is not None:
        return boards.characters()[spec.character].name
    return spec.label


def placements(state: NetState) -> int:
    """Tokens placed in a whole NY3T! phase: every line down to one open box."""
    return state.players - 1 + 4 * (boards.BOXES - 1)


def placed(state: NetState) -> int:
    """Tokens placed so far this round."""
    return sum(1 for line in state.board for owner in line if owner >= 0)


def open_choices(state: NetState) -> list[tuple[int, int]]:
    """Open boxes on lines that still have more than one open box."""
    out = []
    for line_index, line in enumerate(state.board):
        if line.count(OPEN) > 1:
            out += [(line_index, box) for box, owner in enumerate(line) if owner == OPEN]
    return out


def picks_needed(state: NetState) -> int:
    """Cards each seat chooses in the exchange: one to pass, or the discards."""
    return state.rules.pass_left or state.rules.discard


def pickable(state: NetState, seat: int) -> list[int]:
    """Cards the seat may still choose to discard or pass."""
    hand = [card for card in state.hands[seat] if card not in state.picks[seat]]
    if state.rules.keep_ones:
        not_ones = [card for card in hand if cards.VALUE[card] != 1]
        return not_ones or hand  # a hand of nothing but 1s still has to discard one
    return hand


def teams_label(state: NetState, teams: list[int]) -> str:
    """'Ann & Bob vs Cy' for a team number per seat."""
    groups = []
    for team in (0, 1):
        names = [state.seats[s].name for s in range(state.players) if teams[s] == team]
        groups.append(" & ".join(names) if names else "nobody")
    return " vs ".join(groups)


def team_points(state: NetState) -> dict[int, int]:
    """Round points per team before any doubling: (tricks + loot) x value."""
    points: dict[int, int] = {}
    for seat, team in enumerate(state.teams):
        points[team] = points.get(team, 0) + state.tricks_won[seat] + len(state.loot[seat])
    return {team: total * state.rules.value for team, total in points.items()}
