"""Small state changes every rule shares: rolls, dice, Gnomes, Nirds, losing.

Every roll comes from the state's RNG and is written to the log, so a save
replays exactly and people can see each die that fell.
"""

from __future__ import annotations

import functools

from nifty_table.engine.wording import plural, tidy
from nifty_table.games.nirds.cards import PIP, catalog
from nifty_table.games.nirds.chart import take_tally
from nifty_table.games.nirds.state import (
    FREE,
    FROOMP_MAX_DICE,
    GNOMES_EACH,
    MARKET_SIZE,
    MAX_DICE,
    MAX_LIVES,
    OVER,
    NirdsState,
    Player,
)

LOG_KEEP = 400


def say(state: NirdsState, text: str) -> None:
    state.log.append(tidy(text))


def name(state: NirdsState, seat: int) -> str:
    return state.seats[seat].name


DIE_TEXT = {face: f"{glyph}{face}" for face, glyph in PIP.items()}


def pips(faces: list[int]) -> str:
    """Dice as faces with their number (⚅6 ⚂3): the glyphs are small in some terminals."""
    return " ".join(map(DIE_TEXT.__getitem__, faces))


def roll(state: NirdsState, seat: int, indices: list[int] | tuple[int, ...], why: str) -> None:
    player = state.players[seat]
    for i in indices:
        player.dice[i] = state.rng.roll(6)
    say(state, f"{name(state, seat)} {why}: {pips([player.dice[i] for i in indices])}")


def free_dice(player: Player) -> list[int]:
    spot = player.spot
    if spot.count(FREE) == len(spot):  # the usual case, and much quicker to list
        return list(range(len(spot)))
    return [i for i, where in enumerate(spot) if where == FREE]


def max_dice(player: Player) -> int:
    return FROOMP_MAX_DICE if player.leader == "froomp" else MAX_DICE


def gain_die(state: NirdsState, seat: int, *, rolled: bool) -> bool:
    player = state.players[seat]
    if len(player.dice) >= max_dice(player) or state.dice_pool <= 0:
        return False
    state.dice_pool -= 1
    player.dice.append(1)
    player.spot.append(FREE)
    if rolled:
        roll(state, seat, [len(player.dice) - 1], "rolls the new die")
    return True


def lose_die(state: NirdsState, seat: int) -> bool:
    """An unused die if there is one, else the last; back to the pool."""
    player = state.players[seat]
    if not player.dice:
        return False
    free = free_dice(player)
    index = free[-1] if free else len(player.dice) - 1
    del player.dice[index]
    del player.spot[index]
    state.dice_pool += 1
    attack = state.attack
    if attack is not None and attack.seat == seat:  # its dice are named by place
        attack.dice = [i - (i > index) for i in attack.dice if i != index]
    return True


def gnome_owner(state: NirdsState, gnome: int) -> int | None:
    for seat, player in enumerate(state.players):
        if gnome in player.gnomes:
            return seat
    return None


def health_left(state: NirdsState, gnome: int) -> int:
    return catalog().gnomes[gnome].health - state.damage.get(gnome, 0)


def knock_out(state: NirdsState, gnome: int) -> None:
    """A Gnome leaves play face down to the Knock Out pile."""
    owner = gnome_owner(state, gnome)
    if owner is not None:
        state.players[owner].gnomes.remove(gnome)
    state.damage.pop(gnome, None)
    state.distracted = [g for g in state.distracted if g != gnome]
    state.knocked_out.append(gnome)


def deck_waves(state: NirdsState) -> list[int]:
    """How many Gnomes of each wave (1 to 4) the deck still holds: the deck is
    stacked wave by wave, so the table can count them."""
    gnomes = catalog().gnomes
    counts = [0, 0, 0, 0]
    for g in state.draw_pile:
        counts[gnomes[g].wave - 1] += 1
    return counts


def draw_gnome(state: NirdsState, seat: int) -> bool:
    """The top Gnome joins this player's enemies; a new wave gives everyone a die."""
    if not state.draw_pile:
        return False
    gnome = state.draw_pile.pop(0)
    state.players[seat].gnomes.append(gnome)
    card = catalog().gnomes[gnome]
    say(state, f"{card.name} (wave {card.wave}, {card.health} health) faces {name(state, seat)}.")
    if card.wave > state.wave:
        new_wave(state, card.wave)
    return True


def new_wave(state: NirdsState, wave: int) -> None:
    state.wave = wave
    label = "The Gnome deck is empty" if wave > 4 else f"Wave {wave} arrives"
    gained = [s for s in range(len(state.players)) if gain_die(state, s, rolled=False)]
    if gained:
        say(state, f"{label}: everyone with room takes a new die.")


def refill_market(state: NirdsState) -> None:
    for market, deck in ((state.market1, state.level1_deck), (state.market2, state.level2_deck)):
        while len(market) < MARKET_SIZE and deck:
            market.append(deck.pop(0))


def discard_nird(state: NirdsState, seat: int, card: int) -> None:
    """Starter Nirds leave the game; others go to the bottom of their level's deck."""
    player = state.players[seat]
    player.army.remove(card)
    if card in player.asleep:
        player.asleep.remove(card)
    # Dice that sat on it still count as used: move them to another used card.
    others = [c for c in player.army if c in player.asleep]
    for i, where in enumerate(player.spot):
        if where == card:
            player.spot[i] = others[0] if others else -2
    spec = catalog().nirds[card]
    if spec.leader and spec.leader == player.leader:
        player.leader = ""  # the Leader's effect leaves with its card
        # General Froomp's ninth die goes with him: the player "can have" 8 again.
        while len(player.dice) > max_dice(player) and lose_die(state, seat):
            say(state, f"{name(state, seat)} gives back the ninth die General Froomp allowed.")
    level = spec.level
    if level == 0:
        state.removed.append(card)
    else:
        (state.level1_deck if level == 1 else state.level2_deck).append(card)
    say(state, f"{name(state, seat)} loses {catalog().nirds[card].name}.")
    check_defeat(state)


def draw_tactic(state: NirdsState, seat: int) -> None:
    if state.tactic_deck:
        card = state.tactic_deck.pop(0)
        state.players[seat].tactics.append(card)
        say(state, f"{name(state, seat)} gains the tactic card {catalog().tactics[card].name}.")


def discard_tactic(state: NirdsState, seat: int, card: int) -> None:
    state.players[seat].tactics.remove(card)
    state.tactic_deck.append(card)


def change_lives(state: NirdsState, seat: int, amount: int) -> None:
    player = state.players[seat]
    before = player.lives
    player.lives = max(0, min(MAX_LIVES, player.lives + amount))
    if amount > 0 and player.lives == before:
        say(state, f"{name(state, seat)} already has {MAX_LIVES} lives: no life gained.")
        return
    verb = "gains" if amount > 0 else "loses"
    lives = plural(abs(amount), "life", "lives")
    say(state, f"{name(state, seat)} {verb} {lives}: {player.lives} left.")
    check_defeat(state)


def check_defeat(state: NirdsState) -> None:
    if state.phase is OVER:
        return
    for seat, player in enumerate(state.players):
        if player.lives <= 0:
            end(state, "lost", f"{name(state, seat)} ran out of lives")
            return
        if not player.army:
            end(state, "lost", f"{name(state, seat)} has no Nirds left")
            return


def end(state: NirdsState, outcome: str, reason: str) -> None:
    state.phase = OVER
    state.outcome = outcome
    state.reason = reason
    state.queue.clear()
    state.attack = None
    state.offer = None
    verdict = "The army wins" if outcome == "won" else "Everyone loses together"
    say(state, f"{verdict}: {reason}.")
    take_tally(state, state.round)


def political(state: NirdsState, rule: str) -> bool:
    """True while a Gnome with this lasting rule is in play."""
    ids = _political_ids()[rule]
    # A loop, not any(...): no generator resumed per player (asked after every action).
    for player in state.players:  # noqa: SIM110
        if not ids.isdisjoint(player.gnomes):
            return True
    return False


@functools.cache
def troop_dice() -> dict[int, int]:
    """Per Troop card: how many dice activate it (read in every attack listing)."""
    return {i: len(n.activation) for i, n in enumerate(catalog().nirds) if n.kind == "troop"}


@functools.cache
def nird_costs() -> tuple[int, ...]:
    """Every Nird card's cost, by card number (read in every recruit listing)."""
    return tuple(n.cost for n in catalog().nirds)


@functools.cache
def _political_ids() -> dict[str, frozenset[int]]:
    gnomes = catalog().gnomes
    rules = ("no_recruit", "no_trading", "no_scientists")
    return {r: frozenset(i for i, g in enumerate(gnomes) if g.political == r) for r in rules}


def gnomes_in_play(state: NirdsState) -> list[int]:
    found = []
    for player in state.players:
        found += player.gnomes
    return found


def needs_gnomes(state: NirdsState) -> bool:
    return any(len(p.gnomes) < GNOMES_EACH for p in state.players)
