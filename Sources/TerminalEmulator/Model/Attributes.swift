/// What SGR sets for the characters a program prints next: colours and style.
public struct Attributes: Sendable, Hashable, CustomStringConvertible {
    /// The text colour.
    public var foreground: Color
    /// The cell colour.
    public var background: Color
    /// Bold, underline, inverse and the rest.
    public var style: Style

    /// Creates attributes; with no arguments, the terminal's defaults.
    public init(foreground: Color = .default, background: Color = .default, style: Style = Style(rawValue: 0)) {
        self.foreground = foreground
        self.background = background
        self.style = style
    }

    /// The terminal's defaults: default colours, no style.
    public static let plain = Attributes()

    /// Whether these are the defaults.
    public var isPlain: Bool { self == .plain }

    /// The style names, then `fg:` and `bg:` colours that are not the default, e.g.
    /// `bold fg:red bg:#202020`, or `plain`.
    public var description: String {
        var parts: [String] = style.isEmpty ? [] : [style.description]
        if foreground != .default { parts.append("fg:\(foreground)") }
        if background != .default { parts.append("bg:\(background)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
