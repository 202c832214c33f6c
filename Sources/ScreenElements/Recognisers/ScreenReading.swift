import ScreenModel
import TerminalEmulator

/// One reading of a screen in progress: the grid, the frames found so far, the elements
/// the rules found, and the work budget that bounds the time a reading takes. A class,
/// so that the rules share one and the cell-by-cell helpers pass it for nothing.
final class ScreenReading {
    /// The screen's cells, and which a rule took.
    let grid: ScreenGrid
    /// The frames, in the order found (outer ones before those inside them on a row).
    var frames: [FoundElement] = []
    /// Everything else the rules found, in table order.
    var found: [FoundElement] = []
    /// Cell visits left before the costly rules stop looking (frames, tables).
    var budget: Int
    /// For each cell, the index in `frames` of the innermost frame whose inside holds
    /// it, or -1: set by `assignOwners()` once the frames are found.
    var owners: [Int32]
    /// The paint of no highlight in each container: the screen's first, then each frame's.
    var ambients: [Paint] = []
    /// For each row, the runs of text read off it over some columns with some gap, and
    /// the row's claim count then: several rules read the same rows, and a row's runs
    /// change only with a claim. A row is read a few ways, so a list is searched.
    var runsRead: [[(query: RunsQuery, claims: Int, runs: [(owner: Int, columns: Range<Int>)])]]

    /// Starts reading `grid`; the budget is a fixed multiple of its cells.
    init(grid: ScreenGrid) {
        self.grid = grid
        budget = 16 * grid.columns * grid.rows + 10_000
        owners = Array(repeating: -1, count: grid.columns * grid.rows)
        runsRead = Array(repeating: [], count: grid.rows)
    }

    /// The inside of frame `index`: its frame less the border.
    func inside(ofFrame index: Int) -> Rect {
        let frame = frames[index].frame
        return Rect(x: frame.minX + 1, y: frame.minY + 1, width: max(0, frame.width - 2), height: max(0, frame.height - 2))
    }

    /// Marks each cell with the innermost frame holding it, larger frames first so
    /// that smaller ones inside them overwrite.
    func assignOwners() {
        let order = frames.indices.sorted { frames[$0].frame.width * frames[$0].frame.height > frames[$1].frame.width * frames[$1].frame.height }
        for index in order {
            let inside = inside(ofFrame: index)
            guard spend(inside.width * inside.height) else { return }
            for y in inside.minY..<inside.maxY {
                for x in inside.minX..<inside.maxX { owners[y * grid.columns + x] = Int32(index) }
            }
        }
        ambients = [ambient(in: area(ofOwner: -1))] + frames.indices.map { ambient(in: inside(ofFrame: $0)) }
        runsRead = Array(repeating: [], count: grid.rows)
    }

    /// The index of the innermost frame holding `point`, or -1.
    func owner(of point: Point) -> Int {
        guard point.x >= 0, point.x < grid.columns, point.y >= 0, point.y < grid.rows else { return -1 }
        return Int(owners[point.y * grid.columns + point.x])
    }

    /// The area inside the innermost frame holding `point`, or the whole screen.
    func container(of point: Point) -> Rect {
        area(ofOwner: owner(of: point))
    }

    /// The area inside container `owner` (an index into `frames`), or the whole screen for -1.
    func area(ofOwner owner: Int) -> Rect {
        owner < 0 ? Rect(x: 0, y: 0, width: grid.columns, height: grid.rows) : inside(ofFrame: owner)
    }

    /// The paint of no highlight in container `owner` (an index into `frames`, or -1 for the screen).
    func ambient(ofOwner owner: Int) -> Paint {
        owner + 1 < ambients.count ? ambients[owner + 1] : ambient(in: area(ofOwner: owner))
    }

    /// The paint most cells of `area` have: what counts as no highlight there. Reads at
    /// most about 4,096 cells, evenly spread.
    func ambient(in area: Rect) -> Paint {
        var counts: [Paint: Int] = [:]
        let cells = max(1, area.width * area.height)
        let stride = max(1, cells / 4096)
        var index = 0
        var run: (paint: Paint, count: Int)?
        while index < cells {
            let x = area.minX + index % max(1, area.width), y = area.minY + index / max(1, area.width)
            let paint = grid.paint(x, y)
            if let current = run, current.paint == paint {
                run = (paint, current.count + 1)
            } else {
                if let current = run { counts[current.paint, default: 0] += current.count }
                run = (paint, 1)
            }
            index += stride
        }
        if let current = run { counts[current.paint, default: 0] += current.count }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key.color == nil) }?.key ?? Paint(.plain)
    }

    /// Whether any cell of row `y` from `start` to `end` is highlighted: painted unlike
    /// its container, or unlike `ground` when given (a panel of the container's painted
    /// otherwise, see `TableRule.Panels`).
    func isHighlighted(row y: Int, from start: Int, to end: Int, on ground: Paint? = nil) -> Bool {
        guard start < end else { return false }
        let ambient = ground ?? ambient(ofOwner: owner(of: Point(x: start, y: y)))
        for x in start..<end where !grid.isBlank(x, y) || grid.attributes(x, y).style.contains(.inverse) {
            if grid.paint(x, y) != ambient { return true }
        }
        return false
    }

    /// Whether every non-blank cell from `start` to `end` of row `y` is dim.
    func isDim(row y: Int, from start: Int, to end: Int) -> Bool {
        var sawText = false
        for x in start..<end where !grid.isBlank(x, y) {
            sawText = true
            if !grid.attributes(x, y).style.contains(.dim) { return false }
        }
        return sawText
    }

    /// Whether the visible cursor is inside `rect`.
    func hasCursor(in rect: Rect) -> Bool {
        grid.cursor.map(rect.contains) ?? false
    }

    /// Whether none of the cells of row `y` from `start` to `end` is claimed.
    func isFree(row y: Int, from start: Int, to end: Int) -> Bool {
        !grid.isClaimed(Rect(x: start, y: y, width: end - start, height: 1))
    }

    /// Keeps `element` and claims its cells, unless a rule earlier in the table took one
    /// of them: then the earlier reading stands and this one is dropped.
    @discardableResult
    func accept(_ element: FoundElement) -> Bool {
        guard !grid.isClaimed(element.frame) else { return false }
        grid.claim(element.frame)
        found.append(element)
        return true
    }

    /// Takes `cost` cell visits from the budget; false once it is spent.
    func spend(_ cost: Int) -> Bool {
        budget -= cost
        return budget >= 0
    }
}

extension ScreenReading {
    /// A highlight every member of a group shares is the group's colour, not focus: where
    /// two or more elements of one type in one container all read as focused (whiptail
    /// paints its whole list so), focus is where the cursor is, shown or hidden, if it is
    /// on one of them. Elements inside what a rule found (a list's switches) count too.
    func keepDistinctFocus() {
        func group(of element: FoundElement) -> String { "\(element.type)@\(owner(of: element.frame.origin))" }
        var tallies: [String: (focused: Int, total: Int)] = [:]
        func tally(_ elements: [FoundElement]) {
            for element in elements {
                let counted = tallies[group(of: element)] ?? (0, 0)
                tallies[group(of: element)] = (counted.focused + (element.hasFocus ? 1 : 0), counted.total + 1)
                tally(element.children)
            }
        }
        tally(found)
        let shared = Set(tallies.filter { $0.value.focused >= 2 && $0.value.focused == $0.value.total }.keys)
        guard !shared.isEmpty else { return }
        func settle(_ elements: inout [FoundElement]) {
            for index in elements.indices {
                if shared.contains(group(of: elements[index])) { elements[index].hasFocus = grid.cursorPosition.map(elements[index].frame.contains) ?? false }
                settle(&elements[index].children)
            }
        }
        settle(&found)
    }
}

extension ScreenReading {
    /// Walks each row left to right, asking `find` for an element that starts at each cell
    /// (its column, then its row); one the reading accepts is kept, and the walk goes on
    /// after it, so elements on a row never overlap.
    func acceptEach(startingAt find: (Int, Int) -> FoundElement?) {
        for y in 0..<grid.rows { acceptEach(onRow: y, where: { _ in true }, startingAt: find) }
    }

    /// `acceptEach(startingAt:)` where `find` is asked only of cells holding a member of
    /// `starts` (it finds nothing elsewhere), passing over rows that hold none.
    func acceptEach(startingWithAnyOf starts: ScalarSet, _ find: (Int, Int) -> FoundElement?) {
        for y in 0..<grid.rows where grid.mayHold(anyOf: starts, row: y) {
            acceptEach(onRow: y, where: { starts.contains(grid.scalar($0, y)) }, startingAt: find)
        }
    }

    /// Walks row `y` left to right, asking `find` of each cell `isStart` allows (by column).
    func acceptEach(onRow y: Int, where isStart: (Int) -> Bool, startingAt find: (Int, Int) -> FoundElement?) {
        var x = 0
        while x < grid.columns {
            if isStart(x), let element = find(x, y), accept(element) {
                x = element.frame.maxX
            } else {
                x += 1
            }
        }
    }
}
