"""The determinizers' shared helpers: the shallow copy the search copies
states with, and the reseeded generator."""

from __future__ import annotations

from pydantic import BaseModel, Field

from nifty_table.engine.determinize import reseeded, shallow_copy
from nifty_table.engine.rng import Rng


class Inner(BaseModel):
    cards: list[str] = Field(default_factory=list)


class Outer(BaseModel):
    name: str
    inner: Inner = Field(default_factory=Inner)
    count: int = 0


def test_a_shallow_copy_equals_model_copy_and_owns_its_fields():
    original = Outer(name="Ann", inner=Inner(cards=["a"]))
    original.count = 2  # set after creation: in the fields set too
    copy = shallow_copy(original)
    assert copy == original == original.model_copy()
    assert copy is not original and type(copy) is Outer
    assert copy.model_fields_set == original.model_fields_set == {"name", "inner", "count"}
    # One level deep: its own fields and fields set, the values inside shared.
    copy.count = 5
    copy.name = "Bob"
    assert (original.count, original.name) == (2, "Ann")
    assert copy.inner is original.inner
    # Setting a field on the copy does not mark it set on the original.
    fresh = Outer(name="Cy")
    shallow_copy(fresh).count = 1
    assert fresh.model_fields_set == {"name"}


def test_a_reseeded_generator_comes_from_the_searchers_and_not_from_a_state():
    mine = Rng.from_seed(5)
    first, second = reseeded(mine), reseeded(mine)
    assert first.state != second.state  # each draw moves the searcher's generator
    assert reseeded(Rng.from_seed(5)).state == first.state  # and only it decides
