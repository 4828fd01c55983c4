"""The table in plain Python: a match with its seats, the hand-over between
people at one keyboard, computer seats, take back and autosave. The terminal
UI drives it; nothing here imports Textual or Rich."""
