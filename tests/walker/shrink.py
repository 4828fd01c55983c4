"""Shrinking a failing key sequence (delta debugging): the shortest sequence
found that still fails the same way, when replayed from the same plan."""

from __future__ import annotations

import time

from walker.walk import Failure, Plan, walk


async def shrink(
    plan: Plan, keys: list[str], failure: Failure, budget: float = 300.0
) -> tuple[list[str], Failure]:
    deadline = time.perf_counter() + budget
    best, best_failure = list(keys), failure

    async def fails(candidate: list[str]) -> Failure | None:
        outcome = await walk(plan, candidate)
        if failure.kind in plan.ignore:  # a finding collected past others: the same one
            same = [f for f in outcome.ignored if f.signature == failure.signature]
            return same[0] if same else None
        if failure.same_kind(outcome.failure):
            return outcome.failure
        return None

    # First the shortest prefix (a failure shows after its key).
    found = await fails(best)
    if found is None:
        return best, best_failure  # not reproducible: give the keys as they were
    best = best[: found.step + 1]
    best_failure = found
    chunks = 2
    while len(best) >= 2 and time.perf_counter() < deadline:
        size = max(1, len(best) // chunks)
        removed_any = False
        start = 0
        while start < len(best) and time.perf_counter() < deadline:
            candidate = best[:start] + best[start + size :]
            found = await fails(candidate) if candidate else None
            if found is not None:
                best, best_failure = candidate[: found.step + 1], found
                removed_any = True
            else:
                start += size
        if not removed_any:
            if size == 1:
                break
            chunks = min(len(best), chunks * 2)
    return best, best_failure
