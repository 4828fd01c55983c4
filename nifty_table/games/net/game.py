"""NΣT! as the engine contract: setup, prompts, legal actions, apply, view."""

from __future__ import annotations

from collections import Counter
from typing import ClassVar

from nifty_table.engine.boundary import check_action
from nifty_table.engine.contract import (
    Chart,
    Event,
    IllegalAction,
    Prompt,
    PromptKind,
    Result,
    Seat,
)
from nifty_table.engine.rng import Rng
from nifty_table.games.net import board as boards
from nifty_table.games.net import bot, cards, setup, tricks
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
from nifty_table.games.net.chart import running_totals
from nifty_table.games.net.state import (
    COVERED,
    OPEN,
    NetState,
    NetView,
    Options,
    Phase,
    RoundRecord,
    RoundRules,
    SeatView,
)

LOG_KEEP = 300  # the log in the state is for display; replays use the actions


class NetGame:
    id: ClassVar[str] = "net"
    title = "NΣT!"
    min_players = 2
    max_players = 5
    Options = Options
    State = NetState
    Action = NetAction

    # -- setup -----------------------------------------------------------
    def new_game(self, seats: list[Seat], options: Options, seed: int) -> NetState:
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"NΣT! takes 2 to 5 players, not {n}")
        rng = Rng.from_seed(seed)
        state = NetState(
            seats=[s.model_copy() for s in seats],
            rng=rng,
            options=options,
            players=n,
            rounds=setup.ROUNDS[n],
            dealer=rng.below(n),
            scores=[0] * n,
            characters=[-1] * n,
            turn=0,
        )
        _log(
            state,
            f"A game of NΣT! for {n}: {state.rounds} rounds. "
            f"{seats[state.dealer].name} deals first.",
        )
        _log(state, "Everyone picks a character.")
        return state

    # -- the contract ----------------------------------------------------
    def prompt(self, state: NetState) -> Prompt | None:
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
            placed = _placed(state)
            return Prompt(
                seat=seat,
                kind=PromptKind.BOARD,
                private=True,
                text=f"{name}, cover a box you don't want this round "
                f"(token {placed + 1} of {_placements(state)}).",
            )
        if phase is Phase.TEAMS:
            return Prompt(
                seat=seat, kind=PromptKind.OPTION, text=f"{name}, you play first: form the teams."
            )
        if phase is Phase.BONUS:
            return Prompt(
                seat=seat,
                kind=PromptKind.SEAT,
                text=f"{name}, give the bonus card to a player of the smaller team.",
            )
        if phase is Phase.EXCHANGE:
            r = state.rules
            done = len(state.picks[seat])
            if r.pass_left:
                left = state.seats[(seat + 1) % state.players].name
                what = f"choose a card to pass to {left}"
            else:
                what = f"choose card {done + 1} of {r.discard} to discard"
                if r.keep_ones:
                    what += " (not a 1)"
            return Prompt(seat=seat, kind=PromptKind.CARD, text=f"{name}, {what}.")
        if phase is Phase.TRICKS:
            what = "lead a card" if not state.trick else "play a card"
            return Prompt(seat=seat, kind=PromptKind.CARD, text=f"{name}, {what}.")
        if phase is Phase.DOUBLE:
            pts = _team_points(state)[state.teams[seat]]
            return Prompt(
                seat=seat,
                kind=PromptKind.YES_NO,
                text=f"{name}, use the bonus card to double your team's "
                f"{pts:+d} points this round?",
            )
        raise AssertionError(phase)

    def legal_actions(self, state: NetState) -> list[NetAction]:
        phase, seat = state.phase, state.turn
        if phase is Phase.TRICKS:
            r = state.rules
            return [
                PlayCard(seat=seat, card=c)
                for c in tricks.playable(state.hands[seat], state.trick, r.trump, r.supertrump)
            ]
        if phase is Phase.NYET:
            return [PlaceToken(seat=seat, line=li, box=b) for li, b in _open_choices(state)]
        if phase is Phase.EXCHANGE:
            return [PickCard(seat=seat, card=c) for c in _pickable(state, seat)]
        if phase is Phase.CHARACTERS:
            taken = set(state.characters)
            return [
                PickCharacter(seat=seat, character=c)
                for c in range(len(boards.characters()))
                if c not in taken
            ]
        if phase is Phase.TEAMS:
            return [ChooseTeam(seat=seat, pair=p) for p in setup.team_options(state.players, seat)]
        if phase is Phase.BONUS:
            return [GiveBonus(seat=seat, to=s) for s in setup.smaller_team(state.teams)]
        if phase is Phase.DOUBLE:
            return [Double(seat=seat, double=True), Double(seat=seat, double=False)]
        return []

    def apply(self, state: NetState, action: NetAction) -> list[Event]:
        check_action(NetAction, action, state.players)  # only our own, well-formed actions
        self._check(state, action)
        handler = _HANDLERS[action.kind]
        events = handler(state, action)
        for e in events:
            _log(state, e.text)
        return events

    def view(self, state: NetState, seat: int) -> NetView:
        rules_known = state.phase not in (Phase.CHARACTERS, Phase.NYET)
        return NetView(
            seat=seat,
            hand=sorted(state.hands[seat], key=cards.sort_key) if state.hands else [],
            my_picks=list(state.picks[seat]) if state.picks else [],
            seats=[
                SeatView(
                    name=s.name,
                    bot=s.bot,
                    character=state.characters[i] if state.characters[i] >= 0 else None,
                    team=state.teams[i] if state.teams else None,
                    hand_size=len(state.hands[i]) if state.hands else 0,
                    tricks=state.tricks_won[i] if state.tricks_won else 0,
                    loot=len(state.loot[i]) if state.loot else 0,
                    score=state.scores[i],
                )
                for i, s in enumerate(state.seats)
            ],
            phase=state.phase,
            round=state.round,
            rounds=state.rounds,
            dealer=state.dealer,
            turn=state.turn,
            board=[list(line) for line in state.board],
            rules=state.rules.model_copy() if rules_known else None,
            bonus_owner=state.bonus_owner,
            trick=list(state.trick),
            last_trick=list(state.last_trick),
            last_winner=state.last_winner,
            leader=state.leader,
            history=[r.model_copy() for r in state.history],
            log=list(state.log),
        )

    def result(self, state: NetState) -> Result | None:
        return _result(state)

    def describe(self, state: NetState, action: NetAction) -> str:
        kind = action.kind
        if kind in ("play", "pick"):
            return cards.name(action.card)
        if kind == "token":
            title = _line(state).line[action.line].title
            return f"{title}: {_box_label(state, action.line, action.box)}"
        if kind == "character":
            return boards.characters()[action.character].name
        if kind == "team":
            return _teams_label(
                state, setup.teams_from_pair(state.players, action.seat, action.pair)
            )
        if kind == "bonus":
            return state.seats[action.to].name
        if kind == "double":
            return "Double it" if action.double else "Keep it as it is"
        return kind

    def chart(self, state: NetState) -> Chart | None:
        return running_totals(state)

    def summary(self, state: NetState) -> str:
        if state.phase is Phase.OVER:
            return f"Finished after {state.rounds} rounds"
        return f"Round {state.round} of {state.rounds}"

    def check_invariants(self, state: NetState) -> list[str]:
        return _invariants(state)

    def bot_action(self, state: NetState, rng: Rng) -> NetAction:
        return bot.choose(state, self.legal_actions(state), rng)

    # -- checking --------------------------------------------------------
    def _check(self, state: NetState, action: NetAction) -> None:
        """Raise IllegalAction with a reason; never changes the state."""
        if state.phase is Phase.OVER:
            raise IllegalAction("the game is over")
        if not 0 <= action.seat < state.players:
            raise IllegalAction(f"there is no seat {action.seat}")
        if action.seat != state.turn:
            raise IllegalAction(
                f"it is {state.seats[state.turn].name}'s turn to decide, "
                f"not {state.seats[action.seat].name}'s"
            )
        expected = _PHASE_ACTION[state.phase]
        if action.kind != expected:
            raise IllegalAction(f"that is not a choice now: {self.prompt(state).text}")
        if action.kind in ("play", "pick") and not 0 <= action.card < len(cards.FULL_DECK):
            raise IllegalAction(f"there is no card {action.card}")
        if action.kind == "play":
            hand = state.hands[action.seat]
            if action.card not in hand:
                raise IllegalAction(f"{cards.name(action.card)} is not in your hand")
            r = state.rules
            if action.card not in tricks.playable(hand, state.trick, r.trump, r.supertrump):
                led = tricks.suit(state.trick[0][1], r.trump, r.supertrump)
                raise IllegalAction(f"you must follow {cards.COLOURS[led]} while you can")
            return
        if action not in self.legal_actions(state):
            raise IllegalAction(_why_not(state, action))


# -- handlers: each mutates the state after _check passed -------------------
def _pick_character(state: NetState, a: PickCharacter) -> list[Event]:
    state.characters[a.seat] = a.character
    chars = boards.characters()
    events = [Event(text=f"{state.seats[a.seat].name} plays as {chars[a.character].name}.")]
    waiting = [s for s in range(state.players) if state.characters[s] < 0]
    if waiting:
        state.turn = waiting[0]
    else:
        events += _start_round(state)
    return events


def _place_token(state: NetState, a: PlaceToken) -> list[Event]:
    state.board[a.line][a.box] = a.seat
    events = [
        Event(
            text=f"{state.seats[a.seat].name} covers "
            f"{_line(state).line[a.line].title}: {_box_label(state, a.line, a.box)}."
        )
    ]
    if _open_choices(state):
        state.turn = (state.turn + 1) % state.players
        return events
    return events + _rules_set(state)


def _choose_team(state: NetState, a: ChooseTeam) -> list[Event]:
    state.teams = setup.teams_from_pair(state.players, a.seat, a.pair)
    events = [Event(text=f"Teams: {_teams_label(state, state.teams)}.")]
    if setup.BONUS_CARD[state.players]:
        small = setup.smaller_team(state.teams)
        if len(small) == 1:
            return events + _give_bonus(state, GiveBonus(seat=a.seat, to=small[0]))
        state.phase = Phase.BONUS
        return events
    return events + _start_exchange(state)


def _give_bonus(state: NetState, a: GiveBonus) -> list[Event]:
    state.bonus_owner = a.to
    return [
        Event(text=f"{state.seats[a.to].name} holds the bonus card this round.")
    ] + _start_exchange(state)


def _pick_card(state: NetState, a: PickCard) -> list[Event]:
    picks = state.picks[a.seat]
    picks.append(a.card)
    verb = "pass" if state.rules.pass_left else "discard"
    events = [
        Event(
            text=f"{state.seats[a.seat].name} has chosen a card to {verb}."
            if len(picks) == _picks_needed(state)
            else "",
            private={a.seat: f"You chose {cards.name(a.card)} to {verb}."},
        )
    ]
    if len(picks) < _picks_needed(state):
        return events
    nxt = (a.seat + 1) % state.players
    if nxt != state.rules.first_player:
        state.turn = nxt
        return events
    return events + _finish_exchange(state)


def _play_card(state: NetState, a: PlayCard) -> list[Event]:
    state.hands[a.seat].remove(a.card)
    state.trick.append((a.seat, a.card))
    name = state.seats[a.seat].name
    events = [Event(text=f"{name} plays {cards.label(a.card)}.")]
    if len(state.trick) < state.players:
        state.turn = (a.seat + 1) % state.players
        return events
    r = state.rules
    w_index = tricks.winner_index(state.trick, r.trump, r.supertrump)
    winner = state.trick[w_index][0]
    taken = tricks.loot(state.trick, winner, state.teams)
    state.tricks_won[winner] += 1
    state.loot[winner].extend(taken)
    state.won_cards[winner].extend(c for _, c in state.trick if c not in taken)
    state.last_trick, state.trick = state.trick, []
    state.last_winner = winner
    state.leader = state.turn = winner
    best = cards.label(state.last_trick[w_index][1])
    text = f"{state.seats[winner].name} wins the trick with {best}"
    if taken:
        text += f" and loots {', '.join(cards.label(c) for c in taken)}"
    events.append(Event(text=text + "."))
    if state.hands[winner]:
        return events
    if state.bonus_owner is not None and _team_points(state)[state.teams[state.bonus_owner]]:
        state.phase = Phase.DOUBLE
        state.turn = state.bonus_owner
        return events
    return events + _end_round(state)


def _double(state: NetState, a: Double) -> list[Event]:
    state.doubled = a.double
    text = "doubles" if a.double else "does not double"
    return [Event(text=f"{state.seats[a.seat].name} {text} the team's points.")] + _end_round(state)


_HANDLERS = {
    "character": _pick_character,
    "token": _place_token,
    "team": _choose_team,
    "bonus": _give_bonus,
    "pick": _pick_card,
    "play": _play_card,
    "double": _double,
}
_PHASE_ACTION = {
    Phase.CHARACTERS: "character",
    Phase.NYET: "token",
    Phase.TEAMS: "team",
    Phase.BONUS: "bonus",
    Phase.EXCHANGE: "pick",
    Phase.TRICKS: "play",
    Phase.DOUBLE: "double",
}


# -- round flow ----------------------------------------------------------------
def _start_round(state: NetState) -> list[Event]:
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
    for box, spec in enumerate(_line(state).line[boards.FIRST_PLAYER].boxes):
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
    state.phase = Phase.NYET
    state.turn = state.dealer
    return [
        Event(
            text=f"Round {state.round} of {state.rounds}: "
            f"{state.seats[state.dealer].name} deals {size} cards each"
            + (", 30 stay aside unseen." if state.set_aside else ".")
        )
    ]


def _rules_set(state: NetState) -> list[Event]:
    """The NY3T! phase is over: read the open box of every line."""
    spec = _line(state)
    open_box = [line.index(OPEN) for line in state.board]
    fp_char = spec.line[boards.FIRST_PLAYER].boxes[open_box[boards.FIRST_PLAYER]].character
    first = state.characters.index(fp_char)
    d = spec.line[boards.DISCARD].boxes[open_box[boards.DISCARD]]
    t = spec.line[boards.TRUMP].boxes[open_box[boards.TRUMP]]
    st = spec.line[boards.SUPERTRUMP].boxes[open_box[boards.SUPERTRUMP]]
    v = spec.line[boards.VALUE].boxes[open_box[boards.VALUE]]
    state.rules = RoundRules(
        first_player=first,
        discard=d.discard,
        keep_ones=d.keep_ones,
        pass_left=d.pass_left,
        trump=t.colour,
        supertrump=st.colour,
        value=v.value,
    )
    state.leader = state.turn = first
    labels = [_box_label(state, li, b) for li, b in enumerate(open_box)]
    events = [
        Event(
            text=f"This round: first player {labels[0]} ({state.seats[first].name}), "
            f"{labels[1]}, trump {labels[2]}, supertrump {labels[3]}, "
            f"{labels[4]} points per trick and loot."
        )
    ]
    if state.players == 2:
        state.teams = [0, 1]
        return events + _start_exchange(state)
    state.phase = Phase.TEAMS
    return events


def _start_exchange(state: NetState) -> list[Event]:
    if _picks_needed(state) == 0:
        return _start_tricks(state)
    state.phase = Phase.EXCHANGE
    state.turn = state.rules.first_player
    state.picks = [[] for _ in range(state.players)]
    return []


def _finish_exchange(state: NetState) -> list[Event]:
    """Everybody has chosen: apply all discards or passes at once."""
    picks = state.picks
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
    return events + _start_tricks(state)


def _start_tricks(state: NetState) -> list[Event]:
    state.phase = Phase.TRICKS
    state.leader = state.turn = state.rules.first_player
    return []


def _team_points(state: NetState) -> dict[int, int]:
    """Round points per team before any doubling: (tricks + loot) x value."""
    points: dict[int, int] = {}
    for seat, team in enumerate(state.teams):
        points[team] = points.get(team, 0) + state.tricks_won[seat] + len(state.loot[seat])
    return {t: p * state.rules.value for t, p in points.items()}


def _end_round(state: NetState) -> list[Event]:
    team_points = _team_points(state)
    if state.doubled and state.bonus_owner is not None:
        team_points[state.teams[state.bonus_owner]] *= 2
    points = [team_points[state.teams[s]] for s in range(state.players)]
    for s, p in enumerate(points):
        state.scores[s] += p
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
        res = _result(state)
        assert res is not None
        return events + [Event(text=f"Game over. {res.summary}")]
    state.round += 1
    state.dealer = (state.dealer + 1) % state.players
    return events + _start_round(state)


# -- helpers ---------------------------------------------------------------------
def _result(state: NetState) -> Result | None:
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
        summary=f"{names} {verb} with {best} points.",
    )


def _line(state: NetState) -> boards.Board:
    return boards.board(state.options.board)


def _box_label(state: NetState, line: int, box: int) -> str:
    spec = _line(state).line[line].boxes[box]
    if spec.character is not None:
        return boards.characters()[spec.character].name
    return spec.label


def _placements(state: NetState) -> int:
    """Tokens placed in a whole NY3T! phase: every line down to one open box."""
    return state.players - 1 + 4 * (boards.BOXES - 1)


def _placed(state: NetState) -> int:
    return sum(1 for line in state.board for owner in line if owner >= 0)


def _open_choices(state: NetState) -> list[tuple[int, int]]:
    """Open boxes on lines that still have more than one open box."""
    out = []
    for li, line in enumerate(state.board):
        boxes = [b for b, owner in enumerate(line) if owner == OPEN]
        if len(boxes) > 1:
            out.extend((li, b) for b in boxes)
    return out


def _picks_needed(state: NetState) -> int:
    return state.rules.pass_left or state.rules.discard


def _pickable(state: NetState, seat: int) -> list[int]:
    hand = [c for c in state.hands[seat] if c not in state.picks[seat]]
    if state.rules.keep_ones:
        not_ones = [c for c in hand if cards.VALUE[c] != 1]
        return not_ones or hand  # a hand of nothing but 1s still has to discard one
    return hand


def _teams_label(state: NetState, teams: list[int]) -> str:
    groups = []
    for t in (0, 1):
        names = [state.seats[s].name for s in range(state.players) if teams[s] == t]
        groups.append(" & ".join(names) if names else "nobody")
    return " vs ".join(groups)


def _why_not(state: NetState, action: NetAction) -> str:
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
        return "those teams are not allowed with this many players"
    if action.kind == "bonus":
        return "the bonus card goes to a player of the smaller team"
    return "that is not a legal choice now"


def _log(state: NetState, text: str) -> None:
    if text:
        state.log.append(text)
        if len(state.log) > LOG_KEEP:
            del state.log[: len(state.log) - LOG_KEEP]


def _card_label(card: int) -> str:
    return cards.label(card) if 0 <= card < len(cards.FULL_DECK) else f"#{card}"


def _invariants(state: NetState) -> list[str]:
    problems: list[str] = []
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
                + (f"; doubled or foreign {[_card_label(c) for c in extra]}" if extra else "")
                + (f"; missing {[_card_label(c) for c in missing]}" if missing else "")
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
