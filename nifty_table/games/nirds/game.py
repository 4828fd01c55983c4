"""Nirds vs Gnomes as the engine contract: setup, prompts, legal actions, apply, view."""

from __future__ import annotations

from typing import ClassVar

from nifty_table.engine.boundary import check_action
from nifty_table.engine.contract import (
    Chart,
    Event,
    Prompt,
    PromptKind,
    Result,
    Seat,
    new_event,
)
from nifty_table.engine.reveal import hidden_changed
from nifty_table.games.nirds import anytime, checks, flow, setup, table
from nifty_table.games.nirds import decision as rules
from nifty_table.games.nirds.actions import NirdsAction
from nifty_table.games.nirds.chart import standing
from nifty_table.games.nirds.describe import describe, hint_label, prompt_text, summary
from nifty_table.games.nirds.handlers import HANDLERS
from nifty_table.games.nirds.legal_cache import PerThread
from nifty_table.games.nirds.state import (
    ACTION,
    FROOMP_MAX_DICE,
    OVER,
    RULES,
    NirdsState,
    Options,
)
from nifty_table.games.nirds.view import NirdsView, PlayerView

Decision = rules.Decision
# The face-down decks: their order is the only thing hidden in Nirds.
HIDDEN_DECKS = ("draw_pile", "level1_deck", "level2_deck", "tactic_deck", "minion_pile")
ANYTIME = frozenset({"science", "tactic"})  # the kinds any player may use between decisions
KINDS = {
    Decision.TRADE: PromptKind.OPTION,
    Decision.ANSWER: PromptKind.YES_NO,
    Decision.TARGET: PromptKind.CARD,
    Decision.LOSE_NIRD: PromptKind.CARD,
    Decision.LOSE_TACTIC: PromptKind.CARD,
    Decision.ANY: PromptKind.SEAT,
}

_threads = PerThread()  # one cache for every NirdsGame: an apply by any of them drops it


def _interrupters(state: NirdsState, seat: int) -> list[int]:
    """The other seats that may use a card at any time now."""
    cache = _threads.cache
    if cache.state is state:  # the usual case: the seats with cards are in the list
        return sorted({a.seat for a in cache.legal if a.kind in ANYTIME and a.seat != seat})
    return anytime.interrupters(state, seat)


class NirdsGame:
    id: ClassVar[str] = "nirds"
    title = "Nirds vs Gnomes"
    min_players = 1
    max_players = 4
    cooperative = True  # the table wins or loses together (duplicate games ask)
    Options = Options
    State = NirdsState
    Action = NirdsAction

    def forget(self) -> None:
        """Drop the cached legal actions (tests that edit a state by hand)."""
        _threads.cache.forget()

    def new_game(self, seats: list[Seat], options: setup.Options, seed: int) -> NirdsState:
        return setup.new_game(seats, options, seed)

    def prompt(self, state: NirdsState) -> Prompt | None:
        now = rules.decision(state)
        if now is None:
            return None
        kind, seat = now
        return Prompt(
            seat=seat,
            kind=KINDS.get(kind, PromptKind.OPTION),
            text=prompt_text(state, kind, seat),
            interrupters=_interrupters(state, seat),
            private=False,  # nothing is hidden: no curtain
        )

    def asked(self, state: NirdsState) -> tuple[int, list[int]] | None:
        """The prompt's seat and interrupters, without its words."""
        now = rules.decision(state)
        return None if now is None else (now[1], _interrupters(state, now[1]))

    def legal_actions(self, state: NirdsState) -> list[NirdsAction]:
        cache = _threads.cache
        if cache.state is not state:
            cache.state, cache.legal = state, rules.legal(state)
        return list(cache.legal)  # a copy: the cached list stays as it was

    def apply(self, state: NirdsState, action: NirdsAction, quiet: bool = False) -> list[Event]:
        """`quiet`: no Event is made of the log lines (`apply_quietly`)."""
        # The very object listed just now (the usual case) is one of our own,
        # well-formed and legal. Anything else is checked: its form first, then
        # whether it equals a listed action, else the rules judge it without
        # listing everything (a replay that never asked, other dice of the
        # same faces, a bad one).
        cache = _threads.cache
        listed = cache.legal if cache.state is state else None
        if listed is None or id(action) not in map(id, listed):  # the very object?
            check_action(NirdsAction, action)  # only our own, well-formed actions
            if listed is None or action not in listed:
                action = checks.check(state, action)
        before_step = cache.take(state)  # the cache is empty before anything changes
        before = len(state.log)
        HANDLERS[action.kind](state, action)
        flow.settle(state)
        if before_step or state.step is not None:  # else there is nothing to keep
            cache.applied(state, action, listed, before_step)
        log = state.log
        events = [] if quiet else [new_event(line) for line in log[before:]]
        if len(log) > table.LOG_KEEP:
            del log[: -table.LOG_KEEP]
        return events

    def apply_quietly(self, state: NirdsState, action: NirdsAction) -> list[Event]:
        """The engine contract's optional hook: `apply`, with no events to build."""
        return self.apply(state, action, True)

    def adapt_old_state(self, state: NirdsState) -> str | None:
        return _old_rules(state)

    def view(self, state: NirdsState, seat: int | None) -> NirdsView:
        now = rules.decision(state)
        return NirdsView.model_construct(
            seat=seat,
            phase=state.phase,
            decision=str(now[0]) if now else "",
            decider=now[1] if now else -1,
            round=state.round,
            first=state.first,
            turn=state.turn,
            wave=state.wave,
            trades=state.trades,
            players=[
                PlayerView(**p.model_dump(), name=s.name, bot=s.bot)
                for p, s in zip(state.players, state.seats, strict=True)
            ],
            market1=list(state.market1),
            market2=list(state.market2),
            damage=dict(state.damage),
            distracted=list(state.distracted),
            attack=state.attack.model_copy(deep=True) if state.attack else None,
            offer=state.offer.model_copy() if state.offer else None,
            step=state.step.model_copy() if state.step else None,
            queue=[q.model_copy() for q in state.queue],
            gnome_deck=len(state.draw_pile),
            level1_deck=len(state.level1_deck),
            level2_deck=len(state.level2_deck),
            tactic_deck=len(state.tactic_deck),
            knocked_out=len(state.knocked_out),
            minion_pile=len(state.minion_pile),
            boss=str(state.boss) if state.boss else None,
            boss_health=state.boss_health,
            boss_damage=state.boss_damage,
            walls_used=list(state.walls_used),
            outcome=state.outcome,
            reason=state.reason,
            log=state.log[-40:],
            rules=state.rules,
            options=state.options.model_copy(),
            paused=state.paused,
            sneefle_done=state.sneefle_done,
            night_seat=state.night_seat,
            night_done=list(state.night_done),
            knocked_out_cards=sorted(state.knocked_out),
            minion_cards=sorted(state.minion_pile),
            removed=sorted(state.removed),
            unused_tactics=sorted(state.unused_tactics),
            deck_waves=table.deck_waves(state),
            dice_pool=state.dice_pool,
            boss_choice=state.boss_choice,
            tallies=list(state.tallies),
        )

    def result(self, state: NirdsState) -> Result | None:
        if state.phase is not OVER:
            return None
        won = state.outcome == "won"
        return Result(
            winners=list(range(len(state.players))) if won else [],
            cooperative="won" if won else "lost",
            summary=self.progress(state),
        )

    def progress(self, state: NirdsState) -> str:
        """How far the army got, and why it won or lost."""
        verdict = "The army won" if state.outcome == "won" else "The army lost"
        reached = "the Boss" if state.boss else f"wave {min(state.wave, 4)}"
        parts = [f"{verdict}: {state.reason}.", f"It reached {reached} in round {state.round}"]
        if state.boss:
            left = state.boss_health - state.boss_damage
            parts.append(f"the Boss had {left} of {state.boss_health} health left")
        parts.append(f"{len(state.knocked_out)} Gnomes knocked out")
        return parts[0] + " " + "; ".join(parts[1:]) + "."

    def chart(self, state: NirdsState) -> Chart | None:
        """Gnomes left, lives, Nirds and dice after each round (the end screen)."""
        return standing(state)

    def describe(self, state: NirdsState, action: NirdsAction) -> str:
        return describe(state, action)

    def hint_label(self, state: NirdsState, action: NirdsAction) -> str:
        return hint_label(state, action)

    def summary(self, state: NirdsState) -> str:
        return summary(state)

    def reveals(self, state: NirdsState, action: NirdsAction) -> bool:
        """Every die roll reveals (the round's roll, an attack roll, a
        Scientist's re-roll, a Boss picked at random), and so does every card
        taken from a face-down deck (a Gnome, a Market refill after a recruit,
        a tactic card, a Minion). Trades, a Scientist's chosen faces, tactic
        cards played, targets, the order of the night and passing do not, nor
        does a card put under its deck: everyone saw it go."""
        return hidden_changed(self, state, action, piles=HIDDEN_DECKS)

    def check_invariants(self, state: NirdsState) -> list[str]:
        problems = [] if state.rules == RULES else ["it was played under older rules"]
        catalog = table.catalog()
        nirds = [c for p in state.players for c in p.army]
        nirds += state.level1_deck + state.level2_deck + state.market1 + state.market2
        nirds += state.removed
        if sorted(nirds) != list(range(len(catalog.nirds))):
            problems.append("Nird cards are not conserved")
        gnomes = [g for p in state.players for g in p.gnomes] + state.draw_pile
        gnomes += state.knocked_out + state.minion_pile + state.unused_gnomes
        if sorted(gnomes) != list(range(len(catalog.gnomes))):
            problems.append("Gnome cards are not conserved")
        tactics = [c for p in state.players for c in p.tactics]
        tactics += state.tactic_deck + state.unused_tactics
        if sorted(tactics) != list(range(len(catalog.tactics))):
            problems.append("Tactic cards are not conserved")
        held = sum(len(p.dice) for p in state.players)
        if held + state.dice_pool != len(state.players) * FROOMP_MAX_DICE:
            problems.append("dice are not conserved")
        for seat, p in enumerate(state.players):
            if len(p.dice) != len(p.spot) or len(p.dice) > table.max_dice(p):
                problems.append(f"seat {seat} holds a wrong number of dice")
            if any(not 1 <= f <= 6 for f in p.dice):
                problems.append(f"seat {seat} has a die off its faces")
            if not set(p.asleep) <= set(p.army) or len(set(p.asleep)) != len(p.asleep):
                problems.append(f"seat {seat} has a sleeping card outside the army")
            if not 0 <= p.lives <= 3:
                problems.append(f"seat {seat} has {p.lives} lives")
            if state.phase is not OVER and (p.lives == 0 or not p.army):
                problems.append(f"seat {seat} is out, yet the game goes on")
        for g, dmg in state.damage.items():
            if dmg < 0 or dmg >= catalog.gnomes[g].health or table.gnome_owner(state, g) is None:
                problems.append(f"Gnome {g} carries impossible damage {dmg}")
        if not 0 <= state.boss_damage <= state.boss_health:
            problems.append("the Boss's damage is out of range")
        if state.paused is not None and (state.paused.what != "pay" or state.step is None):
            problems.append("a waiting step that is not a payment under another step")
        quiet = state.attack is None and not state.queue and state.step is None
        if state.phase is ACTION and quiet and state.players[state.turn].passed:
            problems.append("a player who passed has the turn")
        return problems


def _old_rules(state: NirdsState) -> str | None:
    """A game saved under older rules, made to fit these: a player left with
    more dice than allowed (General Froomp's ninth die, kept after losing him)
    gives the extra back."""
    if state.rules == RULES:
        return None
    for seat, player in enumerate(state.players):
        while len(player.dice) > table.max_dice(player) and table.lose_die(state, seat):
            pass
    state.rules = RULES
    _threads.cache.forget()
    return (
        "it was saved under older Nirds rules (the first player moved on each round, "
        "trades were limited, a payment could not be more than needed), so its moves "
        "no longer replay"
    )
