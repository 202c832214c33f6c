import AutomationChannel
import Driver
import DriverTesting
import Foundation
import Glibc
import SystemShims
import Testing

/// How the app leaves when its channel ends: in order, saying only what went wrong.
@Suite("The channel's end", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct ChannelEndTests {
    @Test("an app asked to stop with SIGTERM ends by that signal and logs no error on its way out")
    func terminationIsQuiet() async throws {
        let app = App()
        app.launchArguments = ["--uitesting", "--reset-state"]
        try await app.launch()
        try await app.buttons["guestButton"].tap()

        await app.terminate()

        #expect(app.exitStatus == .signaled(SIGTERM))
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
    private let pid: pid_t
    private var channel: Int32
    private let log: Int32
    private var reaped = false

    init(arguments: [String]) throws {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw TestChildError("cannot create a socket pair")
        }
        var logPipe: [Int32] = [-1, -1]
        guard shim_pipe(&logPipe, 0) == 0 else { throw TestChildError("cannot create a pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, logPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, logPipe[1], 2)
        posix_spawn_file_actions_adddup2(&actions, pair[1], 3)
        let executable = App.defaultExecutable
        let environment = ProcessInfo.processInfo.environment.merging(["TUI_AUTOMATION_FD": "3"]) { $1 }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(pair[1])
        close(logPipe[1])
        guard result == 0 else { throw TestChildError("cannot start \(executable): \(String(cString: strerror(result)))") }
        self.pid = pid
        channel = pair[0]
        log = logPipe[0]
    }

    deinit {
        if channel >= 0 { close(channel) }
        close(log)
        if !reaped {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
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
            var poller = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 10_000) == 1 else { return nil }
            let got = chunk.withUnsafeMutableBytes { recv(channel, $0.baseAddress, count - bytes.count, 0) }
            guard got > 0 else { return nil }
            bytes += chunk[0..<got]
        }
        return bytes
    }

    /// Sends the driver's hello and `command`; false if the channel would not take them.
    func send(_ command: Command) -> Bool {
        let bytes = DriverMessage.hello(protocolVersion: AutomationProtocol.version).framed()
            + DriverMessage.command(sequence: 1, command).framed()
        return bytes.withUnsafeBytes { Glibc.send(channel, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Sends the driver's hello and `command`, then waits (up to 10 s) until the app's
    /// answer has arrived, leaving it unread.
    func sendAndAwaitAnswer(_ command: Command) -> Bool {
        guard send(command) else { return false }
        var poller = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 10_000) == 1
    }

    func closeChannel() {
        close(channel)
        channel = -1
    }

    /// Everything the app wrote to its output, once it has closed it.
    func readLog() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            var poller = pollfd(fd: log, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 10_000) == 1 else { break }
            let count = chunk.withUnsafeMutableBytes { read(log, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Waits (up to 10 s) for the app to exit; nil if it does not.
    func waitForExit() -> Driver.ExitStatus? {
        guard processExits(pid, within: 10_000) else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        return status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    }
}
