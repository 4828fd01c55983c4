"""WCAG contrast of what is on screen: each drawn character against its background.

Text must reach 4.5:1 (WCAG AA). Lines and blocks (box drawing: panel
borders, rules; block elements: a scrollbar's thumb) are not text but parts
of the interface, held to 3:1 (WCAG's non-text contrast). A blank cell draws
nothing and is not measured.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len
from screen_reading import screen_cells

TEXT = 4.5
NON_TEXT = 3.0


def luminance(rgb: tuple[int, int, int]) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = rgb
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def needed(char: str) -> float:
    """4.5 for text; 3 for box drawing and block elements (U+2500-U+259F)."""
    return NON_TEXT if "\u2500" <= char <= "\u259f" else TEXT


@dataclass
class Offender:
    text: str  # the run of neighbouring characters drawn alike
    x: int
    y: int
    fg: tuple[int, int, int] | None
    bg: tuple[int, int, int] | None
    ratio: float
    needed: float

    def __str__(self) -> str:
        return (
            f"{self.text!r} at column {self.x}, row {self.y}: {self.fg} on {self.bg}, "
            f"{self.ratio:.2f}:1 (needs {self.needed}:1)"
        )


def offenders(app) -> list[Offender]:
    """Every run of characters on the top screen below the contrast it needs."""
    found: list[Offender] = []
    for y, row in enumerate(screen_cells(app)):
        x, last = 0, None
        for char, style in row:
            if char.isspace():
                if last is not None:
                    last.text += char
            else:
                fg = style.color.get_truecolor() if style and style.color else None
                bg = style.bgcolor.get_truecolor() if style and style.bgcolor else None
                ratio = contrast(tuple(fg), tuple(bg)) if fg and bg else 0.0
                if ratio < needed(char):
                    fg, bg = fg and tuple(fg), bg and tuple(bg)
                    if last and (last.fg, last.bg) == (fg, bg):
                        last.text += char
                    else:
                        last = Offender(char, x, y, fg, bg, ratio, needed(char))
                        found.append(last)
                else:
                    last = None
            x += cell_len(char)
    for offender in found:
        offender.text = offender.text.rstrip()
    return found


def assert_readable(app, where: str) -> None:
    """Fail with the first run below its contrast (and how many more there are)."""
    bad = offenders(app)
    assert not bad, f"{where}: {bad[0]}" + (f" (and {len(bad) - 1} more)" if len(bad) > 1 else "")
