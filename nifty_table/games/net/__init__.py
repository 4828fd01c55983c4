"""NΣT!: a trick-taking game whose round rules are chosen by blocking boxes."""

from nifty_table.games.net.game import NetGame

GAME = NetGame()
