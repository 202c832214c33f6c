package import Foundation

/// A JSON value, as JSON-RPC messages and tool arguments carry it.
package enum JSONValue: Sendable, Hashable, Codable {
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

    /// Reads any JSON value.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Writes the value as JSON.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .int(value): try container.encode(value)
        case let .double(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }

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

    /// The value as one line of JSON (keys sorted, so the same value always reads the same).
    package var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Parses one JSON text.
    ///
    /// - Throws: the decoder's error when `data` is not JSON.
    package static func parse(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
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
