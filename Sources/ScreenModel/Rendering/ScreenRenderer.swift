/// Draws a tree as the text a person sees in a terminal: the same grid the demo
/// app shows, the driver's `screenshot()` returns and text snapshots compare. A tree
/// that carries the app's own screen (`appScreen`) shows that instead, unstyled.
///
/// Elements paint in drawing order, each cut to its clipping ancestors:
/// buttons as `[ Label ]` (`( Label )` when disabled, `[>Label<]` when selected),
/// fields as `[value    ]` after their label, alerts as boxes over what is behind them.
public enum ScreenRenderer {
    /// The screen as a grid of styled cells.
    public static func grid(for tree: ElementTree) -> TextGrid {
        var grid = TextGrid(size: tree.screenSize)
        if let rows = tree.appScreen {
            let whole = Rect(x: 0, y: 0, width: tree.screenSize.width, height: tree.screenSize.height)
            for (y, row) in rows.enumerated() { grid.write(row, at: Point(x: 0, y: y), clip: whole) }
            return grid
        }
        paint(tree.root, clip: tree.root.frame, into: &grid)
        return grid
    }

    /// The screen as plain text, one line a row, trailing spaces removed.
    public static func render(_ tree: ElementTree) -> TextScreen {
        TextScreen(size: tree.screenSize, lines: grid(for: tree).lines)
    }

    private static func paint(_ element: ElementSnapshot, clip: Rect, into grid: inout TextGrid) {
        let frame = element.frame
        let visible = clip.intersection(frame)
        drawSelf(element, frame: frame, clip: clip, into: &grid)
        let childClip = element.elementType.clipsDescendants ? visible : clip
        for child in element.children {
            paint(child, clip: element.elementType.isModal ? innerFrame(of: frame).intersection(childClip) : childClip, into: &grid)
        }
        if element.hasFocus && !element.elementType.acceptsText {
            grid.addStyle(.inverse, to: visible)
        }
    }

    private static func drawSelf(_ element: ElementSnapshot, frame: Rect, clip: Rect, into grid: inout TextGrid) {
        let origin = frame.origin
        let style: CellStyle = element.isEnabled ? [] : .dim
        switch element.elementType {
        case .staticText, .image, .link, .menuItem:
            grid.write(element.label.truncated(toTerminalWidth: frame.width), at: origin, style: style, clip: clip)
        case .button:
            let label = element.label.isEmpty ? element.identifier : element.label
            let text: String
            if !element.isEnabled {
                text = "( \(label) )"
            } else if element.isSelected {
                text = "[>\(label)<]"
            } else {
                text = "[ \(label) ]"
            }
            grid.write(text.truncated(toTerminalWidth: frame.width), at: origin, style: style, clip: clip)
        case .textField, .secureTextField, .searchField, .textView:
            drawField(element, frame: frame, clip: clip, into: &grid)
        case .switch:
            let mark = element.value == "1" ? "[x]" : "[ ]"
            grid.write("\(mark) \(element.label)".truncated(toTerminalWidth: frame.width), at: origin, style: style, clip: clip)
        case .activityIndicator:
            grid.write("⠿ \(element.label)".truncated(toTerminalWidth: frame.width), at: origin, style: .dim, clip: clip)
        case .navigationBar:
            let title = element.label.truncated(toTerminalWidth: frame.width)
            let x = frame.minX + max(0, (frame.width - title.terminalWidth) / 2)
            grid.write(title, at: Point(x: x, y: frame.minY), style: .bold, clip: clip)
            if frame.height >= 2 {
                grid.write(String(repeating: "─", count: frame.width), at: Point(x: frame.minX, y: frame.maxY - 1), clip: clip)
            }
        case .tabBar:
            if frame.height >= 2 {
                grid.write(String(repeating: "─", count: frame.width), at: origin, clip: clip)
            }
        case .alert, .sheet:
            drawBox(titled: element.label, frame: frame, clip: clip, into: &grid)
        case .progressIndicator:
            grid.write("\(element.label) \(element.value ?? "")".truncated(toTerminalWidth: frame.width), at: origin, style: style, clip: clip)
        case .statusBar:
            grid.write(element.label.truncated(toTerminalWidth: frame.width), at: origin, style: .dim, clip: clip)
        case .cell, .other:
            if element.children.isEmpty {
                grid.write(element.label.truncated(toTerminalWidth: frame.width), at: origin, style: style, clip: clip)
            }
            if element.isSelected { grid.addStyle(.inverse, to: frame.intersection(clip)) }
        case .any, .application, .window, .table, .scrollView, .collectionView, .segmentedControl, .toolbar:
            break
        }
    }

    private static func drawField(_ element: ElementSnapshot, frame: Rect, clip: Rect, into grid: inout TextGrid) {
        var x = frame.minX
        if !element.label.isEmpty {
            let label = element.label + " "
            grid.write(label, at: Point(x: x, y: frame.minY), style: element.isEnabled ? [] : .dim, clip: clip)
            x += label.terminalWidth
        }
        let boxWidth = frame.maxX - x
        guard boxWidth >= 2 else { return }
        let inner = boxWidth - 2
        let value = element.value ?? ""
        let showsPlaceholder = value.isEmpty && element.placeholderValue != nil
        var content = showsPlaceholder ? (element.placeholderValue ?? "") : value
        if element.hasFocus && !showsPlaceholder { content += "_" }
        // Keep the end of long text in view, as a field scrolls to its cursor.
        let shown = String(content.suffix(fittingTerminalWidth: inner))
        grid.write("[" + shown.padded(toTerminalWidth: inner) + "]", at: Point(x: x, y: frame.minY), clip: clip)
        var contentStyle: CellStyle = .underline
        if showsPlaceholder { contentStyle.insert(.dim) }
        if element.hasFocus { contentStyle.insert(.bold) }
        grid.addStyle(contentStyle, to: Rect(x: x + 1, y: frame.minY, width: inner, height: 1).intersection(clip))
    }

    private static func drawBox(titled title: String, frame: Rect, clip: Rect, into grid: inout TextGrid) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        grid.clear(frame.intersection(clip))
        let inner = frame.width - 2
        let heading = title.isEmpty ? "" : " \(title) ".truncated(toTerminalWidth: inner)
        let top = "┌" + heading + String(repeating: "─", count: max(0, inner - heading.terminalWidth)) + "┐"
        grid.write(top, at: frame.origin, style: .bold, clip: clip)
        for y in (frame.minY + 1)..<(frame.maxY - 1) {
            grid.write("│", at: Point(x: frame.minX, y: y), clip: clip)
            grid.write("│", at: Point(x: frame.maxX - 1, y: y), clip: clip)
        }
        grid.write("└" + String(repeating: "─", count: inner) + "┘", at: Point(x: frame.minX, y: frame.maxY - 1), clip: clip)
    }

    private static func innerFrame(of frame: Rect) -> Rect {
        Rect(x: frame.minX + 1, y: frame.minY + 1, width: max(0, frame.width - 2), height: max(0, frame.height - 2))
    }
}

/// A screen as plain text: what a person would read off the terminal.
public struct TextScreen: Sendable, Hashable, CustomStringConvertible {
    /// The terminal size the text was drawn for.
    public var size: Size
    /// One string a row, top to bottom, without trailing spaces.
    public var lines: [String]

    /// Creates a text screen.
    public init(size: Size, lines: [String]) {
        self.size = size
        self.lines = lines
    }

    /// The rows joined by line breaks.
    public var description: String { lines.joined(separator: "\n") }

    /// The rows inside a frame of the screen's size, so blank rows and edges show.
    public var framed: String {
        let border = "+" + String(repeating: "-", count: size.width) + "+"
        return ([border] + lines.map { "|" + $0.padded(toTerminalWidth: size.width) + "|" } + [border]).joined(separator: "\n")
    }
}
