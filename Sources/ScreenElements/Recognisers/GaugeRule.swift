import ScreenModel
import TerminalEmulator

/// Progress bars: a bracketed bar of fill characters, and a percentage alone in a frame.
enum GaugeRule {
    /// Characters a bar fills with.
    static let fill: ScalarSet = ["#", "|", "=", "█", "▓", "▒", "░", "■", "▉", "▊", "▋", "▌", "▍", "▎", "▏"]

    /// Finds bars (`Mem[|||   1.2G/3.8G]`, `[####    ] 40%`) and lone percentages.
    static func scan(_ reading: ScreenReading) {
        reading.acceptEach(startingWithAnyOf: ["["]) { x, y in bar(at: x, row: y, in: reading) }
        for y in 0..<reading.grid.rows {
            let runs = reading.runs(row: y, columns: 0..<reading.grid.columns)
            guard runs.contains(where: { $0.owner >= 0 && reading.grid.scalar($0.columns.upperBound - 1, y) == "%" }) else { continue }
            var runsOf: [Int: Int] = [:]
            for (owner, _) in runs { runsOf[owner, default: 0] += 1 }
            for (owner, run) in runs where owner >= 0 {
                guard runsOf[owner] == 1, reading.grid.scalar(run.upperBound - 1, y) == "%" else { continue }
                let text = reading.trimmedText(row: y, run)
                guard isPercentage(text) else { continue }
                reading.accept(FoundElement(type: .progressIndicator, label: "", value: text, frame: Rect(x: run.lowerBound, y: y, width: run.count, height: 1), rule: "gauge"))
            }
        }
    }

    /// The bar whose `[` is at column `start` of row `y`, or nil.
    private static func bar(at start: Int, row y: Int, in reading: ScreenReading) -> FoundElement? {
        let grid = reading.grid
        var end = start + 1
        var fills = 0
        var sawText = false
        while end < grid.columns, end - start < 256, grid.scalar(end, y) != "]" {
            let scalar = grid.scalar(end, y)
            if fill.contains(scalar) && !sawText {
                fills += 1
            } else if scalar != " " {
                if fills == 0 { return nil }
                sawText = true
            }
            end += 1
        }
        guard end < grid.columns, grid.scalar(end, y) == "]", fills >= 1, end - start - 1 >= 3 else { return nil }
        var labelStart = start
        while labelStart > 0, !grid.isBlank(labelStart - 1, y), grid.scalar(labelStart - 1, y).properties.isAlphabetic || ("0"..."9").contains(grid.scalar(labelStart - 1, y)) {
            labelStart -= 1
        }
        let inner = reading.trimmedText(row: y, (start + 1)..<end)
        var frameEnd = end + 1
        var value = String(inner.unicodeScalars.drop { fill.contains($0) || $0 == " " })
        var tokenStart = end + 1
        if tokenStart < grid.columns, grid.scalar(tokenStart, y) == " " { tokenStart += 1 }
        var tokenEnd = tokenStart
        while tokenEnd < grid.columns, tokenEnd - tokenStart < 6, !grid.isBlank(tokenEnd, y) { tokenEnd += 1 }
        let after = grid.text(row: y, from: tokenStart, to: tokenEnd)
        if isPercentage(after) {
            value = after
            frameEnd = tokenEnd
        }
        if value.isEmpty { value = "\(fills * 100 / max(1, end - start - 1))%" }
        return FoundElement(
            type: .progressIndicator, label: grid.text(row: y, from: labelStart, to: start), value: value,
            frame: Rect(x: labelStart, y: y, width: frameEnd - labelStart, height: 1), rule: "gauge")
    }

    /// Whether `text` is a percentage: one to three digits, an optional decimal, then `%`.
    static func isPercentage(_ text: String) -> Bool {
        guard text.hasSuffix("%") else { return false }
        let number = text.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(number.count), let whole = number.first, (1...3).contains(whole.count) else { return false }
        return number.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }
}

extension Character {
    /// Whether this is one of the digits 0 to 9.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
