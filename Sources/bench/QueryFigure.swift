import Driver

/// Resolving a query against the latest tree, which involves no round trip.
enum QueryFigure {
    /// A shop-like tree of about 500 elements: 100 cells of five elements each.
    static let tree: ElementTree = {
        let cells = (0..<100).map { index in
            ElementSnapshot(
                .cell, identifier: "productCell_\(index)", label: "Product \(index)", value: "€\(index).00",
                frame: Rect(x: 0, y: 2 + index, width: 80, height: 1),
                children: [
                    ElementSnapshot(.staticText, label: "Product \(index)", frame: Rect(x: 2, y: 2 + index, width: 30, height: 1)),
                    ElementSnapshot(.staticText, label: "€\(index).00", frame: Rect(x: 40, y: 2 + index, width: 10, height: 1)),
                    ElementSnapshot(.button, identifier: "add_\(index)", label: "Add", frame: Rect(x: 60, y: 2 + index, width: 7, height: 1)),
                    ElementSnapshot(.image, label: "★", frame: Rect(x: 70, y: 2 + index, width: 1, height: 1)),
                ])
        }
        return ElementTree(
            generation: 1,
            root: ElementSnapshot(
                .application, frame: Rect(x: 0, y: 0, width: 80, height: 24),
                children: [
                    ElementSnapshot(
                        .window, frame: Rect(x: 0, y: 0, width: 80, height: 24),
                        children: [
                            ElementSnapshot(.table, identifier: "productTable", frame: Rect(x: 0, y: 2, width: 80, height: 20), children: cells)
                        ])
                ]))
    }()

    /// `app.tables.cells["productCell_87"]`, resolved `runs` times.
    static func resolve(runs: Int) throws -> (Statistics, elementCount: Int) {
        let locator = ElementLocator(query: Query(steps: [.descendants(.table), .descendants(.cell), .key("productCell_87")]), pick: .only)
        let tree = tree
        let samples = try (0..<runs).map { _ in try time { _ = try tree.resolve(locator) } }
        return (Statistics(samples), tree.elementCount)
    }
}
