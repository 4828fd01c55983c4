"""Computer commanders for Nirds vs Gnomes: they play for the whole army.

A strategy sees its seat's view (the whole table: nothing is hidden) and its
legal actions, plus the public card data. The heuristic trades dice when the
pair of players gains, attacks the most dangerous Gnome it can knock out,
recruits when dice are left that no Troop can use, and spends tactic cards
where they save a life.
"""

from __future__ import annotations

from collections.abc import Sequence

from nifty_table.engine.rng import Rng
from nifty_table.engine.search import SearchStrategy
from nifty_table.games.nirds import dice as d
from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.openings import Openings
from nifty_table.games.nirds.search import make as make_search
from nifty_table.games.nirds.view import NirdsView
from nifty_table.games.nirds.worth import best_swap, expected, free_dice, plan

BOSS = -1
# How much each Gnome attack hurts the army (a life is the scarcest thing).
HARM = {"life": 10.0, "nird": 7.0, "die": 2.5, "tactic": 1.0, "gnome": 6.0}


def danger(gnome: int) -> float:
    card = catalog().gnomes[gnome]
    harm = sum(
        HARM.get(e.what, 1.0) * abs(e.amount) * (2 if e.target == "all" else 1)
        for e in card.attack
        if e.amount < 0 or e.what == "gnome"
    )
    return harm + (4.0 if card.political else 0.0) + 1.5 * len(card.sunrise)


class Heuristic:
    name = "heuristic"
    never_reacts = True  # each commander uses their cards on their own decisions

    def __init__(self) -> None:
        self._openings = Openings()

    def choose(self, view: NirdsView, legal: Sequence, rng: Rng):
        legal = self._openings.screen(view, legal)
        handler = getattr(self, f"_{view.decision}", None)
        action = handler(view, legal, rng) if handler else None
        action = action if action is not None else legal[0]
        self._openings.note(view, action)
        return action

    def react(self, view: NirdsView, legal: Sequence, rng: Rng):
        return None  # each commander uses their own cards on their own decisions

    # -- Die Trading ------------------------------------------------------------------
    def _best_swap(self, view: NirdsView, me: int, other: int):
        """The best swap with `other` not already offered to them as things
        stand: a refused offer is not made again (openings.py)."""
        offered = self._openings.offered(view, other)
        return best_swap(view.players[me], view.players[other], offered)

    def _trade(self, view, legal, rng):
        me = view.decider
        for action in legal:
            if action.kind == "offer" and self._best_swap(view, me, action.to):
                return action
        return next(x for x in legal if x.kind == "ready")

    def _swap(self, view, legal, rng):
        me, other = view.decider, view.step.card
        best = self._best_swap(view, me, other)
        a, b = view.players[me], view.players[other]
        for action in legal:
            if action.kind == "swap" and best == (a.dice[action.give], b.dice[action.take]):
                return action
        return next(x for x in legal if x.kind == "cancel")

    def _answer(self, view, legal, rng):
        o = view.offer
        a, b = view.players[o.giver], view.players[o.taker]
        fa = [a.dice[i] if i != o.give else b.dice[o.take] for i in free_dice(a)]
        fb = [b.dice[i] if i != o.take else a.dice[o.give] for i in free_dice(b)]
        good = plan(a, fa) + plan(b, fb) >= plan(a) + plan(b)
        return next(x for x in legal if x.kind == "answer" and x.accept == good)

    def _sneefle(self, view, legal, rng):
        me = view.players[view.decider]
        best, score = None, plan(me)
        for action in legal:
            if action.die >= 0:
                faces = [action.face if i == action.die else me.dice[i] for i in free_dice(me)]
                if plan(me, faces) > score:
                    best, score = action, plan(me, faces)
        return best

    # -- the Action phase -------------------------------------------------------------
    def _turn(self, view, legal, rng):
        me = view.players[view.decider]
        tactic = self._tactic(view, legal, me)
        if tactic is not None:
            return tactic
        science = self._science(view, legal, me)
        if science is not None:
            return science
        attacks = [x for x in legal if x.kind == "attack"]
        if attacks:
            nirds = catalog().nirds
            return max(
                attacks,
                key=lambda x: (
                    expected(nirds[x.troop], me.leader == "wompins")
                    + plan(me, [me.dice[i] for i in free_dice(me) if i not in x.dice]),
                    -sum(me.dice[i] for i in x.dice),
                ),
            )
        recruits = [x for x in legal if x.kind == "recruit"]
        if recruits:
            return max(recruits, key=lambda x: self._worth(x.card))
        return next(x for x in legal if x.kind == "pass")

    def _worth(self, card: int) -> float:
        spec = catalog().nirds[card]
        if spec.kind == "troop":
            flexible = sum(len(s) for s in spec.activation) / (6 * spec.dice)
            return expected(spec, False) * (0.5 + flexible) + spec.level
        return 4.0 + spec.level * 2 + (2 if spec.to == "any" else 0)

    def _science(self, view, legal, me):
        """Use a Scientist when its best change raises this player's plan."""
        for action in legal:
            if action.kind == "science" and action.seat == view.decider:
                spec = catalog().nirds[action.card]
                if self._best_tweak(me, spec)[1] > 0.5:
                    return action
        return None

    def _best_tweak(self, me, spec):
        free = free_dice(me)
        base = plan(me)
        best, gain = None, 0.0
        for i in free:
            face = me.dice[i]
            if face not in spec.source:
                continue
            moves = {
                "any": range(1, 7),
                "up": [face + 1],
                "down": [face - 1],
                "flip": [7 - face],
                "reroll": [],
            }
            targets = moves[spec.to] if spec.to in moves else [int(spec.to)]
            for new in targets:
                if 1 <= new <= 6 and new != face:
                    faces = [new if j == i else me.dice[j] for j in free]
                    value = plan(me, faces) - base
                    if value > gain:
                        best, gain = (i, new), value
        return best, gain

    def _tweak(self, view, legal, rng):
        me = view.players[view.decider]
        spec = catalog().nirds[view.step.card]
        if view.attack is not None and view.attack.seat == view.decider:
            ups = [
                x
                for x in legal
                if x.kind == "tweak"
                and x.dice[0] in view.attack.dice
                and x.faces
                and sum(x.faces) > sum(me.dice[i] for i in x.dice)
            ]
            if ups:
                return max(ups, key=lambda x: sum(x.faces) - sum(me.dice[i] for i in x.dice))
        best, _ = self._best_tweak(me, spec)
        for action in legal:
            if (
                action.kind == "tweak"
                and best
                and action.dice == (best[0],)
                and (action.faces == (best[1],))
            ):
                return action
        tweaks = [x for x in legal if x.kind == "tweak"]
        return tweaks[0] if tweaks else legal[-1]

    def _tactic(self, view, legal, me):
        specs = catalog().tactics
        for action in legal:
            if action.kind != "tactic" or action.seat != view.decider:
                continue
            effect = specs[action.card].effect
            if effect in ("medic", "extra_die", "air_strike", "reinforcements"):
                return action
            if effect == "wake_up" and any(catalog().nirds[c].kind == "troop" for c in me.asleep):
                return action
            if effect == "distraction" and view.gnome_deck and _threats(view):
                return action
        return None

    def _aim(self, view, legal, rng):
        effect = catalog().tactics[view.step.card].effect
        aims = [x for x in legal if x.kind == "aim"]
        if not aims:
            return legal[-1]
        if effect == "distraction":
            return max(aims, key=lambda x: danger(x.target))
        if effect == "reinforcements":
            return max(aims, key=lambda x: self._worth(x.target))
        if effect == "wake_up":
            nirds = catalog().nirds
            return max(aims, key=lambda x: nirds[x.target].kind == "troop")
        me = view.players[view.decider]
        return max(
            aims,
            key=lambda x: plan(
                me, [x.face if i == x.target else me.dice[i] for i in free_dice(me)]
            ),
        )

    def _pay(self, view, legal, rng):
        me = view.players[view.decider]
        pays = [x for x in legal if x.kind == "pay"]
        return (
            max(
                pays,
                key=lambda x: (
                    plan(me, [me.dice[i] for i in free_dice(me) if i not in x.dice])
                    - 0.01 * sum(me.dice[i] for i in x.dice)
                ),
            )
            if pays
            else legal[-1]
        )

    def _target(self, view, legal, rng):
        me = view.players[view.decider]
        att = view.attack
        for action in legal:  # a Scientist first, to make the hit count
            if action.kind == "science" and action.seat == view.decider:
                spec = catalog().nirds[action.card]
                if any(me.dice[i] in spec.source and me.dice[i] < 5 for i in att.dice) and (
                    spec.to in ("any", "up", "flip", "6", "5")
                ):
                    return action
        nirds, gnomes = catalog().nirds, catalog().gnomes
        spec = nirds[att.troop]
        faces = [me.dice[i] for i in att.dice]
        extra = spec.bonus + (1 if me.leader == "wompins" else 0) + att.bonus
        best, score = None, -1e9
        for action in legal:
            if action.kind != "target":
                continue
            if action.gnome == BOSS:
                value = 50.0 + d.attack_damage(faces, (), (), False, extra)
            else:
                card = gnomes[action.gnome]
                hit = d.attack_damage(faces, card.weak, card.armor, spec.pierce, extra)
                left = card.health - view.damage.get(action.gnome, 0)
                value = (
                    20 + danger(action.gnome)
                    if hit >= left
                    else danger(action.gnome) * hit / max(left, 1)
                )
            if value > score:
                best, score = action, value
        return best

    def _space(self, view, legal, rng):
        spaces = catalog().bosses.walls_spaces
        me = view.players[view.decider]
        left = view.boss_health - view.boss_damage

        def score(x):
            space = spaces[x.space]
            if view.attack.damage * space.factor >= left:
                return 1000 + space.factor
            deadly = any(
                (e.what == "life" and e.amount < 0 and me.lives <= -e.amount)
                or (e.what == "nird" and e.amount < 0 and len(me.army) <= -e.amount)
                for e in space.effect
            )
            return -1000 if deadly else space.factor * 10 + sum(e.amount for e in space.effect)

        return max((x for x in legal if x.kind == "space"), key=score)

    def _order(self, view, legal, rng):
        return legal[0]

    def _any(self, view, legal, rng):
        what = view.queue[0].what
        if what == "life":
            return max(legal, key=lambda x: view.players[x.player].lives)
        if what == "nird":
            return max(legal, key=lambda x: len(view.players[x.player].army))
        return max(legal, key=lambda x: len(view.players[x.player].dice))

    def _lose_nird(self, view, legal, rng):
        me = view.players[view.decider]
        nirds = catalog().nirds
        troops = sum(1 for c in me.army if nirds[c].kind == "troop")

        def keep(x):
            spec = nirds[x.card]
            leader = 5.0 if spec.leader and spec.leader == me.leader else 0.0
            # Without a Troop the army never knocks out a Gnome again.
            last = 100.0 if spec.kind == "troop" and troops == 1 else 0.0
            return self._worth(x.card) + leader + last

        return min(legal, key=keep)

    def _lose_tactic(self, view, legal, rng):
        return legal[0]


def _threats(view: NirdsView) -> bool:
    return any(view.players[s].gnomes for s in range(len(view.players)))


def search() -> SearchStrategy:
    return make_search(fallback=Heuristic)


STRATEGIES = {"heuristic": Heuristic, "search": search}
