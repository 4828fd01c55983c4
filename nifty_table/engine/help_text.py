"""A game's rules in our own words (Markdown files under assets/help), read
once per game: the help panel and `nifty-table rules GAME` share them."""

from __future__ import annotations

from functools import lru_cache

from nifty_table.engine.assets import asset, read_text


@lru_cache(maxsize=16)
def rules_text(game_id: str | None) -> str:
    """The rules of one game (the table's own help for None)."""
    if game_id is None:
        return read_text("help", "table.md")
    from nifty_table.engine.registry import info

    parts = []
    for name in info(game_id).help_files:
        node = asset("help", name)
        if node.is_file():
            parts.append(node.read_text(encoding="utf-8"))
    return "\n\n".join(parts) or f"# {game_id}\n\nThe rules are not written up yet."
