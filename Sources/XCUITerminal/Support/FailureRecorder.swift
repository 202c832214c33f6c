import Driver
import DriverTesting
import Synchronization
import Testing
import XCTest

/// Records a failure in whichever framework is running the test, at the caller's
/// file and line, and lets the test go on, as XCUITest does.
package enum FailureRecorder {
    /// Set by tests that provoke failures or warnings on purpose: they go here, with the
    /// place they would be reported at, instead of to the running framework, so the test
    /// can check them and a passing run prints none of them. A capture of `.warnings`
    /// takes only warnings; failures are still reported as usual.
    @TaskLocal package static var capture: CapturedFailures?

    /// Records `error` at `site`, or, when the call could not say where it was made, at
    /// the caller found from the backtrace (falling back to the test's own line).
    static func record(_ error: DriverError, at site: CallSite?) {
        record(error.description, diagnostics: error.diagnostics, at: site ?? CallerLocation.find())
    }

    /// Records a failure saying `text` at `site` (the caller's, found from the backtrace, if nil).
    static func record(_ text: String, diagnostics: Diagnostics? = nil, at site: CallSite?) {
        guard !StoppedXCTest.isStopped else { return }
        var text = text
        var site = site ?? CallerLocation.find()
        if site == nil, Test.current == nil, let last = lastCallSite.withLock({ $0 }) {
            // XCTest's assertions take their arguments as autoclosures, which carry no
            // line in the debug information: say where the test last called with one.
            site = last
            text = "(at or after this line: the failing read's own line is not in the debug information) " + text
        }
        if let capture, capture.scope == .failuresAndWarnings {
            capture.append(.init(message: text, fileID: site?.fileID, line: site.map { Int($0.line) }, isWarning: false))
        } else if let test = Test.current {
            let location =
                site.map {
                    SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: Int($0.line), column: Int($0.column))
                } ?? test.sourceLocation
            Issue.record(Comment(rawValue: text), sourceLocation: location)
            diagnostics?.recordAttachments(sourceLocation: location)
        } else if let site {
            XCTFail(text, file: StaticString(site.filePath), line: site.line)
        } else {
            XCTFail(text)
        }
    }

    /// The last call site an action or wait passed, for reads whose line cannot be found.
    static let lastCallSite = Mutex<CallSite?>(nil)

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

    /// What a capture takes.
    package enum Scope: Sendable {
        /// Failures and warnings: nothing reaches the running framework.
        case failuresAndWarnings
        /// Warnings only: failures are still reported, and fail the test, as usual.
        case warnings
    }

    /// What this capture takes.
    package let scope: Scope
    private let entries = Mutex<[Entry]>([])

    /// Creates an empty capture that takes what `scope` says.
    package init(_ scope: Scope = .failuresAndWarnings) {
        self.scope = scope
    }

    /// What was taken, in order.
    package var all: [Entry] { entries.withLock { $0 } }

    func append(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }
}

extension StaticString {
    /// A static string holding `text`, which is kept alive for the rest of the run:
    /// XCTest takes a failure's file as a `StaticString`.
    init(_ text: String) {
        let storage = strdup(text)!
        self = unsafeBitCast((UnsafePointer(storage), UInt(strlen(storage)), UInt8(0)), to: StaticString.self)
    }
}

extension BlockingBridge {
    /// Runs `work` blocking the caller; if it throws, records the failure at `site` (or
    /// at the caller found from the backtrace) and returns `fallback`, so the test goes on.
    @discardableResult
    static func runRecordingFailure<Value: Sendable>(
        at site: CallSite?, fallback: Value, _ work: @escaping @Sendable () async throws -> Value
    ) -> Value {
        guard !StoppedXCTest.isStopped else { return fallback }
        if let site { FailureRecorder.lastCallSite.withLock { $0 = site } }
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
        error as? DriverError ?? DriverError(.protocolError(.foreignError(detail: "\(error)")))
    }
}
