import XCTest

extension XCUIElementQuery {
    subscript(localized key: MissingKey) -> [XCUIElement] { [] }
}

final class CascadeUITests: XCTestCase {
    func testTitles() {
        let app = XCUIApplication()
        let titles: [XCUIElement] = app.staticTexts[localized: .title]
        XCTAssertEqual(titles.count, 1)
    }
}
