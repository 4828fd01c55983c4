"""'What can I do now?': the help tab written for the person at the keyboard,
from their frame."""

from __future__ import annotations

from collections.abc import Callable

from nifty_table.engine.contract import Action
from nifty_table.table.frame import Frame
from nifty_table.tui.literal import md_text

MAX_LISTED = 40


def now_text(frame: Frame, hint: str, order: Callable[[Action], int] | None = None) -> str:
    """The current decision, a hint, and every choice (up to a limit): the
    frame holds choices only for the viewer deciding, or for a decision in
    public. `order` sorts the choices as the screen shows them (a hand's order)."""
    result = frame.result
    if result is not None:
        return f"# The game is over\n\n{md_text(result.summary)}"
    prompt = frame.prompt
    assert prompt is not None
    whose = frame.names[prompt.seat]
    # The deciding seat's own choices (not a claimant's: those are theirs).
    choices = [c for c in frame.choices if c.action.seat == prompt.seat]
    if frame.bots[prompt.seat] or not choices:
        return f"# Waiting\n\nIt is {md_text(whose)}'s decision now."
    if order is not None:
        choices.sort(key=lambda choice: order(choice.action))
    # Choices that read the same (two copies of a card) count once, as in the list.
    options = list(dict.fromkeys(choice.label for choice in choices))
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
