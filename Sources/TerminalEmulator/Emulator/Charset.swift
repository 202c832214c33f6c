/// A character set a program designates into G0–G3.
enum Charset: Sendable {
    case ascii
    /// DEC Special Graphics: line drawing for `j`–`x` and a few symbols.
    case decSpecialGraphics
    /// The United Kingdom set: `#` is `£`.
    case british

    /// The scalar shown for printable ASCII `value` in this set.
    func map(_ value: UInt32) -> UInt32 {
        switch self {
        case .ascii:
            return value
        case .british:
            return value == 0x23 ? 0xA3 : value
        case .decSpecialGraphics:
            guard value >= 0x5F, value <= 0x7E else { return value }
            return Charset.specialGraphics[Int(value - 0x5F)]
        }
    }

    /// DEC Special Graphics for 0x5F–0x7E.
    private static let specialGraphics: [UInt32] = [
        0x00A0, 0x25C6, 0x2592, 0x2409, 0x240C, 0x240D, 0x240A, 0x00B0, 0x00B1, 0x2424, 0x240B, 0x2518, 0x2510, 0x250C,
        0x2514, 0x253C, 0x23BA, 0x23BB, 0x2500, 0x23BC, 0x23BD, 0x251C, 0x2524, 0x2534, 0x252C, 0x2502, 0x2264, 0x2265,
        0x03C0, 0x2260, 0x00A3, 0x00B7,
    ]

    /// The set an ESC ( final byte designates.
    init(designator: UInt8) {
        switch designator {
        case UInt8(ascii: "0"): self = .decSpecialGraphics
        case UInt8(ascii: "A"): self = .british
        default: self = .ascii
        }
    }
}

/// What DECSC saves and DECRC restores.
struct SavedCursor: Sendable {
    var x: Int
    var y: Int
    var wrapPending: Bool
    var attributes: Attributes
    var charsets: [Charset]
    var glSet: Int
    var originMode: Bool
    var autowrap: Bool
}
