"""The walker's short budget in the normal test run (about a minute in all).

Longer walks: python -m tests.walker --keys 2000 --runs 10 (see README).
Every test prints the seed and the keys of a failure; replay it with
python -m tests.walker --replay '<keys>' --seed S --game G --size WxH.
"""

from __future__ import annotations

import pytest

from walker.walk import Outcome, Plan, walk

# Random keys per walk (after the keys that start a game from the menu): a
# fixed number, so every machine walks the same keys and gets the same result.
MENU_KEYS = 20
PRIVACY_KEYS = 30
SIZES = {"80x24": (80, 24), "120x40": (120, 40)}


def explain(outcome: Outcome) -> str:
    f = outcome.failure
    assert f is not None
    keys = " ".join(outcome.keys[: f.step + 1])
    w, h = outcome.plan.size
    return (
        f"{outcome.plan.describe()}\n{f.kind} after key {f.step + 1}: {f.message}\n"
        f"keys: {keys}\nreplay: python -m tests.walker --replay '{keys}' "
        f"--seed {outcome.plan.seed} --game {outcome.plan.game} --size {w}x{h}"
        + ("" if outcome.plan.via_menu else " --direct")
        + f"\n{outcome.screen}"
    )


async def run(
    seed: int, game: str, size: str, keys: int, via_menu: bool = True, ignore=(), people: int = 1
) -> Outcome:
    plan = Plan.make(seed, game, SIZES[size], keys=keys, via_menu=via_menu, people_min=people)
    plan.leave_every = 20
    plan.ignore = frozenset(ignore)
    outcome = await walk(plan)
    print(f"{plan.describe()}: {len(outcome.keys)} keys, {outcome.keys_per_second:.1f} keys/s")
    return outcome


# Failure kinds the walks below step past (none: every check counts).
KNOWN: set[str] = set()


# Through the menu: crashes, hangs, privacy, the footer, the autosave, leaving
# every screen. Each game at one size here (the sizes take turns; the privacy
# walks below and the long walks take the other): the suite stays quick.
WALKS = [
    pytest.param("net", "120x40"),
    pytest.param("firefly-fluxx", "80x24"),
    pytest.param("cartoon-network-fluxx", "120x40"),
    pytest.param("get-nifty", "80x24"),
    pytest.param("nirds", "120x40"),
]


@pytest.mark.parametrize(("game", "size"), WALKS)
async def test_walk_from_the_menu(game, size):
    outcome = await run(11, game, size, MENU_KEYS, ignore=KNOWN)
    assert outcome.failure is None, explain(outcome)


async def test_walk_nirds_opened_directly():
    """Nirds opened as the command line's play entry opens it."""
    outcome = await run(12, "nirds", "80x24", MENU_KEYS, via_menu=False, ignore=KNOWN)
    assert outcome.failure is None, explain(outcome)


# Privacy too: a hand on screen only for its owner, after they lifted the curtain.
@pytest.mark.parametrize(
    ("game", "size"),
    [
        ("net", "80x24"),
        ("firefly-fluxx", "120x40"),
        ("cartoon-network-fluxx", "80x24"),
        ("get-nifty", "120x40"),
    ],
)
async def test_walk_keeps_hands_private(game, size):
    # Opened directly: the walks above cover the menu, these spend their keys playing.
    outcome = await run(21, game, size, PRIVACY_KEYS, via_menu=False, people=2, ignore=KNOWN)
    assert outcome.failure is None, explain(outcome)
