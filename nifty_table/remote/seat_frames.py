"""Frames for a seat with a screen of its own (a remote seat, or a spectator):
the frame a table screen draws for that seat, with its own answers.

At one keyboard the table shows one frame at a time and passes the keys;
here every seat has its own screen, so each gets a frame built from its own
view only, listing the answers it may give now: on its turn the prompt's,
out of turn whatever the rules let it play (a Surprise, a plot, help), never
another seat's choices.
"""

from __future__ import annotations

from nifty_table.engine.contract import Prompt
from nifty_table.table.frame import Frame
from nifty_table.table.table import Table


def seat_frame(table: Table, seat: int | None, thinking: Prompt | None = None) -> Frame:
    """What `seat` (None: a spectator) may know now; `thinking`: a computer
    decides that prompt."""
    match = table._match
    full = table.frame_for(seat, thinking)  # what a screen draws for `seat`
    if full.over:
        return full
    prompt = match.prompt()
    assert prompt is not None
    asked: dict[str, object] = {"choices": [], "start": None, "back": None}
    mine = table.choices_for(seat) if seat is not None else []
    if seat is not None and seat == prompt.seat and not match.seats[seat].bot:
        start = getattr(match.game, "first_choice", lambda _: None)(match.state)
        return full.model_copy(
            update={**asked, "question": prompt.text, "choices": mine, "start": start}
        )
    if mine and seat is not None:
        question = table.policy.claim_question(table.name(seat), own_turn=False)
        return full.model_copy(update={**asked, "question": question, "choices": mine})
    if thinking is None and table.waiting_for_computer():
        thinking = prompt  # said as the host's own screen says it, whoever drives the game
    if thinking is not None:
        pause = table.computer_pause(thinking)
        question = table.policy.thinking_text(match, thinking, pause, table.reaction_pause)
    elif table.decided_in_public(prompt):
        question = f"{table.name(prompt.seat)}: {prompt.text}"
    else:
        question = f"Waiting for {table.name(prompt.seat)}…"
    return full.model_copy(update={**asked, "question": question})
