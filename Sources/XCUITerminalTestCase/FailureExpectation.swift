import Synchronization

/// Failures a test expects (XCUITest's `XCTExpectFailure`): while it is open, a failure
/// it matches is recorded as expected, and the test does not fail for it.
package final class FailureExpectation: @unchecked Sendable {
    /// Whether a failure, by its description, file and line, is one expected.
    let matches: (_ description: String, _ file: String, _ line: Int) -> Bool
    /// What is recorded when the expectation closes strict with nothing matched, and where.
    let unmatched: (description: String, file: String, line: Int)?
    /// How many failures it matched.
    package private(set) var matched = 0

    /// An expectation of failures that `matches` accepts; `unmatched`, if given, is the
    /// failure recorded when it closes having matched none (a strict expectation).
    package init(matches: @escaping (_ description: String, _ file: String, _ line: Int) -> Bool, unmatched: (description: String, file: String, line: Int)?) {
        self.matches = matches
        self.unmatched = unmatched
    }

    func noteMatch() { matched += 1 }
}

extension XCTestCase {
    /// The test case XCTest is running on this process, if it is one of these.
    package static var running: XCTestCase? { runningCase.withLock { $0?.value } }

    static let runningCase = Mutex<WeakTestCase?>(nil)

    /// Opens `expectation`: until it is closed, or the test ends, failures it matches are expected.
    package func open(_ expectation: FailureExpectation) {
        expectations.append(expectation)
    }

    /// Closes `expectation`; a strict one that matched nothing records its failure.
    package func close(_ expectation: FailureExpectation) {
        guard let index = expectations.lastIndex(where: { $0 === expectation }) else { return }
        expectations.remove(at: index)
        if expectation.matched == 0, let unmatched = expectation.unmatched {
            recordUnmatched(unmatched.description, file: unmatched.file, line: unmatched.line)
        }
    }

    /// Closes every expectation still open, newest first: the test has ended.
    func closeExpectations() {
        while let last = expectations.last { close(last) }
    }

    /// The newest open expectation that matches a failure, noted as matched.
    func expectationMatching(_ description: String, file: String, line: Int) -> FailureExpectation? {
        guard let expectation = expectations.last(where: { $0.matches(description, file, line) }) else { return nil }
        expectation.noteMatch()
        return expectation
    }
}

/// The running test case, held weakly so that a finished one is not kept alive.
struct WeakTestCase: @unchecked Sendable {
    weak var value: XCTestCase?
}
