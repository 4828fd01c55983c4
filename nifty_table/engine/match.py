"""A game in progress: the game object, its state, and every action so far.

The starting seats, the options, the seed and the action list replay the whole
game, which is what a bug report needs, what a save is checked against when it
is loaded, and how a decision is taken back (`Match.take_back`).
"""

from __future__ import annotations

import functools
import operator
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, TypeAdapter

from nifty_table.engine import registry
from nifty_table.engine.contract import (
    Action,
    Event,
    Game,
    GameState,
    IllegalAction,
    Prompt,
    Result,
    Seat,
    TakeBackRefused,
)
from nifty_table.engine.names import names_problem

# How far back a take-back looks for the start of one seat's run of actions.
TAKE_BACK_REACH = 60


@dataclass
class TakenBack:
    """What a take-back undid, oldest first, and how the game words each action."""

    actions: list[Action]
    texts: list[str]


class Match:
    def __init__(
        self,
        game_id: str,
        game: Game,
        state: GameState,
        seed: int,
        options: BaseModel,
        actions: list[Action] | None = None,
        match_id: str | None = None,
        started_at: datetime | None = None,
        start_seats: list[Seat] | None = None,
        ended_at: datetime | None = None,
    ) -> None:
        self.game_id = game_id
        self.game = game
        self.state = state
        self.seed = seed
        self.options = options
        self.actions: list[Action] = actions if actions is not None else []
        self.match_id = match_id or secrets.token_hex(8)
        self.started_at = started_at  # None for saves made before it was kept
        self.ended_at = ended_at  # set by end_time() once the game is over
        # How the save file looked when this match last read or wrote it
        # (saves.file_stamp): a save refuses to replace a file changed since.
        self.file_stamp: tuple[int, int, int] | None = None
        # Who sat down when the game began: a replay starts from these, and
        # players who jumped in later come back through their logged action.
        seats = start_seats if start_seats is not None else state.seats
        self.start_seats = [Seat(name=s.name, bot=s.bot, level=s.level) for s in seats]
        self._adapter: TypeAdapter[Any] | None = None
        self._encoded: list[Action] = []  # see actions_json
        self._encoded_runs: list[tuple[int, bytes]] = []  # (actions up to here, their JSON)
        # The replayed state after some actions (count, last action, state), so
        # asking about a take-back replays from there, not from the deal.
        self._checkpoint: tuple[int, Action | None, GameState] | None = None

    @classmethod
    def new(
        cls,
        game_id: str,
        seats: list[Seat],
        options: BaseModel | dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> Match:
        game = registry.load(game_id)
        if not game.min_players <= len(seats) <= game.max_players:
            raise ValueError(
                f"{game.title} takes {game.min_players} to {game.max_players} players, "
                f"not {len(seats)}"
            )
        problem = names_problem(s.name for s in seats)
        if problem:
            raise ValueError(problem)
        if not isinstance(options, BaseModel):
            options = game.Options.model_validate(options or {})
        seed = secrets.randbits(48) if seed is None else seed
        state = game.new_game(seats, options, seed)
        started = datetime.now(UTC).replace(microsecond=0)
        return cls(game_id, game, state, seed, options, started_at=started, start_seats=seats)

    # -- playing ---------------------------------------------------------
    def prompt(self) -> Prompt | None:
        return self.game.prompt(self.state)

    def legal_actions(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def apply(self, action: Action) -> list[Event]:
        """Apply one action; an IllegalAction leaves everything unchanged."""
        events = self.game.apply(self.state, action)
        self.actions.append(action)
        return events

    def result(self) -> Result | None:
        return self.game.result(self.state)

    def end_time(self) -> datetime | None:
        """When the game ended: stamped the first time anyone asks after it is
        over (the autosave after the last action does), then kept in the save,
        so a game recorded later still carries its real end."""
        if self.ended_at is None and self.result() is not None:
            self.ended_at = datetime.now(UTC).replace(microsecond=0)
        return self.ended_at

    @property
    def seats(self) -> list[Seat]:
        return self.state.seats

    def summary(self) -> str:
        return self.game.summary(self.state)

    # -- replay ----------------------------------------------------------
    def action_adapter(self) -> TypeAdapter[Any]:
        if self._adapter is None:
            self._adapter = TypeAdapter(self.game.Action)
        return self._adapter

    def actions_json(self) -> bytes:
        """Every action so far as one JSON array.

        A game is saved after every decision and its log only grows (or is
        cut back by a take-back), so the JSON of the runs of actions already
        encoded is kept, each beside the action objects it encodes, and only
        the actions since then are dumped (in one fast pydantic call)."""
        actions, done, runs = self.actions, self._encoded, self._encoded_runs
        same = list(map(operator.is_, actions, done))
        keep = same.index(False) if False in same else len(same)
        while runs and runs[-1][0] > keep:  # the log was cut back or changed here
            runs.pop()
        start = runs[-1][0] if runs else 0
        del done[start:]
        if len(actions) > start:
            fresh = actions[start:]
            runs.append(
                (len(actions), _actions_adapter().dump_json(fresh, serialize_as_any=True)[1:-1])
            )
            done.extend(fresh)
        return b"[" + b",".join(run for _, run in runs) + b"]"

    def fresh_state(self) -> GameState:
        """The state before the first action: the starting seats, options and seed."""
        return self.game.new_game(
            [s.model_copy() for s in self.start_seats], self.options, self.seed
        )

    def replayed(self, actions: list[Action] | None = None) -> GameState:
        """The state reached by replaying the actions (all by default) from the seed.

        Raises IllegalAction if the log holds an action the game refuses.
        Replaying the whole log (a load does) also remembers the state as far
        back as a take-back reaches, so the first take-back asked after a load
        replays a few actions, not the game from the deal."""
        log = self.actions if actions is None else actions
        keep_at = max(0, len(log) - TAKE_BACK_REACH) if actions is None else -1
        state = self.fresh_state()
        for count, action in enumerate(log):
            if count == keep_at:
                self._remember(count, state)
            self.game.apply(state, action)
        return state

    # -- take back -------------------------------------------------------------
    def takes_back_at_all(self) -> bool:
        """Cheap: the game can take decisions back, something was decided and
        the game goes on. Whether a given seat may, `can_take_back` says."""
        has_reveals = callable(getattr(self.game, "reveals", None))
        return has_reveals and bool(self.actions) and self.result() is None

    def can_take_back(self, seat: int) -> bool:
        """Whether `take_back(seat)` would be allowed now (changes nothing)."""
        try:
            self._take_back_plan(seat)
        except TakeBackRefused:
            return False
        return True

    def take_back(self, seat: int) -> TakenBack:
        """Take back `seat`'s last decision by replaying the log without it.

        The policy (the simplest honest one): only the last action can be taken
        back, only by the seat that made it, and only if it revealed nothing
        (`game.reveals`). So any other seat's decision since, a computer's
        included, and any card drawn, passed or shown or die rolled since make
        the decision stand. Actions that were the seat's only choice (forced,
        not decisions) are taken back with the decision before them, so one
        take-back always lands on a real choice. Repeat to go further back.

        Returns what was taken back (the actions and how the game words them);
        raises TakeBackRefused with a reason and changes nothing if not
        allowed. The new state is exactly the replay of the shorter log.
        """
        index, before, taken = self._take_back_plan(seat)
        self.state = before
        del self.actions[index:]
        if self._checkpoint is not None and self._checkpoint[0] > index:
            self._checkpoint = None
        return taken

    def _replayed_to(self, count: int) -> GameState:
        """The state replayed after the first `count` actions, from the last
        checkpoint when it is still on this log (a copy: the caller may play on)."""
        point = self._checkpoint
        done, state = 0, None
        if point is not None:
            at, last, saved = point
            if at <= count and (at == 0 or self.actions[at - 1] is last):
                done, state = at, saved.model_copy(deep=True)
        if state is None:
            state = self.fresh_state()
        for action in self.actions[done:count]:
            self.game.apply(state, action)
        self._remember(count, state)
        return state

    def _remember(self, count: int, state: GameState) -> None:
        """Keep a copy of the state after the first `count` actions (a checkpoint)."""
        last_action = self.actions[count - 1] if count else None
        self._checkpoint = (count, last_action, state.model_copy(deep=True))

    def _take_back_plan(self, seat: int) -> tuple[int, GameState, TakenBack]:
        """Where the log would be cut, the state there, and what is undone."""
        if not callable(getattr(self.game, "reveals", None)):
            raise TakeBackRefused(f"{self.game.title} cannot take decisions back yet")
        if self.result() is not None:
            raise TakeBackRefused("the game is over")
        if not self.actions:
            raise TakeBackRefused("nothing has been decided yet")
        last = self.actions[-1]
        if last.seat != seat:
            who = self.state.seats[last.seat].name
            if not any(a.seat == seat for a in self.actions):
                raise TakeBackRefused("you have not decided anything yet")
            raise TakeBackRefused(f"{who} has decided since your last decision")
        # The tail of the log that is all this seat's, oldest first.
        start = len(self.actions) - 1
        while (
            start > 0
            and self.actions[start - 1].seat == seat
            and len(self.actions) - start < TAKE_BACK_REACH
        ):
            start -= 1
        befores: list[GameState] = []
        try:
            state = self._replayed_to(start)
            for action in self.actions[start:]:
                befores.append(state.model_copy(deep=True))
                self.game.apply(state, action)
        except IllegalAction:
            state = None
        if state != self.state:  # e.g. a save loaded as saved, whose log disagrees
            raise TakeBackRefused("this game's log does not replay to the table as it is")
        # Walk back from the end: nothing undone may have revealed anything;
        # stop at the first real choice (more than one legal answer for the seat).
        undone: list[str] = []
        for index in range(len(self.actions) - 1, start - 1, -1):
            before, action = befores[index - start], self.actions[index]
            text = self.game.describe(before, action)
            if self.game.reveals(before, action):
                raise TakeBackRefused(
                    f"{text!r} brought hidden information to light (a card drawn, "
                    "passed or shown, a die rolled or a shuffle), so it stands"
                )
            undone.insert(0, text)
            if len([a for a in self.game.legal_actions(before) if a.seat == seat]) > 1:
                return index, before, TakenBack(self.actions[index:], undone)
        raise TakeBackRefused("your last moves were your only choices, not decisions")


@functools.cache
def _actions_adapter() -> TypeAdapter[list[Action]]:
    """Dumps a list of any game's actions, each by its own class
    (`serialize_as_any`): the same JSON as the game's union of actions gives,
    about twice as fast, as no union is searched for each action's class."""
    return TypeAdapter(list[Action])


def rematch(match: Match, seed: int | None = None) -> Match:
    """A new game with the same seats and options and a new seed.

    A game may shift its options for the next game with `rematch_options`
    (NΣT! passes the deal on); games without it replay the same options.
    """
    options = match.options
    shift = getattr(match.game, "rematch_options", None)
    if shift is not None:
        options = shift(match.state, options)
    seats = [s.model_copy() for s in match.seats]
    return Match.new(match.game_id, seats, options, seed=seed)
