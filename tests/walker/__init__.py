"""The walker: plays the real app headless with random keys and checks, after
every key, the promises a table of friends relies on (see walk.py)."""
