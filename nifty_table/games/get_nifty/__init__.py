"""Get Nifty: get Safe, get Weird, buy a NIFTY token and collect Niftyness."""

from nifty_table.games.get_nifty.game import GetNiftyGame

GAME = GetNiftyGame()
