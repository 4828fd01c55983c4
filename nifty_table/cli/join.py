"""`nifty-table join ADDRESS CODE`: play one seat of a hosted table."""

from __future__ import annotations


def run_join(address: str, code: str) -> int:
    from nifty_table.tui.remote_seat import RemoteSeatApp

    app = RemoteSeatApp(address, code)
    app.run()
    return app.return_code or 0
