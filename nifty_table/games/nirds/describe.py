"""Words for people: the prompt's instruction and each action's label."""

from __future__ import annotations

from nifty_table.engine.wording import cut
from nifty_table.games.nirds import anytime, attacks, table, worth
from nifty_table.games.nirds import decision as rules
from nifty_table.games.nirds.actions import NirdsAction
from nifty_table.games.nirds.state import BOSS_GNOME, Boss, NirdsState, Phase

D = rules.Decision


def prompt_text(state: NirdsState, kind: rules.Decision, seat: int) -> str:
    who = table.name(state, seat)
    if kind is D.TRADE:
        return f"Die Trading: {who}, offer a trade or agree to move on."
    if kind is D.SWAP:
        assert state.step is not None
        return f"{who}, trade with {table.name(state, state.step.card)}: your die for theirs."
    if kind in (D.PAY, D.TWEAK, D.AIM):
        assert state.step is not None
        card = state.step.card
        if kind is D.PAY:
            return f"{who}, pay for {table.catalog().nirds[card].name}: pick the dice."
        if kind is D.TWEAK:
            spec = table.catalog().nirds[card]
            return f"{who}, {spec.name}: {spec.science_label()}. Pick the die."
        return f"{who}, {table.catalog().tactics[card].name}: pick its target."
    if kind is D.ANSWER:
        o = state.offer
        assert o is not None
        give = table.pips([state.players[o.giver].dice[o.give]])
        take = table.pips([state.players[o.taker].dice[o.take]])
        return f"{who}: {table.name(state, o.giver)} offers a {give} for your {take}. Accept?"
    if kind is D.SNEEFLE:
        return f"Captain Sneefle: {who}, turn one die up to 2 up or down, or leave them."
    if kind is D.TURN:
        return f"Action phase: {who}, attack, recruit or pass."
    if kind is D.TARGET:
        att = state.attack
        assert att is not None
        faces = [state.players[seat].dice[i] for i in att.dice]
        return f"{who}, your attack rolled {table.pips(faces)}: pick the Gnome it hits."
    if kind is D.SPACE:
        assert state.attack is not None
        return (
            f"{who}, {state.attack.damage} damage hits the Invisible Walls: "
            "pick a multiplier space."
        )
    if kind is D.ORDER:
        return f"Nightfall: {who}, which of your Gnomes attacks next?"
    item = state.queue[0]
    if kind is D.ANY:
        return f"{who}, {item.source} strikes any one player: who takes it?"
    what = "Nird" if kind is D.LOSE_NIRD else "tactic card"
    return f"{who}, {item.source} takes one of your {what}s: which one?"


def summary(state: NirdsState) -> str:
    """The header's line: the round, the wave or the Boss, and everyone's lives."""
    if state.phase is Phase.OVER:
        return f"Round {state.round}: {'won' if state.outcome == 'won' else 'lost'}"
    where = standing(state.round, state.boss, state.wave, len(state.draw_pile))
    lives = [(s.name, p.lives) for s, p in zip(state.seats, state.players, strict=True)]
    return f"{where}, {lives_text(lives)}"


def standing(round_: int, boss: Boss | None, wave: int, to_come: int) -> str:
    """'Round 1, wave 1, 30 Gnomes to come': the Boss by its card's name
    ("Boss: Invisible Walls"), not its id."""
    where = f"Boss: {table.catalog().bosses.names[boss]}" if boss else f"wave {wave}"
    return f"Round {round_}, {where}, {to_come} Gnomes to come"


def lives_text(lives: list[tuple[str, int]], name_len: int | None = None) -> str:
    """'lives: Ann 3, Bob 2': one count per player, each with its name ("3/3"
    was read as "3 of 3"). A narrow header cuts each name to `name_len`
    characters, its first letters and "…", rather than lose a count."""
    return "lives: " + ", ".join(f"{cut(name, name_len)} {n}" for name, n in lives)


def tactic_effect(effect: str, amount: int) -> str:
    """What a tactic card does, in a few words for its choice in the list."""
    words = {
        "distraction": "a Gnome skips its attack tonight",
        "medic": "gain a life",
        "fix_die": "set an unused die to any face",
        "second_wind": "roll your unused dice again",
        "air_strike": f"every Gnome in play takes {amount} damage",
        "wake_up": "wake a sleeping Nird",
        "reinforcements": "a free Level 1 Nird from the Market",
        "extra_die": "take a die from the pool",
        "sharpshooter": f"this attack deals {amount} more damage",
    }
    return words.get(effect, effect)


def gnome_label(state: NirdsState, gnome: int) -> str:
    if gnome == BOSS_GNOME:
        return "the Boss"
    card = table.catalog().gnomes[gnome]
    owner = table.gnome_owner(state, gnome)
    where = f" (facing {table.name(state, owner)})" if owner is not None else ""
    return f"{card.name}{where}, {table.health_left(state, gnome)} health left"


def _damage_note(state: NirdsState, gnome: int) -> str:
    """': 5 damage, knocks it out' - what this choice of target would do."""
    if state.attack is None:
        return ""
    damage = attacks.damage_to(state, gnome)
    if gnome == BOSS_GNOME:
        later = " before the multiplier" if state.boss is Boss.WALLS else ""
        return f": {damage} damage{later}"
    out = " (knocks it out)" if damage >= table.health_left(state, gnome) else ""
    return f": {damage} damage{out}"


def cost_of(state: NirdsState, seat: int, card: int) -> int:
    return rules.cost(state, seat, card) if 0 <= seat < len(state.players) else 0


def describe(state: NirdsState, action: NirdsAction) -> str:
    kind = action.kind
    player = state.players[action.seat] if 0 <= action.seat < len(state.players) else None
    nirds = table.catalog().nirds
    who = table.name(state, action.seat) if player else "?"

    def faces(indices) -> str:
        return table.pips([player.dice[i] for i in indices]) if player else "?"

    if action.kind == "ready":
        return "Done trading: agree to start the Action phase"
    if action.kind == "offer":
        return f"Trade dice with {table.name(state, action.to)}"
    if action.kind == "swap":
        other = state.players[state.step.card] if state.step else None
        theirs = table.pips([other.dice[action.take]]) if other else "?"
        return f"Offer your {faces([action.give])} for their {theirs}"
    if action.kind == "cancel":
        return "Back (choose something else)"
    if action.kind == "answer":
        return "Accept the trade" if action.accept else "Refuse the trade"
    if action.kind == "adjust":
        if action.die < 0:
            return "Leave the dice as they are"
        return f"Turn a {faces([action.die])} into a {table.pips([action.face])}"
    if action.kind == "attack":
        return f"Attack with {nirds[action.troop].name} using {faces(action.dice)}"
    if action.kind == "target":
        return f"Hit {gnome_label(state, action.gnome)}{_damage_note(state, action.gnome)}"
    if action.kind == "space":
        space = table.catalog().bosses.walls_spaces[action.space]
        effect = ", ".join(e.label() for e in space.effect) or "no effect"
        return f"Space x{space.factor} ({effect})"
    if action.kind == "recruit":
        card = nirds[action.card]
        return f"Recruit {card.name} (cost {cost_of(state, action.seat, action.card)})"
    if action.kind == "pay":
        return f"Pay {faces(action.dice)}"
    if action.kind == "pass":
        return "Pass (out for the rest of the round)"
    if action.kind == "science":
        card = nirds[action.card]
        return f"{who}: use {card.name} ({card.science_label()})"
    if action.kind == "tweak":
        new = table.pips(list(action.faces)) if action.faces else "a re-roll"
        on = " (attack die)" if action.dice[0] in anytime.attack_dice(state, action.seat) else ""
        return f"Turn {faces(action.dice)}{on} into {new}"
    if action.kind == "tactic":
        spec = table.catalog().tactics[action.card]
        return f"{who}: play {spec.name} ({tactic_effect(spec.effect, spec.amount)})"
    if action.kind == "aim":
        aimed = table.catalog().tactics[state.step.card] if state.step else None
        effect = aimed.effect if aimed else ""
        if effect == "distraction":
            return f"Distract {gnome_label(state, action.target)}"
        if effect == "fix_die":
            return f"Set {faces([action.target])} to {table.pips([action.face])}"
        return (
            f"Take {nirds[action.target].name}"
            if effect == "reinforcements"
            else (f"Wake {nirds[action.target].name}")
        )
    if action.kind == "order":
        return f"{table.catalog().gnomes[action.gnome].name} attacks next"
    if action.kind == "choose":
        return f"{table.name(state, action.player)} takes the attack"
    if action.kind == "lose":
        item = state.queue[0] if state.queue else None
        if item is not None and item.what == "tactic":
            return f"Give up {table.catalog().tactics[action.card].name}"
        return f"Give up {nirds[action.card].name}"
    return kind


def hint_label(state: NirdsState, action: NirdsAction) -> str:
    """A choice as a hint words it. A trade names the dice: the look-ahead plays
    a trade on as the computer commanders would, with the swap that helps the
    two players most, so that is the trade its chance is for."""
    text = describe(state, action)
    if action.kind != "offer":
        return text
    swap = worth.best_swap(state.players[action.seat], state.players[action.to])
    if swap is None:
        return f"{text} (no swap helps you both: you would back out)"
    give, take = swap
    other = table.name(state, action.to)
    return f"{text}: your {table.pips([give])} for {other}'s {table.pips([take])}"
