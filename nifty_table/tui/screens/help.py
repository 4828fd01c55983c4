"""The help panel: rules in our own words, what you can do now, and the keys.

Each tab is one scrollable panel holding one rendered Markdown text (Rich's,
not Textual's Markdown widget, which builds a widget per paragraph and took
seconds for the Fluxx card list). Texts that do not change during a game are
built once per game and reused.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from rich.markdown import Markdown
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import ModalScreen, Screen
from textual.widgets import Static, TabbedContent, TabPane

from nifty_table.engine.help_text import rules_text
from nifty_table.tui.key_labels import key_label, keys_in_force
from nifty_table.tui.literal import md_text
from nifty_table.tui.widgets.key_bar import KeyBar

if TYPE_CHECKING:
    from textual import getters

    from nifty_table.tui.app_base import AppBase

# The table's keys, by binding id, so the Keys tab shows the keys in force
# after a remap (keys.toml) and as they are pressed ("u", not "U").
GENERAL_ROWS = (
    ("", "Arrows", "move the cursor (hand, board, choices)"),
    ("", "Enter", "choose / play / confirm"),
    ("help_f1,help", "", "this help"),
    ("take_back,take_back_z", "", "take back your last decision, if nothing was revealed since"),
    ("hint", "", "a hint: the three best choices for you, from what you can see (the log says so)"),
    ("whole_card", "", "the card in focus: its whole text, what it does now, its help entry"),
    ("save,save_f2", "", "save now (the game also saves after every move)"),
    ("menu", "", "back to the menu (the game stays saved)"),
    ("quit,quit_f10,quit_q", "", "quit, after asking"),
    ("", "palette", "command palette"),
    ("help_close", "", "close this panel"),
)


def general_keys(keys: dict[str, str], palette: str) -> str:
    """The Keys tab's table of the table's keys: binding id -> keys in force."""
    rows = ["| Key | What it does |", "| --- | --- |"]
    at_table = "menu" in keys  # opened from a game's table, not from the menu
    for ids, fixed, meaning in GENERAL_ROWS:
        if fixed == "palette":
            shown = key_label(palette)
        elif fixed:
            shown = fixed
        else:
            bound = [keys[i] for i in ids.split(",") if keys.get(i)]
            shown = key_label(",".join(dict.fromkeys(",".join(bound).split(",")))) if bound else ""
        if shown:
            rows.append(f"| {md_text(shown)} | {meaning} |")
    if not at_table:
        rows.append("| | a game's own keys are listed by its help (F1 at the table) |")
    return "\n".join(rows) + "\n"


__all__ = ["HelpPanel", "HelpScreen", "general_keys", "rendered", "rules_text"]

HELP_KEYS = """\
| In this panel | What it does |
| --- | --- |
| Left / Right | previous / next tab |
| Up / Down, Page Up / Page Down, Home / End, mouse wheel | scroll |
"""


@lru_cache(maxsize=32)
def rendered(text: str) -> Markdown:
    """Markdown parsed once per text; Rich draws it again at any width."""
    return Markdown(text)


def parse_ahead(game_id: str | None, texts: list[str]) -> None:
    """Parse the texts a table's help will show (safe in a worker thread:
    Markdown parsing touches no widget)."""
    rendered(rules_text(game_id))
    for text in texts:
        rendered(text)


def compose_ahead(app: App, screen: Screen) -> None:
    """Compose an installed screen now, without showing it, so showing it
    later only lays it out and draws it. Textual has no public call for this;
    without the private one the screen is composed when first shown."""
    get_screen = getattr(app, "_get_screen", None)
    if get_screen is not None:
        get_screen(screen)


class HelpPanel(VerticalScroll, can_focus=True):
    """One tab's text; scrolls with the keys and the mouse wheel."""

    # Left and Right switch tabs (the screen's bindings), so they are not
    # taken here for sideways scrolling.
    BINDINGS = [
        Binding("up", "scroll_up", "Up", show=False, id="help_up"),
        Binding("down", "scroll_down", "Down", show=False, id="help_down"),
        Binding("pageup", "page_up", "Page up", show=False, id="help_page_up"),
        Binding("pagedown,space", "page_down", "Page down", show=False, id="help_page_down"),
        Binding("home", "scroll_home", "Top", show=False, id="help_top"),
        Binding("end", "scroll_end", "End", show=False, id="help_end"),
    ]

    def __init__(self, text: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.text = text

    def compose(self) -> ComposeResult:
        yield Static(rendered(self.text), classes="help-text")

    def show(self, text: str) -> None:
        """Replace the text (the table's "what can I do now?" changes every turn)."""
        if text != self.text:
            self.text = text
            self.query_one(Static).update(rendered(text))
            self.scroll_home(animate=False)


class HelpScreen(ModalScreen[None]):
    if TYPE_CHECKING:
        app = getters.app(AppBase)  # as Textual types its own `app`

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > Vertical {
        width: 95%; height: 90%; border: thick $accent; background: $panel;
    }
    HelpScreen TabbedContent, HelpScreen ContentSwitcher, HelpScreen TabPane { height: 1fr; }
    HelpScreen TabPane { padding: 0; }
    HelpScreen HelpPanel { height: 1fr; padding: 0 1; }
    HelpScreen HelpPanel:focus { background-tint: $foreground 3%; }
    """
    BINDINGS = [
        Binding("escape,f1,question_mark", "close", "Close", id="help_close"),
        Binding("t", "learn", "Learn to play", id="help_learn"),
        Binding("left", "tab(-1)", "Previous tab", priority=True, id="help_previous_tab"),
        Binding("right", "tab(1)", "Next tab", priority=True, id="help_next_tab"),
    ]

    def __init__(
        self,
        game_id: str | None,
        now: str | None = None,
        extra_keys: str = "",
        tabs: list[tuple[str, str]] | None = None,
        key_classes: list[type] | None = None,
    ) -> None:
        """`key_classes`: the screens whose keys the Keys tab lists (the table's)."""
        super().__init__()
        self.key_classes = key_classes or []
        self.game_id = game_id
        self.now = now
        self.extra_keys = extra_keys
        self.tabs = tabs or []

    def compose(self) -> ComposeResult:
        # No `initial` tab here: it is checked against the tabs before they are
        # mounted, and a panel composed ahead while the app closes never mounts
        # them. The first tab (Rules) is active until on_mount says otherwise.
        with Vertical(), TabbedContent():
            with TabPane("Rules", id="rules"):
                yield HelpPanel(rules_text(self.game_id))
            if self.now is not None:
                with TabPane("What can I do now?", id="now"):
                    yield HelpPanel(self.now)
            for i, (title, text) in enumerate(self.tabs):
                with TabPane(title, id=f"extra-{i}"):
                    yield HelpPanel(text)
            with TabPane("Keys", id="keys"):
                keys = keys_in_force(self.app, [*self.key_classes, type(self)])
                general = general_keys(keys, type(self.app).COMMAND_PALETTE_BINDING)
                yield HelpPanel(f"{self.extra_keys}\n\n{general}\n\n{HELP_KEYS}")
        yield KeyBar()

    def on_mount(self) -> None:
        try:
            if self.now is not None:
                self.query_one(TabbedContent).active = "now"
                # F1 may have come while the panel was still being composed
                # ahead: the newest "what can I do now?" waits in self.now.
                self.query_one("#now HelpPanel", HelpPanel).show(self.now)
            self.focus_panel()
        except (NoMatches, ValueError):
            # Composed ahead while the app closes: its tabs never mounted, and
            # the panel goes with the app.
            return

    def reopen(self, now: str | None) -> None:
        """Show this (kept) panel again with a fresh "what can I do now?"."""
        if now is not None and self.now is not None:
            self.now = now
        try:
            tabs = self.query_one(TabbedContent)
        except NoMatches:
            return  # still being composed ahead: on_mount shows self.now
        if now is not None and self.now is not None:
            try:
                self.query_one("#now HelpPanel", HelpPanel).show(now)
                tabs.active = "now"
            except (NoMatches, ValueError):  # composed ahead, its tabs not all mounted yet
                self.call_after_refresh(self.reopen, now)
                return
        self.call_after_refresh(self.focus_panel)

    def focus_panel(self) -> None:
        """The keyboard goes inside the visible tab, so scrolling keys work at once."""
        tabs = self.query_one(TabbedContent)
        if tabs.active:
            self.query_one(f"#{tabs.active} HelpPanel", HelpPanel).focus()

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        self.call_after_refresh(self.focus_panel)

    def action_tab(self, step: int) -> None:
        tabs = self.query_one(TabbedContent)
        panes = [pane.id for pane in tabs.query(TabPane) if pane.id]
        at = panes.index(tabs.active) if tabs.active in panes else 0
        tabs.active = panes[(at + step) % len(panes)]

    def action_close(self) -> None:
        self.dismiss(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "learn":  # a game with a lesson (not the table's own help)
            from nifty_table.lessons.model import has_lesson

            return self.game_id is not None and has_lesson(self.game_id)
        return True

    def action_learn(self) -> None:
        """t: this game's guided lesson (a game in progress stays saved)."""
        assert self.game_id is not None
        self.app.learn(self.game_id)
