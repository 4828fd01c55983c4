"""Plays whole games with computer players and checks invariants after every action.

Without strategies every seat plays a random legal action (the fuzzer in the
tests and the load of `nifty-table bench`); with one strategy per seat
(`nifty-table simulate --bots heuristic,random`) it compares computer players.
Random seats act out of turn (Scientists, tactic cards, Plots, Surprises) one
time in four when they may, whichever way they are played: the plain loop
draws exactly as seats given the `random` strategy would, so both play the
same seeded games.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from nifty_table.engine import registry, search, strategies
from nifty_table.engine.contract import (
    Action,
    Game,
    GameState,
    IllegalAction,
    Seat,
    asked,
    quiet_apply,
)
from nifty_table.engine.rng import Rng

DEFAULT_STEP_CAP = 20_000


@dataclass
class Violation:
    seed: int
    step: int
    message: str


@dataclass
class GameRun:
    seed: int
    actions: int
    finished: bool
    winners: list[int]
    violations: list[Violation] = field(default_factory=list)
    scores: list[int] | None = None  # final points per seat, when the game has them
    bots: list[str] | None = None  # the strategy of each seat, when not all random
    cooperative: str | None = None  # 'won' / 'lost' when the game is cooperative


def seats_for(n: int) -> list[Seat]:
    return [Seat(name=f"Bot {i + 1}", bot=True) for i in range(n)]


def check(game: Game, state: GameState) -> list[str]:
    """Contract checks every game must pass, plus the game's own invariants."""
    problems = list(game.check_invariants(state))
    prompt = game.prompt(state)
    over = game.result(state) is not None
    if prompt is None and not over:
        problems.append("no prompt, yet the game is not over")
    if prompt is not None and over:
        problems.append("the game is over, yet something is still asked")
    if prompt is None and game.legal_actions(state):
        problems.append("nobody is asked, yet legal actions are listed")
    if prompt is not None and not game.legal_actions(state):
        problems.append(f"prompt for seat {prompt.seat} has no legal answer")
    return problems


def play_one(
    game: Game,
    players: int,
    seed: int,
    *,
    options=None,
    checks: bool = True,
    step_cap: int = DEFAULT_STEP_CAP,
    players_strategies: Sequence[strategies.Strategy] | None = None,
) -> GameRun:
    """One seeded game; with `checks`, invariants after every action.

    Without `players_strategies` every seat plays a random legal action
    (the fast path for fuzzing and benchmarks); with one strategy per seat,
    each decides from its own view, and seats that may interrupt are asked
    first whether they react."""
    options = options if options is not None else game.Options()
    state = game.new_game(seats_for(players), options, seed)
    bot_rng = Rng.from_seed(seed ^ 0x5EED)
    run = GameRun(seed=seed, actions=0, finished=False, winners=[])
    prompt_of, legal, result = game.prompt, game.legal_actions, game.result
    apply = quiet_apply(game)  # nothing here reads the events
    while run.actions < step_cap:
        actions = legal(state)
        if not actions:  # the game is over, unless something is asked (the checks say so too)
            if prompt_of(state) is not None:
                message = "a prompt with no legal action"
                run.violations.append(Violation(seed, run.actions, message))
            break
        if players_strategies is None:
            action = random_action(game, state, actions, bot_rng)
        else:
            action = _strategy_action(game, state, players_strategies, bot_rng)
        try:
            apply(state, action)
        except IllegalAction as exc:
            run.violations.append(
                Violation(seed, run.actions, f"a listed action was refused: {exc.reason}")
            )
            break
        run.actions += 1
        if checks:
            for message in check(game, state):
                run.violations.append(Violation(seed, run.actions, message))
            if run.violations:
                break
    res = result(state)
    if res is not None:
        run.finished = True
        run.winners = list(res.winners)
        run.scores = list(res.scores) if res.scores is not None else None
        run.cooperative = res.cooperative
    return run


def random_action(game: Game, state: GameState, actions: list[Action], rng: Rng) -> Action:
    """What seats that all play `random` do, drawing from `rng` exactly as
    `_strategy_action` does with them: each seat that may interrupt acts out of
    turn one time in REACT_ONE_IN, else the asked seat answers."""
    first = actions[0].seat
    for action in actions:
        if action.seat != first:
            break
    else:  # the usual case: only one seat can act (a plain loop is the cheapest test)
        return actions[rng.below(len(actions))]
    now = asked(game, state)
    assert now is not None
    prompted, interrupters = now
    # Each seat's actions, in the listed order, sorted out in one pass: a
    # pydantic field read costs several times a plain one's, and a challenge
    # in Get Nifty has every other seat among its interrupters.
    by_seat: dict[int, list[Action]] = {}
    for action in actions:
        by_seat.setdefault(action.seat, []).append(action)
    for seat in interrupters:
        if seat != prompted:
            theirs = by_seat.get(seat)
            if theirs and not rng.below(strategies.REACT_ONE_IN):
                return theirs[rng.below(len(theirs))]
    mine = by_seat.get(prompted) or actions  # (else a violation)
    return mine[rng.below(len(mine))]


def _strategy_action(
    game: Game, state: GameState, players_strategies: Sequence[strategies.Strategy], rng: Rng
) -> Action:
    """An out-of-turn reaction if a seat that may interrupt wants one, else the
    prompted seat's choice."""
    prompt = game.prompt(state)
    assert prompt is not None
    for seat in prompt.interrupters:
        if seat != prompt.seat:
            reaction = strategies.react(game, state, seat, players_strategies[seat], rng)
            if reaction is not None:
                return reaction
    return strategies.decide(game, state, players_strategies[prompt.seat], rng)


@dataclass
class SimReport:
    game: str
    players: int
    runs: list[GameRun]
    bots: list[str] | None = None  # the strategies named, in seat order (before rotating)

    @property
    def finished(self) -> int:
        return sum(r.finished for r in self.runs)

    @property
    def violations(self) -> list[Violation]:
        return [v for r in self.runs for v in r.violations]

    def as_json(self) -> dict:
        actions = [r.actions for r in self.runs]
        wins = [0] * self.players
        for r in self.runs:
            for w in r.winners:
                wins[w] += 1
        scored = [r.scores for r in self.runs if r.scores is not None]
        points = [
            round(sum(s[seat] for s in scored) / len(scored), 2) if scored else None
            for seat in range(self.players)
        ]
        extra = {"bots": self.bots, "per_strategy": self.per_strategy()} if self.bots else {}
        together = [r.cooperative for r in self.runs if r.cooperative is not None]
        if together:  # a cooperative game: the table wins or loses as one
            won = together.count("won")
            extra["cooperative"] = {"won": won, "win_rate": round(won / len(self.runs), 4)}
        return {
            "game": self.game,
            "players": self.players,
            "games": len(self.runs),
            "finished": self.finished,
            "winners_per_seat": wins,
            "mean_points_per_seat": points,
            "mean_actions": round(sum(actions) / len(actions), 2) if actions else 0,
            "max_actions": max(actions, default=0),
            "violations": [
                {"seed": v.seed, "step": v.step, "message": v.message} for v in self.violations
            ],
            **extra,
        }

    def per_strategy(self) -> dict[str, dict]:
        """Wins and points per strategy name, over every seat it played
        (so rotating the seats cancels the advantage of a position)."""
        table: dict[str, dict] = {}
        for r in self.runs:
            for seat, name in enumerate(r.bots or []):
                entry = table.setdefault(name, {"seat_games": 0, "wins": 0, "points": 0})
                entry["seat_games"] += 1
                entry["wins"] += seat in r.winners
                entry["points"] += r.scores[seat] if r.scores else 0
        for entry in table.values():
            games = entry["seat_games"] or 1
            entry["win_rate"] = round(entry["wins"] / games, 4)
            entry["mean_points"] = round(entry.pop("points") / games, 2)
        return table


def table_setup(game: Game, game_id: str, players: int, options: dict[str, str] | None):
    """The game's Options from `options` (names as in its Options), checked
    with the player count before any game is played: an unknown option or
    count is a ValueError, a bad value pydantic's ValidationError."""
    for key in options or {}:
        if key not in game.Options.model_fields:
            names = ", ".join(game.Options.model_fields) or "none"
            raise ValueError(f"{game_id} has no option {key!r} (its options: {names})")
    if not game.min_players <= players <= game.max_players:
        raise ValueError(
            f"{game.title} takes {game.min_players} to {game.max_players} players, not {players}"
        )
    return game.Options(**(options or {}))


def simulate(
    game_id: str,
    players: int,
    games: int,
    seed: int,
    checks: bool = True,
    bots: Sequence[str] | None = None,
    rotate: bool = False,
    options: dict[str, str] | None = None,
    progress: Callable[[int], None] | None = None,
    think: float | None = None,
) -> SimReport:
    """Seeded games in a row; `progress`, if given, is told after each game.
    `bots` names one strategy per seat; with `rotate`, game k seats them
    shifted by k places, so every strategy plays every position equally often.
    `options` (names as in the game's Options) set up every game alike;
    `think` is the time per decision of the strategies that search (processor
    time: see search.for_measuring)."""
    game = registry.load(game_id)
    setup = table_setup(game, game_id, players, options)
    if bots is not None and len(bots) != players:
        raise ValueError(f"--bots names {len(bots)} strategies for {players} players")
    for name in bots or ():
        strategies.get(game_id, name)  # an unknown name fails before any game is played
    runs = []
    for i in range(games):
        seated, names = None, []
        if bots is not None:
            shift = i % players if rotate else 0
            names = [bots[(seat - shift) % players] for seat in range(players)]
            seated = [strategies.get(game_id, name) for name in names]
            for strategy in seated:
                search.for_measuring(strategy, think)
        run = play_one(
            game, players, seed + i, options=setup, checks=checks, players_strategies=seated
        )
        run.bots = names if bots is not None else None
        runs.append(run)
        if progress is not None:
            progress(1)
    return SimReport(game_id, players, runs, list(bots) if bots is not None else None)
