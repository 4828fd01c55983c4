"""A replay answers with frames and keeps the curtain's rule itself: an
unfinished game's replay shows one person's frames only, a finished game's
every seat's, its log with every private line."""

from __future__ import annotations

from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.replay import Replay
from nifty_table.engine.rng import Rng
from nifty_table.table.replays import ReplayTable


def fluxx_game(finished: bool) -> Match:
    seats = [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")]
    match = Match.new("firefly-fluxx", seats, seed=4)
    rng = Rng.from_seed(4)
    moves = 0
    while match.result() is None and (finished or moves < 40):
        match.apply(rng.choice(match.legal_actions()))
        moves += 1
    assert (match.result() is not None) == finished
    return match


def bobs_hand(match: Match, at: int) -> list[str]:
    """Bob's hand after `at` actions, from the engine (no frame)."""
    return Replay.of(match).state_at(at).hands[1]


def hidden_from_ann(match: Match, replay: ReplayTable) -> set[str]:
    """Bob's cards at the step shown that nothing public names."""
    public = replay.frame().public
    assert public is not None
    shown = public.model_dump_json()
    return {card for card in bobs_hand(match, replay.at) if f'"{card}"' not in shown}


def test_an_unfinished_replay_keeps_to_the_seat_who_asked():
    match = fluxx_game(finished=False)
    replay = ReplayTable(match)
    assert replay.viewer is None  # nobody's hand until someone asks
    assert replay.watch(0)
    assert not replay.watch(1)  # another seat's frames: refused
    assert replay.viewer == 0
    secrets = 0
    for at in range(len(replay) + 1):
        replay.go_to(at)
        frame = replay.frame()
        assert frame.seat == 0
        text = frame.model_dump_json()
        hidden = hidden_from_ann(match, replay)
        secrets += len(hidden)
        assert not [card for card in hidden if f'"{card}"' in text], at
        assert "[Bob only]" not in text and "[Cy only]" not in text
    assert secrets  # Bob held cards the public never saw


def test_a_finished_replay_shows_every_seat():
    match = fluxx_game(finished=True)
    replay = ReplayTable(match)
    assert replay.watch(0) and replay.watch(1)
    replay.go_to(len(replay) // 2)
    frame = replay.frame()
    assert frame.seat == 1
    hand = bobs_hand(match, replay.at)
    assert hand and frame.view.hand == hand  # type: ignore[attr-defined]
    replay.watch(0)
    assert any("[Bob only]" in line for line in replay.frame().log)  # everyone's private lines
