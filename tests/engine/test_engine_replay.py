"""Replays: every step's log line, the state at any step, a transcript."""

from __future__ import annotations

from nifty_table.cli.main import main
from nifty_table.engine import saves
from nifty_table.engine.contract import Seat
from nifty_table.engine.match import Match
from nifty_table.engine.replay import Replay
from nifty_table.engine.rng import Rng


def played(steps: int | None, seed: int = 5, game: str = "net") -> Match:
    match = Match.new(game, [Seat(name="Ann"), Seat(name="Bob"), Seat(name="Cy")], seed=seed)
    rng = Rng.from_seed(seed)
    n = 0
    while match.result() is None and (steps is None or n < steps):
        match.apply(rng.choice(match.legal_actions()))
        n += 1
    return match


def test_each_step_replays_to_the_same_state():
    match = played(60)
    replay = Replay.of(match)
    assert len(replay) == 60 == len(replay.steps)
    assert replay.state_at(60).model_dump() == match.state.model_dump()
    assert (
        replay.state_at(0).model_dump()
        == match.game.new_game(
            [s.model_copy() for s in match.seats], match.options, match.seed
        ).model_dump()
    )
    assert all(step.actor in {"Ann", "Bob", "Cy"} for step in replay.steps)
    assert any(step.text for step in replay.steps)


def test_an_unfinished_transcript_shows_one_seats_private_lines_only():
    replay = Replay.of(played(40))
    assert not replay.finished
    with_private = [s for s in replay.steps if s.private]
    assert with_private, "a NΣT! deal tells each seat its cards privately"
    public = replay.transcript()
    assert "only]" not in public
    ann = replay.transcript(0)
    assert "[Ann only]" in ann
    assert "[Bob only]" not in ann


def test_a_finished_transcript_shows_everything():
    replay = Replay.of(played(None, seed=2))
    assert replay.finished
    text = replay.transcript()
    assert "[Ann only]" in text and "[Bob only]" in text
    assert text.rstrip().splitlines()[-1].startswith("Result:")


def test_cli_transcript_to_a_file_and_refusals(tmp_path, capsys):
    match = played(30, game="cartoon-network-fluxx")
    save = tmp_path / "g.json"
    saves.save(match, save)
    out = tmp_path / "t.txt"
    assert main(["replay", str(save), "--transcript", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert text.startswith("Cartoon Network Fluxx: Ann, Bob, Cy")
    assert len([ln for ln in text.splitlines() if ln[:5].strip().rstrip(".").isdigit()]) == 30
    assert main(["replay", str(save), "--transcript", "--seat", "Zed"]) == 2
    broken = tmp_path / "b.json"
    broken.write_text("{", encoding="utf-8")
    assert main(["replay", str(broken), "--transcript"]) == 2
    assert "cannot replay" in capsys.readouterr().err


def test_cli_stats_json(tmp_path, capsys):
    import json

    from nifty_table.engine.history import History, history_path

    assert main(["--saves", str(tmp_path), "stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == {}
    with History(history_path(tmp_path)) as db:
        db.record(played(None, seed=2))
    assert main(["--saves", str(tmp_path), "stats", "net"]) == 0
    out = capsys.readouterr().out
    assert "Ann" in out and "Last games:" in out
