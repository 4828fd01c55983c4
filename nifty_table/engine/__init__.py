"""Game-agnostic kit: contract, prompts, RNG, saves, strategies and the simulator.

Never imports Textual or Rich, never prints, never reads the keyboard.
"""
