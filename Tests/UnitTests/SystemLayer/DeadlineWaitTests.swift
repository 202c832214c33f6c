import SystemLayer
import Testing
import DriverTesting

@Suite("Waiting until a deadline", .dedicatedThread)
struct DeadlineWaitTests {
    @Test("a wait until a deadline says which of several descriptors is ready")
    func saysWhichDescriptorIsReady() throws {
        let quiet = try Posix.pipe(), speaking = try Posix.pipe()
        defer { for end in [quiet.read, quiet.write, speaking.read, speaking.write] { Posix.close(end) } }
        try Posix.writeAll(speaking.write, [1])
        var descriptors = [PollDescriptor(quiet.read, for: .input), PollDescriptor(speaking.read, for: .input)]

        let ready = try Posix.poll(&descriptors, until: .after(.seconds(5)))

        #expect(ready == 1)
        #expect(descriptors[0].ready.isEmpty)
        #expect(descriptors[1].ready.contains(.input))
    }

    @Test("a wait whose deadline has passed looks once without waiting: what has arrived is found, and nothing ready returns 0 at once")
    func passedDeadlineLooksOnce() throws {
        let pipe = try Posix.pipe()
        defer { for end in [pipe.read, pipe.write] { Posix.close(end) } }
        var descriptors = [PollDescriptor(pipe.read, for: .input)]

        let beforeWriting = try Posix.poll(&descriptors, until: .now)
        let nothingFound = descriptors[0].ready
        try Posix.writeAll(pipe.write, [1])
        let afterWriting = try Posix.poll(&descriptors, until: .now)

        #expect(beforeWriting == 0)
        #expect(nothingFound.isEmpty)
        #expect(afterWriting == 1)
        #expect(descriptors[0].ready.contains(.input))
        #expect(Posix.waitReadable(pipe.read, until: .now))
    }

    @Test("a wait with nothing ready lasts until its deadline")
    func lastsUntilTheDeadline() throws {
        let pipe = try Posix.pipe()
        defer { for end in [pipe.read, pipe.write] { Posix.close(end) } }
        var descriptors = [PollDescriptor(pipe.read, for: .input)]
        let deadline = Monotonic.after(.milliseconds(20))

        let ready = try Posix.poll(&descriptors, until: deadline)

        #expect(ready == 0)
        #expect(deadline.hasPassed)
    }
}
