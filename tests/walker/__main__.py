"""Run the walker longer than the test suite does.

    python -m tests.walker --keys 2000 --runs 10 --game net --size 80x24

Each run starts from the menu with its own seed; a failure is shrunk to the
shortest key sequence that still shows it, and printed with its seed.
"""

from __future__ import annotations

import sys
from pathlib import Path

# The walker imports the tests' own helpers as top-level modules, as pytest does.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from walker.report import main

if __name__ == "__main__":
    sys.exit(main())
