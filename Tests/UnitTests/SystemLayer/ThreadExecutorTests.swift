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
}

/// The threads steps ran on, in order.
private final class Sightings: Sendable {
    private let seen = Mutex<[(thread: SystemThread.Identity, name: String)]>([])

    func add(_ thread: SystemThread.Identity, named name: String) { seen.withLock { $0.append((thread, name)) } }

    var all: [(thread: SystemThread.Identity, name: String)] { seen.withLock { $0 } }
}
