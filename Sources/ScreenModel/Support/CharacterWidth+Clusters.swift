extension CharacterWidth {
    /// The columns a grapheme cluster takes: its scalars' widths added up, as `wcswidth`
    /// counts and xterm, ncurses, Rich and the emulator lay text out. A letter with
    /// combining marks takes its letter's width, a spacing mark its own column besides,
    /// and an emoji sequence each of its emoji's (`👨‍👩‍👧` six, `🇫🇷` two, `❤️` one).
    /// `Character`'s and `String`'s widths, and so the kit's grid, follow it.
    package static func of(cluster scalars: some Sequence<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { $0 + of($1.value) }
    }
}
