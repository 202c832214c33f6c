import Driver
import DriverTesting
import ScreenModel
import Testing

/// Actions on elements partly scrolled out of their container: each is aimed at what is
/// still visible of the element (docs/driver.md), as source and as destination, never at
/// the middle of its whole frame, which lies outside the container.
@Suite("Actions on elements partly scrolled out of view")
struct PartlyScrolledTests {
    /// A knob at row 2; a list (rows 10–15) whose first cell runs from row 6 (rows 10–11
    /// show) and whose second runs to row 19 (rows 14–15 show); a form (rows 10–13) whose
    /// field runs to row 17 (rows 12–13 show). The middle of each whole frame is hidden.
    static let screen = Screens.window([
        Screens.button("knob"),
        ElementSnapshot(
            .table, identifier: "list", frame: Rect(x: 0, y: 10, width: 40, height: 6),
            children: [
                ElementSnapshot(.cell, identifier: "topCell", label: "Top", frame: Rect(x: 0, y: 6, width: 40, height: 6)),
                ElementSnapshot(.cell, identifier: "bottomCell", label: "Bottom", frame: Rect(x: 0, y: 14, width: 40, height: 6)),
            ]),
        ElementSnapshot(
            .table, identifier: "form", frame: Rect(x: 42, y: 10, width: 30, height: 4),
            children: [
                ElementSnapshot(.textField, identifier: "noteField", label: "Note", value: "", frame: Rect(x: 42, y: 12, width: 30, height: 6))
            ]),
    ])

    static let knob = CommandTarget(path: ElementPath([0, 0]), elementType: .button, identifier: "knob")
    static let topCell = CommandTarget(path: ElementPath([0, 1, 0]), elementType: .cell, identifier: "topCell")
    static let bottomCell = CommandTarget(path: ElementPath([0, 1, 1]), elementType: .cell, identifier: "bottomCell")
    static let noteField = CommandTarget(path: ElementPath([0, 2, 0]), elementType: .textField, identifier: "noteField")

    @Test("a cell cut off at the top or the bottom of its list is hittable and is tapped")
    func tapsPartlyVisibleCells() async throws {
        let fake = FakeApp(Self.screen)
        let app = try await App.launched(with: fake)

        #expect(try await app.cells["topCell"].isHittable)
        #expect(try await app.cells["bottomCell"].isHittable)
        try await app.cells["topCell"].tap()
        try await app.cells["bottomCell"].tap()

        #expect(fake.commands == [.tap(Self.topCell), .tap(Self.bottomCell)])
    }

    @Test("text is typed into a field whose lower part is scrolled out of its form")
    func typesIntoPartlyVisibleField() async throws {
        let fake = FakeApp(Self.screen)
        let app = try await App.launched(with: fake)

        try await app.textFields["noteField"].typeText("hello")

        #expect(fake.commands == [.typeText(Self.noteField, "hello")])
    }

    @Test("a drag from a cell cut off at the top starts in the middle of its visible rows; one onto a cell cut off at the bottom ends in the middle of its")
    func dragsFromAndOntoPartlyVisibleCells() async throws {
        let fake = FakeApp(Self.screen)
        let app = try await App.launched(with: fake)

        try await app.cells["topCell"].drag(to: app.buttons["knob"])
        try await app.buttons["knob"].drag(to: app.cells["bottomCell"])
        try await app.cells["bottomCell"].drag(to: app.cells["topCell"])

        #expect(
            fake.commands == [
                .drag(Self.topCell, from: Point(x: 19, y: 10), to: Point(x: 7, y: 2)),
                .drag(Self.knob, from: Point(x: 7, y: 2), to: Point(x: 19, y: 14)),
                .drag(Self.bottomCell, from: Point(x: 19, y: 14), to: Point(x: 19, y: 10)),
            ])
    }
}
