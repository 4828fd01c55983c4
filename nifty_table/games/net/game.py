"""NΣT! as the engine contract: setup, prompts, legal actions, apply, view.

The rules live beside this facade: `prompts` (who decides and what they may
answer), `checks` (refusals and invariants), `handlers` (one per action kind)
and `flow` (how a round moves on). Computer players are in `strategies`,
which this module never imports.
"""

from __future__ import annotations

from typing import ClassVar

from nifty_table.engine.boundary import check_action
from nifty_table.engine.contract import Chart, Event, IllegalAction, Prompt, Result, Seat
from nifty_table.engine.reveal import hidden_changed
from nifty_table.engine.rng import Rng
from nifty_table.games.net import board as boards
from nifty_table.games.net import cards, checks, flow, handlers, prompts, queries, setup
from nifty_table.games.net.actions import NetAction
from nifty_table.games.net.chart import running_totals
from nifty_table.games.net.state import NetState, NetView, Options, Phase, SeatView
from nifty_table.games.net.state import Options as NetOptions  # a type (Options is an attribute)


class NetGame:
    id: ClassVar[str] = "net"
    title = "NΣT!"
    min_players = 2
    max_players = 5
    Options = Options
    State = NetState
    Action = NetAction

    # -- setup -----------------------------------------------------------
    def new_game(self, seats: list[Seat], options: NetOptions, seed: int) -> NetState:
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"NΣT! takes 2 to 5 players, not {n}")
        rng = Rng.from_seed(seed)
        drawn = rng.below(n)  # always drawn, so a chosen dealer leaves the shuffles alone
        first = options.first_dealer
        dealer = first if first is not None and first < n else drawn
        state = NetState(
            seats=[s.model_copy() for s in seats],
            rng=rng,
            options=options,
            players=n,
            rounds=setup.ROUNDS[n],
            dealer=dealer,
            scores=[0] * n,
            characters=[-1] * n,
            turn=0,
        )
        flow.log(
            state,
            f"A game of NΣT! for {n}: {state.rounds} rounds. "
            f"{seats[state.dealer].name} deals first.",
        )
        flow.log(state, "Everyone picks a character.")
        return state

    # -- the contract ----------------------------------------------------
    def prompt(self, state: NetState) -> Prompt | None:
        return prompts.prompt(state)

    def legal_actions(self, state: NetState) -> list[NetAction]:
        return prompts.legal_actions(state)

    def apply(self, state: NetState, action: NetAction) -> list[Event]:
        check_action(NetAction, action, state.players)  # only our own, well-formed actions
        reason = checks.refusal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        events = handlers.HANDLERS[action.kind](state, action)
        for event in events:
            flow.log(state, event.text)
        return events

    def view(self, state: NetState, seat: int | None) -> NetView:
        """What `seat` may see; `None` is a spectator: no hand at all."""
        rules_known = state.phase not in (Phase.CHARACTERS, Phase.NYET)
        own = seat is not None and bool(state.hands)
        return NetView(
            seat=seat,
            board_id=state.options.board,
            hand=sorted(state.hands[seat], key=cards.sort_key) if own and seat is not None else [],
            my_picks=list(state.picks[seat]) if own and seat is not None and state.picks else [],
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
            round_tricks=[list(t) for t in state.round_tricks],
            my_exchange=list(state.exchanged[seat])
            if own and seat is not None and state.exchanged
            else [],
        )

    def result(self, state: NetState) -> Result | None:
        return flow.result(state)

    def describe(self, state: NetState, action: NetAction) -> str:
        kind = action.kind
        if action.kind in ("play", "pick"):
            return cards.name(action.card)
        if action.kind == "token":
            title = queries.board_of(state).line[action.line].title
            return f"{title}: {queries.box_label(state, action.line, action.box)}"
        if action.kind == "character":
            return boards.characters()[action.character].name
        if action.kind == "team":
            teams = setup.teams_from_pair(state.players, action.seat, action.pair)
            return queries.teams_label(state, teams)
        if action.kind == "bonus":
            return state.seats[action.to].name
        if action.kind == "double":
            points = queries.team_points(state).get(state.teams[action.seat], 0)
            if action.double:
                return f"Double it: {points:+d} becomes {2 * points:+d}"
            return f"Keep it as it is: {points:+d}"
        return kind

    def chart(self, state: NetState) -> Chart | None:
        return running_totals(state)

    def rematch_options(self, state: NetState, options: NetOptions) -> NetOptions:
        """The next game is dealt first by the seat after this game's first dealer."""
        first = state.history[0].dealer if state.history else state.dealer
        return options.model_copy(update={"first_dealer": (first + 1) % state.players})

    def summary(self, state: NetState) -> str:
        if state.phase is Phase.OVER:
            return f"Finished after {state.rounds} rounds"
        return f"Round {state.round} of {state.rounds}"

    def check_invariants(self, state: NetState) -> list[str]:
        return checks.invariants(state)

    def reveals(self, state: NetState, action: NetAction) -> bool:
        """A deal (the last character pick, the end of a round) and passed cards
        reveal; tokens, teams, the bonus, discard picks and played cards do not."""
        return hidden_changed(self, state, action, piles=("set_aside",))
