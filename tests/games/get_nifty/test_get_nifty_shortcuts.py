"""The engine's shortcuts for speed give what the plain rules give.

Challenge totals are added up from per-Plot tables of boosted stats, and the
side that is losing comes from `Table.total` rather than the screen's
breakdown; the legal actions and the table of a state are kept between the
questions asked about it. Random games at every table size check each of
these against the slow way, step by step.
"""

from __future__ import annotations

import pytest

from nifty_table.engine.rng import Rng
from nifty_table.engine.sim import seats_for
from nifty_table.games.get_nifty import GAME
from nifty_table.games.get_nifty.table import Table

STATS = ("danger", "safety", "weirdness", "niftyness")


def _plain_boosted(table: Table, card_id: str, stat: str):
    """A card's stat plus the Plot's boosts for its attributes, one by one."""
    card = table.card[card_id]
    value = card.stat(stat)
    plot = table.state.plot
    if value is None or plot is None:
        return value
    for boost in table.card[plot].boosts:
        if boost.stat == stat and boost.attribute in card.attributes:
            value += boost.amount
    return value


def test_boosted_tables_match_each_card_under_every_plot():
    state = GAME.new_game(seats_for(2), GAME.Options(), 1)
    table = Table(GAME.catalog, state)
    plots = [None, *sorted(GAME.catalog.plots)]
    boosted_somewhere = 0
    for plot in plots:
        state.plot = plot
        for stat in STATS:
            values = table.boosted(stat)
            for card_id, card in GAME.catalog.cards.items():
                assert values[card_id] == _plain_boosted(table, card_id, stat), (plot, card_id)
                boosted_somewhere += values[card_id] != card.stat(stat)
    assert boosted_somewhere > 0  # the deck has Plots that boost (Halloween's Demons)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_totals_and_legal_lists_agree_with_the_slow_way(players):
    challenges_seen = 0
    for seed in range(1, 6):
        state = GAME.new_game(seats_for(players), GAME.Options(), seed)
        rng = Rng.from_seed(seed)
        for _ in range(600):
            legal = GAME.legal_actions(state)
            if not legal:
                break
            # The cached list is the list worked out afresh.
            GAME.forget()
            assert GAME.legal_actions(state) == legal
            ch = state.challenge
            if ch is not None:
                challenges_seen += 1
                table = Table(GAME.catalog, state)
                for side in ("attack", "defence"):
                    assert table.total(ch, side) == table.breakdown(ch, side).total
            GAME.apply(state, legal[rng.below(len(legal))])
    assert challenges_seen > 50


def test_cancel_table_names_what_each_card_names():
    catalog = GAME.catalog
    named = catalog.cancel_targets
    assert set(named) == {c for c, card in catalog.cards.items() if card.cancels}
    for canceller, targets in named.items():
        card = catalog.cards[canceller]
        assert targets == {o for o, other in catalog.cards.items() if card.targets(other)}
    assert named["dex"] >= {"zoe"}  # the rulebook's own example: Dex cancels Zoe
    assert catalog.cancellable == {o for targets in named.values() for o in targets}
    assert "zoe" in catalog.cancellable


def test_drawing_takes_the_top_cards_in_order_then_reshuffles_for_the_rest():
    state = GAME.new_game(seats_for(2), GAME.Options(), 3)
    table = Table(GAME.catalog, state)
    hand = state.hands[0]
    pile = state.draw_pile
    state.discard.extend(pile[:-2])  # two cards left on the pile, the rest discarded
    del pile[:-2]
    top, second = pile[-1], pile[-2]
    discards = list(state.discard)
    del hand[2:]  # three short
    table.draw_to(0)
    assert hand[2:4] == [top, second]
    assert len(hand) == 5 and hand[4] in discards
    assert "The discards are shuffled into a new draw pile." in state.log
    assert state.log[-1] == f"{state.seats[0].name} draws 3."
    assert sorted(state.draw_pile + [hand[4]]) == sorted(discards)
