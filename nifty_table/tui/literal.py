"""Text from people and files, shown as it is.

Names, card names, save contents and error reasons must never be read as
markup: Static and OptionList widgets that show them are built with
`markup=False`, Rich tables get `Text` cells, and text spliced into Markdown
(the help panel) goes through `md_text`.
"""

from __future__ import annotations

import re

# The marks Markdown gives a meaning to inside a line (the text is always
# spliced in mid-line, so "#", "-" or "1." at a line start cannot occur).
_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|~&])")


def md_text(text: str) -> str:
    """`text` for a Markdown document, where it reads literally."""
    return _MD_SPECIAL.sub(r"\\\1", text)
