import Glibc

/// How a terminal treats what is typed (`tcgetattr`): whether it echoes it and whether
/// it hands it over a line at a time, as a shell leaves it.
package struct TerminalAttributes: Sendable, Hashable {
    /// Whether typed characters are echoed back (`ECHO`).
    package let echoes: Bool
    /// Whether input is edited and handed over a line at a time (`ICANON`); false in raw mode.
    package let readsLines: Bool

    /// The modes of the terminal `descriptor` (either side of a pseudo-terminal).
    ///
    /// - Throws: `SystemError` (`tcgetattr`), `ENOTTY` when `descriptor` is no terminal.
    package init(of descriptor: Int32) throws(SystemError) {
        var modes = termios()
        _ = try Posix.retrying("tcgetattr") { tcgetattr(descriptor, &modes) }
        echoes = modes.c_lflag & tcflag_t(ECHO) != 0
        readsLines = modes.c_lflag & tcflag_t(ICANON) != 0
    }
}
