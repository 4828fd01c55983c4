"""The Fluxx log and prompts read as English: a card that ends in "!" ends the
sentence itself, counts agree, nobody gives a card to "themself", and a card
repeated from under a rule is not "played" again."""

from __future__ import annotations

from nifty_table.engine.sim import seats_for
from nifty_table.games.fluxx.actions import Join, PlaySurprise, UseRule


def texts(events) -> list[str]:
    return [e.text for e in events]


def test_a_surprise_ending_in_an_exclamation_mark_gets_no_second_one(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={0: ["action_shiny"], 2: ["surprise_stop_that"]})
    kit.play(g, st, "action_shiny", through=False)
    lines = texts(kit.do(g, st, PlaySurprise(seat=2, card="surprise_stop_that")))
    assert "P2 plays the Surprise Stop That!" in lines
    assert not any("!!" in line for line in lines)


def test_one_card_left_over_goes_to_the_discards(kit, ff):
    g = ff.game
    top = ["keeper_book", "keeper_mule", "keeper_wash"]
    st = kit.arrange(g, hands={0: ["action_draw_3_play_2"]}, draw=top)
    kit.play(g, st, "action_draw_3_play_2")
    for card in ("keeper_book", "keeper_mule"):
        kit.pick(g, st, card=card)
    assert "The unused Wash goes to the discard pile." in st.log


def test_a_card_given_to_yourself_is_kept(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={0: ["action_everybody_gets_1"]}, draw=["keeper_book"])
    kit.play(g, st, "action_everybody_gets_1")
    labels = [g.describe(st, a) for a in g.legal_actions(st)]
    assert "Keep Book" in labels and not any("to P0" in label for label in labels)
    events = kit.pick(g, st, card="keeper_book", target=0)
    assert "P0 keeps a card." in texts(events)
    assert events[0].private == {0: "You kept Book."}


def test_a_repeat_from_under_the_rule_is_no_new_play(kit, ff):
    g = ff.game
    st = kit.arrange(g, hands={1: ["surprise_stop_that"]}, rules=["rule_lets_keep_doing_that"])
    st.attached = "action_shiny"
    g.forget()
    kit.do(g, st, UseRule(seat=0, card="rule_lets_keep_doing_that"))
    prompt = g.prompt(st)
    assert prompt.text.startswith("P0 uses Shiny! Continue")
    assert "played" not in prompt.text


def test_a_player_jumping_in_is_said_to_get_their_cards_once(kit, deck):
    """Jumping in used to log "Cy jumps in and is dealt 3 cards." and then
    "Cy draws 3 cards.", which read like six cards; the draw says it alone."""
    g = deck.game
    top = deck.keepers[2:5]
    st = kit.arrange(g, players=2, names=["Ann", "Bob"], draw=top)
    lines = texts(kit.do(g, st, Join(seat=2, name="Cy")))
    assert lines == ["Cy jumps in, last in the turn order.", "Cy draws 3 cards."]
    assert st.hands[2] == top  # (the rule is as it was: three cards from the top)
    assert st.log[-2:] == lines


def test_a_new_game_says_each_opening_hand_once(deck):
    """The opening used to say "Everyone is dealt 3 cards." before each
    hand's own "Ann draws 3 cards."; now only the draws give the count."""
    g = deck.game
    st = g.new_game(seats_for(3), g.Options(), 1)
    opening = st.log[: st.log.index(f"— Turn 1: {st.seats[st.active].name} —")]
    assert opening[0] == f"A game of {g.title} for 3."
    assert not any("dealt" in line for line in opening)
    draws = [line for line in opening if line.endswith("draws 3 cards.")]
    assert len(draws) == 3
