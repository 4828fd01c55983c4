"""`nifty-table host` in its own process, on free ports of 127.0.0.1: it
prints each seat's two ways in, exactly as `lines.py` words them, the
spectators' code and the ssh key's fingerprint, and keeps the save."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from nifty_table.remote.codes import Codes
from nifty_table.remote.lines import join_lines
from tests.remote.host_process import start_host

WAIT = 120  # seconds: a bound on a hang on a busy machine, never a timing check


def host_lines(*args: str) -> list[str]:
    """What a host on free ports prints before it waits for its seats (then it is killed)."""
    host, lines = start_host(*args)
    host.kill()
    host.wait(WAIT)
    return lines


def test_the_host_prints_every_seats_lines_and_keeps_codes_beside_the_save(
    tmp_path: Path,
) -> None:
    lines = host_lines("net", "--players", "@Ann,@Bob", "--saves", str(tmp_path))
    ann = re.fullmatch(r"Ann: ssh -p (\d+) (\w+)@127\.0\.0\.1", lines[0])
    assert ann is not None, lines
    ssh_port, code = int(ann[1]), ann[2]
    port = int(lines[1].rsplit(":", 1)[1].split()[0])
    assert ssh_port > 0 and port > 0 and ssh_port != port  # the real ports, not 0
    save = Path(lines[-1].removeprefix("Saving to ").split(" (")[0])
    codes = Codes.kept(save)
    expected = [
        *join_lines("Ann", codes.seats[0], "127.0.0.1", port, ssh_port),
        *join_lines("Bob", codes.seats[1], "127.0.0.1", port, ssh_port),
        *join_lines("Spectators", codes.spectator, "127.0.0.1", port, ssh_port),
    ]
    assert code == codes.seats[0]
    assert lines[:6] == expected
    assert re.fullmatch(r"ssh host key: SHA256:\S+", lines[6])
    assert save.parent == tmp_path and save.exists()
    assert (tmp_path / "ssh_host_key").exists()  # beside the settings of this saves folder


def test_a_host_without_players_is_refused_in_one_line(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "nifty_table.cli.main", "host", "net", "--saves", str(tmp_path)],
        capture_output=True, text=True, timeout=WAIT,
    )  # fmt: skip
    assert done.returncode == 2
    assert done.stderr.strip() == "nifty-table: host takes a GAME and --players (or --resume FILE)"


def test_a_resumed_host_takes_the_same_codes_and_key(tmp_path: Path) -> None:
    first = host_lines("net", "--players", "@Ann,@Bob", "--saves", str(tmp_path))
    save = first[-1].removeprefix("Saving to ").split(" (")[0]
    again = host_lines("--resume", save, "--saves", str(tmp_path))

    def codes(lines: list[str]) -> list[str]:
        return [line.rsplit(" ", 1)[1] for line in lines[:6]]

    assert codes(again) == codes(first)
    assert again[6] == first[6]  # the same ssh host key
    assert again[-1] == first[-1]  # the same save


def test_resuming_a_save_without_codes_is_refused_in_one_line(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    done = subprocess.run(
        [sys.executable, "-m", "nifty_table.cli.main", "host", "--resume", str(save)],
        capture_output=True, text=True, timeout=WAIT,
    )  # fmt: skip
    assert done.returncode == 2
    assert done.stderr.startswith("nifty-table: ")
    assert "Traceback" not in done.stderr
