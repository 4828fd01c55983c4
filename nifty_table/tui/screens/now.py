"""'What can I do now?': the help tab written for the person at the keyboard."""

from __future__ import annotations

from collections.abc import Callable

from nifty_table.engine.contract import Action, Prompt
from nifty_table.engine.match import Match
from nifty_table.tui.literal import md_text

MAX_LISTED = 40


def now_text(
    match: Match,
    viewer: int | None,
    hint: str,
    public: bool = False,
    order: Callable[[Action], int] | None = None,
) -> str:
    """The current decision, a hint, and every legal choice (up to a limit):
    the choices only for the viewer deciding, or for a decision in public.
    `order` sorts the choices as the screen shows them (a hand's order)."""
    result = match.result()
    if result is not None:
        return f"# The game is over\n\n{md_text(result.summary)}"
    prompt: Prompt | None = match.prompt()
    assert prompt is not None
    whose = match.seats[prompt.seat].name
    if match.seats[prompt.seat].bot or (viewer != prompt.seat and not public):
        return f"# Waiting\n\nIt is {md_text(whose)}'s decision now."
    game, state = match.game, match.state
    # Choices that read the same (two copies of a card) count once, as in the list.
    actions = [a for a in match.legal_actions() if a.seat == prompt.seat]
    if order is not None:
        actions.sort(key=order)
    options = list(dict.fromkeys(game.describe(state, a) for a in actions))
    lines = [
        f"# {md_text(prompt.text)}",  # text from the game: literal, not Markdown
        "",
        hint,
        "",
        f"You have {len(options)} choice{'' if len(options) == 1 else 's'}:",
        "",
    ]
    lines += [f"- {md_text(o)}" for o in options[:MAX_LISTED]]
    if len(options) > MAX_LISTED:
        lines.append(f"- … and {len(options) - MAX_LISTED} more")
    return "\n".join(lines)
