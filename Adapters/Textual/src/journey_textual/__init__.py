"""Terminal Journeys' adapter for Textual apps: speaks docs/protocol.md (version 2) for an
unmodified app run by `journey-textual`."""
