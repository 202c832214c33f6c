import XCUITerminal

/// Proves that failed reads and waits record an XCTest failure in the test's file,
/// at the line that read, and that the test goes on with XCUITest's fallback value.
final class ReadFailureXCTests: XCTestCase {
    private var recorded: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append((description, filePath, lineNumber))
    }

    func testAFailedReadIsRecordedAtTheLineThatRead() {
        let app = XCUIApplication()
        app.launchArguments = ["--uitesting", "--reset-state"]
        app.launch()

        capturing = true
        let label = app.staticTexts["loginTitel"].label; let readLine = #line
        capturing = false

        XCTAssertEqual(label, "")
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, readLine)
        XCTAssertTrue(recorded.first?.file.hasSuffix("ReadFailureXCTests.swift") ?? false)
        XCTAssertTrue(recorded.first?.description.contains("did you mean \"loginTitle\"") ?? false)
    }

    func testAFailedReadInsideAnAssertionIsRecordedInTheTestsFile() {
        let app = XCUIApplication()
        app.launchArguments = ["--uitesting", "--reset-state"]
        app.launch()
        app.textFields["emailField"].tap(); let lastCallLine = #line

        capturing = true
        XCTAssertEqual(app.staticTexts["loginTitel"].label, "")
        capturing = false

        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.file.hasSuffix("ReadFailureXCTests.swift") ?? false)
        XCTAssertGreaterThanOrEqual(recorded.first?.line ?? 0, lastCallLine)
    }
}
