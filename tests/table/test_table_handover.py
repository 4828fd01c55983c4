"""The hand-over protocol on the table itself, without a screen: who sees what
after each action, curtains, take back through a curtain, reaction windows,
round ends and computer turns, over whole seeded games of all five games."""

from __future__ import annotations

import re

import pytest

from nifty_table.engine.contract import Action, Seat
from nifty_table.engine.match import Match, TakeBackRefused
from nifty_table.engine.rng import Rng
from nifty_table.table import handoff
from nifty_table.table.steps import (
    Asks,
    ComputerDecides,
    ComputerReacts,
    Curtain,
    GameOver,
    GoesOn,
    Watched,
)
from nifty_table.table.table import Table

GAMES = ["net", "firefly-fluxx", "cartoon-network-fluxx", "get-nifty", "nirds"]
HIDES_NOTHING = {"nirds"}


def _table(game_id: str, names: str, seed: int, **kw) -> Table:
    seats = []
    for name in names.split(","):
        bot = name.startswith("bot:")
        seats.append(Seat(name=name.removeprefix("bot:"), bot=bot))
    return Table(Match.new(game_id, seats, seed=seed), bot_delay=0, **kw)


def _own(table: Table, seat: int, rng: Rng) -> Action:
    own = [a for a in table._match.legal_actions() if a.seat == seat]
    return rng.choice(own)


class Walk:
    """Plays a table by its steps as a keyboard would, and checks after every
    step that nobody's view is on screen but that of the person at the keys."""

    def __init__(self, table: Table, seed: int) -> None:
        self.table = table
        self.rng = Rng.from_seed(seed)
        people = table.people
        # With one person at the table, the keyboard is theirs from the start.
        self.at_keys: int | None = people[0] if len(people) == 1 else None
        self.seen: list[type] = []
        self.actions = 0

    def step(self) -> bool:
        table, match = self.table, self.table._match
        step = table.next_step()
        self.seen.append(type(step))
        prompt = match.prompt()
        if isinstance(step, GameOver):
            assert table.viewer is None and match.result() is not None
            return False
        assert prompt is not None
        if isinstance(step, Curtain):
            assert table.viewer is None  # the table hides everything behind it
            assert step.seat == prompt.seat and not match.seats[step.seat].bot
            assert step.name == match.seats[step.seat].name
            public = set(match.state.log)
            # Public words only (a line told several times in a row says how many).
            told = [re.sub(r" \(\d+ times\)$", "", line) for line in step.recap[1:]]
            assert all(line in public for line in told), told
            if step.undo_by is not None:
                assert match.actions[-1].seat == step.undo_by == self.at_keys
            table.lift(step.seat)
            self.at_keys = step.seat
            action = _own(table, step.seat, self.rng)
        elif isinstance(step, Asks):
            if not table.policy.hides_nothing:
                assert table.viewer in (None, prompt.seat)
            if table.viewer is not None:
                self.at_keys = table.viewer
            action = _own(table, prompt.seat, self.rng)
        elif isinstance(step, Watched):
            # Nobody's hand while the table watches; but a person alone with
            # computers keeps theirs: there is nobody to hide it from.
            assert table.viewer == handoff.alone(match.seats)
            action = _own(table, prompt.seat, self.rng)
        elif isinstance(step, ComputerDecides):
            assert match.seats[prompt.seat].bot and step.prompt == prompt
            action = table.own_action(prompt.seat, table.computer_choice(prompt.seat))
        elif isinstance(step, ComputerReacts):
            assert match.seats[step.action.seat].bot
            action = step.action
        else:
            assert isinstance(step, GoesOn)
            action = step.action
        # The mechanism: the screen shows the public view or the view of the
        # person who has the keyboard (a game hiding nothing shows it all).
        if not table.policy.hides_nothing:
            assert table.viewer in (None, self.at_keys)
        table.submit(action)
        self.actions += 1
        return True

    def play(self, limit: int) -> None:
        while self.actions < limit and self.step():
            pass


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("names", ["Ann,Bob", "Ann,bot:Cy,Bob", "Ann,bot:Cy"])
def test_only_the_person_at_the_keys_is_ever_shown(game_id, names):
    for seed in (1, 2):
        walk = Walk(_table(game_id, names, seed, reaction_pause=3.0), seed)
        walk.play(400)
        people = names.count(",") + 1 - names.count("bot:")
        if game_id in HIDES_NOTHING or people < 2:
            assert Curtain not in walk.seen  # nothing to hide, or nobody to hide it from
        else:
            assert Curtain in walk.seen
        if "bot:" in names:
            assert ComputerDecides in walk.seen


@pytest.mark.parametrize("game_id", ["net", "get-nifty", "firefly-fluxx"])
def test_a_take_back_through_the_curtain_returns_the_keyboard(game_id):
    table = _table(game_id, "Ann,Bob", 3)
    walk = Walk(table, 3)
    for _ in range(300):
        step = table.next_step()
        if isinstance(step, Curtain) and step.undo_by is not None:
            break
        walk.step()
    else:
        pytest.fail("no curtain offered a take-back")
    undo_by = step.undo_by
    before = len(table._match.actions)
    taken = table.take_back(undo_by)
    assert taken.actions and len(table._match.actions) < before
    assert table.viewer is None  # the decision goes back behind a curtain of its own
    again = table.next_step()
    assert isinstance(again, Curtain) and again.seat == undo_by
    assert again.undo_by is None  # nothing of anybody's is left to take back there
    table.lift(undo_by)
    assert table.viewer == undo_by


def test_take_back_belongs_to_the_person_whose_view_is_on_screen():
    table = _table("net", "Ann,Bob", 5)
    walk = Walk(table, 5)
    while not (isinstance(table.next_step(), Curtain) and table._match.actions):
        walk.step()
    # Behind Bob's curtain, u is for Ann (who decided) only through the curtain.
    assert table.viewer is None and table.take_back_seat() is None
    with pytest.raises(TakeBackRefused):
        table.take_back(1 - table._match.actions[-1].seat)


def test_a_reaction_window_is_watched_by_all_and_goes_on_alone_without_a_pause():
    found = False
    for seed in range(1, 8):
        table = _table("firefly-fluxx", "Ann,Bob", seed, reaction_pause=3.0)
        walk = Walk(table, seed)
        walk.play(300)
        if Watched in walk.seen:
            found = True
            assert GoesOn not in walk.seen  # people at the table: they get the pause
            break
    assert found, "no reaction window in seven games"
    lone = _table("firefly-fluxx", "Ann,Bob", seed, reaction_pause=0.0)
    walk = Walk(lone, seed)
    walk.play(300)
    assert Watched not in walk.seen and GoesOn in walk.seen  # no pause: it goes on


def test_a_computer_decides_in_public_unless_one_person_sits_alone():
    table = _table("net", "Ann,bot:Cy,Bob", 2)
    walk = Walk(table, 2)
    while not isinstance(table.next_step(), ComputerDecides):
        walk.step()
    assert table.viewer is None
    alone = _table("net", "Ann,bot:Cy", 2)
    walk = Walk(alone, 2)
    while not isinstance(alone.next_step(), ComputerDecides):
        walk.step()
    assert alone.viewer == 0  # Ann's own hand stays hers: nobody to hide it from


def test_a_claim_out_of_turn_shows_the_claimant_only():
    table = _table("get-nifty", "Ann,Bob,Cy", 4)
    step = table.next_step()
    assert isinstance(step, Curtain)
    table.lift(step.seat)
    table.claim(2)
    assert table.claimant == 2 and table.viewer == 2
    assert table.claimant_may_choose()
    table.lift(0)  # another person's view: the claim's choices are not theirs to read
    assert not table.claimant_may_choose()
    table.next_step()
    assert table.claimant is None  # the next step ends any claim


def test_a_round_end_is_read_by_all_and_the_next_round_starts_behind_a_curtain():
    table = _table("net", "Ann,Bob,Cy", 6)
    walk = Walk(table, 6)
    while not table._match.state.history:
        assert walk.step()
    assert table.round_ended and table.viewer is None  # the summary is for everyone
    # New hands are dealt: whoever decides first lifts a curtain, even the
    # person who played the round's last card.
    assert isinstance(table.next_step(), Curtain)
    walk.step()
    assert not table.round_ended


def test_the_table_saves_and_says_why_it_could_not(tmp_path):
    path = tmp_path / "game.json"
    table = _table("net", "Ann,Bob", 1)
    table.save_path = path
    assert table.save() is None and path.exists()
    other = _table("net", "Ann,Bob", 2)
    other.save_path = path
    problem = other.save()
    assert problem is not None and "another game" in problem


def test_a_choice_made_in_public_is_not_told_back_to_its_maker():
    # NΣT! opens with the characters picked in public; Ann's recap at her
    # first curtain starts after her own pick.
    table = _table("net", "Ann,Bob", seed=3)
    step = table.next_step()
    assert isinstance(step, Asks) and table.viewer is None
    table.submit(_own(table, 0, Rng.from_seed(1)))
    picked = table._match.state.log[-1]
    assert picked.startswith("Ann plays as")
    while not (isinstance(step := table.next_step(), Curtain) and step.seat == 0):
        seat = step.seat if isinstance(step, Curtain) else table.prompt().seat
        if isinstance(step, Curtain):
            table.lift(seat)
        table.submit(_own(table, seat, Rng.from_seed(2)))
    assert step.recap and picked not in step.recap, step.recap
    assert any(line.startswith("Bob plays as") for line in step.recap), step.recap
