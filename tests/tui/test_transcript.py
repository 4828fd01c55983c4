"""The per-seat transcript and the hand-over policy, without a pilot."""

from __future__ import annotations

from nifty_table.engine.contract import Event, Prompt, PromptKind, Seat
from nifty_table.tui import handoff
from nifty_table.tui.transcript import Transcript, recap


def test_a_seat_reads_public_lines_and_only_its_own_private_ones():
    log = Transcript(["Round 1 begins."])
    log.add([Event(text="Ann draws 2 cards.", private={0: "you drew B1 and R3"})])
    log.add([Event(text="", private={1: "you drew G9"})])
    assert log.lines_for(0) == ["Round 1 begins.", "Ann draws 2 cards.", "(you) you drew B1 and R3"]
    assert log.lines_for(1) == ["Round 1 begins.", "Ann draws 2 cards.", "(you) you drew G9"]
    assert log.lines_for(None) == ["Round 1 begins.", "Ann draws 2 cards."]


def test_the_transcript_keeps_the_newest_lines():
    log = Transcript([f"line {i}" for i in range(10)], keep=4)
    log.add([Event(text="line 10")])
    assert log.lines_for(None) == ["line 7", "line 8", "line 9", "line 10"]
    assert log.end == 11
    assert log.lines_for(None, last=2) == ["line 9", "line 10"]


def _prompt(seat: int, private: bool = True) -> Prompt:
    return Prompt(seat=seat, kind=PromptKind.OPTION, text="choose", private=private)


def test_the_curtain_goes_up_only_between_two_people_with_secrets():
    people = [Seat(name="Ann"), Seat(name="Bob")]
    with_bot = [Seat(name="Ann"), Seat(name="Cy", bot=True)]
    assert handoff.needs_curtain(people, 0, 1, _prompt(1))
    assert not handoff.needs_curtain(people, 1, 1, _prompt(1))  # same person keeps it
    assert not handoff.needs_curtain(people, 0, 1, _prompt(1, private=False))
    assert not handoff.needs_curtain(with_bot, None, 0, _prompt(0))  # one person only
    assert not handoff.needs_curtain(people, 0, 1, _prompt(1), enabled=False)
    assert handoff.humans(with_bot) == [0]


def test_since_your_last_turn_lists_public_lines_after_the_mark():
    log = Transcript(["Round 1 begins."])
    assert log.since(0) == []  # never held the keyboard: nothing to recap
    log.mark(0)
    log.add([Event(text="Bob plays G5.", private={1: "you kept B1"}), Event(text="— Turn 2 —")])
    log.add([Event(text="Cy passes.")])
    # Nobody else's secrets, and no headings.
    assert log.since(0) == ["Bob plays G5.", "Cy passes."]
    log.mark(0)
    assert log.since(0) == []


def test_the_recap_keeps_the_newest_lines():
    lines = [f"Player {i} plays a card." for i in range(10)]
    assert recap(lines, limit=3) == [
        "Since your last turn (7 earlier lines in the log):",
        "Player 7 plays a card.",
        "Player 8 plays a card.",
        "Player 9 plays a card.",
    ]
    assert recap(lines[:1]) == ["Since your last turn:", "Player 0 plays a card."]
    assert recap([]) == []
