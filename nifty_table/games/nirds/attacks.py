"""An attack from start to end: a Troop's roll, the damage it deals to a Gnome
or a Boss (weakness, armour, splash, the Invisible Walls' spaces), knock-outs.

Like handlers.py, these assume a legal action: they change the state and log it.
"""

from __future__ import annotations

from nifty_table.games.nirds import actions as a
from nifty_table.games.nirds import dice as d
from nifty_table.games.nirds import flow, table
from nifty_table.games.nirds.decision import targets
from nifty_table.games.nirds.state import BOSS_GNOME, Attack, Boss, NirdsState


def attack(state: NirdsState, act: a.Attack) -> None:
    player = state.players[act.seat]
    spec = table.catalog().nirds[act.troop]
    used = [player.dice[i] for i in act.dice]
    player.asleep.append(act.troop)
    for i in act.dice:
        player.spot[i] = act.troop
    table.say(
        state, f"{table.name(state, act.seat)} activates {spec.name} with {table.pips(used)}."
    )
    table.roll(state, act.seat, act.dice, f"rolls {spec.name}'s attack")
    state.attack = Attack(seat=act.seat, troop=act.troop, dice=list(act.dice))


def extra_damage(state: NirdsState) -> tuple[int, list[str]]:
    """Everything added to the attack dice, with the reason for each."""
    att = state.attack
    assert att is not None
    spec = table.catalog().nirds[att.troop]
    parts = []
    if spec.bonus:
        parts.append(f"{spec.bonus:+d} {spec.name}")
    if state.players[att.seat].leader == "wompins":
        parts.append("+1 Lieutenant Wompins")
    if att.bonus:
        parts.append(f"+{att.bonus} tactic")
    wompins = 1 if state.players[att.seat].leader == "wompins" else 0
    return spec.bonus + wompins + att.bonus, parts


def damage_to(state: NirdsState, gnome: int) -> int:
    """What the attack under way would deal to this Gnome (or the Boss, before
    any multiplier): one rule for the hit itself and for the choice's label."""
    att = state.attack
    assert att is not None
    faces = [state.players[att.seat].dice[i] for i in att.dice]
    extra = extra_damage(state)[0]
    if gnome == BOSS_GNOME:
        return d.attack_damage(faces, (), (), False, extra)
    card = table.catalog().gnomes[gnome]
    pierce = table.catalog().nirds[att.troop].pierce
    return d.attack_damage(faces, card.weak, card.armor, pierce, extra)


def target(state: NirdsState, act: a.Target) -> None:
    att = state.attack
    assert att is not None
    faces = [state.players[att.seat].dice[i] for i in att.dice]
    parts = extra_damage(state)[1]
    how = " ".join([table.pips(faces), *parts])
    if act.gnome == BOSS_GNOME:
        damage = damage_to(state, BOSS_GNOME)
        if state.boss is Boss.WALLS:
            att.target, att.damage = BOSS_GNOME, damage
            table.say(
                state,
                f"The attack ({how}) hits the Invisible Walls for {damage}, before the multiplier.",
            )
            if len(state.walls_used) >= len(table.catalog().bosses.walls_spaces):
                _hurt_boss(state, damage)
                _finish_attack(state)
            return
        table.say(state, f"The attack ({how}) hits the Scarecrow for {damage}.")
        _hurt_boss(state, damage)
        _finish_attack(state)
        return
    spec = table.catalog().nirds[att.troop]
    gnome = table.catalog().gnomes[act.gnome]
    damage = damage_to(state, act.gnome)
    notes = []
    if any(f in gnome.weak for f in faces):
        notes.append("weakness +2 per die")
    if any(f in gnome.armor for f in faces):
        notes.append("ignored armour" if spec.pierce else "armour stops a die")
    note = f" ({', '.join(notes)})" if notes else ""
    table.say(state, f"The attack ({how}) deals {damage} to {gnome.name}{note}.")
    owner = table.gnome_owner(state, act.gnome)
    hurt(state, att.seat, act.gnome, damage)
    if spec.splash and owner is not None:
        for other in list(state.players[owner].gnomes):
            if other != act.gnome:
                table.say(
                    state, f"Splash: {spec.splash} damage to {table.catalog().gnomes[other].name}."
                )
                hurt(state, att.seat, other, spec.splash)
    _finish_attack(state)


def hurt(state: NirdsState, seat: int, gnome: int, damage: int) -> None:
    """Damage on a Gnome; a knock-out rewards the player who caused it."""
    state.damage[gnome] = state.damage.get(gnome, 0) + damage
    if table.health_left(state, gnome) <= 0:
        card = table.catalog().gnomes[gnome]
        table.knock_out(state, gnome)
        table.say(state, f"{card.name} is knocked out!")
        flow.enqueue(state, seat, list(card.on_ko), card.name)


def _hurt_boss(state: NirdsState, damage: int) -> None:
    state.boss_damage = min(state.boss_health, state.boss_damage + damage)
    left = state.boss_health - state.boss_damage
    assert state.boss is not None  # only a Boss in play is hurt
    name = f"The {table.catalog().bosses.names[state.boss]}"
    if left <= 0:
        table.end(state, "won", f"{name} fell in round {state.round}")
    else:
        table.say(state, f"{name}: {left} health left.")


def attack_without_target(state: NirdsState) -> None:
    """A rolled attack whose every possible target was knocked out meanwhile
    (an Air Strike before it picked one) hits nothing: the Troop and its dice
    stay used and the turn goes on."""
    att = state.attack
    if att is None or att.target is not None or targets(state):
        return
    troop = table.catalog().nirds[att.troop].name
    table.say(state, f"{troop}'s attack finds no Gnome left to hit.")
    _finish_attack(state)


def _finish_attack(state: NirdsState) -> None:
    if state.phase is flow.Phase.OVER:
        return
    state.attack = None
    flow.end_turn(state)


def space(state: NirdsState, act: a.Space) -> None:
    att = state.attack
    assert att is not None
    spot = table.catalog().bosses.walls_spaces[act.space]
    state.walls_used.append(act.space)
    damage = att.damage * spot.factor
    table.say(
        state, f"{table.name(state, act.seat)} picks the x{spot.factor} space: {damage} damage."
    )
    _hurt_boss(state, damage)
    if state.phase is flow.Phase.OVER:
        return
    flow.enqueue(state, act.seat, list(spot.effect), "Invisible Walls")
    _finish_attack(state)
