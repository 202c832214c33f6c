import AutomationChannel
import Dispatch
import ScreenModel
import SystemLayer
import Testing
import DriverTesting

/// `ChannelEnd.bytesRead`: what the benchmark divides by the changes that sent it.
@Suite("Counting the bytes a channel end reads", .dedicatedThread)
struct ChannelEndByteCountTests {
    /// Writes `messages` framed into one end of a socket pair, closes it, and reads the
    /// other end to its close; returns the messages read and the count.
    static func readAll(_ messages: [AppMessage]) throws -> (messages: [AppMessage], bytesRead: Int, written: Int) {
        let (reading, writing) = try Posix.socketPair()
        let bytes = messages.flatMap { $0.framed() }
        // Written from another thread: a socket holds less than the longest frame here.
        // Closing the reading end first ends that write should the reading fail.
        let written = DispatchGroup()
        defer { written.wait() }
        defer { Posix.close(reading) }
        DispatchQueue.global().async(group: written) {
            _ = try? Posix.writeAll(writing, bytes)
            Posix.close(writing)
        }
        var end = ChannelEnd<AppMessage>(descriptor: reading)
        var read: [AppMessage] = []
        #expect(end.bytesRead == 0)
        while try end.read(waiting: true, { read.append($0) }) == .open {}
        return (read, end.bytesRead, bytes.count)
    }

    @Test("it counts every byte of every frame read, and nothing for the close", arguments: [0, 1, 2, 40])
    func countsEveryByte(messageCount: Int) throws {
        let messages = (0..<messageCount).map { AppMessage.status(generation: UInt64($0), activity: .idle) }

        let (read, bytesRead, written) = try Self.readAll(messages)

        #expect(read == messages)
        #expect(bytesRead == written)
    }

    @Test("a frame longer than one read is counted once, whole")
    func longFrameCountedOnce() throws {
        let rows = (0..<10_000).map { ElementSnapshot(.cell, identifier: "row_\($0)", label: "Row \($0)") }
        let message = AppMessage.tree(ElementTree(generation: 1, root: ElementSnapshot(.application, children: rows)))

        let (read, bytesRead, written) = try Self.readAll([message])

        #expect(written > 64 * 1024, "the frame must take more than one 64 KiB read")
        #expect(read == [message])
        #expect(bytesRead == written)
    }
}
