"""What a NΣT! screen draws: the view of one seat (or the public one) and the
words it is made of. The classes live with the state (the engine builds a
view from it); screens import them from here, never from the state module."""

from nifty_table.games.net.state import COVERED, OPEN, NetView, Phase, RoundRecord

__all__ = ["COVERED", "OPEN", "NetView", "Phase", "RoundRecord"]
