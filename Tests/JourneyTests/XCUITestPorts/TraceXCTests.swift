import Foundation
import JourneyTrace
import XCUITerminal

// With traces on (JOURNEY_TRACE=on for a run; overridden here for this test alone),
// an XCTest test's calls are recorded for its trace, as Swift Testing's trait records them.
final class TraceXCTests: XCTestCase {
    func testTheCallsOfATestAreRecordedForItsTrace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xctest-traces-\(UUID().uuidString)").path
        XCTestTraces.override = (.on, folder)
        defer { XCTestTraces.override = nil }
        let app = XCUIApplication()
        app.launchArguments = ["--uitesting", "--reset-state"]

        app.launch()
        app.textFields["emailField"].tap()
        app.textFields["emailField"].typeText("user@example.com")

        XCTAssertEqual(
            XCTestTraces.recordedSteps.map(\.title),
            [
                "launch the app", #"tap app.textFields["emailField"]"#, #"typeText "user@example.com" into app.textFields["emailField"]"#,
            ])
    }
}
