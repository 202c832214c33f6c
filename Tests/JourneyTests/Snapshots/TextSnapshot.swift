import Driver

/// A screen as a person sees it, framed so its edges and blank rows show, under a
/// name: what a text snapshot compares with its reference file.
struct TextSnapshot: Sendable, Equatable {
    /// What the screen shows, e.g. "cart-with-promo".
    let name: String
    /// The terminal size it was drawn for.
    let size: Size
    /// The framed rows, top border to bottom border.
    let lines: [String]

    /// The snapshot of `screen`.
    init(name: String, screen: TextScreen) {
        self.name = name
        size = screen.size
        lines = screen.framed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The reference file's name: `cart-with-promo.80x24.txt`.
    var fileName: String { "\(name).\(size.width)x\(size.height).txt" }

    /// The file's contents: the lines, each ending in a line break.
    var fileText: String { lines.map { $0 + "\n" }.joined() }

    /// The snapshot of what `app` shows once it has finished what it was doing.
    static func of(_ app: App, named name: String) async throws -> TextSnapshot {
        TextSnapshot(name: name, screen: try await app.screenshot())
    }
}
