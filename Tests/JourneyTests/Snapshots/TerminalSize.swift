import Testing

/// A terminal size the key screens are drawn at.
struct TerminalSize: Sendable, CustomTestStringConvertible {
    let width: Int
    let height: Int

    var testDescription: String { "\(width)x\(height)" }

    /// The default headless size, the smallest the app supports, and a large one.
    static let all = [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 20), TerminalSize(width: 120, height: 40)]
}
