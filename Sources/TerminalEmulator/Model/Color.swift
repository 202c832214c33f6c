/// A colour a program asked for: the terminal's default, one of the 256 indexed
/// colours (0–15 are the classic ANSI ones), or a true colour.
public enum Color: Sendable, Hashable, CustomStringConvertible {
    /// The terminal's own foreground or background.
    case `default`
    /// An entry of the 256-colour palette: 0–7 the ANSI colours, 8–15 their bright
    /// forms, 16–231 a 6×6×6 cube, 232–255 a grey ramp.
    case indexed(UInt8)
    /// A 24-bit colour (SGR 38;2;r;g;b).
    case rgb(UInt8, UInt8, UInt8)

    /// ANSI black (index 0).
    public static let black = Color.indexed(0)
    /// ANSI red (index 1).
    public static let red = Color.indexed(1)
    /// ANSI green (index 2).
    public static let green = Color.indexed(2)
    /// ANSI yellow (index 3).
    public static let yellow = Color.indexed(3)
    /// ANSI blue (index 4).
    public static let blue = Color.indexed(4)
    /// ANSI magenta (index 5).
    public static let magenta = Color.indexed(5)
    /// ANSI cyan (index 6).
    public static let cyan = Color.indexed(6)
    /// ANSI white (index 7).
    public static let white = Color.indexed(7)

    /// The names of the 16 ANSI colours, as style runs print them.
    static let ansiNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue", "bright-magenta", "bright-cyan", "bright-white",
    ]

    /// `default`, `red`, `bright-blue`, `208`, or `#ff8700`.
    public var description: String {
        switch self {
        case .default: "default"
        case let .indexed(index) where index < 16: Color.ansiNames[Int(index)]
        case let .indexed(index): String(index)
        case let .rgb(red, green, blue): "#" + [red, green, blue].map(\.twoHexDigits).joined()
        }
    }
}

extension UInt8 {
    /// The byte as two lowercase hexadecimal digits.
    var twoHexDigits: String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(self >> 4)], digits[Int(self & 0xF)]])
    }
}
