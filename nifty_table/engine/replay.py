"""Step through a saved game action by action.

The seed, the options and the action log are the game: replaying the first
`n` actions gives the state after step `n`. One forward pass collects what
each step said (the events' log lines); a state is rebuilt on demand, which
for a game of a few hundred actions takes milliseconds.

What a replay may show follows the curtain's rule: while the game is still
going, one seat's view only; once it is over, every hand and private line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from pydantic import BaseModel

from nifty_table.engine.contract import Action, Game, GameState, Seat
from nifty_table.engine.match import Match

# A line that opens a turn or a round, in the words the games log them:
# "— Turn 3: Cy —" (Fluxx), "Turn 2: Bob." (Get Nifty), "Round 2 of 9: ..."
# (NΣT!), "Round 2 begins; ..." (Nirds).
TURN_LINE = re.compile(r"^(— .*—|Turn \d+: .*|Round \d+ (of \d+|begins).*)$")


@dataclass
class Step:
    number: int  # 1-based: the state after this step has `number` actions applied
    seat: int  # who acted
    actor: str
    text: str  # the public log lines of the step, joined
    private: dict[int, str] = field(default_factory=dict)  # seat -> private lines
    lines: int = 0  # how many public log lines it added


class Replay:
    def __init__(
        self,
        game: Game,
        seats: list[Seat],
        options: BaseModel,
        seed: int,
        actions: list[Action],
    ) -> None:
        self.game = game
        self.seats = seats
        self.options = options
        self.seed = seed
        self.actions = actions
        self.steps: list[Step] = []
        state = self._fresh()
        for number, action in enumerate(actions, 1):
            events = game.apply(state, action)
            private: dict[int, str] = {}
            for event in events:
                for seat, line in event.private.items():
                    private[seat] = (private.get(seat, "") + "\n" + line).strip()
            text = "\n".join(e.text for e in events if e.text)
            self.steps.append(
                Step(
                    number,
                    action.seat,
                    _name(state.seats, action.seat),
                    text,
                    private,
                    sum(bool(e.text) for e in events),
                )
            )
        self.final = state
        self.finished = game.result(state) is not None

    @classmethod
    def of(cls, match: Match) -> Replay:
        """A match's replay, from the seats it started with."""
        seats = [s.model_copy() for s in match.start_seats]
        return cls(match.game, seats, match.options, match.seed, list(match.actions))

    def _fresh(self) -> GameState:
        return self.game.new_game([s.model_copy() for s in self.seats], self.options, self.seed)

    def __len__(self) -> int:
        return len(self.actions)

    def state_at(self, number: int) -> GameState:
        """The state after `number` actions (0: the deal)."""
        number = max(0, min(number, len(self.actions)))
        state = self._fresh()
        for action in self.actions[:number]:
            self.game.apply(state, action)
        return state

    def turn_starts(self) -> list[int]:
        """The step numbers after which a new turn or round begins."""
        return [
            step.number
            for step in self.steps
            if any(TURN_LINE.match(line) for line in step.text.splitlines())
        ]

    def lines_since_moves(self) -> dict[int, int]:
        """For each seat that has acted: how many public log lines came after
        its last action."""
        since: dict[int, int] = {}
        after = 0
        for step in reversed(self.steps):
            since.setdefault(step.seat, after)
            after += step.lines
        return since

    @staticmethod
    def said(step: Step) -> tuple[str, list[str]]:
        """What the actor's step said, and the headings it opened ("— Turn 13:
        Dee —" is the table's line, not the words of whoever ended turn 12)."""
        lines = step.text.splitlines()
        headings = [line for line in lines if line.startswith("— ")]
        own = " ".join(line for line in lines if not line.startswith("— "))
        return own or "(no log line)", headings

    def step_lines(self, step: Step, seat: int | None = None) -> list[str]:
        """One step as text: who did what, then the private lines `seat` may
        read (everyone's once the game is over), then any heading it opened.
        The transcript and the replay screen both print steps this way."""
        own, headings = self.said(step)
        lines = [f"{step.number:>4}. {step.actor}: {own}"]
        for who, text in sorted(step.private.items()):
            if self.finished or who == seat:
                for line in text.splitlines():
                    lines.append(f"      [{_name(self.seats, who)} only] {line}")
        return lines + [f"      {heading}" for heading in headings]

    def transcript(self, seat: int | None = None) -> str:
        """The whole game as text: every step with its log lines. Private lines
        are included for `seat` only, or for everyone once the game is over."""
        title = getattr(self.game, "title", "")
        names = ", ".join(s.name for s in self.seats)
        lines = [f"{title}: {names} (seed {self.seed}, {len(self.actions)} actions)", ""]
        for step in self.steps:
            lines += self.step_lines(step, seat)
        result = self.game.result(self.final)
        lines.append("")
        lines.append(f"Result: {result.summary}" if result else "The game is not finished.")
        return "\n".join(lines) + "\n"


def _name(seats: list[Seat], seat: int) -> str:
    return seats[seat].name if 0 <= seat < len(seats) else f"seat {seat + 1}"
