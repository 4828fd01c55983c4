"""Refusals with a reason, and the invariants a NΣT! state must keep.

`refusal` is asked before anything changes, so an illegal action leaves the
state untouched; `invariants` is what the simulator and the save loader check.
"""

from __future__ import annotations

from collections import Counter

from nifty_table.engine.wording import and_list
from nifty_table.games.net import board as boards
from nifty_table.games.net import cards, prompts, queries, tricks
from nifty_table.games.net.actions import NetAction
from nifty_table.games.net.state import COVERED, OPEN, NetState, Phase

# What each kind of action does, in words: "Ann cannot <this> now".
DOING = {
    "character": "pick a character",
    "token": "cover a box",
    "team": "form the teams",
    "bonus": "give the bonus card",
    "pick": "choose a card to pass or discard",
    "play": "play a card",
    "double": "decide on doubling",
}


def refusal(state: NetState, action: NetAction) -> str | None:
    """Why the action may not be taken now, or None when it may."""
    if state.phase is Phase.OVER:
        return "the game is over"
    if not 0 <= action.seat < state.players:
        return f"there is no seat {action.seat}"
    if action.seat != state.turn:
        return (
            f"it is {state.seats[state.turn].name}'s turn to decide, "
            f"not {state.seats[action.seat].name}'s"
        )
    if action.kind != prompts.PHASE_ACTION[state.phase]:
        asked = prompts.prompt(state)
        assert asked is not None
        doing = DOING.get(action.kind, action.kind)
        return f"{state.seats[action.seat].name} cannot {doing} now: {asked.text}"
    if action.kind in ("play", "pick") and not 0 <= action.card < len(cards.FULL_DECK):
        return f"there is no card {action.card}"
    if action.kind == "play":
        hand = state.hands[action.seat]
        if action.card not in hand:
            return f"{cards.name(action.card)} is not in your hand"
        rules = state.rules
        playable = tricks.playable(hand, state.trick, rules.trump, rules.supertrump)
        if action.card not in playable:
            led = tricks.suit(state.trick[0][1], rules.trump, rules.supertrump)
            held = and_list([cards.label(c) for c in sorted(playable, key=cards.sort_key)])
            trumps = " (trumps)" if led == rules.trump else ""
            return f"you must follow {cards.COLOURS[led]}{trumps}: you hold {held}"
        return None
    if action.kind == "token":  # the commonest choice; asked directly, without the whole list
        if (action.line, action.box) not in queries.open_choices(state):
            return why_not(state, action)
        return None
    if action not in prompts.legal_actions(state):
        return why_not(state, action)
    return None


def why_not(state: NetState, action: NetAction) -> str:
    """The reason an action of the right kind is still not among the legal ones."""
    if action.kind == "token":
        if not (0 <= action.line < boards.LINES and 0 <= action.box < boards.BOXES):
            return "there is no such box on the board"
        if state.board[action.line][action.box] != OPEN:
            return "that box is already covered"
        return "that line has only one open box left, so it is closed"
    if action.kind == "pick":
        if action.card not in state.hands[action.seat]:
            return f"{cards.name(action.card)} is not in your hand"
        if action.card in state.picks[action.seat]:
            return "you already chose that card"
        return "under Except 1 you may not discard a 1"
    if action.kind == "character":
        if not 0 <= action.character < len(boards.characters()):
            return "there is no such character"
        return "that character is taken"
    if action.kind == "team":
        return f"that split into teams does not fit a table of {state.players}"
    if action.kind == "bonus":
        return "the bonus card goes to a player of the smaller team"
    asked = prompts.prompt(state)
    return f"that is not among the choices now: {asked.text if asked else 'the game is over'}"


def card_label(card: int) -> str:
    """A card's label, or '#n' for a number that is no card (from a damaged save)."""
    return cards.label(card) if 0 <= card < len(cards.FULL_DECK) else f"#{card}"


def board_problems(state: NetState) -> list[str]:
    """A board of the right shape, owned by real seats, with a rule left on every line."""
    if state.phase is Phase.CHARACTERS:
        return []
    board = state.board
    if len(board) != boards.LINES or any(len(line) != boards.BOXES for line in board):
        return [f"the board is not {boards.LINES} lines of {boards.BOXES} boxes"]
    owners = {OPEN, COVERED, *range(state.players)}
    if any(owner not in owners for line in board for owner in line):
        return ["a box on the board is covered by a seat that does not exist"]
    open_boxes = [line.count(OPEN) for line in board]
    if 0 in open_boxes:
        return ["a line of the board has no open box left"]
    if state.phase is not Phase.NYET and any(count != 1 for count in open_boxes):
        return ["the board still has lines with several open boxes after the NY3T! phase"]
    first_line = queries.board_of(state).line[boards.FIRST_PLAYER].boxes
    for box, owner in enumerate(board[boards.FIRST_PLAYER]):
        if owner == OPEN and first_line[box].character not in state.characters:
            return ["a first-player box of a character nobody plays is open"]
    return []


def seat_problems(state: NetState) -> list[str]:
    """Seat numbers that point at real seats (a hand-edited save may not)."""
    n = state.players
    if len(state.seats) != n or len(state.scores) != n:
        return [f"{n} players, but {len(state.seats)} seats and {len(state.scores)} scores"]
    if not 0 <= state.dealer < n or not 0 <= state.rules.first_player < n:
        return ["the dealer or the first player is not a seat"]
    if state.teams and (len(state.teams) != n or not set(state.teams) <= {0, 1}):
        return ["the teams do not match the seats"]
    if state.bonus_owner is not None and not 0 <= state.bonus_owner < n:
        return ["the bonus card is held by a seat that does not exist"]
    if any(len(zone) not in (0, n) for zone in (state.hands, state.picks, state.loot)):
        return ["hands, picks or loot do not match the seats"]
    return []


def character_problems(state: NetState) -> list[str]:
    if len(state.characters) != state.players:
        return ["the characters do not match the seats"]
    chosen = [c for c in state.characters if c != -1]
    if any(not 0 <= c < len(boards.characters()) for c in chosen):
        return ["a seat plays a character that does not exist"]
    if len(set(chosen)) != len(chosen):
        return ["two seats play the same character"]
    if state.phase is not Phase.CHARACTERS and len(chosen) != state.players:
        return ["a seat has no character after the characters were chosen"]
    return []


def invariants(state: NetState) -> list[str]:
    problems = seat_problems(state)
    if problems:
        return problems  # the checks below index by seat
    problems = character_problems(state) + board_problems(state)
    n = state.players
    if state.hands:
        deck = cards.deck_for(n)
        everything = [c for h in state.hands for c in h] + state.set_aside + state.discarded
        everything += [c for _, c in state.trick]
        everything += [c for p in state.won_cards for c in p] + [c for p in state.loot for c in p]
        if sorted(everything) != sorted(deck):
            seen = Counter(everything)
            extra = sorted(c for c, k in seen.items() if k > 1 or c not in deck)
            missing = sorted(set(deck) - set(seen))
            problems.append(
                f"cards do not add up: {len(everything)} in play for a deck of {len(deck)}"
                + (f"; doubled or foreign {[card_label(c) for c in extra]}" if extra else "")
                + (f"; missing {[card_label(c) for c in missing]}" if missing else "")
            )
        if state.phase is Phase.TRICKS:
            sizes = [len(h) for h in state.hands]
            played = {s for s, _ in state.trick}
            expect = {len(state.hands[s]) + (s in played) for s in range(n)}
            if len(expect) != 1:
                problems.append(f"hand sizes do not match the trick: {sizes}")
    totals = [sum(r.points[s] for r in state.history) for s in range(n)]
    if totals != state.scores:
        problems.append(f"scores {state.scores} are not the sum of the rounds {totals}")
    if any(t < 0 for t in state.tricks_won):
        problems.append("a negative trick count")
    if not 0 <= state.turn < n:
        problems.append(f"turn points at seat {state.turn}")
    return problems
