/// A JSON value, small enough for the app's state files: integers only (money is in
/// cents), objects written with sorted keys so files diff cleanly.
enum JSON: Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    subscript(key: String) -> JSON? {
        if case let .object(fields) = self { return fields[key] }
        return nil
    }

    var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    var integerValue: Int? {
        if case let .integer(value) = self { return value }
        return nil
    }

    var arrayValue: [JSON]? {
        if case let .array(values) = self { return values }
        return nil
    }

    /// The value as compact JSON text.
    var serialized: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case let .bool(value): output += value ? "true" : "false"
        case let .integer(value): output += String(value)
        case let .string(value): JSON.writeString(value, to: &output)
        case let .array(values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case let .object(fields):
            output += "{"
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                JSON.writeString(key, to: &output)
                output += ":"
                fields[key]?.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}

/// Why text could not be read as JSON.
struct JSONError: Error, Equatable, CustomStringConvertible {
    /// The byte offset where reading failed.
    let offset: Int
    /// What was expected there.
    let reason: String

    var description: String { "invalid JSON at byte \(offset): \(reason)" }
}

extension JSON {
    /// Parses `text`, refusing anything malformed, nested deeper than 64 levels, or
    /// followed by more than whitespace.
    init(parsing text: String) throws(JSONError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        self = try parser.parseDocument()
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var position = 0
    static let maximumDepth = 64

    mutating func parseDocument() throws(JSONError) -> JSON {
        let value = try parseValue(depth: 0)
        skipWhitespace()
        guard position == bytes.count else { throw fail("end of input") }
        return value
    }

    mutating func parseValue(depth: Int) throws(JSONError) -> JSON {
        guard depth < Self.maximumDepth else { throw fail("less deeply nested data") }
        skipWhitespace()
        guard position < bytes.count else { throw fail("a value") }
        switch bytes[position] {
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .integer(try parseInteger())
        default: throw fail("a value")
        }
    }

    mutating func parseArray(depth: Int) throws(JSONError) -> JSON {
        position += 1
        var values: [JSON] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(values)
        }
        while true {
            values.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard position < bytes.count else { throw fail("',' or ']'") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(values) }
            throw fail("',' or ']'")
        }
    }

    mutating func parseObject(depth: Int) throws(JSONError) -> JSON {
        position += 1
        var fields: [String: JSON] = [:]
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw fail("a field name") }
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw fail("':'") }
            position += 1
            fields[key] = try parseValue(depth: depth + 1)
            skipWhitespace()
            guard position < bytes.count else { throw fail("',' or '}'") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(fields) }
            throw fail("',' or '}'")
        }
    }

    mutating func parseString() throws(JSONError) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() throws(JSONError) {
            guard !raw.isEmpty else { return }
            guard let text = String(validating: raw, as: UTF8.self) else { throw fail("valid UTF-8") }
            scalars.append(contentsOf: text.unicodeScalars)
            raw.removeAll()
        }
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                try flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                guard position < bytes.count else { throw fail("an escape") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"):
                    guard position + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    else { throw fail("four hex digits of a non-surrogate scalar") }
                    position += 4
                    scalars.append(scalar)
                default: throw fail("a valid escape")
                }
            case 0..<0x20:
                throw fail("no control characters in strings")
            default:
                raw.append(byte)
            }
        }
        throw fail("'\"' closing the string")
    }

    mutating func parseInteger() throws(JSONError) -> Int {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        guard let value = Int(String(decoding: bytes[start..<position], as: UTF8.self)) else { throw fail("an integer") }
        if position < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position]) {
            throw fail("an integer (fractions are not used)")
        }
        return value
    }

    mutating func expectWord(_ word: String) throws(JSONError) {
        let utf8 = Array(word.utf8)
        guard position + utf8.count <= bytes.count, Array(bytes[position..<(position + utf8.count)]) == utf8 else { throw fail("'\(word)'") }
        position += utf8.count
    }

    mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    func fail(_ expected: String) -> JSONError {
        JSONError(offset: position, reason: "expected \(expected)")
    }
}
