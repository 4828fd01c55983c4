"""Firefly Fluxx: the Fluxx engine with the Firefly deck (Creepers, Surprises)."""

from nifty_table.games.fluxx.game import FluxxGame

GAME = FluxxGame("firefly-fluxx", "firefly.toml")
