import XCUITerminal

/// Proves that a failed XCUITest-style call records an XCTest failure at the caller's
/// line, with the driver's message, and that the test goes on.
final class FailureRecordingXCTests: XCTestCase {
    private var recorded: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    /// While `capturing`, failures are collected for inspection instead of failing the test.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append((description, filePath, lineNumber))
    }

    func testAFailedTapIsRecordedAtTheCallersLineAndTheTestGoesOn() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]
        app.launch()

        capturing = true
        app.buttons["loginButon"].tap(); let tapLine = #line
        capturing = false
        let fieldStillWorks = app.textFields["emailField"].exists

        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, tapLine)
        XCTAssertTrue(recorded.first?.file.hasSuffix("FailureRecordingXCTests.swift") ?? false)
        XCTAssertTrue(recorded.first?.description.contains("did you mean \"loginButton\"") ?? false)
        XCTAssertTrue(recorded.first?.description.contains("Screen:") ?? false)
        XCTAssertTrue(fieldStillWorks)
    }
}
