public import XCTest

extension XCTest::XCTestCase {
    /// Keeps `attachment` with this test's result, as XCUITest's `add(_:)`.
    public func add(_ attachment: XCTAttachment) {
        XCTestAttachments.add(attachment, to: name)
    }
}

extension XCTActivity {
    /// Keeps `attachment` with the running test's result, as XCUITest's `XCTActivity.add(_:)`.
    public func add(_ attachment: XCTAttachment) {
        XCTestAttachments.add(attachment, to: nil)
    }
}
