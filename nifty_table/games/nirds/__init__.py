"""Nirds vs Gnomes: a cooperative dice game against waves of garden gnomes."""

from nifty_table.games.nirds.game import NirdsGame

GAME = NirdsGame()
