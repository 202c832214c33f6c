import Foundation

/// A kind of small, realistic bug, and where it can be put into a line of code.
struct MutationOperator: Sendable {
    /// A short name, for reports and `--operators`.
    let name: String
    /// What it does, for `--list-operators`.
    let summary: String
    /// The mutated versions of a line (as characters), given the line with everything
    /// that is not code masked out (NUL).
    let mutate: @Sendable (_ line: [Character], _ masked: [Character]) -> [[Character]]

    /// Every operator, in the order reports list them.
    static let catalogue: [MutationOperator] = [
        replacing(
            "relational", "flip a comparison or move its boundary (== !=, < <=, > >=)",
            [
                (" == ", " != "), (" != ", " == "), (" < ", " <= "), (" <= ", " < "), (" > ", " >= "), (" >= ", " > "),
            ]),
        replacing("logical", "swap && and ||", [(" && ", " || "), (" || ", " && ")]),
        replacing("arithmetic", "swap + and -, += and -=", [(" + ", " - "), (" - ", " + "), (" += ", " -= "), (" -= ", " += ")]),
        replacing("min-max", "swap min( and max(", [("min(", "max("), ("max(", "min(")], wordStart: true),
        replacing("boolean", "swap true and false", [("true", "false"), ("false", "true")], wordStart: true, wordEnd: true),
        replacing(
            "case-folding", "swap lowercased() and uppercased(), or drop one",
            [
                (".lowercased()", ".uppercased()"), (".uppercased()", ".lowercased()"), (".lowercased()", ""), (".uppercased()", ""),
            ]),
        replacing(
            "first-last", "swap .first and .last, removeFirst and removeLast",
            [
                (".first", ".last"), (".last", ".first"), (".removeFirst(", ".removeLast("), (".removeLast(", ".removeFirst("),
            ], wordEnd: true),
        replacing(
            "relational-reversed", "turn a comparison around (< >, <= >=)",
            [
                (" < ", " > "), (" > ", " < "), (" <= ", " >= "), (" >= ", " <= "),
            ]),
        MutationOperator(name: "range", summary: "move a range's upper end one step (a..<b a...b)", mutate: moveRangeEnds),
        replacing(
            "precedence", "make a recursive-descent parser call the level above or below (parseOr parseAnd parseUnary parsePrimary)",
            [
                ("parseOr(", "parseAnd("), ("parseAnd(", "parseOr("), ("parseAnd(", "parseUnary("), ("parseUnary(", "parseAnd("),
                ("parseUnary(", "parsePrimary("), ("parsePrimary(", "parseUnary("),
            ], wordStart: true, skipping: "func "),
        replacing(
            "direction", "reverse a direction (up down, left right, forward backward, tab backtab), or drop a reversed()",
            [
                (".up", ".down"), (".down", ".up"), (".left", ".right"), (".right", ".left"), (".forward", ".backward"),
                (".backward", ".forward"), (".tab", ".backtab"), (".backtab", ".tab"), ("forward: true", "forward: false"),
                ("forward: false", "forward: true"), (".reversed()", ""),
            ], wordEnd: true),
        replacing(
            "quantifier", "confuse a collection's any, every and only (contains(where:) allSatisfy(), .only .first, count == 1 > 0)",
            [
                (".contains(where:", ".allSatisfy("), (".allSatisfy(", ".contains(where: "), (".only", ".first"),
                (".count == 1", ".count > 0"), (".count > 0", ".count == 1"),
            ], wordEnd: true),
        replacing(
            "set-operation", "replace a set operation (union intersection subtracting symmetricDifference, subset superset)",
            [
                (".union(", ".intersection("), (".intersection(", ".union("), (".subtracting(", ".intersection("),
                (".symmetricDifference(", ".union("), (".formUnion(", ".formIntersection("), (".formIntersection(", ".formUnion("),
                (".subtract(", ".formIntersection("), (".isSubset(of:", ".isSuperset(of:"), (".isSuperset(of:", ".isSubset(of:"),
                (".isDisjoint(with:", ".isSubset(of:"),
            ]),
        MutationOperator(name: "constant", summary: "change an integer literal: 0 to 1, 1 to 0, n to n + 1", mutate: mutateConstants),
        MutationOperator(name: "negation", summary: "drop a logical not (!x becomes x)", mutate: dropNegations),
        MutationOperator(name: "condition", summary: "negate the condition of an if, guard or while, swapping its branches", mutate: negateCondition),
        MutationOperator(name: "drop-call", summary: "delete a statement that is only a call, awaited or not (a close, a kill, a save)", mutate: dropCall),
        MutationOperator(name: "drop-cleanup", summary: "disable a defer block (defer { becomes if false {)", mutate: dropDefer),
    ]

    // MARK: - Text replacements

    /// An operator that replaces each occurrence of a pattern in code, one at a time.
    ///
    /// - Parameters:
    ///   - wordStart: the pattern must not follow a letter, digit or underscore.
    ///   - wordEnd: the pattern must not be followed by one.
    ///   - skipping: code that, anywhere in the line, leaves the line alone (a declaration).
    static func replacing(
        _ name: String, _ summary: String, _ pairs: [(String, String)], wordStart: Bool = false, wordEnd: Bool = false,
        skipping: String? = nil
    ) -> MutationOperator {
        let pairs = pairs.map { (Array($0.0), Array($0.1)) }
        let skipped = skipping.map(Array.init)
        return MutationOperator(name: name, summary: summary) { line, masked in
            if let skipped, !occurrences(of: skipped, in: masked).isEmpty { return [] }
            var results: [[Character]] = []
            for (pattern, replacement) in pairs {
                for start in occurrences(of: pattern, in: masked) {
                    if wordStart && start > 0 && isIdentifier(masked[start - 1]) { continue }
                    let end = start + pattern.count
                    if wordEnd && end < masked.count && isIdentifier(masked[end]) { continue }
                    results.append(Array(line[..<start]) + replacement + Array(line[end...]))
                }
            }
            return results
        }
    }

    static func occurrences(of pattern: [Character], in text: [Character]) -> [Int] {
        guard pattern.count <= text.count else { return [] }
        return (0...(text.count - pattern.count)).filter { Array(text[$0..<($0 + pattern.count)]) == pattern }
    }

    static func isIdentifier(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$"
    }

    // MARK: - Constants

    private static func mutateConstants(_ line: [Character], _ masked: [Character]) -> [[Character]] {
        var results: [[Character]] = []
        var index = 0
        while index < masked.count {
            guard masked[index].isASCII, masked[index].isNumber else { index += 1; continue }
            var end = index
            while end < masked.count, masked[end].isNumber || masked[end] == "_" { end += 1 }
            defer { index = end }
            // Part of a name, a tuple field (.0), a closure argument ($0), a decimal or hex number.
            if index > 0, isIdentifier(masked[index - 1]) || masked[index - 1] == "." { continue }
            if end < masked.count, masked[end] == "." || isIdentifier(masked[end]) { continue }
            guard let value = Int(String(masked[index..<end]).replacingOccurrences(of: "_", with: "")) else { continue }
            let replacement = value == 1 ? 0 : value + 1
            results.append(Array(line[..<index]) + Array(String(replacement)) + Array(line[end...]))
        }
        return results
    }

    // MARK: - Ranges

    /// `..<` and `...` swapped where an upper bound follows (not a variadic `T...` or a
    /// one-sided `a...`, which the other spelling cannot write).
    private static func moveRangeEnds(_ line: [Character], _ masked: [Character]) -> [[Character]] {
        var results: [[Character]] = []
        for (pattern, replacement) in [(Array("..<"), Array("...")), (Array("..."), Array("..<"))] {
            for start in occurrences(of: pattern, in: masked) {
                let end = start + pattern.count
                guard end < masked.count, isIdentifier(masked[end]) || masked[end] == "(" else { continue }
                // `....` is no operator this swaps; `a ..< b` with spaces is as good as without.
                if start > 0, masked[start - 1] == "." { continue }
                results.append(Array(line[..<start]) + replacement + Array(line[end...]))
            }
        }
        return results
    }

    // MARK: - Negation

    private static func dropNegations(_ line: [Character], _ masked: [Character]) -> [[Character]] {
        var results: [[Character]] = []
        for index in masked.indices where masked[index] == "!" {
            guard index + 1 < masked.count, isIdentifier(masked[index + 1]) || masked[index + 1] == "(" else { continue }
            // A prefix operator follows a space, an opening bracket or another operator;
            // after a name it is a force unwrap.
            if index > 0, !" ([,=&|:?{".contains(masked[index - 1]) { continue }
            var mutated = line
            mutated.remove(at: index)
            results.append(mutated)
        }
        return results
    }

    // MARK: - Conditions

    private static let statementKeywords = ["if", "guard", "while"]

    private static func negateCondition(_ line: [Character], _ masked: [Character]) -> [[Character]] {
        let text = String(masked)
        let indent = text.prefix(while: { $0 == " " || $0 == "\t" }).count
        let rest = Array(masked[indent...])
        for keyword in statementKeywords {
            let prefix = Array(keyword + " ")
            guard rest.starts(with: prefix) else { continue }
            // The condition runs to the `{` (or `else {` for guard) that ends the line.
            let terminator = Array(keyword == "guard" ? " else {" : " {")
            let trimmedEnd = rest.lastIndex(where: { $0 != " " }).map { $0 + 1 } ?? rest.count
            guard trimmedEnd >= terminator.count, Array(rest[(trimmedEnd - terminator.count)..<trimmedEnd]) == terminator else { return [] }
            let condition = Array(rest[prefix.count..<(trimmedEnd - terminator.count)])
            let conditionText = String(condition)
            // Bindings and pattern matches cannot be negated; several clauses would need each one.
            if conditionText.contains("let ") || conditionText.contains("var ") || conditionText.contains("case ")
                || conditionText.contains("#available") || hasTopLevelComma(condition) || condition.contains("\0")
            {
                return []
            }
            let start = indent + prefix.count
            let end = indent + trimmedEnd - terminator.count
            return [Array(line[..<start]) + Array("!(") + Array(line[start..<end]) + Array(")") + Array(line[end...])]
        }
        return []
    }

    private static func hasTopLevelComma(_ text: [Character]) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0: return true
            default: break
            }
        }
        return false
    }

    // MARK: - Calls and cleanups

    private static let notCalls: Set<String> = [
        "return", "let", "var", "if", "guard", "while", "for", "switch", "case", "throw", "defer", "else", "func", "init",
        "super", "self", "repeat", "do", "catch", "default", "precondition", "assert", "fatalError", "preconditionFailure",
        "assertionFailure", "exit", "abort", "break", "continue", "fallthrough", "import", "struct", "class", "enum",
        "extension", "protocol", "typealias", "static", "private", "public", "package", "internal", "fileprivate", "try?",
    ]

    private static func dropCall(_ line: [Character], _ masked: [Character]) -> [[Character]] {
        var text = Substring(String(masked)).drop(while: { $0 == " " || $0 == "\t" })
        while text.hasSuffix(" ") { text = text.dropLast() }
        // Effects first: `try`, `await`, `_ = `.
        for prefix in ["try ", "await ", "try await "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        guard let head = text.first, head.isLetter || head == "_" else { return [] }
        let name = text.prefix(while: { isIdentifier($0) || $0 == "." || $0 == "?" })
        guard !name.isEmpty, !notCalls.contains(String(name.split(separator: ".").first ?? "")) else { return [] }
        let tail = text.dropFirst(name.count)
        // A call: the name, then (...) or { ... } or both, and nothing after.
        guard let opener = tail.first, opener == "(" || opener == " " && tail.dropFirst().first == "{" else { return [] }
        guard isBalancedCall(Array(tail)), !text.contains(" = "), !text.contains("\0") || tail.first == "(" else { return [] }
        if text.last != ")" && text.last != "}" { return [] }
        let indent = Array(line.prefix(while: { $0 == " " || $0 == "\t" }))
        return [indent]
    }

    /// Whether the brackets of `text` close exactly at its end, none left open before.
    private static func isBalancedCall(_ text: [Character]) -> Bool {
        var depth = 0
        for (index, character) in text.enumerated() {
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth < 0 { return false }
                if depth == 0 && index == text.count - 1 { return true }
            default: break
            }
        }
        return false
    }

    private static func dropDefer(_ line: [Character], _ masked: [Character]) -> [[Character]] {
        let text = String(masked)
        guard let range = text.range(of: "defer {") else { return [] }
        let start = text.distance(from: text.startIndex, to: range.lowerBound)
        if start > 0, isIdentifier(masked[start - 1]) { return [] }
        return [Array(line[..<start]) + Array("if false {") + Array(line[(start + "defer {".count)...])]
    }
}
