import ScreenModel

/// What a terminal shows after the bytes an app wrote: a grid of characters, where the
/// cursor is and whether it shows. It understands what a full-screen app like the
/// demo app writes (cursor moves, erasing, the alternate screen, cursor visibility,
/// styles, which it ignores), so a test reads the screen a person sees, not the bytes.
struct TerminalScreen: CustomStringConvertible, Sendable {
    /// The screen's size.
    private(set) var size: Size
    /// Rows of characters; the column after a wide character holds nil.
    private(set) var rows: [[Character?]]
    /// The cursor's column and row, counting from 0.
    private(set) var cursor = Point(x: 0, y: 0)
    /// Whether the cursor is shown.
    private(set) var cursorIsVisible = true
    /// Set after a character lands in the last column: the next one starts a new row.
    private var wrapsNext = false
    private var pending: [UInt8] = []

    init(size: Size) {
        self.size = size
        rows = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
    }

    /// The rows as text, trailing spaces removed.
    var lines: [String] {
        rows.map { row in
            var line = String(row.compactMap { $0 })
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The rows joined by line breaks.
    var description: String { lines.joined(separator: "\n") }

    /// Whether `text` is on screen, on one row.
    func shows(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The row holding `text`, if one does.
    func row(containing text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }

    /// The line the cursor is on, up to the cursor.
    var textBeforeCursor: String {
        guard rows.indices.contains(cursor.y) else { return "" }
        return String(rows[cursor.y].prefix(cursor.x).compactMap { $0 })
    }

    /// A new size, as when the window is resized: the content is kept where it fits.
    mutating func resize(to newSize: Size) {
        rows = (0..<newSize.height).map { y in
            (0..<newSize.width).map { x in y < size.height && x < size.width ? rows[y][x] : " " }
        }
        size = newSize
        cursor = Point(x: min(cursor.x, newSize.width - 1), y: min(cursor.y, newSize.height - 1))
    }

    /// Applies what the app wrote. A sequence cut at the end of `bytes` waits for the rest.
    mutating func apply(_ bytes: [UInt8]) {
        pending += bytes
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if byte == 0x1B {
                guard let length = escapeLength(at: index) else { break }
                handleEscape(Array(pending[index..<(index + length)]))
                index += length
            } else if byte < 0x20 {
                control(byte)
                index += 1
            } else {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                guard index + length <= pending.count else { break }
                let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
                for character in text { put(character) }
                index += length
            }
        }
        pending.removeFirst(index)
    }

    // MARK: - Interpreting

    /// The length of the escape sequence at `index`, or nil if it is not complete yet.
    private func escapeLength(at index: Int) -> Int? {
        guard index + 1 < pending.count else { return nil }
        let kind = pending[index + 1]
        guard kind == UInt8(ascii: "[") else { return 2 }
        var end = index + 2
        while end < pending.count {
            if (0x40...0x7E).contains(pending[end]) { return end - index + 1 }
            end += 1
        }
        return nil
    }

    private mutating func handleEscape(_ sequence: [UInt8]) {
        guard sequence.count > 2 else { return }
        let final = sequence.last ?? 0
        let body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            wrapsNext = false
            let row = (numbers.first ?? nil) ?? 1
            let column = (numbers.count > 1 ? numbers[1] : nil) ?? 1
            cursor = Point(x: max(0, min(size.width - 1, column - 1)), y: max(0, min(size.height - 1, row - 1)))
        case UInt8(ascii: "K"):
            for x in cursor.x..<size.width { rows[cursor.y][x] = " " }
        case UInt8(ascii: "J"):
            if body == "2" || body == "3" { clear() }
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            let on = final == UInt8(ascii: "h")
            if body == "?25" { cursorIsVisible = on }
            if body == "?1049" { clear() }
        default:
            break
        }
    }

    private mutating func control(_ byte: UInt8) {
        wrapsNext = false
        switch byte {
        case 0x0D: cursor.x = 0
        case 0x0A: cursor.y = min(size.height - 1, cursor.y + 1)
        case 0x08: cursor.x = max(0, cursor.x - 1)
        default: break
        }
    }

    private mutating func put(_ character: Character) {
        let width = character.terminalWidth
        guard width > 0 else { return }
        if wrapsNext || cursor.x + width > size.width {
            wrapsNext = false
            cursor = Point(x: 0, y: min(size.height - 1, cursor.y + 1))
        }
        rows[cursor.y][cursor.x] = character
        if width == 2 { rows[cursor.y][cursor.x + 1] = nil }
        if cursor.x + width >= size.width {
            cursor.x = size.width - 1
            wrapsNext = true
        } else {
            cursor.x += width
        }
    }

    private mutating func clear() {
        rows = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
    }
}
