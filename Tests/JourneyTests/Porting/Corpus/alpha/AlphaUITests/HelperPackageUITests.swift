import XCTest
import UIKit.UIGestureRecognizerSubclass // a submodule, with a comment
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
