import Dispatch
import Glibc
import Synchronization
import SystemShims
import SystemLayer
import Testing

@Suite("System threads")
struct SystemThreadTests {
    /// What one body saw of the thread it ran on.
    struct Sighting: Sendable {
        /// Whether an earlier body of this test had run on the same thread.
        let threadRanOneBefore: Bool
        /// Which of signals 1 to 31 were blocked as the body started.
        let blocked: [Bool]
    }

    @Test("a thread whose body returned runs a later one, which starts with the thread's own signal mask")
    func threadsAreReusedWithTheirMask() throws {
        let sightings = Mutex<[Sighting]>([])
        let finished = DispatchSemaphore(value: 0)
        // A mark each thread carries once it has run a body here: a new thread starts without it.
        var key = pthread_key_t()
        try #require(pthread_key_create(&key, nil) == 0)
        defer { pthread_key_delete(key) }
        let mark = key
        for _ in 0..<20 {
            let started =
                (try? SystemThread.startDetached {
                    var mask = sigset_t()
                    pthread_sigmask(SIG_SETMASK, nil, &mask)
                    let ranOneBefore = pthread_getspecific(mark) != nil
                    pthread_setspecific(mark, UnsafeRawPointer(bitPattern: 1))
                    let blocked = (1...31).map { sigismember(&mask, $0) == 1 }
                    sightings.withLock { $0.append(Sighting(threadRanOneBefore: ranOneBefore, blocked: blocked)) }
                    // Left blocked on purpose: the next body on this thread must not inherit them.
                    var all = sigset_t()
                    sigfillset(&all)
                    pthread_sigmask(SIG_BLOCK, &all, nil)
                    finished.signal()
                }) != nil
            #expect(started)
            if started { finished.wait() }
        }

        let seen = sightings.withLock { $0 }
        #expect(seen.count == 20)
        #expect(seen.contains { $0.threadRanOneBefore }, "every body ran on a new thread")
        // A pooled thread may have been made by another test's thread, with some signals
        // blocked; none is made with every signal blocked, as each body here leaves it.
        let leftByLastBody = (1...31).map { $0 != SIGKILL && $0 != SIGSTOP }
        #expect(!seen.contains { $0.blocked == leftByLastBody }, "a body inherited the mask its thread's last body left")
    }
}
