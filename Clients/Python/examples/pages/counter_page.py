"""The Textual adapter's counter example (Adapters/Textual/examples/counter.py): a count, and a dialog that resets it."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from typing import Callable, Optional

from terminal_journeys.sync import App, Element

from .screen import Screen

#: The app's file, from the repository this folder is in.
COUNTER_APP = Path(__file__).resolve().parents[4] / "Adapters" / "Textual" / "examples" / "counter.py"
#: The adapter's launcher, installed beside this Python by ``pip install ./Adapters/Textual``; None without it.
LAUNCHER: Optional[str] = shutil.which("journey-textual", path=str(Path(sys.executable).parent))


class CounterPage(Screen):
    """The counter's main screen: the count and the buttons that change it."""

    name = "Counter"

    @classmethod
    def landmark(cls, app: App) -> Element:
        """The count."""
        return app.static_texts["count"]

    @classmethod
    def launch(cls, launch: Callable[..., App]) -> CounterPage:
        """Starts the counter through the adapter's launcher with ``launch`` (the plugin's fixture)."""
        if LAUNCHER is None:
            raise RuntimeError("journey-textual is not installed beside this Python: run Scripts/python-env")
        return cls(launch(LAUNCHER, arguments=[str(COUNTER_APP), "--terminal-size", "80x40", "--reset-state"]))

    @property
    def count(self) -> Element:
        """The count, "0" at launch."""
        return self.landmark(self.app)

    def add_one(self) -> CounterPage:
        """Adds one to the count."""
        self.app.buttons["add"].tap()
        return self

    def reset(self) -> ResetDialog:
        """Asks to set the count back to zero, which opens the dialog that confirms it."""
        self.app.buttons["reset"].tap()
        return ResetDialog(self.app)


class ResetDialog(Screen):
    """The modal dialog over the counter that asks whether to reset the count."""

    name = "Reset the count?"

    @classmethod
    def landmark(cls, app: App) -> Element:
        """The dialog's question."""
        return app.static_texts["question"]

    @property
    def question(self) -> Element:
        """What the dialog asks, "Reset the count?"."""
        return self.landmark(self.app)

    def confirm(self) -> CounterPage:
        """Answers Yes and returns to the counter once the dialog has closed."""
        return self._answer("yes")

    def decline(self) -> CounterPage:
        """Answers No and returns to the counter once the dialog has closed."""
        return self._answer("no")

    def _answer(self, button: str) -> CounterPage:
        self.app.buttons[button].tap()
        self.question.wait_until_gone()
        return CounterPage(self.app)
