"""Computer players for Nirds vs Gnomes (filled in by the heuristic below)."""

from __future__ import annotations

STRATEGIES: dict = {}
