"""Learn to play: a guided first game per game, as data beside its help.

A lesson (assets/lessons/<game id>.toml) is a fixed deal and a list of steps:
the coach's words, the move the coach suggests, and a claim about the
learner's own view that must hold once that move (and the computers' answers
to it) are played. Plain Python, no screen: the terminal UI shows a lesson,
and `nifty-table learn GAME --check` plays its suggested moves through the
engine and checks every claim.
"""
