@testable import AppAutomation
import AutomationChannel
import ScreenModel
import Synchronization
import SystemLayer
import Testing
import DriverTesting

/// The kit's side of docs/protocol.md §6.4 and §8: to a driver of version 3 it sends what
/// changed after the first tree, and whole trees to a driver of version 2 and on refresh.
@Suite("The kit's tree differences", .timeLimit(.minutes(1)), .dedicatedThread)
struct ServerDifferenceTests {
    /// A list of rows, one of which a tap relabels.
    final class RowsApp: AutomatableApp {
        let name = "rows"
        let scheduler = Scheduler(clock: VirtualClock())
        var tapped: Set<Int> = []

        func currentScreen() -> ElementSnapshot {
            ElementSnapshot(
                .application, identifier: name, frame: Rect(x: 0, y: 0, width: 20, height: 10),
                children: (0..<50).map { index in
                    ElementSnapshot(.cell, identifier: "row\(index)", label: tapped.contains(index) ? "Tapped" : "Row \(index)", frame: Rect(x: 0, y: index, width: 20, height: 1))
                })
        }

        func perform(_ command: Command) -> CommandOutcome {
            if case let .tap(target) = command, let index = target.path.indices.first { tapped.insert(index) }
            return .done
        }
    }

    /// Serves `app` a session with a driver hello for `version` and `commands`, and returns
    /// every message the app sent.
    static func serve(_ app: any AutomatableApp, version: Int, commands: [Command]) throws -> [AppMessage] {
        let (driverEnd, appEnd) = try Posix.socketPair(nonBlocking: true)
        defer { Posix.close(driverEnd) }
        var script = OutgoingFrames()
        script.queue(DriverMessage.hello(protocolVersion: version))
        for (index, command) in commands.enumerated() { script.queue(DriverMessage.command(sequence: UInt64(index + 1), command)) }
        let written = script.flush(to: driverEnd)
        #expect(written)
        try Posix.shutdownWriting(driverEnd)
        let server = AutomationServer(descriptor: appEnd, app: app)
        server.writesCoverage = false
        #expect(server.run() == AutomationServer.ExitCode.channelClosed.rawValue)
        Posix.close(appEnd)
        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while let count = try? Posix.read(driverEnd, into: &buffer), count > 0 { decoder.append(Array(buffer[0..<count])) }
        var messages: [AppMessage] = []
        while let frame = try decoder.nextMessage() { messages.append(try AppMessage(decoding: frame)) }
        return messages
    }

    /// `RowsApp`'s screen with `count` rows: 40,000 make a tree of more than 1 MiB.
    final class ManyRowsApp: AutomatableApp {
        let name = "many rows"
        let scheduler = Scheduler(clock: VirtualClock())
        let count: Int

        init(count: Int) { self.count = count }

        func currentScreen() -> ElementSnapshot {
            ElementSnapshot(
                .application, identifier: name, frame: Rect(x: 0, y: 0, width: 20, height: 10),
                children: (0..<count).map { index in
                    ElementSnapshot(.cell, identifier: "row\(index)", label: "Row \(index)", frame: Rect(x: 0, y: index, width: 20, height: 1))
                })
        }

        func perform(_ command: Command) -> CommandOutcome { .done }
    }

    /// As `serve`, on a blocking channel read while the server writes, so answers longer
    /// than the socket's buffers get through; frames of up to 64 MiB are read.
    static func serveLarge(rows: Int, version: Int) throws -> [AppMessage] {
        let (driverEnd, appEnd) = try Posix.socketPair()
        defer { Posix.close(driverEnd) }
        var script = OutgoingFrames()
        script.queue(DriverMessage.hello(protocolVersion: version))
        script.queue(DriverMessage.command(sequence: 1, .refresh))
        let written = script.flush(to: driverEnd)
        #expect(written)
        try Posix.shutdownWriting(driverEnd)
        let status = Mutex<Int32?>(nil)
        let server = try SystemThread.startJoinable {
            let server = AutomationServer(descriptor: appEnd, app: ManyRowsApp(count: rows))
            server.writesCoverage = false
            let ended = server.run()
            status.withLock { $0 = ended }
            Posix.close(appEnd)
        }
        var decoder = FrameDecoder(limit: AutomationProtocol.maximumJoinedMessageBytes)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while let count = try? Posix.read(driverEnd, into: &buffer), count > 0 { decoder.append(Array(buffer[0..<count])) }
        server.join()
        #expect(status.withLock { $0 } == AutomationServer.ExitCode.channelClosed.rawValue)
        var messages: [AppMessage] = []
        while let frame = try decoder.nextMessage() { messages.append(try AppMessage(decoding: frame)) }
        return messages
    }

    @Test("a first tree longer than a frame waits for the driver's hello, then goes in parts to a driver of version 3, each within a frame")
    func largeTreeInParts() throws {
        let messages = try Self.serveLarge(rows: 40_000, version: 3)

        var joiner = MessageParts()
        var trees: [ElementTree] = []
        for message in messages {
            guard case let .part(part) = message, let bytes = try joiner.take(part) else { continue }
            #expect(part.piece.count <= AutomationProtocol.maximumMessageBytes)
            if case let .tree(tree) = try AppMessage(decoding: bytes) { trees.append(tree) }
        }
        #expect(messages.first?.kindName == "hello")
        #expect(messages.last?.kindName == "reply")
        #expect(trees.map(\.generation) == [1, 2], "the first tree, then refresh's")
        #expect(trees.first?.root == ManyRowsApp(count: 40_000).currentScreen())
    }

    @Test("to a driver of version 2, a tree longer than a frame goes whole, as before")
    func largeTreeWholeToVersionTwo() throws {
        let messages = try Self.serveLarge(rows: 40_000, version: 2)

        #expect(messages.map(\.kindName) == ["hello", "tree", "tree", "reply"])
    }

    static func tap(_ index: Int) -> Command {
        .tap(CommandTarget(path: ElementPath([index]), elementType: .cell, identifier: "row\(index)"))
    }

    @Test("to a driver of version 3, a tap's change goes as a difference that names the changed row alone, and applies")
    func differenceToVersionThree() throws {
        let messages = try Self.serve(RowsApp(), version: 3, commands: [Self.tap(7)])

        guard messages.count == 4, case let .tree(first) = messages[1], case let .treeDifference(difference) = messages[2] else {
            Issue.record("expected hello, tree, treeDifference, reply; got \(messages.map(\.kindName))")
            return
        }
        let expected = RowsApp()
        expected.tapped = [7]
        #expect(try difference.applied(to: first) == ElementTree(generation: 2, root: expected.currentScreen(), activity: first.activity))
        #expect(difference.root.children?.count == 3, "kept 0-6, changed 7, kept 8-49")
    }

    @Test("to a driver of version 2, every tree goes whole")
    func wholeTreesToVersionTwo() throws {
        let messages = try Self.serve(RowsApp(), version: 2, commands: [Self.tap(7)])

        #expect(messages.map(\.kindName) == ["hello", "tree", "tree", "reply"])
    }

    @Test("refresh answers with a whole tree, even to a driver of version 3")
    func refreshSendsWholeTree() throws {
        let messages = try Self.serve(RowsApp(), version: 3, commands: [Self.tap(1), .refresh, Self.tap(2)])

        #expect(messages.map(\.kindName) == ["hello", "tree", "treeDifference", "reply", "tree", "reply", "treeDifference", "reply"])
    }

    /// `RowsApp`'s screen, whose first row says "Woken" once a byte has come on its wake
    /// descriptor: news from another thread, which the server learns of between commands.
    final class WokenApp: AutomatableApp {
        let name = "woken"
        let scheduler = Scheduler(clock: VirtualClock())
        /// The read end of a non-blocking pipe.
        let wake: Int32
        var woken = false

        init(wake: Int32) { self.wake = wake }

        var wakeDescriptors: [Int32] { [wake] }

        func settle() {
            var byte: [UInt8] = [0]
            while let count = try? Posix.read(wake, into: &byte), count > 0 { woken = true }
            scheduler.runDue()
        }

        func currentScreen() -> ElementSnapshot {
            ElementSnapshot(
                .application, identifier: name, frame: Rect(x: 0, y: 0, width: 20, height: 10),
                children: (0..<50).map { index in
                    ElementSnapshot(
                        .cell, identifier: "row\(index)", label: index == 0 && woken ? "Woken" : "Row \(index)", frame: Rect(x: 0, y: index, width: 20, height: 1))
                })
        }

        func perform(_ command: Command) -> CommandOutcome { .done }
    }

    @Test("to a driver of version 3, a change a wake brings between commands goes as a difference, as a command's change does")
    func wakeChangeAsDifference() throws {
        let (driverEnd, appEnd) = try Posix.socketPair()
        defer { Posix.close(driverEnd) }
        let wake = try Posix.pipe(nonBlocking: true)
        defer {
            Posix.close(wake.read)
            Posix.close(wake.write)
        }
        #expect(writeFrames(DriverMessage.hello(protocolVersion: 3).framed(), to: driverEnd))
        let status = Mutex<Int32?>(nil)
        let server = try SystemThread.startJoinable {
            let server = AutomationServer(descriptor: appEnd, app: WokenApp(wake: wake.read))
            server.writesCoverage = false
            let ended = server.run()
            status.withLock { $0 = ended }
            Posix.close(appEnd)
        }
        var decoder = FrameDecoder()
        var messages: [AppMessage] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        // Reads the channel until `count` messages have come, or it ends.
        func read(until count: Int) throws {
            while messages.count < count {
                if let frame = try decoder.nextMessage() {
                    messages.append(try AppMessage(decoding: frame))
                } else if let read = try? Posix.read(driverEnd, into: &buffer), read > 0 {
                    decoder.append(Array(buffer[0..<read]))
                } else {
                    return
                }
            }
        }

        let reading = Result {
            try read(until: 2)
            try Posix.writeAll(wake.write, [1])
            try read(until: 3)
        }
        try? Posix.shutdownWriting(driverEnd)
        server.join()
        try reading.get()

        #expect(status.withLock { $0 } == AutomationServer.ExitCode.channelClosed.rawValue)
        guard messages.count == 3, case let .tree(first) = messages[1], case let .treeDifference(difference) = messages[2] else {
            Issue.record("expected hello, tree, treeDifference; got \(messages.map(\.kindName))")
            return
        }
        let expected = WokenApp(wake: -1)
        expected.woken = true
        #expect(try difference.applied(to: first) == ElementTree(generation: 2, root: expected.currentScreen(), activity: first.activity))
    }

    @Test("a driver hello for a version the kit does not speak is refused, naming the versions it does", arguments: [1, 4])
    func unknownVersionRefused(version: Int) throws {
        let (driverEnd, appEnd) = try Posix.socketPair(nonBlocking: true)
        defer { Posix.close(driverEnd) }
        #expect(writeFrames(DriverMessage.hello(protocolVersion: version).framed(), to: driverEnd))

        let server = AutomationServer(descriptor: appEnd, app: RowsApp())
        server.writesCoverage = false
        let status = server.run()
        Posix.close(appEnd)

        #expect(status == AutomationServer.ExitCode.protocolError.rawValue)
        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while let count = try? Posix.read(driverEnd, into: &buffer), count > 0 { decoder.append(Array(buffer[0..<count])) }
        var last: AppMessage?
        while let frame = try decoder.nextMessage() { last = try AppMessage(decoding: frame) }
        #expect(last == .protocolViolation("protocol version mismatch: expected 2 to 3, received \(version)"))
    }
}
