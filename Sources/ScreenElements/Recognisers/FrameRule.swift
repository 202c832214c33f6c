import ScreenModel
import TerminalEmulator

/// Frames of box-drawing characters, and the titles in their top lines.
enum FrameRule {
    /// The most frames a screen is read for; more are left to the other rules.
    static let mostFrames = 1_024

    /// Finds every closed frame, claims its border and keeps it in `reading.frames`.
    static func scan(_ reading: ScreenReading) {
        let grid = reading.grid
        for y in 0..<max(0, grid.rows - 1) where grid.mayHold(anyOf: BoxDrawing.topLeft, row: y) {
            for x in 0..<max(0, grid.columns - 1) where BoxDrawing.topLeft.contains(grid.scalar(x, y)) {
                guard reading.spend(1), reading.frames.count < mostFrames else { break }
                if let frame = frame(at: Point(x: x, y: y), in: reading) {
                    reading.frames.append(frame)
                }
            }
        }
        for frame in reading.frames {
            let rect = frame.frame
            reading.grid.claim(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
            reading.grid.claim(Rect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1))
            reading.grid.claim(Rect(x: rect.minX, y: rect.minY, width: 1, height: rect.height))
            reading.grid.claim(Rect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height))
        }
        reading.assignOwners()
    }

    /// The frame whose top-left corner is at `corner`, or nil when its lines do not close.
    private static func frame(at corner: Point, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        let (x, y) = (corner.x, corner.y)
        var right = x + 1
        var lines = 0
        while right < grid.columns {
            let scalar = grid.scalar(right, y)
            if BoxDrawing.topRight.contains(scalar) { break }
            if BoxDrawing.topLeft.contains(scalar) || BoxDrawing.bottomRight.contains(scalar) || BoxDrawing.leftSide.contains(scalar) && !BoxDrawing.titleTees.contains(scalar) {
                return nil
            }
            if BoxDrawing.horizontal.contains(scalar) { lines += 1 }
            right += 1
        }
        guard reading.spend(right - x), right < grid.columns, lines >= 1 else { return nil }
        var bottom = y + 1
        while bottom < grid.rows, BoxDrawing.leftSide.contains(grid.scalar(x, bottom)), BoxDrawing.rightSide.contains(grid.scalar(right, bottom)) {
            bottom += 1
        }
        guard reading.spend(2 * (bottom - y)), bottom < grid.rows, BoxDrawing.bottomLeft.contains(grid.scalar(x, bottom)),
            BoxDrawing.bottomRight.contains(grid.scalar(right, bottom))
        else { return nil }
        for column in (x + 1)..<right where !BoxDrawing.horizontal.contains(grid.scalar(column, bottom)) {
            guard BoxDrawing.isLine(grid.scalar(column, bottom)) else { return nil }
        }
        var title = ""
        for column in (x + 1)..<right {
            let scalar = grid.scalar(column, y)
            if BoxDrawing.horizontal.contains(scalar) || BoxDrawing.titleTees.contains(scalar) {
                if !title.isEmpty, !title.hasSuffix(" ") { title += " " }
            } else {
                title += grid.text(row: y, from: column, to: column + 1)
            }
        }
        let frame = Rect(x: x, y: y, width: right - x + 1, height: bottom - y + 1)
        return FoundElement(type: .window, label: collapsingSpaces(title), frame: frame, rule: "frame")
    }

    /// `text` trimmed, with each run of spaces inside made one.
    private static func collapsingSpaces(_ text: String) -> String {
        text.split(separator: " ").joined(separator: " ")
    }
}
