"""A heuristic computer player for Fluxx, as a Strategy (engine/strategies.py).

Static scoring, no search: every legal action of the deciding seat gets a
number from what the cards say about the Goals in play (who meets them, how
far each player is from them, which Keepers matter), and the best one is
taken (ties broken by the rng passed in). It sees only its seat's view and
legal actions. Modules: goals (what a Goal asks for), context (the table as
the seat sees it, and what single moves are worth), table_values (Actions
that move Keepers), scoring (every kind of decision), strategy (the entry).
"""

from nifty_table.games.fluxx.bot.strategy import HeuristicStrategy

__all__ = ["HeuristicStrategy"]
