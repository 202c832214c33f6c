import Driver
import DriverTesting
import Testing

/// The demo app driven two ways at once: over the automation channel (`App`, which
/// sees the element tree) and as a person sees it, its terminal front end on a
/// pseudo-terminal (`Terminal`). After every step the terminal must show exactly what
/// the tree renders to (`ScreenRenderer`): the same text, and the same bold, dim,
/// underline and inverse, cell by cell.
///
/// It assumes the front end's keys as they are today (the shop opens with the search
/// field focused, Tab moves focus, Enter presses, typed text goes to the focused field,
/// Esc goes back) and that it draws the rendered tree, key legend included, and nothing
/// else (the cursor is not part of the comparison).
@Suite("The demo app both ways: the terminal shows what its tree renders", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics)
struct DemoAppBothWaysTests {
    /// One thing a person does, as the driver does it and as the keyboard does it.
    struct Step: Sendable, CustomStringConvertible {
        let description: String
        let onApp: @Sendable (App) async throws -> Void
        let onTerminal: @Sendable (Terminal) async throws -> Void

        /// Pressing `key`, both ways: the same key value for the app and the terminal.
        static func press(_ key: KeyPress) -> Step {
            Step(description: "press \(key)", onApp: { try await $0.press(key) }, onTerminal: { try await $0.press(key) })
        }

        /// Typing `text` into the focused field, both ways.
        static func type(_ text: String) -> Step {
            Step(
                description: "type \"\(text)\"",
                onApp: { try await $0.descendants(matching: .any).matching(.hasFocus).firstMatch.typeText(text) },
                onTerminal: { try await $0.type(text) }
            )
        }
    }

    /// Search for shoes, open the first result, add it to the cart, go back to the shop.
    static let searchAndAdd: [Step] = [
        .type("shoes"), .press(.tab), .press(.enter), .press(.tab), .press(.enter),
        .press(.tab), .press(.tab), .press(.enter), .press(.escape),
    ]

    @Test("searching, opening a product and adding it to the cart: every step looks the same both ways")
    func searchAndAddJourney() async throws {
        let arguments = ["--uitesting", "--reset-state", "--mock-catalog"]
        let app = App(executable: demoApp)
        app.launchArguments = arguments
        try await app.launch()
        let terminal = try await Terminal.launch(demoApp, arguments: arguments, columns: 80, rows: 24)

        try await expectSameScreen(app, terminal, after: "launch")
        for step in Self.searchAndAdd {
            try await step.onApp(app)
            try await step.onTerminal(terminal)
            try await expectSameScreen(app, terminal, after: step.description)
        }

        #expect(try await app.staticTexts["productCountLabel"].label == "2 products")
        #expect(try await app.tabBars.staticTexts["cart.badge"].label == "1")
    }

    /// Waits (up to the terminal's timeout) for the terminal to show what the app's
    /// tree renders; records an issue with a line diff and the cells that differ if it never does.
    private func expectSameScreen(
        _ app: App, _ terminal: Terminal, after step: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await app.waitForIdle()
        let tree = try #require(app.tree)
        let expected = RenderedScreen(ScreenRenderer.grid(for: tree))
        let failure: DriverError
        do {
            try await terminal.wait(for: { RenderedScreen($0) == expected }, description: "the screen the tree renders after \(step)")
            return
        } catch {
            failure = error
        }
        if failure.code == .timeout {
            let shown = RenderedScreen(terminal.screen)
            let diff = TextDiff(reference: expected.lines, actual: shown.lines)
            Issue.record(
                Comment(
                    rawValue: """
                        after \(step), the terminal does not show what the tree renders (- tree, + terminal):
                        \(diff)
                        styles that differ: \(expected.styleDifferences(from: shown).joined(separator: "; "))
                        """), sourceLocation: sourceLocation)
        }
        throw failure
    }
}

/// A screen reduced to what both renderings share: each row's text without trailing
/// spaces, and the cells that are bold, dim, underlined or inverse.
struct RenderedScreen: Equatable {
    let lines: [String]
    /// Row, then column, then the style's names, for every styled cell.
    let styles: [[String]]

    init(_ grid: TextGrid) {
        lines = grid.lines
        styles = grid.rows.map { row in
            var names: [String] = []
            for cell in row where cell.character != nil {
                var style: [String] = []
                if cell.style.contains(.bold) { style.append("bold") }
                if cell.style.contains(.dim) { style.append("dim") }
                if cell.style.contains(.underline) { style.append("underline") }
                if cell.style.contains(.inverse) { style.append("inverse") }
                names.append(style.joined(separator: " "))
            }
            return names
        }
    }

    init(_ screen: TerminalScreen) {
        lines = screen.lines
        styles = (0..<screen.rows).map { y in
            (0..<screen.columns).compactMap { x -> String? in
                guard let cell = screen.cell(x: x, y: y), cell.width != 0 else { return nil }
                return Style.rendererStyles.filter { cell.style.contains($0.0) }.map(\.1).joined(separator: " ")
            }
        }
    }

    /// `row 3, column 10: bold here, plain there` for the first few cells that differ.
    func styleDifferences(from other: RenderedScreen) -> [String] {
        var found: [String] = []
        for (y, (mine, theirs)) in zip(styles, other.styles).enumerated() {
            for (x, (a, b)) in zip(mine, theirs).enumerated() where a != b {
                found.append("row \(y), character \(x): \(a.isEmpty ? "plain" : a) in the tree, \(b.isEmpty ? "plain" : b) on the terminal")
                if found.count == 5 { return found }
            }
        }
        return found.isEmpty ? ["none"] : found
    }
}

extension Style {
    /// The four styles the tree's renderer uses, by name.
    static let rendererStyles: [(Style, String)] = [(.bold, "bold"), (.dim, "dim"), (.underline, "underline"), (.inverse, "inverse")]
}
