import AppAutomation
import Synchronization
import SystemLayer

/// Saves that failed on the writer's thread, waiting for the run loop to show them.
///
/// The writer records each failure (which also logs it); the run loop polls
/// `descriptor`, which becomes readable when one is waiting, and takes them.
final class SaveFailures: Sendable {
    private let messages = Mutex<[String]>([])
    private let wake: (read: Int32, write: Int32)
    /// Set after each byte written to the pipe, so a take with nothing written reads nothing.
    private let written = Atomic(false)

    /// - Throws: `SystemError` (`pipe2`) when the process has no descriptors left.
    init() throws(SystemError) {
        wake = try Posix.pipe(nonBlocking: true)
    }

    deinit {
        Posix.close(wake.read)
        Posix.close(wake.write)
    }

    /// Becomes readable when a failure is waiting to be taken.
    var descriptor: Int32 { wake.read }

    /// Logs `message` and keeps it for the run loop, which it wakes.
    func record(_ message: String) {
        // Kept before it is logged: whoever reads the log line may count on the run
        // loop finding the failure at its next pass.
        messages.withLock { $0.append(message) }
        AppLog.write(message)
        // A full pipe already wakes the run loop: the byte is not needed then.
        _ = try? Posix.writeAll(wake.write, [1])
        // After the byte: a take that sees this drains it, or the next one does.
        written.store(true, ordering: .releasing)
    }

    /// The failures recorded since the last call, oldest first.
    func take() -> [String] {
        if written.exchange(false, ordering: .acquiring) {
            withUnsafeTemporaryAllocation(byteCount: 64, alignment: 1) { bytes in
                while (try? Posix.read(wake.read, into: bytes)) ?? 0 > 0 {}
            }
        }
        return messages.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }
}
