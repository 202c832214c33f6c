import Foundation
import JourneyTrace
import Testing

/// How `journey show-trace` lays out a trace's parts after its steps: each after a blank line.
@Suite("A trace as text: its parts")
struct TraceTextLayoutTests {
    private static func trace(notRun: [TraceSource]? = nil, recorded: Bool = false) -> Trace {
        var store = TraceStore()
        let finalScreen = store.add(TraceScreen(width: 12, height: 2, rows: ["$ less notes", "(END)"]))
        return Trace(
            kind: .program, name: "notes", file: "notes.journey", result: .failed, durationMicroseconds: 2_000,
            steps: [
                TraceStep(
                    title: "wait screen contains \"done\"", source: TraceSource(file: "notes.journey", line: 4), durationMicroseconds: 1_000, result: .failed,
                    failure: TraceFailure(message: "timeout: no \"done\" on screen", kind: "timeout"))
            ],
            notRun: notRun, recording: recorded ? TraceAsciicast(asciicast: "{\"version\": 2}\n", finalScreen: finalScreen) : nil, store: store)
    }

    /// Checks that `heading` is in `text` once, after a blank line that follows a line with something on it.
    private static func followsABlankLine(_ heading: String, in text: String) throws -> Int {
        let lines = text.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex(of: heading), "\(lines)")
        #expect(index >= 2 && lines[index - 1] == "" && lines[index - 2] != "", "\(lines)")
        return index
    }

    @Test("the screen a recording ends on follows the steps after a blank line, and a trace without a recording shows none")
    func recordingFollowsABlankLine() throws {
        let recorded = TraceText.text(for: Self.trace(recorded: true))
        let unrecorded = TraceText.text(for: Self.trace())

        _ = try Self.followsABlankLine("Recording ends on:", in: recorded)
        #expect(recorded.hasPrefix(unrecorded.dropLast() + "\n\nRecording ends on:\n"), "\(recorded)")
        #expect(recorded.contains("$ less notes"))
        #expect(!unrecorded.contains("Recording ends on:"))
    }

    @Test("the steps not run follow the last step after a blank line, and a trace that ran every step lists none")
    func notRunFollowsABlankLine() throws {
        let withNotRun = TraceText.text(for: Self.trace(notRun: [TraceSource(file: "notes.journey", line: 5, text: "press q")]))
        let everyStep = TraceText.text(for: Self.trace())

        _ = try Self.followsABlankLine("Not run:", in: withNotRun)
        #expect(withNotRun == everyStep.dropLast() + "\n\nNot run:\n  line 5: press q\n")
        #expect(!everyStep.contains("Not run:"))
    }
}
