import Driver
import DriverTesting
import Testing

/// A Rust program on tui and crossterm (`Fixtures/ratatui-demo`), driven with waits for
/// idle: crossterm waits in `epoll_wait` on the terminal and a socket pair of its own
/// (its `SIGWINCH` wake-up), which the kernel's reading counts as waiting for input.
@Suite(
    "tui and crossterm, idle from the kernel", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics,
    .requires(.ratatuiDemo))
struct RatatuiJourneyTests {
    /// The demo started, with a timeout that fails a wait long before the suite's limit.
    static func launch() async throws -> Terminal {
        let demo = try await Terminal.launch(BuiltTestProgram.ratatuiDemo.path, columns: 60, rows: 16)
        demo.timeout = .seconds(10)
        return demo
    }

    /// Types `text` or presses `key`, waits until the program is idle, and returns the
    /// screen then, having checked the kernel judged it.
    static func send(_ text: String? = nil, _ key: KeyPress? = nil, to demo: Terminal) async throws -> TerminalScreen {
        if let text { try await demo.type(text) }
        if let key { try await demo.press(key) }
        let screen = try await demo.waitUntilIdle()
        #expect(demo.idleJudgement == .kernel)
        return screen
    }

    @Test("after each key the wait for idle returns the screen showing its effect: the text typed, the task added, ticked and deleted")
    func keysAndTheirEffects() async throws {
        let demo = try await Self.launch()
        let first = try await demo.waitUntilIdle()
        #expect(first.contains("New task *") && first.contains("0 tasks"), "\(first.text)")

        #expect(try await Self.send("milk", to: demo).contains("│milk_"))
        let added = try await Self.send(nil, .enter, to: demo)
        #expect(added.contains("[ ] milk") && added.contains("1 tasks"), "\(added.text)")
        #expect(try await Self.send(nil, .tab, to: demo).contains("> [ ] milk"))
        #expect(try await Self.send(nil, .space, to: demo).contains("> [x] milk"))
        let dialog = try await Self.send("d", to: demo)
        #expect(dialog.contains("Delete milk?") && dialog.contains("[< No >]"), "\(dialog.text)")
        #expect(try await Self.send(nil, .right, to: demo).contains("[< Yes >]"))
        let deleted = try await Self.send(nil, .enter, to: demo)
        #expect(deleted.contains("deleted milk") && !deleted.contains("[x] milk"), "\(deleted.text)")

        try await demo.type("q")
        #expect(try await demo.waitForExit() == .exited(0))
    }

    @Test("a wait for text the idle Rust program does not show fails at once with the idle failure")
    func idleWaitFailsAtOnce() async throws {
        let demo = try await Self.launch()
        try await demo.wait(forText: "0 tasks")
        demo.timeout = .seconds(30)

        let error = try await #require(throws: DriverError.self) { try await demo.wait(forText: "bread") }

        guard case let .programIdle(_, waited) = error.reason else {
            Issue.record("not an idle failure: \(error.message)")
            return
        }
        #expect(waited < .seconds(10), "it failed at once, not at the timeout: \(waited)")
    }
}
