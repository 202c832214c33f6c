package import Driver
package import Testing
import Synchronization

extension AppDiagnosticsTrait {
    /// Set by tests of this trait: the failures it would record go here instead, with
    /// where they would be recorded, so the test can check them and a passing run prints
    /// none of them (no issue, no attachments).
    @TaskLocal package static var capture: CapturedAppFailures?
}

/// The failures `.appDiagnostics` took instead of recording them as issues.
package final class CapturedAppFailures: Sendable {
    /// One failure, as the trait would have reported it.
    package struct Entry: Sendable {
        /// The driver's failure, diagnostics included.
        package let error: DriverError
        /// Where the issue would have been recorded: the failing call, or the test.
        package let sourceLocation: SourceLocation
    }

    private let entries = Mutex<[Entry]>([])

    /// Creates an empty capture.
    package init() {}

    /// What was taken, in order.
    package var all: [Entry] { entries.withLock { $0 } }

    func append(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }
}
