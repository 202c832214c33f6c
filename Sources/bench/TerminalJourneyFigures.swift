import Driver
import Foundation
import ScreenModel

/// The same 10-step shop journey two ways: over the tree channel (`App`), and through
/// the demo app's terminal front end on a pseudo-terminal (`Terminal`), as keys. (A
/// release build takes no test flags, so both start at sign-in with the built-in
/// catalog, each with a state directory of its own.)
enum TerminalJourneyFigures {
    /// One step, done the same way both ways.
    enum Step {
        case press(KeyPress)
        case type(String)
    }

    /// Sign in, search for shoes, move to the results, and down to the second and back.
    /// (The first field of a screen has focus when it appears: the email field, then
    /// the search field.)
    static let steps: [Step] = [
        .type("user@example.com"), .press(.tab), .type("securePass1"), .press(.enter),
        .type("shoes"), .press(.tab), .press(.enter), .press(.tab), .press(.down), .press(.up),
    ]

    /// The journey over the tree channel, launch included: each step returns once the
    /// app has answered and is idle. Returns the screen the tree renders at the launch
    /// and after each step.
    @discardableResult
    static func overTree(_ executable: String) async throws -> [[String]] {
        let app = App(executable: executable)
        try await app.launch()
        var screens = [try await app.screenshot().lines]
        for step in steps {
            switch step {
            case let .press(key): try await app.press(key)
            case let .type(text): try await app.descendants(matching: .any).matching(.hasFocus).firstMatch.typeText(text)
            }
            try await app.waitForIdle()
            screens.append(try await app.screenshot().lines)
        }
        return screens
    }

    /// The journey as keys to the front end, launch included: each step waits until the
    /// terminal shows `screens` (what the tree rendered at that step).
    static func overTerminal(_ executable: String, expecting screens: [[String]]) async throws {
        let stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: stateDirectory) }
        let terminal = try await Terminal.launch(executable, arguments: ["--state-dir", stateDirectory], columns: 80, rows: 24)
        try await terminal.wait(for: { $0.lines == screens[0] }, description: "the first screen")
        for (index, step) in steps.enumerated() {
            switch step {
            case let .press(key): try await terminal.press(key)
            case let .type(text): try await terminal.type(text)
            }
            try await terminal.wait(for: { $0.lines == screens[index + 1] }, description: "the screen after step \(index + 1)")
        }
    }

    /// Both journeys `runs` times, alternately.
    static func journeys(_ executable: String, runs: Int) async throws -> (tree: Statistics, terminal: Statistics) {
        let screens = try await overTree(executable)
        var tree: [Double] = [], terminal: [Double] = []
        for _ in 0..<runs {
            tree.append(try await time { try await overTree(executable) })
            terminal.append(try await time { try await overTerminal(executable, expecting: screens) })
        }
        return (Statistics(tree), Statistics(terminal))
    }
}
