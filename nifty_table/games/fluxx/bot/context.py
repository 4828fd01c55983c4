"""One decision's view of the table for the heuristic: the facts of
`facts.py` plus what each card is worth when played, kept or discarded."""

from __future__ import annotations

from nifty_table.games.fluxx.bot.facts import TableFacts
from nifty_table.games.fluxx.bot.goals import LOSE, WIN
from nifty_table.games.fluxx.bot.table_values import ACTION_VALUES
from nifty_table.games.fluxx.rules import keeper_count, plays_left


class Context(TableFacts):
    """The table facts, and what a card is worth to the deciding seat."""

    # -- cards played ----------------------------------------------------------------------
    def play_value(self, card: str, *, in_hand: bool = True) -> float:
        kind = self.catalog.type[card]
        if kind == "keeper":
            return self.keeper_value(card)
        if kind == "goal":
            return self.goal_value(card, in_hand=in_hand)
        if kind == "rule":
            return self.rule_value(card)
        if kind == "action":
            return self.action_value(self.catalog.play_effect[card], card)
        if kind == "surprise":  # better kept for answering out of turn
            return min(self.action_value(self.catalog.play_effect[card], card), 12.0) - 6.0
        return 0.0

    def keeper_value(self, card: str) -> float:
        me = self.me
        out = self.outcome_if_placed(card, me)
        if out:
            return out
        goals = self.state.goals
        value = 10.0
        if goals:
            before = self.closest(me, goals)
            on_table = self.state.tables[me]
            on_table.append(card)
            try:
                after = min(self._measure(me, goal, False) for goal in goals)
            finally:
                on_table.pop()
            value += 40.0 * (before - after)
        value += self.worth(me, card) - 8.0
        limit = self.table.info.keeper_limit
        if limit is not None and keeper_count(self.table, me) >= limit:
            value -= 15.0
        return value

    def goals_after(self, goal: str) -> list[str]:
        goals = self.state.goals
        cap = self.table.goal_capacity()
        if cap == 1 or not goals:
            return [goal]
        if len(goals) < cap:
            return [*goals, goal]
        keep = max(goals, key=lambda goal: self.position([goal]))  # I would drop the worse one
        return [keep, goal]

    def goal_value(self, goal: str, *, in_hand: bool = True) -> float:
        hand = self.state.hands[self.me]
        took = in_hand and goal in hand
        if took:
            i = hand.index(goal)
            del hand[i]
        try:
            after = self.goals_after(goal)
            met = self.met(after)
            if met:
                if met == {self.me}:
                    return WIN
                if self.me not in met:
                    return LOSE if len(met) == 1 else -300.0
                return -200.0  # a tie: nobody wins, and the Goal helps nobody
            return 5.0 + self.position(after) - self.position(self.state.goals)
        finally:
            if took:
                hand.insert(i, goal)

    def action_value(self, key: str, card: str) -> float:
        state, me, catalog = self.state, self.me, self.catalog
        hand = state.hands[me]
        value_of = ACTION_VALUES.get(key)
        if value_of is not None:
            return value_of(self, card)
        if key in ("draw_and_use", "todays_special"):
            return 32.0
        if key == "draw_cards":
            return 22.0 + 4.0 * self.table.card_params(card, key).count
        if key in ("random_tax", "plunder", "opponents_discard"):
            return 24.0
        if key == "take_another_turn":
            return 30.0
        if key in ("use_what_you_take", "press_your_luck", "do_that_again"):
            return 18.0
        if key == "trade_hands":
            best = max((len(state.hands[seat]) for seat in self.table.others(me)), default=0)
            # Capped: a bigger hand is worth a few cards, not more than a step
            # toward the Goal (uncapped, a table of heuristics could pass one
            # huge hand round with Trade Hands for ever).
            return 8.0 + 6.0 * min(best - (len(hand) - 1), 5)
        if key == "rps_showdown":
            most = max((len(state.hands[seat]) for seat in self.table.others(me)), default=0)
            return 8.0 + 2.0 * min(most, 10)
        if key == "discard_and_draw":
            return 0.0
        if key == "bound_by_law":
            return 14.0
        if key == "in_my_bunk":
            if state.phase == "draw":
                return -10.0  # ending the turn before drawing throws the draw away
            return 12.0 if plays_left(self.table) <= 1 else 0.0
        if key == "trash_goals":
            return -self.position(state.goals) if state.goals else -2.0
        if key == "trash_rules":
            return 6.0
        if key == "tag_holders_draw":
            tag = catalog.card_params(card, key).tag
            mine = any(tag in catalog.tags[card] for card in self.table.keepers(me))
            return 20.0 if mine else 1.0
        return 10.0  # everybody_gets, rotate_hands, empty_the_trash ...

    def keep_value(self, card: str) -> float:
        """How much I want to keep a card in my hand (for discards)."""
        kind = self.catalog.type[card]
        if kind == "surprise":
            return 40.0
        if kind == "keeper":
            return 20.0 + self.worth(self.me, card)
        return self.play_value(card)
