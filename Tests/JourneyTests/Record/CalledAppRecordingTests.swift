import Driver
import DriverTesting
import JourneyScript
import ScreenModel
import Testing

/// The script kept of what a tool (not a person's keys) does to the real app.
@Suite("Actions a tool does to an app, kept as a script", .timeLimit(.minutes(2)), .hangReport)
struct CalledAppRecordingTests {
    @Test("a wait the caller asks for is kept as a step, and the same wait asked for again right after it is kept once")
    func waitIsKeptOnce() async throws {
        var recording = CalledAppRecording(app: App(executable: demoApp), launchArguments: ["--uitesting", "--reset-state"])
        try await recording.launch()
        let email = ElementLocator(query: Query(steps: [.descendants(.textField), .key("emailField")]), pick: .only)
        let wait = Step.Action.wait(email, until: .exists, timeout: .seconds(10))

        try await recording.perform(wait)
        let first = (count: recording.count, line: recording.lastStepLine)
        try await recording.perform(wait)
        let again = (count: recording.count, line: recording.lastStepLine)

        #expect(first.count == 2, "\(recording.text)")
        #expect(first.line == #"wait textFields["emailField"] exists within 10s"#)
        #expect(again.count == 2, "\(recording.text)")
        #expect(again.line == nil)
        #expect(recording.text.hasSuffix("\n" + #"wait textFields["emailField"] exists within 10s"# + "\n"), "\(recording.text)")
        await recording.app.terminate()
    }
}
