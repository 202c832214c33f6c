import DriverTesting
import ProtocolConformance
import Testing

/// The Textual adapter (`Adapters/Textual`) against docs/protocol.md, with the adapter's own
/// small Textual app as the subject.
@Suite("Textual adapter conformance", .serialized, .timeLimit(.minutes(3)), .hangReport, .requiresTextual)
struct TextualConformanceTests {
    /// The one check that cannot pass: Textual's timers run on the real clock only.
    static let unsupported: Set<String> = ["virtualClockAdvances"]

    @Test("the adapter passes every check of docs/protocol.md but the virtual clock's, which it skips")
    func adapterConforms() async {
        let report = await ConformanceSuite.run(against: .textual)

        #expect(report.conforms, "\(report)")
        #expect(report.results.map(\.check) == ConformanceSuite.checkNames)
        for result in report.results {
            if Self.unsupported.contains(result.check) {
                guard case .skipped = result.outcome else {
                    Issue.record("\(result.check) was not skipped: \(result)")
                    continue
                }
            } else {
                #expect(result.outcome == .passed, "\(result)")
            }
        }
    }

    /// A rule the adapter breaks on request (`--adapter-break`), the check that must catch
    /// it, and what that check's failure must say.
    static let breakers: [Breaker] = [
        Breaker("hello", "hello-pid", says: "in its hello"),
        Breaker("firstTree", "no-first-tree", says: "the first tree"),
        Breaker("wrongVersionRefused", "accept-any-version", says: "arrived:  reply #1"),
        Breaker("typedTextReachesField", "drop-typed-text", says: "to hold \"conformance\""),
        Breaker("staleTargetRefused", "act-on-stale", says: "refused with staleElement"),
        Breaker("textIntoNonFieldRefused", "text-anywhere", says: "refused with notInteractable"),
        Breaker("busyWorkEndsWithPush", "silent-work-end", says: "a push, unasked"),
        Breaker("advanceClockRefusedOnRealClock", "advance-real-clock", says: "refused with unsupported"),
        Breaker("diesWithDriver", "outlive-driver", says: "after its driver was killed"),
        Breaker("orphanExits", "ignore-parent-pid", says: "no tree from an app whose driver is gone"),
        Breaker("screenFollowsItsTree", "screen-other-generation", says: "a screen only right after the tree of its generation"),
    ]

    @Test("the adapter sends Textual's own screen, so the screen check runs rather than being skipped")
    func adapterDrawsItsScreen() async throws {
        var subject = ConformanceSubject.textual
        subject.arguments += ["--adapter-break", "no-screen"]

        let withScreen = await ConformanceSuite.run(against: .textual, only: ["screenFollowsItsTree"])
        let without = await ConformanceSuite.run(against: subject, only: ["screenFollowsItsTree"])

        #expect(try #require(withScreen.result(of: "screenFollowsItsTree")).outcome == .passed, "\(withScreen)")
        guard case .skipped = try #require(without.result(of: "screenFollowsItsTree")).outcome else {
            Issue.record("the check did not skip an adapter that sends no screen: \(without)")
            return
        }
    }

    @Test("a check fails against the adapter breaking its rule", arguments: breakers)
    func checkCatchesBrokenRule(_ breaker: Breaker) async throws {
        var subject = ConformanceSubject.textual
        subject.name += " --adapter-break \(breaker.rule)"
        subject.arguments += ["--adapter-break", breaker.rule]

        try await breaker.expectCheckFails(against: subject)
    }
}

extension ConformanceSubject {
    /// The adapter's counter app, run by `journey-textual`. Python and Textual start in
    /// seconds, not milliseconds, on a loaded machine: each step may take 20 s, and the
    /// bare tree a slow start sends (the checks need the app's own first tree) waits 15 s.
    static var textual: ConformanceSubject {
        ConformanceSubject(
            name: "journey-textual counter.py", executable: TextualEnvironment.launcher,
            arguments: [TextualEnvironment.counterApp, "--terminal-size", "80x40"],
            environment: ["JOURNEY_TEXTUAL_STARTING_TREE_AFTER": "15"],
            screenChangingTap: "add", textField: "name",
            busyWork: BusyWork(steps: [.tap("load")]),
            timeout: .seconds(20)
        )
    }
}
