import Synchronization
import Testing
import XCTest
import XCUITerminalTestCase

/// XCTest's `continueAfterFailure = false`, honoured: corelibs XCTest goes on after a
/// failure, so a failed step would be followed by every later step failing in turn.
/// Once a test that set it to false has failed, XCUITest calls do nothing and record
/// nothing until the next test starts, as if the test had stopped there.
enum StoppedXCTest {
    private static let stopped = Mutex<ObjectIdentifier?>(nil)

    /// Whether the running XCTest test has failed with `continueAfterFailure` false.
    static var isStopped: Bool {
        Test.current == nil && stopped.withLock { $0 != nil }
    }

    /// Notes that `testCase` failed: it stops if it asked to.
    static func failed(_ testCase: XCTest::XCTestCase) {
        guard (testCase as? XCUITerminalTestCase.XCTestCase)?.stopsAtFirstFailure == true else { return }
        stopped.withLock { $0 = ObjectIdentifier(testCase) }
    }

    /// Notes that a test started or finished: what follows runs again.
    static func reset() {
        stopped.withLock { $0 = nil }
    }
}
