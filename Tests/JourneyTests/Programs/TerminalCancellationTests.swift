import Driver
import DriverTesting
import Testing

/// A wait on a program stops as soon as the task that waits is cancelled (a test's time
/// limit, a stopped run), says so, and leaves the program to the next wait.
@Suite("Terminal waits and cancellation", .timeLimit(.minutes(1)), .hangReport, .tags(.program))
struct TerminalCancellationTests {
    /// The three kinds of wait on a program, each given ten minutes it should never use.
    enum Wait: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case forText, untilQuiet, forExit

        var testDescription: String { rawValue }

        func run(on terminal: Terminal) async throws(DriverError) {
            switch self {
            case .forText: _ = try await terminal.wait(forText: "never typed", timeout: .seconds(600))
            case .untilQuiet: _ = try await terminal.waitUntilQuiet(for: .seconds(300), timeout: .seconds(600))
            case .forExit: _ = try await terminal.waitForExit(timeout: .seconds(600))
            }
        }
    }

    @Test("a wait whose task is cancelled ends at once with the cancellation, not after its timeout, and the program answers the next wait", arguments: Wait.allCases)
    func cancelledWaitEndsAtOnce(_ wait: Wait) async throws {
        // A program that computes, so the kernel never calls it idle and the waits wait (an
        // idle one fails a wait for the screen at once); the terminal echoes what is typed.
        let cat = try await Terminal.launch("sh", arguments: ["-c", "while :; do :; done"])
        // Output, so a quiet wait has something to be quiet after.
        try await cat.type("ready\n")
        _ = try await cat.wait(forText: "ready")

        let waiting = Task { try await wait.run(on: cat) }
        waiting.cancel()

        let error = await #expect(throws: DriverError.self) { try await waiting.value }
        #expect(error?.isCancellation == true)
        #expect(error?.code == .timeout)
        #expect(error?.message.contains("the test stopped waiting: its task was cancelled") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("within 600 s") == false, "\(error?.message ?? "")")
        try await cat.type("still here\n")
        _ = try await cat.wait(forText: "still here")
        #expect(cat.isRunning)
        await cat.terminate()
    }
}
