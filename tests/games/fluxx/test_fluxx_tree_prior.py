"""Firefly's hard seat is the tree search with the rule of thumb's choice
favoured (TREE_PRIOR_BONUS) and less exploring (TREE_EXPLORE); a hint
searches the same tree without that favour."""

from __future__ import annotations

from nifty_table.engine import elsewhere, levels, strategies
from nifty_table.engine.contract import Seat
from nifty_table.engine.ismcts import IsmctsStrategy
from nifty_table.engine.match import Match
from nifty_table.engine.rng import Rng
from nifty_table.games.fluxx.bot.search import TREE_EXPLORE, TREE_PRIOR_BONUS
from nifty_table.table.hints import ask_search

GAME_ID = "firefly-fluxx"


def test_the_hard_seat_favours_the_rule_of_thumbs_choice():
    hard = levels.strategy(GAME_ID, "hard")
    assert isinstance(hard, IsmctsStrategy)
    assert hard.spec.tree_prior_bonus == TREE_PRIOR_BONUS > 0
    assert hard.spec.tree_explore == TREE_EXPLORE


def test_a_hint_gives_the_rule_of_thumbs_choice_no_lead(monkeypatch):
    match = Match.new(GAME_ID, [Seat(name=n) for n in ("Ann", "Bob", "Cy", "Di")], seed=3)
    heuristic = strategies.get(GAME_ID, "heuristic")
    rng = Rng.from_seed(3)
    while not (match.prompt().seat == 0 and len(set(match.legal_actions())) > 2):
        match.apply(strategies.decide(match.game, match.state, heuristic, rng))
    # The hint's search, here in this process rather than the deciding one.
    monkeypatch.setattr(elsewhere, "rank", elsewhere._rank)
    favoured = []
    real = IsmctsStrategy.favoured
    monkeypatch.setattr(
        IsmctsStrategy,
        "favoured",
        lambda self, *args: favoured.append(real(self, *args)) or favoured[-1],
    )
    hint = ask_search(match, 0, 0.05)()
    assert len(hint.advice) >= 2
    assert favoured and all(choice is None for choice in favoured)
