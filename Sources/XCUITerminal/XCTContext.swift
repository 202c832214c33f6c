/// A named step of a test, as XCUITest's `XCTActivity`.
public protocol XCTActivity: Sendable {
    /// The step's name.
    var name: String { get }
}

/// Groups a test's steps under names, as XCUITest's `XCTContext`.
public enum XCTContext {
    /// Runs `block` as the step `name` and returns what it returns. The name is for the
    /// reader: failures inside the step are recorded where they happen, as outside one.
    public static func runActivity<Result>(named name: String, block: (any XCTActivity) throws -> Result) rethrows -> Result {
        try block(NamedActivity(name: name))
    }
}

private struct NamedActivity: XCTActivity {
    let name: String
}
