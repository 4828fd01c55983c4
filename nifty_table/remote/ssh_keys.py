"""The ssh door's host key: made once, kept beside the settings (readable by
this user only), so friends who checked its fingerprint once are not asked
again the next time the table is hosted. Its place is the app's own file
HOST_KEY_NAME: `tui.app_files.config_file(HOST_KEY_NAME, saves_dir)`, asked
by the command line (this package draws nothing, so imports no tui)."""

from __future__ import annotations

import os
from pathlib import Path

import asyncssh

HOST_KEY_NAME = "ssh_host_key"


def host_key(path: Path) -> asyncssh.SSHKey:
    """The key kept at `path`, made (ed25519) and written there the first
    time. A file that is not a key is left alone: ValueError says where."""
    if path.exists():
        try:
            return asyncssh.read_private_key(path)
        except (OSError, asyncssh.KeyImportError) as exc:
            raise ValueError(f"The ssh host key at {path} cannot be read: {exc}") from exc
    key = asyncssh.generate_private_key("ssh-ed25519")
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_name(path.name + ".part")
    fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(key.export_private_key())
    os.replace(part, path)  # never a half-written key in use
    return key


def fingerprint(key: asyncssh.SSHKey) -> str:
    """The key's fingerprint as ssh shows it (`SHA256:...`), for the host to
    print so friends can check what their ssh client says."""
    return key.get_fingerprint("sha256")
