import XCTest
@testable import Alpha

final class ModelTests: XCTestCase {
    func testUnit() {
        XCTAssertNotNil(XCUIApplication.self)
    }
}
