"""No seat number is favoured by anything but the rulebook's turn order: the
out-of-turn chances go round clockwise from whoever decides, and the computer
player breaks ties by position relative to itself."""

from __future__ import annotations

from nifty_table.games.get_nifty.strategies import Heuristic


def test_out_of_turn_chances_go_clockwise_from_the_decider(kit):
    for active in range(4):
        target = (active + 2) % 4
        st = kit.table(4, active=active, hands={active: ["bun-bun"]}, safe={target: "unmarked"})
        kit.challenge(st, active, target, "bun-bun")
        decider = kit.game.prompt(st).seat
        expected = [(decider + k) % 4 for k in range(1, 4)]
        assert kit.game.prompt(st).interrupters == expected


def test_a_tie_between_leaders_is_broken_by_position_not_seat_number(kit):
    """Every other team equally close to winning: each bot watches the team on
    its left, whatever its own seat number."""
    bot = Heuristic()
    for me in range(4):
        st = kit.table(4, safe={t: "marked" for t in range(4)})
        view = kit.game.view(st, me)
        assert bot._leader(view, me) == (me + 1) % 4
