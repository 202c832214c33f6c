"""Textual's own snapshot tests as an oracle for the Textual adapter: see docs/textual.md."""
