import DriverTesting
import ProtocolConformance
import Testing

@Suite("Protocol conformance", .timeLimit(.minutes(1)), .hangReport)
struct ProtocolConformanceTests {
    /// Every app that claims to speak the protocol: one more argument per app.
    static let apps: [ConformanceSubject] = [.demoApp, .fake]

    /// The checks an app may skip: the demo app (on the kit) sends no screen of its own.
    static func optionalChecks(of subject: ConformanceSubject) -> Set<String> {
        subject.name == ConformanceSubject.fake.name ? [] : ["screenFollowsItsTree"]
    }

    @Test("the app passes every check of docs/protocol.md, none skipped but those it may", arguments: apps)
    func appConforms(_ subject: ConformanceSubject) async {
        let report = await ConformanceSuite.run(against: subject)

        #expect(report.conforms, "\(report)")
        #expect(report.results.map(\.check) == ConformanceSuite.checkNames)
        let optional = Self.optionalChecks(of: subject)
        #expect(report.results.allSatisfy { $0.outcome == .passed || optional.contains($0.check) }, "\(report)")
    }

    /// Each check, the rule the fake breaks to make it fail, and what the failure must say.
    static let breakers: [Breaker] = [
        Breaker("hello", "hello-pid", says: "in its hello"),
        Breaker("firstTree", "no-first-tree", says: "the first tree"),
        Breaker("wrongVersionRefused", "accept-any-version", says: "arrived:  reply #1"),
        Breaker("commandBeforeHelloRefused", "commands-before-hello", says: "arrived:  reply #1"),
        Breaker("refreshSendsTree", "refresh-without-tree", says: "a tree before the reply"),
        Breaker("screenFollowsItsTree", "screen-once", says: "a screen right after tree generation 2"),
        Breaker("oneReplyPerCommandInOrder", "own-sequence", says: "expected: the reply to command #7"),
        Breaker("replyFollowsItsTree", "reply-before-tree", says: "the latest tree's generation"),
        Breaker("pressKeyAnswered", "refuse-keys-unnamed", says: "naming 'q'"),
        Breaker("dragChecked", "drag-anywhere", says: "refused with staleElement (01): the start is outside the target"),
        Breaker("typedTextReachesField", "drop-typed-text", says: "to hold \"conformance\""),
        Breaker("staleTargetRefused", "act-on-stale", says: "refused with staleElement"),
        Breaker("textIntoNonFieldRefused", "text-anywhere", says: "refused with notInteractable"),
        Breaker("differencesApply", "difference-off-by-one", says: "old child index 4 out of range at /: the element has 4 children"),
        Breaker("busyWorkEndsWithPush", "silent-work-end", says: "a push, unasked"),
        Breaker("advanceClockRefusedOnRealClock", "advance-real-clock", says: "refused with unsupported"),
        Breaker("virtualClockAdvances", "clock-runs-ahead", says: "still pending, due in 1 ms"),
        Breaker("unknownMessageKindRefused", "tolerate-unknown-kind", says: "arrived:  reply #1"),
        Breaker("trailingBytesRefused", "tolerate-trailing-bytes", says: "arrived:  reply #1"),
        Breaker("truncatedMessageRefused", "tolerate-truncation", says: "arrived:  reply #1"),
        Breaker("invalidKeyRefused", "tolerate-invalid-key", says: "arrived:  reply #1"),
        Breaker("emptyFrameRefused", "tolerate-empty-frame", says: "arrived:  reply #1"),
        Breaker("oversizedFrameRefused", "read-oversized-body", says: "a protocolViolation after a frame header"),
        Breaker("closingChannelEndsApp", "fail-on-close", says: "arrived:  exit code 1"),
        Breaker("diesWithDriver", "outlive-driver", says: "after its driver was killed (state S, parent pid "),
        Breaker("orphanExits", "ignore-parent-pid", says: "no tree from an app whose driver is gone"),
    ]

    /// Screens that break §5.1 or §11, the check that meets them first, and what it must say.
    static let screenBreakers: [Breaker] = [
        Breaker("refreshSendsTree", "screen-other-generation", says: "a screen only right after the tree of its generation"),
        Breaker("refreshSendsTree", "screen-too-many-rows", says: "invalid value 1025 for screen row count"),
    ]

    @Test("a screen for another generation than its tree's, or of too many rows, fails the checks", arguments: screenBreakers)
    func badScreenFails(_ breaker: Breaker) async throws {
        try await breaker.expectCheckFails(against: .fake(breaking: breaker.rule))
    }

    @Test("a refresh that disagrees with the tree the differences made fails differencesApply, naming the first element that differs")
    func refreshBehindDifferencesFails() async throws {
        let says =
            #"which differs from it at /0: the differences made staticText "1" #count {{2, 0}, {6, 1}} (0 children), "#
            + #"refresh sent staticText "0" #count"#
        let breaker = Breaker("differencesApply", "refresh-behind-differences", says: says)

        try await breaker.expectCheckFails(against: .fake(breaking: breaker.rule))
    }

    @Test("a tap answered with a status but no tree before its reply fails differencesApply, though something came before the reply")
    func tapAnsweredWithoutItsTreeFails() async throws {
        let breaker = Breaker("differencesApply", "tree-after-reply", says: "expected: the changed screen before the reply to tap #add")

        try await breaker.expectCheckFails(against: .fake(breaking: breaker.rule))
    }

    @Test("an app on the kit exits when its driver's process ends, even with the parent-death signal off")
    func kitAppLeavesWithItsDriver() async throws {
        var subject = ConformanceSubject.demoApp
        subject.arguments += ["--debug-no-parent-death-signal"]

        let report = await ConformanceSuite.run(against: subject, only: ["diesWithDriver"])

        let result = try #require(report.result(of: "diesWithDriver"))
        #expect(result.outcome == .passed, "\(report)")
    }

    @Test("every check has a fake that breaks its rule")
    func everyCheckCanBeBroken() {
        #expect(Self.breakers.map(\.check) == ConformanceSuite.checkNames)
        #expect(Set(Self.breakers.map(\.rule)).count == Self.breakers.count)
    }

    @Test("a check fails, saying what it expected and what arrived, against an app that breaks its rule", arguments: breakers)
    func checkCatchesBrokenRule(_ breaker: Breaker) async throws {
        var subject = ConformanceSubject.fake(breaking: breaker.rule)
        // A rule broken by staying silent shows as a timeout: short, yet long enough for
        // the steps before it on a loaded machine.
        subject.timeout = .seconds(3)

        try await breaker.expectCheckFails(against: subject)
    }

    @Test("a check that needs what the app does not offer is skipped, saying what is missing")
    func missingCapabilitiesSkip() async {
        let bare = ConformanceSubject(name: "bare fake", executable: ConformanceSubject.fake.executable)

        let report = await ConformanceSuite.run(against: bare, only: ["replyFollowsItsTree", "typedTextReachesField", "busyWorkEndsWithPush", "virtualClockAdvances"])

        #expect(report.conforms)
        for result in report.results {
            guard case let .skipped(reason) = result.outcome else {
                Issue.record("\(result.check) was not skipped: \(result)")
                continue
            }
            #expect(reason.contains("the subject"), "\(result)")
        }
    }

    @Test("a missing executable fails every check, naming it")
    func missingExecutable() async {
        let missing = ConformanceSubject(name: "missing", executable: "/nonexistent/app")

        let report = await ConformanceSuite.run(against: missing, only: ["hello", "closingChannelEndsApp"])

        #expect(report.failures.count == 2)
        #expect(report.failures.allSatisfy { "\($0)".contains("/nonexistent/app") })
    }
}

/// A check, and the rule of the fake that makes it fail.
struct Breaker: Sendable, CustomTestStringConvertible {
    let check: String
    let rule: String
    /// Text the failure must contain: proof it failed for that rule, not another.
    let says: String

    init(_ check: String, _ rule: String, says: String) {
        self.check = check
        self.rule = rule
        self.says = says
    }

    var testDescription: String { "\(check) against --break \(rule)" }

    /// Runs the check against `subject` (which breaks the rule) and expects it to fail,
    /// saying what shows it failed for that rule.
    func expectCheckFails(against subject: ConformanceSubject) async throws {
        let report = await ConformanceSuite.run(against: subject, only: [check])

        let result = try #require(report.result(of: check))
        guard case .failed = result.outcome else {
            Issue.record("\(check) did not fail against \(subject.name): \(result)")
            return
        }
        #expect("\(result)".contains(says), "\(result)")
    }
}
