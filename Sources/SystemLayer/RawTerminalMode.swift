import Glibc
import SystemShims

/// A terminal put in raw mode (no echo, no line editing, no signal keys, bytes as
/// typed), remembering how it was so it can be put back.
package struct RawTerminalMode: Sendable {
    private let descriptor: Int32
    private var saved: termios

    /// Puts the terminal `descriptor` in raw mode.
    ///
    /// - Throws: `SystemError` (`tcgetattr`, `tcsetattr`) when it is no terminal or
    ///   cannot be changed.
    package init(_ descriptor: Int32) throws(SystemError) {
        self.descriptor = descriptor
        saved = termios()
        guard tcgetattr(descriptor, &saved) == 0 else { throw SystemError.current("tcgetattr") }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { throw SystemError.current("tcsetattr") }
    }

    /// Puts the terminal back as it was.
    package func leave() {
        var saved = saved
        tcsetattr(descriptor, TCSAFLUSH, &saved)
    }
}

extension Posix {
    /// Standard input's descriptor.
    package static let standardInput = STDIN_FILENO
    /// Standard output's descriptor.
    package static let standardOutput = STDOUT_FILENO
    /// Standard error's descriptor.
    package static let standardError = STDERR_FILENO
}
