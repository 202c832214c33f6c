public import Testing
import SystemLayer

/// A trait that runs each test on a thread of its own: `@Suite(.dedicatedThread)`.
///
/// Swift Testing runs tests on Swift concurrency's shared threads, one per core. A test
/// that blocks its thread (XCUITest's synchronous calls, a read of a child process's
/// output, a wait for a process to exit) holds one of them for as long as it blocks,
/// and on a small machine a few such tests stall every other test, and the driver's
/// own work, until they are done. With this trait a test blocks only its own thread.
///
/// The test's child tasks (`async let`, task groups, `Task { }`) run on the same
/// thread, one step at a time: work that must block beside the test needs a thread of
/// its own. A task that outlives the test goes on on the shared threads.
public struct DedicatedThreadTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test inside a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Scopes each test case, which is what runs on the thread.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> DedicatedThreadTrait? {
        testCase == nil ? nil : self
    }

    /// What the test's thread is called while it runs the test, as a debugger shows it.
    public static let threadName = "dedicated test"

    /// Runs the test case on a thread of its own, given back when it ends.
    ///
    /// - Throws: what the test throws, or `SystemError` when no thread could start.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let executor = try ThreadExecutor(name: Self.threadName)
        defer { executor.stop() }
        try await withTaskExecutorPreference(executor) {
            try await function()
        }
    }
}

extension Trait where Self == DedicatedThreadTrait {
    /// Runs each test on a thread of its own, for tests that block their thread.
    public static var dedicatedThread: DedicatedThreadTrait { DedicatedThreadTrait() }
}
