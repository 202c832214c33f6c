import Driver

/// The device the app runs on, as XCUITest's `XCUIDevice.shared`: a terminal has no
/// device, so its buttons press nothing. Pressing one records a failure saying so, at
/// the caller's line, and the test goes on.
public final class XCUIDevice: Sendable {
    /// The device's hardware buttons, as XCUITest names them.
    public enum Button: Int, Sendable {
        /// The home button: on iOS it sends the app to the background.
        case home = 1
        /// Volume up.
        case volumeUp = 2
        /// Volume down.
        case volumeDown = 3
        /// The action button.
        case action = 4
        /// The camera button.
        case camera = 5
    }

    /// The device.
    public static let shared = XCUIDevice()

    private init() {}

    /// Presses `button`: a terminal has none, so this records a failure naming what to do
    /// instead.
    public func press(_ button: Button, file: StaticString = #filePath, fileID: String = #fileID, line: UInt = #line, column: UInt = #column) {
        FailureRecorder.record(
            "XCUIDevice.shared.press(.\(button)): a terminal has no device buttons; to leave the app and come back, "
                + "terminate() and launch() it, or drive what the button does through the app's own keys",
            at: CallSite(fileID: fileID, filePath: file, line: line, column: column)
        )
    }
}
