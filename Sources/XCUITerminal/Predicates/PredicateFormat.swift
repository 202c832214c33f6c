import Foundation
import ScreenModel

/// A parsed `NSPredicate` format string: the subset UI tests use, about an element's
/// attributes (`label CONTAINS[c] %@`, `identifier MATCHES 'cell_.*'`), its state
/// (`exists == false`, `isHittable == 1`) or a query's `count`, joined with AND, OR
/// and NOT.
indirect enum PredicateFormat: Sendable, CustomStringConvertible {
    /// Both hold.
    case and(PredicateFormat, PredicateFormat)
    /// Either holds.
    case or(PredicateFormat, PredicateFormat)
    /// It does not hold.
    case not(PredicateFormat)
    /// An attribute compared with a value.
    case comparison(Key, Operator, Options, Value)
    /// A Boolean attribute on its own, or a constant (`TRUEPREDICATE`).
    case truth(Key?, Bool)

    /// What a predicate can read.
    enum Key: String, Sendable, CaseIterable {
        case identifier, label, value, placeholderValue, title, exists, isHittable, isEnabled, isSelected, hasFocus, count

        /// The key a name in a format stands for; `enabled` and `hittable` are the
        /// getter-less spellings of `isEnabled` and `isHittable`.
        init?(name: String) {
            switch name {
            case "enabled": self = .isEnabled
            case "hittable": self = .isHittable
            case "selected": self = .isSelected
            case "placeholder": self = .placeholderValue
            case "hasKeyboardFocus": self = .hasFocus
            default:
                guard let key = Key(rawValue: name) else { return nil }
                self = key
            }
        }

        var isBoolean: Bool {
            switch self {
            case .exists, .isHittable, .isEnabled, .isSelected, .hasFocus: true
            default: false
            }
        }
    }

    /// A comparison operator.
    enum Operator: String, Sendable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
        /// The attribute equals one of a list's values: `label IN %@` with an array.
        case `in` = "IN"
    }

    /// `[c]`, `[d]` or `[cd]` after a string operator.
    struct Options: Sendable, Hashable {
        var caseInsensitive = false
        var diacriticInsensitive = false
    }

    /// A constant in a format.
    enum Value: Sendable, Equatable, CustomStringConvertible {
        case string(String)
        case number(Double)
        case boolean(Bool)
        case null
        /// An aggregate: `{'a', 'b'}`, or an array given for `%@`.
        case list([Value])

        var description: String {
            switch self {
            case let .string(text): "'\(text)'"
            case let .number(number): number == number.rounded() ? String(Int(number)) : String(number)
            case let .boolean(truth): truth ? "true" : "false"
            case .null: "nil"
            case let .list(values): "{" + values.map(\.description).joined(separator: ", ") + "}"
            }
        }
    }

    /// The predicate written back in format syntax, with its arguments in place.
    var description: String {
        switch self {
        case let .and(lhs, rhs): "(\(lhs) AND \(rhs))"
        case let .or(lhs, rhs): "(\(lhs) OR \(rhs))"
        case let .not(inner): "NOT \(inner)"
        case let .comparison(key, op, options, value):
            "\(key.rawValue) \(op.rawValue)\(options.caseInsensitive || options.diacriticInsensitive ? "[\(options.caseInsensitive ? "c" : "")\(options.diacriticInsensitive ? "d" : "")]" : "") \(value)"
        case let .truth(key?, truth): truth ? key.rawValue : "NOT \(key.rawValue)"
        case let .truth(nil, truth): truth ? "TRUEPREDICATE" : "FALSEPREDICATE"
        }
    }

    /// Every key the predicate reads.
    var keys: [Key] {
        switch self {
        case let .and(lhs, rhs), let .or(lhs, rhs): lhs.keys + rhs.keys
        case let .not(inner): inner.keys
        case let .comparison(key, _, _, _): [key]
        case let .truth(key, _): key.map { [$0] } ?? []
        }
    }
}

/// Why a format string is not one this library can evaluate.
struct PredicateFormatError: Error, Sendable, CustomStringConvertible {
    /// The format as written.
    let format: String
    /// What is wrong, at which character.
    let problem: String

    var description: String {
        "NSPredicate(format: \(format.quotedLiteral)) is not supported: \(problem). This library evaluates "
            + "comparisons of identifier, label, value, placeholderValue, title, exists, isHittable (hittable), "
            + "isEnabled (enabled), isSelected, hasFocus and a query's count, with ==, !=, <, <=, >, >=, CONTAINS, "
            + "BEGINSWITH, ENDSWITH, LIKE and MATCHES (with [c], [d], [cd]), and IN a list ({'a', 'b'} or an array for %@), "
            + "joined by AND, OR and NOT; arguments by %@, %d, %i, %ld, %f and %K; or use matching(_:) with an ElementPredicate or #Predicate"
    }
}
