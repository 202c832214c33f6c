public import Foundation
public import XCTest

/// A test failure as a value, as XCUITest's `XCTIssue`, recorded with `record(_:)`.
public struct XCTIssue: @unchecked Sendable, CustomStringConvertible {
    /// What kind of failure.
    public enum IssueType: Int, Sendable {
        /// An assertion failed.
        case assertionFailure = 0
        /// The test threw an error.
        case thrownError = 1
        /// An exception was not caught.
        case uncaughtException = 2
        /// A measurement regressed.
        case performanceRegression = 3
        /// The system failed.
        case system = 4
        /// A failure that was expected did not happen.
        case unmatchedExpectedFailure = 5
    }

    /// What kind of failure.
    public var type: IssueType
    /// What went wrong, in a line.
    public var compactDescription: String
    /// What went wrong, at length, if there is more to say.
    public var detailedDescription: String?
    /// Where it went wrong.
    public var sourceCodeContext: XCTSourceCodeContext
    /// The error behind it, if any.
    public var associatedError: (any Error)?
    /// What is kept with it.
    public private(set) var attachments: [XCTAttachment]

    /// An issue of `type` saying `compactDescription`.
    public init(
        type: IssueType, compactDescription: String, detailedDescription: String? = nil,
        sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(), associatedError: (any Error)? = nil,
        attachments: [XCTAttachment] = []
    ) {
        self.type = type
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.sourceCodeContext = sourceCodeContext
        self.associatedError = associatedError
        self.attachments = attachments
    }

    /// Keeps `attachment` with the issue.
    public mutating func add(_ attachment: XCTAttachment) {
        attachments.append(attachment)
    }

    /// The description, the detailed one after it, and the error's.
    public var description: String {
        [compactDescription, detailedDescription, associatedError.map { "\($0)" }].compactMap { $0 }.joined(separator: ": ")
    }
}

/// Where an issue happened, as XCUITest's `XCTSourceCodeContext`.
public struct XCTSourceCodeContext: Sendable {
    /// The file and line, if known.
    public let location: XCTSourceCodeLocation?

    /// A context at `location`.
    public init(location: XCTSourceCodeLocation? = nil) {
        self.location = location
    }
}

/// A file and line, as XCUITest's `XCTSourceCodeLocation`.
public struct XCTSourceCodeLocation: Sendable {
    /// The file's URL.
    public let fileURL: URL
    /// The line, from 1.
    public let lineNumber: Int

    /// The line `lineNumber` of the file at `filePath`.
    public init(filePath: String, lineNumber: Int) {
        fileURL = URL(fileURLWithPath: filePath)
        self.lineNumber = lineNumber
    }

    /// The line `lineNumber` of the file at `fileURL`.
    public init(fileURL: URL, lineNumber: Int) {
        self.fileURL = fileURL
        self.lineNumber = lineNumber
    }
}

extension XCTest::XCTestCase {
    /// Records `issue` as a failure of this test, at its location (or where the caller
    /// is), with its attachments, as XCUITest's `record(_:)`.
    public func record(_ issue: XCTIssue, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        let site =
            issue.sourceCodeContext.location.map {
                CallSite(fileID: $0.fileURL.lastPathComponent, filePath: $0.fileURL.path, line: UInt($0.lineNumber), column: 1)
            } ?? CallSite(fileID: fileID, filePath: file, line: line, column: column)
        for attachment in issue.attachments { add(attachment) }
        FailureRecorder.record(issue.description, at: site)
    }
}
