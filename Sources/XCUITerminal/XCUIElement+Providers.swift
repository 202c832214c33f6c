public import Driver
import ScreenModel

extension XCUIElement {
    /// The rows of the tables inside this element: a terminal table's rows are its cells.
    public var tableRows: XCUIElementQuery { descendants(matching: .cell) }
}

extension XCUIElementQuery {
    /// The rows of the tables among the matches: a terminal table's rows are its cells.
    public var tableRows: XCUIElementQuery { descendants(matching: .cell) }
}

/// Queries for what a terminal never shows: web views, an on-screen keyboard and its keys,
/// pickers, date pickers, sliders, steppers, page indicators, maps and icons. Each
/// matches nothing, so a ported file compiles, a check that none is shown holds, and
/// an action or wait on one fails saying what a terminal lacks.
extension ElementTypeQueryProvider where ElementQueryType == XCUIElementQuery {
    /// Web views: a terminal has none.
    public var webViews: XCUIElementQuery { nothing("webViews") }
    /// The on-screen keyboard: a terminal has none (type with `typeText`).
    public var keyboards: XCUIElementQuery { nothing("keyboards") }
    /// The on-screen keyboard's keys: a terminal has none (type with `typeText`).
    public var keys: XCUIElementQuery { nothing("keys") }
    /// Pickers: a terminal has none.
    public var pickers: XCUIElementQuery { nothing("pickers") }
    /// Picker wheels: a terminal has none.
    public var pickerWheels: XCUIElementQuery { nothing("pickerWheels") }
    /// Date pickers: a terminal has none.
    public var datePickers: XCUIElementQuery { nothing("datePickers") }
    /// Sliders: a terminal has none.
    public var sliders: XCUIElementQuery { nothing("sliders") }
    /// Steppers: a terminal has none.
    public var steppers: XCUIElementQuery { nothing("steppers") }
    /// Page indicators: a terminal has none.
    public var pageIndicators: XCUIElementQuery { nothing("pageIndicators") }
    /// Maps: a terminal has none.
    public var maps: XCUIElementQuery { nothing("maps") }
    /// Home-screen icons: a terminal has none.
    public var icons: XCUIElementQuery { nothing("icons") }

    private func nothing(_ name: String) -> XCUIElementQuery {
        descendants(matching: .any).matching(ElementPredicate("\(name) (a terminal has none)") { _ in false })
    }
}
