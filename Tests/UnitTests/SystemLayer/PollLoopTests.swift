import SystemLayer
import Testing
import DriverTesting

@Suite("Poll loop", .dedicatedThread)
struct PollLoopTests {
    /// A handler over one pipe, with no process: what it read, and how often the loop called it.
    final class PipeHandler: PollLoopHandler {
        let wakeSignal = WakeSignal()
        let exitNotifier: Int32 = -1
        let input: Int32
        var received: [UInt8] = []
        var turns = 0
        var endings = 0
        var deadline: Monotonic?
        var deadlinesFired = 0
        /// Closed once the deadline has fired: the end of the run.
        var closeOnDeadline: Int32?

        init(input: Int32) { self.input = input }

        func descriptorsToWatch() -> [PollDescriptor] { [PollDescriptor(input, for: .input)] }
        func nextDeadline() -> Monotonic? { deadline }
        func handle(_ descriptor: PollDescriptor) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 16)
            guard let count = try? Posix.read(input, into: &buffer), count > 0 else { return false }
            received += buffer[0..<count]
            return true
        }
        func closingMeansExit(_ descriptor: Int32) -> Bool { descriptor == input }
        func turnEnded(watched: [PollDescriptor]) {
            turns += 1
            if let deadline, deadline.hasPassed {
                deadlinesFired += 1
                self.deadline = nil
                if let closeOnDeadline { Posix.close(closeOnDeadline) }
            }
        }
        func processEnded() {
            endings += 1
            wakeSignal.close()
        }
    }

    @Test("the loop hands what arrives to its handler and ends it once, when its main descriptor closes without an exit notifier")
    func endsWhenTheMainDescriptorCloses() throws {
        let pipe = try Posix.pipe()
        defer { Posix.close(pipe.read) }
        let handler = PipeHandler(input: pipe.read)
        try Posix.writeAll(pipe.write, Array("hello".utf8))
        Posix.close(pipe.write)

        PollLoop.run(handler)

        #expect(String(decoding: handler.received, as: UTF8.self) == "hello")
        #expect(handler.endings == 1)
    }

    @Test("a passed deadline ends the wait and is fired after the turn, with nothing to read")
    func firesDeadlines() throws {
        let pipe = try Posix.pipe()
        defer { Posix.close(pipe.read) }
        let handler = PipeHandler(input: pipe.read)
        handler.deadline = Monotonic.now + .milliseconds(1)
        // Nothing is written: only the deadline can end the first wait. Its firing closes the pipe.
        handler.closeOnDeadline = pipe.write

        PollLoop.run(handler)

        #expect(handler.deadlinesFired == 1)
        #expect(handler.turns >= 1)
        #expect(handler.endings == 1)
    }
}
