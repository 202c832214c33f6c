import XCTest
import UIKit
import HelperKit
import SnapshotKit

final class HelperPackageUITests: XCTestCase {
    func testSignIn() {
        let app = XCUIApplication()
        app.launch()
        app.buttons["name"].enter(value: "Ada")
        app.buttons["name"].clear(count: 3)
    }
}
