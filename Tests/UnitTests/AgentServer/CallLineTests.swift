@testable import AgentServer
import Synchronization
import Testing

@Suite("Calls on one session run one at a time, in the order they came", .timeLimit(.minutes(1)))
struct CallLineTests {
    /// A gate a call waits at until the test opens it.
    private final class Gate: Sendable {
        private let waiting = Mutex<CheckedContinuation<Void, Never>?>(nil)
        private let opened = Mutex(false)
        func wait() async {
            await withCheckedContinuation { continuation in
                let open = opened.withLock { $0 }
                if open { continuation.resume() } else { waiting.withLock { $0 = continuation } }
            }
        }
        func open() {
            opened.withLock { $0 = true }
            waiting.withLock {
                $0?.resume(); $0 = nil
            }
        }
    }

    /// What happened, in order.
    private final class Events: Sendable {
        private let list = Mutex<[String]>([])
        func append(_ event: String) { list.withLock { $0.append(event) } }
        var all: [String] { list.withLock { $0 } }
    }

    @Test("a call given while another is suspended starts only once that one has finished")
    func secondWaitsForFirst() async {
        let line = CallLine()
        let events = Events()
        let gate = Gate()
        let firstStarted = Gate()

        let first = Task {
            await line.run {
                events.append("first started")
                firstStarted.open()
                await gate.wait()
                events.append("first finished")
            }
        }
        await firstStarted.wait()
        let secondCalling = Gate()
        let second = Task {
            secondCalling.open()
            await line.run { events.append("second") }
        }
        await secondCalling.wait()
        gate.open()
        await first.value
        await second.value

        #expect(events.all == ["first started", "first finished", "second"])
    }

    @Test("each call gets its own body's answer")
    func answers() async {
        let line = CallLine()

        let values = await [line.run { 1 }, line.run { 2 }, line.run { 3 }]

        #expect(values == [1, 2, 3])
    }

    @Test("a call runs in the task that makes it: with no call running it starts there at once")
    func runsInTheCallersTask() async {
        let line = CallLine()
        let caller = withUnsafeCurrentTask { $0?.hashValue }

        let runner = await line.run { withUnsafeCurrentTask { $0?.hashValue } }

        #expect(caller != nil)
        #expect(runner == caller)
    }

    @Test("calls that wait start in the order they came, each after the one before has finished")
    func waitingCallsRunInOrder() async {
        let line = CallLine()
        let events = Events()
        let gate = Gate()
        let firstStarted = Gate()
        let first = Task {
            await line.run {
                firstStarted.open()
                await gate.wait()
                events.append("first")
            }
        }
        await firstStarted.wait()
        var waiting: [Task<Void, Never>] = []
        for name in ["second", "third", "fourth"] {
            let queued = waiting.count + 1
            waiting.append(Task { await line.run { events.append(name) } })
            // The next call is made only once this one waits in the line.
            while line.waitingCalls < queued { await Task.yield() }
        }

        gate.open()
        await first.value
        for task in waiting { await task.value }

        #expect(events.all == ["first", "second", "third", "fourth"])
        #expect(line.waitingCalls == 0)
    }
}
