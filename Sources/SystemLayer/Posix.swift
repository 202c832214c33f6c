import Glibc

/// Every system call the project makes, each wrapped once: a call interrupted by a
/// signal (`EINTR`) is made again, and a failure throws a `SystemError` naming the call,
/// with `errno` read at once.
///
/// The other targets never import the C library: what they need from the system is a
/// member of this enum (or of the layer's other types), so porting the project to
/// another system is this target's work alone (see docs/platforms.md).
package enum Posix {
    /// Makes `call`, a system call that returns -1 and sets `errno` when it fails, again
    /// for as long as a signal interrupts it.
    ///
    /// - Returns: what the call returned when it succeeded.
    /// - Throws: `SystemError` naming `name`, with the `errno` the failure left.
    @inline(__always)
    package static func retrying<Result: FixedWidthInteger>(_ name: String, _ call: () -> Result) throws(SystemError) -> Result {
        while true {
            let result = call()
            if result >= 0 { return result }
            let code = errno
            if code != EINTR { throw SystemError(call: name, code: code) }
        }
    }

    /// Checks the result of `name`, a call that returns 0 or an error number instead of
    /// setting `errno` (`posix_spawn`, `pthread_create`).
    ///
    /// - Throws: `SystemError` naming `name` with the number returned.
    @inline(__always)
    package static func checking(_ name: String, _ result: Int32) throws(SystemError) {
        if result != 0 { throw SystemError(call: name, code: result) }
    }

    /// The system's wording of error number `code`: "No such file or directory".
    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The wording of the calling thread's `errno` now (for messages that need no call name).
    package static var lastErrorDescription: String { describe(errno) }
}
