"""Nirds vs Gnomes card files as data: schema, validation on load, the catalog.

The cards live in assets/nirds/*.toml in our own words. Loading checks every
card with pydantic and fails with the card id and the reason; the result is a
`Catalog` of frozen pydantic models indexed by small integers, so the state
only ever holds ints and the rules never validate anything in the hot loop.
"""

from __future__ import annotations

import functools
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from nifty_table.engine.assets import read_toml

FACES = (1, 2, 3, 4, 5, 6)
PIP = {1: "⚀", 2: "⚁", 3: "⚂", 4: "⚃", 5: "⚄", 6: "⚅"}
EffectWhat = Literal["life", "nird", "die", "tactic", "gnome", "heal"]
Target = Literal["you", "any", "all"]
Political = Literal["", "no_recruit", "no_trading", "no_scientists"]


class DeckError(ValueError):
    """A card file that cannot be played, with the card id and the reason."""


def parse_faces(text: str | int) -> tuple[int, ...]:
    """'*' any face, '5' one face, '1/3/5' a choice, '4-6' a range."""
    text = str(text).strip()
    if text == "*":
        return FACES
    if "-" in text:
        low, high = (int(x) for x in text.split("-", 1))
        faces = tuple(range(low, high + 1))
    else:
        faces = tuple(sorted({int(x) for x in text.split("/")}))
    if not faces or any(f not in FACES for f in faces):
        raise ValueError(f"{text!r} is not a set of die faces 1-6")
    return faces


def faces_label(faces: tuple[int, ...]) -> str:
    if faces == FACES:
        return "any"
    return "/".join(PIP[f] for f in faces)


class Effect(BaseModel):
    """One thing that happens: `what` changes by `amount` for `target`.

    Written in the files as 'life-1', 'nird-2@any', 'tactic-1@all', 'gnome+1',
    'die+1', 'heal+2' (a Gnome healing itself). A '/3+' ending is the rulebook's
    player-count icon: the effect only happens with at least that many players
    ('life-1@any/3+'; '/4+' means 4 players only).
    """

    model_config = ConfigDict(frozen=True)

    what: EffectWhat
    amount: int
    target: Target = "you"
    players: int = Field(default=1, ge=1, le=4)  # the fewest players it happens with

    @classmethod
    def parse(cls, text: str) -> Effect:
        text, _, only = text.partition("/")
        players = 1
        if only:
            if not only.endswith("+") or not only[:-1].isdigit():
                raise ValueError(f"{only!r} is not a player count like '3+'")
            players = int(only[:-1])
        body, _, target = text.partition("@")
        for sign in "+-":
            if sign in body:
                what, _, amount = body.partition(sign)
                return cls(
                    what=what,
                    amount=int(amount) * (1 if sign == "+" else -1),
                    target=target or "you",
                    players=players,
                )
        raise ValueError(f"{text!r} needs a + or - amount, like 'life-1'")

    def label(self) -> str:
        words = {
            "life": "life",
            "nird": "Nird",
            "die": "die",
            "tactic": "tactic card",
            "gnome": "Gnome",
            "heal": "heals",
        }
        who = {"you": "", "any": " (any one player)", "all": " (every player)"}[self.target]
        only = ""
        if self.players > 1:
            only = " (4 players only)" if self.players == 4 else f" ({self.players}+ players)"
        if self.what == "heal":
            return f"heals {self.amount}{only}"
        verb = "gain" if self.amount > 0 else "lose"
        noun = words[self.what] + ("s" if abs(self.amount) > 1 and self.what != "life" else "")
        if self.what == "life" and abs(self.amount) > 1:
            noun = "lives"
        return f"{verb} {abs(self.amount)} {noun}{who}{only}"

    def happens(self, players: int) -> bool:
        """False when the card's player-count icon leaves it out of this game."""
        return players >= self.players


def _effects(value: object) -> list[Effect]:
    if not isinstance(value, list):
        raise ValueError("effects are a list like ['life-1']")
    return [v if isinstance(v, Effect) else Effect.parse(str(v)) for v in value]


class NirdCard(BaseModel):
    """A Troop or a Scientist (starter cards are level 0)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1, max_length=32)
    level: int = Field(ge=0, le=2)
    kind: Literal["troop", "scientist"]
    role: Literal["", "leader", "assistant", "techie"] = ""
    leader: Literal["", "froomp", "wompins", "pebbles", "sneefle"] = ""
    cost: int = Field(default=0, ge=0, le=20)
    copies: int = Field(default=1, ge=1, le=4)
    text: str = Field(min_length=1, max_length=240)
    # Troops: one die per slot, each slot a set of faces; `together` ties them.
    activation: tuple[tuple[int, ...], ...] = ()
    together: Literal["", "same", "straight"] | int = ""  # an int: the dice sum to at least it
    bonus: int = Field(default=0, ge=-3, le=6)
    splash: int = Field(default=0, ge=0, le=4)  # damage to every other Gnome too
    pierce: bool = False  # armour does not stop it
    # Scientists: `count` dice with faces in `source` become `to`.
    source: tuple[int, ...] = ()
    count: int = Field(default=1, ge=1, le=2)
    to: Literal["", "any", "up", "down", "flip", "reroll", "1", "2", "3", "4", "5", "6"] = ""

    @field_validator("activation", mode="before")
    @classmethod
    def _activation(cls, value: object) -> object:
        return tuple(parse_faces(v) for v in value) if isinstance(value, list) else value

    @field_validator("source", mode="before")
    @classmethod
    def _source(cls, value: object) -> object:
        return parse_faces(value) if isinstance(value, str | int) else value

    def model_post_init(self, _: object) -> None:
        if self.kind == "troop":
            if not 1 <= len(self.activation) <= 4:
                raise ValueError("a troop needs 1 to 4 activation dice")
            if self.to or self.source:
                raise ValueError("a troop has no scientist fields")
            if self.together == "straight" and len(self.activation) < 2:
                raise ValueError("a straight needs at least 2 dice")
        else:
            if self.activation or not self.source or not self.to:
                raise ValueError("a scientist needs `source` and `to`, and no activation")
        if (self.level == 0) != bool(self.role):
            raise ValueError("starter cards (level 0) and only they have a role")
        if self.leader and self.role != "leader":
            raise ValueError("only a leader names a leader effect")

    @property
    def dice(self) -> int:
        return len(self.activation)

    def pattern_label(self) -> str:
        if self.together == "same":
            return {2: "a pair", 3: "a triplet"}.get(self.dice, f"{self.dice} alike")
        if self.together == "straight":
            return f"a {self.dice}-straight"
        slots = " + ".join(faces_label(s) for s in self.activation)
        if isinstance(self.together, int):
            return f"{slots}, sum ≥ {self.together}"
        return slots

    def science_label(self) -> str:
        words = {
            "any": "any face",
            "up": "+1",
            "down": "-1",
            "flip": "7 - it",
            "reroll": "a re-roll",
        }
        what = words[self.to] if self.to in words else PIP[int(self.to)]
        many = "a pair" if self.count == 2 else "one die"
        return f"{many} ({faces_label(self.source)}) → {what}"


class GnomeCard(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1, max_length=32)
    wave: int = Field(ge=1, le=4)
    health: int = Field(ge=1, le=40)
    weak: tuple[int, ...] = ()
    armor: tuple[int, ...] = ()
    attack: list[Effect] = Field(default_factory=list)
    on_ko: list[Effect] = Field(default_factory=list)
    sunrise: list[Effect] = Field(default_factory=list)
    political: Political = ""
    text: str = Field(default="", max_length=240)

    _parse = field_validator("attack", "on_ko", "sunrise", mode="before")(
        classmethod(lambda cls, v: _effects(v))
    )

    def model_post_init(self, _: object) -> None:
        if set(self.weak) & set(self.armor):
            raise ValueError("a face cannot be both weakness and armour")
        if any(f not in FACES for f in (*self.weak, *self.armor)):
            raise ValueError("weakness and armour are die faces 1-6")
        if any(e.what == "heal" and e.target != "you" for e in self.sunrise):
            raise ValueError("a Gnome only heals itself")


TacticEffect = Literal[
    "distraction",
    "medic",
    "fix_die",
    "second_wind",
    "air_strike",
    "wake_up",
    "reinforcements",
    "extra_die",
    "sharpshooter",
]


class TacticCard(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9_]+$")
    name: str = Field(min_length=1, max_length=32)
    effect: TacticEffect
    amount: int = Field(default=1, ge=1, le=6)
    copies: int = Field(default=1, ge=1, le=6)
    vs_boss: bool = True
    text: str = Field(min_length=1, max_length=240)


class WallSpace(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    factor: int = Field(ge=0, le=4)
    effect: list[Effect] = Field(default_factory=list)

    _parse = field_validator("effect", mode="before")(classmethod(lambda cls, v: _effects(v)))


class Bosses(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    names: dict[str, str]  # per Boss id (scarecrow, walls): the card's name
    scarecrow_health: int = Field(ge=1, le=200)  # per player: 40 in the rulebook
    # Ours, for 1, 2, 3 and 4 players: the multiplier spaces are shared by the
    # whole table, so the Walls' health cannot simply grow per player.
    walls_health: tuple[int, int, int, int]
    walls_spaces: list[WallSpace] = Field(min_length=2, max_length=8)

    def model_post_init(self, _: object) -> None:
        if set(self.names) != {"scarecrow", "walls"}:
            raise ValueError("the Bosses' names are given for scarecrow and walls")
        if any(not 1 <= h <= 400 for h in self.walls_health):
            raise ValueError("the Invisible Walls' health is 1 to 400")
        if not any(s.factor == 0 for s in self.walls_spaces):
            raise ValueError("one of the Invisible Walls' spaces multiplies by 0")


class Catalog(BaseModel):
    """Every physical card, numbered: state fields hold these numbers."""

    model_config = ConfigDict(frozen=True)

    nirds: tuple[NirdCard, ...]  # one entry per physical card
    starter_sets: tuple[tuple[int, int, int], ...]  # leader, assistant, techie
    level1: tuple[int, ...]
    level2: tuple[int, ...]
    gnomes: tuple[GnomeCard, ...]
    waves: tuple[tuple[int, ...], ...]  # gnome numbers per wave 1..4
    tactics: tuple[TacticCard, ...]  # one entry per physical card
    bosses: Bosses


def _load(model: type[NirdCard | GnomeCard | TacticCard], rows: list[dict], kind: str) -> list:
    out, seen = [], set()
    for row in rows:
        ident = row.get("id", "?")
        try:
            card = model.model_validate(row)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise DeckError(f"{kind} {ident!r}: {where}: {first['msg']}") from None
        if card.id in seen:
            raise DeckError(f"{kind} {ident!r}: the id is used twice")
        seen.add(card.id)
        out.append(card)
    return out


def build(
    nird_rows: list[dict], gnome_rows: list[dict], tactic_rows: list[dict], boss_row: dict
) -> Catalog:
    specs = _load(NirdCard, nird_rows, "nird")
    nirds: list[NirdCard] = []
    for spec in specs:
        copies = 1 if spec.level == 0 else spec.copies
        nirds.extend([spec] * copies)
    sets = []
    for leader in ("froomp", "wompins", "pebbles", "sneefle"):
        group = [i for i, n in enumerate(nirds) if n.level == 0 and n.leader == leader]
        if not group:
            raise DeckError(f"nird set {leader!r}: no leader card names it")
        prefix = nirds[group[0]].id.split("_")[0]
        members = {n.role: i for i, n in enumerate(nirds) if n.id.split("_")[0] == prefix}
        if set(members) != {"leader", "assistant", "techie"}:
            raise DeckError(f"nird set {prefix!r}: needs a leader, an assistant and a techie")
        sets.append((members["leader"], members["assistant"], members["techie"]))
    gnomes = tuple(_load(GnomeCard, gnome_rows, "gnome"))
    tactic_specs = _load(TacticCard, tactic_rows, "tactic")
    tactics = tuple(spec for spec in tactic_specs for _ in range(spec.copies))
    try:
        bosses = Bosses.model_validate(boss_row)
    except ValidationError as exc:
        raise DeckError(f"boss: {exc.errors()[0]['msg']}") from None
    return Catalog(
        nirds=tuple(nirds),
        starter_sets=tuple(sets),
        level1=tuple(i for i, n in enumerate(nirds) if n.level == 1),
        level2=tuple(i for i, n in enumerate(nirds) if n.level == 2),
        gnomes=gnomes,
        waves=tuple(tuple(i for i, g in enumerate(gnomes) if g.wave == w) for w in (1, 2, 3, 4)),
        tactics=tactics,
        bosses=bosses,
    )


@functools.cache
def catalog() -> Catalog:
    return build(
        read_toml("nirds", "nirds.toml")["nird"],
        read_toml("nirds", "gnomes.toml")["gnome"],
        read_toml("nirds", "tactics.toml")["tactic"],
        read_toml("nirds", "bosses.toml")["boss"],
    )
