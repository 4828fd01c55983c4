"""Game-agnostic kit: contract, prompts, RNG, saves, bots and the simulator.

Never imports Textual or Rich, never prints, never reads the keyboard.
"""
