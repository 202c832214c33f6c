import Driver
import DriverTesting
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
enum FailureRecorder {
    static func record(_ error: DriverError, at site: CallSite?) {
        if Test.current != nil {
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
        if Test.current != nil {
            Issue.record(Comment(rawValue: text), severity: .warning)
        } else {
            App.printWarning(text)
        }
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
