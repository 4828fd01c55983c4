"""`nifty-table keys`: every key binding, and where to change them."""

from __future__ import annotations

from pathlib import Path


def run_keys(saves_dir: Path | None) -> int:
    from nifty_table.tui.keymap import all_bindings, keys_path, read

    bindings = all_bindings()
    path = keys_path(saves_dir)
    keymap, problem = read(path, {b.id for b in bindings})
    if not path.exists():
        state = "not there yet"
    elif problem is None:
        state = "in use"
    else:
        state = "in use, but for the lines below" if keymap else "not used: see below"
    print(f"Keys file: {path} ({state})")
    if problem:
        print(f"  problem: {problem}")
    print('Change a key with a line under [keys], e.g.  save = "f2"\n')
    print(f"{'binding id':<22} {'keys':<22} {'what it does':<28} where")
    for b in bindings:
        keys = keymap.get(b.id, b.keys)
        mark = " *" if b.id in keymap else ""
        print(f"{b.id:<22} {keys + mark:<22} {b.description:<28} {b.where}")
    if keymap:
        print("\n* changed in the keys file")
    return 0
