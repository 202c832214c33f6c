/// The screen the app under test draws on, as XCUITest's `XCUIScreen.main`.
public final class XCUIScreen: Sendable {
    /// The screen of the app this test runs.
    public static let main = XCUIScreen()

    /// Every screen: there is one.
    public static var screens: [XCUIScreen] { [main] }

    private init() {}

    /// What the screen shows once the app this test runs (the one it launched last) is
    /// idle, as text; a failure is recorded if the test runs no app.
    public func screenshot() -> XCUIScreenshot {
        guard let app = ApplicationRegistry.current() else {
            FailureRecorder.record("XCUIScreen.main.screenshot(): this test has no app; create and launch an XCUIApplication first", at: nil)
            return XCUIScreenshot(screen: .init(size: .init(width: 0, height: 0), lines: []))
        }
        return XCUIApplication(app: app).screenshot()
    }
}
