import Driver
import ScreenModel
import XCUITerminalTestCase

/// A failure a test expects, as XCUITest's `XCTExpectedFailure`: here the home of
/// `Options`, which say which failures `XCTExpectFailure` expects and how.
public final class XCTExpectedFailure: Sendable {
    /// Why the failure is expected, as given to `XCTExpectFailure`.
    public let failureReason: String?
    /// The failure that was expected.
    public let issue: XCTIssue

    init(failureReason: String?, issue: XCTIssue) {
        self.failureReason = failureReason
        self.issue = issue
    }

    /// Which failures `XCTExpectFailure` expects, and whether it fails when none comes,
    /// as XCUITest's `XCTExpectedFailure.Options`.
    public final class Options: @unchecked Sendable {
        /// Whether a failure is one expected; every failure is, by default.
        public var issueMatcher: (XCTIssue) -> Bool = { _ in true }
        /// Whether the test fails when no expected failure comes (true by default).
        public var isStrict = true
        /// Whether failures are expected at all (true by default); false leaves them failures.
        public var isEnabled = true

        /// Options that expect every failure, strictly.
        public init() {}

        /// Options that expect every failure and do not mind if none comes.
        public static func nonStrict() -> Options {
            let options = Options()
            options.isStrict = false
            return options
        }
    }
}

/// Expects failures for the rest of the test, as XCUITest's `XCTExpectFailure`: those
/// `options.issueMatcher` accepts are recorded as expected and do not fail it; if
/// `options.isStrict` and none came, the test fails at this line when it ends.
public func XCTExpectFailure(_ failureReason: String? = nil, options: XCTExpectedFailure.Options, file: StaticString = #filePath, line: UInt = #line) {
    ExpectedFailures.open(failureReason, options, file: "\(file)", line: Int(line))
}

/// Expects failures for the rest of the test, as XCUITest's `XCTExpectFailure`: `enabled`
/// and `strict` (true when nil) and `issueMatcher` (every failure when nil) are `Options`'.
public func XCTExpectFailure(
    _ failureReason: String? = nil, enabled: Bool? = nil, strict: Bool? = nil, file: StaticString = #filePath, line: UInt = #line,
    issueMatcher: ((XCTIssue) -> Bool)? = nil
) {
    ExpectedFailures.open(failureReason, .init(enabled: enabled, strict: strict, issueMatcher: issueMatcher), file: "\(file)", line: Int(line))
}

/// Runs `failingBlock` expecting failures in it, as XCUITest's `XCTExpectFailure`: those
/// `options.issueMatcher` accepts do not fail the test; if `options.isStrict` and none
/// came, the test fails at this line when the block returns.
///
/// - Returns: What the block returns.
/// - Throws: What the block throws.
public func XCTExpectFailure<R>(
    _ failureReason: String? = nil, options: XCTExpectedFailure.Options, file: StaticString = #filePath, line: UInt = #line, failingBlock: () throws -> R
) rethrows -> R {
    let expectation = ExpectedFailures.open(failureReason, options, file: "\(file)", line: Int(line))
    defer { ExpectedFailures.close(expectation) }
    return try failingBlock()
}

/// Runs `failingBlock` expecting failures in it, as XCUITest's `XCTExpectFailure`:
/// `enabled` and `strict` (true when nil) and `issueMatcher` (every failure when nil) are
/// `Options`'.
///
/// - Returns: What the block returns.
/// - Throws: What the block throws.
public func XCTExpectFailure<R>(
    _ failureReason: String? = nil, enabled: Bool? = nil, strict: Bool? = nil, file: StaticString = #filePath, line: UInt = #line,
    failingBlock: () throws -> R, issueMatcher: ((XCTIssue) -> Bool)? = nil
) rethrows -> R {
    try XCTExpectFailure(
        failureReason, options: .init(enabled: enabled, strict: strict, issueMatcher: issueMatcher), file: file, line: line, failingBlock: failingBlock)
}

extension XCTExpectedFailure.Options {
    /// Options from `XCTExpectFailure`'s arguments, nil meaning the default.
    convenience init(enabled: Bool?, strict: Bool?, issueMatcher: ((XCTIssue) -> Bool)?) {
        self.init()
        isEnabled = enabled ?? true
        isStrict = strict ?? true
        if let issueMatcher { self.issueMatcher = issueMatcher }
    }
}

/// `XCTExpectFailure` over the running test case's failure expectations.
enum ExpectedFailures {
    /// Opens an expectation on the running test, if `options` are enabled.
    @discardableResult
    static func open(_ reason: String?, _ options: XCTExpectedFailure.Options, file: String, line: Int) -> FailureExpectation? {
        guard options.isEnabled else { return nil }
        guard let testCase = XCUITerminalTestCase.XCTestCase.running else {
            FailureRecorder.record(
                "XCTExpectFailure works in an XCTest test whose class subclasses XCUITerminal's XCTestCase (import XCUITerminal); "
                    + "in Swift Testing use withKnownIssue", at: CallSite(fileID: file, filePath: file, line: UInt(line), column: 1))
            return nil
        }
        let matcher = options.issueMatcher
        let quoted = reason.map { "(\($0.quotedLiteral))" } ?? "()"
        let expectation = FailureExpectation(
            matches: { description, file, line in
                matcher(
                    XCTIssue(
                        type: .assertionFailure, compactDescription: description,
                        sourceCodeContext: XCTSourceCodeContext(location: XCTSourceCodeLocation(filePath: file, lineNumber: line))))
            },
            unmatched: options.isStrict
                ? ("XCTExpectFailure\(quoted) expected a failure and none came: if what it was for is fixed, remove it, or pass strict: false", file, line)
                : nil)
        testCase.open(expectation)
        return expectation
    }

    /// Closes an expectation `open` made.
    static func close(_ expectation: FailureExpectation?) {
        guard let expectation, let testCase = XCUITerminalTestCase.XCTestCase.running else { return }
        testCase.close(expectation)
    }
}
