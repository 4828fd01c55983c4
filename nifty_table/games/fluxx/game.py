"""Fluxx as the engine contract. One engine class; each edition is an
instance with its own deck (firefly.py, cartoon_network.py)."""

from __future__ import annotations

from typing import Any

from nifty_table.engine.boundary import check_action
from nifty_table.engine.contract import Action, Event, IllegalAction, Prompt, Result, Seat
from nifty_table.engine.contract import Action as EngineAction  # a type (Action is an attribute)
from nifty_table.engine.names import name_problem
from nifty_table.engine.reveal import hidden_changed
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.actions import (
    Answer,
    Continue,
    Discard,
    EndTurn,
    FluxxAction,
    Join,
    Pick,
    PlayCard,
    PlayRandom,
    UsePower,
    UseRule,
    answer_action,
    discard_action,
)
from nifty_table.games.fluxx.cards import Catalog
from nifty_table.games.fluxx.decision import (
    DRAW,
    EFFECT,
    HAND_LIMIT,
    MAIN,
    WINDOW,
    Decision,
    DecisionKind,
    work_out,
)
from nifty_table.games.fluxx.deck import load_deck
from nifty_table.games.fluxx.effects import EFFECTS
from nifty_table.games.fluxx.goals import hand_goals
from nifty_table.games.fluxx.invariants import check_invariants
from nifty_table.games.fluxx.old_saves import adapt_to_deck
from nifty_table.games.fluxx.play import play_card
from nifty_table.games.fluxx.prompts import decision_prompt
from nifty_table.games.fluxx.refusals import why_not
from nifty_table.games.fluxx.registry import first_choice, holds_secret, withheld_from_hints
from nifty_table.games.fluxx.state import FluxxSeat, FluxxState, Options
from nifty_table.games.fluxx.state import (
    Options as FluxxOptions,
)  # a type (Options is an attribute)
from nifty_table.games.fluxx.surprises import apply_window, window_actions, window_interrupters
from nifty_table.games.fluxx.table import Table
from nifty_table.games.fluxx.turn import (
    NOTHING_KNOWN,
    Stop,
    before_draw_actions,
    draw_step,
    main_actions,
    optional_actions,
    settle,
)
from nifty_table.games.fluxx.view import FluxxView, build_view, describe_action

HAND_SIZE = 3
PLAYS = (PlayCard, PlayRandom)  # the plays from the hand
FREE_USES = (UseRule, UsePower)  # free actions and Keeper powers


class FluxxGame:
    min_players = 2
    max_players = 6
    Options = Options
    State = FluxxState
    Action = FluxxAction

    def __init__(
        self,
        game_id: str,
        deck_file: str,
        catalog: Catalog | None = None,
        options: type[FluxxOptions] = Options,
    ) -> None:
        self.id = game_id
        self.Options = options
        self.catalog = catalog if catalog is not None else load_deck(deck_file)
        self.title = self.catalog.title
        # What was worked out for the last state asked about or changed (see
        # `_now`), so `apply` can check an action without working it out again.
        self._cache: list[Any] | None = None

    def table(self, state: FluxxState) -> Table:
        return Table(self.catalog, state)

    # -- setup -------------------------------------------------------------------
    def new_game(self, seats: list[Seat], options: FluxxOptions, seed: int) -> FluxxState:
        people = [FluxxSeat(name=seat.name, bot=seat.bot, level=seat.level) for seat in seats]
        if not self.min_players <= len(people) <= self.max_players:
            raise ValueError(f"{self.title} takes 2 to 6 players, not {len(people)}")
        opts = (
            options if isinstance(options, Options) else self.Options.model_validate(options or {})
        )
        promos = getattr(opts, "promo_cards", "off") == "on"
        rng = Rng.from_seed(seed)
        pile = list(self.catalog.ids if promos else self.catalog.base_ids)
        rng.shuffle(pile)
        players = len(people)
        state = FluxxState(
            seats=people,
            rng=rng,
            deck=self.catalog.id,
            promos=promos,
            draw_pile=pile,
            hands=[[] for _ in range(players)],
            tables=[[] for _ in range(players)],
            talk_seen=[False] * players,
        )
        table = self.table(state)
        # How many cards each hand got is said by its own draw line, not here.
        table.log(f"A game of {self.title} for {players}.")
        for seat in range(players):  # Creepers in an opening hand are placed and replaced
            table.draw(seat, HAND_SIZE)
        state.active = rng.below(players) if opts.first_player == "random" else 0
        settle(table)
        return state

    # -- who decides now -----------------------------------------------------------
    def _now(self, state: FluxxState) -> list:
        """[state, moves, decision, legal actions or None, table, stop] for
        this state, worked out once between two applied actions (`apply` fills
        it in from what `settle` found). Every `apply` (by any engine
        instance) counts `moves` up first, so a stale entry never matches."""
        cached = self._cache
        if cached is not None and cached[0] is state and cached[1] == state.moves:
            return cached
        table = self.table(state)
        cached = self._cache = [state, state.moves, work_out(table), None, table, NOTHING_KNOWN]
        return cached

    def _remember(self, table: Table, stop: Stop) -> None:
        """After an action: the decision where `settle` stopped, worked out
        with what it already knew there."""
        decision = work_out(table, limits_clear=stop.limits_clear, due=stop.due)
        self._cache = [table.state, table.state.moves, decision, None, table, stop]

    def decision(self, state: FluxxState) -> Decision | None:
        """Who decides now and about what (None once the game is over)."""
        return self._now(state)[2]

    def hint_withheld(self, state: FluxxState) -> str | None:
        decision = self.decision(state)
        return withheld_from_hints(decision[2]) if decision else None

    def forget(self) -> None:
        """Drop what was worked out for the last state; needed only after
        changing a state by hand (tests building scenarios do)."""
        self._cache = None

    def prompt(self, state: FluxxState) -> Prompt | None:
        decision = self.decision(state)
        if decision is None:
            return None
        return decision_prompt(self.table(state), decision, lambda: self._legal_now(state)[0])

    def asked(self, state: FluxxState) -> tuple[int, list[int]] | None:
        """The prompt's seat and interrupters, without its words: only a
        reaction window lets anyone else act."""
        _, _, decision, _, table, _ = self._now(state)
        if decision is None:
            return None
        kind, seat, step = decision
        if kind is WINDOW:
            assert step is not None
            return seat, window_interrupters(table, step)
        return seat, []

    def legal_actions(self, state: FluxxState) -> list[EngineAction]:
        return list(self._legal_of(self._now(state)))  # (asked before every action)

    def _legal_now(self, state: FluxxState) -> list[EngineAction]:
        return self._legal_of(self._now(state))

    def _legal_of(self, cached: list) -> list[EngineAction]:
        legal = cached[3]
        if legal is None:
            legal = cached[3] = self._legal(cached[4], cached[2], cached[5])
        return legal

    def _legal(self, table: Table, decision: Decision | None, known: Stop) -> list[EngineAction]:
        """`known`: what `settle` already listed where it stopped."""
        if decision is None:
            return []
        kind, seat, step = decision
        state = table.state
        if kind is MAIN:
            return main_actions(table, known.optional, known.plays)
        if kind is DRAW:
            return before_draw_actions(table, known.optional)
        if kind is WINDOW:
            assert step is not None
            return window_actions(table, step)
        if kind is EFFECT:
            assert step is not None
            if step.ask:
                return [answer_action(seat, True), answer_action(seat, False)]
            if known.options is not None:
                return known.options
            return EFFECTS[step.handler].options(table, step)
        cards = state.hands[seat] if kind is HAND_LIMIT else table.keepers(seat)
        acts: list[Action] = [discard_action(seat, card) for card in cards]
        if seat == state.active and state.phase == "end":
            acts.extend(optional_actions(table))  # free actions while discarding at the end
        return acts

    # -- doing it ------------------------------------------------------------------
    def apply(self, state: FluxxState, action: FluxxAction, quiet: bool = False) -> list[Event]:
        """`quiet`: no Event is made of the log lines (`apply_quietly`)."""
        now = self._now(state)
        decision, legal = now[2], self._legal_of(now)
        for listed in legal:
            if listed is action:
                break  # the very object listed, which we built and checked ourselves
        else:  # anything else passes the boundary check first, then equality
            check_action(FluxxAction, action)  # only our own, well-formed actions
            if isinstance(action, Join):
                return self._join(state, action)
            if action not in legal:
                raise IllegalAction(why_not(self.table(state), decision, action, legal))
        self._cache = None
        # Past pydantic's __setattr__ (one call per action for a plain counter).
        state.__dict__["moves"] = state.moves + 1
        # The table this state was worked out with (its rules in play are read),
        # with a fresh event list: the last one went to the caller.
        table = now[4]
        table.events = None if quiet else []
        assert decision is not None
        kind, _, step = decision
        # The class, tested by identity: `isinstance` against a pydantic class
        # that does not match costs several times a plain test, and this runs
        # after every action (our actions have no subclasses).
        cls = type(action)
        # If the checks had passed where `settle` stopped, they still do after
        # an action that changes nothing they read: closing a window nobody
        # answered or ending the play step moves no card, and a card played
        # leaves only its player's hand (it is not in play yet), which no
        # check reads unless a Goal in play counts cards in hand.
        unchanged = now[5].limits_clear and (
            cls is EndTurn
            or (cls is Continue and step is not None and not step.cards)
            or (cls in PLAYS and hand_goals(self.catalog).isdisjoint(state.goals))
        )
        if kind is MAIN or cls in FREE_USES:
            self._main(table, action, cls)
        elif kind is DRAW:
            draw_step(table)
        elif kind is WINDOW:
            assert step is not None
            apply_window(table, step, action)
        elif kind is EFFECT:
            assert step is not None
            effect = EFFECTS[step.handler]
            if cls is Answer:
                assert isinstance(action, Answer)
                effect.answer(table, step, action.yes)
            else:
                assert isinstance(action, Pick)
                effect.choose(table, step, action)
        else:
            assert isinstance(action, Discard)
            self._limit_discard(table, kind, action)
        self._remember(table, settle(table, unchanged=unchanged))
        return table.events or []  # (quietly: None)

    def apply_quietly(self, state: FluxxState, action: FluxxAction) -> list[Event]:
        """The engine contract's optional hook: `apply`, with no events to build."""
        return self.apply(state, action, True)

    def _main(self, table: Table, action: FluxxAction, cls: type) -> None:
        """`cls`: the action's class."""
        state, catalog = table.state, table.catalog
        seat = action.seat
        if cls in PLAYS:
            hand = state.hands[seat]
            # (isinstance only where it nearly always matches: a miss is the dear case)
            card = action.card if isinstance(action, PlayCard) else hand[state.rng.below(len(hand))]
            hand.remove(card)
            state.__dict__["played"] = state.played + 1  # (past __setattr__, at every play)
            how = " (picked at random)" if cls is PlayRandom else ""
            play_card(table, seat, card, how=how)
        elif cls in FREE_USES:
            assert isinstance(action, (UseRule, UsePower))
            state.used.append(action.card)
            key = catalog.rule_effect[action.card] if cls is UseRule else catalog.power[action.card]
            EFFECTS[key].use(table, action.card, table.card_params(action.card, key))
        else:  # EndTurn
            state.phase = "end"

    def _limit_discard(self, table: Table, kind: DecisionKind, action: Discard) -> None:
        state = table.state
        if kind is HAND_LIMIT:
            state.hands[action.seat].remove(action.card)
            table.log(
                f"{table.who(action.seat)} discards a card for the Hand Limit.",
                {action.seat: f"You discarded {table.card_name(action.card)}."},
            )
        else:
            state.tables[action.seat].remove(action.card)
            table.log(
                f"{table.who(action.seat)} discards "
                f"{table.card_name(action.card)} for the Keeper Limit."
            )
        state.discard.append(action.card)

    def join_refusal(self, state: FluxxState) -> str | None:
        """Why nobody may jump in now (whatever their name), or None if one may."""
        if state.winner is not None:
            return "The game is over."
        if len(state.seats) >= self.max_players:
            return f"The table is full ({self.max_players} players)."
        return None

    def _join(self, state: FluxxState, action: Join) -> list[Event]:
        """Jumping In: a new seat at the end of the turn order, dealt three cards."""
        refusal = self.join_refusal(state)
        if refusal is not None:
            raise IllegalAction(refusal)
        new_seat = len(state.seats)
        if action.seat != new_seat:
            raise IllegalAction(f"A new player takes the next free seat, {new_seat}.")
        problem = name_problem(action.name, (seat.name for seat in state.seats))
        if problem:
            raise IllegalAction(problem[:1].upper() + problem[1:] + ".")
        self._cache = None
        state.moves += 1
        state.seats.append(FluxxSeat(name=action.name, bot=action.bot))
        state.hands.append([])
        state.tables.append([])
        state.talk_seen.append(False)
        table = self.table(state)
        # The count is said once, by the draw ("Cy draws 3 cards."), which also
        # tells a Creeper drawn on the way and a draw pile that ran short.
        table.log(f"{action.name} jumps in, last in the turn order.")
        table.draw(new_seat, HAND_SIZE)
        self._remember(table, settle(table))
        return table.events or []

    # -- reading ---------------------------------------------------------------------
    def view(self, state: FluxxState, seat: int | None) -> FluxxView:
        """What `seat` may see; `None` is the public view (a spectator's)."""
        return build_view(self.table(state), seat, self.decision(state))

    def result(self, state: FluxxState) -> Result | None:
        if state.winner is None:
            return None
        name = state.seats[state.winner].name
        goal = self.catalog.name.get(state.win_goal or "", "the Goal")
        return Result(winners=[state.winner], summary=f"{name} wins with {goal}.")

    def describe(self, state: FluxxState, action: FluxxAction) -> str:
        return describe_action(self.table(state), action)

    def summary(self, state: FluxxState) -> str:
        if state.winner is not None:
            return f"Turn {state.turn_no} · {state.seats[state.winner].name} won"
        goals = " + ".join(self.catalog.name[goal] for goal in state.goals) or "none yet"
        return f"Turn {state.turn_no} · Goal: {goals}"

    def reveals(self, state: FluxxState, action: FluxxAction) -> bool:
        """Draws (a turn starting, Draw 2, a jump-in's deal), anything random and
        cards taken from or given to another hand reveal; a card played from
        your own hand, a pick among public cards, a free action's start do not.
        An answer to a secret choice (the second rock-paper-scissors throw)
        shows the first one, so it reveals too."""
        decision = self.decision(state)
        if decision is not None and holds_secret(decision.step):
            return True
        return hidden_changed(self, state, action, piles=("draw_pile",))

    def first_choice(self, state: FluxxState) -> EngineAction | None:
        """Where a person's cursor starts, when not on the first choice."""
        _, _, decision, _, table, _ = self._now(state)
        return first_choice(table, decision.step if decision is not None else None)

    def check_invariants(self, state: FluxxState) -> list[str]:
        return check_invariants(self.catalog, state)

    def adapt_old_state(self, state: FluxxState) -> str | None:
        """A game saved with an older deck, brought up to this one (old_saves.py)."""
        if state.deck != self.catalog.id:
            return None  # another deck's game: refused as it is
        adapted = adapt_to_deck(self.catalog, state)
        if adapted:
            self._cache = None
            settle(self.table(state))
        return adapted

    def card(self, card_id: str):
        """The deck entry of a card (name, type, text ...) for screens and help."""
        return self.catalog.specs[card_id]
