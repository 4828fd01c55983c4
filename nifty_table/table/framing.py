"""The table's frames: what the viewer may know now, built from their own view
(and the public one) and nothing else. Part of `Table` (a mixin).

A screen gets frames, never the match: whatever it draws (the top line, the
names, a game's extras, the result) is in the frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from nifty_table.engine import strategies
from nifty_table.engine.contract import Chart, Prompt
from nifty_table.table.frame import Choice, Frame
from nifty_table.table.transcript import collapsed

if TYPE_CHECKING:
    from collections.abc import Callable

    from nifty_table.engine.match import Match
    from nifty_table.table.hints import Hint
    from nifty_table.table.policies import TablePolicy
    from nifty_table.table.transcript import Transcript


class Framing:
    _match: Match
    _viewer: int | None
    policy: TablePolicy
    transcript: Transcript
    claimant: int | None
    round_ended: bool
    reaction_pause: float
    remote: frozenset[int]

    if TYPE_CHECKING:  # the rest of the table's, for the type checker

        def name(self, seat: int) -> str: ...
        def computer_pause(self, prompt: Prompt) -> float: ...
        def decided_in_public(self, prompt: Prompt) -> bool: ...
        def claimant_may_choose(self) -> bool: ...

    @property
    def deck(self) -> Any:
        """The game's cards (names, texts): the same for every seat, or None."""
        return getattr(self._match.game, "catalog", None)

    @property
    def game_id(self) -> str:
        return self._match.game_id

    def frame(self, thinking: Prompt | None = None) -> Frame:
        """What the viewer may know now (`thinking`: a computer decides that
        prompt): their view, the question and their choices if they may choose,
        the log lines they may read, and what every screen draws besides."""
        match, seat = self._match, self._viewer
        game, state = match.game, match.state
        view = game.view(state, seat)
        base = Frame(
            seat=seat,
            view=view,
            question="",
            log=collapsed(self.transcript.lines_for(seat)),
            title=game.title,
            summary=match.summary(),
            names=[s.name for s in match.seats],
            bots=[s.bot for s in match.seats],
            public=view if seat is None else game.view(state, None),
            moves=len(match.actions),
            last=match.actions[-1].seat if match.actions else None,
            claimant=self.claimant,
        )
        result = match.result()
        if result is not None:
            over = {"question": "The game is over.", "over": True, "result": result}
            return base.model_copy(update={**over, "chart": self.chart()})
        prompt = match.prompt()
        assert prompt is not None
        readable = seat == prompt.seat or self.decided_in_public(prompt)
        base = base.model_copy(
            update={
                "prompt": prompt if readable else prompt.model_copy(update={"text": ""}),
                "hint_for": self.hint_seat(),
                "chart": self.chart() if self.round_ended else None,
                "round_ended": self.round_ended,
                "extra": self.policy.extra(match, seat, prompt),
            }
        )
        return base.model_copy(update=self._asked(prompt, thinking))

    def frame_for(self, seat: int | None, thinking: Prompt | None = None) -> Frame:
        """What `seat` would see as the viewer, whoever is on screen here (a
        remote seat's frame, remote/seat_frames.py): the table's viewer and
        claimant are left as they were."""
        viewer, claimant = self._viewer, self.claimant
        self._viewer, self.claimant = seat, None
        try:
            return self.frame(thinking)
        finally:
            self._viewer, self.claimant = viewer, claimant

    def _asked(self, prompt: Prompt, thinking: Prompt | None) -> dict[str, object]:
        """The question, and the choices if the viewer may choose now."""
        match, seat = self._match, self._viewer
        if thinking is not None:
            pause = self.computer_pause(thinking)
            text = self.policy.thinking_text(match, thinking, pause, self.reaction_pause)
            return {"question": text}
        claimant = self.claimant
        if claimant is not None and self.claimant_may_choose():
            mine = self.choices_for(claimant)
            name = self.name(claimant)
            question = (
                self.policy.claim_question(name, own_turn=claimant == prompt.seat)
                if mine
                else f"{name}, there is nothing you can play right now."
            )
            return {"question": question, "choices": mine, "back": "Back: hand the keyboard back"}
        elsewhere = prompt.seat in self.remote  # chosen on their own screen
        if elsewhere or (seat != prompt.seat and not self.decided_in_public(prompt)):
            return {"question": f"Waiting for {self.name(prompt.seat)}…"}
        if match.seats[prompt.seat].bot:
            return {"question": prompt.text}
        # A game may start the cursor elsewhere (a throw of rock-paper-scissors).
        start = getattr(match.game, "first_choice", lambda _: None)(match.state)
        return {"question": prompt.text, "choices": self.choices_for(prompt.seat), "start": start}

    def choices_for(self, seat: int) -> list[Choice]:
        """The answers `seat` may give now, labelled as the game words them."""
        game, state = self._match.game, self._match.state
        return [
            Choice(label=game.describe(state, action), action=action)
            for action in self._match.legal_actions()
            if action.seat == seat
        ]

    def chart(self) -> Chart | None:
        """The game's own chart of how it went, if it offers one (public)."""
        chart_of = getattr(self._match.game, "chart", None)
        return chart_of(self._match.state) if chart_of is not None else None

    # -- hints ------------------------------------------------------------------------
    def hint_seat(self) -> int | None:
        """Who a hint would be for now: the person deciding, with their own
        view on screen (or in a game that hides nothing); else None."""
        match = self._match
        prompt = match.prompt()
        if prompt is None or self.claimant is not None or match.result() is not None:
            return None
        seat = prompt.seat
        if match.seats[seat].bot or seat in self.remote:
            return None
        if self._viewer != seat and not self.policy.hides_nothing:
            return None
        if "search" not in strategies.names(match.game_id):
            return None
        return seat

    def hint_work(self, seat: int, think: float) -> Callable[[], Hint]:
        """The search for `seat`'s hint, to run in a thread (from `seat`'s view)."""
        from nifty_table.table.hints import ask_search

        return ask_search(self._match, seat, think)
