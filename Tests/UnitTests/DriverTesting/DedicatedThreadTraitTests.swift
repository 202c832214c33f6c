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
