import Driver
import Synchronization
import Testing
import XCTest

/// The apps each test has made, so that a second `XCUIApplication()` in a test reaches
/// the app that test runs, as on iOS, and `XCUIScreen.main` knows whose screen it is.
///
/// A test is told apart by the Swift Testing task running it; under XCTest, which runs
/// one test at a time, every app belongs to the running test, and the apps a test made
/// are terminated when it finishes, as XCUITest does.
enum ApplicationRegistry {
    private struct Entry {
        let scope: String
        let executable: String
        weak var app: App?
    }

    private static let entries = Mutex<[Entry]>([])
    private static let observing = Mutex(false)

    /// The app for `executable` in this test: the running one if there is, else a new one.
    static func app(for executable: String) -> App {
        let scope = currentScope()
        if Test.current == nil { observeXCTest() }
        let app = entries.withLock { entries -> App in
            entries.removeAll { $0.app == nil }
            if let running = entries.last(where: { $0.scope == scope && $0.executable == executable })?.app,
                running.state == .runningForeground
            {
                return running
            }
            let app = App(executable: executable)
            entries.append(Entry(scope: scope, executable: executable, app: app))
            return app
        }
        if Test.current == nil, let recorder = XCTestTraces.recorder() { app.stepRecorder = recorder }
        return app
    }

    /// The app this test made most recently that is running, if any.
    static func current() -> App? {
        let scope = currentScope()
        return entries.withLock { entries in
            entries.last { $0.scope == scope && $0.app?.state == .runningForeground }?.app
                ?? entries.last { $0.scope == scope }?.app
        }
    }

    /// Terminates the apps the finished XCTest test launched, as XCUITest does, and
    /// deletes their state directories: XCTest keeps every test case, and so its apps,
    /// until the process exits, when nothing would delete them.
    static func testFinished() {
        let apps = entries.withLock { entries -> [App] in
            let launched = entries.filter { $0.scope == xctestScope && $0.app?.stateDirectory != nil }.compactMap(\.app)
            entries.removeAll { entry in entry.app.map { app in launched.contains { $0 === app } } ?? true }
            return launched
        }
        for app in apps {
            BlockingBridge.run { await app.endForFinishedTest() }
        }
    }

    private static let xctestScope = "XCTest"

    /// Which test is running: a Swift Testing test in its task, or XCTest's one test.
    static func currentScope() -> String {
        guard let test = Test.current else { return xctestScope }
        let task = withUnsafeCurrentTask { $0.map { String($0.hashValue) } } ?? "none"
        return "\(test.id)@\(task)"
    }

    /// Starts hearing XCTest's tests start, fail and finish, once.
    static func observeXCTest() {
        let first = observing.withLock { observing -> Bool in
            defer { observing = true }
            return !observing
        }
        guard first else { return }
        XCTestObservationCenter.shared.addTestObserver(TestEndObserver())
    }
}

/// Hears when an XCTest test starts, fails or finishes, to trace it, stop it when it asked
/// to stop at its first failure, and terminate the apps it made.
private final class TestEndObserver: XCTestObservation, @unchecked Sendable {
    func testCaseWillStart(_ testCase: XCTest::XCTestCase) {
        StoppedXCTest.reset()
    }

    func testCase(_ testCase: XCTest::XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        XCTestTraces.failed(description, file: filePath, line: lineNumber)
        StoppedXCTest.failed(testCase)
    }

    func testCaseDidFinish(_ testCase: XCTest::XCTestCase) {
        XCTestTraces.finished(testCase)
        ApplicationRegistry.testFinished()
        XCTestAttachments.finished(testCase)
        InterruptionMonitors.testFinished()
        StoppedXCTest.reset()
    }
}
