import Driver
public import Testing

/// A trait that attaches the app's tree, screen and log to a test that fails with a
/// `DriverError`: `@Suite(.appDiagnostics)`.
///
/// The error still fails the test, with its full message; the trait only adds the
/// evidence as attachments, where tools that collect them can keep it.
public struct AppDiagnosticsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test inside a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test; on a thrown `DriverError`, records its diagnostics, then rethrows.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        do {
            try await function()
        } catch let error as DriverError {
            error.diagnostics?.recordAttachments(sourceLocation: test.sourceLocation)
            throw error
        }
    }
}

extension Trait where Self == AppDiagnosticsTrait {
    /// Attaches the app's tree, screen and log when a test fails with a `DriverError`.
    public static var appDiagnostics: AppDiagnosticsTrait { AppDiagnosticsTrait() }
}
