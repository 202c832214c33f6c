extension JSONValue {
    /// The value as one line of JSON: keys sorted (so the same value always reads the
    /// same), `/` and everything beyond ASCII written as they are, control characters
    /// escaped, and a number that is no number (infinite, NaN) written as `null`.
    package var jsonText: String {
        String(decoding: jsonBytes, as: UTF8.self)
    }

    /// The UTF-8 bytes of `jsonText`, made without the string.
    package var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(into: &bytes)
        return bytes
    }

    private func write(into bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case let .bool(value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case let .int(value): bytes.append(contentsOf: String(value).utf8)
        case let .double(value): bytes.append(contentsOf: (value.isFinite ? "\(value)" : "null").utf8)
        case let .string(value): Self.write(value, into: &bytes)
        case let .array(elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case let .object(members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.write(member.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func write(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            // Runs of bytes that need no escape are copied whole.
            var runStart = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(of: byte, to: &bytes)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escape JSON writes for `byte`: a quote, a backslash or a control character.
    private static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
        case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
        case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
        case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
        case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
        case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
        case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
        default: bytes.append(contentsOf: #"\u00"#.utf8 + [hexDigit(byte >> 4), hexDigit(byte & 0xF)])
        }
    }

    /// The lowercase hexadecimal digit of `value` (0 to 15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
