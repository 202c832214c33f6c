/// What the tests made of a mutant.
enum Outcome: String, Codable, Sendable {
    /// A test failed: the mutant was caught.
    case killed
    /// The tests ran past their time limit (a hang the mutant caused): caught too.
    case timedOut = "timed-out"
    /// Every test passed: a gap in the tests, unless the mutant changes nothing.
    case survived
    /// The mutant does not compile: no test could see it, so it does not count.
    case notCompiled = "not-compiled"

    /// Whether the tests caught it.
    var isDetected: Bool { self == .killed || self == .timedOut }
}

/// One mutant's result, as stored between runs.
struct Result: Codable, Sendable {
    let path: String
    let line: Int
    let operatorName: String
    let original: String
    let mutated: String
    let outcome: Outcome
    /// The first failing test's line, or why the build failed.
    let detail: String
    /// Seconds to build and test it.
    let seconds: Double

    init(_ mutant: Mutant, _ outcome: Outcome, detail: String, seconds: Double) {
        path = mutant.path
        line = mutant.line
        operatorName = mutant.operatorName
        original = mutant.original
        mutated = mutant.mutated
        self.outcome = outcome
        self.detail = detail
        self.seconds = seconds
    }

    var key: String { "\(path)\u{1F}\(operatorName)\u{1F}\(original)\u{1F}\(mutated)" }
}
