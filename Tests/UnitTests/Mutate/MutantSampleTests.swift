@testable import mutate
import Testing

/// The sample of mutants: every target in it, each in proportion to its lines.
@Suite("mutate: a sample across every target in proportion to its lines")
struct MutantSampleTests {
    @Test(
        "a path's target is the folder under Sources",
        arguments: [
            ("Sources/Driver/Query/Element.swift", "Driver"), ("Sources/mutate/main.swift", "mutate"), ("Package.swift", "."),
        ])
    func target(path: String, target: String) {
        #expect(MutantSample.target(of: path) == target)
    }

    @Test(
        "each target gets one, then shares in proportion to its lines, never beyond what it has",
        arguments: [
            // 700 : 200 : 100 lines, 10 drawn: 7, 2, 1.
            (10, ["A": 700, "B": 200, "C": 100], ["A": 50, "B": 50, "C": 50], ["A": 7, "B": 2, "C": 1]),
            // One each before proportions: the smallest target is not left out.
            (3, ["A": 10_000, "B": 10, "C": 10], ["A": 50, "B": 50, "C": 50], ["A": 1, "B": 1, "C": 1]),
            // 100 drawn over 1000 : 1000 lines: half each.
            (100, ["A": 1_000, "B": 1_000], ["A": 500, "B": 500], ["A": 50, "B": 50]),
            // A target with fewer mutants than its share gives the rest to the others.
            (10, ["A": 700, "B": 200, "C": 100], ["A": 3, "B": 50, "C": 50], ["A": 3, "B": 5, "C": 2]),
            // More asked than there are: all of them.
            (100, ["A": 10, "B": 10], ["A": 2, "B": 3], ["A": 2, "B": 3]),
            // Fewer asked than there are targets: the ones with the most lines.
            (2, ["A": 10, "B": 30, "C": 20], ["A": 5, "B": 5, "C": 5], ["B": 1, "C": 1]),
            // A target with no mutants gets none.
            (4, ["A": 100, "B": 100], ["A": 9, "B": 0], ["A": 4]),
        ])
    func quotas(size: Int, lines: [String: Int], available: [String: Int], expected: [String: Int]) {
        #expect(MutantSample.quotas(size: size, lines: lines, available: available) == expected)
    }

    static func mutants(_ target: String, _ count: Int) -> [Mutant] {
        (0..<count).map { Mutant(path: "Sources/\(target)/File.swift", line: $0 + 1, operatorName: "constant", original: "0", mutated: "1") }
    }

    @Test("the draw takes each target's share, the same for a seed, different for another, in file and line order")
    func draw() {
        let all = Self.mutants("Big", 400) + Self.mutants("Small", 20)
        let lines = ["Big": 100, "Small": 300]

        let sample = MutantSample.draw(all, size: 20, lines: lines, seed: 7)
        let again = MutantSample.draw(all, size: 20, lines: lines, seed: 7)
        let other = MutantSample.draw(all, size: 20, lines: lines, seed: 8)

        #expect(sample.count == 20)
        #expect(sample.filter { $0.path.hasPrefix("Sources/Small/") }.count == 15)
        #expect(sample == again)
        #expect(sample != other)
        #expect(sample == sample.sorted { ($0.path, $0.line) < ($1.path, $1.line) })
        #expect(MutantSample.draw(all, size: 500, lines: lines, seed: 7) == all)
    }

    @Test("a target's lines are the lines of its files")
    func lines() {
        let files = ["a.swift": "x\ny\nz", "b.swift": "one", "c.swift": "p\nq"]

        let lines = MutantSample.lines(root: "/r", files: ["Sources/A/a.swift", "Sources/A/b.swift", "Sources/B/c.swift"]) { path in
            files[String(path.split(separator: "/").last ?? "")] ?? ""
        }

        #expect(lines == ["A": 4, "B": 2])
    }
}
