/// How a cell's text is drawn besides its colours: the SGR renditions a program set.
public struct Style: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt16
    /// Creates a style from raw bits.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Heavier text (SGR 1).
    public static let bold = Style(rawValue: 1 << 0)
    /// Fainter text (SGR 2).
    public static let dim = Style(rawValue: 1 << 1)
    /// Slanted text (SGR 3).
    public static let italic = Style(rawValue: 1 << 2)
    /// Underlined text (SGR 4, and every underline style of SGR 4:x and 21).
    public static let underline = Style(rawValue: 1 << 3)
    /// Blinking text (SGR 5 or 6).
    public static let blink = Style(rawValue: 1 << 4)
    /// Foreground and background swapped (SGR 7): how most programs highlight.
    public static let inverse = Style(rawValue: 1 << 5)
    /// Invisible text (SGR 8).
    public static let hidden = Style(rawValue: 1 << 6)
    /// Struck-through text (SGR 9).
    public static let strikethrough = Style(rawValue: 1 << 7)

    /// Every style with its name, in the order descriptions list them.
    static let named: [(Style, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
        (.blink, "blink"), (.inverse, "inverse"), (.hidden, "hidden"), (.strikethrough, "strikethrough"),
    ]

    /// The names of the styles set, e.g. `bold underline`, or `plain` for none.
    public var description: String {
        let names = Style.named.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "plain" : names.joined(separator: " ")
    }
}
