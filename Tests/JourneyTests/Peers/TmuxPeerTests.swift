import Driver
import Foundation
import Testing

/// Keeps the benchmark's tmux baseline honest: it completes the shop journey and prints
/// its median, fails at its deadline naming the screen it waited for, leaves no tmux
/// server behind, and says how to install tmux when there is none.
@Suite("Benchmarks/peers/tmux: the tmux baseline")
struct TmuxPeerTests {
    static let peers = GuideDocument.packageRoot.appendingPathComponent("Benchmarks/peers").path
    static let hasTmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether a tmux server answers on the socket `name`.
    func serverRuns(on name: String) async throws -> Bool {
        try await runToEnd("/usr/bin/env", ["tmux", "-L", name, "list-sessions"]).status == .exited(0)
    }

    @Test("it drives the shop TUI through the journey and prints its median", .enabled(if: hasTmux, "needs tmux: apt-get install tmux"))
    func journeyPrintsMedian() async throws {
        let run = try await runToEnd(Self.peers + "/tmux", ["1"])

        #expect(run.status == .exited(0), "\(run.output)\(run.errors)")
        let last = run.output.split(separator: "\n").last.map(String.init) ?? ""
        let prefix = "tmux baseline journey median: "
        #expect(last.hasPrefix(prefix) && last.hasSuffix(" ms"), "\(run.output)")
        let median = Double(last.dropFirst(prefix.count).dropLast(3))
        #expect(median.map { $0 > 0 } == true, "\(last)")
    }

    @Test("a screen that never comes fails at the deadline, naming the prompt it waited for, and the server is gone", .enabled(if: hasTmux, "needs tmux: apt-get install tmux"))
    func missingScreenFailsAndKillsServer() async throws {
        let socket = "journeys-peer-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

        let run = try await runToEnd(
            "/usr/bin/env", ["python3", Self.peers + "/journey_tmux.py", "--socket", socket, "--app", "echo not a shop; read line", "--n", "1"],
            adding: ["PEER_DEADLINE": "1"]
        )

        #expect(run.status == .exited(1))
        #expect(run.errors.contains("the pane never showed 'Email:'"), "\(run.errors)")
        #expect(run.errors.contains("not a shop"), "\(run.errors)")
        #expect(try await serverRuns(on: socket) == false)
        try? FileManager.default.removeItem(atPath: "/tmp/tmux-\(getuid())/\(socket)")
    }

    @Test("without tmux on the PATH it exits 2 saying apt-get install tmux")
    func missingTmuxSaysHowToInstall() async throws {
        let empty = try TemporaryFolder()

        let run = try await runToEnd("/bin/bash", [Self.peers + "/tmux", "1"], adding: ["PATH": empty.path])

        #expect(run.status == .exited(2))
        #expect(run.errors == "tmux is not installed: run apt-get install tmux\n")
    }
}
