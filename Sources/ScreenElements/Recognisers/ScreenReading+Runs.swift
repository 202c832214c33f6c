import ScreenModel
import TerminalEmulator

extension ScreenReading {
    /// The stretches of text on row `y` that belong to container `owner` (an index into
    /// `frames`, or -1 for the screen), are not claimed and are not frame lines, split
    /// where `gap` or more blank cells fall between them. Reads only the columns of the
    /// container.
    func runs(row y: Int, owner: Int, gap: Int = 2) -> [Range<Int>] {
        let columns = owner < 0 ? 0..<grid.columns : inside(ofFrame: owner).minX..<inside(ofFrame: owner).maxX
        return runs(row: y, columns: columns, gap: gap).filter { $0.owner == owner }.map(\.columns)
    }

    /// The stretches of text on row `y` over `columns`, each with the container it
    /// belongs to: a stretch ends where the container changes, at a claimed cell or a
    /// frame line, and where `gap` or more blank cells fall.
    func runs(row y: Int, columns: Range<Int>, gap: Int = 2) -> [(owner: Int, columns: Range<Int>)] {
        guard y >= 0, y < grid.rows else { return [] }
        let query = RunsQuery(row: y, columns: columns, gap: gap)
        let claims = grid.claims[y]
        if let index = runsRead[y].firstIndex(where: { $0.query == query }) {
            if runsRead[y][index].claims == claims { return runsRead[y][index].runs }
            runsRead[y].remove(at: index)
        }
        let runs = readRuns(row: y, columns: columns, gap: gap)
        runsRead[y].append((query, claims, runs))
        return runs
    }

    /// The runs of `runs(row:columns:gap:)`, read cell by cell.
    private func readRuns(row y: Int, columns: Range<Int>, gap: Int) -> [(owner: Int, columns: Range<Int>)] {
        var result: [(owner: Int, columns: Range<Int>)] = []
        var start: Int?
        var end = 0
        var blanks = 0
        var current: Int32 = -1
        // Local references: the loop reads the arrays without the class's access checks.
        let owners = owners, claimed = grid.claimed, scalars = grid.scalars, blank = grid.blanks
        let row = y * grid.columns
        // Runs start and end with text: the columns outside the row's text hold none.
        for x in columns.clamped(to: grid.textSpans[y]) {
            let index = row + x
            let owner = owners[index]
            if let first = start, owner != current {
                result.append((Int(current), first..<end))
                start = nil
            }
            let usable = !claimed[index] && !BoxDrawing.isLine(scalars[index])
            if usable && !blank[index] {
                if start == nil {
                    start = x
                    current = owner
                }
                end = x + 1
                blanks = 0
            } else if let first = start {
                blanks += 1
                if !usable || blanks >= gap {
                    result.append((Int(current), first..<end))
                    start = nil
                    blanks = 0
                }
            }
        }
        if let first = start { result.append((Int(current), first..<end)) }
        return result
    }

    /// The text of row `y` over `range`, with its ends trimmed of spaces.
    func trimmedText(row y: Int, _ range: Range<Int>) -> String {
        grid.text(row: y, from: range.lowerBound, to: range.upperBound).trimmed
    }
}

/// What a reading of runs asked for: a row, its columns and the gap that splits runs.
struct RunsQuery: Equatable {
    /// The row read.
    let row: Int
    /// The columns read.
    let columns: Range<Int>
    /// How many blank cells end a run.
    let gap: Int
}

extension String {
    /// The string without spaces at either end.
    var trimmed: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
