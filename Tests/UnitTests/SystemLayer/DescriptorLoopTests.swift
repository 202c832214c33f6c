import Glibc
import SystemLayer
import Testing
import DriverTesting

@Suite("Descriptor loop", .dedicatedThread)
struct DescriptorLoopTests {
    /// How a test's loop ended.
    enum Ending: Equatable {
        case stoppedBy(Int32)
        case deadline
        case interrupted
        case turnLimit
        case failed
    }

    /// A handler that watches the descriptors it is given, reads each ready one, and
    /// records what the loop called it with. It gives up after `turnLimit` turns, so a
    /// broken loop fails a test instead of hanging it.
    final class RecordingHandler: DescriptorLoopHandler {
        let descriptors: [Int32]
        var deadline: Monotonic?
        /// Each turn's registered descriptors, as the loop handed them back ready.
        var handled: [Int32] = []
        var received: [UInt8] = []
        var timeouts = 0
        var turns = 0
        var turnLimit = 5
        /// Descriptors whose end of input is answered with `.drop`.
        var dropAtEnd = true
        /// A descriptor whose input stops the loop.
        var stopOn: Int32?
        var stopAtTimeout = false
        var stopOnSignal = false

        init(_ descriptors: [Int32]) { self.descriptors = descriptors }

        func prepare(_ watch: inout DescriptorWatch) -> Monotonic? {
            for descriptor in descriptors { watch.watch(descriptor, for: .input) }
            return deadline
        }

        func handle(_ descriptor: PollDescriptor) -> DescriptorVerdict<Ending> {
            handled.append(descriptor.descriptor)
            if descriptor.descriptor == stopOn { return .stop(.stoppedBy(descriptor.descriptor)) }
            var buffer = [UInt8](repeating: 0, count: 16)
            guard let count = try? Posix.read(descriptor.descriptor, into: &buffer), count > 0 else {
                return dropAtEnd ? .drop : .keep
            }
            received += buffer[0..<count]
            return .keep
        }

        func turnEnded(timedOut: Bool) -> Ending? {
            turns += 1
            if timedOut { timeouts += 1 }
            if timedOut && stopAtTimeout { return .deadline }
            return turns >= turnLimit ? .turnLimit : nil
        }

        func interrupted() -> Ending? { stopOnSignal ? .interrupted : nil }

        func waitFailed(_ error: SystemError) -> Ending { .failed }
    }

    @Test("every registered descriptor that is ready is handed to the handler in the order registered")
    func handsReadyDescriptorsInOrder() throws {
        let first = try Posix.pipe(), second = try Posix.pipe()
        defer { for end in [first.read, first.write, second.read, second.write] { Posix.close(end) } }
        try Posix.writeAll(second.write, Array("b".utf8))
        try Posix.writeAll(first.write, Array("a".utf8))
        let handler = RecordingHandler([first.read, second.read])
        handler.turnLimit = 1

        let ending = DescriptorLoop.run(handler)

        #expect(ending == .turnLimit)
        #expect(handler.handled == [first.read, second.read])
        #expect(String(decoding: handler.received, as: UTF8.self) == "ab")
        #expect(handler.timeouts == 0)
    }

    @Test("a handler's stop ends the loop at once with its value, before the turn's other descriptors")
    func stopEndsTheLoopAtOnce() throws {
        let first = try Posix.pipe(), second = try Posix.pipe()
        defer { for end in [first.read, first.write, second.read, second.write] { Posix.close(end) } }
        try Posix.writeAll(first.write, Array("a".utf8))
        try Posix.writeAll(second.write, Array("b".utf8))
        let handler = RecordingHandler([first.read, second.read])
        handler.stopOn = first.read

        let ending = DescriptorLoop.run(handler)

        #expect(ending == .stoppedBy(first.read))
        #expect(handler.handled == [first.read])
        #expect(handler.turns == 0)
    }

    @Test("the deadline ends a wait on which nothing came, and the turn is told it timed out")
    func deadlineEndsTheWait() throws {
        let pipe = try Posix.pipe()
        defer { for end in [pipe.read, pipe.write] { Posix.close(end) } }
        let handler = RecordingHandler([pipe.read])
        let started = Monotonic.now
        handler.deadline = started + .milliseconds(5)
        handler.stopAtTimeout = true

        let ending = DescriptorLoop.run(handler)

        #expect(ending == .deadline)
        #expect(handler.handled.isEmpty)
        #expect(handler.turns == 1)
        #expect(Monotonic.now.since(started) >= .milliseconds(5))
    }

    @Test("a descriptor the handler drops is not watched again, while the others are")
    func droppedDescriptorIsNotWatchedAgain() throws {
        let closed = try Posix.pipe(), open = try Posix.pipe()
        defer { for end in [closed.read, open.read, open.write] { Posix.close(end) } }
        // Always readable, at its end: watched again, it would be handed over every turn.
        Posix.close(closed.write)
        let handler = RecordingHandler([closed.read, open.read])
        handler.deadline = .now
        handler.turnLimit = 3

        let ending = DescriptorLoop.run(handler)

        #expect(ending == .turnLimit)
        #expect(handler.handled == [closed.read])
        #expect(handler.timeouts == 2)
    }

    @Test("a signal let in while waiting ends the wait and goes to the handler's interrupted")
    func signalGoesToInterrupted() throws {
        let pipe = try Posix.pipe()
        defer { for end in [pipe.read, pipe.write] { Posix.close(end) } }
        // SIGWINCH is ignored by default: a handler of it harms no other test. Blocked on
        // this thread and raised there, it is pending until the loop lets it in.
        Signal.deliverOnlyWhileWaiting(Signal.windowChanged)
        defer {
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, Signal.windowChanged)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        }
        Signal.raise(Signal.windowChanged)
        let handler = RecordingHandler([pipe.read])
        handler.stopOnSignal = true
        // Only for a loop that missed the signal: it ends the test instead of hanging it.
        handler.deadline = .after(.seconds(2))
        handler.stopAtTimeout = true

        let ending = DescriptorLoop.run(handler, unblockingSignals: true)

        #expect(ending == .interrupted)
        #expect(handler.turns == 0)
    }

    /// A handler that registers more descriptors than `poll` takes.
    final class TooManyHandler: DescriptorLoopHandler {
        var error: SystemError?

        func prepare(_ watch: inout DescriptorWatch) -> Monotonic? {
            // Beyond RLIMIT_NOFILE, which nr_open caps at 2^20: poll fails with EINVAL.
            for _ in 0..<(1 << 21) { watch.watch(0, for: .input) }
            return .now
        }
        func handle(_ descriptor: PollDescriptor) -> DescriptorVerdict<Bool> { .stop(false) }
        func turnEnded(timedOut: Bool) -> Bool? { false }
        func waitFailed(_ error: SystemError) -> Bool {
            self.error = error
            return true
        }
    }

    @Test("a failed wait goes to the handler's waitFailed, which ends the loop with its value")
    func failedWaitEndsTheLoop() {
        let handler = TooManyHandler()

        #expect(DescriptorLoop.run(handler))
        #expect(handler.error?.code == EINVAL)
    }
}
