"""Whether an action not listed as it is may still be taken, and why not.

`check` runs only off the fast path (a replay, other dice of the same faces,
a bad action): it finds the legal form of an action or refuses it, with a
reason, before anything changes.
"""

from __future__ import annotations

from nifty_table.engine.contract import IllegalAction
from nifty_table.games.nirds import anytime, dice, table
from nifty_table.games.nirds import decision as rules
from nifty_table.games.nirds.actions import NirdsAction
from nifty_table.games.nirds.describe import prompt_text
from nifty_table.games.nirds.state import FREE, NirdsState

Decision = rules.Decision
DICE_FIELDS = {"attack": "dice", "pay": "dice", "tweak": "dice"}
# The kinds of action that answer each decision (Scientists and tactic cards
# answer none: they come between decisions).
ANSWER_KINDS = {
    Decision.TRADE: {"ready", "offer"},
    Decision.SWAP: {"swap", "cancel"},
    Decision.ANSWER: {"answer"},
    Decision.SNEEFLE: {"adjust"},
    Decision.TURN: {"attack", "recruit", "pass"},
    Decision.PAY: {"pay", "cancel"},
    Decision.TWEAK: {"tweak", "cancel"},
    Decision.AIM: {"aim", "cancel"},
    Decision.TARGET: {"target"},
    Decision.SPACE: {"space"},
    Decision.ORDER: {"order"},
    Decision.ANY: {"choose"},
    Decision.LOSE_NIRD: {"lose"},
    Decision.LOSE_TACTIC: {"lose"},
}


def check(state: NirdsState, action: NirdsAction) -> NirdsAction:
    """The legal form of an action not listed as it is (other dice of the
    same faces, say), or IllegalAction before anything changes."""
    now = rules.decision(state)
    if now is None:
        raise IllegalAction("the game is over")
    if not 0 <= action.seat < len(state.players):
        raise IllegalAction("there is no such player")
    kind, seat = now
    if action.kind in ("science", "tactic"):
        if not anytime.anytime_open(state):
            raise IllegalAction(
                "Scientists and tactic cards work only in the Action phase, "
                "one at a time, between other decisions"
            )
        if action not in anytime.anytime(state, action.seat):
            raise IllegalAction(_why_not(state, action))
        return action
    if action.seat != seat:
        raise IllegalAction(f"it is {table.name(state, seat)}'s decision now")
    if action.kind not in ANSWER_KINDS[kind]:
        now_asked = prompt_text(state, kind, seat)
        raise IllegalAction(f"a {action.kind} does not answer this: {now_asked}")
    action = _canonical(state, action)
    if (kind, action.kind) in _QUICK:
        if not _QUICK[kind, action.kind](state, action):
            raise IllegalAction(_why_not(state, action))
        return action
    if action not in [o for o in rules.answers(state, kind, seat) if o.kind == action.kind]:
        raise IllegalAction(_why_not(state, action))
    return action


def _canonical(state: NirdsState, action: NirdsAction) -> NirdsAction:
    """Dice are alike but for their face: use the lowest usable die of each face."""
    if action.kind == "swap":
        return _canonical_swap(state, action)
    field = DICE_FIELDS.get(action.kind)
    if field is None:
        return action
    player = state.players[action.seat]
    chosen = getattr(action, field)
    # An action built without validation may hold anything in its tuples.
    if any(type(v) is not int for v in (*chosen, *getattr(action, "faces", ()))):
        raise IllegalAction("dice and faces are whole numbers")
    usable = [i for i, w in enumerate(player.spot) if w == FREE]
    if action.kind == "tweak" and chosen and chosen[0] in anytime.attack_dice(state, action.seat):
        usable = anytime.attack_dice(state, action.seat)  # the attack's dice, not the spare ones
    if len(set(chosen)) != len(chosen) or not set(chosen) <= set(usable):
        raise IllegalAction("those dice are not yours to use right now")
    if action.kind == "tweak" and len(chosen) == 2:
        return action  # a pair: both dice already show the same face
    wanted: dict[int, int] = {}  # how many dice of each face were chosen
    for i in chosen:
        wanted[player.dice[i]] = wanted.get(player.dice[i], 0) + 1
    picked = []
    for i in usable:
        if wanted.get(player.dice[i], 0) > 0:
            wanted[player.dice[i]] -= 1
            picked.append(i)
    canonical = tuple(picked) if action.kind == "tweak" else tuple(sorted(picked))
    if canonical == chosen:
        return action  # usually so: the listed actions already name those dice
    return action.model_copy(update={field: canonical})


def _canonical_swap(state: NirdsState, action) -> NirdsAction:
    assert state.step is not None
    mine, theirs = state.players[action.seat], state.players[state.step.card]
    free_mine, free_theirs = table.free_dice(mine), table.free_dice(theirs)
    if action.give not in free_mine or action.take not in free_theirs:
        raise IllegalAction("only unused dice can be traded")
    give = next(i for i in free_mine if mine.dice[i] == mine.dice[action.give])
    take = next(i for i in free_theirs if theirs.dice[i] == theirs.dice[action.take])
    if (give, take) == (action.give, action.take):
        return action
    return action.model_copy(update={"give": give, "take": take})


def _attack_ok(state: NirdsState, action) -> bool:
    player = state.players[action.seat]
    spec = (
        table.catalog().nirds[action.troop]
        if 0 <= action.troop < len(table.catalog().nirds)
        else None
    )
    if spec is None or spec.kind != "troop" or action.troop not in player.army:
        return False
    if action.troop in player.asleep or not rules.targets(state):
        return False
    return dice.fits(spec, [player.dice[i] for i in action.dice])


def _pay_ok(state: NirdsState, action) -> bool:
    assert state.step is not None
    player = state.players[action.seat]
    price = rules.cost(state, action.seat, state.step.card)
    return dice.pays(price, [player.dice[i] for i in action.dice])


def _recruit_ok(state: NirdsState, action) -> bool:
    return rules.can_recruit(state, action.seat, action.card)


def _always(state: NirdsState, action) -> bool:
    return True


_QUICK = {
    (Decision.TURN, "attack"): _attack_ok,
    (Decision.PAY, "pay"): _pay_ok,
    (Decision.TURN, "recruit"): lambda state, action: rules.can_recruit(
        state, action.seat, action.card
    ),
    (Decision.TURN, "pass"): _always,
    (Decision.TRADE, "ready"): _always,
    (Decision.ANSWER, "answer"): _always,
    # Backing out of a step is always among its answers: no need to list the
    # payments, Scientist changes, aims or swaps to find it.
    (Decision.PAY, "cancel"): _always,
    (Decision.TWEAK, "cancel"): _always,
    (Decision.AIM, "cancel"): _always,
    (Decision.SWAP, "cancel"): _always,
}


def _why_not(state: NirdsState, action: NirdsAction) -> str:
    reasons = {
        "attack": "that Troop cannot attack with those dice now",
        "recruit": "that Nird cannot be recruited now (your unused dice must add up to its "
        "cost, and no Gnome may forbid recruiting)",
        "pay": "those dice do not pay for it (one die at least, adding up to its cost or more)",
        "science": "that Scientist cannot be used now",
        "tweak": "that Scientist cannot change those dice like that",
        "tactic": "that tactic card cannot be played now",
        "aim": "that tactic card cannot aim there",
        "swap": "that trade is not possible (one of your unused dice for one of theirs)",
    }
    return reasons.get(action.kind, f"a {action.kind} is not possible now")
