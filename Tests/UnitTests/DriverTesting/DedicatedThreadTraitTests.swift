import Dispatch
import DriverTesting
import SystemLayer
import Testing

@Suite("The dedicated-thread trait", .timeLimit(.minutes(1)))
struct DedicatedThreadTraitTests {
    @Test("a test marked .dedicatedThread runs on a thread of its own, before and after each await", .dedicatedThread)
    func runsOnItsOwnThread() async {
        let before = (SystemThread.current, SystemThread.currentName)
        await Task.yield()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Task.detached { continuation.resume() }
        }
        let after = (SystemThread.current, SystemThread.currentName)

        #expect(before.1 == DedicatedThreadTrait.threadName)
        #expect(after.1 == DedicatedThreadTrait.threadName)
        #expect(before.0 == after.0)
    }

    /// One semaphore a case of `casesBlockSideBySide`: a case signals its own as it comes
    /// and waits for the other's. The two cases must run side by side, as `swift test`
    /// runs a parameterised test's cases unless told `--no-parallel`.
    private static let arrivals = [1: DispatchSemaphore(value: 0), 2: DispatchSemaphore(value: 0)]

    @Test("each case of a parameterised test runs on a thread of its own: two cases block theirs side by side", .dedicatedThread, arguments: [1, 2])
    func casesBlockSideBySide(case number: Int) throws {
        let own = try #require(Self.arrivals[number])
        let other = try #require(Self.arrivals[3 - number])

        own.signal()
        // Blocks this case's thread: had the two cases one thread, the other could not come.
        let met = other.wait(timeout: .now() + .seconds(20))

        #expect(met == .success, "the other case did not run while this one blocked its thread")
    }

    @Test("a test without it runs on the shared threads")
    func unmarkedTestsShareThreads() {
        #expect(SystemThread.currentName != DedicatedThreadTrait.threadName)
    }
}

@Suite("The dedicated-thread trait on a suite", .timeLimit(.minutes(1)), .dedicatedThread)
struct DedicatedThreadSuiteTraitTests {
    @Test("a test in a suite marked .dedicatedThread runs on a thread of its own without a mark of its own")
    func suiteMarkReachesItsTests() {
        #expect(SystemThread.currentName == DedicatedThreadTrait.threadName)
    }
}
