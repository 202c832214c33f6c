public import ScreenModel
public import TerminalEmulator

extension KeyPress {
    /// The bytes xterm sends for this press under `modes`, or nil when a terminal has no
    /// encoding for it (F13, Control with a digit, Shift or several modifiers on a key
    /// other than Tab).
    ///
    /// Cursor keys follow the program's mode (`ESC O A` in application cursor mode, else
    /// `ESC [ A`); Return is CR, or CR LF in newline mode; Backspace is DEL (0x7F), as
    /// xterm sends it; Shift-Tab is `ESC [ Z`; Control with a character is its control
    /// byte (letters, `@`, `[`, `\`, `]`, `^`, `_`, space, and `?` for DEL); Alt with a
    /// character is ESC, then the character. The bytes come from `TerminalKeyBytes`, the
    /// table a kit app's front end reads keys with.
    public func bytes(in modes: TerminalModes) -> [UInt8]? {
        TerminalKeyBytes.bytes(for: self, applicationCursorKeys: modes.applicationCursorKeys, newlineMode: modes.newlineMode)
    }
}
