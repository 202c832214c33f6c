public import Driver
import SystemLayer
import JourneyTrace
public import Testing

/// A trait that reports a test failing with a `DriverError` at the call that failed,
/// with the app's tree, screen and log attached: `@Suite(.appDiagnostics)`.
///
/// Without it, Swift Testing reports a thrown error at the `@Test` line. With it, the
/// failure is recorded at the line of the test (or page object) whose call threw, found
/// from the call's backtrace, with the error's full message; the evidence is attached
/// where tools that collect attachments keep it. Errors that carry a `DriverError`
/// (`DriverErrorCarrying`) are reported the same way. With `JOURNEY_TRACE` set for the
/// run, each test it covers also gets a journey trace (see `JourneyTraceTrait`).
public struct AppDiagnosticsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test inside a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test; a thrown `DriverError` becomes an issue at its call site, with
    /// its diagnostics attached.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A run with JOURNEY_TRACE set traces every test this trait covers, as `.journeyTrace` does.
        if let policy = TestTrace.environmentPolicy, policy != .off, StepRecorder.current == nil {
            return try await JourneyTraceTrait(policy: policy).provideScope(for: test, testCase: testCase) {
                try await reportingDriverErrors(for: test, performing: function)
            }
        }
        try await reportingDriverErrors(for: test, performing: function)
    }

    private func reportingDriverErrors(for test: Test, performing function: @Sendable () async throws -> Void) async throws {
        do {
            try await function()
        } catch {
            guard let driverError = (error as? DriverError) ?? (error as? any DriverErrorCarrying)?.driverError else { throw error }
            // On the symbolication thread: finding the line reads the test binary's debug
            // information, which would hold a shared thread all along.
            let callSite = await CallerLocation.resolving { driverError.callSite }
            let location =
                callSite.map {
                    SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: Int($0.line), column: Int($0.column))
                } ?? test.sourceLocation
            if let capture = Self.capture {
                return capture.append(.init(error: driverError, sourceLocation: location))
            }
            driverError.diagnostics?.recordAttachments(sourceLocation: location)
            Issue.record(error, sourceLocation: location)
        }
    }
}

/// An error that wraps a `DriverError`, such as a page object's "expected the Cart
/// screen", so `.appDiagnostics` reports it at the driver call that failed.
public protocol DriverErrorCarrying: Error {
    /// The driver's failure inside this error.
    var driverError: DriverError { get }
}

extension Trait where Self == AppDiagnosticsTrait {
    /// Reports a `DriverError` at the failing call, with the app's tree, screen and log.
    public static var appDiagnostics: AppDiagnosticsTrait { AppDiagnosticsTrait() }
}
