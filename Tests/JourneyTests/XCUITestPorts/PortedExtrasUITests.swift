import XCUITerminal

/// What real suites call that corelibs XCTest lacks, in an XCTest class ported with only
/// its import changed: an override of `runsForEachTargetApplicationUIConfiguration`, a
/// second app named by its executable, and launch metrics.
final class PortedExtrasUITests: XCTestCase {
    override class var runsForEachTargetApplicationUIConfiguration: Bool { true }

    private var recorded: [String] = []
    private var capturing = false

    /// While `capturing`, failures are collected for inspection instead of failing the test.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append(description)
    }

    func testAnAppNamedByItsExecutableBesideTheTestsLaunches() {
        let app = XCUIApplication(bundleIdentifier: "DemoApp")
        app.launchArguments += ["--uitesting", "--reset-state"]

        app.launch()

        XCTAssertTrue(app.textFields["emailField"].waitForExistence(timeout: 10))
        XCTAssertEqual(app.state, .runningForeground)
    }

    func testAnAppNoExecutableIsNamedForFailsAtLaunchNamingTheFile() {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")

        capturing = true
        springboard.launch()
        capturing = false

        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.contains("com.apple.springboard") ?? false, recorded.first ?? "nothing recorded")
        XCTAssertEqual(springboard.state, .notRunning)
    }

    func testTheLaunchMetricTimesEachLaunchAndTheClockTheWholeBlock() {
        let app = XCUIApplication()
        app.launchArguments += ["--uitesting", "--reset-state"]

        let launching = XCTMetrics.measure([XCTClockMetric(), XCTApplicationLaunchMetric()], iterations: 3) { app.launch() }
        let idle = XCTMetrics.measure([XCTApplicationLaunchMetric()], iterations: 2) {}
        measure(metrics: [XCTApplicationLaunchMetric()], options: XCTMeasureOptions()) { app.launch() }

        XCTAssertEqual(launching.map(\.name), ["Clock Monotonic Time, s", "Duration (AppLaunch), s"])
        XCTAssertEqual(launching.map(\.values.count), [3, 3])
        XCTAssertTrue(zip(launching[0].values, launching[1].values).allSatisfy { clock, launch in launch > 0 && launch <= clock })
        XCTAssertEqual(idle.first?.values, [0, 0])
    }
}
