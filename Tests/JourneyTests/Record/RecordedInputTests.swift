import Driver
@testable import JourneyScript
import ScreenModel
import DriverTesting
import Testing

/// The recorder's translation of keys and clicks into steps, against the real app,
/// without a terminal: the inputs a person's terminal would send, one by one.
@Suite("journey record: keys and clicks into steps", .timeLimit(.minutes(3)), .hangReport)
struct RecordedInputTests {
    private func recording(_ arguments: [String]) async throws -> AppRecording {
        var recording = AppRecording(app: App(executable: demoApp), launchArguments: arguments + ["--terminal-size", "100x31"], status: RecorderStatus())
        try await recording.launch()
        return recording
    }

    private func lines(_ recording: AppRecording) -> [String] {
        recording.script.entries.dropFirst().map { RecordedScript.line(for: $0.action) }
    }

    @Test("a click taps the control under it (a label in a cell taps the cell); moving focus alone is no step")
    func clickTapsTheControl() async throws {
        var recording = try await recording(["--uitesting", "--reset-state", "--mock-catalog"])
        try await recording.app.cells["productCell_1"].waitUntilExists()
        let tree = try #require(recording.app.tree)
        let cell = try #require(try tree.matches(Query(steps: [.descendants(.cell), .key("productCell_1")])).matches.first)

        _ = await recording.handle(.key(.tab))
        _ = await recording.handle(.key(.down))
        _ = await recording.handle(.click(Point(x: cell.element.frame.minX + 2, y: cell.element.frame.minY), button: 0))

        #expect(lines(recording) == [#"tap cells["productCell_1"]"#])
        await recording.app.terminate()
    }

    @Test("a tap that leaves the screen notes the screen it landed on, for the page objects drafted from the recording")
    func tapNotesWhereItLanded() async throws {
        var recording = try await recording(["--uitesting", "--reset-state", "--mock-catalog"])
        try await recording.app.cells["productCell_1"].waitUntilExists()
        let tree = try #require(recording.app.tree)
        let cell = try #require(try tree.matches(Query(steps: [.descendants(.cell), .key("productCell_1")])).matches.first)

        _ = await recording.handle(.click(Point(x: cell.element.frame.minX + 2, y: cell.element.frame.minY), button: 0))

        let tap = try #require(recording.script.entries.last)
        let landed = try #require(recording.app.tree.flatMap(ScreenLandmark.of))
        #expect(RecordedScript.line(for: tap.action) == #"tap cells["productCell_1"]"#)
        #expect(tap.landedOn?.description == landed.description)
        #expect(tap.screen?.description != landed.description, "the tap left the product list")
        await recording.app.terminate()
    }

    @Test("^P pauses: what is done meanwhile reaches the app but not the script; ^P again records again, where it left off")
    func pauseAndResume() async throws {
        var recording = try await recording(["--uitesting", "--reset-state"])

        for character in "user@example.com".unicodeScalars { _ = await recording.handle(.key(.character(character))) }
        _ = await recording.handle(.key(.ctrl("p")))
        _ = await recording.handle(.key(.tab))
        for character in "secret".unicodeScalars { _ = await recording.handle(.key(.character(character))) }
        _ = await recording.handle(.key(.ctrl("p")))
        _ = await recording.handle(.key(.backtab))
        _ = await recording.handle(.key(.character("x")))

        #expect(lines(recording) == [#"type "user@example.comx" into textFields["emailField"]"#])
        #expect(recording.script.secrets.isEmpty, "the paused typing is nowhere")
        #expect(try await recording.app.secureTextFields["passwordField"].value != "", "the app got the paused typing")
        await recording.app.terminate()
    }

    @Test("^E expects the focused element: it exists, its label, its value; a secure field's value never")
    func expectFocused() async throws {
        var recording = try await recording(["--uitesting", "--reset-state"])

        for character in "ada@example.com".unicodeScalars { _ = await recording.handle(.key(.character(character))) }
        _ = await recording.handle(.key(.ctrl("e")))
        _ = await recording.handle(.key(.tab))
        _ = await recording.handle(.key(.character("p")))
        _ = await recording.handle(.key(.ctrl("e")))

        let expectations = lines(recording).filter { $0.hasPrefix("expect") }
        #expect(expectations.first == #"expect textFields["emailField"] exists"#)
        #expect(expectations.contains(#"expect textFields["emailField"] value == "ada@example.com""#))
        #expect(expectations.contains(#"expect secureTextFields["passwordField"] exists"#))
        #expect(!expectations.contains { $0.contains("passwordField") && $0.contains("value") })
        await recording.app.terminate()
    }

    @Test("^T, the arrows and Enter switch tabs as a tap on the tab's identifier; q is typed where a field takes it; ^D finishes")
    func tabBarAndFinish() async throws {
        var recording = try await recording(["--uitesting", "--reset-state", "--mock-catalog"])

        _ = await recording.handle(.key(.ctrl("t")))
        _ = await recording.handle(.key(.right))
        _ = await recording.handle(.key(.enter))
        let typed = await recording.handle(.key(.character("q")))
        let done = await recording.handle(.key(.ctrl("d")))

        #expect(lines(recording) == [#"tap buttons["Cart"]"#, #"type "q" into textFields["promoCodeField"]"#])
        #expect(typed == .carryOn && done == .finish)
        await recording.app.terminate()
    }
}
