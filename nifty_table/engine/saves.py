"""Save files: a versioned JSON envelope around the full game state.

Writes are atomic (temp file in the same folder, fsync, rename) and keep the
previous file as `.bak`. Reading never modifies a file; anything wrong with
one is reported as a `SaveError` with a reason a person can act on.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field, ValidationError

from nifty_table.engine import registry, save_files, save_lock
from nifty_table.engine.atomic_write import file_stamp as file_stamp
from nifty_table.engine.atomic_write import write_atomic as write_atomic
from nifty_table.engine.contract import IllegalAction, Seat
from nifty_table.engine.match import Match
from nifty_table.engine.names import names_problem
from nifty_table.engine.save_files import FORMAT
from nifty_table.engine.save_migrations import migrate
from nifty_table.engine.save_places import default_dir as default_dir
from nifty_table.engine.save_places import is_checkout as is_checkout
from nifty_table.engine.save_places import new_path as new_path

VERSION = 3


class SaveError(Exception):
    """A save file that cannot be used, and why."""

    def __init__(self, path: Path | str, reason: str) -> None:
        super().__init__(f"{Path(path).name}: {reason}")
        self.path = Path(path)
        self.reason = reason


class ReplayMismatch(SaveError):
    """A readable save whose action log does not replay to its saved state.

    It can still be opened as saved (`load(path, as_saved=True)`) when the
    person asks for that explicitly."""


class Envelope(BaseModel):
    """Everything in a save except the game state, which each game validates."""

    format: str
    version: int
    match_id: str
    game: str
    title: str
    seats: list[Seat]  # everyone at the table now
    start_seats: list[Seat]  # who sat down at the start: where a replay begins
    summary: str = ""
    over: bool = False  # the game had ended when saved (a hint for the menu; the state decides)
    saved_at: datetime
    started_at: datetime | None = None  # absent in saves made before it was kept
    ended_at: datetime | None = None  # when the game ended; absent in older saves
    seed: int = Field(ge=-(1 << 64), le=1 << 64)  # Rng.from_seed keeps 64 bits anyway
    options: dict[str, Any] = Field(default_factory=dict)
    actions: list[dict[str, Any]] = Field(default_factory=list)


class SaveInfo(BaseModel):
    """One row of the load screen: a readable save or a broken file."""

    path: Path
    envelope: Envelope | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


# -- writing ---------------------------------------------------------------
def serialize(match: Match) -> bytes:
    """The save file's bytes for a match."""
    envelope = {
        "format": FORMAT,
        "version": VERSION,
        "match_id": match.match_id,
        "game": match.game_id,
        "title": match.game.title,
        "seats": [s.model_dump() for s in match.state.seats],
        "start_seats": [s.model_dump() for s in match.start_seats],
        "summary": match.summary(),
        "over": match.result() is not None,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "started_at": match.started_at.isoformat() if match.started_at else None,
        "ended_at": ended.isoformat() if (ended := match.end_time()) else None,
        "seed": match.seed,
        "options": match.options.model_dump(mode="json"),
    }
    head = json.dumps(envelope, ensure_ascii=False).encode()
    # Splice actions and state in as pydantic's own JSON: much faster than
    # dumping them to dicts first.
    return b"".join(
        (
            head[:-1],
            b', "actions": ',
            match.actions_json(),
            b', "state": ',
            match.state.model_dump_json().encode(),
            b"}",
        )
    )


def save(match: Match, path: Path) -> None:
    """Save a match, refusing to overwrite a file that is not this match's save,
    that another live window has open (save_lock), or that changed since this
    match last read or wrote it: the last writer never silently wins."""
    other = save_lock.holder(path)
    if other is not None:
        raise SaveError(
            path, f"it is open in another window ({other.describe()}); not saving over it"
        )
    if path.exists():
        try:
            head = read_envelope(path)
        except SaveError as exc:
            raise SaveError(path, f"not overwriting an unreadable file ({exc.reason})") from None
        if head.match_id != match.match_id:
            raise SaveError(path, "not overwriting the save of another game")
        if match.file_stamp is not None and file_stamp(path) != match.file_stamp:
            raise SaveError(
                path,
                "the file changed since this window last read or wrote it "
                "(another window playing it?); not replacing it",
            )
    match.file_stamp = write_atomic(path, serialize(match))


# -- reading ---------------------------------------------------------------
def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = save_files.parse_json(save_files.read_capped(path))
    except save_files.UnreadableFile as exc:
        raise SaveError(path, exc.reason) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(path, "not a nifty-table save (it has no nifty-table header)")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(path, "the save has no format version")
    if version > VERSION:
        raise SaveError(
            path,
            f"made by a newer nifty-table (save format {version}); "
            f"this version reads formats up to {VERSION}, please update",
        )
    if version < 1:
        raise SaveError(path, f"unknown save format version {version}")
    try:
        return migrate(data)
    except (KeyError, TypeError, AttributeError, ValueError, RecursionError) as exc:
        raise SaveError(
            path, f"an old save (format {version}) that cannot be converted ({exc!r})"
        ) from None


def _first_error(exc: ValidationError) -> str:
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err["loc"]) or "top level"
    return f"{where}: {err['msg']}"


def read_envelope(path: Path) -> Envelope:
    data = _read_json(path)
    try:
        return Envelope.model_validate(data)
    except ValidationError as exc:
        raise SaveError(path, f"the save header is invalid ({_first_error(exc)})") from None


def load(path: Path | str, as_saved: bool = False) -> Match:
    """Read and fully validate a save file into a Match. Never writes.

    The action log is replayed from the starting seats and the seed and must
    give the saved state; if not, `ReplayMismatch` is raised, unless the
    person asked to load the state as it was saved (`as_saved`)."""
    _, match, adapted = _read_save(Path(path))
    if not as_saved:
        if adapted:  # its log cannot replay to the adapted state: ask first
            raise ReplayMismatch(
                path, f"{adapted}; load it as saved to play on from the saved state"
            )
        check_replay(Path(path), match)
    return match


def check_replay(path: Path, match: Match) -> None:
    """Raise ReplayMismatch unless replaying the match's log gives its state."""
    how = "load it as saved to play on from the saved state anyway"
    try:
        replayed = match.replayed()
    except IllegalAction as exc:
        n = _refused_at(match)
        raise ReplayMismatch(
            path,
            f"its action log does not replay: action {n} is refused ({exc.reason}); {how}",
        ) from None
    except Exception as exc:  # a log the game cannot even replay
        raise ReplayMismatch(path, f"its action log does not replay ({exc!r:.80}); {how}") from None
    if replayed != match.state:
        saved, again = match.state.model_dump(), replayed.model_dump()
        # A field added to the game's state after the save was written is not in
        # the file: the loaded state has its default, the replay the real value,
        # which the loaded state takes (the log is the game).
        # The state's own log (the lines shown at the table) is for reading: a
        # save made before a line was reworded replays to today's words, which
        # the loaded state takes too, rather than being refused as another game.
        known = match.state.model_fields_set
        fields = [k for k in saved if k in known and k != "log" and saved[k] != again.get(k)]
        if not fields and set(saved) == set(again):
            for k in (set(saved) - known) | {"log"}:
                setattr(match.state, k, getattr(replayed, k))
            return
        fields = fields or ["?"]
        raise ReplayMismatch(
            path,
            "its action log and its game state disagree (replaying the log gives a "
            f"different {', '.join(fields[:3])}); {how}",
        )


def _refused_at(match: Match) -> int:
    """The 1-based number of the first logged action the game refuses."""
    state = match.fresh_state()
    for n, action in enumerate(match.actions, 1):
        try:
            match.game.apply(state, action)
        except IllegalAction:
            return n
    return len(match.actions)


def _check_names(path: Path, *tables: list[Seat]) -> None:
    """A save's players pass the checks of names typed at set-up (engine/names.py):
    a name from a file reaches the screen just the same."""
    for seats in tables:
        problem = names_problem(seat.name for seat in seats)
        if problem:
            raise SaveError(path, f"its players' names are refused: {problem}")


def load_with_envelope(path: Path) -> tuple[Envelope, Match]:
    env, match, _ = _read_save(path)
    return env, match


def _read_save(path: Path) -> tuple[Envelope, Match, str | None]:
    """The envelope, the match, and what was adapted (None: nothing): a state
    saved with older game data (a deck that changed since) that the game
    itself can bring up to date (`adapt_old_state`) is adapted in memory,
    never refused as inconsistent; the file is left as it is."""
    stamp = file_stamp(path)  # before reading: a change meanwhile is caught at the save
    data = _read_json(path)
    try:
        env = Envelope.model_validate(data)
    except ValidationError as exc:
        raise SaveError(path, f"the save header is invalid ({_first_error(exc)})") from None
    _check_names(path, env.seats, env.start_seats)
    try:
        game = registry.load(env.game)
    except registry.UnknownGame as exc:
        raise SaveError(path, str(exc)) from None
    if "state" not in data:
        raise SaveError(path, "the save has no game state")
    try:
        state = game.State.model_validate(data["state"])
        options = game.Options.model_validate(env.options)
    except ValidationError as exc:
        raise SaveError(
            path, f"the game state is damaged or belongs to another game ({_first_error(exc)})"
        ) from None
    _check_names(path, state.seats)
    adapter = Match(env.game, game, state, env.seed, options).action_adapter()
    actions = []
    for n, raw_action in enumerate(env.actions, 1):
        try:
            actions.append(adapter.validate_python(raw_action))
        except ValidationError as exc:
            raise SaveError(
                path, f"the action log is damaged (action {n}: {_first_error(exc)})"
            ) from None
    problems = _problems(game, state)
    adapted = None
    adapt = getattr(game, "adapt_old_state", None)
    if problems and adapt is not None:
        try:
            adapted = adapt(state)
        except Exception:  # a state too damaged to adapt stays refused, with its first problem
            adapted = None
        if adapted:
            problems = _problems(game, state)
    if problems:
        raise SaveError(path, f"the game state is inconsistent ({problems[0]})")
    match = Match(
        env.game,
        game,
        state,
        env.seed,
        options,
        actions,
        env.match_id,
        started_at=env.started_at,
        start_seats=env.start_seats,
        # A finished save from before the end time was kept: its first save
        # after the end is the best guess, not the moment it is reopened.
        ended_at=env.ended_at or (env.saved_at if env.over else None),
    )
    match.file_stamp = stamp
    # Encode the log now, while the player waits for the load anyway: the match
    # keeps it, so the first save after a load encodes only the new actions.
    match.actions_json()
    return env, match, adapted


def _problems(game: Any, state: Any) -> list[str]:
    try:
        return game.check_invariants(state)
    except Exception as exc:  # a hand-edited state can break the checks themselves
        return [f"the checks failed: {exc!r}"]


def list_saves(folder: Path) -> list[SaveInfo]:
    """Every *.json in the folder, newest first; broken files carry their reason."""
    rows: list[SaveInfo] = []
    for path in save_files.candidates(folder):
        try:
            rows.append(SaveInfo(path=path, envelope=_load_guarded(path)[0]))
        except SaveError as exc:
            rows.append(SaveInfo(path=path, error=exc.reason))
    return rows


def load_latest(
    folder: Path, unfinished: bool = False
) -> tuple[Path, Match, list[SaveError]] | None:
    """The newest save that actually loads; with `unfinished`, the newest whose
    game is not over (the menu's Continue: finished games are for Load and
    Statistics). Its log is not replayed here: opening it does that, the same
    way for Continue as for Load.

    Also returns why each newer file that cannot be loaded was passed over, so
    the UI can say so.
    """
    skipped: list[SaveError] = []
    for path in save_files.candidates(folder):
        try:
            match = _load_guarded(path)[1]
        except SaveError as exc:
            skipped.append(exc)
            continue
        if unfinished and match.result() is not None:
            continue
        return path, match, skipped
    return None


def latest(folder: Path) -> SaveInfo | None:
    """The newest save that actually loads, as a row of the listing."""
    found = load_latest(folder)
    if found is None:
        return None
    path, _, _ = found
    return SaveInfo(path=path, envelope=read_envelope(path))


def _load_guarded(path: Path) -> tuple[Envelope, Match]:
    """`load_with_envelope`, where even a failure nobody foresaw is a SaveError:
    one strange file must never stop the others from listing."""
    try:
        return load_with_envelope(path)
    except SaveError:
        raise
    except Exception as exc:
        raise SaveError(path, f"could not be checked ({type(exc).__name__}: {exc})"[:300]) from None
