import AutomationChannel
import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

/// How the app leaves when its channel ends: in order, saying only what went wrong.
@Suite("The channel's end", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct ChannelEndTests {
    @Test("an app asked to stop with SIGTERM ends by that signal and logs no error on its way out")
    func terminationIsQuiet() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state"]
        try await app.launch()
        try await app.buttons["guestButton"].tap()

        await app.terminate()

        #expect(app.exitStatus == .signaled(Signal.terminate))
        #expect(!app.log.contains("automation:"), "the app logged an error while stopping: \(app.log)")
    }

    @Test("a driver that closes the channel while the app's messages sit unread makes the app exit with status 5, saying why")
    func resetChannelFailsWithStatus5() throws {
        let peer = try ChannelPeer(arguments: ["--uitesting"])
        try #require(peer.readFrames(2))
        // The app's answer to a command is waiting in the driver's end, unread.
        try #require(peer.sendAndAwaitAnswer(.refresh))

        peer.closeChannel()

        #expect(peer.waitForExit() == .exited(5))
        #expect(peer.readLog().contains("automation: reading the channel failed: Connection reset by peer"))
    }

    @Test("an app that withholds its first screen still exits with status 0 when the driver closes the channel")
    func withheldFirstScreenEndsWithTheChannel() throws {
        let peer = try ChannelPeer(arguments: ["--uitesting", "--debug-no-first-tree"])
        try #require(peer.readFrames(1))
        // Commands go unanswered, but are read.
        try #require(peer.send(.refresh))

        peer.closeChannel()

        #expect(peer.waitForExit() == .exited(0))
        #expect(peer.readLog().contains("--debug-no-first-tree: sent the hello; no tree will follow"))
    }

    @Test("a driver that closes the channel after reading everything lets the app exit with status 0, saying nothing")
    func closedChannelEndsQuietly() throws {
        let peer = try ChannelPeer(arguments: ["--uitesting"])
        try #require(peer.readFrames(2))

        peer.closeChannel()

        #expect(peer.waitForExit() == .exited(0))
        #expect(peer.readLog() == "")
    }
}

/// The app launched with a socket pair this test holds the other end of, in place of a
/// driver: for what only a misbehaving driver can do to the channel.
final class ChannelPeer {
    private let pid: Int32
    private var channel: Int32
    private let log: Int32
    private var reaped = false

    init(arguments: [String]) throws {
        guard let pair = try? Posix.socketPair() else { throw TestChildError("cannot create a socket pair") }
        guard let logPipe = try? Posix.pipe() else { throw TestChildError("cannot create a pipe") }
        let executable = demoApp
        let environment = ProcessInfo.processInfo.environment.merging(["TUI_AUTOMATION_FD": "3"]) { $1 }
        let spawn = ProcessSpawn(
            executable, arguments: arguments, environment: environment.map { "\($0.key)=\($0.value)" },
            descriptors: [
                .open("/dev/null", .readOnly, as: 0), .duplicate(logPipe.write, as: 1), .duplicate(logPipe.write, as: 2),
                .duplicate(pair.1, as: 3),
            ]
        )
        let started = Result { () throws(SystemError) in try spawn.start() }
        Posix.close(pair.1)
        Posix.close(logPipe.write)
        do {
            pid = try started.get()
        } catch {
            throw TestChildError("cannot start \(executable): \(error.reason)")
        }
        channel = pair.0
        log = logPipe.read
    }

    deinit {
        if channel >= 0 { Posix.close(channel) }
        Posix.close(log)
        if !reaped {
            Posix.kill(pid, Signal.kill)
            _ = Posix.waitForExit(pid)
        }
    }

    /// Reads the app's next `count` frames (a 4-byte length, then that many bytes),
    /// waiting up to 10 s for each part; false if they do not come.
    func readFrames(_ count: Int) -> Bool {
        for _ in 0..<count {
            guard let header = readExactly(4) else { return false }
            let length = header.reduce(0) { $0 << 8 | Int($1) }
            guard readExactly(length) != nil else { return false }
        }
        return true
    }

    private func readExactly(_ count: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(1, count))
        while bytes.count < count {
            guard Posix.waitReadable(channel, timeout: 10_000) else { return nil }
            let got = chunk.withUnsafeMutableBytes {
                try? Posix.receive(channel, into: UnsafeMutableRawBufferPointer(rebasing: $0[..<(count - bytes.count)]))
            }
            guard let got, got > 0 else { return nil }
            bytes += chunk[0..<got]
        }
        return bytes
    }

    /// Sends the driver's hello and `command`; false if the channel would not take them.
    func send(_ command: Command) -> Bool {
        let bytes =
            DriverMessage.hello(protocolVersion: AutomationProtocol.version).framed()
            + DriverMessage.command(sequence: 1, command).framed()
        return bytes.withUnsafeBytes { try? Posix.send(channel, $0) } == bytes.count
    }

    /// Sends the driver's hello and `command`, then waits (up to 10 s) until the app's
    /// answer has arrived, leaving it unread.
    func sendAndAwaitAnswer(_ command: Command) -> Bool {
        guard send(command) else { return false }
        return Posix.waitReadable(channel, timeout: 10_000)
    }

    func closeChannel() {
        Posix.close(channel)
        channel = -1
    }

    /// Everything the app wrote to its output, once it has closed it.
    func readLog() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            guard Posix.waitReadable(log, timeout: 10_000) else { break }
            let count = (try? Posix.read(log, into: &chunk)) ?? -1
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Waits (up to 10 s) for the app to exit; nil if it does not.
    func waitForExit() -> Driver.ExitStatus? {
        guard processExits(pid, within: 10_000) else { return nil }
        let status = Posix.waitForExit(pid) ?? .exited(0)
        reaped = true
        return status
    }
}
