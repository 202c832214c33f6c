extension JSONValue {
    /// The value as one line of JSON: keys sorted (so the same value always reads the
    /// same), `/` and everything beyond ASCII written as they are, control characters
    /// escaped, and a number that is no number (infinite, NaN) written as `null`.
    package var jsonText: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
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
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.write(key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                members[key]!.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func write(_ string: String, into bytes: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
            case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
