"""What every page of an app shares: its name, its landmark, and the check that the app shows it."""

from __future__ import annotations

from typing import ClassVar

from terminal_journeys import ExpectationFailed
from terminal_journeys.sync import App, Element, expect


class ScreenMismatch(AssertionError):
    """The app is not on the screen a page expected: names the screen and its landmark, and keeps the driver's failure."""

    def __init__(self, expected: str, landmark: str, cause: ExpectationFailed) -> None:
        super().__init__(f"expected the {expected} screen ({landmark}); {cause.message}")
        #: The screen the journey expected, e.g. "Cart".
        self.expected = expected
        #: The query that identifies it, e.g. ``staticTexts["cartTitle"]``.
        self.landmark = landmark
        #: Why the landmark was not found: the driver's failure with the element tree.
        self.cause = cause


class Screen:
    """A page object: it names its screen and a landmark, an element only that screen has.

    Creating a page confirms the app shows that screen (waiting while the app gets there),
    so a journey that lands somewhere else fails at the step that went wrong.
    """

    #: The screen's name as a person says it, for failure messages: "Cart".
    name: ClassVar[str]

    def __init__(self, app: App) -> None:
        #: The app showing the screen.
        self.app = app
        landmark = self.landmark(app)
        try:
            expect(landmark).to_exist()
        except ExpectationFailed as failure:
            raise ScreenMismatch(self.name, landmark.query, failure) from None

    @classmethod
    def landmark(cls, app: App) -> Element:
        """An element only this screen has, e.g. ``app.static_texts["cartTitle"]``."""
        raise NotImplementedError(f"{cls.__name__} names no landmark: define landmark(cls, app)")
