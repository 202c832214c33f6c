import JourneyScript
import Synchronization
import DriverTesting
import Testing

@Suite("Suite runner", .timeLimit(.minutes(3)), .hangReport)
struct SuiteRunnerTests {
    @Test("journeys run on several workers and come back in the order given, one outcome per configuration")
    func parallelOrder() async throws {
        let journeys = try (0..<4).map { try JourneyParser.parse(SampleJourneys.numbered($0), file: "j\($0).journey") }
        let configurations = [LaunchConfiguration.standard, LaunchConfiguration(name: "small", arguments: ["--terminal-size", "40x20"])]
        let started = Mutex(0)

        let outcomes = await SuiteRunner(runner: JourneyRunner(), parallelism: 3).run(journeys, configurations: configurations) { event in
            if case .started = event { started.withLock { $0 += 1 } }
        }

        #expect(outcomes.map(\.journey.name) == ["j0", "j0", "j1", "j1", "j2", "j2", "j3", "j3"])
        #expect(outcomes.map(\.configuration.name) == ["default", "small", "default", "small", "default", "small", "default", "small"])
        #expect(outcomes.allSatisfy { $0.status == .passed })
        #expect(started.withLock { $0 } == 8)
    }

    @Test("--repeat runs a journey N times; --until-failure stops at the first failing run")
    func repetition() async throws {
        let passing = try JourneyParser.parse(SampleJourneys.signIn, file: "pass.journey")
        let failing = try JourneyParser.parse(SampleJourneys.failing, file: "fail.journey")

        let repeated = await SuiteRunner(runner: JourneyRunner(), parallelism: 2, repetitions: 3)
            .run([passing, failing], configurations: [.standard]) { _ in }
        let untilFailure = await SuiteRunner(runner: JourneyRunner(), parallelism: 2, repetitions: 3, stopsAtFirstFailure: true)
            .run([passing, failing], configurations: [.standard]) { _ in }

        #expect(repeated.map(\.runs.count) == [3, 3])
        #expect(repeated.map(\.status) == [.passed, .failed])
        #expect(repeated[0].runs.map(\.id.description) == ["pass (run 1)", "pass (run 2)", "pass (run 3)"])
        #expect(untilFailure.map(\.runs.count) == [3, 1])
    }
}
