"""kill -9 in the middle of autosaves: every time, the save and its backup load,
and nothing a killed write leaves behind is listed as a save."""

from __future__ import annotations

import os
import random
import signal
import sys
import time

import pytest
from hostile_saves import net_match

from nifty_table.engine import save_files, saves
from nifty_table.engine.rng import Rng

KILLS = 36


def _autosave_forever(path, seed: int) -> None:
    """The child: play and autosave after every action, like the table does."""
    match = saves.load(path)  # resume the game the last child was playing
    rng = Rng.from_seed(seed)
    while True:
        if match.prompt() is not None:
            match.apply(rng.choice(match.legal_actions()))
        saves.save(match, path)


@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "darwin", reason="needs fork")
def test_killing_the_autosave_never_loses_the_game_or_lists_a_temp_file(tmp_path):
    path = tmp_path / "game.json"
    match = net_match()
    saves.save(match, path)
    saves.save(match, path)  # a save and its backup exist from here on
    timing = random.Random(11)
    for kill in range(KILLS):
        pid = os.fork()
        if pid == 0:  # the child never returns into pytest
            try:
                _autosave_forever(path, kill)
            finally:
                os._exit(0)
        time.sleep(timing.uniform(0.005, 0.08))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)

        assert saves.load(path).match_id  # the save itself always loads
        backup = path.with_name(path.name + ".bak")
        assert backup.exists(), f"kill {kill}: no backup left"
        saves.load(backup)
        rows = saves.list_saves(tmp_path)
        assert [(row.path.name, row.ok) for row in rows] == [("game.json", True)], kill
        assert saves.load_latest(tmp_path)[0] == path

    leftovers = [p for p in tmp_path.iterdir() if save_files.is_temp_name(p.name)]
    # Leftovers of killed writes stay invisible; once stale they are cleaned up.
    assert save_files.remove_stale_temps(tmp_path, older_than=0) == len(leftovers)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]
