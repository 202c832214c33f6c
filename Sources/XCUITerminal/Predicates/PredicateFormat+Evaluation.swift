import Foundation
import ScreenModel

/// What a format predicate reads: an element on one screen, or a query's matches.
struct PredicateSubject {
    /// The element's attributes (nil when it does not exist).
    var snapshot: ElementSnapshot?
    /// Whether the element exists.
    var exists: Bool
    /// Whether a tap would land on it, when that is known.
    var isHittable: Bool?
    /// How many elements a query matches, when the subject is a query.
    var count: Int?

    /// An element as a query's step sees it: it exists; hittability is not known.
    init(element: ElementSnapshot) {
        snapshot = element
        exists = true
    }

    init(snapshot: ElementSnapshot?, exists: Bool, isHittable: Bool?, count: Int?) {
        self.snapshot = snapshot
        self.exists = exists
        self.isHittable = isHittable
        self.count = count
    }
}

extension PredicateFormat {
    /// Whether the predicate holds for `subject`.
    func evaluate(_ subject: PredicateSubject) -> Bool {
        switch self {
        case let .and(lhs, rhs): return lhs.evaluate(subject) && rhs.evaluate(subject)
        case let .or(lhs, rhs): return lhs.evaluate(subject) || rhs.evaluate(subject)
        case let .not(inner): return !inner.evaluate(subject)
        case let .truth(nil, truth): return truth
        case let .truth(key?, truth): return Self.read(key, of: subject) == .boolean(truth)
        case let .comparison(key, op, options, value): return Self.compare(Self.read(key, of: subject), op, value, options)
        }
    }

    private static func read(_ key: Key, of subject: PredicateSubject) -> Value {
        let element = subject.snapshot
        switch key {
        case .identifier: return element.map { .string($0.identifier) } ?? .null
        case .label: return element.map { .string($0.label) } ?? .null
        case .value: return element?.compatibleValue.map(Value.string) ?? .null
        case .placeholderValue: return element?.placeholderValue.map(Value.string) ?? .null
        case .title: return element == nil ? .null : .string("")
        case .exists: return .boolean(subject.exists)
        case .isHittable: return .boolean(subject.isHittable ?? false)
        case .isEnabled: return .boolean(element?.isEnabled ?? false)
        case .isSelected: return .boolean(element?.isSelected ?? false)
        case .hasFocus: return .boolean(element?.hasFocus ?? false)
        case .count: return subject.count.map { .number(Double($0)) } ?? .null
        }
    }

    private static func compare(_ actual: Value, _ op: Operator, _ expected: Value, _ options: Options) -> Bool {
        switch (actual, expected) {
        case let (_, .list(values)):
            return op == .in && values.contains { compare(actual, .equal, $0, options) }
        case let (.string(lhs), .string(rhs)):
            return compareStrings(lhs, op, rhs, options)
        case (.null, .null):
            return op == .equal || op == .lessOrEqual || op == .greaterOrEqual
        case (.null, _), (_, .null):
            return op == .notEqual
        default:
            guard let lhs = number(actual), let rhs = number(expected) else { return op == .notEqual }
            switch op {
            case .equal: return lhs == rhs
            case .notEqual: return lhs != rhs
            case .less: return lhs < rhs
            case .lessOrEqual: return lhs <= rhs
            case .greater: return lhs > rhs
            case .greaterOrEqual: return lhs >= rhs
            default: return false
            }
        }
    }

    private static func number(_ value: Value) -> Double? {
        switch value {
        case let .number(number): number
        case let .boolean(truth): truth ? 1 : 0
        case let .string(text): Double(text)
        case .null, .list: nil
        }
    }

    private static func compareStrings(_ lhs: String, _ op: Operator, _ rhs: String, _ options: Options) -> Bool {
        var compareOptions: String.CompareOptions = []
        if options.caseInsensitive { compareOptions.insert(.caseInsensitive) }
        if options.diacriticInsensitive { compareOptions.insert(.diacriticInsensitive) }
        let folded = { (text: String) in text.folding(options: compareOptions, locale: nil) }
        switch op {
        case .equal: return folded(lhs) == folded(rhs)
        case .notEqual: return folded(lhs) != folded(rhs)
        case .less: return folded(lhs) < folded(rhs)
        case .lessOrEqual: return folded(lhs) <= folded(rhs)
        case .greater: return folded(lhs) > folded(rhs)
        case .greaterOrEqual: return folded(lhs) >= folded(rhs)
        case .contains: return rhs.isEmpty || folded(lhs).contains(folded(rhs))
        case .beginsWith: return folded(lhs).hasPrefix(folded(rhs))
        case .endsWith: return folded(lhs).hasSuffix(folded(rhs))
        case .like: return wholeMatch(folded(lhs), pattern: likePattern(folded(rhs)))
        // The pattern is folded as the text is, so [d] forgives accents on either side; case is the expression's to ignore.
        case .matches:
            let accents = { (text: String) in options.diacriticInsensitive ? text.folding(options: .diacriticInsensitive, locale: nil) : text }
            return wholeMatch(accents(lhs), pattern: accents(rhs), caseInsensitive: options.caseInsensitive)
        case .in: return false
        }
    }

    /// `LIKE`'s wildcards (`*` any run, `?` one character) as a regular expression.
    private static func likePattern(_ like: String) -> String {
        like.map { character -> String in
            switch character {
            case "*": ".*"
            case "?": "."
            default: NSRegularExpression.escapedPattern(for: String(character))
            }
        }.joined()
    }

    private static func wholeMatch(_ text: String, pattern: String, caseInsensitive: Bool = false) -> Bool {
        guard
            let expression = try? NSRegularExpression(
                pattern: "^(?:\(pattern))$", options: caseInsensitive ? [.caseInsensitive, .dotMatchesLineSeparators] : [.dotMatchesLineSeparators])
        else {
            return false
        }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
