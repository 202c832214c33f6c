import Driver
import DriverTesting
import Testing

/// What the adapter promises about the text and frames of widgets that are not wholly in
/// view, shown on its panels app: a list scrolled in part out of its box, a covered link,
/// an option and a table row drawn on two lines.
@Suite("Textual adapter: what a widget shows", .serialized, .appDiagnostics, .timeLimit(.minutes(3)), .hangReport, .requiresTextual, .dedicatedThread)
struct TextualPanelsTests {
    static func panels() async throws -> App {
        let app = App.textual([TextualEnvironment.panelsApp], size: "80x24")
        try await app.launch()
        return app
    }

    @Test("a row half scrolled out of its list is labelled with its shown half, and a row wholly out with nothing drawn below the list")
    func rowsClippedByTheirListShowOnlyTheirVisibleText() async throws {
        let app = try await Self.panels()

        let half = try await app.cells["attic"].label
        let out = try await app.cells["cellar"].label
        let inView = try await app.cells["kitchen"].label

        #expect(half == "attic")
        #expect(out == "")
        #expect(inView == "kitchen")
    }

    @Test("a link a badge covers in part is labelled with what shows of it, none of the badge's text")
    func coveredLinkShowsOnlyItsUncoveredText() async throws {
        let app = try await Self.panels()

        let link = try await app.links["homepage"].label
        let badge = try await app.staticTexts["badge"].label

        #expect(link == "Example")
        #expect(badge == "[NEW!]")
    }

    @Test("an option and a table row drawn on two lines have two-row frames, and the rows after them start below")
    func rowsDrawnOnTwoLinesHaveTwoRowFrames() async throws {
        let app = try await Self.panels()

        let twoLines = try await app.cells["twoLines"].frame
        let oneLine = try await app.cells["oneLine"].frame
        let tall = try await app.cells["tall"].frame
        let short = try await app.cells["short"].frame

        #expect(twoLines.height == 2)
        #expect(oneLine.height == 1 && oneLine.minY == twoLines.maxY, "\(oneLine) after \(twoLines)")
        #expect(tall.height == 2)
        #expect(short.height == 1 && short.minY == tall.maxY, "\(short) after \(tall)")
    }

    @Test("a sorted table's rows are in the order shown: the first drawn is the first cell, above the next, and the cursor's")
    func sortedTableRowsAreInTheOrderShown() async throws {
        let app = try await Self.panels()

        let first = app.tables["fruit"].cells.element(boundBy: 0)
        let second = app.tables["fruit"].cells.element(boundBy: 1)

        #expect(try await first.label == "apple")
        #expect(try await first.isSelected)
        #expect(try await second.label == "pear")
        #expect(try await !second.isSelected)
        #expect(try await first.frame.maxY == second.frame.minY)
    }
}
