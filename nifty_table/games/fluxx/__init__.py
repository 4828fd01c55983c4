"""Fluxx: one rules engine, several themed decks (assets/fluxx/*.toml)."""

from nifty_table.games.fluxx.game import FluxxGame

__all__ = ["FluxxGame"]
