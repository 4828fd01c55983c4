"""Actions that draw: into the hand, into a temporary hand, or for everyone."""

from __future__ import annotations

from pydantic import Field

from nifty_table.engine.contract import Action
from nifty_table.engine.wording import verb
from nifty_table.games.fluxx.actions import Pick, give_card_action
from nifty_table.games.fluxx.play import play_card
from nifty_table.games.fluxx.registry import Effect, NoParams, cards_pick, register
from nifty_table.games.fluxx.state import Step
from nifty_table.games.fluxx.table import Table


class TempHand(Effect):
    """A hand set aside: the actor plays `left` cards of the step's own cards
    one at a time, then the rest are discarded. Each card played is part of
    the one play that started it; nested temporary hands simply stack."""

    def options(self, table: Table, step: Step) -> list[Action]:
        if step.stage != "temp" or step.left <= 0 or table.state.phase != "play":
            return []  # done, or the turn ended inside (I'll Be In My Bunk)
        return cards_pick(step.seat, step.cards)

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, play a card from the cards you drew ({step.left} to play)."

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        if action is None or action.card is None:
            table.pop()
            if step.cards:
                go = verb(len(step.cards), "goes", "go")
                table.log(f"The unused {table.names(step.cards)} {go} to the discard pile.")
                table.state.discard.extend(step.cards)
            return
        step.cards.remove(action.card)
        step.left -= 1
        play_card(table, step.seat, action.card)

    def label(self, table: Table, step: Step, action: Pick) -> str:
        return f"Play {table.card_name(action.card or '')}"


class DrawUseParams(NoParams):
    draw: int = Field(ge=1)
    play: int | None = Field(default=None, ge=1)  # None: play every card drawn


@register
class DrawAndUse(TempHand):
    key = "draw_and_use"
    uses = frozenset({"action"})
    Params = DrawUseParams

    def play(self, table: Table, src: Step, params: DrawUseParams) -> None:
        step = table.push_effect(self.key, src.seat, stage="temp", card=src.card)
        table.draw(src.seat, params.draw, into=step.cards)
        step.left = len(step.cards) if params.play is None else params.play


class SpecialParams(NoParams):
    draw: int = Field(default=3, ge=1)


@register
class TodaysSpecial(TempHand):
    """Draw, then two honest questions decide how many to play (3, 2 or 1)."""

    key = "todays_special"
    uses = frozenset({"action"})
    Params = SpecialParams

    def play(self, table: Table, src: Step, params: SpecialParams) -> None:
        step = table.push_effect(self.key, src.seat, stage="birthday", ask=True, card=src.card)
        table.draw(src.seat, params.draw, into=step.cards)

    def question(self, table: Table, step: Step) -> str:
        if step.stage == "birthday":
            return f"{table.who(step.seat)}, is today your birthday?"
        return f"{table.who(step.seat)}, is today a holiday or your anniversary?"

    def answer(self, table: Table, step: Step, yes: bool) -> None:
        if step.stage == "birthday" and not yes:
            step.stage = "holiday"
            return
        step.left = (3 if step.stage == "birthday" else 2) if yes else 1
        step.stage, step.ask = "temp", False
        table.log(f"Today's special for {table.who(step.seat)}: play {step.left}.")

    def bot_answer(self, table: Table, step: Step) -> bool:
        return False  # a bot has no birthday

    def about_the_person(self, step: Step) -> bool:
        return True  # a birthday, a holiday or an anniversary


class DrawCountParams(NoParams):
    count: int = Field(ge=1)


@register
class DrawCards(Effect):
    key = "draw_cards"
    uses = frozenset({"action"})
    Params = DrawCountParams

    def play(self, table: Table, src: Step, params: DrawCountParams) -> None:
        table.draw(src.seat, params.count)


@register
class DiscardAndDraw(Effect):
    key = "discard_and_draw"
    uses = frozenset({"action"})

    def play(self, table: Table, src: Step, params) -> None:
        hand = table.state.hands[src.seat]
        count = len(hand)
        if not count:
            return
        table.state.discard.extend(hand)
        hand.clear()
        table.log(f"{table.who(src.seat)} discards {table.cards(count)}.")
        table.draw(src.seat, count)


class PerPlayerParams(NoParams):
    per_player: int = Field(default=1, ge=1)


@register
class EverybodyGets(Effect):
    """Draw for everyone into a temporary hand, then hand the cards out one
    at a time. Limits and the win check wait until all are given (`hold`)."""

    key = "everybody_gets"
    uses = frozenset({"action"})
    Params = PerPlayerParams

    def play(self, table: Table, src: Step, params: PerPlayerParams) -> None:
        seat = src.seat
        per = params.per_player
        seats = [seat, *table.others(seat)]
        step = table.push_effect(self.key, seat, stage="give", card=src.card, hold=True)
        step.seats = [seat for seat in seats for _ in range(per)]  # one entry per card still owed
        table.draw(seat, per * len(seats), into=step.cards)

    def options(self, table: Table, step: Step) -> list[Action]:
        owed = list(dict.fromkeys(step.seats))
        return [give_card_action(step.seat, card, seat) for card in step.cards for seat in owed]

    def text(self, table: Table, step: Step) -> str:
        return f"{table.who(step.seat)}, give out the cards you drew, one at a time."

    def choose(self, table: Table, step: Step, action: Pick | None) -> None:
        if action is None or action.card is None or action.target is None:
            table.pop()
            table.state.discard.extend(step.cards)
            return
        step.cards.remove(action.card)
        step.seats.remove(action.target)
        table.state.hands[action.target].append(action.card)
        name = table.card_name(action.card)
        if action.target == step.seat:
            table.log(f"{table.who(step.seat)} keeps a card.", {step.seat: f"You kept {name}."})
            return
        to = table.who(action.target)
        table.log(
            f"{table.who(step.seat)} gives a card to {to}.",
            {action.target: f"You got {name}.", step.seat: f"You gave {name} to {to}."},
        )

    def label(self, table: Table, step: Step, action: Pick) -> str:
        name = table.card_name(action.card or "")
        if action.target == step.seat:
            return f"Keep {name}"
        return f"Give {name} to {table.who(action.target or 0)}"


class TagCountParams(NoParams):
    tag: str = Field(min_length=1)
    count: int = Field(ge=1)


@register
class TagHoldersDraw(Effect):
    key = "tag_holders_draw"
    uses = frozenset({"action"})
    Params = TagCountParams

    def play(self, table: Table, src: Step, params: TagCountParams) -> None:
        tags = table.catalog.tags
        for seat in [src.seat, *table.others(src.seat)]:
            if any(params.tag in tags[card] for card in table.keepers(seat)):
                table.draw(seat, params.count)
