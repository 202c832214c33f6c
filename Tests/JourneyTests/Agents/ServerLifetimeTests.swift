import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

@Suite(
    "Every session of journey mcp dies with it", .enabled(if: AgentClient.isAvailable, AgentClient.skipReason),
    .timeLimit(.minutes(2)), .hangReport, .dedicatedThread)
struct ServerLifetimeTests {
    @Test("killing the client (SIGKILL) mid-session ends the server, its app and its program, and removes the app's state directory")
    func clientKilled() throws {
        let folder = try TemporaryFolder(), stateRoot = try TemporaryFolder()
        let client = try holdingClient(folder: folder, stateRoot: stateRoot)
        let census = ProcessCensus.marked(stateRoot.path).filter { $0.pid != client.pid }
        #expect(census.contains { $0.command.contains("DemoApp") }, "no app among \(census)")
        #expect(census.contains { $0.command.hasPrefix("sleep") }, "no program among \(census)")
        #expect(census.contains { $0.command.contains("journey mcp") }, "no server among \(census)")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: stateRoot.path).isEmpty)

        client.kill(with: Signal.kill)

        for process in census { #expect(processExits(process.pid, within: 10_000), "\(process) outlived the client") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: stateRoot.path).isEmpty, "the server left state behind")
    }

    @Test("killing the server (SIGKILL) mid-session ends its app and its program, and leaves no state directory held")
    func serverKilled() throws {
        let folder = try TemporaryFolder(), stateRoot = try TemporaryFolder()
        let client = try holdingClient(folder: folder, stateRoot: stateRoot)
        let census = ProcessCensus.marked(stateRoot.path).filter { $0.pid != client.pid }
        let server = try #require(census.first { $0.command.contains("journey mcp") }, "no server among \(census)")
        #expect(census.count >= 3, "expected the server, the app and the program: \(census)")

        Posix.kill(server.pid, Signal.kill)

        for process in census { #expect(processExits(process.pid, within: 10_000), "\(process) outlived the server") }
        // Any process the server started after the census ends too.
        let survivors = ProcessCensus.untilNoneAlive(stateRoot.path, except: client.pid, within: .seconds(10))
        #expect(survivors.isEmpty, "\(survivors) outlived the server")
        // A killed server cannot remove its app's state directory: nothing holds it any more,
        // so the next driver to make one there sweeps it away.
        let left = try FileManager.default.contentsOfDirectory(atPath: stateRoot.path)
        let swept = StaleStateDirectories.sweep(stateRoot.path)
        #expect(swept.count == left.count, "left \(left), swept \(swept); open in them: \(ProcessCensus.openFiles(under: stateRoot.path))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: stateRoot.path).isEmpty)
    }

    /// The SDK client with an app and a program open through `journey mcp`, once it has said `ready`.
    private func holdingClient(folder: TemporaryFolder, stateRoot: TemporaryFolder) throws -> TestChild {
        let environment = ProcessInfo.processInfo.environment.merging(AgentClient.environment(stateRoot: stateRoot.path)) { $1 }
        let client = try TestChild(AgentClient.python, arguments: AgentClient.arguments(folder: folder.path, ["--hold"]), environment: environment)
        var said: [String] = []
        var ready = false
        while let line = client.readLine() {
            if line == "ready" { ready = true; break }
            said.append(line)
        }
        try #require(ready, "the client never said ready:\n\(said.joined(separator: "\n"))")
        return client
    }
}

/// The processes whose environment holds a marker (here a state root of a test's own),
/// read from /proc: the processes one test started, and nothing else.
enum ProcessCensus {
    /// One process: its id and its command line, words joined by spaces.
    struct Process: CustomStringConvertible {
        let pid: Int32
        let command: String
        var description: String { "\(pid) \(command)" }
    }

    /// The processes whose environment has a variable whose value is `marker`.
    static func marked(_ marker: String) -> [Process] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> Process? in
            guard let pid = Int32(entry), pid != Posix.processID,
                let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                environment.split(separator: 0).contains(where: { String(decoding: $0, as: UTF8.self).hasSuffix("=" + marker) }),
                let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            let words = commandLine.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            let name = words.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
            return Process(pid: pid, command: ([name] + words.dropFirst()).joined(separator: " "))
        }
    }

    /// Waits until no process but `excluded` is marked with `marker`, those alive now and
    /// any that appear meanwhile, each awaited until it exits; returns those still alive
    /// after `timeout`.
    static func untilNoneAlive(_ marker: String, except excluded: Int32, within timeout: Duration) -> [Process] {
        let deadline = ContinuousClock.now + timeout
        while true {
            let alive = marked(marker).filter { $0.pid != excluded }
            let left = deadline - ContinuousClock.now
            guard let first = alive.first, left > .zero else { return alive }
            _ = processExits(first.pid, within: Int32((left / .milliseconds(1)).rounded(.up)))
        }
    }

    /// Every file some process holds open under `path`, with the process: what holds a
    /// directory that cannot be swept, for a failure's message.
    static func openFiles(under path: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int32($0) != nil }.flatMap { pid -> [String] in
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
            return descriptors.compactMap { descriptor in
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)"),
                    target.hasPrefix(path)
                else { return nil }
                let command = (FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()).split(separator: 0).first
                return "\(pid) \(command.map { String(decoding: $0, as: UTF8.self) } ?? "?"): \(target)"
            }
        }
    }
}
