"""Prompts say what will happen (issue 6 item 10): a window before a Keeper
leaves its owner names the deed that follows, not always "take"."""

from __future__ import annotations

GUY = "surprise_you_cant_take_this_guy"  # answers a steal of your character Keeper


def test_window_before_trash_says_discard_not_take(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["action_trash_something"], 1: [GUY]}, tables={1: ["keeper_wash"]}
    )
    kit.play(g, st, "action_trash_something")
    kit.pick(g, st, card="keeper_wash", through=False)
    prompt = g.prompt(st)
    assert kit.kind(g, st) == "window"
    assert "discard Wash" in prompt.text and "take" not in prompt.text
    kit.cont(g, st)
    assert "keeper_wash" in st.discard  # and discarded it is


def test_window_before_steal_still_says_take(kit, ff):
    g = ff.game
    st = kit.arrange(
        g, hands={0: ["action_steal_something"], 1: [GUY]}, tables={1: ["keeper_wash"]}
    )
    kit.play(g, st, "action_steal_something")
    kit.pick(g, st, card="keeper_wash", through=False)
    assert "take Wash" in g.prompt(st).text
    kit.cont(g, st)
    assert "keeper_wash" in st.tables[0]
