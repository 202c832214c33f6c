/// What the conformance checks found, check by check.
public struct ConformanceReport: Sendable, CustomStringConvertible {
    /// The subject's name.
    public var subject: String
    /// Every check run, in the order of docs/protocol.md.
    public var results: [ConformanceResult]

    /// Creates a report.
    public init(subject: String, results: [ConformanceResult]) {
        self.subject = subject
        self.results = results
    }

    /// Whether no check failed (skipped ones do not count against it).
    public var conforms: Bool { failures.isEmpty }

    /// The checks that failed.
    public var failures: [ConformanceResult] {
        results.filter { if case .failed = $0.outcome { true } else { false } }
    }

    /// The result of the check called `name`, if it ran.
    public func result(of name: String) -> ConformanceResult? {
        results.first { $0.check == name }
    }

    /// One line a check, then the expected and arrived of each failure:
    /// `passed  hello (§8)`.
    public var description: String {
        let counts = (
            passed: results.filter { $0.outcome == .passed }.count,
            failed: failures.count,
            skipped: results.filter { if case .skipped = $0.outcome { true } else { false } }.count
        )
        return "\(subject): \(counts.passed) passed, \(counts.failed) failed, \(counts.skipped) skipped\n"
            + results.map(\.description).joined(separator: "\n")
    }
}

/// One check's verdict.
public struct ConformanceResult: Sendable, CustomStringConvertible {
    /// How the check went.
    public enum Outcome: Sendable, Hashable {
        /// The app did what the protocol asks.
        case passed
        /// It did not: what the check expected, and what arrived instead.
        case failed(expected: String, arrived: String)
        /// The check could not run against this app, for the reason given.
        case skipped(String)
    }

    /// The check's name: `staleTargetRefused`.
    public var check: String
    /// The section of docs/protocol.md it checks: `§7.1`.
    public var section: String
    /// What it checks, in a sentence.
    public var summary: String
    /// How it went.
    public var outcome: Outcome

    /// Creates a result.
    public init(check: String, section: String, summary: String, outcome: Outcome) {
        self.check = check
        self.section = section
        self.summary = summary
        self.outcome = outcome
    }

    /// `failed  staleTargetRefused (§7.1): … expected …, arrived …`.
    public var description: String {
        let head = "\(check) (\(section)): \(summary)"
        switch outcome {
        case .passed:
            return "passed  " + head
        case let .failed(expected, arrived):
            return "FAILED  " + head + "\n          expected: \(expected)\n          arrived:  \(arrived)"
        case let .skipped(reason):
            return "skipped " + head + " — \(reason)"
        }
    }
}
