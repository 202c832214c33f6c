import Synchronization
import SystemLayer
import Testing

@Suite("Thread executor", .timeLimit(.minutes(1)))
struct ThreadExecutorTests {
    @Test("every step of a task that prefers it runs on its one thread, named as asked; a task without the preference runs elsewhere")
    func stepsRunOnItsThread() async throws {
        let executor = try ThreadExecutor(name: "executor test")
        defer { executor.stop() }
        let threads = Sightings()

        await Task(executorPreference: executor) {
            for _ in 0..<3 {
                threads.add(SystemThread.current, named: SystemThread.currentName)
                await Task.yield()
            }
        }.value
        let elsewhere = await Task.detached { SystemThread.currentName }.value

        let seen = threads.all
        #expect(seen.map(\.name) == Array(repeating: "executor test", count: 3))
        #expect(seen.allSatisfy { $0.thread == seen[0].thread })
        #expect(elsewhere != "executor test")
    }

    @Test("a name over 15 bytes is cut to its first 15, whole characters only")
    func longNamesAreCut() async throws {
        let executor = try ThreadExecutor(name: "fifteen bytes!!é")
        defer { executor.stop() }
        #expect(await Task(executorPreference: executor) { SystemThread.currentName }.value == "fifteen bytes!!")
        let accented = try ThreadExecutor(name: "fourteen bytesé")
        defer { accented.stop() }
        #expect(await Task(executorPreference: accented) { SystemThread.currentName }.value == "fourteen bytes")
    }

    @Test("waitUntilDrained returns after the jobs queued before it have run; after stop, a task still finishes, elsewhere")
    func drainsAndStops() async throws {
        let executor = try ThreadExecutor(name: "executor test")
        let steps = Sightings()
        let task = Task(executorPreference: executor) { steps.add(SystemThread.current, named: SystemThread.currentName) }
        executor.waitUntilDrained()
        #expect(steps.all.count == 1)
        await task.value

        executor.stop()
        executor.waitUntilDrained()
        let afterStop = await Task(executorPreference: executor) { SystemThread.current }.value
        #expect(afterStop != steps.all.first?.thread)
    }

    @Test("made to read a descriptor, it hands each read's bytes to onInput in order, then nil once at the end of input")
    func readsItsDescriptor() async throws {
        let pipe = try Posix.pipe()
        defer { Posix.close(pipe.read) }
        let inputs = Inputs()
        let executor = try ThreadExecutor(name: "reader test", reading: pipe.read) { bytes, _ in inputs.add(bytes) }
        defer { executor.stop() }

        try Posix.writeAll(pipe.write, Array("first ".utf8))
        await inputs.waitUntil { $0.compactMap { $0 }.joined().count == 6 }
        try Posix.writeAll(pipe.write, Array("second".utf8))
        Posix.close(pipe.write)
        await inputs.waitUntil { $0.last == .some(nil) }

        #expect(String(decoding: inputs.all.compactMap { $0 }.joined(), as: UTF8.self) == "first second")
        #expect(inputs.all.filter { $0 == nil }.count == 1)
    }

    @Test("onInput runs on the executor's thread and is given the executor, and a task it starts that prefers it runs there too")
    func inputAndItsTasksShareTheThread() async throws {
        let pipe = try Posix.pipe()
        defer { Posix.close(pipe.read) }
        let threads = Sightings()
        let finished = Inputs()
        let given = ExecutorBox()
        let executor = try ThreadExecutor(name: "reader test", reading: pipe.read) { bytes, executor in
            guard bytes != nil else { return finished.add(nil) }
            given.executor = executor
            threads.add(SystemThread.current, named: "onInput")
            Task(executorPreference: executor) {
                threads.add(SystemThread.current, named: "task")
                finished.add([])
            }
        }
        defer { executor.stop() }

        try Posix.writeAll(pipe.write, [1])
        await finished.waitUntil { !$0.isEmpty }
        Posix.close(pipe.write)
        // Until the end is read, the thread polls the read end, which closes when the test returns.
        await finished.waitUntil { $0.last == .some(nil) }

        let seen = threads.all
        #expect(seen.map(\.name) == ["onInput", "task"])
        #expect(seen.count == 2 && seen[0].thread == seen[1].thread)
        #expect(given.executor === executor)
        let elsewhere = await Task.detached { SystemThread.current }.value
        #expect(elsewhere != seen.first?.thread)
    }

    @Test("a reading executor runs every job another thread queues while it waits, between inputs and after them")
    func jobsFromOtherThreadsWakeTheReader() async throws {
        let pipe = try Posix.pipe()
        defer { Posix.close(pipe.read) }
        let inputs = Inputs()
        let executor = try ThreadExecutor(name: "reader test", reading: pipe.read) { bytes, _ in inputs.add(bytes) }
        defer { executor.stop() }
        let readerThread = Mutex<SystemThread.Identity?>(nil)

        var ran = 0
        for round in 0..<300 {
            if round % 3 == 0 {
                try Posix.writeAll(pipe.write, [1])
                await inputs.waitUntil { $0.count == round / 3 + 1 }
            }
            // Queued from a thread of the shared pool, not the executor's own.
            let thread = await Task.detached { await Task(executorPreference: executor) { SystemThread.current }.value }.value
            readerThread.withLock { $0 = $0 ?? thread }
            #expect(readerThread.withLock { $0 } == thread)
            ran += 1
        }
        Posix.close(pipe.write)
        // Until the end is read, the thread polls the read end, which closes when the test
        // returns: its number, reused by another test's pipe, would be read from here.
        await inputs.waitUntil { $0.last == .some(nil) }

        #expect(ran == 300)
    }

    @Test("run and runAndWait give back what their closure returns, computed on the executor's thread, after the jobs queued before")
    func closuresRunOnItsThread() async throws {
        let executor = try ThreadExecutor(name: "closure test")
        defer { executor.stop() }
        let order = Mutex<[String]>([])
        let job = Task(executorPreference: executor) { order.withLock { $0.append("job") } }

        let waited = executor.runAndWait {
            order.withLock { $0.append("waited") }
            return SystemThread.currentName
        }
        let awaited = await executor.run { SystemThread.currentName + " (awaited)" }
        await job.value

        #expect(waited == "closure test")
        #expect(awaited == "closure test (awaited)")
        #expect(order.withLock { $0 } == ["job", "waited"])
    }

    @Test("on its own thread, runAndWait runs its closure at once instead of waiting for itself; once stopped, on the caller's thread")
    func closuresNeverWaitForThemselves() async throws {
        let executor = try ThreadExecutor(name: "closure test")
        let nested = executor.runAndWait { executor.runAndWait { SystemThread.current } }
        let outer = executor.runAndWait { SystemThread.current }
        #expect(nested == outer)
        #expect(outer != SystemThread.current)

        executor.stop()
        executor.waitUntilDrained()
        #expect(executor.runAndWait { SystemThread.current } == SystemThread.current)
        #expect(await executor.run { SystemThread.currentName } != "closure test")
    }
}

/// What a reading executor handed to onInput, in order.
private final class Inputs: Sendable {
    private let list = Mutex<[[UInt8]?]>([])
    private let waiters = Mutex<[(condition: @Sendable ([[UInt8]?]) -> Bool, continuation: CheckedContinuation<Void, Never>)]>([])

    func add(_ input: [UInt8]?) {
        let all = list.withLock {
            $0.append(input); return $0
        }
        let ready = waiters.withLock { waiters in
            let ready = waiters.filter { $0.condition(all) }
            waiters.removeAll { $0.condition(all) }
            return ready
        }
        for waiter in ready { waiter.continuation.resume() }
    }

    var all: [[UInt8]?] { list.withLock { $0 } }

    /// Returns once what was handed over meets `condition` (the suite's time limit ends a wait that never does).
    func waitUntil(_ condition: @escaping @Sendable ([[UInt8]?]) -> Bool) async {
        await withCheckedContinuation { continuation in
            let met = waiters.withLock { waiters in
                if condition(list.withLock { $0 }) { return true }
                waiters.append((condition, continuation))
                return false
            }
            if met { continuation.resume() }
        }
    }
}

/// The executor, for the closure that is given to it before it exists.
private final class ExecutorBox: Sendable {
    private let stored = Mutex<ThreadExecutor?>(nil)
    var executor: ThreadExecutor? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}

/// The threads steps ran on, in order.
private final class Sightings: Sendable {
    private let seen = Mutex<[(thread: SystemThread.Identity, name: String)]>([])

    func add(_ thread: SystemThread.Identity, named name: String) { seen.withLock { $0.append((thread, name)) } }

    var all: [(thread: SystemThread.Identity, name: String)] { seen.withLock { $0 } }
}
