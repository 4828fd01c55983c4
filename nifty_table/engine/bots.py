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


def bot_reaction(game: Game, state: GameState, seat: int, rng: Rng) -> Action | None:
    """An out-of-turn play for a computer seat, or None to let things be.

    Legal actions addressed to seats other than the prompted one are
    reactions (a Surprise, say); a computer uses one about half the time.
    """
    chooser = getattr(game, "bot_reaction", None)
    if chooser is not None:
        return chooser(state, seat, rng)
    options = [a for a in game.legal_actions(state) if a.seat == seat]
    if not options or rng.below(2):
        return None
    return rng.choice(options)
