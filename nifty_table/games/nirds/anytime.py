"""What any player may do at any time of the Action phase: a Scientist's
change to a die, or a Tactic card (some of them aimed at a Gnome or a die).
The decision module lists these beside the pending decision's answers."""

from __future__ import annotations

import functools

from nifty_table.engine.contract import interned
from nifty_table.games.nirds import dice as d
from nifty_table.games.nirds import table
from nifty_table.games.nirds.actions import (
    Aim,
    NirdsAction,
    Science,
    Tactic,
    Tweak,
)
from nifty_table.games.nirds.state import (
    ACTION,
    MAX_LIVES,
    NirdsState,
)

# Shared action instances, validated once (fields in declaration order): legal
# lists are rebuilt after every action.
_aim = interned(Aim)
_science = interned(Science)
_tactic = interned(Tactic)
_tweak = interned(Tweak)

NEEDS_TARGET = {"distraction", "fix_die", "wake_up", "reinforcements"}


def anytime_open(state: NirdsState) -> bool:
    """Between decisions of the Action phase, and while someone picks the dice
    to pay with ("even during an action, including the actions of other
    players"); one card at a time, so not while another card is being used."""
    if state.phase is not ACTION or state.queue:
        return False
    step = state.step
    return step is None or (step.what == "pay" and state.paused is None)


def attack_dice(state: NirdsState, seat: int) -> list[int]:
    """A pending attack's dice, which its owner's Scientists may still change."""
    if state.attack is not None and state.attack.seat == seat and state.attack.target is None:
        return list(state.attack.dice)
    return []


def own_dice(state: NirdsState, seat: int) -> list[int]:
    """The dice a player's Scientist may change: unused ones, and a pending attack's."""
    free = table.free_dice(state.players[seat])
    return free + attack_dice(state, seat) if state.attack is not None else free


def anytime(state: NirdsState, seat: int) -> list[NirdsAction]:
    """This seat's Scientists it can use now, then its tactic cards."""
    return _anytime(state, seat, not table.political(state, "no_scientists"))


def anytime_everyone(state: NirdsState) -> list[NirdsAction]:
    """`anytime` of every seat in seat order. Whether a Gnome forbids Scientists
    is asked once: this runs after every action of the Action phase."""
    allowed = not table.political(state, "no_scientists")
    out: list[NirdsAction] = []
    for seat in range(len(state.players)):
        out += _anytime(state, seat, allowed)
    return out


def _anytime(state: NirdsState, seat: int, scientists_allowed: bool) -> list[NirdsAction]:
    out: list[NirdsAction] = []
    if scientists_allowed:
        for card in _usable_scientists(state, seat):
            out.append(_science(seat, card))
    if state.players[seat].tactics:  # seldom: most of the time nobody holds one
        out += tactics(state, seat)
    return out


def _usable_scientists(state: NirdsState, seat: int) -> list[int]:
    """The seat's awake Scientists that can change one of its dice (whether a
    Gnome forbids Scientists is the caller's question)."""
    player = state.players[seat]
    changes = _face_changes()
    usable = []
    faces = None  # of the dice they may change, listed once one is awake
    asleep = player.asleep  # read once: the model's fields cost more
    for card in player.army:
        if card in changes and card not in asleep:
            if faces is None:
                own = own_dice(state, seat)
                # Only the faces count, not their order: all dice when all may change.
                all_usable = len(own) == len(player.dice)
                faces = player.dice if all_usable else [player.dice[i] for i in own]
            pair, changeable = changes[card]
            if _has_pair(changeable, faces) if pair else not changeable.isdisjoint(faces):
                usable.append(card)
    return usable


def _has_pair(changeable: frozenset[int], faces: list[int]) -> bool:
    """Two dice of the same face, among the ones a pair Scientist changes."""
    values = [f for f in faces if f in changeable]
    return len(values) != len(set(values))


@functools.cache
def _face_changes() -> dict[int, tuple[bool, frozenset[int]]]:
    """Per Scientist card: whether it changes a pair, and the faces it can do
    something with. A pair Scientist takes any pair of its source faces; a
    one-die Scientist needs a face it can turn into another (worked out once:
    the usable check runs after every action)."""
    out = {}
    for card, spec in enumerate(table.catalog().nirds):
        if spec.kind == "scientist":
            pair = spec.count == 2
            faces = spec.source if pair else (f for f in spec.source if science_results(spec.to, f))
            out[card] = (pair, frozenset(faces))
    return out


def tweaks(state: NirdsState, seat: int) -> list[NirdsAction]:
    assert state.step is not None
    player = state.players[seat]
    spec = table.catalog().nirds[state.step.card]
    pools = [d.by_value(player.dice, table.free_dice(player))]
    if attack_dice(state, seat):
        pools.append(d.by_value(player.dice, attack_dice(state, seat)))
    out: list[NirdsAction] = []
    for groups in pools:
        for face, indices in sorted(groups.items()):
            if face not in spec.source:
                continue
            if spec.count == 2:
                if len(indices) >= 2:
                    out.extend(
                        _tweak(seat, (indices[0], indices[1]), (a, b))
                        for a in range(1, 7)
                        for b in range(a, 7)
                        if (a, b) != (face, face)
                    )
                continue
            for new in science_results(spec.to, face):
                out.append(_tweak(seat, (indices[0],), new))
    return out


def science_results(to: str, face: int) -> list[tuple[int, ...]]:
    """New faces a one-die Scientist offers for this face (() = re-roll)."""
    if to == "reroll":
        return [()]
    if to == "any":
        return [(f,) for f in range(1, 7) if f != face]
    shifted = {"up": face + 1, "down": face - 1, "flip": 7 - face}
    new = shifted[to] if to in shifted else int(to)
    return [(new,)] if 1 <= new <= 6 and new != face else []


def tactics(state: NirdsState, seat: int) -> list[NirdsAction]:
    player = state.players[seat]
    seen: set[str] = set()
    out: list[NirdsAction] = []
    specs = table.catalog().tactics
    for card in player.tactics:
        spec = specs[card]
        if spec.id not in seen:
            seen.add(spec.id)
            if _tactic_playable(state, seat, spec.effect):
                out.append(_tactic(seat, card))
    return out


def _tactic_playable(state: NirdsState, seat: int, effect: str) -> bool:
    player = state.players[seat]
    if effect in NEEDS_TARGET:
        return bool(_aims(state, seat, effect))
    if effect == "medic":
        return player.lives < MAX_LIVES
    if effect == "second_wind":
        return bool(table.free_dice(player))
    if effect == "air_strike":
        return bool(table.gnomes_in_play(state))
    if effect == "extra_die":
        return len(player.dice) < table.max_dice(player) and state.dice_pool > 0
    if effect == "sharpshooter":
        return bool(attack_dice(state, seat))
    return False


def _aims(state: NirdsState, seat: int, effect: str) -> list[tuple[int, int]]:
    """(target, face) pairs a targeted tactic card may take."""
    player = state.players[seat]
    if effect == "distraction":
        return [(g, 0) for g in table.gnomes_in_play(state) if g not in state.distracted]
    if effect == "fix_die":
        groups = d.by_value(player.dice, table.free_dice(player))
        return [(ix[0], f) for face, ix in sorted(groups.items()) for f in range(1, 7) if f != face]
    if effect == "wake_up":
        return [(c, 0) for c in player.asleep]
    if effect == "reinforcements" and not table.political(state, "no_recruit"):
        buying = state.paused.card if state.paused is not None else -1  # being paid for
        return [(c, 0) for c in state.market1 if c != buying]
    return []


def aims(state: NirdsState, seat: int) -> list[NirdsAction]:
    assert state.step is not None
    effect = table.catalog().tactics[state.step.card].effect
    return [_aim(seat, g, f) for g, f in _aims(state, seat, effect)]


def interrupters(state: NirdsState, prompted: int) -> list[int]:
    if not anytime_open(state):
        return []
    allowed = not table.political(state, "no_scientists")
    return [
        s
        for s in range(len(state.players))
        if s != prompted and ((allowed and _usable_scientists(state, s)) or tactics(state, s))
    ]
