"""Everything about a Nirds vs Gnomes game in progress, as one pydantic model.

Cards are numbers into the catalog (`cards.catalog()`): Nirds, Gnomes and
Tactics each have their own numbering. Nothing is hidden from anyone except
the order of the decks, so the view is the state minus deck order.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field

from nifty_table.engine.contract import GameState
from nifty_table.engine.options import choice
from nifty_table.games.nirds import difficulty

MAX_DICE = 8  # per player; General Froomp's player may hold 9
FROOMP_MAX_DICE = 9
MAX_LIVES = 3
GNOMES_EACH = 2
MARKET_SIZE = 5
FREE = -1  # a die that sits on no card
BOSS_GNOME = -1  # target number meaning "the Boss"
# The rules a game was played under. 2: the first player stays, trading has no
# limit, overpaying and cards during a payment are allowed, one change a level.
# A save without it (1) came from before: its moves no longer replay.
RULES = 2


class Phase(StrEnum):
    TRADING = "trading"
    SNEEFLE = "sneefle"  # Captain Sneefle's adjustment after trading
    ACTION = "action"
    NIGHTFALL = "nightfall"
    OVER = "over"


# The phases read after every action, again as plain names: in Python 3.11
# every `Phase.X` is looked up through the enum metaclass's __getattr__ hook,
# several times the cost of a global (fluxx/decision.py does the same).
TRADING, ACTION, NIGHTFALL, OVER = Phase.TRADING, Phase.ACTION, Phase.NIGHTFALL, Phase.OVER


class Boss(StrEnum):
    RANDOM = "random"
    SCARECROW = "scarecrow"
    WALLS = "walls"


ROUND_LIMITS = {
    0: "No limit (the rulebook)",
    30: "Lost after 30 rounds",
    50: "Lost after 50 rounds",
}


class Options(BaseModel):
    """Setup options for Nirds vs Gnomes."""

    difficulty: int = choice(
        5,
        difficulty.labels(),
        "Difficulty, 1 easiest … 9 hardest (won: our computer army's win rate for this "
        "many players)",
        per_players={n: difficulty.labels_for(n) for n in range(1, 5)},
        ge=1,
        le=9,
    )
    boss: Boss = choice(
        Boss.RANDOM,
        {
            Boss.RANDOM: "Drawn at random when the Gnome deck runs out",
            Boss.SCARECROW: "The Scarecrow and his Minions",
            Boss.WALLS: "The Invisible Walls (one round to break them)",
        },
        "Boss",
    )
    first_player: str = choice(
        "first",
        {"first": "The first seat starts", "random": "A random player starts"},
        "Who goes first (and stays first)",
        pattern="^(first|random)$",
    )
    round_limit: int = choice(0, ROUND_LIMITS, "Round limit (a table option)", ge=0, le=500)


class Player(BaseModel):
    """One commander: army, dice, lives, tactic cards, and the Gnomes facing them."""

    army: list[int] = Field(default_factory=list)  # nird numbers
    asleep: list[int] = Field(default_factory=list)  # subset of army
    dice: list[int] = Field(default_factory=list)  # face per die
    spot: list[int] = Field(default_factory=list)  # per die: FREE or the nird it sits on
    lives: int = Field(default=MAX_LIVES, ge=0, le=MAX_LIVES)
    tactics: list[int] = Field(default_factory=list)  # tactic numbers
    gnomes: list[int] = Field(default_factory=list)  # gnome numbers facing this player
    passed: bool = False
    ready: bool = False  # agreed to end the Die Trading phase
    leader: str = ""  # which leader effect applies ('' when ignored)


class Offer(BaseModel):
    """A proposed one-for-one die trade waiting for the other player's answer.

    Frozen, like Step: replaced, never changed, so one object may be shared."""

    model_config = ConfigDict(frozen=True)

    giver: int
    give: int  # index of the giver's die
    taker: int
    take: int  # index of the taker's die


class Step(BaseModel):
    """A choice half made: the card (or trade partner) is picked, the details are next.

    Frozen: a step is replaced, never changed, so one object may serve every
    state that opens the same step."""

    model_config = ConfigDict(frozen=True)

    seat: int
    what: str  # offer, pay, science, tactic
    card: int  # the partner's seat, the Market card, the Scientist or the tactic card


class Attack(BaseModel):
    """An attack between its roll and its damage (Scientists may still change it)."""

    seat: int
    troop: int
    dice: list[int]  # indices of the attacker's dice (re-rolled: they hold the attack roll)
    bonus: int = 0  # extra damage from tactic cards played during it
    target: int | None = None  # chosen Gnome (or BOSS_GNOME) once the Walls ask for a space
    damage: int = 0  # Walls: damage before the multiplier


class Pending(BaseModel):
    """One queued consequence that still has to be carried out."""

    seat: int  # who is affected (or who decides, for an 'any' target)
    what: str  # life, nird, die, tactic, gnome, heal
    amount: int
    target: str = "you"
    source: str = ""  # for the log: which card caused it


class Tally(BaseModel):
    """The whole table's standing after a round (0: before the first), for the chart."""

    round: int
    gnomes: int  # still to knock out: in play, in the deck and in the Minion pile
    lives: int
    nirds: int
    dice: int
    boss: int | None = None  # health left of the Boss in play (None before it arrives)


class NirdsState(GameState):
    rules: int = 1  # RULES for a new game; a save made before has none (1)
    options: Options = Field(default_factory=Options)
    players: list[Player]
    phase: Phase = Phase.TRADING
    round: int = Field(default=1, ge=1)
    first: int = 0  # first player of every round's Action phase (chosen at set-up)
    turn: int = 0  # whose action it is (Action phase)
    trades: int = Field(default=0, ge=0)  # this round's, for the log: there is no limit
    offer: Offer | None = None
    step: Step | None = None
    paused: Step | None = None  # a payment waiting while a Scientist or tactic card is used
    attack: Attack | None = None
    sneefle_done: bool = False
    # Nightfall: whose Gnomes attack now, which have attacked, and queued effects.
    night_seat: int = 0
    night_done: list[int] = Field(default_factory=list)  # gnome numbers that attacked
    queue: list[Pending] = Field(default_factory=list)
    distracted: list[int] = Field(default_factory=list)  # gnome numbers skipping tonight
    # Decks (order hidden), the market, piles.
    draw_pile: list[int] = Field(default_factory=list)  # the Gnome deck, top first
    level1_deck: list[int] = Field(default_factory=list)
    level2_deck: list[int] = Field(default_factory=list)
    market1: list[int] = Field(default_factory=list)
    market2: list[int] = Field(default_factory=list)
    tactic_deck: list[int] = Field(default_factory=list)
    knocked_out: list[int] = Field(default_factory=list)  # face down: order unimportant
    removed: list[int] = Field(default_factory=list)  # starter Nirds out of the game
    unused_gnomes: list[int] = Field(default_factory=list)  # left in the box at setup
    unused_tactics: list[int] = Field(default_factory=list)  # left in the box (difficulty)
    damage: dict[int, int] = Field(default_factory=dict)  # gnome number -> damage on it
    dice_pool: int = Field(default=0, ge=0)  # dice not held by anyone
    wave: int = Field(default=1, ge=1, le=5)  # highest wave that entered play (5: deck ran out)
    # The Boss.
    boss: Boss | None = None  # the one in play
    boss_choice: Boss = Boss.RANDOM
    boss_health: int = 0
    boss_damage: int = 0
    minion_pile: list[int] = Field(default_factory=list)
    walls_used: list[int] = Field(default_factory=list)  # space indices already chosen
    outcome: str = ""  # "won" / "lost" once over
    reason: str = ""
    tallies: list[Tally] = Field(default_factory=list)  # the chart's points, round by round
