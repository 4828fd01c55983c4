"""Setting up a game: starter sets, dice, Market, the Gnome deck by the wave
table, Tactics, and the difficulty level's changes (level 5 is standard)."""

from __future__ import annotations

from nifty_table.engine.contract import Seat
from nifty_table.engine.rng import Rng
from nifty_table.games.nirds import flow, table
from nifty_table.games.nirds.chart import take_tally
from nifty_table.games.nirds.state import (
    FREE,
    FROOMP_MAX_DICE,
    GNOMES_EACH,
    MARKET_SIZE,
    RULES,
    NirdsState,
    Options,
    Player,
)

# The rulebook's standard (level 5) Gnome deck: waves I / II / III / IV per player count.
WAVE_TABLE = {1: (4, 3, 2, 3), 2: (8, 5, 4, 5), 3: (11, 7, 6, 7), 4: (14, 9, 7, 8)}
START_DICE = 4


def wave_counts(players: int, difficulty: int) -> list[int]:
    """Gnomes per wave after the difficulty ladder's deck changes.

    "Every change increases (decreases) the difficulty by one level": one change
    is one Gnome, so each level differs from its neighbour by exactly one card.
    These are the outer levels, and they change Wave II only: every Wave III
    and IV Gnome is also one of the Scarecrow's Minions, and his fight lasts
    as many rounds as the Minion pile can give every player one. One more
    Wave IV Gnome (the rulebook's way up) gave four players 16 Minions, a
    fourth round, and won them 49% of games against 26% one level below;
    one fewer (its way down) took the fifth round from a player alone.
    """
    counts = list(WAVE_TABLE[players])
    if difficulty <= 2:
        counts[1] += 1  # one more Wave II Gnome
    if difficulty <= 1:
        counts[1] += 1  # and a second one
    if difficulty >= 8:
        counts[1] -= 1  # one Wave II Gnome fewer
    if difficulty >= 9:
        counts[1] -= 1  # and a second one
    return counts


def political_to_remove(state: NirdsState) -> int:
    """Level 3's one change: the Political Gnome that leaves the dealt deck (the
    first one in it). A deal without any still loses one card, its top Gnome,
    so level 3 always differs from level 4."""
    gnomes = table.catalog().gnomes
    return next((g for g in state.draw_pile if gnomes[g].political), state.draw_pile[0])


def new_game(seats: list[Seat], options: Options, seed: int) -> NirdsState:
    n = len(seats)
    if not 1 <= n <= 4:
        raise ValueError(f"Nirds vs Gnomes takes 1 to 4 players, not {n}")
    level = options.difficulty
    catalog = table.catalog()
    rng = Rng.from_seed(seed)
    sets = list(range(len(catalog.starter_sets)))
    rng.shuffle(sets)
    players = []
    for seat in range(n):
        army = list(catalog.starter_sets[sets[seat]])
        power = catalog.nirds[army[0]].leader if level < 6 else ""  # the leader's power
        count = START_DICE + (1 if level <= 4 else 0) + (1 if power == "froomp" else 0)
        players.append(Player(army=army, dice=[1] * count, spot=[FREE] * count, leader=power))
    state = NirdsState(
        seats=[s.model_copy() for s in seats],
        rules=RULES,
        rng=rng,
        options=options,
        players=players,
        boss_choice=options.boss,
        dice_pool=n * FROOMP_MAX_DICE - sum(len(p.dice) for p in players),
    )
    for unused in sets[n:]:  # starter sets nobody took stay in the box
        state.removed.extend(catalog.starter_sets[unused])
    for deck, cards in ((state.level1_deck, catalog.level1), (state.level2_deck, catalog.level2)):
        deck.extend(cards)
        rng.shuffle(deck)
    state.market1 = state.level1_deck[:MARKET_SIZE]
    state.market2 = state.level2_deck[:MARKET_SIZE]
    del state.level1_deck[:MARKET_SIZE], state.level2_deck[:MARKET_SIZE]
    for wave, count in enumerate(wave_counts(n, level)):
        pool = list(catalog.waves[wave])
        rng.shuffle(pool)
        state.draw_pile.extend(pool[:count])
        state.unused_gnomes.extend(pool[count:])
    if level <= 3:  # one Political Gnome leaves the deck
        gnome = political_to_remove(state)
        state.draw_pile.remove(gnome)
        state.unused_gnomes.append(gnome)
    state.tactic_deck = list(range(len(catalog.tactics)))
    if level >= 7:  # one Distraction tactic card leaves the game
        card = next(c for c, spec in enumerate(catalog.tactics) if spec.effect == "distraction")
        state.tactic_deck.remove(card)
        state.unused_tactics.append(card)
    rng.shuffle(state.tactic_deck)
    table.say(
        state,
        f"Nirds vs Gnomes for {n}, difficulty {level}: "
        f"{len(state.draw_pile)} Gnomes in four waves, then a Boss.",
    )
    for seat, player in enumerate(players):
        leader = catalog.nirds[player.army[0]].name
        table.say(state, f"{table.name(state, seat)} commands {leader}'s army.")
    if options.first_player == "random":
        state.first = rng.below(n)
    for seat in range(n):
        for _ in range(GNOMES_EACH):
            table.draw_gnome(state, seat)
    take_tally(state, 0)
    flow.start_round(state, first_round=True)
    return state
