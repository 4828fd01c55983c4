"""Events made the quick way are the same Events the model's constructor makes."""

from __future__ import annotations

from nifty_table.engine.contract import Event, new_event


def test_a_public_line_is_the_plain_event_with_its_own_empty_private_part():
    first, second = new_event("Ann draws 5."), new_event("Bob draws 5.")
    assert first == Event(text="Ann draws 5.")
    assert first.private == {} and first.private is not second.private  # never shared


def test_a_private_part_is_kept_and_checked_like_the_constructor_does():
    event = new_event("Ann draws a card.", {0: "You drew Zoe."})
    assert event == Event(text="Ann draws a card.", private={0: "You drew Zoe."})
    assert new_event("x", {}) == Event(text="x")
