"""The host's own loop: what goes on by itself at a table whose seats are
elsewhere, as it does at one keyboard."""

from __future__ import annotations

import asyncio

from nifty_table.remote.client import SeatClient
from tests.remote.helpers import hosted, new_table


async def test_a_reaction_window_nobody_answers_goes_on_by_itself_after_the_pause():
    table = new_table("firefly-fluxx", "Ann,@Bob,@Cy", seed=4, reaction_pause=0.2)
    host, port = await hosted(table)
    match = table._match
    for _ in range(500):  # play on (as the computers would) until a window opens
        if table.reaction_window() is not None:
            break
        await host.play_action(
            table.own_action(match.prompt().seat, table.computer_choice(match.prompt().seat))
        )
    window = table.reaction_window()
    assert window is not None and window.pause == 0.2
    watcher = await SeatClient.join(f"127.0.0.1:{port}", host.codes.spectator)
    game = asyncio.create_task(host.play())
    try:
        async with asyncio.timeout(60):  # a bound on a hang: nobody answers the window
            while len(match.actions) == window.at:
                await watcher.receive()  # the table as it is now, after each frame
        assert match.actions[window.at] == window.go_on  # the window's own 'continue'
    finally:
        game.cancel()
        await watcher.close()
        await host.stop()


async def test_a_save_the_host_cannot_write_is_said_once_and_the_game_goes_on(tmp_path):
    """Moves are saved before anyone hears of them; when the file cannot be
    written the host says why (once per reason) instead of playing on silently."""
    from nifty_table.remote.codes import Codes
    from nifty_table.remote.host import Host
    from tests.remote.helpers import new_table

    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the save folder should be")
    table = new_table("net", "@Ann,@Bob", seed=3, save=blocked / "game.json")
    said: list[str] = []

    class Told(Host):
        def save_refused(self, reason: str) -> None:
            said.append(reason)

    host = Told(table, Codes.new([0, 1]))
    for _ in range(3):
        await host.play_action(table._match.legal_actions()[0])
    assert len(table._match.actions) == 3  # the game went on
    assert len(said) == 1 and said[0]  # said once, with the reason
