import Foundation
import XCTest

final class AmbiguousPredicateUITests: XCTestCase {
    func testBanner() {
        let app = XCUIApplication()
        app.launch()
        let shown = NSPredicate { object, _ in (object as? XCUIElement)?.exists == true }
        XCTAssertTrue(shown.evaluate(with: app))
    }
}
