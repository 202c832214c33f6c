import TerminalEmulator

extension TerminalScreen {
    /// A fingerprint of how the screen looks: every cell's character and paint, and the
    /// cursor. Screens that look alike have the same one; within one process, screens
    /// that look different almost never do. For telling a redraw that brings back a look
    /// already seen (a blinking cursor) from one that shows something new.
    var look: Int {
        var hasher = Hasher()
        hasher.combine(cursor)
        for row in 0..<rows { hasher.combine(glyphs(row: row)) }
        return hasher.finalize()
    }
}
