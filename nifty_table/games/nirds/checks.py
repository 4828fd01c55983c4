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
        raise IllegalAction("the game is over: nobody plays any more")
    if not 0 <= action.seat < len(state.players):
        raise IllegalAction(f"there is no player {action.seat} at this table")
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
        now_asked = prompt_text(state, kind, seat)
        who, other = table.name(state, seat), table.name(state, action.seat)
        raise IllegalAction(f"it is {who}'s decision now, not {other}'s: {now_asked}")
    if action.kind not in ANSWER_KINDS[kind]:
        now_asked = prompt_text(state, kind, seat)
        doing = DOING.get(action.kind, action.kind)
        raise IllegalAction(f"{table.name(state, action.seat)} cannot {doing} now: {now_asked}")
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


# What each kind of action does, in words: "Ann cannot <this> now".
DOING = {
    "offer": "offer a trade",
    "swap": "pick the dice to trade",
    "cancel": "back out",
    "answer": "answer a trade",
    "ready": "end the trading",
    "adjust": "change a die for Captain Sneefle",
    "attack": "attack",
    "target": "pick the Gnome to hit",
    "space": "pick a space of the Invisible Walls",
    "recruit": "recruit",
    "pay": "pay",
    "pass": "pass",
    "science": "use a Scientist",
    "tweak": "change dice with a Scientist",
    "tactic": "play a tactic card",
    "aim": "aim a tactic card",
    "order": "pick the Gnome that attacks next",
    "choose": "pick who an attack hits",
    "lose": "pick a card to lose",
}


def _why_not(state: NirdsState, action: NirdsAction) -> str:
    """The reason an action of a kind that answers now is still refused."""
    catalog = table.catalog()
    kind = action.kind
    if kind == "offer":
        to = getattr(action, "to", -1)
        if to == action.seat:
            return "a trade is offered to another player, not to yourself"
        return f"there is no player {to} to trade with"
    if kind == "target":
        gnome = getattr(action, "gnome", -1)
        if 0 <= gnome < len(catalog.gnomes):
            return f"{catalog.gnomes[gnome].name} is not in play to be hit"
        return "there is no such Gnome to hit"
    if kind == "order":
        gnome = getattr(action, "gnome", -1)
        if 0 <= gnome < len(catalog.gnomes):
            return f"{catalog.gnomes[gnome].name} has no attack waiting tonight"
        return "there is no such Gnome"
    if kind == "space":
        space = getattr(action, "space", -1)
        return f"space {space} of the Invisible Walls is used or does not exist"
    if kind == "choose":
        player = getattr(action, "player", -1)
        return f"there is no player {player} to send the attack at"
    if kind == "lose":
        what = "Nird in your army" if state.queue and state.queue[0].what == "nird" else "tactic"
        card = getattr(action, "card", -1)
        return f"card {card} is not a {what} you hold"
    if kind == "adjust":
        return "Captain Sneefle turns one unused die up or down by 1 or 2, to 1 to 6"
    reason = {
        "attack": "that Troop cannot attack with those dice now (it must be awake and in your "
        "army, the dice must fit its pattern, and a Gnome must be there to hit)",
        "recruit": "that Nird cannot be recruited now (your unused dice must add up to its "
        "cost, and no Gnome may forbid recruiting)",
        "pay": "those dice do not pay for it (one die at least, adding up to its cost or more)",
        "science": "that Scientist cannot be used now (it must be awake in your army, with "
        "unused dice it can change)",
        "tweak": "that Scientist cannot change those dice like that",
        "tactic": "that tactic card cannot be played now (it must be in your hand, with "
        "something for it to do)",
        "aim": "that tactic card cannot aim there",
        "swap": "that trade is not possible (one of your unused dice for one of theirs, "
        "showing another face)",
    }.get(kind)
    if reason is not None:
        return _named(state, action, reason)
    now = rules.decision(state)
    asked = prompt_text(state, *now) if now is not None else "the game is over"
    return f"{DOING.get(kind, kind)} is not among the choices: {asked}"


def _named(state: NirdsState, action: NirdsAction, reason: str) -> str:
    """The reason with the card it is about named ("Low Lark cannot ...")."""
    catalog = table.catalog()
    card = getattr(action, "troop", getattr(action, "card", -1))
    if not isinstance(card, int):
        return reason
    if action.kind == "tactic" and 0 <= card < len(catalog.tactics):
        return reason.replace("that tactic card", catalog.tactics[card].name, 1)
    if action.kind in ("attack", "recruit", "science") and 0 <= card < len(catalog.nirds):
        name = catalog.nirds[card].name
        for that in ("that Troop", "that Nird", "that Scientist"):
            reason = reason.replace(that, name, 1)
    return reason
