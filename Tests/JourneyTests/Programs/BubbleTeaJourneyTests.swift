import Driver
import DriverTesting
import SystemLayer
import Testing

/// A Go program on Bubble Tea (`Fixtures/bubbletea-demo`), driven with waits for idle:
/// Go's runtime runs the program on many threads, and the kernel's reading of all of them
/// says when a key's effect is on the screen. Its monitor thread sleeps in short steps for
/// a while after any work, so the program may be proven idle between those ticks before
/// the monitor parks: either judgement is the kernel's.
@Suite(
    "Bubble Tea, idle from the kernel", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics,
    .requires(.bubbleTeaDemo))
struct BubbleTeaJourneyTests {
    /// The demo started, its first screen drawn and the program idle.
    static func launch(_ arguments: [String] = []) async throws -> Terminal {
        let demo = try await Terminal.launch(BuiltTestProgram.bubbleTeaDemo.path, arguments: arguments, columns: 60, rows: 20)
        demo.timeout = .seconds(10)
        return demo
    }

    /// Presses `key`, waits until the program is idle, and returns the screen then,
    /// having checked the kernel judged it.
    static func press(_ key: KeyPress, on demo: Terminal) async throws -> TerminalScreen {
        try await demo.press(key)
        let screen = try await demo.waitUntilIdle()
        #expect(demo.idleJudgement?.isReadFromKernel == true, "\(String(describing: demo.idleJudgement))")
        return screen
    }

    @Test("after each key the wait for idle returns the screen showing its effect: the cursor, the tick, the dialog and its answer")
    func keysAndTheirEffects() async throws {
        let demo = try await Self.launch()
        let first = try await demo.waitUntilIdle()
        #expect(first.contains("> [ ] apple"), "\(first.text)")

        #expect(try await Self.press(.down, on: demo).contains("> [ ] banana"))
        #expect(try await Self.press(.space, on: demo).contains("> [x] banana"))
        let dialog = try await Self.press(.enter, on: demo)
        #expect(dialog.contains("Buy banana?") && dialog.contains("[< Yes >]"), "\(dialog.text)")
        #expect(try await Self.press(.right, on: demo).contains("[< No >]"))
        let answered = try await Self.press(.enter, on: demo)
        #expect(answered.contains("not bought") && answered.contains("> [x] banana"), "\(answered.text)")
        let bought = try await Self.press(.enter, on: demo)
        #expect(bought.contains("[< Yes >]"))
        let after = try await Self.press(.enter, on: demo)
        #expect(after.contains("Bought: banana") && after.contains("> [ ] banana"), "\(after.text)")

        try await demo.type("q")
        #expect(try await demo.waitForExit() == .exited(0))
    }

    @Test("a wait for text the idle Go program does not show fails at once with the idle failure")
    func idleWaitFailsAtOnce() async throws {
        let demo = try await Self.launch()
        try await demo.wait(forText: "elderberry")
        demo.timeout = .seconds(30)

        let error = try await #require(throws: DriverError.self) { try await demo.wait(forText: "durian") }

        guard case let .programIdle(_, waited) = error.reason else {
            Issue.record("not an idle failure: \(error.message)")
            return
        }
        #expect(waited < .seconds(10), "it failed at once, not at the timeout: \(waited)")
    }

    @Test("Go's runtime is idle on many threads: each parked in a futex, the network poller or the terminal's epoll set")
    func goRuntimeThreads() async throws {
        let demo = try await Self.launch()
        try await demo.waitUntilIdle()
        let process = try #require(demo.processIdentifier)

        let threads = ThreadReading.readAll(process: process, terminal: nil)

        #expect(threads.count >= 4, "Go starts a monitor and worker threads beside the main one: \(threads.map(\.wait))")
        #expect(demo.idleJudgement?.isReadFromKernel == true, "\(String(describing: demo.idleJudgement))")
        #expect(threads.contains { if case .waitingOnThread = $0.wait { true } else { false } }, "\(threads.map(\.wait))")
    }

    @Test(
        "through Bubble Tea's standard renderer, whose ticker fires 60 times a second and draws only a changed frame, the program is idle between ticks, and each wait returns the key's effect"
    )
    func standardRendererIdleBetweenTicks() async throws {
        let demo = try await Self.launch(["--renderer"])
        try await demo.wait(forText: "elderberry")

        let first = try await demo.waitUntilIdle()
        guard case let .betweenTicks(longest)? = demo.idleJudgement else {
            Issue.record("not judged between ticks: \(String(describing: demo.idleJudgement))")
            return
        }
        #expect(longest < .milliseconds(100), "the ticker's period is 17 ms: \(longest)")
        #expect(first.contains("> [ ] apple"), "\(first.text)")
        for (key, shown) in [(KeyPress.down, "> [ ] banana"), (.space, "> [x] banana"), (.enter, "[< Yes >]"), (.enter, "Bought: banana")] {
            try await demo.press(key)
            let screen = try await demo.waitUntilIdle()
            #expect(screen.contains(shown), "after \(key): \(screen.text)")
        }
    }

    @Test("through the standard renderer, check boxes and the dialog's button are tapped by name, each read after the program is idle")
    func standardRendererTapsByName() async throws {
        let demo = try await Self.launch(["--renderer"])
        try await demo.switches["cherry"].tap()
        try await demo.switches["apple"].tap()
        #expect(try await demo.switches["cherry"].value == "1")
        #expect(try await demo.switches["banana"].value == "0")
        try await demo.press(.enter)
        try await demo.buttons["Yes"].tap()
        #expect(try await demo.staticTexts["Bought: apple, cherry"].exists)
    }

    @Test("a wait for text the program between ticks does not show runs to its timeout, since a timer behind the ticks may still draw it")
    func standardRendererIdleFailure() async throws {
        let demo = try await Self.launch(["--renderer"])
        try await demo.wait(forText: "elderberry")
        demo.timeout = .seconds(1)

        let error = try await #require(throws: DriverError.self) { try await demo.wait(forText: "durian") }

        guard case let .programBusy(_, waited, busyWith) = error.reason else {
            Issue.record("not a timeout: \(error.message)")
            return
        }
        #expect(waited == .seconds(1))
        #expect(!busyWith.isEmpty)
    }
}
