"""``less`` showing a file on a terminal: a program with no elements, read by its screen's text."""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import Callable, List

from terminal_journeys.sync import Terminal, expect


class LessPage:
    """less paging through one file: search, go to the end, quit, and the lines it shows.

    As an app's page confirms its landmark, creating one confirms less shows the file's
    first line; each action waits for what less draws when it is done.
    """

    def __init__(self, terminal: Terminal, path: Path) -> None:
        #: The terminal less runs on.
        self.terminal = terminal
        expect(terminal).to_show(path.read_text().splitlines()[0])

    @classmethod
    def open(cls, journey_terminal: Callable[..., Terminal], path: Path, *, columns: int = 40, rows: int = 6) -> LessPage:
        """Starts less on ``path`` with ``journey_terminal`` (the plugin's fixture), without options from the environment."""
        terminal = journey_terminal(
            f"less {shlex.quote(str(path))}", columns=columns, rows=rows, environment={"LESS": "", "LESSHISTFILE": "-"}
        )
        return cls(terminal, path)

    @property
    def lines(self) -> List[str]:
        """The screen's rows as text, without trailing spaces; the last is less's prompt."""
        framed = self.terminal.screen().split("\n")
        top = next(number for number, line in enumerate(framed) if line.startswith("+"))
        bottom = next(number for number, line in enumerate(framed) if number > top and line.startswith("+"))
        return [row[1:-1].rstrip() for row in framed[top + 1 : bottom]]

    @property
    def top_line(self) -> str:
        """The file's line at the top of the screen."""
        return self.lines[0]

    @property
    def prompt(self) -> str:
        """less's bottom line: ``:``, ``(END)``, or a message."""
        return self.lines[-1]

    def search(self, text: str) -> LessPage:
        """Searches forward for ``text`` and waits until less shows the match."""
        command = "/" + text
        # The prompt echoes the command; once less has taken it, the text shown is the match.
        self.terminal.type_text(command)
        expect(self.terminal).to_show(command)
        self.terminal.press("enter")
        expect(self.terminal).not_to_show(command)
        expect(self.terminal).to_show(text)
        return self

    def go_to_end(self) -> LessPage:
        """Goes to the end of the file, where less's prompt says ``(END)``."""
        self.terminal.press("G")
        expect(self.terminal).to_show("(END)")
        return self

    def quit(self) -> List[str]:
        """Quits less and returns the terminal's rows once less has given the screen back."""
        prompt = self.prompt
        self.terminal.press("q")
        expect(self.terminal).not_to_show(prompt)
        return self.lines
