"""A whole game of each game: one person at the host's keyboard and two seats
from elsewhere, through the real protocol on 127.0.0.1; no message a seat is
sent names another seat's secret."""

from __future__ import annotations

import pytest

from tests.remote.helpers import GAMES, play_whole_game


@pytest.mark.parametrize("game_id", GAMES)
async def test_a_whole_game_reaches_its_end_and_every_seat_gets_only_its_own(game_id):
    host, clients = await play_whole_game(game_id, "Ann,@Bob,@Cy", seed=7)
    match = host.table._match
    assert match.result() is not None, f"{len(match.actions)} actions, no end"
    assert host.leaks == []
    assert sorted(host.codes.seats) == [1, 2]  # Ann has no code: she plays at the host
    assert any(action.seat == 0 for action in match.actions)  # and she did play
    assert host.checked > len(match.actions)
    for client in clients.values():
        assert client.frame is not None and client.frame.frame["over"]
