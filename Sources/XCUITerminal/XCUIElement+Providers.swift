extension XCUIElement {
    /// The rows of the tables inside this element: a terminal table's rows are its cells.
    public var tableRows: XCUIElementQuery { descendants(matching: .cell) }
}

extension XCUIElementQuery {
    /// The rows of the tables among the matches: a terminal table's rows are its cells.
    public var tableRows: XCUIElementQuery { descendants(matching: .cell) }
}
