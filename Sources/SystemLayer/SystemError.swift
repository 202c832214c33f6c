import Glibc

/// A system call that failed: the call's name and the `errno` it left, read at once.
///
/// The one error type of the system layer: every wrapper in `Posix` throws it, and the
/// targets above convert it at their edge (the driver into `DriverError.SystemError`).
package struct SystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The call that failed, as its manual page names it: `poll`, `posix_spawn`.
    package let call: String
    /// The `errno` value (or the error number the call returned).
    package let code: Int32

    /// The failure of `call` with error number `code`.
    package init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// The failure of `call` with the calling thread's `errno` now: make it straight
    /// after the call that failed.
    package static func current(_ call: String) -> SystemError {
        SystemError(call: call, code: errno)
    }

    /// The system's wording of `code` alone: "No such file or directory".
    package var reason: String { Posix.describe(code) }

    /// Whether the call failed only because it would have had to wait (`EAGAIN`).
    package var wouldBlock: Bool { code == EAGAIN || code == EWOULDBLOCK }

    /// Whether a signal interrupted the call (`EINTR`): thrown only by calls whose
    /// interruption is news (`Posix.poll(_:timeout:unblockingSignals:)`).
    package var interrupted: Bool { code == EINTR }

    /// Whether the peer has gone: the reading end closed (`EPIPE`) or the connection
    /// reset (`ECONNRESET`).
    package var peerGone: Bool { code == EPIPE || code == ECONNRESET }

    /// Whether the file or directory named was not there (`ENOENT`).
    package var noSuchFile: Bool { code == ENOENT }

    /// Whether a path named a file where a directory was needed, or the reverse
    /// (`ENOTDIR`, `EISDIR`).
    package var wrongKindOfFile: Bool { code == ENOTDIR || code == EISDIR }

    /// Whether the call is not supported here (`ENOSYS`): an old kernel or C library.
    package var unsupported: Bool { code == ENOSYS }

    /// `poll: Bad file descriptor`.
    package var description: String { "\(call): \(reason)" }
}
