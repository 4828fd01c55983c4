"""Get Nifty as the engine contract: who decides now, what they may do, and
applying it. The rules live in turn.py (the active player's turn),
challenge.py and cancel.py (challenges); this module only dispatches."""

from __future__ import annotations

from typing import Literal, NamedTuple

from nifty_table.engine.boundary import check_action
from nifty_table.engine.contract import (
    Action,
    Chart,
    Event,
    IllegalAction,
    Prompt,
    PromptKind,
    Result,
    Seat,
)
from nifty_table.engine.contract import Action as EngineAction  # a type (Action is an attribute)
from nifty_table.engine.reveal import hidden_changed
from nifty_table.engine.rng import Rng
from nifty_table.engine.wording import closed, verb
from nifty_table.games.get_nifty import challenge, turn
from nifty_table.games.get_nifty.actions import GetNiftyAction
from nifty_table.games.get_nifty.cards import Catalog, load_deck
from nifty_table.games.get_nifty.describe import describe_action
from nifty_table.games.get_nifty.hints import missing_moves
from nifty_table.games.get_nifty.refusals import why_not
from nifty_table.games.get_nifty.state import GetNiftyState, Options, SideName, Team
from nifty_table.games.get_nifty.state import (
    Options as GetNiftyOptions,
)  # a type (Options is an attribute)
from nifty_table.games.get_nifty.table import HAND_SIZE, TARGETS, Table
from nifty_table.games.get_nifty.view import GetNiftyView, build_view


class Decision(NamedTuple):
    """Who decides what now: the active player's turn, a side of a challenge
    adding cards, or a side waiting for offers of help."""

    kind: Literal["turn", "challenge", "asking"]
    seat: int


# Every decision there can be, built once (a table seats at most 6): one is
# worked out after every action, and building a NamedTuple costs a call.
# DECISIONS[kind][seat].
DECISIONS = {
    # The loop's names are the kinds Decision takes (a tuple of str to mypy).
    kind: tuple(Decision(kind, seat) for seat in range(6))  # type: ignore[arg-type]
    for kind in ("turn", "challenge", "asking")
}


class GetNiftyGame:
    id = "get-nifty"
    min_players = 2
    max_players = 6
    Options = Options
    State = GetNiftyState
    Action = GetNiftyAction

    def __init__(self, catalog: Catalog | None = None) -> None:
        self.catalog = catalog if catalog is not None else load_deck()
        self.title = self.catalog.title
        # What was worked out for the last state asked about, so the many
        # questions asked between two actions cost one computation.
        self._cache: _Now | None = None

    def table(self, state: GetNiftyState) -> Table:
        return Table(self.catalog, state)

    def forget(self) -> None:
        """Drop the cached legal actions (tests that edit a state by hand)."""
        self._cache = None

    # -- setup -------------------------------------------------------------------
    def new_game(self, seats: list[Seat], options: GetNiftyOptions, seed: int) -> GetNiftyState:
        n = len(seats)
        if not self.min_players <= n <= self.max_players:
            raise ValueError(f"{self.title} takes 2 to 6 players, not {n}")
        opts = options if isinstance(options, Options) else Options.model_validate(options or {})
        rng = Rng.from_seed(seed)
        pile = list(self.catalog.ids)
        rng.shuffle(pile)
        team_of = [s % 3 for s in range(n)] if n == 6 else list(range(n))
        state = GetNiftyState(
            seats=[Seat(name=s.name, bot=s.bot, level=s.level) for s in seats],
            rng=rng,
            deck=self.catalog.id,
            target=TARGETS[n],
            step=0,
            team_of=team_of,
            draw_pile=pile,
            round_limit=opts.round_limit,
            hands=[[] for _ in range(n)],
            objects=[[] for _ in range(n)],
            teams=[Team() for _ in range(max(team_of) + 1)],
        )
        state.active = rng.below(n) if opts.first_player == "random" else 0
        table = self.table(state)
        teams = " Three teams of two: partners sit opposite." if n == 6 else ""
        table.log(f"A game of Get Nifty for {n}: {state.target} Niftyness wins.{teams}")
        for s in range(n):
            table.draw_to(s, HAND_SIZE)
        table.log(closed(f"Turn 1: {table.who(state.active)}"))
        return state

    # -- who decides now -----------------------------------------------------------
    def _now(self, state: GetNiftyState) -> _Now:
        now = self._cache
        if now is None or now.state is not state or now.step != state.step:
            now = self._cache = self._work_out(state)
        return now

    def _work_out(self, state: GetNiftyState) -> _Now:
        """Who decides and what they (and anyone out of turn) may do: asked
        for every state, as each prompt comes with its legal actions."""
        table = Table(self.catalog, state)
        d = self._decide(state)
        now = _Now(state, table, d)
        if d is None:
            pass
        elif d.kind == "turn":
            now.legal = turn.actions(table)
        else:
            assert state.challenge is not None
            now.legal = challenge.actions(table, state.challenge, now.losing_side)
        return now

    def decision(self, state: GetNiftyState) -> Decision | None:
        return self._now(state).decision

    def _decide(self, state: GetNiftyState) -> Decision | None:
        if state.over:
            return None
        ch = state.challenge
        if ch is None:
            return DECISIONS["turn"][state.active]
        return DECISIONS["asking" if ch.asking else "challenge"][challenge.prompted_seat(ch)]

    def prompt(self, state: GetNiftyState) -> Prompt | None:
        now = self._now(state)
        if now.prompt is None and now.decision is not None:
            now.prompt = self._prompt(now, now.decision)
        return now.prompt

    def _prompt(self, now: _Now, d: Decision) -> Prompt:
        table, state = now.table, now.state
        who = table.who(d.seat)
        if d.kind == "turn":
            return Prompt(
                seat=d.seat,
                kind=PromptKind.CARD,
                text=f"{who}, your turn: play, discard, or end the turn.",
            )
        ch = state.challenge
        assert ch is not None
        others = _others(d.seat, len(state.seats))
        if d.kind == "asking":
            text = f"{who} asks for help: accept or refuse offers, then go on."
            return Prompt(seat=d.seat, kind=PromptKind.OPTION, text=text, interrupters=others)
        side = ch.turn
        word = "attack" if side == "attack" else "defence"
        state_now = "losing" if now.losing_side() == side else "winning"
        text = f"{who}, the {word} is {state_now}: add cards, then Done."
        return Prompt(seat=d.seat, kind=PromptKind.CARD, text=text, interrupters=others)

    def asked(self, state: GetNiftyState) -> tuple[int, list[int]] | None:
        """The prompt's seat and interrupters, without its words."""
        d = self._now(state).decision
        if d is None:
            return None
        return d.seat, [] if d.kind == "turn" else _others(d.seat, len(state.seats))

    def legal_actions(self, state: GetNiftyState) -> list[EngineAction]:
        return list(self._now(state).legal)

    # -- doing it ------------------------------------------------------------------
    def apply(
        self, state: GetNiftyState, action: GetNiftyAction, quiet: bool = False
    ) -> list[Event]:
        """`quiet`: no Event is made of the log lines (`apply_quietly`)."""
        now = self._now(state)
        legal = now.legal
        # Usually the very object listed, which we built and checked ourselves;
        # anything else passes the boundary check first, then equality.
        for listed in legal:
            if listed is action:
                break
        else:
            check_action(GetNiftyAction, action)  # only our own, well-formed actions
            if action not in legal:
                seat = now.decision.seat if now.decision is not None else None
                raise IllegalAction(why_not(now.table, seat, action))
        table = now.table  # the state is not yet changed, and nothing is logged to it
        if quiet:
            table.events = None
        self._cache = None
        if state.challenge is not None and action.kind == "play_plot":
            turn.play_plot(table, action.seat, action.card)
        elif state.challenge is not None:
            challenge.apply(table, state.challenge, action, now.losing_side)
        else:
            turn.apply(table, action)
        # Past pydantic's __setattr__, as it runs after every action: there is
        # nothing to validate, and new_game already marks `step` as set.
        state.__dict__["step"] = state.step + 1
        team = None if state.over else table.winning_team()
        if team is not None:
            state.winners, state.over = [team], True
            gets, wins = table.verb(team, "gets", "get"), table.verb(team, "wins", "win")
            names, points = table.team_name(team), table.niftyness(team)
            table.log(f"{names} {gets} Nifty with {points} Niftyness and {wins}!")
        return table.events or []  # (quietly: None)

    def apply_quietly(self, state: GetNiftyState, action: GetNiftyAction) -> list[Event]:
        """The engine contract's optional hook: `apply`, with no events to build."""
        return self.apply(state, action, True)

    # -- reading ---------------------------------------------------------------------
    def view(self, state: GetNiftyState, seat: int | None) -> GetNiftyView:
        return build_view(self.table(state), seat)

    def result(self, state: GetNiftyState) -> Result | None:
        if not state.over:
            return None
        table = self.table(state)
        scores = [table.niftyness(state.team_of[s]) for s in range(len(state.seats))]
        names = " and ".join(table.team_name(team) for team in state.winners)
        best = table.niftyness(state.winners[0])
        people = sum(len(table.seats_of(team)) for team in state.winners)
        lead = verb(people, "leads", "lead")
        how = "Got Nifty" if table.winning_team() is not None else f"{lead} when time ran out"
        return Result(
            winners=[s for team in state.winners for s in table.seats_of(team)],
            scores=scores,
            summary=f"{names} {how}, with {best} Niftyness.",
        )

    def describe(self, state: GetNiftyState, action: GetNiftyAction) -> str:
        return describe_action(self.table(state), action)

    def missing_moves(self, state: GetNiftyState, seat: int) -> list[str]:
        """Why moves a player may expect are not offered now (token, challenges)."""
        return missing_moves(self.table(state), seat)

    def summary(self, state: GetNiftyState) -> str:
        table = self.table(state)
        if state.over:
            names = " and ".join(table.team_name(team) for team in state.winners)
            return f"Turn {state.turn_no} · {names} won"
        # A score toward the target only with a token, as on the table.
        scores = ", ".join(
            f"{table.team_name(i)} {table.niftyness(i)}/{state.target}"
            if team.token
            else f"{table.team_name(i)} no token"
            for i, team in enumerate(state.teams)
        )
        return f"Turn {state.turn_no} · {scores}"

    def reveals(self, state: GetNiftyState, action: GetNiftyAction) -> bool:
        """Drawing reveals: ending a turn fills the hand (and the next player's)
        from the face-down pile, shuffling the discards into a new pile when it
        runs out. Everything else only shows the player's own cards (played,
        discarded, spent on a token, added to a challenge) or public ones (the
        face-up discards, the table), so it can be taken back until someone
        else decides."""
        return hidden_changed(self, state, action, piles=("draw_pile",))

    def check_invariants(self, state: GetNiftyState) -> list[str]:
        from nifty_table.games.get_nifty.invariants import problems

        return problems(self.table(state))

    def chart(self, state: GetNiftyState) -> Chart | None:
        """Niftyness per team at the end of each turn (the end screen)."""
        if not state.history:
            return None
        table = self.table(state)
        series = {
            table.team_name(team): [float(row[team]) for row in state.history]
            for team in range(len(state.teams))
        }
        first = state.turn_no - len(state.history) + 1
        x = list(range(first, first + len(state.history)))
        return Chart(
            title="Niftyness",
            x_label="Turn",
            y_label="Niftyness",
            x=x,
            series=series,
            one_scale=True,  # team against team
        )

    def card(self, card_id: str):
        """The card record (name, type, stats, text) for screens and help."""
        return self.catalog.cards[card_id]


def _others(seat: int, players: int) -> list[int]:
    """Everyone else, clockwise from the one deciding (the order out-of-turn
    chances are offered in during a challenge); the same whatever they hold."""
    return [(seat + k) % players for k in range(1, players)]


class _Now:
    """The last state asked about at its step: its table, who decides, the
    legal actions and (once asked) the prompt and the side losing the challenge."""

    __slots__ = ("decision", "legal", "losing", "prompt", "state", "step", "table")

    def __init__(self, state: GetNiftyState, table: Table, decision: Decision | None) -> None:
        self.state, self.step, self.table = state, state.step, table
        self.decision = decision
        self.legal: list[Action] = []
        self.prompt: Prompt | None = None
        self.losing: SideName | None = None

    def losing_side(self) -> SideName:
        """`Table.losing` for this state's challenge, worked out once: the legal
        actions, the prompt and a Done may each ask it (a Done asks before it
        changes anything)."""
        if self.losing is None:
            assert self.state.challenge is not None
            self.losing = self.table.losing(self.state.challenge)
        return self.losing
