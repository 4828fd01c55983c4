"""What differs from game to game in running the table (not in its rules):
who may play out of turn and when, which decisions the whole table watches,
what goes on by itself, and whether anything is hidden at all.

A game's engine says what is legal; a policy only reads it (prompts, legal
actions, public views) to decide how the keyboard is passed. The table asks
its policy; no screen decides these things.
"""

from __future__ import annotations

from pydantic import BaseModel

from nifty_table.engine.contract import Action, Prompt
from nifty_table.engine.match import Match
from nifty_table.table import extras


class TablePolicy:
    """The table's defaults: every hand hidden, no out-of-turn key."""

    hides_nothing = False  # a game with no hidden information (no curtains at all)
    hint_for_army = False  # whether a hint's chance is the whole team's

    def allows_interrupts(self, match: Match) -> bool:
        """Whether the interrupt key (!) works now."""
        return False

    def window_go_on(self, match: Match, prompt: Prompt | None = None) -> Action | None:
        """The 'continue' that closes the reaction window now open, if any."""
        return None

    def watched_by_all(self, match: Match, prompt: Prompt) -> bool:
        """Whether this prompt invites the whole table to look at the screen
        (a reaction window): then nobody's private view may be on it."""
        return False

    def automatic(
        self, match: Match, prompt: Prompt, people: list[int], reaction_pause: float
    ) -> Action | None:
        """An answer the table gives for a person because waiting on it serves
        nobody; None to ask them."""
        return None

    def reacting_seats(self, match: Match, prompt: Prompt) -> list[int]:
        """The seats whose computers are asked whether they play out of turn now."""
        return [seat for seat in range(len(match.seats)) if seat != prompt.seat]

    def computer_pause(self, match: Match, prompt: Prompt, pause: float, reaction: float) -> float:
        """How long the table waits before a computer seat answers `prompt`."""
        return pause

    def waiting_on_people(self, match: Match, prompt: Prompt) -> bool:
        """Whether a computer's decision waits for people who may still act
        out of turn first (the prompt bar says so)."""
        return False

    def rounds_done(self, match: Match) -> int:
        """Rounds finished so far, in a game whose rounds end with a summary
        the whole table reads (0: a game without one)."""
        return 0

    def thinking_text(self, match: Match, prompt: Prompt, pause: float, reaction: float) -> str:
        """What the prompt bar says while a computer seat decides (`pause`:
        how long the table waits for it; `reaction`: the reaction pause)."""
        return f"{match.seats[prompt.seat].name} (computer) is thinking…"

    def claim_question(self, name: str, own_turn: bool) -> str:
        """The question over the choices of someone who pressed the interrupt key."""
        return f"{name}, play one of these now?" if own_turn else f"{name}, play out of turn?"

    def extra(self, match: Match, seat: int | None, prompt: Prompt) -> BaseModel | None:
        """What the game's screen draws besides the view, for `seat`'s frame
        (table/extras.py): public facts or `seat`'s own only."""
        return None


class NetPolicy(TablePolicy):
    """NΣT!'s rounds end with a summary for the whole table."""

    def rounds_done(self, match: Match) -> int:
        return len(match.state.history)  # type: ignore[attr-defined]


class FluxxPolicy(TablePolicy):
    """Surprises: a reaction window opens after every card one could answer,
    whatever the hands hold, and asks the whole table the same way."""

    def window_go_on(self, match: Match, prompt: Prompt | None = None) -> Action | None:
        """The 'continue' that closes the reaction window now open, if any."""
        prompt = prompt or match.prompt()
        if prompt is None or not match.game.catalog.has_surprises:  # type: ignore[attr-defined]
            return None
        own = [action for action in match.legal_actions() if action.seat == prompt.seat]
        if len(own) == 1 and own[0].kind == "continue":
            return own[0]
        return None

    def allows_interrupts(self, match: Match) -> bool:
        return self.window_go_on(match) is not None

    def watched_by_all(self, match: Match, prompt: Prompt) -> bool:
        return self.window_go_on(match, prompt) is not None

    def automatic(
        self, match: Match, prompt: Prompt, people: list[int], reaction_pause: float
    ) -> Action | None:
        """With nobody else at the keyboard (computers have already decided),
        or no pause set, a window goes on at once."""
        go_on = self.window_go_on(match, prompt)
        others = [seat for seat in people if seat != prompt.seat]
        if go_on is not None and (not others or reaction_pause <= 0):
            return go_on
        return None

    def extra(self, match: Match, seat: int | None, prompt: Prompt) -> BaseModel | None:
        return extras.fluxx_extra(match, seat, self.window_go_on(match, prompt))


class GetNiftyPolicy(TablePolicy):
    """Plots may come during any challenge, and anyone on neither side may
    offer help: the key is always there. While a side asks for help, the
    others reach for ! to offer it: no hand is on screen, whoever asked, and a
    computer asking waits for people's offers."""

    def allows_interrupts(self, match: Match) -> bool:
        return True

    def reacting_seats(self, match: Match, prompt: Prompt) -> list[int]:
        return list(prompt.interrupters)

    def extra(self, match: Match, seat: int | None, prompt: Prompt) -> BaseModel | None:
        return extras.get_nifty_extra(match, seat, prompt)

    @staticmethod
    def asking_for_help(match: Match) -> bool:
        challenge = match.state.challenge  # type: ignore[attr-defined]
        return challenge is not None and challenge.asking

    def watched_by_all(self, match: Match, prompt: Prompt) -> bool:
        return self.asking_for_help(match)

    def waiting_on_people(self, match: Match, prompt: Prompt) -> bool:
        """A computer asks the table for help and a person may offer it (who may
        offer is public: anyone on neither side who was not turned down)."""
        if not self.asking_for_help(match):
            return False
        return any(
            a.kind == "offer_help" and not match.seats[a.seat].bot for a in match.legal_actions()
        )

    def computer_pause(self, match: Match, prompt: Prompt, pause: float, reaction: float) -> float:
        """People get the reaction pause to press ! and offer help, as Fluxx
        gives them for a Surprise."""
        if self.waiting_on_people(match, prompt):
            return max(pause, reaction)
        return pause

    def thinking_text(self, match: Match, prompt: Prompt, pause: float, reaction: float) -> str:
        if reaction > 0 and self.waiting_on_people(match, prompt):
            name = match.seats[prompt.seat].name
            seconds = max(1, round(pause))
            return (
                f"{name} (computer) asks the table for help.\n"
                f"Anyone? Press ! to offer help · {name} goes on in about {seconds} s"
            )
        return super().thinking_text(match, prompt, pause, reaction)


class NirdsPolicy(TablePolicy):
    """A cooperative game that hides nothing: no curtain, anyone may use a
    Scientist or a tactic card at any time, and the army wins together."""

    hides_nothing = True
    hint_for_army = True

    def allows_interrupts(self, match: Match) -> bool:
        return True

    def reacting_seats(self, match: Match, prompt: Prompt) -> list[int]:
        return []  # its computers use their cards on their own turns

    def extra(self, match: Match, seat: int | None, prompt: Prompt) -> BaseModel | None:
        return extras.nirds_extra(match)

    def claim_question(self, name: str, own_turn: bool) -> str:
        # Anyone may use these at any time: on your own turn it is no "out of
        # turn", and the list holds your usual choices too.
        if own_turn:
            return f"{name}, your turn: use a Scientist or a tactic card, or choose as usual."
        return f"{name}, use a Scientist or a tactic card out of turn?"


POLICIES: dict[str, type[TablePolicy]] = {
    "net": NetPolicy,
    "firefly-fluxx": FluxxPolicy,
    "cartoon-network-fluxx": FluxxPolicy,
    "get-nifty": GetNiftyPolicy,
    "nirds": NirdsPolicy,
}


def policy_for(game_id: str) -> TablePolicy:
    return POLICIES.get(game_id, TablePolicy)()
