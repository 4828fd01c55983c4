"""Every decision a Nirds vs Gnomes player can make, as small pydantic models."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field

from nifty_table.engine.contract import Action


class Offer(Action):
    """Die Trading: start a one-for-one trade with another player."""

    kind: Literal["offer"] = "offer"
    to: int  # the other player


class Swap(Action):
    """Die Trading: which of your dice for which of theirs."""

    kind: Literal["swap"] = "swap"
    give: int  # your die (index)
    take: int  # their die (index)


class Answer(Action):
    """Accept or refuse the trade offered to you."""

    kind: Literal["answer"] = "answer"
    accept: bool


class Ready(Action):
    """Agree to end the Die Trading phase (undone if a trade happens after)."""

    kind: Literal["ready"] = "ready"
    hands_over: ClassVar[bool] = True


class Adjust(Action):
    """Captain Sneefle: turn one die up to 2 up or down (die -1: leave them)."""

    kind: Literal["adjust"] = "adjust"
    die: int
    face: int = 0


class Attack(Action):
    """Activate a Troop with these dice, then roll them as its attack."""

    kind: Literal["attack"] = "attack"
    troop: int
    dice: tuple[int, ...]


class Target(Action):
    """The Gnome (gnome number, or -1 for the Boss) the rolled attack hits."""

    kind: Literal["target"] = "target"
    gnome: int


class Space(Action):
    """Invisible Walls: the multiplier space for this attack."""

    kind: Literal["space"] = "space"
    space: int


class Recruit(Action):
    """Buy a Nird in the Market (the dice to pay are picked next)."""

    kind: Literal["recruit"] = "recruit"
    card: int


class Pay(Action):
    """The dice that pay for the Nird being recruited."""

    kind: Literal["pay"] = "pay"
    dice: tuple[int, ...]


class Pass(Action):
    kind: Literal["pass"] = "pass"
    hands_over: ClassVar[bool] = True


class Science(Action):
    """Use a Scientist (which dice and faces are picked next)."""

    kind: Literal["science"] = "science"
    card: int


class Tweak(Action):
    """The Scientist's change: these dice get these faces (no faces: a re-roll)."""

    kind: Literal["tweak"] = "tweak"
    dice: tuple[int, ...]
    faces: tuple[int, ...] = ()


class Tactic(Action):
    """Play a tactic card (a card that needs a target asks for it next)."""

    kind: Literal["tactic"] = "tactic"
    card: int


class Aim(Action):
    """The tactic card's target: a Gnome, a die (with a face), a Nird or a Market card."""

    kind: Literal["aim"] = "aim"
    target: int
    face: int = 0


class Cancel(Action):
    """Back out of a trade, a recruit, a Scientist or a tactic before picking."""

    kind: Literal["cancel"] = "cancel"


class Order(Action):
    """Nightfall: which of your Gnomes attacks next."""

    kind: Literal["order"] = "order"
    gnome: int


class Choose(Action):
    """Nightfall: the player an 'Any' attack hits."""

    kind: Literal["choose"] = "choose"
    player: int


class Lose(Action):
    """Give up a Nird or a tactic card that an attack takes."""

    kind: Literal["lose"] = "lose"
    card: int


NirdsAction = Annotated[
    Offer
    | Swap
    | Answer
    | Ready
    | Adjust
    | Attack
    | Target
    | Space
    | Recruit
    | Pay
    | Pass
    | Science
    | Tweak
    | Tactic
    | Aim
    | Cancel
    | Order
    | Choose
    | Lose,
    Field(discriminator="kind"),
]
