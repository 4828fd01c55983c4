"""Firefly Fluxx: the Fluxx engine with the Firefly deck (Creepers, Surprises)."""

from nifty_table.games.fluxx.game import FluxxGame
from nifty_table.games.fluxx.state import FireflyOptions

GAME = FluxxGame("firefly-fluxx", "firefly.toml", options=FireflyOptions)
