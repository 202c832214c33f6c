import TerminalEmulator

/// How far apart two colours look, as the WCAG contrast ratio of their luminances (1 for
/// the same colour, 21 for black on white; the channels are squared rather than raised to
/// 2.4, near enough to tell a faint mark from a drawn one), with the terminal's default
/// colours taken as xterm draws them.
enum Contrast {
    /// The ratio under which a mark is too faint to read as drawn: Textual's unchecked
    /// box paints its `X` black on dark blue (1.2), its checked one green (10).
    static let faint = 2.0

    /// The contrast between the colour a cell's character is drawn in and its background.
    static func ofText(_ attributes: Attributes) -> Double {
        let inverse = attributes.style.contains(.inverse)
        let text = inverse ? attributes.background : attributes.foreground
        let back = inverse ? attributes.foreground : attributes.background
        let (textDefault, backDefault) = inverse ? (Palette.xterm.background, Palette.xterm.foreground) : (Palette.xterm.foreground, Palette.xterm.background)
        return ratio(luminance(text, fallback: textDefault), luminance(back, fallback: backDefault))
    }

    /// The ratio between two relative luminances, the lighter over the darker.
    static func ratio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The relative luminance of `color` (0 black, 1 white); `fallback` is the `#rrggbb`
    /// of the default.
    static func luminance(_ color: Color, fallback: String) -> Double {
        let hex = Array(Palette.xterm.hex(color, fallback: fallback).dropFirst())
        func channel(_ offset: Int) -> Double {
            let value = Double(Int(String(hex[offset..<offset + 2]), radix: 16) ?? 0) / 255
            return value * value
        }
        return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
    }
}
