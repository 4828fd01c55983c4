"""The per-seat transcript and the hand-over policy, without a pilot."""

from __future__ import annotations

from nifty_table.engine.contract import Event, Prompt, PromptKind, Seat
from nifty_table.table import handoff
from nifty_table.table.transcript import Transcript, recap


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
    assert handoff.HandOver(people, 0, 1, _prompt(1)).needs_curtain()
    assert not handoff.HandOver(people, 1, 1, _prompt(1)).needs_curtain()  # same person keeps it
    assert not handoff.HandOver(people, 0, 1, _prompt(1, private=False)).needs_curtain()
    assert not handoff.HandOver(with_bot, None, 0, _prompt(0)).needs_curtain()  # one person only
    assert not handoff.HandOver(people, 0, 1, _prompt(1), enabled=False).needs_curtain()
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


def test_a_take_back_cuts_the_transcript_but_keeps_private_lines_and_recap_marks():
    log = Transcript(["Round 1 begins."])
    log.add([Event(text="Ann draws 2 cards.", private={0: "you drew B1 and R3"})])
    log.mark(1)  # Bob looked here
    log.add([Event(text="Ann covers a box.")])
    log.mark(0)
    log.add([Event(text="Bob covers a box.")])  # this one is taken back
    cut = log.rebuilt(["Round 1 begins.", "Ann draws 2 cards.", "Ann covers a box."])
    assert cut.lines_for(0) == [
        "Round 1 begins.",
        "Ann draws 2 cards.",
        "(you) you drew B1 and R3",
        "Ann covers a box.",
    ]
    assert cut.since(1) == ["Ann covers a box."]  # Bob's recap is still there
    assert cut.since(0) == []
    cut.add([Event(text="Bob covers another box.")])
    assert cut.since(0) == ["Bob covers another box."]


def test_a_transcript_that_cannot_line_up_falls_back_to_the_public_log():
    log = Transcript(["a", "b"])
    log.mark(0)
    cut = log.rebuilt(["x"])  # not a prefix of what it holds: only the log itself
    assert cut.lines_for(None) == ["x"] and cut.since(0) == []


def test_who_may_see_without_a_curtain():
    people = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy", bot=True)]
    alone = [Seat(name="Ann"), Seat(name="Cy", bot=True)]
    public, private = _prompt(1, private=False), _prompt(1)
    # A public pick shows nobody's hand unless the one deciding already had the screen.
    assert handoff.HandOver(people, 0, 1, public).viewer_without_curtain() is None
    assert handoff.HandOver(people, 1, 1, public).viewer_without_curtain() == 1
    assert handoff.HandOver(people, 1, 1, private).viewer_without_curtain() == 1
    # Alone among computers, or with curtains off, the person deciding sees their view.
    assert handoff.HandOver(alone, None, 0, _prompt(0, private=False)).viewer_without_curtain() == 0
    assert handoff.HandOver(people, 0, 1, public, enabled=False).viewer_without_curtain() == 1
    # While a computer decides or the table watches: nobody, unless one person sits
    # alone with computers.
    assert handoff.viewer_in_public(people) is None
    assert handoff.viewer_in_public(alone) == 0


def test_the_recap_counts_its_earlier_lines_in_words_that_agree():
    lines = [f"line {n}" for n in range(10)]
    assert recap(lines[:9], limit=8)[0] == "Since your last turn (1 earlier line in the log):"
    assert recap(lines, limit=8)[0] == "Since your last turn (2 earlier lines in the log):"
    assert recap(lines[:8], limit=8)[0] == "Since your last turn:"


def test_the_recap_tells_a_line_repeated_in_a_row_once_with_how_many_times():
    discard = "Bob discards a card for the Hand Limit."
    lines = ["Ann plays Jake.", *[discard] * 7, "Bob plays Finn.", discard]
    assert recap(lines, limit=3) == [
        "Since your last turn (1 earlier line in the log):",
        f"{discard} (7 times)",
        "Bob plays Finn.",
        discard,
    ]
    assert recap([discard, discard]) == ["Since your last turn:", f"{discard} (2 times)"]


def test_a_move_made_in_public_is_no_news_to_its_maker_but_its_secrets_still_are():
    log = Transcript(["Round 1 begins."])
    log.mark(0)
    log.add([Event(text="Bob gives Ann a card.", private={0: "you got R3"})])
    log.add([Event(text="Ann plays as Fox.")])
    log.mark_public(0)  # Ann's own pick, made with nobody's hand on screen
    log.add([Event(text="Bob plays as Owl.")])
    assert log.since(0) == ["Bob plays as Owl."]
    assert log.private_since(0) == ["you got R3"]  # never on screen for her
    rebuilt = log.rebuilt(["Round 1 begins.", "Bob gives Ann a card."])  # Ann's pick taken back
    rebuilt.add([Event(text="Ann plays as Owl.")])
    assert rebuilt.since(0) == ["Ann plays as Owl."]
