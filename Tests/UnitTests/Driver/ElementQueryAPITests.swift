import Driver
import ScreenModel
import Testing

/// The driver's query API, call by call, against a fake app's screen: a tab bar with two
/// tabs, and a table of three cells, each holding a text.
@Suite("Element queries, call by call")
struct ElementQueryAPITests {
    static let screen = Screens.window([
        ElementSnapshot(.table, identifier: "productTable", frame: Rect(x: 0, y: 1, width: 80, height: 10), children: (0..<3).map { row in
            ElementSnapshot(.cell, identifier: "productCell_\(row)", label: "Product \(row)", value: "€\(row).00",
                            frame: Rect(x: 0, y: 1 + row, width: 80, height: 1), children: [
                                ElementSnapshot(.staticText, label: "Product \(row)", frame: Rect(x: 2, y: 1 + row, width: 20, height: 1)),
                            ])
        }),
        ElementSnapshot(.tabBar, identifier: "tabBar", frame: Rect(x: 0, y: 22, width: 80, height: 2), children: [
            ElementSnapshot(.button, identifier: "Shop", label: "Shop", frame: Rect(x: 2, y: 23, width: 10, height: 1)),
            ElementSnapshot(.button, identifier: "Cart", label: "Cart", isSelected: true, frame: Rect(x: 20, y: 23, width: 10, height: 1)),
        ]),
    ])

    @Test("picking one match: by index, the first, the only one")
    func picking() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))

        #expect(try app.cells.element(boundBy: 1).identifier == "productCell_1")
        #expect(try app.cells.element(boundBy: 2).label == "Product 2")
        #expect(try app.cells.firstMatch.identifier == "productCell_0")
        #expect(try app.tabBars.element.identifier == "tabBar")
        #expect(app.cells.allElementsBoundByIndex.count == 3)
        #expect(try app.cells.allElementsBoundByIndex.map { try $0.identifier } == ["productCell_0", "productCell_1", "productCell_2"])
    }

    @Test("refining: by identifier, by type and identifier, by predicate, by what a match contains")
    func refining() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))
        let everything = app.descendants(matching: .any)

        #expect(app.cells.matching(identifier: "productCell_2").count == 1)
        #expect(everything.matching(.cell, identifier: nil).count == 3)
        #expect(everything.matching(.cell, identifier: "productCell_1").count == 1)
        #expect(everything.matching(.any, identifier: "Cart").count == 1)
        #expect(everything.matching(.button, identifier: "productCell_1").count == 0)
        #expect(app.buttons.matching(.isSelected).count == 1)
        #expect(app.cells.containing(.staticText).count == 3)
        #expect(app.cells.containing(.staticText, identifier: "nothing").count == 0)
        #expect(app.tabBars.containing(.button, identifier: "Cart").count == 1)
        #expect(app.cells.containing(.label("Product 1")).count == 1)
    }

    @Test("children are one level down; descendants are every level")
    func childrenAndDescendants() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))

        #expect(app.children(matching: .window).count == 1)
        #expect(app.children(matching: .cell).count == 0)
        #expect(app.descendants(matching: .cell).count == 3)
        #expect(app.tables.element.children(matching: .cell).count == 3)
        #expect(app.tables.children(matching: .cell).count == 3)
        #expect(app.tables.children(matching: .staticText).count == 0)
        #expect(app.tables.descendants(matching: .staticText).count == 3)
    }

    @Test("a query reads as it was written")
    func descriptions() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))

        #expect(app.tables.cells.description == "app.tables.cells")
        #expect(app.descendants(matching: .any).matching(identifier: "x").description.hasPrefix("app.descendants(matching: .any)"))
        #expect(app.tabBars.children(matching: .button).description.hasPrefix("app.tabBars.children(matching: .button)"))
    }

    @Test("a query whose base is missing cannot be read: snapshots throw noSuchElement, count is 0")
    func missingBase() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))
        let query = app.alerts["offlineAlert"].buttons

        let error = #expect(throws: DriverError.self) { try query.snapshots() }

        #expect(error?.code == .noSuchElement)
        #expect(query.count == 0)
        #expect(try app.cells.snapshots().map(\.identifier) == ["productCell_0", "productCell_1", "productCell_2"])
    }

    @Test("a query on an app that is not running counts nothing and reads as appNotRunning")
    func notRunning() {
        let app = App(executable: "/nonexistent/DemoApp")

        #expect(app.cells.count == 0)
        #expect(throws: DriverError.self) { try app.cells.snapshots() }
    }
}
