"""Whether a step's checks hold on what the learner sees: their frame (view,
question, choices) and the log lines since the step's move. Never the state:
a claim the learner could not check by looking is no claim for a lesson."""

from __future__ import annotations

from typing import Any

from nifty_table.lessons.model import Check
from nifty_table.table.frame import Frame


def problem(check: Check, frame: Frame, log_since: list[str]) -> str | None:
    """Why `check` does not hold, or None when it does."""
    where, value = _look(check, frame, log_since)
    if isinstance(value, _Missing):
        return f"{where} is not there ({value.reason})"
    return _test(check, where, value)


class _Missing:
    def __init__(self, reason: str) -> None:
        self.reason = reason


def _look(check: Check, frame: Frame, log_since: list[str]) -> tuple[str, Any]:
    if check.log:
        return "the log since the move", log_since
    if check.question:
        return "the question", frame.question
    if check.choice:
        return "the choices", frame.labels
    assert check.view is not None
    return f"view {check.view!r}", _at(frame.view.model_dump(mode="json"), check.view)


def _at(data: Any, path: str) -> Any:
    for part in path.split("."):
        if (
            isinstance(data, list)
            and part.lstrip("-").isdigit()
            and -len(data) <= int(part) < len(data)
        ):
            data = data[int(part)]
        elif isinstance(data, dict) and part in data:
            data = data[part]
        else:
            return _Missing(f"no {part!r}")
    return data


def _contains(value: Any, text: str) -> bool:
    if isinstance(value, list):
        return any(_contains(item, text) for item in value)
    if isinstance(value, dict):
        return any(_contains(item, text) for item in value.values())
    return text.lower() in str(value).lower()


def _test(check: Check, where: str, value: Any) -> str | None:
    shown = repr(value) if len(repr(value)) < 200 else repr(value)[:200] + "…"
    if check.equals is not None and value != check.equals:
        return f"{where} is {shown}, not {check.equals!r}"
    if check.len is not None and (not hasattr(value, "__len__") or len(value) != check.len):
        return f"{where} is {shown}, not {check.len} long"
    if check.at_least is not None:
        number = len(value) if isinstance(value, list | dict | str) else value
        if not isinstance(number, int | float) or number < check.at_least:
            return f"{where} is {shown}, less than {check.at_least}"
    if check.has is not None and not _contains(value, check.has):
        return f"{where} has no {check.has!r}: {shown}"
    if check.lacks is not None and _contains(value, check.lacks):
        return f"{where} still has {check.lacks!r}: {shown}"
    return None
