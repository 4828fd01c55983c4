"""The table in plain Python: the match, who holds the keyboard, computer
seats, take back, autosave and the log each seat may read.

It is driven by actions and answers with steps: `next_step()` says what the
keyboard must do now (lift a curtain for someone, wait for a computer, ask a
person, show the end), and the screen that drives it only carries that out
with its own timers and widgets. It never decides a rule: the engine does
(`Match`), and a game's `TablePolicy` says how its keyboard is passed.

Who may see the screen has one owner here, `viewer`: a seat or None (the
public view), written only by this class. It becomes a seat when that person
lifts a curtain (`lift`), or sits alone among computers; it becomes None
whenever a computer decides, on decisions the whole table watches, and when
the decision passes to someone else.
"""

from __future__ import annotations

from pathlib import Path

from nifty_table.engine import saves, strategies
from nifty_table.engine.contract import Action, Event, Prompt
from nifty_table.engine.match import Match, TakenBack
from nifty_table.table import handoff
from nifty_table.table.computers import ComputerSeats
from nifty_table.table.framing import Framing
from nifty_table.table.policies import TablePolicy, policy_for
from nifty_table.table.steps import (
    Asks,
    ComputerDecides,
    ComputerReacts,
    Curtain,
    Elsewhere,
    GameOver,
    GoesOn,
    Step,
    Watched,
)
from nifty_table.table.thinking import Thinking
from nifty_table.table.transcript import Transcript, recap
from nifty_table.table.windows import Windows


class Table(Framing, Thinking, Windows, ComputerSeats):
    def __init__(
        self,
        match: Match,
        save_path: Path | None = None,
        *,
        curtains: bool = True,
        bot_delay: float = 0.7,
        reaction_pause: float = 3.0,
        policy: TablePolicy | None = None,
        remote: frozenset[int] = frozenset(),
    ) -> None:
        self._match = match
        # Seats people play from elsewhere (a hosted table): never shown, never
        # played, nor taken back at this keyboard.
        self.remote = remote
        self.stand_ins: set[int] = set()
        self.save_path = save_path
        self.save_refused: str | None = None  # why the last save was refused
        self.curtains = curtains
        self.bot_delay = bot_delay
        self.reaction_pause = reaction_pause
        self.policy = policy or policy_for(match.game_id)
        self._viewer: int | None = None
        # Who last had their own view on screen, so still has the keyboard
        # through a moment in public (None once someone new may come to it).
        self._holder: int | None = None
        self.claimant: int | None = None  # a seat that claimed the keyboard out of turn
        # Whether the last action ended a round that the whole table now reads
        # about (a summary), before the game goes on.
        self.round_ended = False
        self.strategies: dict[int, strategies.Strategy] = {}
        # The game's public log, plus private lines from events since the
        # table opened, in order. Each person's recap starts after their last
        # move (whoever decides first in a new game has the table before them).
        self.transcript = Transcript(match.state.log)
        self.transcript.mark_last_moves(match, self.people)
        # The last take-back answer: (state object, action count, seat, may).
        self._take_back_answer: tuple[object, int, int, bool] | None = None

    # -- who sees the screen ------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """Whose private view the screen shows; None: the public view."""
        return self._viewer

    def _show(self, viewer: int | None) -> None:
        self._viewer = viewer
        if viewer is not None:
            self._holder = viewer

    def hide(self) -> None:
        """Nobody's view: someone new comes to the keyboard (a dialog, a join),
        or the whole table watches (a round summary)."""
        self._show(None)
        self._holder = None

    def watch(self, seat: int | None) -> bool:
        """Show `seat`'s view (a lesson's learner, a check of every frame); a
        replay's table refuses where the game's curtain would (table/replays.py)."""
        self._show(seat)
        return True

    def follow(self, match: Match) -> None:
        """Watch a newer save of the same game (another window plays it)."""
        self._match = match

    def rematch(self) -> Table:
        """The same seats and options, a new deal (the game may adjust them)."""
        from nifty_table.engine.match import rematch

        return Table(rematch(self._match))

    def hosted(self, save_path: Path, remote: frozenset[int]) -> Table:
        """This game as a hosted table: saved at `save_path`, the `remote`
        seats played from elsewhere."""
        return Table(self._match, save_path, remote=remote)

    def record(self, saves_dir: Path) -> str | None:
        """The finished game into the match history (once per game; queued when
        the database cannot take it now): what went wrong, or None."""
        from nifty_table.engine.history import record_or_queue

        return record_or_queue(self._match, saves_dir, self.save_path)

    @property
    def people(self) -> list[int]:
        """The people at this keyboard (not those who play from elsewhere)."""
        return handoff.humans(self._match.seats, self.remote)

    # -- what the driving code may ask (never the state) -------------------------
    def prompt(self) -> Prompt | None:
        """The decision now (whose, what kind), or None once the game is over."""
        return self._match.prompt()

    @property
    def over(self) -> bool:
        return self._match.result() is not None

    @property
    def moves(self) -> int:
        """How many actions the game has had."""
        return len(self._match.actions)

    def can_take_back(self, seat: int) -> bool:
        """Whether the engine would take back `seat`'s last decision now."""
        return self._match.can_take_back(seat)

    def name(self, seat: int) -> str:
        return self._match.seats[seat].name

    @property
    def title(self) -> str:
        return self._match.game.title

    def is_computer(self, seat: int) -> bool:
        return self._match.seats[seat].bot

    @property
    def seat_count(self) -> int:
        return len(self._match.seats)

    def given(self, prompt: Prompt) -> Action | None:
        """The answer the table gives for a person by itself, because waiting
        on it serves nobody (anyone may still answer out of turn, from here
        or elsewhere), or None."""
        anyone = handoff.humans(self._match.seats)
        return self.policy.automatic(self._match, prompt, anyone, self.reaction_pause)

    def thinking_text(self, prompt: Prompt) -> str:
        """What the prompt bar says while a computer seat decides."""
        pause = self.computer_pause(prompt)
        return self.policy.thinking_text(self._match, prompt, pause, self.reaction_pause)

    # -- the hand-over --------------------------------------------------------------
    def next_step(self) -> Step:
        """What the keyboard must do now, with the viewer set for it."""
        match = self._match
        if match.result() is not None:
            self._show(None)
            return GameOver()
        prompt = match.prompt()
        assert prompt is not None
        seat = prompt.seat
        seats, away = match.seats, self.remote
        self.claimant = None
        if prompt.interrupters:
            reaction = self.computer_reaction(prompt)
            if reaction is not None:
                self._show(handoff.viewer_in_public(seats, away))
                return ComputerReacts(reaction, handoff.bot_pause(self.bot_delay))
        if not self.computer_plays(seat):
            # Anyone may still answer out of turn, from here or elsewhere.
            given = self.given(prompt)
            if given is not None:
                return GoesOn(given)
        if self.computer_plays(seat):
            self._show(handoff.viewer_in_public(seats, away))
            return ComputerDecides(prompt, self.computer_pause(prompt))
        if seat in away:
            self._show(handoff.viewer_in_public(seats, away))
            return Elsewhere(prompt)
        if self.policy.watched_by_all(match, prompt):
            self._show(handoff.viewer_in_public(seats, away))  # as public as a computer's decision
            return Watched(prompt)
        hand_over = handoff.HandOver(seats, self._viewer, seat, prompt, self.curtains, away)
        if not self.policy.hides_nothing and hand_over.needs_curtain():
            # Whoever just decided still has the keyboard and may take it back
            # (not on a resumed game: nobody has the keyboard yet), if it would work.
            last = match.actions[-1].seat if match.actions else None
            undo_by = last if last not in (None, seat) and self._viewer == last else None
            if undo_by is not None and not match.can_take_back(undo_by):
                undo_by = None
            self._show(None)
            since = recap(self.transcript.since(seat))
            again = seat == self._holder
            return Curtain(seat, self.name(seat), prompt.text, since, undo_by, again)
        self._show(hand_over.viewer_without_curtain())
        return Asks(prompt)

    def lift(self, seat: int, log_shows: int = 0) -> list[str]:
        """`seat`'s person lifted their curtain: the screen is theirs. Returns
        what only they may know since their last turn (a card given to them)
        that the log has moved on past: older than its `log_shows` newest lines."""
        self._show(seat)
        news = self.transcript.private_since(seat, log_shows)
        self.transcript.mark(seat)
        return news

    def claim(self, seat: int) -> None:
        """`seat` claimed the keyboard to play out of turn (after their curtain,
        where the game hides anything)."""
        self.claimant = seat
        if not self.policy.hides_nothing:
            self._show(seat)

    def release_claim(self) -> None:
        self.claimant = None

    def claimant_may_choose(self) -> bool:
        """A claimant's choices are theirs alone: shown only to them (or to
        anyone in a game that hides nothing)."""
        return self.policy.hides_nothing or self.claimant == self._viewer

    def watched_by_all(self, prompt: Prompt) -> bool:
        return self.policy.watched_by_all(self._match, prompt)

    def decided_in_public(self, prompt: Prompt) -> bool:
        """Whether anyone may read this prompt's choices (no hidden
        information in them): a public decision or one the table watches."""
        return not prompt.private or self.watched_by_all(prompt)

    def allows_interrupts(self) -> bool:
        return self._match.result() is None and self.policy.allows_interrupts(self._match)

    # -- moves ----------------------------------------------------------------------
    def submit(self, action: Action) -> list[Event]:
        """Play an action; IllegalAction (raised by the engine before anything
        changes) leaves the table as it was. The caller saves."""
        rounds = self.policy.rounds_done(self._match)
        # A reaction window's go-on is made in its player's name but is nobody's
        # choice: the table's after the pause, or an Enter from whoever holds
        # the keyboard (often the next person). So it is no sign its player
        # read the table: what was played in the window stays in their recap.
        go_on = self.policy.window_go_on(self._match)
        events = self._match.apply(action)
        self.transcript.add(events)
        if action.seat == self._viewer:  # they saw what their own action did
            self.transcript.mark(action.seat)
        elif self._viewer is None and action.seat in self.people and action != go_on:
            self.transcript.mark_public(action.seat)  # a move of their own, in public
        self.round_ended = (
            self.policy.rounds_done(self._match) > rounds
            and self._match.result() is None
            and bool(handoff.humans(self._match.seats))  # here or elsewhere
        )
        if self.round_ended:
            self.hide()  # the round's summary is for everyone
        return events

    def save(self) -> str | None:
        """Write the save file; the reason it could not be written, or None.
        A refused save (another window holds the file, or it changed since
        this table read it) is remembered until a save goes through."""
        if self.save_path is None:
            return None
        try:
            saves.save(self._match, self.save_path)
        except (saves.SaveError, OSError) as exc:
            self.save_refused = str(exc)
            return self.save_refused
        self.save_refused = None
        return None

    def save_under_new_name(self) -> Path:
        """Keep the game in a new file beside the refused one and play on from
        that file (SaveError, SaveLocked or OSError say why not)."""
        from nifty_table.engine import save_lock
        from nifty_table.engine.save_as import save_under_new_name

        assert self.save_path is not None
        refused = self.save_path
        path = save_under_new_name(self._match, refused.parent)
        save_lock.release(refused)  # if this window held it, another may play it now
        self.save_path, self.save_refused = path, None
        return path

    # -- take back --------------------------------------------------------------------
    def take_back_seat(self) -> int | None:
        """Whose decision `u` takes back: the person whose view is on screen; but
        while the next decision is a public one or one the whole table watches
        (a reaction window: no curtain, anybody may be at the keys), the person
        who decided last, if that was a person. Someone who claimed the
        keyboard out of turn holds it: u is theirs, never the last mover's."""
        if self.claimant is not None:
            return self.claimant
        match = self._match
        prompt = match.prompt()
        last = match.actions[-1].seat if match.actions else None
        public = prompt is not None and self.decided_in_public(prompt)
        if public and last is not None and not match.seats[last].bot:
            return last
        return self._viewer

    def may_take_back(self) -> bool:
        """Whether u would work now for the seat it acts for. Asking replays the
        log, so the answer is kept until the game moves on (another action, a
        take-back: a new state object) or u would act for someone else."""
        match = self._match
        if not match.takes_back_at_all():
            return False
        seat = self.take_back_seat()
        if seat is None or seat in self.remote:
            return False
        state, count = match.state, len(match.actions)
        kept = self._take_back_answer
        if kept is not None and kept[0] is state and kept[1:3] == (count, seat):
            return kept[3]
        answer = match.can_take_back(seat)
        self._take_back_answer = (state, count, seat, answer)
        return answer

    def take_back(self, seat: int) -> TakenBack:
        """Take back `seat`'s last decision (TakeBackRefused says why not). The
        decision goes back to someone who is not on screen: nobody's view
        until they lift a curtain of their own. The caller saves."""
        taken = self._match.take_back(seat)
        self.claimant = None
        if seat != self._viewer:
            self._show(None)
        self.transcript = self.transcript.rebuilt(self._match.state.log)
        return taken
