import Driver
import Testing
@testable import XCUITerminal

/// A failure an XCUITest-style call records, as Swift Testing sees it.
@Suite("Failure recorder under Swift Testing")
struct FailureRecorderTests {
    @Test("a failure recorded in a Swift Testing test is an issue of that test, with its text, at the call's line")
    func recordedAsAnIssue() {
        let site = CallSite(fileID: "Example/Page.swift", filePath: "/src/Example/Page.swift", line: 42, column: 7)

        withKnownIssue {
            FailureRecorder.record("noSuchElement: no element matches app.buttons[\"Pay\"]", at: site)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["noSuchElement: no element matches app.buttons[\"Pay\"]"]
                && issue.sourceLocation?.line == 42 && issue.sourceLocation?.fileID == "Example/Page.swift"
        }
    }
}
