import XCTest

// An earlier base class of the same name, which the target's excludes leave out: compiled
// with the target, the two would clash.
class DeltaTestCase: XCTestCase {
    let app = XCUIApplication()
}

final class LegacySignInUITests: DeltaTestCase {
    func testSignIn() {
        app.launch()
        app.buttons["signIn"].tap()
    }
}
