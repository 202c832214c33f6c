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

    @Test(
        "two scopes of the trait side by side each run on a thread of their own: each blocks its own, and the other still comes, though both start from one thread",
        .dedicatedThread)
    func scopesBlockSideBySide() async throws {
        let test = try #require(Test.current)
        // Started from this test's own thread, where child tasks run one at a time: had a
        // scope no thread of its own, the first to block would keep the second from coming.
        let arrivals = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 0..<2 {
                group.addTask {
                    try await DedicatedThreadTrait.dedicatedThread.provideScope(for: test, testCase: nil) {
                        arrivals[number].signal()
                        let met = arrivals[1 - number].wait(timeout: .now() + .seconds(20))
                        #expect(met == .success, "the other scope did not run while this one blocked its thread")
                        #expect(SystemThread.currentName == DedicatedThreadTrait.threadName)
                    }
                }
            }
            try await group.waitForAll()
        }
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
