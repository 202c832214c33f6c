/// The colours a screen is drawn in for pictures: xterm's default palette, with
/// white text on a near-black background.
public struct Palette: Sendable, Hashable {
    /// The default text colour, as `#rrggbb`.
    public var foreground: String
    /// The default background colour, as `#rrggbb`.
    public var background: String

    /// xterm's colours: light grey on near-black.
    public static let xterm = Palette(foreground: "#e5e5e5", background: "#101010")

    /// Creates a palette with these defaults.
    public init(foreground: String, background: String) {
        self.foreground = foreground
        self.background = background
    }

    /// `hex` (`#rrggbb`) as xterm reports a colour: `rgb:rrrr/gggg/bbbb`, each byte
    /// written twice; nil for anything else.
    static func xtermColourReport(_ hex: String) -> String? {
        let digits = Array(hex.utf8.dropFirst())
        guard hex.first == "#", digits.count == 6, digits.allSatisfy({ UInt8(String(UnicodeScalar($0)), radix: 16) != nil }) else { return nil }
        let pairs = stride(from: 0, to: 6, by: 2).map { String(decoding: digits[$0..<$0 + 2], as: UTF8.self).lowercased() }
        return "rgb:" + pairs.map { $0 + $0 }.joined(separator: "/")
    }

    /// The 16 ANSI colours, as xterm draws them.
    private static let ansi: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// `color` as `#rrggbb`, with `fallback` for the default.
    package func hex(_ color: Color, fallback: String) -> String {
        switch color {
        case .default:
            return fallback
        case let .rgb(red, green, blue):
            return "#" + red.twoHexDigits + green.twoHexDigits + blue.twoHexDigits
        case let .indexed(index):
            let (red, green, blue) = Palette.rgb(ofIndex: Int(index))
            return "#" + red.twoHexDigits + green.twoHexDigits + blue.twoHexDigits
        }
    }

    /// The red, green and blue of palette entry `index`.
    static func rgb(ofIndex index: Int) -> (UInt8, UInt8, UInt8) {
        if index < 16 { return ansi[index] }
        if index < 232 {
            let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
            let value = index - 16
            return (levels[value / 36], levels[(value / 6) % 6], levels[value % 6])
        }
        let grey = UInt8(8 + (index - 232) * 10)
        return (grey, grey, grey)
    }
}
