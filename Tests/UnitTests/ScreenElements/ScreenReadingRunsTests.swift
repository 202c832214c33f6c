@testable import ScreenElements
import ScreenModel
import Testing

@Suite("A reading's runs of text: split by gaps and claims, and read again after a claim on their row")
struct ScreenReadingRunsTests {
    /// A reading of `input` on a fresh 20 by 3 emulator, no frame found.
    static func reading(after input: String) -> ScreenReading {
        let reading = ScreenReading(grid: ScreenGridTests.grid(after: input, columns: 20, rows: 3))
        reading.assignOwners()
        return reading
    }

    @Test("two blanks split a run by default; a larger gap keeps the words of a row together, asked of the same row")
    func gapSplitsRuns() {
        let reading = Self.reading(after: "ab  cd   ef")

        #expect(reading.runs(row: 0, owner: -1) == [0..<2, 4..<6, 9..<11])
        #expect(reading.runs(row: 0, owner: -1, gap: 3) == [0..<6, 9..<11])
        #expect(reading.runs(row: 0, owner: -1, gap: 4) == [0..<11])
    }

    @Test("a claim on a row ends the runs read off it before; a claim on another row leaves them")
    func claimsAreSeen() {
        let reading = Self.reading(after: "ab  cd\r\nxy")
        #expect(reading.runs(row: 0, owner: -1) == [0..<2, 4..<6])
        #expect(reading.runs(row: 1, owner: -1) == [0..<2])

        reading.grid.claim(Rect(x: 4, y: 0, width: 2, height: 1))

        #expect(reading.runs(row: 0, owner: -1) == [0..<2])
        #expect(reading.runs(row: 1, owner: -1) == [0..<2])
    }

    @Test("a row above or below the screen has no runs")
    func rowsOffTheScreen() {
        let reading = Self.reading(after: "ab")

        #expect(reading.runs(row: -1, columns: 0..<20).isEmpty)
        #expect(reading.runs(row: 3, columns: 0..<20).isEmpty)
    }
}

@Suite("A reading's runs at the edges of a row's text")
struct ScreenReadingRunEdgesTests {
    @Test("runs touching the row's first and last columns are read whole, and a row of blanks has none")
    func runsAtTheEdges() {
        let reading = ScreenReadingRunsTests.reading(after: "ab" + String(repeating: " ", count: 16) + "yz\r\n   c\r\n")

        #expect(reading.runs(row: 0, owner: -1) == [0..<2, 18..<20])
        #expect(reading.runs(row: 0, columns: 1..<19).map(\.columns) == [1..<2, 18..<19])
        #expect(reading.runs(row: 1, owner: -1) == [3..<4])
        #expect(reading.runs(row: 2, owner: -1).isEmpty)
    }
}
