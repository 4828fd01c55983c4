"""nifty_table: tabletop games for friends sharing one keyboard."""

__version__ = "0.1.0"
