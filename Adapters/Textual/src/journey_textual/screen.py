"""The screen Textual drew (docs/protocol.md §5.1, screen): what its compositor shows, as
plain text, one string a row, at the terminal size."""

from __future__ import annotations

from . import wire


def drawn_rows(app) -> list[str]:
    """The app's current screen as its compositor renders it, with the screens a modal
    screen lets show through, one plain-text row a line, trailing spaces removed."""
    from textual._context import visible_screen_stack

    screen = app.screen
    width, height = app.size
    token = visible_screen_stack.set(list(app._background_screens))
    try:
        strips = screen._compositor.render_strips()
    finally:
        visible_screen_stack.reset(token)
    rows = [strip.text.rstrip() for strip in strips[:min(height, wire.MAX_SCREEN_ROWS)]]
    return rows
