/// What a terminal shows at one moment: a grid of cells with their colours and
/// style, the cursor, the title, and the lines that scrolled off the top.
///
/// A value: taking it from an `Emulator` costs little, and it never changes after.
public struct TerminalScreen: Sendable {
    /// The width in columns.
    public let columns: Int
    /// The height in rows.
    public let rows: Int
    /// Where the cursor is, and whether it is shown.
    public let cursor: Cursor
    /// The window title the program set (OSC 0 or 2), or empty.
    public let title: String
    /// Whether the program switched to the alternate screen (full-screen programs do).
    public let isAlternateScreen: Bool
    /// The modes the program set: how keys, pastes and the mouse reach it.
    public let modes: TerminalModes

    let grid: [Line]
    let history: Scrollback
    let clusters: ClusterTable

    /// The cell at column `x` of row `y` (both from 0), or nil outside the screen.
    public func cell(x: Int, y: Int) -> Cell? {
        guard y >= 0, y < rows, x >= 0, x < columns else { return nil }
        let stored = grid[y].cells[x]
        let text = stored.width == 0 ? "" : clusters.text(of: stored.content)
        return Cell(text: text, width: Int(stored.width), attributes: stored.attributes)
    }

    /// Whether row `y` continues onto the next because the text wrapped there.
    public func isWrapped(row y: Int) -> Bool {
        y >= 0 && y < rows && grid[y].isWrapped
    }
}

extension Emulator {
    /// What the terminal shows now.
    public var screen: TerminalScreen {
        TerminalScreen(
            columns: columns, rows: rows, cursor: Cursor(x: x, y: y, isVisible: cursorVisible), title: title,
            isAlternateScreen: usingAlternate, modes: modes, grid: lines, history: scrollback, clusters: clusters
        )
    }

    /// The modes the program set: how keys, pastes and the mouse must reach it.
    public var currentModes: TerminalModes { modes }
}
