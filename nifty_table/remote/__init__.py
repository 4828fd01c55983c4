"""Seats played from elsewhere: a host sends each seat its own frames over a
WebSocket and takes actions back (plain Python and asyncio; only the join
client's screen uses Textual)."""
