"""The round: setup, Sunrise, Die Trading, the Action phase, Nightfall, Bosses.

`settle` moves the game along through everything nobody has to decide, and
stops at the next real decision (or the end). Queued consequences (`Pending`)
are carried out in order; the ones that need a choice wait for it.
"""

from __future__ import annotations

import functools

from nifty_table.games.nirds import table
from nifty_table.games.nirds.cards import Effect
from nifty_table.games.nirds.chart import take_tally
from nifty_table.games.nirds.state import (
    ACTION,
    FREE,
    GNOMES_EACH,
    NIGHTFALL,
    OVER,
    TRADING,
    Boss,
    NirdsState,
    Pending,
    Phase,
)


# -- queued consequences -------------------------------------------------------------
def enqueue(state: NirdsState, seat: int, effects: list[Effect], source: str) -> None:
    n = len(state.players)
    for effect in effects:
        if not effect.happens(n):
            continue
        if effect.target == "all":
            for k in range(n):
                state.queue.append(
                    Pending(
                        seat=(seat + k) % n, what=effect.what, amount=effect.amount, source=source
                    )
                )
        else:
            target = "you" if effect.target == "any" and n == 1 else effect.target
            state.queue.append(
                Pending(
                    seat=seat, what=effect.what, amount=effect.amount, target=target, source=source
                )
            )


def needs_choice(state: NirdsState, item: Pending) -> bool:
    if item.target == "any":
        return True
    player = state.players[item.seat]
    if item.what == "nird" and item.amount < 0:
        return len(player.army) > 1
    if item.what == "tactic" and item.amount < 0:
        kinds = {table.catalog().tactics[c].id for c in player.tactics}
        return len(kinds) > 1
    return False


def carry_out(state: NirdsState, item: Pending) -> None:
    """An automatic consequence (no choice left in it)."""
    seat, amount = item.seat, item.amount
    if item.what == "life":
        table.change_lives(state, seat, amount)
    elif item.what == "die":
        for _ in range(abs(amount)):
            if amount > 0:
                table.gain_die(state, seat, rolled=state.phase is ACTION)
            elif table.lose_die(state, seat):
                table.say(state, f"{table.name(state, seat)} loses a die.")
    elif item.what == "tactic":
        for _ in range(abs(amount)):
            player = state.players[seat]
            if amount > 0:
                table.draw_tactic(state, seat)
            elif player.tactics:
                table.say(state, f"{table.name(state, seat)} loses a tactic card.")
                table.discard_tactic(state, seat, player.tactics[0])
    elif item.what == "gnome":
        for _ in range(amount):
            before = set(state.players[seat].gnomes)
            if table.draw_gnome(state, seat):
                # It arrived during Nightfall: it attacks from tomorrow on.
                state.night_done.extend(set(state.players[seat].gnomes) - before)
    elif item.what == "nird":
        player = state.players[seat]
        for _ in range(abs(amount)):
            if state.phase is OVER or not player.army:
                break
            table.discard_nird(state, seat, player.army[0])


def resolve_queue(state: NirdsState) -> None:
    while state.queue and state.phase is not OVER:
        item = state.queue[0]
        if needs_choice(state, item):
            return
        state.queue.pop(0)
        carry_out(state, item)


# -- the round -----------------------------------------------------------------------
def start_round(state: NirdsState, first_round: bool) -> None:
    n = len(state.players)
    if not first_round:
        limit = state.options.round_limit  # a table option, off unless chosen
        if limit and state.round >= limit:
            table.end(state, "lost", f"the Gnomes outlasted the army ({limit} rounds)")
            return
        if stalled(state):
            table.end(state, "lost", "the army has no dice left, and nothing in play can give one")
            return
        state.round += 1
        sunrise(state)
        if state.phase is OVER:
            return
    table.say(state, f"Round {state.round} begins; {table.name(state, state.first)} acts first.")
    for seat, player in enumerate(state.players):
        player.passed = player.ready = False
        player.spot = [FREE] * len(player.dice)
        table.roll(state, seat, list(range(len(player.dice))), "rolls")
    state.trades = 0
    state.sneefle_done = False
    state.phase = TRADING
    if n == 1 or table.political(state, "no_trading"):
        if n > 1:
            table.say(state, "A Gnome forbids Die Trading this round.")
        end_trading(state)


def stalled(state: NirdsState) -> bool:
    """No player holds a die or a tactic card that could bring one back (an
    extra die, or an Air Strike whose knock-outs could bring a new wave), and
    no Gnome in play can bring one (a die, a tactic card, a Gnome of a new
    wave): the army can never act again, and only passes would follow, round
    after round. The rulebook has no word for it; a table would call the game
    lost, and so do we."""
    tactics = table.catalog().tactics
    for p in state.players:
        if p.dice or any(tactics[c].effect in ("extra_die", "air_strike") for c in p.tactics):
            return False
    gnomes = table.catalog().gnomes
    for g in table.gnomes_in_play(state):
        for effect in (*gnomes[g].attack, *gnomes[g].sunrise):
            if effect.what in ("die", "tactic", "gnome") and effect.amount > 0:
                return False
    return True


def sunrise(state: NirdsState) -> None:
    gnomes = table.catalog().gnomes
    for seat, player in enumerate(state.players):
        for g in list(player.gnomes):
            for effect in gnomes[g].sunrise:
                if not effect.happens(len(state.players)):
                    continue
                if effect.what == "heal":
                    healed = min(effect.amount, state.damage.get(g, 0))
                    if healed:
                        state.damage[g] -= healed
                        table.say(state, f"Sunrise: {gnomes[g].name} heals {healed}.")
                else:
                    table.say(state, f"Sunrise: {gnomes[g].name} strikes.")
                    carry_out(state, Pending(seat=seat, what=effect.what, amount=effect.amount))


def end_trading(state: NirdsState) -> None:
    for player in state.players:
        player.ready = False
    state.offer = None
    if any(p.leader == "sneefle" for p in state.players) and not state.sneefle_done:
        state.phase = Phase.SNEEFLE
        return
    begin_action(state)


def begin_action(state: NirdsState) -> None:
    state.phase = ACTION
    state.turn = state.first


def end_turn(state: NirdsState) -> None:
    """After an Attack, a Recruit or a Pass: refill the Market, next player."""
    table.refill_market(state)
    n = len(state.players)
    for k in range(1, n + 1):
        seat = (state.turn + k) % n
        if not state.players[seat].passed:
            state.turn = seat
            return
    end_action_phase(state)


def end_action_phase(state: NirdsState) -> None:
    if state.boss is Boss.WALLS:
        left = state.boss_health - state.boss_damage
        table.end(state, "lost", f"the Invisible Walls still stand with {left} health")
        return
    state.phase = NIGHTFALL
    state.night_seat = 0
    state.night_done = []
    table.say(state, "Nightfall: the Gnomes attack.")
    if state.boss is Boss.SCARECROW:
        table.say(state, "The Scarecrow strikes: one player loses a life, everyone a Nird.")
        enqueue(state, state.first, [Effect(what="life", amount=-1, target="any")], "Scarecrow")
        enqueue(state, state.first, [Effect(what="nird", amount=-1, target="all")], "Scarecrow")


def night_attackers(state: NirdsState) -> list[int]:
    """The Gnomes of the player whose Gnomes attack now that still have to."""
    seat = (state.first + state.night_seat) % len(state.players)
    return [
        g
        for g in state.players[seat].gnomes
        if g not in state.night_done and g not in state.distracted
    ]


def gnome_attacks(state: NirdsState, gnome: int) -> None:
    seat = table.gnome_owner(state, gnome)
    assert seat is not None
    card = table.catalog().gnomes[gnome]
    state.night_done.append(gnome)
    what = _attack_words(gnome, len(state.players))
    table.say(state, f"{card.name} attacks {table.name(state, seat)}: {what}.")
    enqueue(state, seat, list(card.attack), card.name)


@functools.cache  # the same few words every night
def _attack_words(gnome: int, players: int) -> str:
    card = table.catalog().gnomes[gnome]
    return ", then ".join(e.label() for e in card.attack if e.happens(players)) or "does nothing"


def settle(state: NirdsState) -> None:
    """Carry out everything automatic until someone must decide."""
    if not state.queue and state.phase is not NIGHTFALL:
        return  # the usual case after an action: nothing automatic to do
    while state.phase is not OVER:
        resolve_queue(state)
        if state.queue or state.phase is OVER:
            return
        if state.phase is not NIGHTFALL:
            return
        if state.night_seat >= len(state.players):
            upkeep(state)
            continue
        left = night_attackers(state)
        if len(left) >= 2:
            return  # the player picks the order
        if left:
            gnome_attacks(state, left[0])
        else:
            for g in state.distracted:
                if table.gnome_owner(state, g) == (state.first + state.night_seat) % len(
                    state.players
                ):
                    table.say(
                        state,
                        f"{table.catalog().gnomes[g].name} is distracted and skips its attack.",
                    )
            state.night_seat += 1


def upkeep(state: NirdsState) -> None:
    for player in state.players:
        player.asleep = []
        player.spot = [FREE] * len(player.dice)
    state.distracted = []
    state.night_done = []
    n = len(state.players)
    if state.boss is None:
        for k in range(n):
            seat = (state.first + k) % n
            while len(state.players[seat].gnomes) < GNOMES_EACH and table.draw_gnome(state, seat):
                pass
        if table.needs_gnomes(state) and not state.draw_pile:
            boss_arrives(state)
    elif state.boss is Boss.SCARECROW:
        draw_minions(state)
    if state.phase is not OVER:
        take_tally(state, state.round)
        start_round(state, first_round=False)


def boss_arrives(state: NirdsState) -> None:
    for g in table.gnomes_in_play(state):
        table.knock_out(state, g)
    table.new_wave(state, 5)
    boss = state.boss_choice
    if boss is Boss.RANDOM:
        boss = (Boss.SCARECROW, Boss.WALLS)[state.rng.below(2)]
    state.boss = boss
    n = len(state.players)
    bosses = table.catalog().bosses
    if boss is Boss.SCARECROW:
        state.boss_health = bosses.scarecrow_health * n
        minions = [g for g in state.knocked_out if table.catalog().gnomes[g].wave >= 3]
        state.knocked_out = [g for g in state.knocked_out if g not in minions]
        state.rng.shuffle(minions)
        state.minion_pile = minions
        table.say(
            state,
            f"The Gnome deck is empty: the Scarecrow arrives with "
            f"{state.boss_health} health and {len(minions)} Minions.",
        )
        draw_minions(state)
    else:
        state.boss_health = bosses.walls_health[n - 1]
        table.say(
            state,
            f"The Gnome deck is empty: the Invisible Walls rise with "
            f"{state.boss_health} health. One round to break them!",
        )


def draw_minions(state: NirdsState) -> None:
    n = len(state.players)
    if len(state.minion_pile) < n:
        table.end(state, "lost", "the Scarecrow's Minion pile ran out")
        return
    for k in range(n):
        seat = (state.first + k) % n
        gnome = state.minion_pile.pop(0)
        state.players[seat].gnomes.append(gnome)
        table.say(
            state, f"Minion {table.catalog().gnomes[gnome].name} faces {table.name(state, seat)}."
        )
