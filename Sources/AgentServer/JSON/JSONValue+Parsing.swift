package import Foundation

extension JSONValue {
    /// The deepest nesting of arrays and objects a text may have: deeper is refused, so
    /// hostile input cannot exhaust the stack.
    package static let maximumDepth = 512

    /// Parses one JSON text (RFC 8259): a value with only whitespace around it.
    ///
    /// - Throws: `JSONSyntaxError` naming what was wrong and at which byte.
    package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        let parsed = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Result<JSONValue, JSONSyntaxError> in
            var reader = JSONTextReader(bytes: bytes)
            return Result { () throws(JSONSyntaxError) -> JSONValue in
                reader.skipWhitespace()
                let value = try reader.value(depth: 0)
                reader.skipWhitespace()
                guard reader.isAtEnd else { throw reader.error("more after the value") }
                return value
            }
        }
        return try parsed.get()
    }
}

/// Why a text is not JSON, and where.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    package let problem: String
    /// The byte it was found at, from 0.
    package let offset: Int

    /// `expected a value at byte 12`.
    package var description: String { "\(problem) at byte \(offset)" }
}

/// Reads JSON from bytes, one value at a time.
private struct JSONTextReader {
    let bytes: UnsafeRawBufferPointer
    var position = 0

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    func error(_ problem: String) -> JSONSyntaxError {
        JSONSyntaxError(problem: problem, offset: position)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw error("expected a value, found the end") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value, found \(Self.describe(byte))")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let text = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard position + text.count <= bytes.count, bytes[position..<position + text.count].elementsEqual(text) else {
            throw error("expected \(word)")
        }
        position += text.count
        return value
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw error("nested deeper than \(JSONValue.maximumDepth)") }
        position += 1
        // Room for the few members most objects have, so it grows no table on the way.
        var members = [String: JSONValue](minimumCapacity: 4)
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member's name in quotes") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected : after a member's name") }
            position += 1
            skipWhitespace()
            members[key] = try value(depth: depth)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?: position += 1
            case UInt8(ascii: "}")?:
                position += 1
                return .object(members)
            default: throw error("expected , or } in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= JSONValue.maximumDepth else { throw error("nested deeper than \(JSONValue.maximumDepth)") }
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?: position += 1
            case UInt8(ascii: "]")?:
                position += 1
                return .array(elements)
            default: throw error("expected , or ] in an array")
            }
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        position += 1
        let start = position
        // Most strings have no escapes: their bytes are taken as they are, and most are
        // ASCII, which needs no check that it is UTF-8.
        var isASCII = true
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            isASCII = isASCII && byte < 0x80
            position += 1
        }
        if current == UInt8(ascii: "\"") {
            let run = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
            let text = isASCII ? String(decoding: run, as: UTF8.self) : try Self.text(of: run, at: start)
            position += 1
            return text
        }
        var unescaped = Array(bytes[start..<position])
        while true {
            guard let byte = current else { throw error("a string with no closing quote") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return try Self.text(of: unescaped[...], at: start)
            case UInt8(ascii: "\\"):
                position += 1
                try escape(into: &unescaped)
            case 0..<0x20:
                throw error("\(Self.describe(byte)) inside a string (write it as an escape)")
            default:
                unescaped.append(byte)
                position += 1
            }
        }
    }

    private mutating func escape(into unescaped: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = current else { throw error("a string with no closing quote") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(byte)
        case UInt8(ascii: "b"): unescaped.append(0x08)
        case UInt8(ascii: "f"): unescaped.append(0x0C)
        case UInt8(ascii: "n"): unescaped.append(0x0A)
        case UInt8(ascii: "r"): unescaped.append(0x0D)
        case UInt8(ascii: "t"): unescaped.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad()
            if (0xD800..<0xDC00).contains(scalar) {
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                    throw error("a \\u escape of a lone high surrogate")
                }
                position += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a high surrogate not followed by a low one") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("a \\u escape of a lone low surrogate")
            }
            unescaped.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default:
            position -= 1
            throw error("\\\(Self.describe(byte)) is no escape")
        }
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("a \\u escape needs four hex digits") }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, Self.isDigit(first) else { throw error("a number needs a digit") }
        position += 1
        if first == UInt8(ascii: "0"), let next = current, Self.isDigit(next) { throw error("a number may not start with 0") }
        skipDigits()
        var isWhole = true
        if current == UInt8(ascii: ".") {
            isWhole = false
            position += 1
            guard let digit = current, Self.isDigit(digit) else { throw error("a fraction needs a digit") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isWhole = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let digit = current, Self.isDigit(digit) else { throw error("an exponent needs a digit") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isWhole, let whole = Int(text) { return .int(whole) }
        guard let number = Double(text), number.isFinite else {
            position = start
            throw error("a number too large for a double")
        }
        return .double(number)
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { position += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func text<Bytes: Collection<UInt8>>(of bytes: Bytes, at offset: Int) throws(JSONSyntaxError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw JSONSyntaxError(problem: "a string that is not UTF-8", offset: offset)
        }
        return text
    }

    /// A byte as a message names it: the character, or its code.
    private static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
    }
}
