/// A JSON value, as JSON-RPC messages and tool arguments carry it.
package enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number with a fraction or an exponent, or too large for `Int`.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// The member `key` of an object; nil for a missing member or a value that is no object.
    package subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members[key]
    }

    /// The text of a string.
    package var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// The number, when it is a whole one.
    package var intValue: Int? {
        switch self {
        case let .int(value): value
        case let .double(value) where value == value.rounded() && abs(value) < 1e15: Int(value)
        default: nil
        }
    }

    /// The number, whole or not.
    package var doubleValue: Double? {
        switch self {
        case let .int(value): Double(value)
        case let .double(value): value
        default: nil
        }
    }

    /// The value of a boolean.
    package var boolValue: Bool? {
        if case let .bool(value) = self { return value }
        return nil
    }

    /// The name of the value's JSON type, for messages: `string`, `number`, `object`….
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int, .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string.
    package init(stringLiteral value: String) { self = .string(value) }
    /// A whole number.
    package init(integerLiteral value: Int) { self = .int(value) }
    /// A number with a fraction.
    package init(floatLiteral value: Double) { self = .double(value) }
    /// A boolean.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array.
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// An object.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
