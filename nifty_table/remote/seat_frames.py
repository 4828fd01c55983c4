"""Frames for a seat with a screen of its own (a remote seat, or a spectator).

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
    view = match.game.view(match.state, seat)
    log = table.transcript.lines_for(seat)
    if match.result() is not None:
        return Frame(seat=seat, view=view, question="The game is over.", log=log, over=True)
    prompt = match.prompt()
    assert prompt is not None
    mine = table.choices_for(seat) if seat is not None else []
    if seat is not None and seat == prompt.seat and not match.seats[seat].bot:
        start = getattr(match.game, "first_choice", lambda _: None)(match.state)
        return Frame(seat=seat, view=view, question=prompt.text, choices=mine, start=start, log=log)
    if mine and seat is not None:
        question = table.policy.claim_question(table.name(seat), own_turn=False)
        return Frame(seat=seat, view=view, question=question, choices=mine, log=log)
    if thinking is not None:
        pause = table.computer_pause(thinking)
        question = table.policy.thinking_text(match, thinking, pause, table.reaction_pause)
        return Frame(seat=seat, view=view, question=question, log=log)
    if table.decided_in_public(prompt):
        question = f"{table.name(prompt.seat)}: {prompt.text}"
    else:
        question = f"Waiting for {table.name(prompt.seat)}…"
    return Frame(seat=seat, view=view, question=question, log=log)
