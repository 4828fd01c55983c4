"""NΣT! at the table: a stray Enter never doubles a negative score, and the
prompt on screen says what doubling does."""

from __future__ import annotations

from tui_helpers import make_app, net_match, settle, visible_text

from nifty_table.engine.rng import Rng
from nifty_table.games.net import queries
from nifty_table.games.net.state import Phase


def _at_a_negative_double(seed: int = 10):
    """Seeded random play until Ann (a person) holds the bonus card over a
    negative round score (seed 10 gets there in round 1)."""
    match = net_match("Ann,bot:Bob,bot:Cy", seed=seed)
    rng = Rng.from_seed(seed)
    while match.state.phase is not Phase.DOUBLE:
        assert match.state.round == 1, "the seed no longer reaches a double prompt"
        match.apply(rng.choice(match.legal_actions()))
    state = match.state
    assert state.turn == 0
    points = queries.team_points(state)[state.teams[0]]
    assert points < 0
    return match, points


async def test_a_stray_enter_keeps_a_negative_score(saves_dir):
    match, points = _at_a_negative_double()
    before = match.state.scores[0]
    app = make_app(saves_dir, match)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        prompt = visible_text(app.screen.query_one("#prompt"))
        assert f"lowers them to {2 * points:+d}" in " ".join(prompt.split())
        choices = visible_text(app.screen.query_one("#choices"))
        assert choices.splitlines()[0].strip().startswith(f"Keep it as it is: {points:+d}")
        assert f"Double it: {points:+d} becomes {2 * points:+d}" in choices
        await pilot.press("enter")
        await settle(pilot)
    record = match.state.history[-1]
    assert not record.doubled
    assert match.state.scores[0] == before + points
