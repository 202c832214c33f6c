public import XCTest

/// XCTest's test case with what XCUITest's has and corelibs XCTest's lacks. A ported file
/// that subclasses `XCTestCase` gets this one, and XCTest runs it as any test case.
///
/// It takes XCTest's name and lives in a module of its own, which `XCUITerminal`
/// re-exports by a scoped import (`@_exported import class`): Swift prefers a type
/// reached through a scoped import to one reached through a whole module, so a file that
/// imports XCTest beside XCUITerminal finds this `XCTestCase`, not an ambiguity.
///
/// - `continueAfterFailure = false` is honoured: corelibs XCTest ignores it, so once such
///   a test has failed, XCUITest calls do nothing and record nothing until it ends, as if
///   it had stopped at its first failure.
/// - `runsForEachTargetApplicationUIConfiguration` can be overridden; a terminal app has
///   one configuration, so each test runs once whatever it says.
open class XCTestCase: XCTest::XCTestCase {
    /// Whether the test asked to stop at its first failure.
    package private(set) var stopsAtFirstFailure = false
    /// Set while corelibs XCTest records a failure: it ends the process when it finds
    /// `continueAfterFailure` false then, so it is told true.
    private var recordingFailure = false

    /// Whether the test goes on after a failure (by default it does); set it to false to
    /// stop at the first one, as on iOS.
    open override var continueAfterFailure: Bool {
        get { recordingFailure || !stopsAtFirstFailure }
        set { stopsAtFirstFailure = !newValue }
    }

    /// Records a failure as XCTest does, without ending the process when the test stops
    /// at its first failure (XCUITerminal stops its calls instead).
    open override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        recordingFailure = true
        defer { recordingFailure = false }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    /// Whether each test runs once for each of the app's UI configurations; a terminal
    /// app has one, so this changes nothing.
    open class var runsForEachTargetApplicationUIConfiguration: Bool { false }
}
