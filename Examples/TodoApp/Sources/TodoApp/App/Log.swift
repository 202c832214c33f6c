import Glibc

/// Writes `message` and a line break to standard error: the app's log, which the
/// driver keeps and shows beside a failing test.
func log(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
