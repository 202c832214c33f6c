import AppAutomation
import Glibc
import Synchronization
import SystemShims

/// Saves that failed on the writer's thread, waiting for the run loop to show them.
///
/// The writer records each failure (which also logs it); the run loop polls
/// `descriptor`, which becomes readable when one is waiting, and takes them.
final class SaveFailures: Sendable {
    private let messages = Mutex<[String]>([])
    private let wake: (read: Int32, write: Int32)
    /// Set after each byte written to the pipe, so a take with nothing written reads nothing.
    private let written = Atomic(false)

    init() {
        var ends: [Int32] = [-1, -1]
        _ = shim_pipe(&ends, 1)
        wake = (ends[0], ends[1])
    }

    deinit {
        close(wake.read)
        close(wake.write)
    }

    /// Becomes readable when a failure is waiting to be taken.
    var descriptor: Int32 { wake.read }

    /// Logs `message` and keeps it for the run loop, which it wakes.
    func record(_ message: String) {
        // Kept before it is logged: whoever reads the log line may count on the run
        // loop finding the failure at its next pass.
        messages.withLock { $0.append(message) }
        POSIX.log(message)
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        // After the byte: a take that sees this drains it, or the next one does.
        written.store(true, ordering: .releasing)
    }

    /// The failures recorded since the last call, oldest first.
    func take() -> [String] {
        if written.exchange(false, ordering: .acquiring) {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { bytes in
                while read(wake.read, bytes.baseAddress, bytes.count) > 0 {}
            }
        }
        return messages.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }
}
