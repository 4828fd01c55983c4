"""The help panel: rules in our own words, what you can do now, and the keys."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown, TabbedContent, TabPane

from nifty_table.engine.assets import asset, read_text

GENERAL_KEYS = """\
| Key | What it does |
| --- | --- |
| Arrows | move the cursor (hand, board, choices) |
| Enter | choose / play / confirm |
| F1 or ? | this help |
| Ctrl+S or F2 | save now (the game also saves after every move) |
| M | back to the menu (the game stays saved) |
| Ctrl+Q, F10 or Q | quit, after asking |
| Ctrl+P | command palette |
| Escape | close this panel |
"""


def rules_text(game_id: str | None) -> str:
    if game_id is None:
        return read_text("help", "table.md")
    from nifty_table.engine.registry import info

    parts = []
    for name in info(game_id).help_files:
        node = asset("help", name)
        if node.is_file():
            parts.append(node.read_text(encoding="utf-8"))
    return "\n\n".join(parts) or f"# {game_id}\n\nThe rules are not written up yet."


class HelpScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > Vertical {
        width: 95%; height: 90%; border: thick $accent; background: $panel;
    }
    HelpScreen Markdown { padding: 0 1; }
    """
    BINDINGS = [Binding("escape,f1,question_mark", "close", "Close")]

    def __init__(
        self,
        game_id: str | None,
        now: str | None = None,
        extra_keys: str = "",
        tabs: list[tuple[str, str]] | None = None,
    ) -> None:
        super().__init__()
        self.game_id = game_id
        self.now = now
        self.extra_keys = extra_keys
        self.tabs = tabs or []

    def compose(self) -> ComposeResult:
        with Vertical(), TabbedContent():
            with TabPane("Rules", id="rules"):
                yield Markdown(rules_text(self.game_id))
            if self.now is not None:
                with TabPane("What can I do now?", id="now"):
                    yield Markdown(self.now)
            for i, (title, text) in enumerate(self.tabs):
                with TabPane(title, id=f"extra-{i}"):
                    yield Markdown(text)
            with TabPane("Keys", id="keys"):
                yield Markdown(self.extra_keys + "\n\n" + GENERAL_KEYS)
        yield Footer()

    def on_mount(self) -> None:
        if self.now is not None:
            self.query_one(TabbedContent).active = "now"

    def action_close(self) -> None:
        self.dismiss(None)
