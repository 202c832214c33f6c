import Driver
import DriverTesting
import Foundation
import JourneyTrace
import ScreenModel
import Testing

@Suite("The journey trace trait")
struct JourneyTraceTraitTests {
    private static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("traces-\(UUID().uuidString)").path
    }

    private static func traces(in folder: String) throws -> [Trace] {
        try TraceFile.paths(in: folder).map { try TraceFile.read($0) }
    }

    @Test("each driver call of the test is a step at the line that made it, with the screens around it")
    func stepsAtTheirLines() async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fake = FakeApp(Screens.window([Screens.button("go"), Screens.text("status", "Ready")])) { _, fake in
            fake.push(Screens.window([Screens.button("go"), Screens.text("status", "Done")]))
            return .done
        }
        let test = try #require(Test.current)

        try await JourneyTraceTrait(policy: .on, folder: folder).provideScope(for: test, testCase: nil) {
            let app = try await App.launched(with: fake)
            try await app.buttons["go"].tap()
            _ = try await app.staticTexts["status"].label
        }

        let trace = try #require(try Self.traces(in: folder).first)
        #expect(trace.kind == .test && trace.result == .passed)
        #expect(trace.steps.map(\.title) == ["launch the app", #"tap app.buttons["go"]"#, #"read app.staticTexts["status"]"#])
        #expect(trace.steps[1].source?.text == #"try await app.buttons["go"].tap()"#)
        #expect(trace.steps[1].source?.file == "UnitTests/JourneyTraceTraitTests.swift")
        let changes = TreeDiff.changes(
            from: trace.steps[1].before?.tree.flatMap { trace.store.trees[$0] },
            to: trace.steps[1].after?.tree.flatMap { trace.store.trees[$0] })
        #expect(changes.map(\.description) == [#"~ staticText "Ready" #status  →  staticText "Done" #status"#])
        // The times are microseconds since the test began: each step starts after the one
        // before it ends, and the test lasts at least until its last step ends.
        let spans = try trace.steps.map { (start: try #require($0.startMicroseconds), duration: $0.durationMicroseconds) }
        #expect(spans.allSatisfy { $0.start >= 0 && $0.duration >= 0 }, "\(spans)")
        for (step, next) in zip(spans, spans.dropFirst()) { #expect(next.start >= step.start + step.duration, "\(spans)") }
        let last = try #require(spans.last)
        #expect(trace.durationMicroseconds >= last.start + last.duration)
    }

    @Test("on failure by default: a passing test writes nothing; a failing call is the failing step, with the driver's message")
    func onFailure() async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let passing = FakeApp(Screens.window([Screens.button("go")]))
        let failing = FakeApp(Screens.window([Screens.button("go")]))
        let test = try #require(Test.current)
        let trait = JourneyTraceTrait(policy: .onFailure, folder: folder)

        try await trait.provideScope(for: test, testCase: nil) {
            let app = try await App.launched(with: passing)
            try await app.buttons["go"].tap()
        }
        let afterPassing = try Self.traces(in: folder)
        await #expect(throws: DriverError.self) {
            try await trait.provideScope(for: test, testCase: nil) {
                let app = try await App.launched(with: failing)
                try await app.buttons["missing"].tap()
            }
        }

        #expect(afterPassing.isEmpty)
        let trace = try #require(try Self.traces(in: folder).first)
        #expect(trace.result == .failed)
        #expect(trace.failedStep?.step.title == #"tap app.buttons["missing"]"#)
        #expect(trace.failedStep?.step.failure?.kind == "noSuchElement")
        #expect(trace.failedStep?.step.failure?.message.hasPrefix(#"noSuchElement: no element matches app.buttons["missing"]"#) == true)
    }

    @Test("the work that starts and finishes during a call, and clock moves (a wait's fast-forward too), are the step's events")
    func workAndClock() async throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // On the virtual clock, moving it fires the request: the screen comes back idle.
        let fake = FakeApp(Screens.window([Screens.button("go")]), activity: Screens.busy("network: GET /catalog", clock: .virtual)) { command, fake in
            if case .advanceClock = command { fake.push(Screens.window([Screens.button("go")]), activity: Activity(clock: .virtual)) }
            return .done
        }
        let test = try #require(Test.current)

        try await JourneyTraceTrait(policy: .on, folder: folder).provideScope(for: test, testCase: nil) {
            let app = try await App.launched(with: fake)
            try await app.waitForIdle()
            try await app.advanceClock(by: .milliseconds(100))
        }

        let trace = try #require(try Self.traces(in: folder).first)
        #expect(trace.steps.map(\.title) == ["launch the app", "wait for the app to become idle", "advance the clock by 100 ms"])
        #expect(trace.steps[1].before?.pending == [TraceWork(name: "network: GET /catalog", milliseconds: 240)])
        #expect(trace.steps[1].events == [TraceEvent(kind: .clock, milliseconds: 240, automatic: true), TraceEvent(kind: .finished, work: "network: GET /catalog")])
        #expect(trace.steps[2].events == [TraceEvent(kind: .clock, milliseconds: 100)])
    }

    @Test("with no recorder installed, driver calls record nothing and cost a task-local read")
    func offByDefault() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]))
        let app = try await App.launched(with: fake)

        try await app.buttons["go"].tap()

        #expect(app.stepRecorder == nil)
    }
}
