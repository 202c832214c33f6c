import AgentServer
import Synchronization
import SystemLayer
import Testing

@Suite("The server's request tasks: at most a limit at once, cancelled and awaited when input ends", .timeLimit(.minutes(1)))
struct RequestTasksTests {
    @Test("up to the limit, requests start; one more is refused; once they have ended, another starts")
    func limitBoundary() async throws {
        let executor = try ThreadExecutor(name: "request tasks")
        defer { executor.stop() }
        let requests = RequestTasks(limit: 3)
        let gate = Gate()

        let started = (1...4).map { _ in requests.start(on: executor) { await gate.wait() } }
        gate.open()
        await requests.cancelAndWait()
        let afterwards = requests.start(on: executor) {}

        #expect(started == [true, true, true, false])
        #expect(afterwards)
        await requests.cancelAndWait()
    }

    @Test("cancelAndWait cancels every answer still running and returns once each has ended")
    func cancelAndWaitEndsEveryAnswer() async throws {
        let executor = try ThreadExecutor(name: "request tasks")
        defer { executor.stop() }
        let requests = RequestTasks(limit: 8)
        let ended = Mutex<[Bool]>([])

        for _ in 0..<5 {
            let gate = Gate()
            _ = requests.start(on: executor) {
                await withTaskCancellationHandler {
                    await gate.wait()
                } onCancel: {
                    gate.open()
                }
                ended.withLock { $0.append(Task.isCancelled) }
            }
        }
        await requests.cancelAndWait()

        #expect(ended.withLock { $0 } == Array(repeating: true, count: 5))
    }

    @Test("untilInputEnds returns after endInput, and at once once input has ended")
    func inputEnd() async {
        let requests = RequestTasks(limit: 1)
        let events = Mutex<[String]>([])

        let waiting = Task {
            await requests.untilInputEnds()
            events.withLock { $0.append("returned") }
        }
        await Task.yield()
        events.withLock { $0.append("ending") }
        requests.endInput()
        await waiting.value
        await requests.untilInputEnds()

        #expect(events.withLock { $0 } == ["ending", "returned"])
    }
}

/// Holds whoever waits until it is opened.
private final class Gate: Sendable {
    private let state = Mutex<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiting.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }

    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
