import Driver
import Foundation
@testable import JourneyScript
import ScreenModel
import DriverTesting
import Testing

/// The app recorder's answers to what records nothing, or records something other than
/// the key: right-clicks, blank places, keys with no meaning, deleting, Escape, pausing,
/// an app that has gone. Against the real app, without a terminal.
@Suite("journey record: clicks, keys and deletions that are no plain step", .timeLimit(.minutes(3)), .hangReport)
struct RecordedAppInputEdgeTests {
    private func recording(_ arguments: [String]) async throws -> AppRecording {
        var recording = AppRecording(app: App(executable: demoApp), launchArguments: arguments + ["--terminal-size", "100x31"], status: RecorderStatus())
        try await recording.launch()
        return recording
    }

    private func lines(_ recording: AppRecording) -> [String] {
        recording.script.entries.dropFirst().map { RecordedScript.line(for: $0.action) }
    }

    /// The status line's latest message.
    private func message(_ recording: AppRecording) -> String {
        recording.status.line.components(separatedBy: " │ ").dropFirst(2).joined(separator: " │ ")
    }

    @Test("a right-click expects the element under it; a blank place, where nothing has an identifier, is said, and a left click there too")
    func rightClickExpects() async throws {
        var recording = try await recording(["--uitesting", "--reset-state"])

        _ = await recording.handle(.click(Point(x: 22, y: 5), button: 2))
        #expect(message(recording) == #"expected secureTextFields["passwordField"]: exists, label"#)
        _ = await recording.handle(.click(Point(x: 5, y: 20), button: 2))
        #expect(message(recording) == "that element has no identifier, so nothing can be expected of it")
        _ = await recording.handle(.click(Point(x: 5, y: 20), button: 0))
        #expect(message(recording) == "what was clicked has no identifier, so the tap cannot be recorded")

        #expect(lines(recording) == [#"expect secureTextFields["passwordField"] exists"#, #"expect secureTextFields["passwordField"] label == "Password""#])
        await recording.app.terminate()
    }

    @Test("a function key or a control key the recorder has no use for says which keys it has, and records nothing")
    func keysWithNoMeaning() async throws {
        var recording = try await recording(["--uitesting", "--reset-state"])

        for input: RecorderInput in [.key(.function(5)), .key(.ctrl("x")), .click(Point(x: 22, y: 3), button: 1)] {
            #expect(await recording.handle(input) == .carryOn)
            #expect(message(recording) == "that key does nothing here; ^E expects the focused element, ^P pauses, ^D saves")
        }
        #expect(recording.script.count == 1)
        await recording.app.terminate()
    }

    @Test("a right-click on a label without an identifier expects the nearest element around it that has one: its cell")
    func rightClickOnLabelExpectsItsCell() async throws {
        var recording = try await recording(["--uitesting", "--reset-state", "--mock-catalog"])
        try await recording.app.cells["productCell_1"].waitUntilExists()
        let tree = try #require(recording.app.tree)
        let cell = try #require(try tree.matches(Query(steps: [.descendants(.cell), .key("productCell_1")])).matches.first)
        let point = Point(x: cell.element.frame.minX + 2, y: cell.element.frame.minY)
        let hit = try #require(tree.hitTest(point))
        #expect(hit != cell.path && tree.element(at: hit)?.identifier == "", "the click lands on something in the cell that has no identifier")

        _ = await recording.handle(.click(point, button: 2))

        #expect(message(recording).hasPrefix(#"expected cells["productCell_1"]: exists"#), "\(recording.status.line)")
        #expect(lines(recording).first == #"expect cells["productCell_1"] exists"#)
        await recording.app.terminate()
    }

    @Test("Backspace taking back the only character typed drops the typing step, and the status line counts one step fewer")
    func backspaceDropsTheTypingStep() async throws {
        var recording = try await recording(["--uitesting", "--reset-state"])

        _ = await recording.handle(.key(.character("a")))
        #expect(recording.status.line.hasPrefix(" ● REC 2 steps │"), "\(recording.status.line)")
        _ = await recording.handle(.key(.backspace))

        #expect(lines(recording).isEmpty)
        #expect(recording.status.line.hasPrefix(" ● REC 1 step │"), "\(recording.status.line)")
        #expect(try await recording.app.textFields["emailField"].value == "")
        await recording.app.terminate()
    }

    @Test("^E while paused records nothing and says how to record again; Escape is a press step")
    func pausedExpectAndEscape() async throws {
        var recording = try await recording(["--uitesting", "--reset-state"])

        _ = await recording.handle(.key(.ctrl("p")))
        _ = await recording.handle(.key(.ctrl("e")))
        #expect(message(recording) == "paused: ^P to record again")
        _ = await recording.handle(.key(.ctrl("p")))
        _ = await recording.handle(.key(.escape))

        #expect(lines(recording) == ["press escape"])
        await recording.app.terminate()
    }

    @Test("Backspace in text the recording did not type first taps the field; Delete after typing into it presses delete alone")
    func deletingText() async throws {
        var recording = try await recording(["--uitesting", "--reset-state"])

        _ = await recording.handle(.key(.backspace))
        for character in "ab".unicodeScalars { _ = await recording.handle(.key(.character(character))) }
        _ = await recording.handle(.key(.left))
        _ = await recording.handle(.key(.delete))

        #expect(
            lines(recording) == [
                #"tap textFields["emailField"]"#, "press backspace", #"type "ab" into textFields["emailField"]"#, "press delete",
            ])
        #expect(try await recording.app.textFields["emailField"].value == "a")
        await recording.app.terminate()
    }

    @Test("where no field takes text, a character is no step and q finishes; Backspace on a button is a press step")
    func noFieldForText() async throws {
        var recording = try await recording(["--uitesting", "--reset-state", "--mock-catalog"])

        _ = await recording.handle(.key(.ctrl("t")))
        _ = await recording.handle(.key(.right))
        _ = await recording.handle(.key(.right))
        _ = await recording.handle(.key(.enter))
        let typed = await recording.handle(.key(.character("x")))
        #expect(message(recording) == "no field here takes 'x'; nothing recorded")
        _ = await recording.handle(.key(.backspace))
        let quit = await recording.handle(.key(.character("q")))

        #expect(lines(recording) == [#"tap buttons["Orders"]"#, "press backspace"])
        #expect(typed == .carryOn && quit == .finish)
        await recording.app.terminate()
    }

    @Test("once the app has gone, a key is not recorded and the status line says why")
    func appGone() async throws {
        var recording = try await recording(["--uitesting", "--reset-state"])
        await recording.app.terminate()

        _ = await recording.handle(.key(.tab))

        #expect(message(recording).hasPrefix("not recorded: "), "\(recording.status.line)")
        #expect(recording.script.count == 1)
    }
}
