"""Every effect handler, registered once by key (see assets/fluxx/HANDLERS.md)."""

from nifty_table.games.fluxx.effects import (  # noqa: F401  (importing registers them)
    counters,
    creepers,
    draws,
    free_actions,
    hands,
    keepers,
    luck,
    powers,
    stacking,
    table_rules,
    turns,
)
from nifty_table.games.fluxx.registry import EFFECTS, Effect

__all__ = ["EFFECTS", "Effect"]
