"""What a seat (or a spectator) sees: everything but the order of the decks."""

from __future__ import annotations

from pydantic import BaseModel

from nifty_table.games.nirds.state import Attack, Offer, Pending, Phase, Player, Step


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
