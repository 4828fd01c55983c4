"""Nirds vs Gnomes for the search: a full state from a view, and a fast copy.

The table is open; only the decks' order is hidden (and which Gnomes stayed in
the box at set-up). The Gnome deck is stacked wave by wave, so each wave's
part is drawn from the Gnomes of that wave nobody has seen; the Nird decks
and the tactic deck hold every card not on the table, in a random order;
the Minions are shuffled. Dice to come are the reseeded RNG's.

One simplification: a card put under its deck (a lost Nird, a used tactic
card) is known to lie at the bottom; the world shuffles it in with the rest.
"""

from __future__ import annotations

from typing import Any, cast

from nifty_table.engine.contract import Seat
from nifty_table.engine.determinize import reseeded, shallow_copy
from nifty_table.engine.rng import Rng
from nifty_table.games.nirds.cards import catalog
from nifty_table.games.nirds.state import Boss, NirdsState, Options, Player
from nifty_table.games.nirds.view import NirdsView

PLAYER_LISTS = ("army", "asleep", "dice", "spot", "tactics", "gnomes")


def determinize(view: NirdsView, rng: Rng) -> NirdsState:
    """A Nirds state the table cannot tell from the real one."""
    cat = catalog()
    players = [
        Player.model_construct(
            **{name: getattr(p, name) for name in Player.model_fields if name not in PLAYER_LISTS},
            # Fields of several types: model_construct's typed keywords cannot tell them apart.
            **cast(dict[str, Any], {name: list(getattr(p, name)) for name in PLAYER_LISTS}),
        )
        for p in view.players
    ]
    in_play = {g for p in players for g in p.gnomes}
    seen = in_play | set(view.knocked_out_cards) | set(view.minion_cards)
    draw_pile: list[int] = []
    unused: list[int] = []
    for wave, count in enumerate(view.deck_waves):
        pool = [g for g in cat.waves[wave] if g not in seen]
        rng.shuffle(pool)
        draw_pile += pool[:count]
        unused += pool[count:]
    armies = {c for p in players for c in p.army}
    decks = []
    for level, market in ((cat.level1, view.market1), (cat.level2, view.market2)):
        deck = [c for c in level if c not in armies and c not in market]
        rng.shuffle(deck)
        decks.append(deck)
    held = {c for p in players for c in p.tactics} | set(view.unused_tactics)
    tactic_deck = [c for c in range(len(cat.tactics)) if c not in held]
    rng.shuffle(tactic_deck)
    minions = list(view.minion_cards)
    rng.shuffle(minions)
    return NirdsState.model_construct(
        seats=[Seat.model_construct(name=p.name, bot=p.bot) for p in view.players],
        rng=reseeded(rng),
        log=list(view.log),
        rules=view.rules,
        options=view.options.model_copy() if view.options is not None else Options(),
        players=players,
        phase=view.phase,
        round=view.round,
        first=view.first,
        turn=view.turn,
        trades=view.trades,
        offer=view.offer,
        step=view.step,
        paused=view.paused,
        attack=view.attack.model_copy(deep=True) if view.attack is not None else None,
        sneefle_done=view.sneefle_done,
        night_seat=view.night_seat,
        night_done=list(view.night_done),
        queue=[q.model_copy() for q in view.queue],
        distracted=list(view.distracted),
        draw_pile=draw_pile,
        level1_deck=decks[0],
        level2_deck=decks[1],
        market1=list(view.market1),
        market2=list(view.market2),
        tactic_deck=tactic_deck,
        knocked_out=list(view.knocked_out_cards),
        removed=list(view.removed),
        unused_gnomes=unused,
        unused_tactics=list(view.unused_tactics),
        damage=dict(view.damage),
        dice_pool=view.dice_pool,
        wave=view.wave,
        boss=Boss(view.boss) if view.boss else None,
        boss_choice=view.boss_choice,
        boss_health=view.boss_health,
        boss_damage=view.boss_damage,
        minion_pile=minions,
        walls_used=list(view.walls_used),
        outcome=view.outcome,
        reason=view.reason,
        tallies=list(view.tallies),
    )


def _copy_player(player: Player) -> Player:
    new = shallow_copy(player)
    d = new.__dict__
    for name in PLAYER_LISTS:
        d[name] = list(d[name])
    return new


def copy_state(state: NirdsState) -> NirdsState:
    """An independent copy for the search: every list, the players, the
    attack and the queue copied; offers and steps (frozen) shared."""
    new = shallow_copy(state)
    d = new.__dict__
    d["rng"] = shallow_copy(state.rng)
    d["log"] = list(state.log)
    d["players"] = [_copy_player(p) for p in state.players]
    if state.attack is not None:
        attack = shallow_copy(state.attack)
        attack.__dict__["dice"] = list(attack.dice)
        d["attack"] = attack
    d["queue"] = [shallow_copy(q) for q in state.queue]
    for name in (
        "night_done",
        "distracted",
        "draw_pile",
        "level1_deck",
        "level2_deck",
        "market1",
        "market2",
        "tactic_deck",
        "knocked_out",
        "removed",
        "unused_gnomes",
        "unused_tactics",
        "minion_pile",
        "walls_used",
        "tallies",
    ):
        d[name] = list(d[name])
    d["damage"] = dict(state.damage)
    return new
