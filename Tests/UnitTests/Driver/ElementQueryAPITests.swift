import Driver
import ScreenModel
import Testing

/// The driver's query API, call by call, against a fake app's screen: a tab bar with two
/// tabs, and a table of three cells, each holding a text.
@Suite("Element queries, call by call")
struct ElementQueryAPITests {
    static let screen = Screens.window([
        ElementSnapshot(
            .table, identifier: "productTable", frame: Rect(x: 0, y: 1, width: 80, height: 10),
            children: (0..<3).map { row in
                ElementSnapshot(
                    .cell, identifier: "productCell_\(row)", label: "Product \(row)", value: "€\(row).00",
                    frame: Rect(x: 0, y: 1 + row, width: 80, height: 1),
                    children: [
                        ElementSnapshot(.staticText, label: "Product \(row)", frame: Rect(x: 2, y: 1 + row, width: 20, height: 1))
                    ])
            }),
        ElementSnapshot(
            .tabBar, identifier: "tabBar", frame: Rect(x: 0, y: 22, width: 80, height: 2),
            children: [
                ElementSnapshot(.button, identifier: "Shop", label: "Shop", frame: Rect(x: 2, y: 23, width: 10, height: 1)),
                ElementSnapshot(.button, identifier: "Cart", label: "Cart", isSelected: true, frame: Rect(x: 20, y: 23, width: 10, height: 1)),
            ]),
    ])

    @Test("picking one match: by index, the first, the only one")
    func picking() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))

        #expect(try await app.cells.element(boundBy: 1).identifier == "productCell_1")
        #expect(try await app.cells.element(boundBy: 2).label == "Product 2")
        #expect(try await app.cells.firstMatch.identifier == "productCell_0")
        #expect(try await app.tabBars.element.identifier == "tabBar")
        #expect(try await app.cells.allElementsBoundByIndex.count == 3)
        var identifiers: [String] = []
        for cell in try await app.cells.allElementsBoundByIndex { identifiers.append(try await cell.identifier) }
        #expect(identifiers == ["productCell_0", "productCell_1", "productCell_2"])
    }

    @Test("a query's debug description is the query as written, its match count and one line a match")
    func queryDebugDescription() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))

        let tabs = app.tabBars.buttons.debugDescription
        let alerts = app.alerts.debugDescription

        #expect(tabs == "app.tabBars.buttons: 2 matches\n  button \"Shop\" #Shop {{2, 23}, {10, 1}}\n  button \"Cart\" #Cart {{20, 23}, {10, 1}} [selected]")
        #expect(alerts == "app.alerts: 0 matches")
    }

    @Test("an element's screenshot is the text of the cells it covers")
    func elementScreenshot() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))

        let whole = try await app.screenshot()
        let cell = try await app.cells["productCell_1"].screenshot()

        #expect(cell.size == Size(width: 80, height: 1))
        #expect(cell.lines == ["  Product 1"])
        #expect(whole.lines[2] == "  Product 1")
    }

    @Test("refining: by identifier, by type and identifier, by predicate, by what a match contains")
    func refining() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))
        let everything = app.descendants(matching: .any)

        #expect(try await app.cells.matching(identifier: "productCell_2").count == 1)
        #expect(try await everything.matching(.cell, identifier: nil).count == 3)
        #expect(try await everything.matching(.cell, identifier: "productCell_1").count == 1)
        #expect(try await everything.matching(.any, identifier: "Cart").count == 1)
        #expect(try await everything.matching(.button, identifier: "productCell_1").count == 0)
        #expect(try await app.buttons.matching(.isSelected).count == 1)
        #expect(try await app.cells.containing(.staticText).count == 3)
        #expect(try await app.cells.containing(.staticText, identifier: "nothing").count == 0)
        #expect(try await app.tabBars.containing(.button, identifier: "Cart").count == 1)
        #expect(try await app.cells.containing(.label("Product 1")).count == 1)
    }

    @Test("children are one level down; descendants are every level")
    func childrenAndDescendants() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))

        #expect(try await app.children(matching: .window).count == 1)
        #expect(try await app.children(matching: .cell).count == 0)
        #expect(try await app.descendants(matching: .cell).count == 3)
        #expect(try await app.tables.element.children(matching: .cell).count == 3)
        #expect(try await app.tables.children(matching: .cell).count == 3)
        #expect(try await app.tables.children(matching: .staticText).count == 0)
        #expect(try await app.tables.descendants(matching: .staticText).count == 3)
    }

    @Test("a query reads as it was written")
    func descriptions() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))

        #expect(app.tables.cells.description == "app.tables.cells")
        #expect(app.descendants(matching: .any).matching(identifier: "x").description.hasPrefix("app.descendants(matching: .any)"))
        #expect(app.tabBars.children(matching: .button).description.hasPrefix("app.tabBars.children(matching: .button)"))
    }

    @Test("a query whose base is missing cannot be read: snapshots and count throw noSuchElement; the instant count is 0")
    func missingBase() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))
        let query = app.alerts["offlineAlert"].buttons

        let error = await #expect(throws: DriverError.self) { try await query.snapshots() }
        let counted = await #expect(throws: DriverError.self) { try await query.count }

        #expect(error?.code == .noSuchElement)
        #expect(counted?.code == .noSuchElement)
        #expect(query.instant.count == 0)
        #expect(try await app.cells.snapshots().map(\.identifier) == ["productCell_0", "productCell_1", "productCell_2"])
    }

    @Test("a query on an app that is not running reads as appNotRunning; its instant count is 0")
    func notRunning() async throws {
        let app = App(executable: "/nonexistent/DemoApp")

        #expect(app.cells.instant.count == 0)
        let error = await #expect(throws: DriverError.self) { try await app.cells.count }
        #expect(error?.code == .appNotRunning)
        await #expect(throws: DriverError.self) { try await app.cells.snapshots() }
    }
}
