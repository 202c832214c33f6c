/// A part of a snapshot that changes from run to run (a time, an order number, a
/// spinner) and is compared as masked cells instead of its text.
///
/// A mask keeps the grid's shape: every masked cell becomes `SnapshotMask.cell`, a wide
/// character two of them, so the masked text takes the columns the text took and the
/// reference shows where the mask was.
public enum SnapshotMask: Sendable, Hashable, CustomStringConvertible {
    /// Every match of a regular expression, on any line.
    case pattern(String)
    /// Every cell inside a rectangle of the screen, in terminal cells.
    case rectangle(Rect)

    /// What a masked cell shows.
    public static let cell: Character = "▒"

    /// The mask as a journey script writes it: `/\d{2}:\d{2}/` or `x 2 y 0 width 5 height 1`.
    public var description: String {
        switch self {
        case let .pattern(source): "/" + source.map { $0 == "/" ? "\\/" : String($0) }.joined() + "/"
        case let .rectangle(rect): "x \(rect.minX) y \(rect.minY) width \(rect.width) height \(rect.height)"
        }
    }

    /// Checks the mask can be used: a pattern compiles, a rectangle is not negative.
    ///
    /// - Throws: `SnapshotFormatError` naming the mask and what is wrong with it.
    package func validated() throws -> SnapshotMask {
        switch self {
        case let .pattern(source): _ = try SnapshotFormatError.compile(source, in: "mask \(description)")
        case let .rectangle(rect):
            guard rect.width >= 0, rect.height >= 0, rect.minX >= 0, rect.minY >= 0 else {
                throw SnapshotFormatError.negativeRectangle(description)
            }
        }
        return self
    }
}

extension [SnapshotMask] {
    /// `line` (row `row` of a screen, or any one-line text) with every cell these
    /// masks cover shown as `SnapshotMask.cell`.
    ///
    /// - Parameter width: the screen's width, up to which a rectangle pads a short line
    ///   with masked cells; nil masks only the characters the line has.
    /// - Throws: `SnapshotFormatError` for a pattern that does not compile.
    package func mask(_ line: String, row: Int?, width: Int?) throws -> String {
        if isEmpty { return line }
        var characters = [Character](line)
        var masked = [Bool](repeating: false, count: characters.count)
        for mask in self {
            switch mask {
            case let .pattern(source):
                let regex = try SnapshotFormatError.compile(source, in: "mask \(mask.description)")
                let text = String(characters)
                for match in text.matches(of: regex) where !match.range.isEmpty {
                    let start = text.distance(from: text.startIndex, to: match.range.lowerBound)
                    let count = text.distance(from: match.range.lowerBound, to: match.range.upperBound)
                    for index in start..<(start + count) { masked[index] = true }
                }
            case let .rectangle(rect):
                guard let row, row >= rect.minY, row < rect.maxY else { continue }
                let padTo = Swift.min(rect.maxX, width ?? 0)
                let present = characters.reduce(0) { $0 + $1.terminalWidth }
                if padTo > present {
                    characters += [Character](repeating: " ", count: padTo - present)
                    masked += [Bool](repeating: false, count: padTo - present)
                }
                var column = 0
                for index in characters.indices {
                    let columns = characters[index].terminalWidth
                    if column + columns > rect.minX, column < rect.maxX { masked[index] = true }
                    column += columns
                }
            }
        }
        var result = ""
        for (character, isMasked) in zip(characters, masked) {
            if isMasked {
                result += String(repeating: SnapshotMask.cell, count: Swift.max(1, character.terminalWidth))
            } else {
                result.append(character)
            }
        }
        return result
    }
}
