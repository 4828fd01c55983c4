"""A lesson in play: the table of its deal, where the script stands, and the
computers' answers between the learner's moves.

The learner may play any legal move. The suggested one moves the script on;
another leaves it (`off_script`) until a take-back brings the game back to
where it left (`resync`), else the lesson goes on as a plain game.
"""

from __future__ import annotations

from pathlib import Path

from nifty_table.engine.contract import Action
from nifty_table.engine.match import Match
from nifty_table.lessons.model import Lesson, Move, Step
from nifty_table.table.steps import (
    Asks,
    ComputerDecides,
    ComputerReacts,
    Curtain,
    GameOver,
    GoesOn,
    Watched,
)
from nifty_table.table.table import Table
from nifty_table.table.transcript import NOTE


def new_match(lesson: Lesson) -> Match:
    """The lesson's own deal."""
    return Match.new(lesson.game, lesson.seats(), lesson.options, seed=lesson.seed)


def real_game(lesson: Lesson) -> Table:
    """A real game with the lesson's players and options, on a new deal."""
    return Table(Match.new(lesson.game, lesson.seats(), lesson.options))


class LessonRun:
    def __init__(
        self,
        lesson: Lesson,
        save_path: Path | None = None,
        *,
        curtains: bool = False,
        bot_delay: float = 0.0,
    ) -> None:
        """The lesson's deal at a table of its own, which a screen drives (no
        curtains or pauses by default: the check plays it straight)."""
        self.lesson = lesson
        match = new_match(lesson)
        # The script reads the whole match (it checks claims and names moves):
        # it drives the table, like the table's own parts; a screen reads
        # only `table` and what this run says.
        self._match = match
        self.table = Table(match, save_path, curtains=curtains, bot_delay=bot_delay)
        # Before each scripted move played: the action count and the log's end.
        self.marks: list[tuple[int, int]] = []
        self.off_at: int | None = None  # the action count where the learner left the script
        self._suggested: tuple[object, tuple[object, ...], Action | None] | None = None

    @property
    def learner(self) -> int:
        return self.lesson.learner

    @property
    def step(self) -> int:
        """The step the coach is on (len(steps): the lesson is done)."""
        return self.lesson.step_at(len(self.marks))[0]

    @property
    def done(self) -> bool:
        return self.step >= len(self.lesson.steps)

    @property
    def off_script(self) -> bool:
        return self.off_at is not None

    @property
    def current(self) -> Step | None:
        """The step the coach is on, while on the script."""
        return None if self.done or self.off_script else self.lesson.steps[self.step]

    @property
    def last(self) -> Step | None:
        """The step whose move was played last (its `then` is shown until the next)."""
        if not self.marks:
            return None
        return self.lesson.steps[self.lesson.step_at(len(self.marks) - 1)[0]]

    def learner_actions(self) -> list[Action]:
        return [a for a in self._match.legal_actions() if a.seat == self.learner]

    def suggested(self) -> Action | None:
        """The learner's legal action the current step suggests, if legal now.
        Kept until the game or the script moves (an "any" step asks the
        computer player, which the screen should not do three times a key)."""
        state = self._match.state  # compared by identity: a take-back makes a new one
        key = (len(self._match.actions), len(self.marks), self.off_at)
        kept = self._suggested
        if kept is not None and kept[0] is state and kept[1] == key:
            return kept[2]
        action = self._suggest()
        self._suggested = (state, key, action)
        return action

    def _suggest(self) -> Action | None:
        step = self.current
        if step is None or self._match.result() is not None:
            return None
        mine = self.learner_actions()
        if step.move.any:
            prompt = self._match.prompt()
            if not mine or prompt is None or prompt.seat != self.learner:
                return None
            return self.table.own_action(self.learner, self.table.computer_choice(self.learner))
        for action in mine:
            if matches(step.move, action, self.describe(action)):
                return action
        return None

    def computer_moves(self) -> int:
        """How many moves the other seats have made so far."""
        return sum(1 for action in self._match.actions if action.seat != self.learner)

    def describe(self, action: Action) -> str:
        return self._match.game.describe(self._match.state, action)

    def after(self, first: Action) -> tuple[int | None, Action | None]:
        """The next step (its index) and the move it names, were the suggested
        `first` played now: a dialog that asks for two moves at once (Nirds'
        trade) starts on the second and shows its step. (None, None) off the script."""
        if first != self.suggested():
            return None, None
        index = self.lesson.step_at(len(self.marks) + 1)[0]
        if index >= len(self.lesson.steps):
            return None, None
        step, game = self.lesson.steps[index], self._match.game
        if step.move.any:
            return index, None
        trial = self._match.state.model_copy(deep=True)
        game.apply(trial, first)
        for action in game.legal_actions(trial):
            if action.seat == self.learner and matches(
                step.move, action, game.describe(trial, action)
            ):
                return index, action
        return index, None

    # -- the learner's moves --------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Play a move of the learner's through the table (IllegalAction leaves
        everything as it was); True when it was the suggested one."""
        suggested, before, log = (
            self.suggested(),
            len(self._match.actions),
            self.table.transcript.end,
        )
        self.table.submit(action)
        return self.note(action, suggested, before, log)

    def would_leave(self, action: Action) -> bool:
        """Whether playing `action` now would leave the script."""
        step = self.current
        if step is None or action.seat != self.learner:
            return False
        return not step.move.any and action != self.suggested()

    def note(self, action: Action, suggested: Action | None, before: int, log: int) -> bool:
        """Move the script on after `action` was played at action count `before`
        (`suggested`: what the step suggested then)."""
        if self.off_script or action.seat != self.learner:
            return False
        step = self.current
        if suggested is not None and (action == suggested or (step and step.move.any)):
            self.marks.append((before, log))
            return True
        self.off_at = before
        return False

    def resync(self) -> None:
        """After a take-back: the scripted moves taken back are to play again,
        and a return to where the learner left the script is back on it."""
        count = len(self._match.actions)
        while self.marks and self.marks[-1][0] >= count:
            self.marks.pop()
        if self.off_at is not None and self.off_at >= count:
            self.off_at = None

    def log_since(self) -> list[str]:
        """The log lines the learner may read since the first move of the last
        step played."""
        transcript = self.table.transcript
        if not self.marks:
            return []
        first = len(self.marks) - 1 - self.lesson.step_at(len(self.marks) - 1)[1]
        start = max(0, self.marks[first][1] - transcript.dropped)
        return [
            text
            for owner, text in transcript.entries[start:]
            if owner is None or owner == NOTE or owner == self.learner
        ]

    # -- the other side -------------------------------------------------------------
    def named_move_now(self) -> Action | None:
        """The step's named move (not "any"), if the learner may play it now."""
        step = self.current
        return None if step is None or step.move.any else self.suggested()

    def play_others(self, limit: int = 500) -> None:
        """Everything up to the learner's next decision (or the end), as the
        table would play it with no pauses: computers, and answers that go on by
        themselves. The screen does the same with its timers."""
        for _ in range(limit):
            step = self.table.next_step()
            match step:
                case GameOver():
                    return
                case ComputerReacts(action=action) | GoesOn(action=action):
                    if self.named_move_now() not in (None, action):
                        return  # the learner's scripted move comes first
                    self.table.submit(action)
                case ComputerDecides(prompt=prompt):
                    if self.named_move_now() is not None:
                        return  # the learner's scripted move comes first (out of turn)
                    choice = self.table.computer_choice(prompt.seat)
                    self.table.submit(self.table.own_action(prompt.seat, choice))
                case Curtain(seat=seat):
                    self.table.lift(seat)
                case Asks() | Watched():
                    return
        raise RuntimeError(f"the computers played {limit} moves without the learner")


def matches(move: Move, action: Action, label: str) -> bool:
    if move.label is not None and move.label.lower() not in label.lower():
        return False
    fields = action.model_dump(mode="json")
    return all(fields.get(key) == value for key, value in move.fields.items())
