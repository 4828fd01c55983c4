"""What a host prints for each seat played from elsewhere: one line per way
in, with the host's own address and the seat's code."""

from __future__ import annotations


def join_lines(name: str, code: str, address: str, port: int, ssh_port: int | None) -> list[str]:
    lines = [] if ssh_port is None else [f"{name}: ssh -p {ssh_port} {code}@{address}"]
    return [*lines, f"{name}: nifty-table join {address}:{port} {code}"]
