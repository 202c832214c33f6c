import Driver
import DriverTesting
import Synchronization
import Testing
import XCTest

/// Where in a test a call was made, captured by default arguments.
struct CallSite: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Records a failure in whichever framework is running the test, at the caller's
/// file and line, and lets the test go on, as XCUITest does.
package enum FailureRecorder {
    /// Set by tests of this recorder: failures and warnings go here, with the place
    /// they would be reported at, instead of to the running framework, so the test can
    /// check them and a passing run prints none of them.
    @TaskLocal package static var capture: CapturedFailures?

    static func record(_ error: DriverError, at site: CallSite?) {
        if let capture {
            capture.append(.init(message: error.description, fileID: site?.fileID, line: site.map { Int($0.line) }, isWarning: false))
        } else if Test.current != nil {
            let location = site.map {
                SourceLocation(fileID: $0.fileID, filePath: "\($0.filePath)", line: Int($0.line), column: Int($0.column))
            }
            if let location {
                Issue.record(Comment(rawValue: error.description), sourceLocation: location)
                error.diagnostics?.recordAttachments(sourceLocation: location)
            } else {
                Issue.record(Comment(rawValue: error.description))
                error.diagnostics?.recordAttachments()
            }
        } else if let site {
            XCTFail(error.description, file: site.filePath, line: site.line)
        } else {
            XCTFail(error.description)
        }
    }

    /// Reports a fragile query as a warning in Swift Testing, or on standard error under XCTest.
    static func warn(_ text: String) {
        if let capture {
            capture.append(.init(message: text, fileID: nil, line: nil, isWarning: true))
        } else if Test.current != nil {
            Issue.record(Comment(rawValue: text), severity: .warning)
        } else {
            App.printWarning(text)
        }
    }
}

/// The failures and warnings `FailureRecorder` took instead of reporting them.
package final class CapturedFailures: Sendable {
    /// One failure or warning, with where it would have been reported.
    package struct Entry: Sendable {
        /// The message, diagnostics included.
        package let message: String
        /// The caller's file (`Module/File.swift`), if known.
        package let fileID: String?
        /// The caller's line, if known.
        package let line: Int?
        /// Whether it is a warning rather than a failure.
        package let isWarning: Bool
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

extension BlockingBridge {
    /// Runs `work` blocking the caller; if it throws, records the failure at `site`
    /// and returns `fallback`, so the test goes on.
    @discardableResult
    func runRecordingFailure<Value: Sendable>(
        at site: CallSite?, fallback: Value, _ work: @escaping @Sendable () async throws -> Value
    ) -> Value {
        let outcome: Result<Value, DriverError> = run {
            do {
                return .success(try await work())
            } catch {
                return .failure(DriverError.wrapping(error))
            }
        }
        switch outcome {
        case let .success(value):
            return value
        case let .failure(error):
            FailureRecorder.record(error, at: site)
            return fallback
        }
    }
}

extension DriverError {
    /// The error as a `DriverError`; the driver throws nothing else.
    static func wrapping(_ error: any Error) -> DriverError {
        error as? DriverError ?? DriverError(.protocolError("unexpected error: \(error)"))
    }
}
