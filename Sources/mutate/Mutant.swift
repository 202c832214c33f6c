/// One small change to one line of one source file.
struct Mutant: Hashable, Sendable {
    /// The file, relative to the package root.
    let path: String
    /// The line number, from 1.
    let line: Int
    /// The operator that made it.
    let operatorName: String
    /// The line as it is.
    let original: String
    /// The line as the mutant has it.
    let mutated: String

    /// Identifies the mutant across runs while the line's text stays the same, wherever
    /// the line moves: the file, the operator and both texts (and, for a line repeated
    /// in a file, which repetition).
    var key: String { "\(path)\u{1F}\(operatorName)\u{1F}\(original)\u{1F}\(mutated)" }

    /// `Sources/X/Y.swift:12 [relational]`.
    var location: String { "\(path):\(line) [\(operatorName)]" }

    /// A two-line diff: the line as it is and as the mutant has it.
    var diff: String {
        "--- \(path):\(line)\n-\(original)\n+\(mutated)"
    }
}
