import Foundation

/// The score of a set of mutants from their latest results.
struct Report {
    let mutants: [Mutant]
    let results: [String: Result]
    let equivalents: Equivalents

    /// The text: counts, the score, then each survivor with its diff.
    var text: String {
        var counts: [Outcome: Int] = [:]
        var survivors: [(Mutant, Result)] = []
        var explained: [(Mutant, String)] = []
        var untried = 0
        for mutant in mutants {
            guard let result = results[mutant.key] else { untried += 1; continue }
            if result.outcome == .survived, let reason = equivalents.reason(for: mutant) {
                explained.append((mutant, reason))
                continue
            }
            counts[result.outcome, default: 0] += 1
            if result.outcome == .survived { survivors.append((mutant, result)) }
        }
        let killed = counts[.killed, default: 0], timedOut = counts[.timedOut, default: 0]
        let survived = counts[.survived, default: 0], notCompiled = counts[.notCompiled, default: 0]
        let scored = killed + timedOut + survived
        var lines: [String] = []
        lines.append("mutants: \(mutants.count) selected, \(mutants.count - untried) tried")
        lines.append(
            "  killed \(killed), timed out \(timedOut) (both caught), survived \(survived), "
                + "equivalent \(explained.count) (left out), did not compile \(notCompiled) (left out)")
        if scored > 0 {
            let score = Double(killed + timedOut) / Double(scored) * 100
            lines.append(String(format: "score: %.1f%% (%d of %d caught)", score, killed + timedOut, scored))
        }
        var byOperator: [String: (caught: Int, scored: Int)] = [:]
        for mutant in mutants {
            guard let result = results[mutant.key], result.outcome != .notCompiled, equivalents.reason(for: mutant) == nil || result.outcome != .survived else { continue }
            byOperator[mutant.operatorName, default: (0, 0)].scored += 1
            if result.outcome.isDetected { byOperator[mutant.operatorName, default: (0, 0)].caught += 1 }
        }
        if !byOperator.isEmpty {
            lines.append("by operator: " + byOperator.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.caught)/\($0.value.scored)" }.joined(separator: ", "))
        }
        if !survivors.isEmpty {
            lines.append("")
            lines.append("survivors (no test failed):")
            for (mutant, _) in survivors.sorted(by: { ($0.0.path, $0.0.line) < ($1.0.path, $1.0.line) }) {
                lines.append(mutant.diff.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "  [\(mutant.operatorName)]")
            }
        }
        if !explained.isEmpty {
            lines.append("")
            lines.append("equivalent (changes nothing a test could see):")
            for (mutant, reason) in explained { lines.append("  \(mutant.location): \(reason)") }
        }
        return lines.joined(separator: "\n")
    }
}
