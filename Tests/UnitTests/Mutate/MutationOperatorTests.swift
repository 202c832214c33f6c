@testable import mutate
import Testing

/// The catalogue's operators on known lines: each mutant it should make, and none where
/// the change would not be that kind of bug.
@Suite("mutate: the catalogue's operators")
struct MutationOperatorTests {
    /// The mutated lines `name` makes of `line` (code only: no comments or strings in these).
    static func mutants(_ name: String, _ line: String) throws -> [String] {
        let mutationOperator = try #require(MutationOperator.catalogue.first { $0.name == name }, "no operator \(name)")
        return mutationOperator.mutate(Array(line), Array(line)).map { String($0) }
    }

    @Test(
        "each operator makes exactly the mutants of a line it should",
        arguments: [
            ("relational-reversed", "if a < b && c >= d {", ["if a > b && c >= d {", "if a < b && c <= d {"]),
            ("relational-reversed", "return x <= 3 || y > 4", ["return x <= 3 || y < 4", "return x >= 3 || y > 4"]),
            ("relational", "guard count >= 1 else {", ["guard count > 1 else {"]),
            ("logical", "a && b || c", ["a || b || c", "a && b && c"]),
            ("range", "for i in 0..<count {", ["for i in 0...count {"]),
            ("range", "let slice = items[1...last]", ["let slice = items[1..<last]"]),
            ("range", "func f(_ words: String...) {", []),
            ("range", "let rest = characters[position...]", []),
            ("range", "let all = start..<(end + 1)", ["let all = start...(end + 1)"]),
            ("precedence", "var result = try parseAnd()", ["var result = try parseOr()", "var result = try parseUnary()"]),
            (
                "precedence", "while take(\"OR\") { result = .or(result, try parseAnd()) }",
                ["while take(\"OR\") { result = .or(result, try parseOr()) }", "while take(\"OR\") { result = .or(result, try parseUnary()) }"]
            ),
            ("precedence", "mutating func parseAnd() throws -> Predicate {", []),
            ("precedence", "let value = reparseAnd()", []),
            (
                "direction", "case .tab, .down: moveFocus(forward: true)",
                [
                    "case .tab, .up: moveFocus(forward: true)", "case .backtab, .down: moveFocus(forward: true)",
                    "case .tab, .down: moveFocus(forward: false)",
                ]
            ),
            ("direction", "let order = paths.reversed()", ["let order = paths"]),
            ("direction", "view.update(tabBar.rightAligned)", []),
            ("quantifier", "if items.contains(where: { $0.isEnabled }) {", ["if items.allSatisfy( { $0.isEnabled }) {"]),
            ("quantifier", "ok = items.allSatisfy(\\.isEnabled)", ["ok = items.contains(where: \\.isEnabled)"]),
            ("quantifier", "guard matches.count == 1 else {", ["guard matches.count > 0 else {"]),
            ("quantifier", "case .only: pick = .only", ["case .first: pick = .only", "case .only: pick = .first"]),
            ("quantifier", "let x = value.onlyOne", []),
            ("set-operation", "let both = left.intersection(right)", ["let both = left.union(right)"]),
            ("set-operation", "seen.formUnion(new)", ["seen.formIntersection(new)"]),
            ("set-operation", "if a.isSubset(of: b) {", ["if a.isSuperset(of: b) {"]),
            ("set-operation", "let rest = all.subtracting(done)", ["let rest = all.intersection(done)"]),
        ])
    func makes(name: String, line: String, expected: [String]) throws {
        let made = try Self.mutants(name, line)

        #expect(made.sorted() == expected.sorted())
    }

    @Test("the catalogue names each operator once, and has the kinds a person's bugs are made of")
    func catalogue() {
        let names = MutationOperator.catalogue.map(\.name)

        #expect(Set(names).count == names.count)
        for kind in ["relational", "relational-reversed", "range", "logical", "precedence", "direction", "quantifier", "set-operation"] {
            #expect(names.contains(kind), "no \(kind)")
        }
    }

    @Test("nothing in a comment or a string is mutated")
    func maskedTextIsLeftAlone() throws {
        let source = SourceText("let a = \"x < y\" // a < b\n")
        let mutationOperator = try #require(MutationOperator.catalogue.first { $0.name == "relational-reversed" })

        let made = mutationOperator.mutate(source.lines[0], source.maskedLine(0))

        #expect(made.isEmpty)
    }
}
