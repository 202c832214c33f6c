/// A sample of mutants drawn across every target in proportion to its lines of code, so
/// a target with many mutants per line (a parser, a table) cannot crowd out the rest.
enum MutantSample {
    /// The target a source path belongs to: `Sources/Driver/Query/Element.swift` is `Driver`.
    static func target(of path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.count > 2 && parts[0] == "Sources" ? String(parts[1]) : "."
    }

    /// How many mutants each target gives a sample of `size`.
    ///
    /// Every target with a mutant gets one while the size allows (those with the most
    /// lines first); the rest go one at a time to the target whose lines are least
    /// represented (Sainte-Laguë: the largest lines / (2 × its count + 1)), ties to the
    /// target with more lines, then the name; none beyond what a target has.
    ///
    /// - Parameters:
    ///   - lines: each target's lines of code.
    ///   - available: how many mutants each target has.
    static func quotas(size: Int, lines: [String: Int], available: [String: Int]) -> [String: Int] {
        let targets = available.filter { $0.value > 0 }.keys.sorted { ((lines[$0] ?? 0), $1) > ((lines[$1] ?? 0), $0) }
        var quotas: [String: Int] = [:]
        var remaining = min(size, available.values.reduce(0) { $0 + max(0, $1) })
        for target in targets where remaining > 0 {
            quotas[target] = 1
            remaining -= 1
        }
        while remaining > 0 {
            let open = targets.filter { quotas[$0, default: 0] < available[$0, default: 0] }
            let priority = { (target: String) in Double(lines[target] ?? 0) / Double(2 * quotas[target, default: 0] + 1) }
            guard let next = open.max(by: { (priority($0), lines[$0] ?? 0, $1) < (priority($1), lines[$1] ?? 0, $0) }) else { break }
            quotas[next, default: 0] += 1
            remaining -= 1
        }
        return quotas
    }

    /// `size` of `mutants`, each target's share (see `quotas`) drawn at random with `seed`,
    /// in file, line and text order; all of them when there are no more than `size`.
    static func draw(_ mutants: [Mutant], size: Int, lines: [String: Int], seed: UInt64) -> [Mutant] {
        guard size < mutants.count else { return mutants }
        let byTarget = Dictionary(grouping: mutants) { target(of: $0.path) }
        let quotas = quotas(size: size, lines: lines, available: byTarget.mapValues(\.count))
        var generator = SeededGenerator(seed: seed)
        var sample: [Mutant] = []
        for target in byTarget.keys.sorted() {
            sample += byTarget[target, default: []].shuffled(using: &generator).prefix(quotas[target, default: 0])
        }
        return sample.sorted { ($0.path, $0.line, $0.mutated) < ($1.path, $1.line, $1.mutated) }
    }

    /// Each target's lines of code: the lines of its files under `root`.
    static func lines(root: String, files: [String], reading read: (String) throws -> String) rethrows -> [String: Int] {
        var lines: [String: Int] = [:]
        for path in files {
            lines[target(of: path), default: 0] += try read(root + "/" + path).split(separator: "\n", omittingEmptySubsequences: false).count
        }
        return lines
    }
}
