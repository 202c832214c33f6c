public import XCTest
import Synchronization

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
    /// The failures the test expects now (`XCTExpectFailure`), oldest first.
    var expectations: [FailureExpectation] = []
    /// Set while a strict expectation's own failure is recorded: no other expectation takes it.
    private var recordingUnmatched = false

    /// Whether the test goes on after a failure (by default it does); set it to false to
    /// stop at the first one, as on iOS.
    open override var continueAfterFailure: Bool {
        get { recordingFailure || !stopsAtFirstFailure }
        set { stopsAtFirstFailure = !newValue }
    }

    /// Records a failure as XCTest does, without ending the process when the test stops
    /// at its first failure (XCUITerminal stops its calls instead).
    /// A failure the test expects (`XCTExpectFailure`) is not recorded.
    open override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        // An expected failure is not recorded (corelibs XCTest has no word for one).
        if !recordingUnmatched, expectationMatching(description, file: filePath, line: lineNumber) != nil { return }
        recordingFailure = true
        defer { recordingFailure = false }
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }

    /// Records that a strict expectation matched no failure; no other expectation takes it.
    func recordUnmatched(_ description: String, file: String, line: Int) {
        recordingUnmatched = true
        defer { recordingUnmatched = false }
        recordFailure(withDescription: description, inFile: file, atLine: line, expected: true)
    }

    /// Runs the test as XCTest does, as the running test case, and then closes the failure
    /// expectations it left open: a strict one that matched nothing fails the test.
    open override func invokeTest() {
        Self.runningCase.withLock { $0 = WeakTestCase(value: self) }
        defer { Self.runningCase.withLock { $0 = nil } }
        super.invokeTest()
        closeExpectations()
    }

    /// Whether each test runs once for each of the app's UI configurations; a terminal
    /// app has one, so this changes nothing.
    open class var runsForEachTargetApplicationUIConfiguration: Bool { false }
}
