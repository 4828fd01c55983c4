"""Another window on the same save, as a real process (for the one-save-one-
window tests in any folder): it holds the save, then on each line it reads
plays one random move and saves it, until its input closes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

WINDOW = """
import sys
from pathlib import Path
from nifty_table.engine import save_lock, saves
from nifty_table.engine.rng import Rng
path = Path(sys.argv[1])
try:
    save_lock.hold(path)
except save_lock.SaveLocked:
    print("lost", flush=True)
    sys.stdin.read()
    sys.exit(0)
print("held", flush=True)
match, rng = saves.load(path), Rng.from_seed(1)
for line in sys.stdin:
    match.apply(rng.choice(match.legal_actions()))
    saves.save(match, path)
    print("saved", flush=True)
"""


def open_window(path: Path) -> subprocess.Popen:
    """Start the window; its first line says "held" or "lost"."""
    return subprocess.Popen(
        [sys.executable, "-c", WINDOW, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


def play_one_move(window: subprocess.Popen) -> None:
    window.stdin.write("move\n")
    window.stdin.flush()
    assert window.stdout.readline().strip() == "saved"


def close(window: subprocess.Popen) -> None:
    """Let the window quit (it gives the save back at exit)."""
    if window.poll() is None:
        window.stdin.close()
        window.wait(timeout=20)
