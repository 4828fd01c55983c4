"""Computer players. The random bot picks any legal action; games may add better ones."""

from __future__ import annotations

from nifty_table.engine.contract import Action, Game, GameState
from nifty_table.engine.rng import Rng


def random_action(game: Game, state: GameState, rng: Rng) -> Action:
    """A uniformly random legal action for whoever must decide now."""
    return rng.choice(game.legal_actions(state))


def bot_action(game: Game, state: GameState, rng: Rng) -> Action:
    """The best bot a game offers (`game.bot_action`), else the random one."""
    chooser = getattr(game, "bot_action", None)
    if chooser is not None:
        return chooser(state, rng)
    return random_action(game, state, rng)
