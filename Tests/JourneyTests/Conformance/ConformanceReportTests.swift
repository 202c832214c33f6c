import AutomationChannel
@testable import ProtocolConformance
import ScreenModel
import Testing

/// What a conformance report says: the counts, a line per check, and each failure's
/// expected and arrived, with arrivals quoted as the report quotes them.
@Suite("Conformance reports and how they quote what arrived")
struct ConformanceReportTests {
    static let results = [
        ConformanceResult(check: "hello", section: "§8", summary: "the app says hello first", outcome: .passed),
        ConformanceResult(
            check: "staleTargetRefused", section: "§7.1", summary: "a stale target is refused",
            outcome: .failed(expected: "refused staleElement", arrived: "reply #2 generation 3: done")),
        ConformanceResult(
            check: "virtualClockAdvances", section: "§10", summary: "the clock moves when told",
            outcome: .skipped("the app has no virtual clock")),
    ]

    @Test("a report counts passed, failed and skipped checks, and prints each with its verdict")
    func reportDescription() {
        let report = ConformanceReport(subject: "fake", results: Self.results)

        #expect(
            report.description == """
                fake: 1 passed, 1 failed, 1 skipped
                passed  hello (§8): the app says hello first
                FAILED  staleTargetRefused (§7.1): a stale target is refused
                          expected: refused staleElement
                          arrived:  reply #2 generation 3: done
                skipped virtualClockAdvances (§10): the clock moves when told — the app has no virtual clock
                """)
        #expect(!report.conforms)
        #expect(report.failures.map(\.check) == ["staleTargetRefused"])
        #expect(report.result(of: "hello")?.outcome == .passed)
        #expect(report.result(of: "missing") == nil)
    }

    @Test("a report whose only non-passes are skips conforms")
    func skipsDoNotCountAgainst() {
        let report = ConformanceReport(subject: "fake", results: [Self.results[0], Self.results[2]])

        #expect(report.conforms)
    }

    @Test(
        "each kind of message is quoted with the facts a check looks at",
        arguments: [
            (AppMessage.hello(AppHello(protocolVersion: 1, processID: 42, appName: "shop \"demo\"")), #"hello (version 1, pid 42, name "shop \"demo\"")"#),
            (AppMessage.status(generation: 7, activity: .idle), "status generation 7 (idle)"),
            (AppMessage.reply(Reply(sequence: 3, generation: 2, outcome: .done)), "reply #3 generation 2: done"),
            (
                AppMessage.reply(Reply(sequence: 4, generation: 2, outcome: .refused(CommandRefusal(.notInteractable, "disabled\nbutton")))),
                #"reply #4 generation 2: refused notInteractable ("disabled\nbutton")"#
            ),
            (AppMessage.protocolViolation("bad\u{1B}frame"), #"protocolViolation "bad\u{1b}frame""#),
        ])
    func arrivalText(message: AppMessage, text: String) {
        #expect(ArrivalText.describe(message) == text)
    }

    @Test(
        "every refusal reason is named as docs/protocol.md names it",
        arguments: [
            (CommandRefusal.Reason.staleElement, "staleElement"), (.notInteractable, "notInteractable"),
            (.unsupported, "unsupported"), (.unsupportedCondition, "unsupportedCondition"),
        ])
    func refusalNames(reason: CommandRefusal.Reason, name: String) {
        #expect(reason.name == name)
    }
}
