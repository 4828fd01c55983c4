"""Every colour drawn is shaded, if it must be, to read on its background.

Colours in the code name a hue (a card type, a suit, a muted grey); whether
it reads depends on the theme under it: yellow that shines on black is lost on
light grey, grey50 is too faint on either. So the last step of drawing takes
each colour as it reaches the terminal (theme, transparency, dim and
monochrome resolved) and, where it falls short of the contrast it needs
against its own background, moves it towards white or black just far enough:

- text: 4.5:1, WCAG AA;
- lines and blocks (box drawing: borders, rules; block elements: a
  scrollbar's edge): 3:1, WCAG's contrast for parts of the interface.

A colour that already reads is left as designed. Any theme, and monochrome's
greys, come out readable the same way.
"""

from __future__ import annotations

from functools import lru_cache

from rich.color import Color as RichColor
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter

TEXT = 4.5
LINES = 3.0
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)

RGB = tuple[int, int, int]


def luminance(rgb: RGB) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = rgb
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def contrast(a: RGB, b: RGB) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def needed(text: str) -> float:
    """The contrast a run of characters needs: lines only if it holds nothing
    but box drawing and block elements (U+2500-U+259F)."""
    drawn = text.replace(" ", "")
    return LINES if drawn and all("\u2500" <= c <= "\u259f" for c in drawn) else TEXT


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    red, green, blue = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return red, green, blue


@lru_cache(4096)
def shaded(fg: RGB, bg: RGB, ratio: float) -> RGB:
    """`fg`, or the nearest colour towards white or black reaching `ratio` on `bg`."""
    if contrast(fg, bg) >= ratio:
        return fg
    # Away from the background: lighter on a dark one, darker on a light one;
    # the other way only if that cannot get there (one always can: 4.58:1).
    ends = (WHITE, BLACK) if luminance(fg) >= luminance(bg) else (BLACK, WHITE)
    for end in ends:
        if contrast(end, bg) < ratio:
            continue
        low, high = 0.0, 1.0  # the least mix that reaches it
        for _ in range(12):
            middle = (low + high) / 2
            if contrast(_mix(fg, end, middle), bg) >= ratio:
                high = middle
            else:
                low = middle
        return _mix(fg, end, high)
    return fg


@lru_cache(4096)
def legible_style(style: Style, background: RichColor, ratio: float) -> Style:
    fg, bg = style.color, style.bgcolor or background
    if fg is None or fg.triplet is None or bg.triplet is None:
        return style  # the terminal's own colours, or not yet resolved
    rgb = shaded(tuple(fg.triplet), tuple(bg.triplet), ratio)
    if rgb == tuple(fg.triplet):
        return style
    return style + Style(color=RichColor.from_rgb(*rgb))


class Legible(LineFilter):
    """Shade each segment's colour to the contrast its text needs (see above)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        back = background.rich_color
        drawn = []
        for segment in segments:
            text, style, control = segment
            if style is None or control or text.isspace():
                drawn.append(segment)  # nothing drawn in a colour
            else:
                drawn.append(Segment(text, legible_style(style, back, needed(text)), control))
        return drawn
