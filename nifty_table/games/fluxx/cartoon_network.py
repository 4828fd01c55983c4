"""Cartoon Network Fluxx: the Fluxx engine with the Cartoon Network deck."""

from nifty_table.games.fluxx.game import FluxxGame

GAME = FluxxGame("cartoon-network-fluxx", "cartoon_network.toml")
