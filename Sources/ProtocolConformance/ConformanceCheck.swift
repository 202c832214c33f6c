/// One rule of docs/protocol.md, checked against a fresh launch of the subject.
struct ConformanceCheck: Sendable {
    /// A name that says what holds when it passes: `staleTargetRefused`.
    let name: String
    /// The section of docs/protocol.md that states the rule: `§7.1`.
    let section: String
    /// The rule in a sentence.
    let summary: String
    /// Runs the check; returns when it passed, throws why not.
    let body: @Sendable (ConformanceSubject) throws(CheckStop) -> Void

    /// Runs the check and turns how it ended into a result.
    func run(against subject: ConformanceSubject) -> ConformanceResult {
        let outcome: ConformanceResult.Outcome
        do throws(CheckStop) {
            try body(subject)
            outcome = .passed
        } catch {
            switch error {
            case let .failed(expected, arrived): outcome = .failed(expected: expected, arrived: arrived)
            case let .skipped(reason): outcome = .skipped(reason)
            }
        }
        return ConformanceResult(check: name, section: section, summary: summary, outcome: outcome)
    }
}

extension ConformanceCheck {
    /// Every check, in the order of docs/protocol.md.
    static let all: [ConformanceCheck] = handshake + commands + differences + pushes + refusals + lifetime
}
