public import Foundation
public import XCTest
import Synchronization

extension XCTest::XCTestCase {
    /// An expectation with `description`, waited for by `waitForExpectations(timeout:)`
    /// (or `wait(for:timeout:)`), as XCTest's.
    @discardableResult
    public func expectation(description: String, file: StaticString = #file, line: Int = #line) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: description)
        ExpectationRegistry.add(expectation, for: self)
        return expectation
    }

    /// Waits up to `timeout` seconds for every expectation this test made with
    /// `expectation(description:)` or `expectation(for:evaluatedWith:)`, failing the
    /// test if any is not fulfilled in time, then calls `handler`.
    ///
    /// Unlike corelibs XCTest's, it needs no main actor, so a Swift 6 test method need
    /// not be `@MainActor` (which corelibs XCTest cannot run) to call it.
    public func waitForExpectations(timeout: TimeInterval, file: StaticString = #file, line: Int = #line, handler: XCWaitCompletionHandler? = nil) {
        let expectations = ExpectationRegistry.take(for: self)
        let result = XCTWaiter(delegate: self).wait(for: expectations, timeout: timeout, file: file, line: line)
        handler?(result == .completed ? nil : XCTestError(.timeoutWhileWaiting))
    }
}

/// The expectations each test case has made and not yet waited for.
enum ExpectationRegistry {
    private static let pending = Mutex<[ObjectIdentifier: [XCTestExpectation]]>([:])

    static func add(_ expectation: XCTestExpectation, for testCase: XCTest::XCTestCase) {
        pending.withLock { $0[ObjectIdentifier(testCase), default: []].append(expectation) }
    }

    static func take(for testCase: XCTest::XCTestCase) -> [XCTestExpectation] {
        pending.withLock { $0.removeValue(forKey: ObjectIdentifier(testCase)) ?? [] }
    }
}
