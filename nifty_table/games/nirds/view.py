"""What a seat (or a spectator) sees: everything but the order of the decks."""

from __future__ import annotations

from pydantic import BaseModel

# Screens take these two from here, never from the state module.
from nifty_table.games.nirds.state import BOSS_GNOME as BOSS_GNOME
from nifty_table.games.nirds.state import FREE as FREE
from nifty_table.games.nirds.state import (
    Attack,
    Boss,
    Offer,
    Options,
    Pending,
    Phase,
    Player,
    Step,
    Tally,
)


class PlayerView(Player):
    name: str
    bot: bool


class NirdsView(BaseModel):
    seat: int | None
    phase: Phase
    decision: str  # a Decision value, '' once over
    decider: int  # the seat deciding now (-1 once over)
    round: int
    first: int
    turn: int
    wave: int
    trades: int
    players: list[PlayerView]
    market1: list[int]
    market2: list[int]
    damage: dict[int, int]
    distracted: list[int]
    attack: Attack | None
    offer: Offer | None
    step: Step | None
    queue: list[Pending]
    gnome_deck: int
    level1_deck: int
    level2_deck: int
    tactic_deck: int
    knocked_out: int  # face down: only the count
    minion_pile: int
    boss: str | None
    boss_health: int
    boss_damage: int
    walls_used: list[int]
    outcome: str
    reason: str
    log: list[str]
    # The rest of the open table, as the rules keep it: the set-up, a payment
    # waiting under a card, Nightfall's progress, the Gnomes knocked out and
    # the Minions (all seen in play), the cards left in the box, how many
    # Gnomes of each wave the deck still holds, the dice nobody holds.
    rules: int = 0
    options: Options | None = None
    paused: Step | None = None
    sneefle_done: bool = False
    night_seat: int = 0
    night_done: list[int] = []
    knocked_out_cards: list[int] = []
    minion_cards: list[int] = []
    removed: list[int] = []
    unused_tactics: list[int] = []
    deck_waves: list[int] = []
    dice_pool: int = 0
    boss_choice: Boss = Boss.RANDOM
    tallies: list[Tally] = []
