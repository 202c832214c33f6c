@testable import bench
import Testing

/// The figures `bench --only elements` publishes, on readings whose answer is known.
@Suite("Element figures")
struct ElementFiguresTests {
    private static func reading(parse: [Double], infer: [Double]) -> ElementFigures.Reading {
        ElementFigures.Reading(name: "sample", bytes: 10_240, elements: 12, parse: Statistics(parse), infer: Statistics(infer))
    }

    @Test(
        "a reading's ratio is its median inference over its median parse, and it meets its target up to 1× and misses it beyond",
        arguments: [(100e3, true), (99e3, true), (100.5e3, false), (300e3, false)])
    func readingAgainstParse(infer: Double, meets: Bool) {
        let figures = ElementFigures.figures(
            [Self.reading(parse: [90e3, 100e3, 500e3], infer: [1, infer, 1e9])], taps: [], leftOut: [])

        #expect(figures.count == 1)
        #expect(figures[0].ratioToFloor == infer / 100e3)
        #expect(figures[0].ratioBasis == "parse")
        #expect(figures[0].meetsTarget == meets)
        #expect(figures[0].name.contains("12 elements") && figures[0].name.contains("10 KiB"), "\(figures[0].name)")
    }

    @Test(
        "the tap's ratio is its median over the keystroke's, and it meets its target up to 2× and misses it beyond",
        arguments: [(200e3, true), (199e3, true), (201e3, false), (50e3, true)])
    func tapAgainstKeystroke(tap: Double, meets: Bool) throws {
        let reading = ElementFigures.TapReading(
            subject: ElementFigures.tapSubjects[1], tap: Statistics([tap, tap, 9e9]), keystroke: Statistics([1, 100e3, 100e3]))
        let figures = ElementFigures.figures([], taps: [reading], leftOut: [])

        let tapFigure = try #require(figures.last)
        #expect(figures.count == 2)
        #expect(figures[0].statistics?.median == 100e3)
        #expect(tapFigure.name == "tap a cell read off whiptail --menu, by keys, one row from the selection → idle")
        #expect(tapFigure.ratioToFloor == tap / 100e3)
        #expect(tapFigure.ratioBasis == "keystroke")
        #expect(tapFigure.meetsTarget == meets)
    }

    @Test("programs not installed are named as left out, and no tap figure is made for a program not tapped")
    func leftOut() {
        let figures = ElementFigures.figures([], taps: [], leftOut: ["mc: not installed", "dialog: not installed"])

        #expect(figures.map(\.name) == ["left out: mc: not installed, dialog: not installed"])
    }

    @Test("the dense form parses and reads as the table, check boxes, field, buttons and key bar it draws")
    func denseFormReads() {
        let reading = ElementFigures.read(ElementFigures.denseForm, runs: 1)

        // A window, a table of 50 cells, 3 switches, a field, 3 buttons, a toolbar of 10 buttons: 69, and the text around them.
        #expect(reading.elements >= 69, "\(reading.elements) elements")
        #expect(reading.bytes == ElementFigures.denseForm.output.count)
        #expect(reading.parse.count == 1 && reading.infer.count == 1)
    }
}
