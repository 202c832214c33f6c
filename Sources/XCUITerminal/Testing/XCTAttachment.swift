public import Foundation

/// Something a test keeps beside its result, as XCUITest's `XCTAttachment`: the screen,
/// the element tree, text or data, added with `add(_:)` on the test case or on an
/// activity. In Swift Testing it becomes an attachment of the running test; under
/// XCTest, a file in `XCTAttachment.folder`, kept or deleted by its `lifetime`.
open class XCTAttachment: @unchecked Sendable {
    /// Whether an attachment outlives a passing test.
    public enum Lifetime: Sendable {
        /// Kept whatever the test's outcome.
        case keepAlways
        /// Kept only if the test fails (XCUITest's default).
        case deleteOnSuccess
    }

    /// The attachment's contents.
    public let data: Data
    /// Its type, as a uniform type identifier (`public.plain-text`, `public.data`, …).
    public let uniformTypeIdentifier: String
    /// Its name; the file it is saved as is made from it.
    open var name: String?
    /// Whether it outlives a passing test.
    open var lifetime: Lifetime = .deleteOnSuccess
    /// More about it, kept with it by XCUITest (not saved here).
    open var userInfo: [AnyHashable: Any]?

    /// An attachment of `data` with the type `uniformTypeIdentifier`.
    public init(data: Data, uniformTypeIdentifier: String) {
        self.data = data
        self.uniformTypeIdentifier = uniformTypeIdentifier
    }

    /// An attachment of `data`.
    public convenience init(data: Data) {
        self.init(data: data, uniformTypeIdentifier: "public.data")
    }

    /// An attachment of `string`, as UTF-8 text.
    public convenience init(string: String) {
        self.init(data: Data(string.utf8), uniformTypeIdentifier: "public.plain-text")
    }

    /// An attachment of the screen `screenshot` shows, as its text.
    public convenience init(screenshot: XCUIScreenshot) {
        self.init(data: Data(screenshot.text.utf8), uniformTypeIdentifier: "public.plain-text")
        name = "screen"
    }

    /// An attachment of `element`'s tree on the latest screen, one element a line.
    public convenience init(element: XCUIElement) {
        self.init(data: Data(element.debugDescription.utf8), uniformTypeIdentifier: "public.plain-text")
        name = "element-tree"
    }

    /// An attachment of the file at `url`'s contents; nil if it cannot be read.
    public convenience init?(contentsOfFile url: URL) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data, uniformTypeIdentifier: "public.data")
        name = url.lastPathComponent
    }

    /// The file name the attachment is saved as: its name, with `.txt` for text.
    var fileName: String {
        let base = (name?.isEmpty == false ? name! : "attachment").replacingOccurrences(of: "/", with: "-")
        return uniformTypeIdentifier == "public.plain-text" && !base.contains(".") ? base + ".txt" : base
    }
}
