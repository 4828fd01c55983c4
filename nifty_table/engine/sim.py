"""Plays whole games with random bots and checks invariants after every action.

The same loop is the fuzzer in the tests, `nifty-table simulate` and the load
of `nifty-table bench`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from nifty_table.engine import registry
from nifty_table.engine.contract import Game, GameState, IllegalAction, Seat
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
) -> GameRun:
    """One seeded random game; with `checks`, invariants after every action."""
    options = options if options is not None else game.Options()
    state = game.new_game(seats_for(players), options, seed)
    bot_rng = Rng.from_seed(seed ^ 0x5EED)
    run = GameRun(seed=seed, actions=0, finished=False, winners=[])
    prompt_of, legal, apply, result = game.prompt, game.legal_actions, game.apply, game.result
    while run.actions < step_cap:
        if prompt_of(state) is None:
            break
        actions = legal(state)
        if not actions:
            run.violations.append(Violation(seed, run.actions, "a prompt with no legal action"))
            break
        action = actions[bot_rng.below(len(actions))]
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
    return run


@dataclass
class SimReport:
    game: str
    players: int
    runs: list[GameRun]

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
        return {
            "game": self.game,
            "players": self.players,
            "games": len(self.runs),
            "finished": self.finished,
            "winners_per_seat": wins,
            "mean_actions": round(sum(actions) / len(actions), 2) if actions else 0,
            "max_actions": max(actions, default=0),
            "violations": [
                {"seed": v.seed, "step": v.step, "message": v.message} for v in self.violations
            ],
        }


def simulate(game_id: str, players: int, games: int, seed: int, checks: bool = True) -> SimReport:
    game = registry.load(game_id)
    if not game.min_players <= players <= game.max_players:
        raise ValueError(
            f"{game.title} takes {game.min_players} to {game.max_players} players, not {players}"
        )
    runs = [play_one(game, players, seed + i, checks=checks) for i in range(games)]
    return SimReport(game_id, players, runs)
